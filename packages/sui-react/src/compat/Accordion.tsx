'use client';
// Semantic UI React's Accordion over sui-react's own (modules/accordion): `panels` shorthand or
// Accordion.Title / Accordion.Content children, `activeIndex` / `defaultActiveIndex`, `exclusive`
// and `onTitleClick(event, data)`. The root (its classes and the arrow keys between titles) is the
// native Accordion's, and each title is the native's heading around a button.
import { type ElementType, type MouseEvent, type ReactNode } from 'react';
import { Icon, type IconProps } from '../elements/icon/index.js';
import { cx } from '../internal/classNames.js';
import { part } from '../internal/part.js';
import type { Polymorphic } from '../internal/polymorphic.js';
import { shorthand, toContent, type Shorthand } from '../internal/shorthand.js';
import { useControllableState } from '../internal/useControllableState.js';
import type { Handler } from '../internal/vocabulary.js';
import {
  Accordion as NativeAccordion,
  HEADER_STYLE,
  type AccordionProps as NativeAccordionProps,
} from '../modules/accordion/Accordion.js';

export interface AccordionTitleProps {
  /** The element to render (`div`). */
  as?: ElementType;
  /** Whether the panel of this title is open. */
  active?: boolean;
  /** The title text (in place of `children`). */
  content?: ReactNode;
  /** The title. */
  children?: ReactNode;
  /** The panel's index, handed back in `onClick`'s data. */
  index?: number | string;
  /**
   * The icon before the text: a name, Icon props or an element.
   * @default 'dropdown'
   */
  icon?: Shorthand<IconProps>;
  /** More classes. */
  className?: string;
  /** The heading level (1 to 6) of the title. @default 3 */
  headingLevel?: number;
  /**
   * Called on a click on the title.
   * @param event React's click event.
   * @param data The props.
   */
  onClick?: Handler<MouseEvent<HTMLElement>, AccordionTitleProps>;
}

/**
 * The title of a panel: a heading holding its icon and a button (`aria-expanded` = `active`), so
 * that the keyboard reaches it and Enter or Space toggle it.
 */
export function AccordionTitle(props: AccordionTitleProps) {
  const {
    as: As = 'div',
    active,
    content,
    children,
    index: _i,
    icon,
    className,
    headingLevel = 3,
    onClick,
  } = props;
  return (
    <As
      className={cx(active && 'active', 'title', className)}
      role="heading"
      aria-level={headingLevel}
      onClick={(event: MouseEvent<HTMLElement>) => onClick?.(event, props)}
    >
      {/* Children replace the icon and the text, as in Semantic UI React. */}
      {children == null &&
        shorthand<IconProps>(Icon, (name) => ({ name }) as IconProps, icon ?? 'dropdown', {
          'aria-hidden': true,
        } as Partial<IconProps>)}
      <button type="button" data-accordion-header="" aria-expanded={!!active} style={HEADER_STYLE}>
        {children ?? content}
      </button>
    </As>
  );
}

export interface AccordionContentProps {
  /** Whether the content shows (the class `active`). */
  active?: boolean;
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The content. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** The content of a panel (`div.content`); the kit hides it unless `active`. */
export const AccordionContent = part<AccordionContentProps>('Accordion.Content', 'content', 'div', {
  active: 'key',
});

/** One panel of `panels`: its title and content, each a text or the part's props. */
export interface AccordionPanelProps {
  /** The title: its text or Accordion.Title props. */
  title?: Shorthand<AccordionTitleProps> | ReactNode;
  /** The content: its text or Accordion.Content props. */
  content?: Shorthand<AccordionContentProps> | ReactNode;
  /** Whether the panel is open (set by the accordion from `activeIndex`). */
  active?: boolean;
  /** The panel's index (set by the accordion). */
  index?: number | string;
  /** A React key for the panel. */
  key?: string | number;
  /** Called on a click on the title, with the title's props (set by the accordion). */
  onTitleClick?: Handler<MouseEvent<HTMLElement>, AccordionTitleProps>;
}

/** A panel: its title then its content. */
export function AccordionPanel({ title, content, active, index, onTitleClick }: AccordionPanelProps) {
  return (
    <>
      {shorthand<AccordionTitleProps>(
        AccordionTitle,
        toContent,
        title as Shorthand<AccordionTitleProps>,
        null,
        { active, index, onClick: onTitleClick },
      )}
      {shorthand<AccordionContentProps>(
        AccordionContent,
        toContent,
        content as Shorthand<AccordionContentProps>,
        null,
        { active },
      )}
    </>
  );
}

export interface AccordionAccordionProps extends Omit<
  NativeAccordionProps,
  'closeOthers' | 'transition' | 'transitionDuration' | 'headingLevel' | 'basic' | 'compact' | 'tree'
> {
  /** The element to render, e.g. a vertical Menu. @default 'div' */
  as?: ElementType;
  /** The open panel's index (`exclusive`), or the open panels' indexes (controlled). */
  activeIndex?: number | number[];
  /**
   * The open panel or panels at first, when `activeIndex` is not controlled.
   * @default -1 (none; [] when not exclusive)
   */
  defaultActiveIndex?: number | number[];
  /**
   * Whether at most one panel is open.
   * @default true
   * @native Accordion closeOthers
   */
  exclusive?: boolean;
  /**
   * The panels, as shorthand (in place of `children`).
   * @native AccordionPanel — one per panel, its title and its content as children
   */
  panels?: AccordionPanelProps[];
  /**
   * Called on a click on a panel's title (of `panels`).
   * @param event React's click event.
   * @param data The title's props (its `index`).
   */
  onTitleClick?: Handler<MouseEvent<HTMLElement>, AccordionTitleProps>;
  /** The titles and contents, in place of `panels`. */
  children?: ReactNode;
}

export interface AccordionProps extends AccordionAccordionProps {
  /** Draws each panel in a box, with the titles as bars. */
  styled?: boolean;
  /** As wide as its container. */
  fluid?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
}

function usePanels(props: AccordionAccordionProps) {
  const { activeIndex, defaultActiveIndex, exclusive = true, panels, onTitleClick, children } = props;
  const [active, setActive] = useControllableState<number | number[]>(
    activeIndex,
    defaultActiveIndex ?? (exclusive ? -1 : []),
  );
  if (children != null || !panels) return children;
  const isActive = (index: number) =>
    exclusive ? active === index : Array.isArray(active) && active.includes(index);
  return panels.map(({ key, ...panel }, index) => (
    <AccordionPanel
      key={key ?? (typeof panel.title === 'string' ? panel.title : index)}
      {...panel}
      active={isActive(index)}
      index={index}
      onTitleClick={(event, title) => {
        const at = Number(title.index);
        const list = Array.isArray(active) ? active : [];
        setActive(
          exclusive
            ? active === at
              ? -1
              : at
            : list.includes(at)
              ? list.filter((i) => i !== at)
              : [...list, at],
        );
        onTitleClick?.(event, title);
      }}
    />
  ));
}

/** The root of Semantic UI React's Accordion: the native Accordion around the panels. */
function AccordionRoot(props: AccordionProps) {
  const {
    activeIndex: _a,
    defaultActiveIndex: _d,
    exclusive: _e,
    panels: _p,
    onTitleClick: _o,
    ...rest
  } = props;
  return <NativeAccordion {...rest}>{usePanels(props)}</NativeAccordion>;
}

/** A nested accordion (`div.accordion`, inside a content), with the same props as Accordion. */
export function AccordionAccordion(props: AccordionAccordionProps) {
  const {
    as: As = 'div',
    activeIndex: _a,
    defaultActiveIndex: _d,
    exclusive: _e,
    panels: _p,
    onTitleClick: _o,
    children: _c,
    className,
    ...rest
  } = props;
  return (
    <As {...rest} className={cx('accordion', className)}>
      {usePanels(props)}
    </As>
  );
}

/**
 * Semantic UI React's Accordion (an adapter over sui-react's Accordion). What it does better,
 * kept: each title is a heading holding a button with `aria-expanded`, so Tab reaches it and Enter
 * or Space open it, and ↑ ↓ Home End move between titles. The contents show and hide at once, as
 * in Semantic UI React (sui-react's own AccordionPanel animates them). `Accordion.Accordion` is a
 * nested accordion; `Accordion.Title`, `.Content` and `.Panel` its parts. `as` picks the element,
 * whose props it then takes (`<Accordion as={Menu} vertical>`).
 */
export const Accordion = Object.assign(AccordionRoot as Polymorphic<'div', AccordionProps>, {
  Accordion: AccordionAccordion,
  Title: AccordionTitle,
  Content: AccordionContent,
  Panel: AccordionPanel,
});
