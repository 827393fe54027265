'use client';
// Semantic UI React's Dimmer over sui-react's own (modules/dimmer): shown by `active` alone (a
// click never hides it; `onClickOutside(event, data)` tells the app), its `content`, `simple`,
// `disabled` and `verticalAlign` classes, and Dimmer.Dimmable, the element it covers.
import { forwardRef, useRef, type ElementType, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../internal/classNames.js';
import { part } from '../internal/part.js';
import { setRef } from '../internal/refs.js';
import { useIsClient } from '../internal/useIsClient.js';
import { useLayoutEffect } from '../internal/useLayoutEffect.js';
import type { Handler } from '../internal/vocabulary.js';
import { Dimmer as NativeDimmer, type DimmerProps as NativeDimmerProps } from '../modules/dimmer/index.js';

export interface DimmerProps extends Omit<
  NativeDimmerProps,
  | 'dimmed'
  | 'defaultDimmed'
  | 'onDimmedChange'
  | 'clickable'
  | 'wrapContent'
  | 'verticalAlign'
  | 'onClick'
  | 'content'
> {
  /** The element to render (`div`). Kept for Semantic UI React's API; the dimmer is always a `div`. */
  as?: ElementType;
  /**
   * Whether the dimmer is shown. Only this prop shows or hides it: a click on it calls
   * `onClickOutside` and leaves the rest to the app.
   * @default false
   * @native Dimmer dimmed
   */
  active?: boolean;
  /**
   * Dims the whole page (rendered at the end of `<body>`, and only while `active`).
   * @native Dimmer page
   */
  page?: boolean;
  /** Shows the dimmer only by the kit's CSS (`.dimmed` on its container), for a dimmer of hover. */
  simple?: boolean;
  /** Draws the dimmer greyed out. */
  disabled?: boolean;
  /** Where the content sits: at the top, the middle or the bottom. */
  verticalAlign?: 'top' | 'middle' | 'bottom';
  /** The dimmer's content (in place of `children`), centred in `div.content`. */
  content?: ReactNode;
  /**
   * Called on every click on the dimmer.
   * @param event React's click event.
   * @param data The props.
   */
  onClick?: Handler<MouseEvent<HTMLDivElement>, DimmerProps>;
  /**
   * Called on a click on the dimmer outside its content (to hide it, set `active` to false).
   * @param event React's click event.
   * @param data The props.
   */
  onClickOutside?: Handler<MouseEvent<HTMLDivElement>, DimmerProps>;
}

/**
 * Semantic UI React's Dimmer (an adapter over sui-react's Dimmer); `Dimmer.Dimmable` is the
 * element it covers and `Dimmer.Inner` the dimmer itself. What it does better, kept: while it is
 * shown, what it covers is `inert` (and for a page dimmer the rest of the page), and a page dimmer
 * takes focus and gives it back when it hides; it fades in and out. Escape does not hide it (only
 * `active` does).
 */
const DimmerRoot = forwardRef<HTMLDivElement, DimmerProps>(function Dimmer(props, ref) {
  const {
    as: _as,
    active = false,
    simple,
    disabled,
    verticalAlign,
    content,
    children,
    onClick,
    onClickOutside,
    className,
    page,
    ...rest
  } = props;
  const element = useRef<HTMLDivElement | null>(null);
  const onClient = useIsClient();
  // The kit's `transition visible` (Semantic UI React's classes) would make the dimmer a block:
  // it stays the flex box that centres its content, as Semantic UI React does it.
  useLayoutEffect(() => {
    const node = element.current;
    if (!node || !active) return;
    node.style.setProperty('display', 'flex', 'important');
    return () => {
      node.style.removeProperty('display');
    };
  }, [active]);
  const inside = children ?? content;
  // Semantic UI React draws a page dimmer only while it is active (in a portal, never on a server).
  if (page && !active && !onClient) return null;
  return (
    <NativeDimmer
      {...rest}
      ref={(node: HTMLDivElement | null) => {
        element.current = node;
        setRef(ref, node);
      }}
      page={page}
      dimmed={active}
      clickable={false}
      wrapContent={inside !== null && inside !== undefined && inside !== false}
      verticalAlign={verticalAlign === 'middle' ? undefined : verticalAlign}
      className={
        cx(
          active && 'transition visible',
          disabled && 'disabled',
          simple && 'simple',
          verticalAlign === 'middle' && 'middle aligned',
          className,
        ) || undefined
      }
      onClick={(event) => {
        onClick?.(event, props);
        const box = event.currentTarget.querySelector(':scope > .content');
        if (box && box !== event.target && box.contains(event.target as Node)) return;
        onClickOutside?.(event, props);
      }}
    >
      {inside}
    </NativeDimmer>
  );
});

export interface DimmerDimmableProps {
  /** The element to render (`div`). */
  as?: ElementType;
  /** Blurs the content while it is dimmed. */
  blurring?: boolean;
  /** Whether the content is dimmed (the class `dimmed`). */
  dimmed?: boolean;
  /** The content (in place of `children`). */
  content?: ReactNode;
  /** The content, with its Dimmer. */
  children?: ReactNode;
  /** More classes. */
  className?: string;
}

/** The element a Dimmer covers (`dimmable`, with `blurring` and `dimmed`). */
export const DimmerDimmable = part<DimmerDimmableProps>('Dimmer.Dimmable', 'dimmable', 'div', {
  blurring: 'key',
  dimmed: 'key',
});

/** Semantic UI React's DimmerInner: the dimmer element itself (the same adapter). */
export const DimmerInner = DimmerRoot;

/** Semantic UI React's Dimmer, with `Dimmer.Dimmable` and `Dimmer.Inner`. */
export const Dimmer = Object.assign(DimmerRoot, { Dimmable: DimmerDimmable, Inner: DimmerInner });
