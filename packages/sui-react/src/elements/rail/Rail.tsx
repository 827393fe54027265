// Rail: a server component (no hooks, no state).
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content, Floated } from '../../internal/vocabulary.js';

/** A rail's size (the size of its text). */
export type RailSize = 'mini' | 'tiny' | 'small' | 'large' | 'big' | 'huge' | 'massive';

export interface RailProps {
  /** The side of its container the rail sits beside. */
  position: Floated;
  /** Sits against the container, with no gap. */
  attached?: boolean;
  /** Sits closer to the container (`very`: closer still). */
  close?: boolean | 'very';
  /** A dividing line between the rail and the container. */
  dividing?: boolean;
  /** Sits inside the container, along its edge. */
  internal?: boolean;
  /** The size of the rail's text. */
  size?: RailSize;
  /** What the rail holds. */
  children?: ReactNode;
  /** Shorthand for `children`. */
  content?: Content;
  /** Extra classes. */
  className?: string;
}

/** Rail's variation props and the classes they give (variations.test.ts checks them against rail.css). */
export const RAIL_VARIATIONS = {
  position: 'value',
  size: 'value',
  attached: 'key',
  dividing: 'key',
  internal: 'key',
  close: 'keyOrValueKey',
} as const satisfies VariationTable;

/**
 * Content beside a container, outside its flow (put it in a positioned container such as a
 * `Segment`): a menu or an advert in the margin.
 */
export const Rail = forwardRef<HTMLElement, RailProps & { as?: ElementType }>(function Rail(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Rail', RAIL_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'rail', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', RailProps>;
