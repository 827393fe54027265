import { forwardRef, useImperativeHandle, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { assertDuration } from '../../internal/errors.js';
import { useShowHide } from '../../internal/useShowHide.js';

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
  assertDuration('Message', transitionDuration);
  // shown → leaving (the transition runs) → dismissed (removed).
  const [leaving, setLeaving] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const t = useShowHide(!leaving, transition, transitionDuration, {
    onDone: () => {
      setDismissed(true);
      onDismiss?.();
    },
  });
  const [api] = useState<MessageHandle>(() => ({ dismiss: () => setLeaving(true) }));
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
