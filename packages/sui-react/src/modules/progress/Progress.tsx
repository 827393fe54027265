import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx, hasClass } from '../../internal/classNames.js';
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
   * Shows the percentage in the bar. Classes containing `attached` or `tiny` hide it anyway.
   * @default true
   */
  showProgress?: boolean;
  /**
   * Turns the bar green (`success`) once the value reaches the maximum.
   * @default true
   */
  autoSuccess?: boolean;
  /** The label under the bar; it also names the progress bar. */
  children?: ReactNode;
  /** Variation classes: colours, `indicating`, `active`, `warning`, `error`, `disabled`, sizes, `attached`. */
  className?: string;
}

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
    autoSuccess = true,
    children,
    className,
    ...rest
  },
  ref,
) {
  assertProgressMaximum(maximum);
  const labelId = `sui-progress-${useId()}`;
  const bounded = boundProgress(value, maximum);
  const percent = progressPercent(value, maximum, precision);
  const label = children != null && children !== false;
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={maximum}
      aria-valuenow={bounded}
      aria-valuetext={`${percent}%`}
      aria-labelledby={label ? labelId : undefined}
      {...rest}
      ref={ref}
      className={cx(
        'ui progress',
        autoSuccess && bounded >= maximum && !hasClass(className, 'success') && 'success',
        className,
      )}
      data-percent={percent}
    >
      <div className="bar" style={{ width: `${percent}%`, transitionDuration: '300ms' }}>
        {showProgress && !hidesProgressText(className) && <div className="progress">{percent}%</div>}
      </div>
      {label && (
        <div className="label" id={labelId}>
          {children}
        </div>
      )}
    </div>
  );
});
