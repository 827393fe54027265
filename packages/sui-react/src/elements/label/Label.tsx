// Label, Label.Detail and Label.Group: server components (no hooks, no state). A handler is
// attached only when one is given, so a label without one renders with no client code.
import {
  forwardRef,
  isValidElement,
  type AllHTMLAttributes,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, toContent, toName, toSrc, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Handler, Size } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../icon/Icon.js';
import { Image, type ImageProps } from '../image/Image.js';

/** A label's colour: the kit's thirteen, and the theme's `primary` and `secondary`. */
export type LabelColor = Color | 'primary' | 'secondary';

/** A label's size (`medium`, the default look, has no rule of its own in the kit). */
export type LabelSize = Size;

/** Where a label points: `true` is up. */
export type LabelPointing = boolean | 'above' | 'below' | 'left' | 'right';

/** The side or corner of a segment a label is attached to. */
export type LabelAttached =
  'top' | 'bottom' | 'top right' | 'top left' | 'bottom left' | 'bottom right' | 'left' | 'right';

/** A label as a shorthand props object: its props, `as` and any HTML attribute (`href`, `title`). */
export type LabelShorthandProps = LabelProps & { as?: ElementType } & Omit<
    AllHTMLAttributes<HTMLElement>,
    keyof LabelProps
  >;

export interface LabelProps {
  /** Marks the label as the active one. */
  active?: boolean;
  /** Attaches the label to a side or a corner of the segment it is in. */
  attached?: LabelAttached;
  /** A lighter label: a border and no fill. */
  basic?: boolean;
  /** Makes the label round (a circle around short content). */
  circular?: boolean;
  /** Text in the centre of the label (for a fixed width). */
  centered?: boolean;
  /** The label's colour. */
  color?: LabelColor;
  /** Shorthand for the label's content; `children` win over it. */
  content?: Content;
  /** Puts the label in a corner of the element around it (`true` is the right one). */
  corner?: boolean | 'left' | 'right';
  /** Shorthand for a `Label.Detail` after the content (text, a props object or an element). */
  detail?: Shorthand<LabelDetailProps & { as?: ElementType }>;
  /** Greys the label out. */
  disabled?: boolean;
  /** Draws the label as a dot (with `circular`). */
  empty?: boolean;
  /**
   * Floats the label over the top right corner of the element around it (`left` for the top left,
   * `bottom` under it; `left aligned` and `right aligned` keep it inside the edge).
   */
  floating?: boolean | 'left' | 'bottom' | 'left aligned' | 'right aligned';
  /** Makes the label as wide as its container. */
  fluid?: boolean;
  /** A label beside content on the same line, with a fixed minimum width. */
  horizontal?: boolean;
  /** Shorthand for an icon before the content (its name, its props or an `Icon` element). */
  icon?: Shorthand<IconProps>;
  /**
   * `true` formats the label for an image inside it; otherwise shorthand for that image (its `src`,
   * its props or an element).
   */
  image?: boolean | Shorthand<ImageProps>;
  /** Inverts the label's colours for a dark background. */
  inverted?: boolean;
  /** Points the label at what is beside it. */
  pointing?: LabelPointing;
  /** An error message's look, for a form field. */
  prompt?: boolean;
  /**
   * The icon that removes the label, shown when `onRemove` is given: its name, its props or an
   * `Icon` element. It is a button named "Remove" (give `aria-label` in the props to name it in
   * another language).
   * @default 'delete'
   */
  removeIcon?: Shorthand<IconProps>;
  /** A ribbon over the edge of the element around it (`right` for the right edge, `bottom` and `center` for the height). */
  ribbon?: boolean | 'right' | 'center' | 'bottom' | 'bottom right';
  /** The label's size. */
  size?: LabelSize;
  /** Draws the label as a price tag. */
  tag?: boolean;
  /** The label's content. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Called with the click and the label's props. */
  onClick?: Handler<MouseEvent<HTMLElement>, LabelProps>;
  /**
   * Shows the remove icon (`removeIcon`), a button that calls this with the event (a click, Enter
   * or Space) and the label's props.
   */
  onRemove?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, LabelProps>;
}

/** Label's variation props and the classes they give (variations.test.ts checks them against label.css). */
export const LABEL_VARIATIONS = {
  color: 'value',
  size: 'value',
  active: 'key',
  basic: 'key',
  centered: 'key',
  circular: 'key',
  disabled: 'key',
  empty: 'key',
  fluid: 'key',
  horizontal: 'key',
  inverted: 'key',
  tag: 'key',
  corner: 'keyOrValueKey',
  floating: 'keyOrValueKey',
  ribbon: 'keyOrValueKey',
  attached: 'valueKey',
} as const satisfies VariationTable;

/**
 * The classes `pointing` gives. Neither it nor `prompt` is in the table: the kit matches
 * `pointing`'s classes as written (`[class*="pointing below"]`, `[class*="left pointing"]`), so the
 * word order is part of the rule, which no table rule writes; `prompt`'s rule is in form.css (a
 * label in a form field), not label.css. Label.test.tsx checks both against the kit.
 */
export function pointingClass(pointing: LabelPointing | undefined): string | false | undefined {
  return pointing === true
    ? 'pointing'
    : pointing === 'left' || pointing === 'right'
      ? `${pointing} pointing`
      : !!pointing && `pointing ${pointing}`;
}

/**
 * A label: a tag, a count, a note beside a field, a ribbon or a corner mark. A `div` unless `as`
 * says otherwise.
 */
export const Label = forwardRef<HTMLElement, LabelProps & { as?: ElementType }>(function Label(all, ref) {
  const {
    as: As = 'div',
    className,
    children,
    content,
    detail,
    icon,
    image,
    onClick,
    onRemove,
    pointing,
    prompt,
    removeIcon,
    ...props
  } = all;
  const [classes, rest] = variations('Label', LABEL_VARIATIONS, props);
  let body: ReactNode = children;
  if (children == null) {
    let remove: ReactElement | null = null;
    if (onRemove) {
      const own = (isValidElement(removeIcon) ? removeIcon.props : removeIcon) as IconProps | undefined;
      const press = (event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>) => onRemove(event, all);
      remove = shorthand(
        Icon,
        toName,
        removeIcon === undefined ? 'delete' : removeIcon,
        { role: 'button', tabIndex: 0, 'aria-label': 'Remove' } as IconProps,
        {
          onClick: (event: MouseEvent<HTMLElement>, data: IconProps) => {
            own?.onClick?.(event, data);
            press(event);
          },
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              press(event);
            }
          },
        } as IconProps,
      );
    }
    body = (
      <>
        {shorthand(Icon, toName, icon)}
        {typeof image !== 'boolean' && shorthand<ImageProps>(Image, toSrc, image)}
        {content}
        {shorthand<LabelDetailProps>(LabelDetail, toContent, detail)}
        {remove}
      </>
    );
  }
  return (
    <As
      className={cx(
        'ui',
        classes,
        pointingClass(pointing),
        prompt && 'prompt',
        image === true && 'image',
        'label',
        className,
      )}
      {...rest}
      ref={ref}

      onClick={onClick && ((event: MouseEvent<HTMLElement>) => onClick(event, all))}
    >
      {body}
    </As>
  );
}) as unknown as Polymorphic<'div', LabelProps> & { Detail: typeof LabelDetail; Group: typeof LabelGroup };

export interface LabelDetailProps {
  /** The detail's content. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** A detail inside a label, set apart from its main content (a count, a unit). */
export const LabelDetail = forwardRef<HTMLElement, LabelDetailProps & { as?: ElementType }>(
  function LabelDetail({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('detail', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', LabelDetailProps>;

export interface LabelGroupProps {
  /** Makes every label of the group round. */
  circular?: boolean;
  /** The colour of every label of the group. */
  color?: LabelColor;
  /** The size of every label of the group. */
  size?: LabelSize;
  /** Draws every label of the group as a price tag. */
  tag?: boolean;
  /** A lighter look for every label: a border and no fill. */
  basic?: boolean;
  /** Centres the text of every label. */
  centered?: boolean;
  /** Greys every label out. */
  disabled?: boolean;
  /** Draws every label as a dot (with `circular`). */
  empty?: boolean;
  /** Every label beside content on the same line, with a fixed minimum width. */
  horizontal?: boolean;
  /** Formats every label for an image inside it. */
  image?: boolean;
  /** Makes every label as wide as the group. */
  fluid?: boolean;
  /** Inverts the colours of every label for a dark background. */
  inverted?: boolean;
  /** The labels. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const LABEL_GROUP_VARIATIONS = {
  color: 'value',
  size: 'value',
  basic: 'key',
  centered: 'key',
  circular: 'key',
  disabled: 'key',
  empty: 'key',
  fluid: 'key',
  horizontal: 'key',
  image: 'key',
  inverted: 'key',
  tag: 'key',
} as const satisfies VariationTable;

/** Labels shown together, sharing a colour, size or shape. */
export const LabelGroup = forwardRef<HTMLElement, LabelGroupProps & { as?: ElementType }>(function LabelGroup(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Label.Group', LABEL_GROUP_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'labels', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', LabelGroupProps>;

Label.Detail = LabelDetail;
Label.Group = LabelGroup;
