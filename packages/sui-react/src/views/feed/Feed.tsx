// Feed and its parts (Event, Label, Content, Summary, User, Date, Extra, Meta, Like): server
// components (no hooks, no state; a click handler is attached only when one is given).
// A feed is a list of events, not the WAI-ARIA `feed` role: that role promises a reader who pages
// through articles with Page Up and Page Down and more loading as they go, which a static list does
// not do. So a feed whose children are all events is a list (role="list", each event a listitem);
// one holding anything else gets no role, as a list must hold only items. A Like with `onClick` and
// no `href` is a button (an `a` with role="button", in the tab order, clicked by Enter and Space, so
// the kit's `.meta a` styles apply); `active` then sets `aria-pressed`. Pictures are decorative by
// default (`alt=""`): the summary beside them names who or what they show.
import {
  Children,
  cloneElement,
  forwardRef,
  isValidElement,
  type ElementType,
  type ImgHTMLAttributes,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { part } from '../../internal/part.js';
import { pressKeys } from '../../internal/keys.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Handler, Size } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../../elements/icon/Icon.js';

/** A feed's size (`medium` is the default look). */
export type FeedSize = Exclude<Size, 'medium'>;
/** A colour of the kit's numbered labels and connecting lines. Fomantic only. */
export type FeedColor = Color | 'primary' | 'secondary';
/** A picture's attributes, for the `image` and `extraImages` shorthand (an `img`). */
export type FeedImageProps = ImgHTMLAttributes<HTMLImageElement>;

interface Part {
  /** The part's content, in place of its shorthand props. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

export type FeedDateProps = Part;
export type FeedUserProps = Part;

export interface FeedLikeProps extends Part {
  /** Drawn as liked (the kit's red heart); on a button also `aria-pressed`. Fomantic only. */
  active?: boolean;
  /** Where the like leads: it is then a link. */
  href?: string;
  /** An icon before the content (`like`, `heart`). */
  icon?: Shorthand<IconProps>;
  /**
   * Called with the click (or Enter or Space) and the like's props. Without `href` the like is then
   * a button: an `a` with `role="button"`, in the tab order.
   */
  onClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, FeedLikeProps>;
}

export interface FeedMetaProps extends Part {
  /** A `Feed.Like` before the content: a text, its props or an element. */
  like?: Shorthand<FeedLikeProps>;
}

export interface FeedSummaryProps extends Part {
  /** A `Feed.Date` after the content. */
  date?: Shorthand<FeedDateProps>;
  /** A `Feed.User` before the content. */
  user?: Shorthand<FeedUserProps>;
}

export interface FeedExtraProps extends Part {
  /**
   * Pictures (each a `src`, an `img`'s props or an element, decorative `alt=""` unless given);
   * `true` for the look when they are `children`.
   */
  images?: boolean | ReadonlyArray<Shorthand<FeedImageProps>>;
  /** The look of a paragraph of text (set too by `content`). */
  text?: boolean;
}

export interface FeedLabelProps extends Part {
  /** Draws a numbered label of an `ordered` feed as an outline. Fomantic only. */
  basic?: boolean;
  /** The colour of a numbered label. Fomantic only. */
  color?: FeedColor;
  /** An icon: a name, its props or an element. */
  icon?: Shorthand<IconProps>;
  /** A picture: a `src`, an `img`'s props or an element (decorative `alt=""` unless given). */
  image?: Shorthand<FeedImageProps>;
  /** A numbered label drawn for a dark background. Fomantic only. */
  inverted?: boolean;
}

/** The parts of an event's content, as shorthand: on Feed.Content and on Feed.Event. */
export interface FeedContentParts {
  /** A `Feed.Date` first. */
  date?: Shorthand<FeedDateProps>;
  /** A `Feed.Extra` of pictures, after `content`. */
  extraImages?: boolean | ReadonlyArray<Shorthand<FeedImageProps>>;
  /** A `Feed.Extra` of text, after `content`. */
  extraText?: Shorthand<FeedExtraProps>;
  /** A `Feed.Meta` last. */
  meta?: Shorthand<FeedMetaProps>;
  /** A `Feed.Summary` after the date. */
  summary?: Shorthand<FeedSummaryProps>;
}

export interface FeedContentProps extends Part, FeedContentParts {}

export interface FeedEventProps extends FeedContentParts {
  /** The event's parts, in place of its shorthand props. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of the line from this event to the next in a `connected` feed. Fomantic only. */
  color?: FeedColor;
  /** Shorthand for a `Feed.Content`'s content (the event's parts go into one). */
  content?: Content;
  /** Greys the event out (the kit also stops the pointer). Fomantic only. */
  disabled?: boolean;
  /** A `Feed.Label` with this icon, first. */
  icon?: Shorthand<IconProps>;
  /** A `Feed.Label` with this picture, first. */
  image?: Shorthand<FeedImageProps>;
  /** The line of a `connected` feed in the colours of a dark background. Fomantic only. */
  inverted?: boolean;
  /** Room in a `connected` feed for a label holding a picture under its number. Fomantic only. */
  labeled?: boolean;
}

export interface FeedProps {
  /** The events, in place of `events`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Draws the numbered labels of an `ordered` feed as outlines. Fomantic only. */
  basic?: boolean;
  /** The colour of the numbered labels and connecting lines. Fomantic only. */
  color?: FeedColor;
  /** A line joins each event's label to the next one's. Fomantic only. */
  connected?: boolean;
  /** Greys the whole feed out (the kit also stops the pointer). Fomantic only. */
  disabled?: boolean;
  /** A line between events. Fomantic only. */
  divided?: boolean;
  /** The events as shorthand: each an event's props (with a `key`) or a `Feed.Event` element. */
  events?: ReadonlyArray<Shorthand<FeedEventProps>>;
  /** Light text for a dark background. Fomantic only. */
  inverted?: boolean;
  /** Room in a `connected` feed for labels holding pictures under their numbers. Fomantic only. */
  labeled?: boolean;
  /** Numbers each event's label, 1 up, in order. Fomantic only. */
  ordered?: boolean;
  /** The feed's size (Semantic UI React has `small` and `large`; Fomantic all of the kit's). */
  size?: FeedSize;
}

/** Feed's variation props and the classes they give (variations.test.ts checks them against feed.css). */
export const FEED_VARIATIONS = {
  size: 'value',
  color: 'value',
  basic: 'key',
  connected: 'key',
  disabled: 'key',
  divided: 'key',
  inverted: 'key',
  labeled: 'key',
  ordered: 'key',
} as const satisfies VariationTable;

/** Feed.Event's variation props (variations.test.ts checks them against feed.css). */
export const FEED_EVENT_VARIATIONS = {
  color: 'value',
  disabled: 'key',
  inverted: 'key',
  labeled: 'key',
} as const satisfies VariationTable;

/** Feed.Label's variation props (variations.test.ts checks them against feed.css). */
export const FEED_LABEL_VARIATIONS = {
  color: 'value',
  basic: 'key',
  inverted: 'key',
} as const satisfies VariationTable;

const toContent = (content: string | number) => ({ content });
const toName = (name: string | number) => ({ name }) as IconProps;
const toSrc = (src: string | number) => ({ src: String(src) });
/** A picture: the user's own `alt` over the decorative default. */
// An empty address draws no picture: an `img` with `src=""` would fetch the page again.
const picture = (value: Shorthand<FeedImageProps>, key?: number) =>
  value === '' ? null : shorthand<FeedImageProps>('img', toSrc, value, { alt: '', key } as FeedImageProps);

/** When something happened: `1 hour ago`. */
export const FeedDate = part<FeedDateProps>('Feed.Date', 'date');

/** Who did it: an `a` (a link with `href`), as in Semantic UI React. */
export const FeedUser = part<FeedUserProps, 'a'>('Feed.User', 'user', 'a');

/** A like: a link with `href`, a button with `onClick`, text (an `a` with neither) otherwise. */
export const FeedLike = forwardRef<HTMLElement, FeedLikeProps & { as?: ElementType }>(
  function FeedLike(all, ref) {
    const { as: As = 'a', active, className, children, content, icon, onClick, ...rest } = all;
    const button = !!onClick && rest.href == null && As !== 'button';
    const ownKeys = (rest as { onKeyDown?: Parameters<typeof pressKeys>[1] }).onKeyDown;
    return (
      <As
        role={button ? 'button' : undefined}
        tabIndex={button ? 0 : undefined}
        type={As === 'button' ? 'button' : undefined}
        aria-pressed={(button || As === 'button') && active != null ? active : undefined}
        {...rest}
        ref={ref}
        className={cx(active && 'active', 'like', className)}
        onClick={onClick && ((event: MouseEvent<HTMLElement>) => onClick(event, all))}
        onKeyDown={pressKeys(button, ownKeys)}
      >
        {children ?? (
          <>
            {shorthand<IconProps>(Icon, toName, icon)}
            {content}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'a', FeedLikeProps>;

/** The line under an event: a like, then other content. */
export const FeedMeta = forwardRef<HTMLElement, FeedMetaProps & { as?: ElementType }>(function FeedMeta(
  { as: As = 'div', className, children, content, like, ...rest },
  ref,
) {
  return (
    <As className={cx('meta', className)} {...rest} ref={ref}>
      {children ?? (
        <>
          {shorthand<FeedLikeProps>(FeedLike, toContent, like)}
          {content}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', FeedMetaProps>;

/** What happened: a user, the content, a date. */
export const FeedSummary = forwardRef<HTMLElement, FeedSummaryProps & { as?: ElementType }>(
  function FeedSummary({ as: As = 'div', className, children, content, date, user, ...rest }, ref) {
    const hasContent = content != null && content !== false && content !== '';
    return (
      <As className={cx('summary', className)} {...rest} ref={ref}>
        {children ?? (
          <>
            {shorthand<FeedUserProps>(FeedUser, toContent, user)}
            {/* The kit's spacing needs a space around the text between the user and the date. */}
            {hasContent && ' '}
            {content}
            {hasContent && ' '}
            {shorthand<FeedDateProps>(FeedDate, toContent, date)}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', FeedSummaryProps>;

/** More about an event: a paragraph of text (`text`) or pictures (`images`). */
export const FeedExtra = forwardRef<HTMLElement, FeedExtraProps & { as?: ElementType }>(function FeedExtra(
  { as: As = 'div', className, children, content, images, text, ...rest },
  ref,
) {
  const isText = !!text || (content != null && content !== false && content !== '');
  return (
    <As className={cx(!!images && 'images', isText && 'text', 'extra', className)} {...rest} ref={ref}>
      {children ?? (
        <>
          {content}
          {Array.isArray(images) && images.map((image, index) => picture(image, index))}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', FeedExtraProps>;

/** The event's picture or icon, at its left (or, in an `ordered` feed, its number). */
export const FeedLabel = forwardRef<HTMLElement, FeedLabelProps & { as?: ElementType }>(function FeedLabel(
  { as: As = 'div', className, children, content, icon, image, ...props },
  ref,
) {
  const [classes, rest] = variations('Feed.Label', FEED_LABEL_VARIATIONS, props);
  return (
    <As className={cx(classes, 'label', className)} {...rest} ref={ref}>
      {children ?? (
        <>
          {content}
          {shorthand<IconProps>(Icon, toName, icon)}
          {picture(image as Shorthand<FeedImageProps>)}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', FeedLabelProps>;

/** An event's text: its date, summary, extra text or pictures, and meta, in that order. */
export const FeedContent = forwardRef<HTMLElement, FeedContentProps & { as?: ElementType }>(
  function FeedContent(
    { as: As = 'div', className, children, content, date, extraImages, extraText, meta, summary, ...rest },
    ref,
  ) {
    return (
      <As className={cx('content', className)} {...rest} ref={ref}>
        {children ?? (
          <>
            {shorthand<FeedDateProps>(FeedDate, toContent, date)}
            {shorthand<FeedSummaryProps>(FeedSummary, toContent, summary)}
            {content}
            {shorthand<FeedExtraProps>(FeedExtra, (value) => ({ text: true, content: value }), extraText)}
            {extraImages != null && extraImages !== false && <FeedExtra images={extraImages} />}
            {shorthand<FeedMetaProps>(FeedMeta, toContent, meta)}
          </>
        )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', FeedContentProps>;

const given = (value: unknown) => value != null && value !== false && value !== '';

/** One thing that happened: a label (icon or picture), then its content, then any children. */
export const FeedEvent = forwardRef<HTMLElement, FeedEventProps & { as?: ElementType }>(function FeedEvent(
  {
    as: As = 'div',
    className,
    children,
    content,
    date,
    extraImages,
    extraText,
    icon,
    image,
    meta,
    summary,
    ...props
  },
  ref,
) {
  const [classes, rest] = variations('Feed.Event', FEED_EVENT_VARIATIONS, props);
  const hasContent = [content, date, extraImages, extraText, meta, summary].some(given);
  return (
    <As className={cx(classes, 'event', className)} {...rest} ref={ref}>
      {shorthand<FeedLabelProps>(FeedLabel, (name) => ({ icon: name }), icon)}
      {/* An empty address draws no picture, so no label for it either. */}
      {image !== '' &&
        shorthand<FeedLabelProps>(FeedLabel, (src) => ({ image: src }), image as Shorthand<FeedLabelProps>)}
      {hasContent && (
        <FeedContent
          content={content}
          date={date}
          extraImages={extraImages}
          extraText={extraText}
          meta={meta}
          summary={summary}
        />
      )}
      {children}
    </As>
  );
}) as unknown as Polymorphic<'div', FeedEventProps>;

/** The events as list items, or null when the feed holds anything else (it is then no list). */
function listItems(nodes: ReactNode): ReactNode[] | null {
  const list = Children.toArray(nodes);
  for (const node of list) {
    if (!isValidElement<{ as?: unknown }>(node) || node.type !== FeedEvent) return null;
    const as = node.props.as;
    if (as != null && as !== 'div' && as !== 'li') return null;
  }
  return list.length
    ? list.map((node) => {
        const event = node as ReactElement<{ role?: string }>;
        return event.props.role === undefined ? cloneElement(event, { role: 'listitem' }) : event;
      })
    : null;
}

/** Things that happened, newest first: a list of events. */
export const Feed = forwardRef<HTMLElement, FeedProps & { as?: ElementType }>(function Feed(
  { as: As = 'div', className, children, events, ...props },
  ref,
) {
  const [classes, rest] = variations('Feed', FEED_VARIATIONS, props);
  const body =
    children ??
    events?.map((event, index) => {
      const own = isValidElement(event) ? event.key : (event as { key?: string | number } | null)?.key;
      return shorthand<FeedEventProps>(FeedEvent, toContent, event, { key: own ?? index } as FeedEventProps);
    });
  // A `ul` or `ol` is a list already; a `div` is made one when it holds only events.
  const list = typeof As === 'string' && As !== 'ul' && As !== 'ol' ? listItems(body) : null;
  return (
    <As role={list ? 'list' : undefined} {...rest} ref={ref} className={cx('ui', classes, 'feed', className)}>
      {list ?? body}
    </As>
  );
}) as unknown as Polymorphic<'div', FeedProps> & {
  Content: typeof FeedContent;
  Date: typeof FeedDate;
  Event: typeof FeedEvent;
  Extra: typeof FeedExtra;
  Label: typeof FeedLabel;
  Like: typeof FeedLike;
  Meta: typeof FeedMeta;
  Summary: typeof FeedSummary;
  User: typeof FeedUser;
};

Feed.Content = FeedContent;
Feed.Date = FeedDate;
Feed.Event = FeedEvent;
Feed.Extra = FeedExtra;
Feed.Label = FeedLabel;
Feed.Like = FeedLike;
Feed.Meta = FeedMeta;
Feed.Summary = FeedSummary;
Feed.User = FeedUser;
