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

/** Main content as shorthand: text, a number or any node. */
export type Content = import('react').ReactNode;

/**
 * A handler called with the event and the component's props (plus its new value, where it has
 * one): `(event) => …` code works too.
 */
export type Handler<E, P> = (event: E, data: P) => void;
