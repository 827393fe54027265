import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  type ElementType,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/classNames.js';
import { assertDuration, badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import { moveIndex } from '../../internal/keys.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useLatest } from '../../internal/useLatest.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { Collapse } from '../collapse/Collapse.js';
import { AccordionContext, useAccordion, type PanelRef } from './context.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export interface AccordionProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Whether opening a panel closes the others, so that at most one is open. Disabled panels keep
   * their state.
   * @default true
   */
  closeOthers?: boolean;
  /**
   * The Semantic UI transition of each panel's content as it opens and closes (the height
   * animation is separate).
   * @default 'fade'
   */
  transition?: string;
  /**
   * Length of the content transition and of the height animation, in milliseconds.
   * @default 350
   */
  transitionDuration?: number;
  /**
   * The heading level (1 to 6) that wraps each panel title, to fit the page's outline.
   * @default 3
   */
  headingLevel?: number;
  /** Draws each panel in a box, with the titles as bars. */
  styled?: boolean;
  /** As wide as its container. */
  fluid?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** With `styled`, no box shadow. */
  basic?: boolean;
  /** Less padding (`very`: less still). */
  compact?: boolean | 'very';
  /** Nested panels drawn as a tree, each level indented. */
  tree?: boolean;
  /** The `<AccordionPanel>`s. */
  children?: ReactNode;
  /**
   * The element to render, e.g. a vertical Menu whose items hold the panels.
   * @default 'div'
   */
  as?: ElementType;
}

/** Accordion's variation props and the classes they give (variations.test.ts checks them against accordion.css). */
export const ACCORDION_VARIATIONS = {
  styled: 'key',
  fluid: 'key',
  inverted: 'key',
  basic: 'key',
  compact: 'keyOrValueKey',
  tree: 'key',
} as const satisfies VariationTable;

/**
 * A list of panels whose titles show and hide their content (WAI-ARIA accordion): each title is a
 * button in a heading, with `aria-expanded`; ↑ ↓ Home End move between titles.
 */
export function Accordion({
  closeOthers = true,
  transition = 'fade',
  transitionDuration = 350,
  headingLevel = 3,
  className,
  children,
  onKeyDown,
  as: As = 'div',
  ...props
}: AccordionProps) {
  const [classes, rest] = variations('Accordion', ACCORDION_VARIATIONS, props);
  if (!Number.isInteger(headingLevel) || headingLevel < 1 || headingLevel > 6) {
    badProp('Accordion', 'headingLevel', DEV && 'an integer from 1 to 6', headingLevel);
  }
  assertDuration('Accordion', transitionDuration);
  const panels = useRef(new Map<string, PanelRef>());
  const latestCloseOthers = useLatest(closeOthers);

  const register = useCallback((id: string, panel: PanelRef) => {
    panels.current.set(id, panel);
    return () => void panels.current.delete(id);
  }, []);
  // With closeOthers, opening a panel closes the other open ones, except disabled ones: a
  // disabled panel keeps its state, whatever happens around it.
  const opened = useCallback(
    (id: string) => {
      if (!latestCloseOthers.current) return;
      for (const [key, { current: p }] of panels.current) {
        if (key !== id && p.open && !p.disabled) p.setOpen(false);
      }
    },
    [latestCloseOthers],
  );

  const context = useMemo(
    () => ({ transition, transitionDuration, headingLevel, register, opened }),
    [transition, transitionDuration, headingLevel, register, opened],
  );

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const root = event.currentTarget;
    const headers = Array.from(
      root.querySelectorAll<HTMLElement>(':scope > .title > [data-accordion-header]'),
    );
    const index = headers.indexOf(event.target as HTMLElement);
    if (index < 0 || event.defaultPrevented) return;
    const next = moveIndex(event.key, index, headers.length, ['ArrowUp'], ['ArrowDown']);
    if (next === null) return;
    event.preventDefault();
    headers[next]!.focus();
  };

  return (
    <AccordionContext.Provider value={context}>
      <As {...rest} className={cx('ui', classes, className, 'accordion')} onKeyDown={handleKeyDown}>
        {children}
      </As>
    </AccordionContext.Provider>
  );
}

export interface AccordionPanelProps {
  /** The panel title, shown in its header button. */
  title: ReactNode;
  /** The panel content. */
  children?: ReactNode;
  /** Whether the panel is open (controlled). Pair it with `onOpenChange`. */
  open?: boolean;
  /**
   * Whether the panel starts open (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the new state whenever the panel opens or closes, including when another panel closes it. */
  onOpenChange?: (open: boolean) => void;
  /**
   * Locks the panel in its current state: the user cannot toggle it and other panels do not close
   * it. A bound `open` still changes it.
   * @default false
   */
  disabled?: boolean;
  /**
   * What shows before the title, in the header but outside its button (so it may hold its own
   * control).
   * @default <i className="dropdown icon" aria-hidden="true" />
   */
  icon?: ReactNode;
}

/** One panel of an `<Accordion>`: a title (a button in a heading) and content that opens below it. */
export function AccordionPanel({
  title,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  icon = <i className="dropdown icon" aria-hidden="true" />,
}: AccordionPanelProps) {
  const { transition, transitionDuration, headingLevel, register, opened } = useAccordion();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const id = useId();
  const latest = useLatest({ open, disabled, setOpen });

  useEffect(() => register(id, latest), [register, id, latest]);

  const binding = useShowHide(open, transition, transitionDuration);
  const shown = useRef(open);
  useLayoutEffect(() => {
    if (shown.current === open) return;
    shown.current = open;
    if (open) opened(id);
  }, [open, opened, id]);

  const toggle = () => {
    if (!disabled) setOpen(!open);
  };

  return (
    <>
      {/* The button inside takes keyboard and assistive technology; a click anywhere on the title toggles too. */}
      <div
        className={cx(open && 'active', 'title')}
        role="heading"
        aria-level={headingLevel}
        onClick={toggle}
      >
        {icon}
        <button
          type="button"
          id={`${id}-title`}
          data-accordion-header=""
          aria-expanded={open}
          aria-controls={`${id}-content`}
          aria-disabled={disabled || undefined}
          style={HEADER_STYLE}
        >
          {title}
        </button>
      </div>
      <Collapse
        id={`${id}-content`}
        role="region"
        aria-labelledby={`${id}-title`}
        collapsed={!open}
        duration={transitionDuration}
        className={cx(
          (open || binding.animating) && 'active',
          'content',
          binding.animating && binding.className,
        )}
        style={binding.animating ? { animationDuration: binding.style.animationDuration } : undefined}
      >
        {children}
      </Collapse>
    </>
  );
}

/** The header button looks like the Semantic title text around it (compat's Accordion.Title uses it too). */
export const HEADER_STYLE = {
  padding: 0,
  margin: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'inherit',
  cursor: 'inherit',
} as const;
