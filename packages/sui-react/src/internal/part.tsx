// The simple parts of the views (Card.Header, Item.Meta, Feed.Date, Comment.Text…): an element with
// its class and its content, and nothing else. One factory for all of them, so that an app with
// several views ships it once. No hook: the parts are server components.
import { forwardRef, type ElementType, type ReactNode } from 'react';
import { cx } from './classNames.js';
import { variations, type VariationTable } from './kit.js';
import type { Polymorphic } from './polymorphic.js';

/** What every simple part takes. */
export interface PartProps {
  children?: ReactNode;
  className?: string;
  content?: ReactNode;
}

const NONE: VariationTable = {};

/**
 * A part named `name` (`Card.Header`: its display name is `CardHeader`, and errors name it so):
 * a `div` (or `tag`, or the `as` given) with the class `cls`, the classes its variation props give
 * (`table`), the user's `className`, and `children`, else `content`.
 */
export function part<P extends PartProps, D extends ElementType = 'div'>(
  name: string,
  cls: string,
  tag: ElementType = 'div',
  table: VariationTable = NONE,
): Polymorphic<D, P> {
  const Part = forwardRef<HTMLElement, P & { as?: ElementType }>(function Part(
    { as: As = tag, className, children, content, ...props },
    ref,
  ) {
    const [classes, rest] = variations(name, table, props);
    return (
      <As className={cx(classes, cls, className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  });
  Part.displayName = name.replace('.', '');
  return Part as unknown as Polymorphic<D, P>;
}
