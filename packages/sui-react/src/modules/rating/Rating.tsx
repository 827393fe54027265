import { forwardRef, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import {
  HiddenValues,
  ValidityAnchor,
  useFormReset,
  useInvalidEvent,
  type FormFieldProps,
} from '../../internal/form.js';
import { setRef } from '../../internal/refs.js';
import { cx, hasClass } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color, Size } from '../../internal/vocabulary.js';
import { useControllableState } from '../../internal/useControllableState.js';
import { assertRatingMaximum, clampRating, ratingAfterKey, ratingIconClasses } from './state.js';

export interface RatingProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue' | 'children'>, FormFieldProps {
  /**
   * The rating (controlled). Pair it with `onChange`. It shows rounded to the nearest whole number
   * and bounded to 0..maximum: a negative value or -Infinity shows 0, a value above `maximum` or
   * Infinity shows `maximum` (`<Rating value={9} maximum={5} />` shows 5 of 5). NaN throws.
   */
  value?: number;
  /**
   * The rating at first (uncontrolled), and again when the form is reset; rounded and bounded
   * like `value`; NaN throws.
   * @default 0
   */
  defaultValue?: number;
  /**
   * Called with the new rating when the user clicks an icon or uses the keyboard, and with
   * `defaultValue` when the form is reset (a controlled rating keeps `value` until its owner passes
   * the new one). In a form, a rating above 0 is submitted as its number; 0 (no rating) submits
   * nothing and counts as empty for `required`.
   */
  onChange?: (value: number) => void;
  /**
   * How many icons: a whole number from 1 to 100 (`RATING_MAXIMUM_LIMIT`). Anything else throws: 0,
   * a negative or fractional number, NaN, ±Infinity, or more than 100.
   * @default 5
   */
  maximum?: number;
  /**
   * Shows the rating but ignores the user; it stays focusable so that it can be read.
   * @default false
   */
  readOnly?: boolean;
  /**
   * Whether the rating ignores the user and is out of the tab order; a form does not submit it.
   * @default false
   */
  disabled?: boolean;
  /**
   * The Fomantic icon drawn for each point, e.g. `star`, `heart`, `thumbs up`. Defaults to `heart`
   * when the classes contain `heart`, else `star`.
   */
  icon?: string;
  /** The colour of the filled icons (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** The size of the icons. */
  size?: Exclude<Size, 'medium'>;
  /** More classes on the rating, after the variation props' classes; `heart` picks hearts. */
  className?: string;
}

/** Rating's variation props and the classes they give (variations.test.ts checks them against rating.css). */
export const RATING_VARIATIONS = { color: 'value', size: 'value' } as const satisfies VariationTable;

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
    disabled = false,
    name,
    form,
    required = false,
    error = false,
    icon,
    className,
    onKeyDown,
    onMouseLeave,
    ...props
  },
  ref,
) {
  const [classes, rest] = variations('Rating', RATING_VARIATIONS, props);
  assertRatingMaximum(maximum);
  const [raw, setValue] = useControllableState(valueProp, defaultValue, onChange);
  const value = clampRating(raw, maximum, valueProp === undefined ? 'defaultValue' : 'value');
  const [hovered, setHovered] = useState<number | null>(null);
  const host = useRef<HTMLDivElement | null>(null);
  useFormReset(host, form, () => setValue(defaultValue));
  const [invalidShown, onInvalid] = useInvalidEvent(value);
  const invalid = error || invalidShown;
  const inert = readOnly || disabled;
  const iconName = icon ?? (hasClass(className, 'heart') ? 'heart' : 'star');

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const next = ratingAfterKey(value, maximum, event.key);
    if (next === null || event.defaultPrevented) return;
    event.preventDefault();
    if (!inert) setValue(next);
  };

  return (
    <>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-label="Rating"
        aria-valuemin={0}
        aria-valuemax={maximum}
        aria-valuenow={value}
        aria-valuetext={`${value} of ${maximum}`}
        aria-readonly={readOnly || undefined}
        aria-disabled={disabled || undefined}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        {...rest}
        ref={(node) => {
          host.current = node;
          setRef(ref, node);
        }}
        className={cx(
          'ui rating',
          readOnly && 'read-only',
          disabled && 'disabled',
          invalid && 'error',
          classes,
          className,
        )}
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
            className={`${iconName} ${ratingIconClasses(i, value, inert ? null : hovered)}`}
            onMouseEnter={() => setHovered(i)}
            onClick={() => inert || setValue(i + 1)}
          />
        ))}
      </div>
      <HiddenValues
        name={disabled ? undefined : name}
        form={form}
        values={value > 0 ? [String(value)] : []}
      />
      {required && (
        <ValidityAnchor
          form={form}
          required
          disabled={disabled}
          filled={value > 0}
          onInvalid={onInvalid}
          focus={() => host.current?.focus()}
          // After the rating (a slider has no focusable content): the message points at its end.
          style={{ left: 'auto', top: 'auto', width: 1, height: '1em' }}
        />
      )}
    </>
  );
});
