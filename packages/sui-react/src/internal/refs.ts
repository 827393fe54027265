import { version, type ReactElement, type Ref } from 'react';

/** Sets a ref of any kind: a callback ref or a ref object. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/** The ref an element was given: React 19 keeps it in the props, React 18 on the element. */
export function elementRef<T>(element: ReactElement): Ref<T> | undefined {
  return Number(version.split('.')[0]) >= 19
    ? (element.props as { ref?: Ref<T> }).ref
    : (element as unknown as { ref?: Ref<T> }).ref;
}
