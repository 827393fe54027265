// Emoji: a server component (no hooks, no state). Fomantic UI only (emoji.css): Semantic UI React has
// no Emoji. The kit's emoji.css is large (about 40 KB gzipped) and draws each emoji from an image it
// names: import it only where emoji are shown.
import { forwardRef, type MouseEvent } from 'react';
import { cx } from '../../internal/classNames.js';
import { variations, type VariationTable } from '../../internal/kit.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Handler } from '../../internal/vocabulary.js';
import type { EmojiName } from './names.js';

/** An emoji's size. */
export type EmojiSize = 'small' | 'medium' | 'large' | 'big';

export interface EmojiProps {
  /** The emoji's name in the kit's set (`smile`, `thumbsup`, `rocket`), also written `:smile:`. */
  name: EmojiName | `:${EmojiName}:`;
  /** The emoji's size (by default the size of the text around it). */
  size?: EmojiSize;
  /** Fades the emoji out. */
  disabled?: boolean;
  /** Turns the emoji, as a sign of waiting. */
  loading?: boolean;
  /** Shows the emoji as something to click (a pointer on hover). */
  link?: boolean;
  /**
   * Names the emoji for screen readers: it is then an image (`role="img"`). Without it the emoji is
   * decorative and hidden from them (`aria-hidden`).
   */
  'aria-label'?: string;
  /** Extra classes. */
  className?: string;
  /** Called with the click and the emoji's props; not called while `disabled`. */
  onClick?: Handler<MouseEvent<HTMLElement>, EmojiProps>;
}

/** Emoji's variation props and the classes they give (variations.test.ts checks them against emoji.css). */
export const EMOJI_VARIATIONS = {
  size: 'value',
  disabled: 'key',
  loading: 'key',
  link: 'key',
} as const satisfies VariationTable;

/**
 * An emoji from the kit's emoji set (an `em` with `data-emoji`). Decorative unless it has an `aria-label`.
 */
export const Emoji = forwardRef<HTMLElement, EmojiProps & { as?: 'em' }>(function Emoji(all, ref) {
  const { as: As = 'em', name, className, onClick, ...props } = all;
  const [classes, rest] = variations('Emoji', EMOJI_VARIATIONS, props);
  const label = rest['aria-label'];
  return (
    <As
      aria-hidden={label == null ? true : undefined}
      role={label == null ? undefined : 'img'}
      {...rest}
      ref={ref}
      data-emoji={name}
      className={classes || className ? cx(classes, className) : undefined}
      onClick={
        onClick &&
        ((event: MouseEvent<HTMLElement>) => {
          if (props.disabled) event.preventDefault();
          else onClick(event, all);
        })
      }
    />
  );
}) as unknown as Polymorphic<'em', EmojiProps>;
