// Container: a server component (no hooks, no state).
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content, TextAlign } from '../../internal/vocabulary.js';

export interface ContainerProps {
  /** The content kept within the container's width. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Takes the whole width, with no maximum. */
  fluid?: boolean;
  /** Lets people resize a scrolling container by its corner. */
  resizable?: boolean;
  /** Caps the container's height and scrolls its content: `true` for the default height, or a shorter or longer one. */
  scrolling?: boolean | 'very short' | 'short' | 'long' | 'very long';
  /** A narrower container, sized for reading, with larger text. */
  text?: boolean;
  /** Aligns the container's text. */
  textAlign?: TextAlign;
  /** A wider container on tablets and larger screens. */
  wide?: boolean;
}

/** Container's variation props and the classes they give (variations.test.ts checks them against container.css). */
export const CONTAINER_VARIATIONS = {
  fluid: 'key',
  resizable: 'key',
  text: 'key',
  wide: 'key',
  scrolling: 'keyOrValueKey',
  textAlign: 'align',
} as const satisfies VariationTable;

/**
 * Keeps its content within a width that suits the screen.
 */
export const Container = forwardRef<HTMLDivElement, ContainerProps & { as?: 'div' }>(function Container(
  { as: As = 'div', className, children, content, ...props },
  ref,
) {
  const [classes, rest] = variations('Container', CONTAINER_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'container', className)} {...rest} ref={ref}>
      {children ?? content}
    </As>
  );
}) as unknown as Polymorphic<'div', ContainerProps>;
