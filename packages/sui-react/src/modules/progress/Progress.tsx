import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Color, Size } from '../../internal/vocabulary.js';
import { assertProgressMaximum, boundProgress, hidesProgressText, progressPercent } from './state.js';

export interface ProgressProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /**
   * The progress, bounded to 0..maximum: a negative value or -Infinity shows an empty bar, a value
   * above `maximum` or Infinity a full one, and NaN counts as 0 (an empty bar, 0 %).
   * @default 0
   */
  value?: number;
  /**
   * The value of a full bar: a finite number greater than 0. Anything else throws: 0, a negative
   * number, NaN or ±Infinity.
   * @default 100
   */
  maximum?: number;
  /**
   * Decimal places of the percentage: rounded down and bounded to 0..20, so a negative number or
   * -Infinity counts as 0, Infinity as 20, and NaN as 0.
   * @default 0
   */
  precision?: number;
  /**
   * Shows the percentage in the bar. An `attached`, `tiny` or `indeterminate` bar hides it anyway.
   * @default true
   */
  showProgress?: boolean;
  /** What the bar shows instead of the percentage (with `showProgress`), e.g. `"3/5"`. */
  progressText?: ReactNode;
  /**
   * Turns the bar green (`success`) once the value reaches the maximum.
   * @default true
   */
  autoSuccess?: boolean;
  /** The label under the bar; it also names the progress bar. */
  children?: ReactNode;
  /** The colour of the bar (`primary` and `secondary` follow the theme). */
  color?: Color | 'primary' | 'secondary';
  /** The height of the bar. */
  size?: Exclude<Size, 'medium'>;
  /** Animates the bar, to show that the task is running. */
  active?: boolean;
  /** Colours the bar by how full it is, from red to green. */
  indicating?: boolean;
  /**
   * An animated bar for a task of unknown length (a style of motion, or `true`): the value is then
   * neither drawn nor told to assistive technology.
   */
  indeterminate?: boolean | 'filling' | 'sliding' | 'swinging';
  /** The speed of an `indeterminate` bar's motion. */
  speed?: 'slow' | 'fast';
  /** A thin bar along the top or bottom edge of the element around it (the percentage is hidden). */
  attached?: boolean | 'top' | 'bottom';
  /** A bar without the grey track behind it. */
  basic?: boolean;
  /** Colours for a dark background. */
  inverted?: boolean;
  /** Puts the percentage at the right end of the bar. */
  textAlign?: 'right';
  /** Greys the bar out. */
  disabled?: boolean;
  /** Shows a success (green); a full bar shows it anyway unless `autoSuccess` is off. */
  success?: boolean;
  /** Shows a warning (yellow). */
  warning?: boolean;
  /** Shows an error (red). */
  error?: boolean;
  /** More classes, after the variation props' classes. */
  className?: string;
}

/** Progress's variation props and the classes they give (variations.test.ts checks them against progress.css). */
export const PROGRESS_VARIATIONS = {
  color: 'value',
  size: 'value',
  active: 'key',
  indicating: 'key',
  indeterminate: 'keyOrValueKey',
  speed: 'value',
  attached: 'keyOrValueKey',
  basic: 'key',
  inverted: 'key',
  textAlign: 'align',
  disabled: 'key',
  success: 'key',
  warning: 'key',
  error: 'key',
} as const satisfies VariationTable;

/**
 * A Semantic UI progress bar with the WAI-ARIA progressbar role. The bar width and the percentage
 * follow `value / maximum`.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(
  {
    value = 0,
    maximum = 100,
    precision = 0,
    showProgress = true,
    progressText,
    autoSuccess = true,
    children,
    className,
    ...props
  },
  ref,
) {
  assertProgressMaximum(maximum);
  const [classes, rest] = variations('Progress', PROGRESS_VARIATIONS, props);
  const all = cx(classes, className);
  const unknown = !!props.indeterminate;
  const labelId = `sui-progress-${useId()}`;
  const bounded = boundProgress(value, maximum);
  const percent = progressPercent(value, maximum, precision);
  const label = children != null && children !== false;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={maximum}
      aria-valuenow={unknown ? undefined : bounded}
      aria-valuetext={unknown ? undefined : `${percent}%`}
      aria-labelledby={label ? labelId : undefined}
      {...rest}
      ref={ref}
      className={cx(
        'ui progress',
        autoSuccess && bounded >= maximum && !hasClass(all, 'success') && 'success',
        all,
      )}
      data-percent={percent}
    >
      {/* An indeterminate bar takes the kit's full width. */}
      <div
        className="bar"
        style={{ width: unknown ? undefined : `${percent}%`, transitionDuration: '300ms' }}
      >
        {showProgress && !unknown && !hidesProgressText(all) && (
          <div className="progress">{progressText ?? `${percent}%`}</div>
        )}
      </div>
      {label && (
        <div className="label" id={labelId}>
          {children}
        </div>
      )}
    </div>
  );
});
