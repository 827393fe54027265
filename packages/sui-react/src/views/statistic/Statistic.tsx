// Statistic, Statistic.Group, Statistic.Value and Statistic.Label: server components (no hooks, no
// state). A statistic reads as its value, then its label, in source order, whichever the kit shows
// on top (a label written first is shown first).
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import { shorthand, type Shorthand } from '../../internal/shorthand.js';
import type { Color, Content, Floated, Size, WidthUpTo } from '../../internal/vocabulary.js';

/** A statistic's size (`medium` is the default look). */
export type StatisticSize = Exclude<Size, 'medium'>;

/** How many statistics share a group's width evenly: the kit has one to ten. */
export type StatisticGroupWidths = WidthUpTo<10>;

export interface StatisticValueProps {
  /** The value. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Draws a value that is a word (`Three`) a little smaller, so that it fits. */
  text?: boolean;
}

export interface StatisticLabelProps {
  /** What the value counts. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
}

export interface StatisticProps {
  /** The value and the label, in place of `value` and `label`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The statistic's colour. */
  color?: Color | 'primary' | 'secondary';
  /** Shorthand for `children`. */
  content?: Content;
  /** Floats the statistic to a side of its container. */
  floated?: Floated;
  /** Takes the width of its container. Fomantic only. */
  fluid?: boolean;
  /** The label beside the value, not under it. */
  horizontal?: boolean;
  /** Light text for a dark background. */
  inverted?: boolean;
  /** What the value counts: a text, a number, a `Statistic.Label` element or its props. */
  label?: Shorthand<StatisticLabelProps>;
  /** The statistic's size. */
  size?: StatisticSize;
  /** With `value`, draws a value that is a word a little smaller. */
  text?: boolean;
  /** The value: a text, a number, a `Statistic.Value` element or its props. */
  value?: Shorthand<StatisticValueProps>;
}

/** Statistic's variation props and the classes they give (variations.test.ts checks them against statistic.css). */
export const STATISTIC_VARIATIONS = {
  color: 'value',
  size: 'value',
  fluid: 'key',
  horizontal: 'key',
  inverted: 'key',
  floated: 'valueKey',
} as const satisfies VariationTable;

const toContent = (content: string | number) => ({ content });

/** A number (or a word) and what it counts. */
export const Statistic = forwardRef<HTMLDivElement, StatisticProps & { as?: 'div' }>(function Statistic(
  { as: As = 'div', className, children, content, label, text, value, ...props },
  ref,
) {
  const [classes, rest] = variations('Statistic', STATISTIC_VARIATIONS, props);
  return (
    <As className={cx('ui', classes, 'statistic', className)} {...rest} ref={ref}>
      {children ?? content ?? (
        <>
          {shorthand<StatisticValueProps>(StatisticValue, toContent, value, { text })}
          {shorthand<StatisticLabelProps>(StatisticLabel, toContent, label)}
        </>
      )}
    </As>
  );
}) as unknown as Polymorphic<'div', StatisticProps> & {
  Group: typeof StatisticGroup;
  Value: typeof StatisticValue;
  Label: typeof StatisticLabel;
};

export interface StatisticGroupProps {
  /** The statistics, in place of `items`. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** The colour of every statistic of the group. */
  color?: Color | 'primary' | 'secondary';
  /** Shorthand for `children`. */
  content?: Content;
  /** Every statistic's label beside its value. */
  horizontal?: boolean;
  /** Light text for a dark background. */
  inverted?: boolean;
  /** The statistics as shorthand: each a statistic's props (with a `key`) or a Statistic element. */
  items?: ReadonlyArray<Shorthand<StatisticProps>>;
  /** The size of every statistic of the group. */
  size?: StatisticSize;
  /** Stacks the statistics on a phone's screen. Fomantic only. */
  stackable?: boolean;
  /** Gives each of this many statistics the same share of the group's width. */
  widths?: StatisticGroupWidths;
}

/** Statistic.Group's variation props (variations.test.ts checks them against statistic.css). */
export const STATISTIC_GROUP_VARIATIONS = {
  color: 'value',
  size: 'value',
  horizontal: 'key',
  inverted: 'key',
  stackable: 'key',
  // The kit has one to ten statistics a row.
  widths: ['width', '', 10],
} as const satisfies VariationTable;

/** Statistics side by side (or one under the other, `horizontal`). */
export const StatisticGroup = forwardRef<HTMLDivElement, StatisticGroupProps & { as?: 'div' }>(
  function StatisticGroup({ as: As = 'div', className, children, content, items, ...props }, ref) {
    const [classes, rest] = variations('Statistic.Group', STATISTIC_GROUP_VARIATIONS, props);
    return (
      <As className={cx('ui', classes, 'statistics', className)} {...rest} ref={ref}>
        {children ??
          content ??
          items?.map((item, index) =>
            shorthand<StatisticProps>(Statistic, toContent, item, { key: index } as StatisticProps),
          )}
      </As>
    );
  },
) as unknown as Polymorphic<'div', StatisticGroupProps>;

/** A statistic's value. */
export const StatisticValue = forwardRef<HTMLDivElement, StatisticValueProps & { as?: 'div' }>(
  function StatisticValue({ as: As = 'div', className, children, content, text, ...rest }, ref) {
    return (
      <As className={cx(text && 'text', 'value', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', StatisticValueProps>;

/** A statistic's label: what its value counts. */
export const StatisticLabel = forwardRef<HTMLDivElement, StatisticLabelProps & { as?: 'div' }>(
  function StatisticLabel({ as: As = 'div', className, children, content, ...rest }, ref) {
    return (
      <As className={cx('label', className)} {...rest} ref={ref}>
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', StatisticLabelProps>;

Statistic.Group = StatisticGroup;
Statistic.Value = StatisticValue;
Statistic.Label = StatisticLabel;
