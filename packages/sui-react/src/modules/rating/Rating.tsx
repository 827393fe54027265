import { forwardRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { assertRatingMaximum, clampRating, ratingAfterKey, ratingIconClasses } from './state.js';

export interface RatingProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'onChange' | 'defaultValue' | 'children'
> {
  /**
   * The rating (controlled). Pair it with `onChange`. It is rounded and clamped to 0..maximum;
   * NaN throws.
   */
  value?: number;
  /**
   * The rating at first (uncontrolled).
   * @default 0
   */
  defaultValue?: number;
  /** Called with the new rating when the user clicks an icon or uses the keyboard. */
  onChange?: (value: number) => void;
  /**
   * How many icons: a whole number, 0 or more (anything else throws).
   * @default 5
   */
  maximum?: number;
  /**
   * Shows the rating but ignores the user; it stays focusable so that it can be read.
   * @default false
   */
  readOnly?: boolean;
  /**
   * The Fomantic icon drawn for each point, e.g. `star`, `heart`, `thumbs up`. Defaults to `heart`
   * when the classes contain `heart`, else `star`.
   */
  icon?: string;
  /** Classes on the rating: a colour (`yellow`, `red`) or a size (`large`); `heart` picks hearts. */
  className?: string;
}

/**
 * A rating: a row of icons the user fills by click, or with the keyboard as a WAI-ARIA slider
 * (arrows ±1, Home 0, End maximum). Hovering previews the rating it would set.
 */
export const Rating = forwardRef<HTMLDivElement, RatingProps>(function Rating(
  {
    value: valueProp,
    defaultValue = 0,
    onChange,
    maximum = 5,
    readOnly = false,
    icon,
    className,
    onKeyDown,
    onMouseLeave,
    ...rest
  },
  ref,
) {
  assertRatingMaximum(maximum);
  const [raw, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const value = clampRating(raw, maximum, valueProp === undefined ? 'defaultValue' : 'value');
  const [hovered, setHovered] = useState<number | null>(null);
  const iconName = icon ?? (hasClass(className, 'heart') ? 'heart' : 'star');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = ratingAfterKey(value, maximum, event.key);
    if (next === null || event.defaultPrevented) return;
    event.preventDefault();
    if (!readOnly) setValue(next);
  };

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label="Rating"
      aria-valuemin={0}
      aria-valuemax={maximum}
      aria-valuenow={value}
      aria-valuetext={`${value} of ${maximum}`}
      aria-readonly={readOnly || undefined}
      {...rest}
      ref={ref}
      className={cx('ui rating', readOnly && 'read-only', className)}
      onKeyDown={handleKeyDown}
      onMouseLeave={(event) => {
        onMouseLeave?.(event);
        setHovered(null);
      }}
    >
      {Array.from({ length: maximum }, (_, i) => (
        <i
          key={i}
          aria-hidden="true"
          className={`${iconName} ${ratingIconClasses(i, value, readOnly ? null : hovered)}`}
          onMouseEnter={() => setHovered(i)}
          onClick={() => readOnly || setValue(i + 1)}
        />
      ))}
    </div>
  );
});
