// Shorthand props: `icon="user"`, `label={{ content: 2, color: 'red' }}`, `image={<img … />}`.
// One function turns such a value into an element of the part it stands for. Server code.
import {
  cloneElement,
  createElement,
  isValidElement,
  type ElementType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from './classNames.js';
import { DEV } from './errors.js';

/**
 * What a shorthand prop takes: a string or number (the part's main prop, such as an icon's name or
 * a label's content), an element (used as it is, with the part's defaults merged into its props),
 * the part's props as an object, or `null` / `undefined` / a boolean for none.
 */
export type Shorthand<P> =
  string | number | ReactElement | (P & { key?: string | number }) | null | undefined | boolean;

type AnyProps = Record<string, unknown> & { className?: string };

/**
 * The element a shorthand value stands for: `Part` with `defaults` under the user's props and
 * `overrides` over them (class names are joined). `toProps` maps a string or number to props.
 */
export function shorthand<P extends object>(
  Part: ElementType,
  toProps: (value: string | number) => P,
  value: Shorthand<P> | ReactNode,
  defaults?: Partial<P> | null,
  overrides?: Partial<P> | null,
): ReactElement | null {
  if (value == null || typeof value === 'boolean') return null;
  const element = isValidElement(value);
  let own: AnyProps;
  if (element) own = value.props as AnyProps;
  else if (typeof value === 'string' || typeof value === 'number' || Array.isArray(value))
    own = toProps(value as string | number) as AnyProps;
  else if (typeof value === 'object') own = value as AnyProps;
  else {
    if (DEV)
      console.error(
        `sui-react: a shorthand prop takes a string, number, element or props object (got ${typeof value}).`,
      );
    return null;
  }
  const d = defaults as AnyProps | null | undefined;
  const o = overrides as AnyProps | null | undefined;
  // Object.assign, not `{ ...d, ...own, ...o }`: on Node 20 an object begun by a spread takes about
  // 1 µs for each property added to it after (className below), a server render's hot path.
  const props: AnyProps = Object.assign({}, d, own, o);
  const className = cx(d?.className, own.className, o?.className);
  if (className) props.className = className;
  if (element) return cloneElement(value, props);
  return createElement(Part, props);
}

// The commonest ways a string or number becomes a part's props, shared by the components (one
// function each in a bundle, where each component had its own). Each is typed as the part's props.
/** A string or number as the part's `content` (a label's text, a step's title). */
export function toContent<P extends { content?: unknown }>(content: string | number): P {
  return { content } as P;
}
/** A string or number as an icon's `name` (the icon checks it). */
export function toName<P extends { name?: unknown }>(name: string | number): P {
  return { name } as P;
}
/** A string or number as an image's `src`. */
export function toSrc<P extends { src?: unknown }>(src: string | number): P {
  return { src: String(src) } as P;
}
