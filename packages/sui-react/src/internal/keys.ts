import type { KeyboardEvent } from 'react';

/**
 * Where a key moves in a list of `count` items from `index`, wrapping at the ends: the `back` and
 * `forward` keys to the previous and next item, Home and End to the first and last. Null for any
 * other key, or an empty list.
 */
export function moveIndex(
  key: string,
  index: number,
  count: number,
  back: readonly string[],
  forward: readonly string[],
): number | null {
  if (!count) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (back.includes(key)) return (index - 1 + count) % count;
  if (forward.includes(key)) return (index + 1) % count;
  return null;
}

/** A keyboard handler, as React calls it. */
type KeyHandler = (event: KeyboardEvent<HTMLElement>) => void;

/**
 * The `onKeyDown` of an element that acts as a button without being a `button` (an `a` with a
 * click handler and no `href`, given `role="button"` and a Tab stop): the user's own handler first,
 * then Enter and Space click the element, unless that handler prevented it. Space would also
 * scroll the page, so the key's default is prevented. With `on` false, the user's handler alone.
 * A plain function, no hook: the elements that use it stay server components.
 */
export function pressKeys(on: boolean, own?: KeyHandler): KeyHandler | undefined {
  if (!on) return own;
  return (event) => {
    own?.(event);
    if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      event.currentTarget.click();
    }
  };
}
