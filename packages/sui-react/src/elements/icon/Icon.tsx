// Icon and Icon.Group: server components (no hooks, no state).
import { forwardRef, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Color, Content, Handler } from '../../internal/vocabulary.js';
import type { IconName } from './names.js';

/** An icon's size. */
export type IconSize = 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';

/** Which corner of an icon group a corner icon sits in. */
export type IconCorner = 'top right' | 'top left' | 'bottom right' | 'bottom left';

export interface IconProps {
  /**
   * The icon's name in the kit's icon set (`user`, `arrow left`, `facebook f`): it becomes the
   * icon's classes.
   */
  name?: IconName;
  /** The icon's colour (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** The icon's size. */
  size?: IconSize;
  /** Draws a square border around the icon. */
  bordered?: boolean;
  /** Draws a circle around the icon. */
  circular?: boolean;
  /** Greys the icon out. */
  disabled?: boolean;
  /** Draws the icon at full strength (icons are slightly faded by default). Fomantic only. */
  emphasized?: boolean;
  /** With `bordered` or `circular`, draws the border in the icon's colour. Fomantic only. */
  colored?: boolean;
  /** Removes the space around the icon. */
  fitted?: boolean;
  /** Mirrors the icon. */
  flipped?: 'horizontally' | 'vertically';
  /** Turns the icon a quarter (`clockwise`, `counterclockwise`) or half (`halfway`, Fomantic only) turn. */
  rotated?: 'clockwise' | 'counterclockwise' | 'halfway';
  /** Inverts the icon's colours (with `bordered` or `circular`, the shape is filled). */
  inverted?: boolean;
  /** Shows the icon as something to click (a pointer on hover). */
  link?: boolean;
  /** Spins the icon. */
  loading?: boolean;
  /** In an `Icon.Group`, puts this icon in a corner of the one before it (`true` is bottom right). */
  corner?: boolean | IconCorner;
  /**
   * Names the icon for screen readers: it is then an image (`role="img"`). Without it the icon is
   * decorative and hidden from them (`aria-hidden`).
   */
  'aria-label'?: string;
  /** Extra classes. */
  className?: string;
  /** Called with the click and the icon's props; not called while `disabled`. */
  onClick?: Handler<MouseEvent<HTMLElement>, IconProps>;
}

/** Icon's variation props and the classes they give (kit.test.ts checks them against icon.css). */
export const ICON_VARIATIONS = {
  color: 'value',
  name: 'value',
  size: 'value',
  bordered: 'key',
  circular: 'key',
  disabled: 'key',
  emphasized: 'key',
  colored: 'key',
  fitted: 'key',
  inverted: 'key',
  link: 'key',
  loading: 'key',
  corner: 'keyOrValueKey',
  flipped: 'valueKey',
  rotated: 'valueKey',
} as const satisfies VariationTable;

/**
 * An icon from the kit's icon font. Decorative unless it has an `aria-label`.
 */
export const Icon = forwardRef<HTMLElement, IconProps & { as?: 'i' }>(function Icon(all, ref) {
  const { as: As = 'i', className, onClick, ...props } = all;
  const [classes, rest] = variations('Icon', ICON_VARIATIONS, props);
  const label = rest['aria-label'];
  return (
    <As
      aria-hidden={label == null ? true : undefined}
      role={label == null ? undefined : 'img'}
      {...rest}
      ref={ref}
      className={cx(classes, 'icon', className)}
      onClick={
        onClick &&
        ((event: MouseEvent<HTMLElement>) => {
          if (props.disabled) event.preventDefault();
          else onClick(event, all);
        })
      }
    />
  );
}) as unknown as Polymorphic<'i', IconProps> & { Group: typeof IconGroup };

export interface IconGroupProps {
  /** The size of every icon in the group. */
  size?: IconSize;
  /** The group's colour. Fomantic only. */
  color?: Color | 'primary' | 'secondary';
  /** Draws a square border around the group. Fomantic only. */
  bordered?: boolean;
  /** Draws a circle around the group. Fomantic only. */
  circular?: boolean;
  /** With `bordered` or `circular`, draws the border in the group's colour. Fomantic only. */
  colored?: boolean;
  /** Greys the group out. Fomantic only. */
  disabled?: boolean;
  /** Draws the group at full strength. Fomantic only. */
  emphasized?: boolean;
  /** Removes the space around the group. Fomantic only. */
  fitted?: boolean;
  /** Inverts the group's colours. Fomantic only. */
  inverted?: boolean;
  /** Shows the group as something to click. Fomantic only. */
  link?: boolean;
  /** Spins the group. Fomantic only. */
  loading?: boolean;
  /**
   * Names the group for screen readers: it is then one image (`role="img"`). Without it the group
   * is decorative and hidden from them (`aria-hidden`).
   */
  'aria-label'?: string;
  /** The icons (the first one is the base, the next ones usually `corner` icons). */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

export const ICON_GROUP_VARIATIONS = {
  size: 'value',
  color: 'value',
  bordered: 'key',
  circular: 'key',
  colored: 'key',
  disabled: 'key',
  emphasized: 'key',
  fitted: 'key',
  inverted: 'key',
  link: 'key',
  loading: 'key',
} as const satisfies VariationTable;

/** Icons drawn on top of each other, such as a corner icon on a larger one. */
export const IconGroup = forwardRef<HTMLElement, IconGroupProps & { as?: 'i' }>(function IconGroup(
  { as: As = 'i', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Icon.Group', ICON_GROUP_VARIATIONS, props);
  const label = rest['aria-label'];
  return (
    <As
      aria-hidden={label == null ? true : undefined}
      role={label == null ? undefined : 'img'}
      {...rest}
      ref={ref}
      className={cx(classes, 'icons', className)}
    >
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'i', IconGroupProps>;

Icon.Group = IconGroup;
