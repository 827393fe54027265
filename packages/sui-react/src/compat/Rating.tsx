'use client';
// Semantic UI React's Rating over sui-react's own (modules/rating): `rating` / `defaultRating`,
// `maxRating` (1 by default), `clearable` and `onRate(event, data)`. The icons, hovering, the
// keyboard and the form value are the native Rating's.
import {
  forwardRef,
  useRef,
  type ElementType,
  type KeyboardEvent,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';
import { cx } from '../internal/classNames.js';
import { useControllableState } from '../internal/useControllableState.js';
import type { Handler } from '../internal/vocabulary.js';
import { Rating as NativeRating, type RatingProps as NativeRatingProps } from '../modules/rating/index.js';

/** What `onRate` gets besides the event: the props and the new `rating`. */
export type RatingOnRateData = RatingProps & { rating: number };

export interface RatingProps extends Omit<
  NativeRatingProps,
  'value' | 'defaultValue' | 'onChange' | 'maximum' | 'icon'
> {
  /** The element to render (`div`). Kept for Semantic UI React's API; the rating is always a `div`. */
  as?: ElementType;
  /**
   * The rating (controlled): how many icons are filled, 0 to `maxRating`.
   * @native Rating value
   */
  rating?: number | string;
  /**
   * The rating at first, when `rating` is not controlled.
   * @default 0
   * @native Rating defaultValue
   */
  defaultRating?: number | string;
  /**
   * How many icons (1 to 100).
   * @default 1
   * @native Rating maximum
   */
  maxRating?: number | string;
  /** The icon of each point. Without it, stars. */
  icon?: 'star' | 'heart';
  /**
   * Whether clicking the current rating clears it: `'auto'` only for a rating of one icon, which
   * then toggles.
   * @default 'auto'
   */
  clearable?: boolean | 'auto';
  /**
   * Called when the user changes the rating, by click or keyboard.
   * @param event React's click or key event.
   * @param data The props, with the new `rating`.
   * @native Rating onChange — called with the value alone
   */
  onRate?: Handler<SyntheticEvent<HTMLElement>, RatingOnRateData>;
}

const toNumber = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * Semantic UI React's Rating (an adapter over sui-react's Rating). What it does better, kept: the
 * rating is a WAI-ARIA `slider` (one tab stop; the arrow keys, Home and End change it; its value
 * is read as "3 of 5") where Semantic UI React draws a `radiogroup` of icons with no name; a form
 * submits it with `name`. Each icon carries its name (`star icon`), which Fomantic needs to draw
 * it; the rating keeps Semantic UI React's `star` or `heart` class too.
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(props, ref) {
  const {
    as: _as,
    rating,
    defaultRating = 0,
    maxRating = 1,
    icon,
    clearable = 'auto',
    onRate,
    onClick,
    onClickCapture,
    onKeyDownCapture,
    className,
    ...rest
  } = props;
  const maximum = Number(maxRating);
  const [value, setValue] = useControllableState<number>(toNumber(rating), Number(defaultRating));
  // The event that caused a change, for onRate; a click is handled here, not by the native icon.
  const lastKey = useRef<KeyboardEvent<HTMLDivElement> | null>(null);
  const clicking = useRef(false);
  const inert = !!rest.disabled || !!rest.readOnly;

  const rate = (event: SyntheticEvent<HTMLElement>, next: number) => {
    setValue(next);
    onRate?.(event, { ...props, rating: next });
  };

  const handleClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    onClickCapture?.(event);
    const icons = Array.from(event.currentTarget.children);
    const index = icons.indexOf(event.target as Element);
    if (index < 0 || inert) return;
    clicking.current = true;
    let next = index + 1;
    if (clearable === 'auto' && maximum === 1) next = value > 0 ? 0 : 1;
    else if (clearable === true && next === value) next = 0;
    rate(event, next);
  };

  return (
    <NativeRating
      {...rest}
      ref={ref}
      icon={icon}
      className={cx(icon, className) || undefined}
      maximum={maximum}
      value={value}
      onClickCapture={handleClickCapture}
      onClick={(event) => {
        clicking.current = false;
        onClick?.(event);
      }}
      onKeyDownCapture={(event) => {
        lastKey.current = event;
        onKeyDownCapture?.(event);
      }}
      onChange={(next) => {
        if (clicking.current || !lastKey.current) return;
        rate(lastKey.current, next);
      }}
    />
  );
});
