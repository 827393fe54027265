// Semantic UI React's Message over sui-react's own (collections/message): its header / content /
// list / icon shorthand, its parts, and `onDismiss(event, data)`. The message element, its
// variations, its role and its close button are the native message's.
import type { HTMLAttributes, MouseEvent, ReactNode } from 'react';
import { Icon, type IconProps } from '../elements/icon/index.js';
import { cx } from '../internal/classNames.js';
import { part } from '../internal/part.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';
import {
  Message as NativeMessage,
  type MessageProps as NativeMessageProps,
} from '../collections/message/index.js';

export interface MessageContentProps {
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** The block beside a message's icon (`div.content`), holding its header and text. */
export const MessageContent = part<MessageContentProps>('Message.Content', 'content');

export interface MessageHeaderProps {
  /** The header text (in place of `children`). */
  content?: ReactNode;
  /** The header. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** A message's title (`div.header`). */
export const MessageHeader = part<MessageHeaderProps>('Message.Header', 'header');

export interface MessageItemProps {
  /** The item's text (in place of `children`). */
  content?: ReactNode;
  /** The item. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** One item of a message's list (`li.content`). */
export const MessageItem = part<MessageItemProps, 'li'>('Message.Item', 'content', 'li');

export interface MessageListProps extends HTMLAttributes<HTMLUListElement> {
  /** The items as shorthand (their text, or Message.Item props), used when there are no children. */
  items?: ReadonlyArray<Shorthand<MessageItemProps>>;
  /** The items. */
  children?: ReactNode;
}

/** A message's bulleted list (`ul.list`). */
export function MessageList({ items, children, className, ...rest }: MessageListProps) {
  return (
    <ul {...rest} className={cx('list', className)}>
      {children ??
        items?.map((item, index) =>
          shorthand<MessageItemProps>(MessageItem, toContent, item, {
            key: typeof item === 'string' || typeof item === 'number' ? item : index,
          } as MessageItemProps),
        )}
    </ul>
  );
}

export interface MessageProps extends Omit<
  NativeMessageProps,
  'content' | 'icon' | 'onDismiss' | 'dismissable' | 'transition' | 'transitionDuration'
> {
  /** The title, as shorthand for a `Message.Header` (used when there are no children). */
  header?: Shorthand<MessageHeaderProps>;
  /** The text, in a paragraph (used when there are no children). */
  content?: ReactNode;
  /** The items of a `Message.List`, or its props (used when there are no children). */
  list?: ReadonlyArray<Shorthand<MessageItemProps>> | MessageListProps;
  /**
   * An icon beside the content: its name, Icon props or an element; `true` only lays the message
   * out for an icon given in `children`.
   */
  icon?: boolean | Shorthand<IconProps>;
  /** Hidden (the kit's `hidden` class). */
  hidden?: boolean;
  /** Visible (the kit's `visible` class), even inside a form that hides its messages. */
  visible?: boolean;
  /**
   * Called when the close button is clicked, with `data` = the props. A message has a close button
   * only when this is given; it stays until the parent stops rendering it (or hides it).
   * @param event React's click event.
   * @param data The props.
   */
  onDismiss?: (event: MouseEvent<HTMLElement>, data: MessageProps) => void;
}

/**
 * Semantic UI React's message, drawn by sui-react's. On top of what Semantic UI React does, the
 * close button is a real `<button>` named "Dismiss" (around the kit's close icon) that the keyboard
 * reaches, and the message is a live region: `role="status"`, or `role="alert"` when it is an
 * `error` or `negative` one. `Message.Header`, `Message.Content`, `Message.List` and `Message.Item`
 * are its parts.
 */
export function Message(props: MessageProps) {
  const { header, content, list, icon, hidden, visible, onDismiss, className, children, ...rest } = props;
  let body = children;
  if (body == null) {
    const title = shorthand<MessageHeaderProps>(MessageHeader, toContent, header);
    const items =
      list == null
        ? null
        : Array.isArray(list)
          ? shorthand<MessageListProps>(MessageList, () => ({}), { items: list })
          : shorthand<MessageListProps>(MessageList, () => ({}), list as MessageListProps);
    body = (
      <>
        {typeof icon === 'boolean'
          ? null
          : shorthand<IconProps>(Icon, (name) => ({ name }) as IconProps, icon)}
        {(title || items || content != null) && (
          <MessageContent>
            {title}
            {items}
            {content != null && <p>{content}</p>}
          </MessageContent>
        )}
      </>
    );
  }
  // The native close button removes the message after a transition; Semantic UI React's only
  // reports the click and leaves the message to its parent. The click is taken here, before it
  // reaches the button.
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    rest.onClickCapture?.(event);
    const close = (event.target as Element).closest('button.close');
    if (onDismiss && close && close.parentElement === event.currentTarget) {
      event.stopPropagation();
      onDismiss(event, props);
    }
  };
  return (
    <NativeMessage
      {...rest}
      icon={!!icon}
      className={cx(hidden && 'hidden', visible && 'visible', className)}
      dismissable={!!onDismiss}
      onClickCapture={onClickCapture}
    >
      {body}
    </NativeMessage>
  );
}

Message.Content = MessageContent;
Message.Header = MessageHeader;
Message.List = MessageList;
Message.Item = MessageItem;
