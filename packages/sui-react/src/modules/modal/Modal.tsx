import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type ForwardedRef,
  type HTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import { focusableWithin, restoreFocus } from '../../internal/focus.js';
import { isTopLayer, pushLayer, removeLayer } from '../../internal/layers.js';
import { useDocumentEscape } from '../../internal/useDocumentEscape.js';
import { useLatest } from '../../internal/useLatest.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { assertModalConfig, type ModalResult, type ModalSize } from './state.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

/** Approve or deny a modal from its content or from code. Each modal closes once: later calls do nothing. */
export interface ModalControls<A = unknown, D = unknown> {
  /** Closes the modal as approved; `onApprove(result)` fires once the closing transition has ended. */
  approve(result: A): void;
  /** Closes the modal as denied; `onDeny(result)` fires once the closing transition has ended. */
  deny(result: D): void;
}

/** The options every modal takes, whichever way it is opened. */
export interface ModalConfig<A = unknown, D = unknown> {
  /**
   * Whether the user can close the modal with the close icon, a click on the dimmer or Escape. Each
   * of these denies it with `closeResult`.
   * @default true
   */
  closable?: boolean;
  /** The result the modal is denied with when the user closes it (see `closable`). */
  closeResult?: D;
  /**
   * The width of the modal.
   * @default 'normal'
   */
  size?: ModalSize;
  /**
   * Whether the modal takes the full width of the screen.
   * @default false
   */
  fullScreen?: boolean;
  /**
   * With `fullScreen`, the modal covers the whole screen, the dimmer's margins too.
   * @default false
   */
  overlay?: boolean;
  /**
   * Semantic UI's basic modal: no box, the content sits on the dimmer.
   * @default false
   */
  basic?: boolean;
  /**
   * Whether the modal and its dimmer are light, for a modal shown against a light page.
   * @default false
   */
  inverted?: boolean;
  /**
   * Whether only the dimmer is light: the modal keeps its own colours (`inverted` darkens the modal
   * as well).
   * @default false
   */
  invertedDimmer?: boolean;
  /**
   * Whether the modal is centred vertically; when false it sits near the top of the screen.
   * @default true
   */
  centered?: boolean;
  /**
   * Whether the modal always scrolls with the page dimmer, for content that may grow. A modal taller
   * than the viewport scrolls anyway.
   * @default false
   */
  mustScroll?: boolean;
  /**
   * The Semantic UI animation that shows and hides the modal; the dimmer fades along.
   * @default 'scale'
   */
  transition?: string;
  /**
   * The length of the opening and closing animations, in milliseconds.
   * @default 500
   */
  transitionDuration?: number;
  /** Called with the result after a modal closed as approved, once the closing transition has ended. */
  onApprove?: (result: A) => void;
  /** Called with the result after a modal closed as denied, once the closing transition has ended. */
  onDeny?: (result: D) => void;
  /** Called when the modal has closed, either way, after its closing transition and before `onApprove` / `onDeny`. */
  onDismiss?: () => void;
}

export interface ModalProps<A = unknown, D = unknown>
  extends ModalConfig<A, D>, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The modal content: `div.header`, `div.content`, `div.actions`. A function gets the modal's
   * controls, to approve or deny it from a button.
   */
  children?: ReactNode | ((modal: ModalControls<A, D>) => ReactNode);
}

/** Modal's variation props and the classes they give (variations.test.ts checks them against modal.css). */
export const MODAL_VARIATIONS = {
  size: 'value',
  fullScreen: ['key', 'fullscreen'],
  overlay: 'key',
  basic: 'key',
  inverted: 'key',
} as const satisfies VariationTable;

type ModalComponentType = <A = unknown, D = unknown>(
  props: ModalProps<A, D> & RefAttributes<ModalControls<A, D>>,
) => ReactElement | null;

function ModalView<A, D>(
  {
    closable = true,
    closeResult,
    size = 'normal',
    fullScreen,
    overlay,
    basic,
    inverted,
    invertedDimmer = false,
    centered = true,
    mustScroll = false,
    transition = 'scale',
    transitionDuration = 500,
    onApprove,
    onDeny,
    onDismiss,
    className,
    style,
    children,
    ...rest
  }: ModalProps<A, D>,
  ref: ForwardedRef<ModalControls<A, D>>,
) {
  assertModalConfig(size, transitionDuration);
  const [classes] = variations('Modal', MODAL_VARIATIONS, {
    size,
    fullScreen,
    overlay,
    basic,
    inverted,
  });
  // The modal shows once mounted and hides once approved or denied: it closes once, the first
  // approve or deny wins. Its callbacks fire when the closing animation has ended.
  const [open, setOpen] = useState(false);
  const started = useRef(false);
  const outcome = useRef<ModalResult<A, D> | null>(null);
  // The element that had focus when the modal was created gets it back when the modal closes.
  const [trigger] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const dimmerEl = useRef<HTMLDivElement>(null);
  const modalEl = useRef<HTMLDivElement>(null);
  const lastFocus = useRef<HTMLElement | null>(null);
  const [autoScroll, setAutoScroll] = useState(false);
  const labelId = useId();
  const latest = useLatest({ onApprove, onDeny, onDismiss, closable, closeResult });

  const finished = useRef(false);
  const finish = () => {
    finished.current = true;
    if (dimmerEl.current) removeLayer(dimmerEl.current);
    restoreFocus(trigger);
    const { onDismiss: dismissed, onApprove: approvedCb, onDeny: deniedCb } = latest.current;
    const { approved, value } = outcome.current!;
    dismissed?.();
    if (approved) approvedCb?.(value);
    else deniedCb?.(value);
  };
  // The dimmer fades along with the box; the box's end is the modal's.
  const dim = useShowHide(open, 'fade', transitionDuration, { display: 'flex' });
  const shown = useShowHide(open, transition, transitionDuration, {
    onDone: (stillOpen) => stillOpen || finish(),
  });
  const visible = shown.visible || shown.animating;

  const close = (approved: boolean, value: unknown) => {
    if (outcome.current) return;
    outcome.current = { approved, value } as ModalResult<A, D>;
    // Closed before it could open (an early call through the ref): nothing to animate.
    if (started.current) setOpen(false);
    else finish();
  };
  const closeRef = useLatest(close);
  const [controls] = useState<ModalControls<A, D>>(() => ({
    approve: (result) => closeRef.current(true, result),
    deny: (result) => closeRef.current(false, result),
  }));
  useImperativeHandle(ref, () => controls, [controls]);
  const dismiss = () => latest.current.closable && close(false, latest.current.closeResult);

  // While shown: the rest of the page is inert and does not scroll, and focus is inside.
  useLayoutEffect(() => {
    const el = dimmerEl.current;
    const modal = modalEl.current;
    if (!visible || !el || !modal) return;
    const release = pushLayer(el);
    if (!modal.contains(document.activeElement)) (lastFocus.current ?? modal).focus();
    // Taller than the viewport less the dimmer's margins (2rem above and below): it scrolls.
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      setAutoScroll(window.innerHeight < modal.offsetHeight + 4 * rem);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      release();
      window.removeEventListener('resize', measure);
    };
  }, [visible]);

  // The header names the dialog (or the content, when there is no header).
  useLayoutEffect(() => {
    const modal = modalEl.current;
    if (!modal || modal.hasAttribute('aria-label')) return;
    const children = Array.from(modal.children);
    const label =
      children.find((c) => c.classList.contains('header')) ??
      children.find((c) => c.classList.contains('content'));
    if (!label) return;
    label.id ||= labelId;
    modal.setAttribute('aria-labelledby', label.id);
  });

  // Escape closes the top modal only.
  useDocumentEscape(visible, () => {
    if (!isTopLayer(dimmerEl.current)) return false;
    dismiss();
  });

  // Open on mount. The element appears with its opening animation, so `autoFocus` works.
  useLayoutEffect(() => {
    if (outcome.current) return;
    started.current = true;
    setOpen(true);
  }, []);

  // A modal unmounted while it closes still reports how it closed.
  useEffect(
    () => () => {
      if (outcome.current && !finished.current) finish();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  // Tab and Shift+Tab cycle through the modal.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const modal = modalEl.current;
    if (event.key !== 'Tab' || !modal || !isTopLayer(dimmerEl.current)) return;
    const items = focusableWithin(modal);
    const active = document.activeElement;
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      modal.focus();
    } else if (event.shiftKey ? active === first || active === modal : active === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  if (!visible) return null;
  return createPortal(
    <div
      ref={dimmerEl}
      className={cx(
        'ui dimmer modals page',
        !centered && 'top aligned',
        (inverted || invertedDimmer) && 'inverted',
        // `visible` would force `display: block`; the dimmer is a flex box.
        dim.animating && dim.className.replace(' visible', ''),
        'active',
      )}
      style={{ ...dim.style, overflowY: 'auto' }}
      onClick={(event: MouseEvent) => event.target === event.currentTarget && dismiss()}
      onKeyDown={trapFocus}
    >
      <div
        {...rest}
        ref={modalEl}
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        className={cx(
          'ui modal',
          shown.className,
          'active',
          classes,
          (mustScroll || autoScroll) && 'scrolling',
          className,
        )}
        style={{ ...shown.style, ...style }}
        onFocus={(event) => {
          lastFocus.current = event.target;
          rest.onFocus?.(event);
        }}
      >
        {closable && (
          <i
            className="close icon"
            role="button"
            tabIndex={0}
            aria-label="Close"
            onClick={dismiss}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              dismiss();
            }}
          />
        )}
        {typeof children === 'function' ? children(controls) : children}
      </div>
    </div>,
    document.body,
  );
}

/**
 * A Semantic UI modal dialog. Rendered, it opens (with its transition) and stays open until it is
 * approved or denied; then it closes and fires `onDismiss` and `onApprove` / `onDeny`. Render it
 * where you want a modal for as long as something is true (a route, a state); to open one from an
 * event handler, use `useModal().open(...)`. The dialog is modal: the rest of the page is inert,
 * does not scroll, and focus returns to where it was when the modal closes. A ref gives its
 * `approve` and `deny` controls.
 */
export const Modal = forwardRef(ModalView) as ModalComponentType;
