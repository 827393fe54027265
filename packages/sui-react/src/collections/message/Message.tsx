import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { TransitionController } from '../../modules/transition/TransitionController.js';
import { Transition, TransitionDirection } from '../../modules/transition/transition.js';
import { useTransitionBinding } from '../../modules/transition/useTransitionBinding.js';

/** Dismiss a message from code (through a ref). */
export interface MessageHandle {
  /** Runs the dismiss transition, then removes the message and calls `onDismiss`. */
  dismiss(): void;
}

export interface MessageProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether the message has a close button. Without it, `dismiss()` on a ref still works.
   * @default true
   */
  dismissable?: boolean;
  /**
   * The Semantic UI transition that hides the message when it is dismissed.
   * @default 'fade'
   */
  transition?: string;
  /**
   * Length of the dismiss transition, in milliseconds.
   * @default 300
   */
  transitionDuration?: number;
  /** Called once the message has been dismissed (by its close button or `dismiss()`), after the transition. */
  onDismiss?: () => void;
  /**
   * The accessible name of the close button.
   * @default 'Dismiss'
   */
  dismissLabel?: string;
  /**
   * Variation classes (`success`, `attached warning`, `icon`...), added between `ui` and `message`.
   * `error` and `negative` messages get `role="alert"`, the others `role="status"`.
   */
  className?: string;
  /** The message content: a `div.header`, paragraphs, or an icon and a `div.content`. */
  children?: ReactNode;
}

/** The close button looks like the kit's close icon; only the native button styles are reset. */
const CLOSE_STYLE = { padding: 0, border: 0, background: 'none', color: 'inherit', font: 'inherit' } as const;

/**
 * A Semantic UI message. When dismissable it has a labelled close button; dismissing runs a
 * transition, then removes the message.
 */
export const Message = forwardRef<MessageHandle, MessageProps>(function Message(
  {
    dismissable = true,
    transition = 'fade',
    transitionDuration = 300,
    onDismiss,
    dismissLabel = 'Dismiss',
    className,
    children,
    ...rest
  },
  ref,
) {
  if (!Number.isFinite(transitionDuration) || transitionDuration < 0) {
    throw new Error(
      `Message: transitionDuration must be a number of milliseconds, 0 or more (got ${String(transitionDuration)}).`,
    );
  }
  const [controller] = useState(() => new TransitionController(true));
  const t = useTransitionBinding(controller);
  const [dismissed, setDismissed] = useState(false);
  const alive = useRef(false);
  const latest = useRef({ transition, transitionDuration, onDismiss });
  useLayoutEffect(() => {
    latest.current = { transition, transitionDuration, onDismiss };
  });

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      controller.stopAll();
    };
  }, [controller]);

  const [api] = useState<MessageHandle>(() => ({
    dismiss() {
      if (!controller.isVisible || controller.isAnimating) return;
      const { transition: name, transitionDuration: duration } = latest.current;
      controller.animate(
        new Transition(name, duration, TransitionDirection.Out, () => {
          if (!alive.current) return;
          setDismissed(true);
          latest.current.onDismiss?.();
        }),
      );
    },
  }));
  useImperativeHandle(ref, () => api, [api]);

  if (dismissed) return null;
  const alert = hasClass(className, 'error') || hasClass(className, 'negative');
  return (
    <div
      role={alert ? 'alert' : 'status'}
      {...rest}
      // While it animates, the transition classes apply; `visible` is left out, as its
      // `display: block !important` would break icon messages (flex).
      className={cx('ui', className, 'message', t.animating && t.className.replace(' visible', ''))}
      style={t.animating ? { ...rest.style, animationDuration: t.style.animationDuration } : rest.style}
    >
      {dismissable && (
        <button
          type="button"
          className="close icon"
          aria-label={dismissLabel}
          style={CLOSE_STYLE}
          onClick={api.dismiss}
        >
          <i className="close icon" aria-hidden="true" />
        </button>
      )}
      {children}
    </div>
  );
});
