'use client';
// Semantic UI React's Ref: hands its single child's node to `innerRef`. It adds no element.
import {
  cloneElement,
  isValidElement,
  useCallback,
  type ReactElement,
  type ReactNode,
  type Ref as ReactRef,
} from 'react';
import { badProp, DEV } from '../internal/errors.js';
import { elementRef, setRef } from '../internal/refs.js';

export interface RefProps {
  /** The one element whose node (or the ref its component hands out) `innerRef` receives. */
  children: ReactNode;
  /** Called with the node (a function) or set to it (an object from `useRef` or `createRef`). */
  innerRef?: ReactRef<unknown>;
}

/**
 * Semantic UI React's Ref. It puts a callback ref on its child (with `cloneElement`, keeping the
 * child's own ref) instead of calling `findDOMNode`, which React 19 removed. The limit: `innerRef`
 * gets what the child's ref gives, the DOM node for an HTML element and for a component that
 * forwards its ref (every sui-react component does), but nothing for a function component that
 * forwards none, and the instance for a class component. A child that is not one element is an
 * error.
 */
export function Ref({ children, innerRef }: RefProps) {
  if (!isValidElement(children)) badProp('Ref', 'children', DEV && 'one React element', children);
  const element = children as ReactElement;
  const own = elementRef<unknown>(element);
  // The same function while the refs stay the same: React calls a new one on every render.
  const ref = useCallback(
    (node: unknown) => {
      setRef(own, node);
      setRef(innerRef, node);
    },
    [own, innerRef],
  );
  return cloneElement(element, { ref } as object);
}
