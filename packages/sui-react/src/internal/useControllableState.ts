import { useCallback, useState } from 'react';

/**
 * State that a parent may control, like React's own inputs: when `value` is not undefined the
 * component follows it; otherwise it keeps its own state, seeded by `defaultValue`. Every change
 * the component asks for is reported through `onChange`, controlled or not, and only when the
 * value really changes. The third item sets the component's own state without a report (it does
 * nothing to a controlled value).
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (next: T) => void,
): [T, (next: T) => void, (next: T) => void] {
  const [inner, setInner] = useState<T>(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : inner;

  const set = useCallback(
    (next: T) => {
      if (Object.is(current, next)) return;
      if (!controlled) setInner(next);
      onChange?.(next);
    },
    [controlled, current, onChange],
  );

  // The third: sets the component's own state without telling anyone (a form reset to no value).
  return [current, set, setInner];
}
