// Semantic UI React's Progress over sui-react's own (modules/progress): `percent`, or `value` out
// of `total`, its `progress` text ('percent', 'ratio' or 'value'), `precision`, `label` shorthand
// and `autoSuccess` off by default. The bar, its role and its checks are the native Progress's.
import { forwardRef, isValidElement, type ElementType, type ReactNode } from 'react';
import {
  Progress as NativeProgress,
  type ProgressProps as NativeProgressProps,
} from '../modules/progress/index.js';

export interface ProgressProps extends Omit<
  NativeProgressProps,
  'value' | 'maximum' | 'showProgress' | 'progressText' | 'precision' | 'autoSuccess' | 'attached' | 'content'
> {
  /** The element to render (`div`). Kept for Semantic UI React's API; the bar is always a `div`. */
  as?: ElementType;
  /**
   * How complete the task is, from 0 to 100 (a number or its text); a value outside is bounded.
   * Instead of `value` and `total`.
   * @native Progress value — with maximum 100
   */
  percent?: number | string;
  /** How much of `total` is done (a number or its text). */
  value?: number | string;
  /**
   * What `value` is out of (a number above 0). Without it, `value` is a percentage.
   * @native Progress maximum
   */
  total?: number | string;
  /**
   * Shows a text in the bar: `true` or `'percent'` the percentage, `'ratio'` `value/total`,
   * `'value'` the value. Giving `precision` shows the percentage too.
   */
  progress?: boolean | 'percent' | 'ratio' | 'value';
  /** How many decimals the percentage shows (0 to 20). Without it, a whole number. */
  precision?: number;
  /**
   * Turns the bar green (`success`) once it is full.
   * @default false
   */
  autoSuccess?: boolean;
  /** A thin bar along the top or bottom edge of the element around it. */
  attached?: 'top' | 'bottom';
  /** The label under the bar: its text, an element, or its props (`children` or `content`). */
  label?: ReactNode | { children?: ReactNode; content?: ReactNode };
  /** The label under the bar, in place of `children`. */
  content?: ReactNode;
  /** The label under the bar. */
  children?: ReactNode;
}

const toNumber = (value: number | string | undefined) => (value === undefined ? undefined : Number(value));

function shorthand(label: ProgressProps['label']): ReactNode {
  if (label === null || label === undefined || typeof label !== 'object' || isValidElement(label)) {
    return label as ReactNode;
  }
  if (Array.isArray(label)) return label as ReactNode;
  const props = label as { children?: ReactNode; content?: ReactNode };
  return props.children ?? props.content;
}

/**
 * Semantic UI React's Progress (an adapter over sui-react's Progress). What it does better, kept:
 * the bar is a `progressbar` with its value, bounds and percentage text, named by its label; the
 * percentage is rounded to `precision` decimals (a whole number without it, where Semantic UI React
 * shows every decimal); a `total` of 0 or less is a clear error instead of a bar of NaN %.
 */
export const Progress = forwardRef<HTMLDivElement, ProgressProps>(function Progress(props, ref) {
  const {
    as: _as,
    percent,
    value,
    total,
    progress,
    precision,
    autoSuccess = false,
    indicating,
    active,
    label,
    content,
    children,
    ...rest
  } = props;
  const amount = toNumber(value);
  const ofTotal = toNumber(total);
  const native: NativeProgressProps =
    percent !== undefined || amount === undefined
      ? { value: toNumber(percent) ?? 0, maximum: 100 }
      : ofTotal === undefined
        ? { value: amount, maximum: 100 }
        : { value: amount, maximum: ofTotal };
  const text = progress === 'ratio' ? `${value}/${total}` : progress === 'value' ? String(value) : undefined;
  return (
    <NativeProgress
      {...rest}
      {...native}
      ref={ref}
      precision={precision}
      autoSuccess={autoSuccess}
      indicating={indicating}
      active={active || indicating || undefined}
      showProgress={!!progress || precision !== undefined}
      progressText={text}
    >
      {children ?? content ?? shorthand(label)}
    </NativeProgress>
  );
});
