import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useRef,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import { cx, hasClass } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { useIsClient } from '../../internal/useIsClient.js';
import { useShowHide } from '../../internal/useShowHide.js';
import { useLayoutEffect } from '../../internal/useLayoutEffect.js';

export interface DimmerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Whether the dimmer is shown (controlled). Pair it with `onDimmedChange`. */
  dimmed?: boolean;
  /**
   * Whether the dimmer starts shown (uncontrolled).
   * @default false
   */
  defaultDimmed?: boolean;
  /** Called with `false` when a click or Escape hides the dimmer (see `clickable`). */
  onDimmedChange?: (dimmed: boolean) => void;
  /**
   * Whether a click on the dimmer hides it, or Escape while it has focus (see the component).
   * @default true
   */
  clickable?: boolean;
  /**
   * The Semantic UI animation that shows and hides the dimmer. The first render never animates.
   * @default 'fade'
   */
  transition?: string;
  /**
   * The length of the animation, in milliseconds. Like any transition, a value under 1 counts as 1
   * and a value that is not a number as 250.
   * @default 300
   */
  transitionDuration?: number;
  /**
   * Whether the children are wrapped in `div.content`, which centres them. Set it to false for a
   * loader: Fomantic UI shows a loader only as a direct child of the dimmer.
   * @default true
   */
  wrapContent?: boolean;
  /**
   * Dims the whole page instead of its container (rendered at the end of `<body>`); the class
   * `page` does the same.
   */
  page?: boolean;
  /** A light dimmer (white) instead of a dark one. */
  inverted?: boolean;
  /** Puts the content at the top or the bottom instead of the middle. */
  verticalAlign?: 'top' | 'bottom';
  /**
   * Blurs what the dimmer covers while it is shown: the container (or, for a page dimmer, the page)
   * gets the kit's `blurring dimmable` classes, and `dimmed` while dimmed.
   */
  blurring?: boolean;
  /** More classes on the dimmer, after the variation props' classes. */
  className?: string;
  /** What the dimmer shows. A loader inside should have `role="status"`. */
  children?: ReactNode;
}

/** Dimmer's variation props and the classes they give (variations.test.ts checks them against dimmer.css). */
export const DIMMER_VARIATIONS = {
  page: 'key',
  inverted: 'key',
  verticalAlign: ['valueKey', 'aligned'],
} as const satisfies VariationTable;

/** The variation the dimmer gives the element it covers (its parent), with `dimmable`. */
export const DIMMABLE_VARIATIONS = { blurring: 'key' } as const satisfies VariationTable;

/**
 * A Semantic UI dimmer over its container (put it inside a `ui segment` or any positioned box) or,
 * with `page`, over the whole page (rendered at the end of `<body>`). While dimmed, the content it covers is `inert`. A
 * page dimmer, or one that covers the focused element, takes focus until it hides, then gives it
 * back; Escape hides a clickable dimmer that has focus.
 */
export const Dimmer = forwardRef<HTMLDivElement, DimmerProps>(function Dimmer(
  {
    dimmed: dimmedProp,
    defaultDimmed = false,
    onDimmedChange,
    clickable = true,
    transition = 'fade',
    transitionDuration = 300,
    wrapContent = true,
    className,
    children,
    onClick,
    onKeyDown,
    blurring,
    style,
    ...props
  },
  ref,
) {
  const [classes, rest] = variations('Dimmer', DIMMER_VARIATIONS, props);
  const [around] = variations('Dimmer', DIMMABLE_VARIATIONS, { blurring });
  const [dimmed, setDimmed] = useControllableState(dimmedProp, defaultDimmed, onDimmedChange);
  // Like any transition: under 1 ms counts as 1, not a number as 250.
  const ms = Number.isFinite(transitionDuration) ? Math.max(1, transitionDuration) : 250;
  const t = useShowHide(dimmed, transition, ms, { display: 'flex' });
  const element = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => element.current!, []);
  const page = !!props.page || hasClass(className, 'page');
  const onClient = useIsClient();

  // Blurring: the covered element gets the kit's classes (those it lacks, taken off again after).
  useLayoutEffect(() => {
    const host = element.current?.parentElement;
    if (!around || !host) return;
    const added = [...around.split(' '), 'dimmable', dimmed && 'dimmed'].filter(
      (name): name is string => !!name && !host.classList.contains(name),
    );
    host.classList.add(...added);
    return () => host.classList.remove(...added);
  }, [around, dimmed, page, onClient]);

  // While dimmed, what the dimmer covers is inert: its siblings, and for a page dimmer everything
  // else on the page.
  const focus = useRef<{ before: Element | null; take: boolean }>({ before: null, take: false });
  useLayoutEffect(() => {
    const node = element.current;
    if (!dimmed || !node) return;
    const before = document.activeElement;
    const covered: Element[] = [];
    for (let n: Element | null = node; n && n !== document.body; n = page ? n.parentElement : null) {
      for (const el of Array.from(n.parentElement?.children ?? [])) {
        if (el !== n && !el.hasAttribute('inert')) covered.push(el);
      }
    }
    covered.forEach((el) => el.setAttribute('inert', ''));
    focus.current = { before, take: page || covered.some((el) => el.contains(before)) };
    return () => covered.forEach((el) => el.removeAttribute('inert'));
  }, [dimmed, page]);

  // A page dimmer, or one over the focused element, takes focus once it is displayed, and gives it
  // back when it hides. (After the commit: React puts back focus that moves during one.)
  const shown = dimmed && (t.visible || t.animating);
  useEffect(() => {
    const node = element.current;
    const { before, take } = focus.current;
    if (!shown || !node || !take) return;
    node.focus();
    return () => {
      if (node.contains(document.activeElement)) (before as HTMLElement | null)?.focus();
    };
  }, [shown]);

  const node = (
    <div
      tabIndex={-1}
      {...rest}
      ref={element}
      className={cx(
        'ui dimmer',
        classes,
        // `visible` would force `display: block`; the dimmer is a flex box.
        t.animating && t.className.replace(' visible', ''),
        (t.visible || t.animating) && 'active',
        className,
      )}
      style={{ ...t.style, ...style }}
      onClick={(event) => {
        onClick?.(event);
        if (clickable && !event.defaultPrevented) setDimmed(false);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && clickable && !event.defaultPrevented) {
          event.preventDefault();
          setDimmed(false);
        }
      }}
    >
      {wrapContent ? <div className="content">{children}</div> : children}
    </div>
  );
  // A page dimmer covers the page from the end of <body>, as Semantic UI's own does.
  return page && onClient ? createPortal(node, document.body) : node;
});
