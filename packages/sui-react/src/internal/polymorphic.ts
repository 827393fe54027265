// Types for components that render another element or component through `as`
// (`<Button as="a" href="…">`, `<Segment as={Link} to="/">`): the props of the chosen element join
// the component's own, and a component's own props win where the names meet.
import type { ComponentPropsWithRef, ElementType, ReactElement } from 'react';

/** A component's own props, `as`, and the props of the element `as` names. */
export type AsProps<C extends ElementType, Own> = Own & {
  /** The element or component to render instead of the default one. */
  as?: C;
} & Omit<ComponentPropsWithRef<C>, keyof Own | 'as'>;

/** A component whose rendered element is chosen with `as` (`D` when it is not given). */
export interface Polymorphic<D extends ElementType, Own> {
  <C extends ElementType = D>(props: AsProps<C, Own>): ReactElement | null;
  displayName?: string;
}
