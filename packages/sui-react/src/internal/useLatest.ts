import { useRef, type RefObject } from 'react';
import { useLayoutEffect } from './useLayoutEffect.js';

/** A ref that holds the value of the last render: callbacks read it without re-running effects. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
