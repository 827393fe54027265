// Breadcrumb, Breadcrumb.Section and Breadcrumb.Divider: server components (no hooks, no state; a
// click handler is a plain function). The trail is a navigation landmark named "Breadcrumb", the
// page the reader is on is `aria-current="page"`, and the dividers are hidden from screen readers,
// as the WAI-ARIA breadcrumb pattern asks. The sections stay the breadcrumb's own children: the kit
// styles them as such (`.ui.inverted.breadcrumb > .active.section`).
import { forwardRef, type ElementType, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Content, Handler, Size } from '../../internal/vocabulary.js';
import { Icon, type IconProps } from '../../elements/icon/Icon.js';

/** A breadcrumb's size (`medium` is the default look). */
export type BreadcrumbSize = Exclude<Size, 'medium'>;

export interface BreadcrumbSectionProps {
  /** The page the reader is on: drawn as plain text, and `aria-current="page"`. */
  active?: boolean;
  /** The section's text. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Where the section leads: it is then a link. */
  href?: string;
  /** Draws the section as a link. With no `href` and no `onClick` it is only the look of one. */
  link?: boolean;
  /**
   * Called with the click and the section's props. A section with `onClick` and no `href` is a link
   * that Tab reaches and Enter follows.
   */
  onClick?: Handler<MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>, BreadcrumbSectionProps>;
}

export interface BreadcrumbDividerProps {
  /** The divider's text (`/` when there is neither `children`, `content` nor `icon`). */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** An icon in the divider's place (`right angle`, `chevron right`). */
  icon?: Shorthand<IconProps>;
}

export interface BreadcrumbProps {
  /**
   * Names the navigation landmark for screen readers.
   * @default 'Breadcrumb'
   */
  'aria-label'?: string;
  /** Names the landmark by another element's text, in place of `aria-label`. */
  'aria-labelledby'?: string;
  /** The sections and dividers, in place of `sections`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The text of the dividers between `sections` (`/` by default). */
  divider?: Content;
  /** An icon as the divider between `sections`, in place of `divider`. */
  icon?: Shorthand<IconProps>;
  /** Light text for a dark background. Fomantic only. */
  inverted?: boolean;
  /**
   * The sections as shorthand: a string is a section drawn as a link, an object a section's props
   * (with a `key`), an element a section as it is. Dividers go between them.
   */
  sections?: ReadonlyArray<Shorthand<BreadcrumbSectionProps>>;
  /** The breadcrumb's size. */
  size?: BreadcrumbSize;
}

/** Breadcrumb's variation props and the classes they give (variations.test.ts checks them against breadcrumb.css). */
export const BREADCRUMB_VARIATIONS = { size: 'value', inverted: 'key' } as const satisfies VariationTable;

/** A section for a shorthand string: a link, as Semantic UI React draws it. */
const toSection = (content: string | number) => ({ content, link: true });
const toName = (name: string | number) => ({ name }) as IconProps;

/**
 * The path to the current page through the pages above it. A `nav` landmark unless `as` says
 * otherwise.
 */
export const Breadcrumb = forwardRef<HTMLElement, BreadcrumbProps & { as?: ElementType }>(function Breadcrumb(
  { as: As = 'nav', className, children, divider, icon, sections, ...props },
  ref,
) {
  const [classes, rest] = variations('Breadcrumb', BREADCRUMB_VARIATIONS, props);
  let body = children;
  if (children == null && sections) {
    // A section that is none (null, a boolean) is left out with its divider: no two dividers meet.
    const shown = sections.flatMap((section, index) => {
      const element = shorthand<BreadcrumbSectionProps>(BreadcrumbSection, toSection, section, {
        key: index,
      } as BreadcrumbSectionProps);
      return element ? [element] : [];
    });
    body = shown.flatMap((element, index) =>
      index === 0
        ? [element]
        : [
            <BreadcrumbDivider key={`divider-${String(element.key)}`} content={divider} icon={icon} />,
            element,
          ],
    );
  }
  // A landmark needs a name; another element (`as="div"`) is no landmark and gets none.
  const name = As === 'nav' && rest['aria-labelledby'] == null ? 'Breadcrumb' : undefined;
  return (
    <As aria-label={name} {...rest} ref={ref} className={cx('ui', classes, 'breadcrumb', className)}>
      {body}
    </As>
  );
}) as unknown as Polymorphic<'nav', BreadcrumbProps> & {
  Section: typeof BreadcrumbSection;
  Divider: typeof BreadcrumbDivider;
};

/**
 * A step of a breadcrumb: a link (`href`, `link` or `onClick`), or text (the current page, with
 * `active`).
 */
export const BreadcrumbSection = forwardRef<HTMLElement, BreadcrumbSectionProps & { as?: ElementType }>(
  function BreadcrumbSection(all, ref) {
    const { as, active, className, children, content, href, link, onClick, ...rest } = all;
    const As = as ?? (href != null || link || onClick ? 'a' : 'div');
    // An `a` with no href is no link for the keyboard or a screen reader: with a handler it is made
    // one (a Tab stop that Enter follows).
    const made = As === 'a' && href == null && !!onClick;
    const ownKeys = (rest as { onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void }).onKeyDown;
    return (
      <As
        role={made ? 'link' : undefined}
        tabIndex={made ? 0 : undefined}
        aria-current={active ? 'page' : undefined}
        {...rest}
        ref={ref}
        // An empty href is a link to this page on an `a`, and nothing (React warns) on another tag.
        href={href === '' && typeof As === 'string' && As !== 'a' ? undefined : href}
        className={cx(active && 'active', 'section', className)}
        onClick={onClick && ((event: MouseEvent<HTMLElement>) => onClick(event, all))}
        onKeyDown={
          made
            ? (event: KeyboardEvent<HTMLElement>) => {
                ownKeys?.(event);
                if (!event.defaultPrevented && event.key === 'Enter') onClick(event, all);
              }
            : ownKeys
        }
      >
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', BreadcrumbSectionProps>;

/** The mark between two sections: text (`/` by default) or an icon. Hidden from screen readers. */
export const BreadcrumbDivider = forwardRef<HTMLElement, BreadcrumbDividerProps & { as?: ElementType }>(
  function BreadcrumbDivider({ as: As = 'div', className, children, content, icon, ...rest }, ref) {
    if (icon != null && icon !== false)
      return shorthand<IconProps>(
        Icon,
        toName,
        icon,
        { ...rest, ref, className: 'divider' } as IconProps,
        {
          className,
        } as IconProps,
      );
    return (
      <As aria-hidden {...rest} ref={ref} className={cx('divider', className)}>
        {children ?? content ?? '/'}
      </As>
    );
  },
) as unknown as Polymorphic<'div', BreadcrumbDividerProps>;

Breadcrumb.Section = BreadcrumbSection;
Breadcrumb.Divider = BreadcrumbDivider;
