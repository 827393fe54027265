import { badProp, DEV } from '../../internal/errors.js';
import {
  cloneElement,
  Fragment,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color } from '../../internal/vocabulary.js';
import { focusFirst, restoreFocus } from '../../internal/focus.js';
import { placementClasses, useFloatingPosition, type VirtualElement } from '../../internal/position.js';
import { elementRef, setRef } from '../../internal/refs.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useIsClient } from '../../internal/useIsClient.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { POPUP_DEFAULTS, PopupConfigContext, definedOptions, type PopupConfig } from './config.js';
import {
  assertPopupOptions,
  clampDelay,
  nextPopupOpen,
  toFloatingPlacement,
  type PopupEvent,
} from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

/** Open and close a popup from code (through a ref); this is how the `manual` trigger works. */
export interface PopupHandle {
  /** Opens the popup at once (no delay). */
  open(): void;
  /** Closes the popup. */
  close(): void;
  /** Opens the popup when closed, closes it when open. */
  toggle(): void;
}

/** What a content render function receives. */
export interface PopupContentProps {
  /** Closes the popup (focus goes back to the trigger when it was inside the popup). */
  close(): void;
}

/**
 * Refuses an anchor that is not a ref, or a ref whose value has no box. In development the error
 * shows a wrong object by its tag (a node) or its keys. (The texts are written inline, not shared:
 * a production build drops them only then.)
 */
function refuseAnchor(value: unknown): never {
  return badProp(
    'Popup',
    'anchor',
    DEV && 'a ref to an element or to an object with getBoundingClientRect',
    DEV && value && typeof value == 'object'
      ? 'nodeName' in value
        ? `<${String(value.nodeName).toLowerCase()}>`
        : `{${Object.keys(value).join(', ')}}`
      : value,
  );
}

export interface PopupProps extends PopupConfig {
  /**
   * The trigger: one element that can hold a ref (a DOM element or a component that forwards its
   * ref). The popup adds its ref, its mouse, focus and click handlers (after the element's own
   * ones) and its ARIA attributes to it. Anything else, a fragment among them, throws. Left out
   * only with an `anchor`: the popup then has no trigger and opens through `open` or its handle.
   */
  children?: ReactElement;
  /**
   * Places the popup beside this instead of its trigger: a ref to another element, or to a virtual
   * one (any object with `getBoundingClientRect`, such as the point of a right click). It is read
   * each time the popup opens; a new ref object moves an open popup. The trigger, if any, keeps its
   * handlers and ARIA attributes. Anything but a ref (an element given as it is, a selector) throws,
   * naming the prop, as does a ref whose value has no `getBoundingClientRect`. `false` or `null`
   * (from `anchor={pinned && ref}`, say) is no anchor: the popup sits at its trigger.
   */
  anchor?: RefObject<Element | VirtualElement | null | undefined> | false | null;
  /**
   * The popup body: text, any React content, or a function that receives `{ close }` and returns
   * the content (for content that closes the popup itself).
   */
  content?: ReactNode | ((popup: PopupContentProps) => ReactNode);
  /** A header above the content; it also names an interactive popup. */
  header?: ReactNode;
  /**
   * Whether the content is interactive. An interactive popup is a non-modal dialog (focus moves in
   * when it opens by click or from code; Escape closes it and returns focus); otherwise it is a
   * tooltip that describes its trigger. Defaults to true when `content` is a function.
   */
  interactive?: boolean;
  /** Whether the popup is open (controlled). Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the popup starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the popup opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** The id of the popup element; generated when not given. */
  id?: string;
  /** The popup's colour (`primary` and `secondary` follow the theme), with `inverted` a dark one. */
  color?: Color | 'primary' | 'secondary';
  /** A wider popup (`very`: wider still); the same as `width="wide"` and `width="very wide"`. */
  wide?: boolean | 'very';
  /** No maximum width: the content sets it; the same as `width="flowing"`. */
  flowing?: boolean;
  /** As wide as the space it is in. */
  fluid?: boolean;
  /** A fixed width (with `wide`, a wider one), whatever the content. */
  fixed?: boolean;
  /** Shows a loader in place of the content. */
  loading?: boolean;
  /** More classes on the popup element, after the variation props' classes. */
  className?: string;
  /** Inline style of the popup element. */
  style?: CSSProperties;
  /** A name for an interactive popup that has no header. */
  'aria-label'?: string;
}

/** Popup's variation props and the classes they give (variations.test.ts checks them against popup.css). */
export const POPUP_VARIATIONS = {
  size: 'value',
  width: 'value',
  wide: 'keyOrValueKey',
  flowing: 'key',
  fluid: 'key',
  fixed: 'key',
  color: 'value',
  inverted: 'key',
  basic: 'key',
  loading: 'key',
} as const satisfies VariationTable;

type Handlers = Record<string, ((event: SyntheticEvent) => void) | undefined>;

/**
 * The landmarks a portaled popup joins: the trigger's nearest one. At the end of `<body>` a shown
 * popup's text sat outside every landmark, where landmark navigation never finds it (axe `region`).
 * A trigger outside any landmark (and one in a modal, which is portaled itself) keeps `<body>`.
 */
const LANDMARKS =
  'main,nav,aside,search,[role=main],[role=navigation],[role=complementary],[role=search],[role=region],[role=form]';

/**
 * A popup beside a trigger element: a tooltip for text, or a non-modal dialog for interactive
 * content. It is positioned by Floating UI, flips and shifts to stay in the viewport, and its
 * Semantic UI placement classes follow the side it really uses, so the arrow points at the trigger.
 * Defaults come from the nearest `PopupConfigProvider`, then the popup's own props.
 */
export const Popup = forwardRef<PopupHandle, PopupProps>(function Popup(props, ref) {
  const {
    placement,
    trigger,
    inverted,
    delay,
    basic,
    size,
    width,
    inline,
    transition,
    transitionDuration,
  }: PopupConfig & typeof POPUP_DEFAULTS = {
    ...POPUP_DEFAULTS,
    ...useContext(PopupConfigContext),
    ...definedOptions(props),
  };
  assertPopupOptions({ placement, trigger, size, width }, props);
  // A fragment takes no props and no ref: the trigger would get none of the popup's handlers.
  const child = props.children as { type?: unknown; props?: unknown } | null | undefined;
  if (child?.type === Fragment || !(child?.props || (child === undefined && props.anchor)))
    badProp(
      'Popup',
      'children',
      DEV && 'one element (not a fragment), or left out with an anchor',
      child?.type === Fragment ? 'a fragment' : child,
    );
  const {
    children,
    anchor: givenAnchor,
    content,
    header,
    interactive = typeof content === 'function',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    id: idProp,
    className,
    style,
    wide,
    flowing,
    fluid,
    fixed,
    color,
    loading,
  } = props;
  // `false` or `null` is no anchor.
  const anchor = givenAnchor || undefined;
  // An anchor is a ref (useRef, createRef, or any object with `current`), checked here so that the
  // server refuses it too; its value, set once the page is there, is checked when the popup opens.
  // An element given as it is, or a selector, would otherwise leave the popup at its trigger.
  if (anchor && !('current' in Object(anchor))) refuseAnchor(anchor);
  const [classes] = variations('Popup', POPUP_VARIATIONS, {
    size,
    width,
    wide,
    flowing,
    fluid,
    fixed,
    color,
    inverted,
    basic,
    loading,
  });
  const generatedId = `sui-popup-${useId()}`;
  const id = idProp ?? generatedId;
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const client = useIsClient();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastEvent = useRef<PopupEvent>('open');
  const target = useRef(open);
  const animation = useShowHide(open, transition, transitionDuration);
  const shown = open || animation.visible || animation.animating;

  const reference = useRef<Element | null>(null);
  const floating = useRef<HTMLDivElement | null>(null);
  // Where a portaled popup goes: found on mount and again each time it opens (the trigger may have
  // moved in between).
  const [container, setContainer] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const at = anchor?.current ?? reference.current;
    if (anchor?.current != null && typeof anchor.current.getBoundingClientRect !== 'function')
      refuseAnchor(at);
    const near = at instanceof Element ? at : at?.contextElement;
    if (!inline) setContainer(near?.closest(LANDMARKS) ?? document.body);
  }, [inline, open, anchor]);
  // Placed while it is shown, again on every scroll, resize and size change.
  const position = useFloatingPosition(shown, anchor ?? reference, floating, {
    placement: toFloatingPlacement(placement),
    offset: basic ? 6 : 10,
    padding: 6,
    crossAxis: 'end',
  });

  // Events move the state the popup is heading to (`target`), which a delay may keep pending.
  const send = (event: PopupEvent) => {
    const next = nextPopupOpen(trigger, target.current, event);
    if (next === target.current) return;
    clearTimeout(timer.current);
    target.current = next;
    if (next === open) return;
    lastEvent.current = event;
    const wait = next
      ? event === 'enter' || event === 'focus' || event === 'click'
        ? delay
        : 0
      : event === 'leave'
        ? 100
        : 0;
    if (clampDelay(wait)) timer.current = setTimeout(() => setOpen(next), clampDelay(wait));
    else setOpen(next);
  };

  useImperativeHandle(ref, () => ({
    open: () => send('open'),
    close: () => send('close'),
    toggle: () => send('toggle'),
  }));

  useEffect(() => () => clearTimeout(timer.current), []);

  // Escape closes; a click outside the trigger and the popup counts for the outsideClick trigger.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) send('escape');
    };
    const onClick = (event: MouseEvent) => {
      const node = event.target as Node;
      if (!reference.current?.contains?.(node) && !floating.current?.contains(node)) send('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  });

  // Animate on every change; focus moves into an interactive popup, and back to the trigger on close.
  const wasOpen = useRef(open);
  const focusedBefore = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (wasOpen.current === open) return;
    wasOpen.current = target.current = open;
    const popup = floating.current;
    if (!open) {
      // Back to the trigger; a popup with none gives focus back to where it was when it opened.
      if (popup?.contains(document.activeElement)) restoreFocus(reference.current ?? focusedBefore.current);
      return;
    }
    focusedBefore.current = document.activeElement;
    if (!interactive || !/click|open|toggle/.test(lastEvent.current)) return;
    const moveIn = setTimeout(() => {
      const el = floating.current;
      if (el && !el.contains(document.activeElement)) focusFirst(el, { preventScroll: true });
    });
    return () => clearTimeout(moveIn);
  }, [open, interactive]);

  const own = (children?.props ?? {}) as Handlers & { ref?: Ref<Element>; 'aria-describedby'?: string };
  const childRef = children && elementRef<Element>(children);
  const setTrigger = useCallback(
    (el: Element | null) => {
      reference.current = el;
      setRef(childRef, el);
    },
    [childRef],
  );
  const on = (name: string, event: PopupEvent) => (e: SyntheticEvent) => {
    own[name]?.(e);
    if (event !== 'blur' || !floating.current?.contains((e as FocusEvent).relatedTarget)) send(event);
  };

  const rendered = client && (shown || !interactive);
  // A content function runs only while its popup is rendered.
  const body =
    typeof content !== 'function' ? content : rendered ? content({ close: () => send('close') }) : null;
  const headerId = `${id}-header`;
  const popup = rendered && (
    <div
      ref={floating}
      id={id}
      role={interactive ? 'dialog' : 'tooltip'}
      aria-labelledby={interactive && header ? headerId : undefined}
      aria-label={interactive ? props['aria-label'] : undefined}
      tabIndex={interactive ? -1 : undefined}
      hidden={!shown}
      className={cx(
        'ui popup',
        placementClasses(position.placement),
        classes,
        animation.className,
        className,
      )}
      style={{
        ...position.style,
        ...animation.style,
        ...style,
      }}
      onMouseEnter={() => send('enter')}
      onMouseLeave={() => send('leave')}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget) && !reference.current?.contains?.(e.relatedTarget))
          send('blur');
      }}
    >
      {header && (
        <div className="header" id={headerId}>
          {header}
        </div>
      )}
      {body != null && body !== false && <div className="content">{body}</div>}
    </div>
  );

  return (
    <>
      {children &&
        cloneElement(children, {
          ref: setTrigger,
          onMouseEnter: on('onMouseEnter', 'enter'),
          onMouseLeave: on('onMouseLeave', 'leave'),
          onFocus: on('onFocus', 'focus'),
          onBlur: on('onBlur', 'blur'),
          onClick: on('onClick', 'click'),
          'aria-describedby': interactive ? own['aria-describedby'] : cx(own['aria-describedby'], id),
          'aria-haspopup': interactive ? 'dialog' : undefined,
          'aria-expanded': interactive ? open : undefined,
          'aria-controls': interactive && shown ? id : undefined,
        } as Record<string, unknown>)}
      {popup && (inline ? popup : container && createPortal(popup, container))}
    </>
  );
});
