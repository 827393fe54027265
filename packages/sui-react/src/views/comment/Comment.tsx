// Comment and its parts (Group, Avatar, Content, Author, Metadata, Text, Actions, Action): server
// components (no hooks, no state; a click handler is attached only when one is given).
// Each comment is an article (role="article"), as HTML's own example marks up comments: a reply is
// an article inside the one it answers, so the thread's nesting reads as nested articles, and a
// group may hold a heading and a reply form beside its comments (a list could not). A `collapsed`
// comment or group is `hidden`: gone for assistive technology as for the eye, not only by the kit's
// CSS. An Action with `onClick` and no `href` is a button (an `a` with role="button", in the tab
// order, clicked by Enter and Space, so the kit's `.actions a` styles apply), and `active` sets its
// `aria-pressed`; on a link or text `active` sets `aria-current`. The avatar is decorative by default
// (`alt=""`): the author's name follows it.
import {
  forwardRef,
  type ElementType,
  type ImgHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { part } from '../../internal/part.js';
import { pressKeys } from '../../internal/keys.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content, Handler, Size } from '../../internal/vocabulary.js';

/** A comment group's size (`medium` is the default look). */
export type CommentGroupSize = Exclude<Size, 'medium'>;

interface Part {
  /** The part's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

export type CommentAuthorProps = Part;
export type CommentContentProps = Part;
export type CommentMetadataProps = Part;
export type CommentTextProps = Part;
export type CommentActionsProps = Part;

export interface CommentProps extends Part {
  /** Hides the comment (and its replies): `hidden`, for assistive technology too. */
  collapsed?: boolean;
  /** Greys the comment out (the kit also stops the pointer). Fomantic only. */
  disabled?: boolean;
}

export interface CommentActionProps extends Part {
  /**
   * The action in force (a reply being written): drawn darker; `aria-pressed` on a button,
   * `aria-current` on a link or text.
   */
  active?: boolean;
  /** Where the action leads: it is then a link. */
  href?: string;
  /**
   * Called with the click (or Enter or Space) and the action's props. Without `href` the action is
   * then a button: an `a` with `role="button"`, in the tab order.
   */
  onClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, CommentActionProps>;
}

export interface CommentAvatarProps extends Pick<
  ImgHTMLAttributes<HTMLImageElement>,
  'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
> {
  /**
   * The picture's text alternative. Empty by default: the author's name beside it says who it is.
   * Give one when the avatar is a link with no other text.
   * @default ''
   */
  alt?: string;
  /** Extra classes. */
  className?: string;
  /** The picture's address. */
  src?: string;
}

export interface CommentGroupProps extends Part {
  /** Hides the group (replies folded away): `hidden`, for assistive technology too. */
  collapsed?: boolean;
  /** Greys the group out (the kit also stops the pointer). Fomantic only. */
  disabled?: boolean;
  /** Light text for a dark background. Fomantic only. */
  inverted?: boolean;
  /**
   * Shows each comment's actions only while the pointer is over it (or keyboard focus is inside it,
   * with sui-react/a11y.css).
   */
  minimal?: boolean;
  /** The group's size. */
  size?: CommentGroupSize;
  /** Draws a line beside the replies, showing who answers whom. */
  threaded?: boolean;
}

/** Comment.Group's variation props (variations.test.ts checks them against comment.css). */
export const COMMENT_GROUP_VARIATIONS = {
  size: 'value',
  collapsed: 'key',
  disabled: 'key',
  inverted: 'key',
  minimal: 'key',
  threaded: 'key',
} as const satisfies VariationTable;

/** Comment's variation props (variations.test.ts checks them against comment.css). */
export const COMMENT_VARIATIONS = { collapsed: 'key', disabled: 'key' } as const satisfies VariationTable;

/** Who wrote the comment (a link with `as="a"` and `href`). */
export const CommentAuthor = part<CommentAuthorProps>('Comment.Author', 'author');
/** The comment beside its avatar: author, metadata, text and actions. */
export const CommentContent = part<CommentContentProps>('Comment.Content', 'content');
/** When it was written, and other facts about it. */
export const CommentMetadata = part<CommentMetadataProps>('Comment.Metadata', 'metadata');
/** What the comment says. */
export const CommentText = part<CommentTextProps>('Comment.Text', 'text');
/** The things to do with a comment: Reply, Save, Hide. */
export const CommentActions = part<CommentActionsProps>('CommentActions', 'actions');

/** One thing to do with a comment: a link with `href`, a button with `onClick`, text otherwise. */
export const CommentAction = forwardRef<HTMLElement, CommentActionProps & { as?: ElementType }>(
  function CommentAction(all, ref) {
    const { as: As = 'a', active, className, children, content, onClick, ...rest } = all;
    const button = !!onClick && rest.href == null && As !== 'button';
    const pressable = button || As === 'button';
    const ownKeys = (rest as { onKeyDown?: Parameters<typeof pressKeys>[1] }).onKeyDown;
    return (
      <As
        role={button ? 'button' : undefined}
        tabIndex={button ? 0 : undefined}
        type={As === 'button' ? 'button' : undefined}
        aria-pressed={pressable && active != null ? active : undefined}
        aria-current={!pressable && active ? 'true' : undefined}
        {...rest}
        ref={ref}
        className={cx(active && 'active', className) || undefined}
        onClick={onClick && ((event: MouseEvent<HTMLElement>) => onClick(event, all))}
        onKeyDown={pressKeys(button, ownKeys)}
      >
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'a', CommentActionProps>;

/** The writer's picture: a `div` (an `a` with `as="a"`) holding an `img`. */
export const CommentAvatar = forwardRef<HTMLElement, CommentAvatarProps & { as?: ElementType }>(
  function CommentAvatar(
    { as: As = 'div', className, alt = '', src, srcSet, sizes, width, height, loading, ...rest },
    ref,
  ) {
    return (
      <As className={cx('avatar', className)} {...rest} ref={ref}>
        {/* An empty src would fetch the page again. */}
        <img
          alt={alt}
          src={src || undefined}
          srcSet={srcSet}
          sizes={sizes}
          width={width}
          height={height}
          loading={loading}
        />
      </As>
    );
  },
) as unknown as Polymorphic<'div', CommentAvatarProps>;

/** A comment: an article holding its avatar, its content and any group of replies. */
export const Comment = forwardRef<HTMLElement, CommentProps & { as?: ElementType }>(function Comment(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Comment', COMMENT_VARIATIONS, props);
  return (
    <As
      role={As === 'article' || typeof As !== 'string' ? undefined : 'article'}
      hidden={props.collapsed || undefined}
      {...rest}
      ref={ref}
      className={cx(classes, 'comment', className)}
    >
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', CommentProps> & {
  Action: typeof CommentAction;
  Actions: typeof CommentActions;
  Author: typeof CommentAuthor;
  Avatar: typeof CommentAvatar;
  Content: typeof CommentContent;
  Group: typeof CommentGroup;
  Metadata: typeof CommentMetadata;
  Text: typeof CommentText;
};

/** Comments, with a heading or a reply form beside them; inside a comment, its replies. */
export const CommentGroup = forwardRef<HTMLElement, CommentGroupProps & { as?: ElementType }>(
  function CommentGroup({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Comment.Group', COMMENT_GROUP_VARIATIONS, props);
    return (
      <As
        hidden={props.collapsed || undefined}
        {...rest}
        ref={ref}
        className={cx('ui', classes, 'comments', className)}
      >
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', CommentGroupProps>;

Comment.Action = CommentAction;
Comment.Actions = CommentActions;
Comment.Author = CommentAuthor;
Comment.Avatar = CommentAvatar;
Comment.Content = CommentContent;
Comment.Group = CommentGroup;
Comment.Metadata = CommentMetadata;
Comment.Text = CommentText;
