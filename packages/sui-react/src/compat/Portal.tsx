'use client';
// Semantic UI React's Portal: renders its children at the end of <body> (or `mountNode`) while
// open, opened and closed by its trigger, a click elsewhere and Escape, with `onOpen(event, data)`
// and `onClose(event, data)`. sui-react has no portal module of its own (its Modal, Popup and page
// Dimmer each place themselves): this one is the plain portal that those leave out.
import {
  cloneElement,
  isValidElement,
  useEffect,
  useRef,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref as ReactRef,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { setRef } from '../internal/refs.js';
import { useControllableState } from '../internal/useControllableState.js';
import { useIsClient } from '../internal/useIsClient.js';
import { useLatest } from '../internal/useLatest.js';
import { Ref } from './Ref.js';

/** What `onOpen` and `onClose` get besides the event: the props and the new `open`. */
export type PortalEventData = PortalProps & { open: boolean };

type PortalEvent = SyntheticEvent<HTMLElement> | Event | null;

export interface PortalProps {
  /** What the portal shows while open (one element lets it tell clicks inside from clicks outside). */
  children?: ReactNode;
  /** Whether the portal is open (controlled): then only the app opens and closes it, told by `onOpen` and `onClose`. */
  open?: boolean;
  /**
   * Whether the portal starts open, when `open` is not controlled.
   * @default false
   */
  defaultOpen?: boolean;
  /** The element that opens and closes the portal (it gets the handlers, keeping its own). */
  trigger?: ReactNode;
  /** Receives the trigger's node. */
  triggerRef?: ReactRef<unknown>;
  /** Where the portal renders. Without it, at the end of `document.body`. */
  mountNode?: Element | null;
  /**
   * Whether a click outside the portal and its trigger closes it.
   * @default true
   */
  closeOnDocumentClick?: boolean;
  /**
   * Whether Escape closes the portal.
   * @default true
   */
  closeOnEscape?: boolean;
  /**
   * Whether a click on the trigger opens the portal.
   * @default true
   */
  openOnTriggerClick?: boolean;
  /** Whether a click on the trigger closes an open portal. */
  closeOnTriggerClick?: boolean;
  /** Whether the trigger opens the portal when it gets focus. */
  openOnTriggerFocus?: boolean;
  /** Whether the portal closes when the trigger loses focus (unless focus moves into the portal). */
  closeOnTriggerBlur?: boolean;
  /** Whether the pointer entering the trigger opens the portal (after `mouseEnterDelay`). */
  openOnTriggerMouseEnter?: boolean;
  /** Whether the pointer leaving the trigger closes the portal (after `mouseLeaveDelay`). */
  closeOnTriggerMouseLeave?: boolean;
  /** Whether the pointer leaving the portal closes it (after `mouseLeaveDelay`). */
  closeOnPortalMouseLeave?: boolean;
  /** Milliseconds between the pointer entering the trigger and the portal opening. @default 0 */
  mouseEnterDelay?: number;
  /** Milliseconds between the pointer leaving and the portal closing. @default 0 */
  mouseLeaveDelay?: number;
  /**
   * Called when the user opens the portal.
   * @param event The event that opened it.
   * @param data The props, with `open: true`.
   */
  onOpen?: (event: PortalEvent, data: PortalEventData) => void;
  /**
   * Called when the user closes the portal.
   * @param event The event that closed it.
   * @param data The props, with `open: false`.
   */
  onClose?: (event: PortalEvent, data: PortalEventData) => void;
  /** Called with `null` and the props once the portal has rendered into the page. */
  onMount?: (nothing: null, data: PortalProps) => void;
  /** Called with `null` and the props once the portal has left the page. */
  onUnmount?: (nothing: null, data: PortalProps) => void;
}

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>, ...rest: unknown[]) => void;
  onFocus?: (event: FocusEvent<HTMLElement>, ...rest: unknown[]) => void;
  onBlur?: (event: FocusEvent<HTMLElement>, ...rest: unknown[]) => void;
  onMouseEnter?: (event: MouseEvent<HTMLElement>, ...rest: unknown[]) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>, ...rest: unknown[]) => void;
};

const contains = (node: Element | null, target: EventTarget | null) =>
  !!node && target instanceof Node && node.contains(target);

/**
 * Semantic UI React's Portal. It renders nothing of its own on the server or before hydration
 * (like Semantic UI React's, whose content appears only in the browser); the trigger renders
 * everywhere. A click that starts inside the portal and ends outside does not close it.
 */
export function Portal(props: PortalProps) {
  const {
    children,
    open: openProp,
    defaultOpen = false,
    trigger,
    triggerRef,
    mountNode,
    openOnTriggerClick = true,
    closeOnTriggerClick,
    openOnTriggerFocus,
    closeOnTriggerBlur,
    openOnTriggerMouseEnter,
    closeOnTriggerMouseLeave,
    mouseEnterDelay = 0,
    mouseLeaveDelay = 0,
  } = props;
  const [open, setOpen] = useControllableState<boolean>(openProp, defaultOpen);
  const onClient = useIsClient();
  const content = useRef<Element | null>(null);
  const triggerNode = useRef<Element | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useLatest(props);

  const change = (next: boolean, event: PortalEvent) => {
    const handler = next ? latest.current.onOpen : latest.current.onClose;
    handler?.(event, { ...latest.current, open: next });
    setOpen(next);
  };
  const changeLater = (next: boolean, event: PortalEvent, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => change(next, event), delay);
  };
  const changeRef = useLatest(change);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The document's clicks and keys while open.
  const shown = open && onClient;
  useEffect(() => {
    if (!shown) return;
    let downInside = false;
    const onDown = (event: globalThis.MouseEvent) => {
      downInside = contains(content.current, event.target);
    };
    const onClick = (event: globalThis.MouseEvent) => {
      const started = downInside;
      downInside = false;
      if (!content.current || started) return;
      if (contains(triggerNode.current, event.target) || contains(content.current, event.target)) return;
      if (latest.current.closeOnDocumentClick ?? true) changeRef.current(false, event);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || !(latest.current.closeOnEscape ?? true)) return;
      changeRef.current(false, event);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [shown, latest, changeRef]);

  // onMount / onUnmount, and the pointer leaving or entering the portal.
  useEffect(() => {
    const node = content.current;
    if (!shown) return;
    latest.current.onMount?.(null, latest.current);
    const leave = (event: globalThis.MouseEvent) => {
      if (!latest.current.closeOnPortalMouseLeave || event.target !== node) return;
      changeLater(false, event, latest.current.mouseLeaveDelay ?? 0);
    };
    const enter = () => {
      if (latest.current.closeOnPortalMouseLeave) clearTimeout(timer.current);
    };
    node?.addEventListener('mouseleave', leave as EventListener);
    node?.addEventListener('mouseenter', enter);
    return () => {
      node?.removeEventListener('mouseleave', leave as EventListener);
      node?.removeEventListener('mouseenter', enter);
      // The props of the render that closed the portal, on purpose.
      // eslint-disable-next-line react-hooks/exhaustive-deps
      latest.current.onUnmount?.(null, latest.current);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- changeLater reads the latest props itself
  }, [shown, latest]);

  let button: ReactNode = null;
  if (isValidElement(trigger)) {
    const own = (trigger as ReactElement<TriggerProps>).props;
    button = (
      <Ref
        innerRef={(node: unknown) => {
          triggerNode.current = node as Element | null;
          setRef(triggerRef, node);
        }}
      >
        {/* eslint-disable-next-line react-hooks/refs -- event handlers: they read the refs when called, never while rendering */}
        {cloneElement(trigger as ReactElement<TriggerProps>, {
          onClick: (event, ...rest) => {
            own.onClick?.(event, ...rest);
            if (open && closeOnTriggerClick) change(false, event);
            else if (!open && openOnTriggerClick) change(true, event);
          },
          onFocus: (event, ...rest) => {
            own.onFocus?.(event, ...rest);
            if (openOnTriggerFocus) change(true, event);
          },
          onBlur: (event, ...rest) => {
            own.onBlur?.(event, ...rest);
            if (closeOnTriggerBlur && !contains(content.current, event.relatedTarget)) change(false, event);
          },
          onMouseEnter: (event, ...rest) => {
            own.onMouseEnter?.(event, ...rest);
            clearTimeout(timer.current);
            if (openOnTriggerMouseEnter) changeLater(true, event, mouseEnterDelay);
          },
          onMouseLeave: (event, ...rest) => {
            own.onMouseLeave?.(event, ...rest);
            clearTimeout(timer.current);
            if (closeOnTriggerMouseLeave) changeLater(false, event, mouseLeaveDelay);
          },
        } satisfies TriggerProps)}
      </Ref>
    );
  } else if (trigger != null) button = trigger;

  const inner = isValidElement(children) ? (
    <Ref innerRef={(node: unknown) => setRef(content, node as Element | null)}>{children}</Ref>
  ) : (
    <div ref={content as ReactRef<HTMLDivElement>} style={{ display: 'contents' }}>
      {children}
    </div>
  );
  return (
    <>
      {shown && createPortal(inner, mountNode ?? document.body)}
      {button}
    </>
  );
}
