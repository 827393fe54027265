// Card, Card.Group, Card.Content, Card.Header, Card.Meta and Card.Description: server components (no
// hooks, no state; a click handler is a plain function, attached only when given). A card with
// `href` is a link; a card with `onClick` and no `href` runs code, so it is a button for the
// keyboard and for screen readers (a Tab stop that Enter and Space press). Both take their name
// from all their text unless `aria-labelledby` names the header (the Card page's Accessibility
// section): a card that is a link or a button holds no other link, button or field.
import { forwardRef, type ElementType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { part } from '../../internal/part.js';
import { pressKeys } from '../../internal/keys.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Handler, Size, WidthUpTo } from '../../internal/vocabulary.js';
import { Image, type ImageProps } from '../../elements/image/Image.js';

/** A card's size (`medium` is the default look). Fomantic only. */
export type CardSize = Exclude<Size, 'medium'>;

/** A card's colour: a coloured top edge. */
export type CardColor = Color | 'primary' | 'secondary';

/** The alignment of a card part's text. */
export type CardTextAlign = 'left' | 'center' | 'right';

/** How many cards a group puts in a row: the kit has one to ten. */
export type CardGroupItemsPerRow = WidthUpTo<10>;

/** The props of Card.Header, Card.Meta and Card.Description. */
export interface CardPartProps {
  /** The part's text. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** The part's id: a header's names a link or button card through the card's `aria-labelledby`. */
  id?: string;
  /** The alignment of the part's text. */
  textAlign?: CardTextAlign;
}

/** Card.Header's props. */
export type CardHeaderProps = CardPartProps;
/** Card.Meta's props. */
export type CardMetaProps = CardPartProps;
/** Card.Description's props. */
export type CardDescriptionProps = CardPartProps;

export interface CardContentProps {
  /** The content, in place of `header`, `meta` and `description`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** The description: a text, a `Card.Description` element or its props. */
  description?: Shorthand<CardDescriptionProps>;
  /** Content set apart at the foot of the card (its `extra` part), with a line above it. */
  extra?: boolean;
  /** The header: a text, a `Card.Header` element or its props (give it an `id` to name a linked card by it). */
  header?: Shorthand<CardHeaderProps>;
  /** The meta line under the header: a text, a `Card.Meta` element or its props. */
  meta?: Shorthand<CardMetaProps>;
  /** The alignment of the content's text. */
  textAlign?: CardTextAlign;
}

export interface CardProps {
  /**
   * Names a card that is a link or a button by another element's text, such as its header's `id`,
   * in place of all its text.
   */
  'aria-labelledby'?: string;
  /** Draws the card with no edge and no background. Fomantic only. */
  basic?: boolean;
  /** Centres the card in its container. */
  centered?: boolean;
  /** The card's parts (images, `Card.Content`), in place of the shorthand. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of the card's top edge. */
  color?: CardColor;
  /** Shorthand for `children`. */
  content?: Content;
  /** The description: a text, a `Card.Description` element or its props. */
  description?: Shorthand<CardDescriptionProps>;
  /**
   * Greys the card out and turns off its pointer; a link card loses its `href` and a card with
   * `onClick` is no longer a button (`aria-disabled`). Fomantic only.
   */
  disabled?: boolean;
  /** Content at the foot of the card, set apart with a line above it (a `Card.Content extra`). */
  extra?: Content;
  /** Takes the width of its container. */
  fluid?: boolean;
  /** The header: a text, a `Card.Header` element or its props. */
  header?: Shorthand<CardHeaderProps>;
  /** The image beside the content, not above it. Fomantic only. */
  horizontal?: boolean;
  /** Where the card leads: it is then an `a`. */
  href?: string;
  /**
   * The image at the top of the card: an address, an `Image` element or its props (give `alt`). It
   * is drawn wrapped, without the `ui` class, as the kit's cards draw their images.
   */
  image?: Shorthand<ImageProps>;
  /** Light text on a dark card. Fomantic only. */
  inverted?: boolean;
  /** Draws the card as a link (raised under the pointer). With no `href` and no `onClick` it is only the look of one. */
  link?: boolean;
  /** Covers the card with a spinner and turns off its pointer (`aria-busy`). Fomantic only. */
  loading?: boolean;
  /** The meta line under the header: a text, a `Card.Meta` element or its props. */
  meta?: Shorthand<CardMetaProps>;
  /**
   * Called with the click (or the Enter or Space key) and the card's props. A card with `onClick`
   * and no `href` is an `a` that is a button: a Tab stop that Enter and Space press.
   */
  onClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, CardProps>;
  /** Raises the card above the page with a deeper shadow. */
  raised?: boolean;
  /** The card's size. Fomantic only. */
  size?: CardSize;
}

export interface CardGroupProps {
  /** Draws every card with no edge and no background. Fomantic only. */
  basic?: boolean;
  /** Centres the cards in the group. */
  centered?: boolean;
  /** The cards, in place of `items`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of every card's top edge. Fomantic only. */
  color?: CardColor;
  /** Shorthand for `children`. */
  content?: Content;
  /** Doubles each card's width on a tablet and a phone (with `itemsPerRow`). */
  doubling?: boolean;
  /** Every card's image beside its content. Fomantic only. */
  horizontal?: boolean;
  /** Light text on dark cards. Fomantic only. */
  inverted?: boolean;
  /** The cards as shorthand: each a card's props (with a `key`) or a Card element. */
  items?: ReadonlyArray<Shorthand<CardProps>>;
  /** How many cards a row holds, each an even share of the width: one to ten. */
  itemsPerRow?: CardGroupItemsPerRow;
  /** Draws every card as a link (raised under the pointer). Fomantic only. */
  link?: boolean;
  /** Raises every card above the page. Fomantic only. */
  raised?: boolean;
  /** The size of every card. Fomantic only. */
  size?: CardSize;
  /** Puts one card a row on a phone's screen. */
  stackable?: boolean;
  /**
   * Gives the group the kit's alignment class, as Semantic UI React does; the kit aligns only the
   * parts that carry it, so align a card's text with `Card.Content`'s `textAlign`.
   */
  textAlign?: CardTextAlign;
}

/** Card's variation props and the classes they give (variations.test.ts checks them against card.css). */
export const CARD_VARIATIONS = {
  color: 'value',
  size: 'value',
  basic: 'key',
  centered: 'key',
  disabled: 'key',
  fluid: 'key',
  horizontal: 'key',
  inverted: 'key',
  link: 'key',
  loading: 'key',
  raised: 'key',
} as const satisfies VariationTable;

/** Card.Group's variation props (variations.test.ts checks them against card.css). */
export const CARD_GROUP_VARIATIONS = {
  color: 'value',
  size: 'value',
  basic: 'key',
  centered: 'key',
  doubling: 'key',
  horizontal: 'key',
  inverted: 'key',
  link: 'key',
  raised: 'key',
  stackable: 'key',
  textAlign: 'align',
  // The kit has one to ten cards a row.
  itemsPerRow: ['width', '', 10],
} as const satisfies VariationTable;

/** The alignment of a part (Card.Content, Header, Meta, Description). */
const ALIGN = { textAlign: 'align' } as const satisfies VariationTable;

const toContent = (content: string | number) => ({ content });
const toSrc = (src: string | number) => ({ src: String(src) }) as ImageProps;
/** Whether a shorthand value stands for something (`null`, `undefined` and booleans are none). */
const given = (value: unknown) => value != null && typeof value !== 'boolean';
const IMAGE_DEFAULTS = { ui: false, wrapped: true } as ImageProps;

/**
 * Site content in a frame: an image, a header, a meta line, a description and extra content. A
 * link with `href`, a button with `onClick`.
 */
export const Card = forwardRef<HTMLElement, CardProps & { as?: ElementType }>(function Card(all, ref) {
  const {
    as,
    children,
    className,
    content,
    description,
    extra,
    header,
    href,
    image,
    meta,
    onClick,
    ...props
  } = all;
  const [classes, rest] = variations('Card', CARD_VARIATIONS, props);
  const off = !!props.disabled;
  const As = (as ?? (href != null || onClick ? 'a' : 'div')) as ElementType;
  // An `a` with no href is no link for the keyboard or a screen reader: with a handler it is made a
  // button (a Tab stop that Enter and Space press).
  const button = As === 'a' && href == null && !!onClick && !off;
  return (
    <As
      role={button ? 'button' : undefined}
      tabIndex={button ? 0 : undefined}
      aria-disabled={off && (href != null || onClick) ? true : undefined}
      aria-busy={props.loading ? true : undefined}
      {...rest}
      ref={ref}
      className={cx('ui', classes, 'card', className)}
      href={off ? undefined : href}
      onClick={onClick && !off ? (event: MouseEvent<HTMLElement>) => onClick(event, all) : undefined}
      onKeyDown={pressKeys(button, rest.onKeyDown as Parameters<typeof pressKeys>[1])}
    >
      {children ?? content ?? (
        <>
          {shorthand<ImageProps>(Image, toSrc, image, IMAGE_DEFAULTS)}
          {(given(description) || given(header) || given(meta)) && (
            <CardContent description={description} header={header} meta={meta} />
          )}
          {given(extra) && <CardContent extra>{extra}</CardContent>}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', CardProps> & {
  Group: typeof CardGroup;
  Content: typeof CardContent;
  Header: typeof CardHeader;
  Meta: typeof CardMeta;
  Description: typeof CardDescription;
};

/** Cards in rows, each row as tall as its tallest card. */
export const CardGroup = forwardRef<HTMLDivElement, CardGroupProps & { as?: 'div' }>(function CardGroup(
  { as: As = 'div', className, children, content, items, ...props },
  ref,
) {
  const [classes, rest] = variations('Card.Group', CARD_GROUP_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'cards', className)} {...rest} ref={ref}>
      {children ??
        content ??
        items?.map((item, index) => shorthand<CardProps>(Card, toContent, item, { key: index } as CardProps))}
    </As>
  );
}) as unknown as Polymorphic<'div', CardGroupProps>;

/** A part of a card's body: its header, meta and description, or any content; `extra` at its foot. */
export const CardContent = forwardRef<HTMLDivElement, CardContentProps & { as?: 'div' }>(function CardContent(
  { as: As = 'div', className, children, content, description, extra, header, meta, ...props },
  ref,
) {
  const [classes, rest] = variations('Card.Content', ALIGN, props);
  return (
    <As className={cx(extra && 'extra', classes, 'content', className)} {...rest} ref={ref}>
      {children ?? content ?? (
        <>
          {shorthand<CardPartProps>(CardHeader, toContent, header)}
          {shorthand<CardPartProps>(CardMeta, toContent, meta)}
          {shorthand<CardPartProps>(CardDescription, toContent, description)}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', CardContentProps>;

/** A card's header: its title. */
export const CardHeader = part<CardPartProps>('Card.Header', 'header', 'div', ALIGN);
/** A card's meta line: a date, a category, under the header. */
export const CardMeta = part<CardPartProps>('Card.Meta', 'meta', 'div', ALIGN);
/** A card's description: its main text. */
export const CardDescription = part<CardPartProps>('Card.Description', 'description', 'div', ALIGN);

Card.Group = CardGroup;
Card.Content = CardContent;
Card.Header = CardHeader;
Card.Meta = CardMeta;
Card.Description = CardDescription;
