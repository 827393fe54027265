// Advertisement: a server component (no hooks, no state). It only sizes a slot: what fills it (an
// ad network's script or frame) names itself; `test` draws a grey placeholder while there is none.
import { forwardRef, type ReactNode } from 'react';
import { cx } from '../../internal/classNames.js';
import { badProp, DEV } from '../../internal/errors.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Content } from '../../internal/vocabulary.js';

/** The standard sizes of ad units the kit draws (the IAB's names). */
export type AdvertisementUnit =
  | 'medium rectangle'
  | 'large rectangle'
  | 'vertical rectangle'
  | 'small rectangle'
  | 'mobile banner'
  | 'banner'
  | 'vertical banner'
  | 'top banner'
  | 'half banner'
  | 'button'
  | 'square button'
  | 'small button'
  | 'skyscraper'
  | 'wide skyscraper'
  | 'leaderboard'
  | 'large leaderboard'
  | 'mobile leaderboard'
  | 'billboard'
  | 'panorama'
  | 'netboard'
  | 'half page'
  | 'square'
  | 'small square';

export interface AdvertisementProps {
  /** Centres the unit in its container. */
  centered?: boolean;
  /** What fills the unit: an ad network's element. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string;
  /** Shorthand for `children`. */
  content?: Content;
  /** Draws a grey placeholder, with this text in it (none with `true`), until the ad is there. */
  test?: boolean | string | number;
  /** The unit's standard size. */
  unit: AdvertisementUnit;
}

/** Advertisement's variation props and the classes they give (variations.test.ts checks them against ad.css). */
export const ADVERTISEMENT_VARIATIONS = {
  unit: 'value',
  centered: 'key',
  test: 'key',
} as const satisfies VariationTable;

/** A slot of a standard size for an ad. */
export const Advertisement = forwardRef<HTMLDivElement, AdvertisementProps & { as?: 'div' }>(
  function Advertisement({ as: As = 'div', className, children, content, ...props }, ref) {
    const [classes, rest] = variations('Advertisement', ADVERTISEMENT_VARIATIONS, props);
    const { test } = props;
    // NaN has no text to show (React would warn and drop it).
    if (Number.isNaN(test)) badProp('Advertisement', 'test', DEV && 'true, a text or a number', test);
    return (
      <As
        className={cx('ui', classes, 'ad', className)}
        {...rest}
        ref={ref}

        data-text={typeof test === 'boolean' ? undefined : test}
      >
        {children ?? content}
      </As>
    );
  },
) as unknown as Polymorphic<'div', AdvertisementProps>;
