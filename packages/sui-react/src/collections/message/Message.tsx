import { forwardRef, useImperativeHandle, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { assertDuration } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color, Size } from '../../internal/vocabulary.js';
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
  /** A message as wide as its content. */
  compact?: boolean;
  /** Raises the message above the page with a shadow. */
  floating?: boolean;
  /** The message's colour (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** The size of the text. */
  size?: Exclude<Size, 'medium'>;
  /** Joins the message to the content above it, or (`bottom`) below it. */
  attached?: boolean | 'bottom';
  /** Lays out an icon beside the content: put the icon and a `div.content` inside. */
  icon?: boolean;
  /** Light colours on a dark background, for the state and colour variations. */
  inverted?: boolean;
  /** Aligns the text; `center` also centres the message's content box. */
  textAlign?: 'center' | 'right';
  /** Information: a blue message. */
  info?: boolean;
  /** A success: a green message. */
  success?: boolean;
  /** A warning: a yellow message. */
  warning?: boolean;
  /** An error: a red message, announced at once (`role="alert"`). */
  error?: boolean;
  /** Something positive: a green message. */
  positive?: boolean;
  /** Something negative: a red message, announced at once (`role="alert"`). */
  negative?: boolean;
  /**
   * More classes, added between `ui` and `message` after the variation props' classes. An
   * `error` or `negative` message (prop or class) gets `role="alert"`, the others `role="status"`.
   */
  className?: string;
  /** The message content: a `div.header`, paragraphs, or an icon and a `div.content`. */
  children?: ReactNode;
}

/** Message's variation props and the classes they give (variations.test.ts checks them against message.css). */
export const MESSAGE_VARIATIONS = {
  compact: 'key',
  floating: 'key',
  color: 'value',
  size: 'value',
  attached: 'keyOrValueKey',
  icon: 'key',
  inverted: 'key',
  textAlign: 'align',
  info: 'key',
  success: 'key',
  warning: 'key',
  error: 'key',
  positive: 'key',
  negative: 'key',
} as const satisfies VariationTable;

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
    style,
    children,
    ...props
  },
  ref,
) {
  assertDuration('Message', transitionDuration);
  const [classes, rest] = variations('Message', MESSAGE_VARIATIONS, props);
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
  const alert =
    props.error || props.negative || hasClass(className, 'error') || hasClass(className, 'negative');
  return (
    <div
      role={alert ? 'alert' : 'status'}
      {...rest}
      // While it animates, the transition classes apply; `visible` is left out, as its
      // `display: block !important` would break icon messages (flex).
      className={cx('ui', classes, className, 'message', t.animating && t.className.replace(' visible', ''))}
      style={t.animating ? { ...style, animationDuration: t.style.animationDuration } : style}
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
