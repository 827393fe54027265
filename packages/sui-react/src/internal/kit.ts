// The shared core of the elements, collections and views: how their props become Semantic UI
// classes. Each component declares a table of its variation props (which are plain keys, which
// take a value, which take either, which are widths); `variations` reads it once per render, turning
// the table's props into classes and passing every other prop on. The same tables drive the test
// that checks each class against the kit's CSS (kit.test.ts), so no prop-to-class rule is written
// twice. Server code: no hooks, no state.
import { badProp, DEV } from './errors.js';

/**
 * How one prop becomes classes:
 * - `key`: `true` gives the class (`primary`);
 * - `value`: the value is the class (`color="red"` gives `red`);
 * - `valueKey`: a value before the class (`floated="left"` gives `left floated`);
 * - `keyOrValueKey`: `true` gives the class, a value comes before it (`attached` gives `attached`,
 *   `attached="top"` gives `top attached`);
 * - `width`: a number from 1 to 16 (or its word) as a word, before the class when the table names
 *   one (`widths={3}` gives `three`, Grid's `columns={3}` gives `three column`); `'equal'` gives
 *   `equal width`;
 * - `align`: `textAlign` (`center aligned`, and `justified` alone);
 * - `multiple`: several values, each before the class (`only="computer tablet"` gives
 *   `computer only tablet only`).
 */
export type Rule = 'key' | 'value' | 'valueKey' | 'keyOrValueKey' | 'width' | 'align' | 'multiple';

/**
 * A component's variation props: each prop's rule and, when it differs from the prop's name, its
 * class; a `width` may end with the largest number the kit has for it (16 unless given).
 */
export type VariationTable = Readonly<
  Record<string, Rule | readonly [Rule, string] | readonly ['width', string, number]>
>;

/** The kit's words for the widths 1 to 16, by number (one string: fewer bytes than an array of them). */
const WORDS =
  ',one,two,three,four,five,six,seven,eight,nine,ten,eleven,twelve,thirteen,fourteen,fifteen,sixteen'.split(
    ',',
  );

/** The kit's word for a width: 3 or '3' or 'three' gives 'three'. Anything above `max` is refused. */
export function widthWord(component: string, prop: string, value: unknown, max = 16): string {
  // A word is found by its place; anything else is read as JavaScript reads a number ('3' and ' 3'
  // are 3; '3px' and '' are none).
  let n = WORDS.indexOf(value as string);
  if (n < 1) n = Number(value);
  if (Number.isInteger(n) && n >= 1 && n <= max) return WORDS[n]!;
  return badProp(component, prop, DEV && `a whole number from 1 to ${max} (or its word), or 'equal'`, value);
}

/** The kit's words for each prop name met so far: the names are the tables' keys, a few hundred. */
const WORDS_OF = new Map<string, string>();

/** `singleLine` is written `single line` in the kit (worked out once per name: every render asks). */
function words(name: string): string {
  let out = WORDS_OF.get(name);
  if (out === undefined) {
    out = name.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);
    WORDS_OF.set(name, out);
  }
  return out;
}

/** The classes one prop gives under its rule ('' for none). */
export function ruleClass(
  component: string,
  prop: string,
  entry: VariationTable[string],
  value: unknown,
): string {
  if (value == null || value === false || value === '') return '';
  const own = typeof entry === 'string';
  const rule = own ? entry : entry[0];
  const isTrue = value === true;
  // The class words are looked up only for the rules that write them (not `value`, the commonest).
  if (rule === 'value') return isTrue ? '' : String(value);
  const key = own ? (entry === 'width' ? '' : words(prop)) : entry[1];
  switch (rule) {
    case 'key':
      return key;
    case 'valueKey':
      return isTrue ? '' : `${String(value)} ${key}`;
    case 'keyOrValueKey':
      return isTrue ? key : `${String(value)} ${key}`;
    case 'width': {
      if (isTrue) return '';
      if (value === 'equal') return 'equal width';
      // A table's largest width, when it gives one (`widthWord` takes 16 for none).
      const word = widthWord(component, prop, value, own ? undefined : entry[2]);
      return key ? `${word} ${key}` : word;
    }
    case 'align':
      return value === 'justified' ? 'justified' : isTrue ? '' : `${String(value)} aligned`;
    case 'multiple':
      return isTrue
        ? ''
        : String(value)
            .replace('large screen', 'large-screen')
            .replace(/ vertically/g, '-vertically')
            .split(' ')
            .map((part) => `${part.replace('-', ' ')} ${key}`)
            .join(' ');
  }
}

/**
 * Splits a component's props into the classes its table gives and the props left for the DOM.
 * `component` names it in errors (`Button.Group`).
 */
export function variations(
  component: string,
  table: VariationTable,
  props: Record<string, unknown>,
): [classes: string, rest: Record<string, unknown>] {
  let classes = '';
  const rest: Record<string, unknown> = {};
  for (const prop in props) {
    const entry = table[prop];
    if (entry === undefined) rest[prop] = props[prop];
    else {
      const cls = ruleClass(component, prop, entry, props[prop]);
      if (cls) classes = classes ? `${classes} ${cls}` : cls;
    }
  }
  return [classes, rest];
}
