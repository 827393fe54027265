// The words the kit shares between its components, as types (nothing here exists at run time).
// Each component narrows or widens them to what its own stylesheet has; kit.test.ts checks every
// value against the CSS.

/** The kit's thirteen named colours. */
export type Color =
  | 'red'
  | 'orange'
  | 'yellow'
  | 'olive'
  | 'green'
  | 'teal'
  | 'blue'
  | 'violet'
  | 'purple'
  | 'pink'
  | 'brown'
  | 'grey'
  | 'black';

/** The kit's sizes, smallest to largest (`medium` is the default look). */
export type Size = 'mini' | 'tiny' | 'small' | 'medium' | 'large' | 'big' | 'huge' | 'massive';

/** Which side a part floats to. */
export type Floated = 'left' | 'right';

/** Horizontal alignment of text. */
export type TextAlign = 'left' | 'center' | 'right' | 'justified';

/** Vertical alignment. */
export type VerticalAlign = 'top' | 'middle' | 'bottom';

/** A width in the kit's sixteen-column scale, as a number or its word. */
export type Width =
  | 1
  | 2
  | 3
  | 4
  | 5
  | 6
  | 7
  | 8
  | 9
  | 10
  | 11
  | 12
  | 13
  | 14
  | 15
  | 16
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9'
  | '10'
  | '11'
  | '12'
  | '13'
  | '14'
  | '15'
  | '16'
  | 'one'
  | 'two'
  | 'three'
  | 'four'
  | 'five'
  | 'six'
  | 'seven'
  | 'eight'
  | 'nine'
  | 'ten'
  | 'eleven'
  | 'twelve'
  | 'thirteen'
  | 'fourteen'
  | 'fifteen'
  | 'sixteen';

/** The kit's width words, in order: `WidthWords[n - 1]` is the word for n. */
type WidthWords = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
];

/**
 * The widths from 1 to `N` (at most 16) as numbers, numeric strings and words: `WidthUpTo<3>` is
 * `1 | 2 | 3 | '1' | '2' | '3' | 'one' | 'two' | 'three'`. For a prop whose kit rules stop below
 * sixteen (ten cards a row, twelve buttons a group); `Exclude<WidthUpTo<12>, WidthUpTo<1>>` starts at two.
 */
export type WidthUpTo<N extends number> = Extract<Width, Counting<N>>;

/** 1 to `N` as numbers, numeric strings and words (WidthUpTo keeps them in Width's order). */
type Counting<N extends number, Counted extends unknown[] = []> = Counted['length'] extends N
  ? never
  : | [...Counted, unknown]['length']
    | `${[...Counted, unknown]['length'] & number}`
    | WidthWords[Counted['length']]
    | Counting<N, [...Counted, unknown]>;

/** Main content as shorthand: text, a number or any node. */
export type Content = import('react').ReactNode;

/**
 * A handler called with the event and the component's props (plus its new value, where it has
 * one): `(event) => …` code works too.
 */
export type Handler<E, P> = (event: E, data: P) => void;
