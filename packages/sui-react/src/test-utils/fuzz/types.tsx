// Type texts of the generated API (site/build/docgen.ts) mapped to fast-check arbitraries, each with
// the classic bad values of its type. A type text this file cannot read throws: a new kind of prop
// must get an arbitrary here before the fuzz test passes again.
import fc from 'fast-check';
import { cloneElement, forwardRef, isValidElement, type ReactElement, type ReactNode } from 'react';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import { Button } from '../../elements/button/index.js';
import { Header, HeaderSubheader } from '../../elements/header/index.js';
import { Icon } from '../../elements/icon/index.js';
import { Image } from '../../elements/image/index.js';
import { Label, LabelDetail } from '../../elements/label/index.js';
import { ListDescription, ListHeader, ListIcon, ListItem } from '../../elements/list/index.js';
import { Step, StepDescription, StepTitle } from '../../elements/step/index.js';

/** What one prop is fuzzed with: arbitrary values of its type, and the bad values always tried first. */
export interface ValueSpec {
  arb: fc.Arbitrary<unknown>;
  bad: unknown[];
}

/** Arbitraries for a component's type parameters (`T`, `U`, `D`), from its fuzz setup. */
export type Generics = Readonly<Record<string, ValueSpec>>;

export const BAD_NUMBERS: readonly number[] = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -1,
  -0,
  0,
  0.5,
  2.5,
  1e6,
  Number.MAX_SAFE_INTEGER,
];
const number: ValueSpec = {
  arb: fc.oneof(fc.integer({ min: -5, max: 120 }), fc.double()),
  bad: [...BAD_NUMBERS],
};
const string: ValueSpec = {
  arb: fc.string({ maxLength: 12 }),
  bad: ['', ' ', 'constructor', '__proto__', 'a"b<c>&'],
};
const boolean: ValueSpec = { arb: fc.boolean(), bad: [] };

// Valid dates within years 1900..2200; the bad ones are an invalid Date and the ends of the range.
const validDate = fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true });
const date: ValueSpec = {
  arb: validDate,
  bad: [new Date(Number.NaN), new Date(8.64e15), new Date(-8.64e15), new Date(0)],
};

// Phrasing content, which fits anywhere a component puts a node (a button inside a button would be
// the caller's nesting error, which React reports).
const element = fc.constantFrom(<b>bold</b>, <span className="fuzz">text</span>);
const leaf: fc.Arbitrary<ReactNode> = fc.oneof(
  fc.constantFrom(null, undefined, true, false),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  element,
);
/** Arrays of nodes get keys, as a caller must give them (a missing key is the caller's warning). */
const keyed = (nodes: ReactNode[]): ReactNode[] =>
  nodes.map((n, i) => (isValidElement(n) ? cloneElement(n, { key: i }) : n));
const reactNode: ValueSpec = {
  arb: fc.oneof(leaf, fc.array(leaf, { maxLength: 4 }).map(keyed)),
  // NaN is left out: React itself warns about a NaN child, wherever it is.
  bad: ['', 0, [], keyed([null, 'x', <i>y</i>])],
};
const reactElement: ValueSpec = {
  arb: fc.constantFrom(<button type="button">button</button>, <span tabIndex={0}>text</span>),
  bad: [<></>, <b>bold</b>],
};
const cssProperties: ValueSpec = {
  arb: fc.record(
    { color: fc.constantFrom('red', '#000', ''), width: fc.integer({ min: 0, max: 500 }) },
    { requiredKeys: [], noNullPrototype: true },
  ),
  bad: [{}],
};

/** Optional fields of `sample`'s shape, at every depth (RecursivePartial of a locale section). */
function partialOf(sample: Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(sample)) {
    if (key === 'direction') fields[key] = fc.constantFrom('ltr', 'rtl');
    else if (typeof value === 'string') fields[key] = string.arb;
    else if (typeof value === 'number') fields[key] = fc.oneof(number.arb, fc.constantFrom(...BAD_NUMBERS));
    else if (Array.isArray(value)) fields[key] = fc.array(string.arb, { maxLength: 14 });
    else fields[key] = partialOf(value as Record<string, unknown>);
  }
  return fc.record(fields, { requiredKeys: [], noNullPrototype: true });
}
const partial = (sample: object): ValueSpec => ({
  arb: partialOf(sample as Record<string, unknown>),
  bad: [{}],
});

const paginationLabels: ValueSpec = {
  arb: fc.record(
    {
      nav: string.arb,
      first: string.arb,
      previous: string.arb,
      next: string.arb,
      last: string.arb,
      page: fc.func(string.arb),
    },
    { requiredKeys: [], noNullPrototype: true },
  ),
  bad: [{}, { nav: '' }],
};

// The elements' own types. `as` takes an element type: tags that hold any content, and a component
// that passes its props and ref on; the bad ones are an unknown custom element and undefined (the
// default).
const Passing = forwardRef<HTMLDivElement, object>(function Passing(props, ref) {
  return <div ref={ref} {...props} />;
});
const elementType: ValueSpec = {
  arb: fc.constantFrom<unknown>('div', 'span', 'section', Passing),
  bad: [undefined, 'x-fuzz'],
};
/** Names the kit has a class for, and names it does not (a name is not checked: it is a class). */
const names = (...valid: string[]): ValueSpec => ({
  arb: fc.oneof(fc.constantFrom(...valid), fc.string({ maxLength: 10 })),
  bad: ['', ' ', 'not-a-name', 'a"b<c>&'],
});
/** An option of Semantic UI React's `options` (Form.Select, Form.Dropdown). */
const selectOption: ValueSpec = {
  arb: fc.record({
    text: fc.string({ maxLength: 8 }),
    value: fc.oneof(fc.string({ maxLength: 4 }), fc.integer()),
  }),
  bad: [{}],
};
const handler: ValueSpec = { arb: fc.constant(() => undefined), bad: [] };

/**
 * The part a shorthand props type stands for, as an element (an element given as shorthand gets the
 * part's defaults merged into its props, so it must be an element of that part).
 */
const PARTS: Record<string, ReactElement> = {
  IconProps: <Icon name="user" />,
  ListIconProps: <ListIcon name="user" />,
  ImageProps: <Image src="a.png" alt="" />,
  LabelProps: <Label>label</Label>,
  LabelShorthandProps: <Label>label</Label>,
  InputLabelProps: <Label>label</Label>,
  'LabelDetailProps & { as?: ElementType }': <LabelDetail>detail</LabelDetail>,
  ButtonShorthandProps: <Button>button</Button>,
  InputActionProps: <Button>Go</Button>,
  NativeInputProps: <input />,
  HeaderSubheaderProps: <HeaderSubheader>sub</HeaderSubheader>,
  HeaderProps: <Header>header</Header>,
  ImageDimmerProps: <div className="ui dimmer">dimmer</div>,
  ListItemInit: <ListItem>item</ListItem>,
  ListHeaderProps: <ListHeader>header</ListHeader>,
  ListDescriptionProps: <ListDescription>description</ListDescription>,
  StepProps: <Step title="Step" />,
  StepTitleProps: <StepTitle>title</StepTitle>,
  StepDescriptionProps: <StepDescription>description</StepDescription>,
};
/** A part's props as objects: empty, and with a class (each part's own props get their own fuzz). */
const propsObject = (type: string): ValueSpec => ({
  arb: fc.constantFrom<object>(
    {},
    { className: 'fuzz' },
    ...(type === 'ImageProps' ? [{ src: 'a.png', alt: 'A' }] : []),
  ),
  bad: [{}],
});
/** A shorthand: the part's main prop (text or number), its props, an element of it, or none. */
function shorthandOf(type: string): ValueSpec {
  const part = PARTS[type] ?? <span className="fuzz">text</span>;
  const props = propsObject(type);
  return {
    arb: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.integer({ min: -5, max: 100 }),
      props.arb,
      fc.constantFrom<unknown>(part, null, undefined, true, false),
    ),
    bad: ['', 0, {}, null, part],
  };
}

/** Type texts that name a library type, mapped to an arbitrary or to the type text they stand for. */
const NAMED: Record<string, ValueSpec | string> = {
  number,
  string,
  boolean,
  Date: date,
  ReactNode: reactNode,
  Content: reactNode,
  ElementType: elementType,
  IconName: names('user', 'home', 'file export', 'red heart'),
  FlagName: names('fr', 'gb', 'united states', 'afghanistan'),
  GridOnly: names('mobile', 'tablet mobile', 'large screen', 'computer widescreen'),
  GridReversed: names('computer', 'mobile vertically', 'tablet mobile', 'computer vertically tablet'),
  'EmojiName | `:${EmojiName}:`': names('smile', ':smile:', '100', ':8ball:'),
  IconProps: propsObject('IconProps'),
  ImageProps: propsObject('ImageProps'),
  ListContentProps: propsObject('ListContentProps'),
  ReactElement: reactElement,
  'ReactElement<unknown, string | JSXElementConstructor<any>>': reactElement,
  // React 19 renders a bigint as its digits (part of ReactNode, which some tables spell out).
  bigint: { arb: fc.bigInt(-5n, 100n), bad: [] },
  // A portal needs a DOM node to render into: none, as the other ReactNode forms cover the rest.
  ReactPortal: { arb: fc.constant(null), bad: [] },
  // What a promise among a ReactNode's forms resolves to (React 19), where a table spells the
  // union out: a promise suspends the render, which a fuzzed render does not wait for; the other
  // forms cover the rest.
  AwaitedReactNode: { arb: fc.constant(null), bad: [] },
  NativeInputProps: propsObject('NativeInputProps'),
  // Feed's simple parts' props, as a shorthand spelled out through an Omit.
  Part: propsObject('Part'),
  'Iterable<ReactNode>': { arb: fc.constantFrom<unknown>([], ['text', 7]), bad: [] },
  'Record<string, unknown>': { arb: fc.constantFrom<unknown>({}, { className: 'fuzz' }), bad: [] },
  'ButtonProps & Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof ButtonProps>':
    propsObject('ButtonProps'),
  FormSelectOption: selectOption,
  DropdownItemOption: selectOption,
  // The value of Form.Select and Form.Dropdown (Semantic UI React's option values), and the wrong
  // kinds a caller without types passes.
  DropdownValue: {
    arb: fc.oneof(fc.string({ maxLength: 4 }), fc.integer(), fc.boolean()),
    bad: [Number.NaN, {}, [[]]],
  },
  // What a select's label maker returns (Semantic UI React's Label shorthand): a text, nothing (the
  // default label), a Label's props with its variations and parts, or a Label element.
  DropdownLabelShorthand: {
    arb: fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.integer(),
      fc.constant(null),
      fc.record({
        color: fc.constantFrom('red', 'violet', 'black'),
        basic: fc.boolean(),
        content: fc.string({ maxLength: 6 }),
        icon: fc.constantFrom('check', 'user'),
        detail: fc.integer({ min: 0, max: 99 }),
      }),
      fc.constant(<Label basic>label</Label>),
    ),
    bad: [],
  },
  CSSProperties: cssProperties,
  // Form.X: each keeps its own control (another control takes other props; Form.Field's own fuzz
  // gives `control="input"` in setup.tsx).
  FormNativeControl: { arb: fc.constant(undefined), bad: [] },
  null: { arb: fc.constant(null), bad: [] },
  undefined: { arb: fc.constant(undefined), bad: [] },
  void: { arb: fc.constant(undefined), bad: [] },
  false: { arb: fc.constant(false), bad: [] },
  'Partial<PaginationLabels>': paginationLabels,
  // A RangeSlider's value and thumb names: pairs, and the wrong shapes a caller without types passes.
  '[number, number]': {
    arb: fc.tuple(number.arb, number.arb),
    bad: [[], [1], [2, 1], [Number.NaN, 1], [0, Infinity], [1, 2, 3], 5],
  },
  '[string, string]': { arb: fc.tuple(string.arb, string.arb), bad: [[], [''], ['a', 'b', 'c']] },
  'RecursivePartial<DatepickerLocaleValues>': partial(enGB.datepicker),
  'RecursivePartial<SelectLocaleValues>': partial(enGB.select),
  'RecursivePartial<SearchLocaleValues>': partial(enGB.search),
  'Partial<ToastLocaleValues>': partial(enGB.toast),
  'Record<string, PartialLocaleValues>': {
    arb: fc.dictionary(fc.constantFrom('en-GB', 'de', 'fr-CA', 'xx', ''), partialOf({ ...enGB }), {
      noNullPrototype: true,
    }),
    bad: [{}, { '': {} }],
  },
  // A range's two ends, in either order (an end before the start is an error), and broken shapes.
  DateRangeValue: {
    arb: fc.record({ start: fc.option(validDate, { nil: null }), end: fc.option(validDate, { nil: null }) }),
    bad: [
      {},
      [null, null],
      { start: new Date(Number.NaN), end: null },
      { start: new Date(2026, 0, 9), end: new Date(2026, 0, 5) },
    ],
  },
  'SelectLookup<T, U>': '(query: string | undefined) => Promise<T | T[]>',
  // Sticky's and Visibility's context: a ref (empty in a render), or none; a ref-like with no
  // current element counts as none.
  ElementOrRef: { arb: fc.constantFrom<unknown>(null, undefined, { current: null }), bad: [{}] },
  // Popup's anchor: none, an empty ref, or a virtual point (an element ref is empty in a render).
  // A current with no box is refused once mounted, as Popup.test.tsx checks.
  'RefObject<Element | VirtualElement | null | undefined>': {
    arb: fc.constantFrom<unknown>(
      undefined,
      { current: null },
      {
        current: { getBoundingClientRect: () => ({ left: 10, top: 10, width: 0, height: 0 }) },
      },
    ),
    bad: [{}],
  },
  VisibilityOffset: {
    arb: fc.oneof(
      fc.integer({ min: -500, max: 500 }),
      fc.integer({ min: 0, max: 100 }).map((n) => `${n}%`),
      fc.tuple(fc.integer({ min: 0, max: 500 }), fc.constantFrom('0%', '10%', '50%')),
    ),
    bad: [...BAD_NUMBERS, '', 'x%', [], [1], [1, 2, 3], ['10%', Number.NaN]],
  },
  VisibilityCallback: '(calculations: VisibilityCalculations) => void',
  'Record<string, VisibilityCallback>': {
    arb: fc.constantFrom<unknown>({}, { '50%': () => undefined, 100: () => undefined }),
    bad: [{ '': () => undefined }, { '-5%': () => undefined }],
  },
};

/** The index of the bracket that closes the one at `open`, in `text`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && text[i + 1] === '>') {
      i++;
      continue;
    }
    if ('(<[{'.includes(c)) depth++;
    else if (')>]}'.includes(c) && --depth === 0) return i;
  }
  return -1;
}

/** `text` split at `|` outside brackets and outside the return types of callbacks. */
function unionParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && text[i + 1] === '>') {
      // A callback's return type runs to the end: `(a) => X | Y` is one callback.
      if (depth === 0) break;
      i++;
    } else if ('(<[{'.includes(c)) depth++;
    else if (')>]}'.includes(c)) depth--;
    else if (c === '|' && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  return parts;
}

const LITERAL = /^"[^"]*"$|^'[^']*'$|^-?\d+(?:\.\d+)?$|^true$|^false$/;

/** The value of a literal type text: `"a"`, `'a'`, `3`, `true`. */
const literal = (p: string): string | number | boolean =>
  p === 'true' ? true : p === 'false' ? false : /^["']/.test(p) ? p.slice(1, -1) : Number(p);

/** Arrays of `item`, also with `null` in them and with duplicates (the classic bad arrays). */
function arrayOf(item: ValueSpec): ValueSpec {
  const arb = fc.array(item.arb, { maxLength: 6 });
  const first = fc.sample(item.arb, { numRuns: 1, seed: 1 })[0];
  return {
    arb,
    bad: [[], [null], [first, null], [first, first], ...item.bad.slice(0, 2).map((b) => [b])],
  };
}

/**
 * The arbitrary for one type text. Throws for a text it cannot read, naming the component and the
 * prop, so that a prop of a new type fails the fuzz test until it gets an arbitrary.
 */
export function specFor(text: string, generics: Generics, where: string): ValueSpec {
  const t = text.trim();
  if (t.startsWith('(') && closing(t, 0) === t.length - 1) return specFor(t.slice(1, -1), generics, where);
  // A shorthand's props object with its React key: the props' own spec.
  const keyed = / & \{ key\?: string \| number \| undefined; \}$/.exec(t);
  if (keyed) return specFor(t.slice(0, keyed.index), generics, where);
  const named = NAMED[t];
  if (typeof named === 'string') return specFor(named, generics, where);
  if (named) return named;
  const generic = generics[t];
  if (generic) return generic;
  const parts = unionParts(t);
  // Unions of literals (strings, numbers, booleans), and a single literal.
  if (parts.every((p) => LITERAL.test(p))) {
    const choices = parts.map(literal);
    const strings = choices.filter((c): c is string => typeof c === 'string');
    const bad: unknown[] = [];
    if (strings.length) bad.push('', 'not-a-choice', strings[0]!.toUpperCase());
    if (choices.some((c) => typeof c === 'number')) bad.push(0, -1, 17, 2.5, Number.NaN);
    return { arb: fc.constantFrom(...choices), bad: bad.filter((b) => !choices.includes(b as never)) };
  }
  if (parts.length === 1) {
    const shorthand = /^Shorthand<(.+)>$/.exec(t);
    if (shorthand) return shorthandOf(shorthand[1]!.trim());
    if (/^Handler<.+>$/.test(t)) return handler;
    const readonlyArray = /^ReadonlyArray<(.+)>$/.exec(t);
    if (readonlyArray) return arrayOf(specFor(readonlyArray[1]!, generics, where));
  }
  if (parts.length > 1) {
    const specs = parts.map((p) => specFor(p, generics, where));
    return { arb: fc.oneof(...specs.map((s) => s.arb)), bad: specs.flatMap((s) => s.bad) };
  }
  if (t.startsWith('(')) {
    const end = closing(t, 0);
    const rest = t.slice(end + 1).trim();
    if (end > 0 && rest.startsWith('=>')) {
      const returns = rest.slice(2).trim();
      if (returns === 'void') return { arb: fc.constant(() => undefined), bad: [] };
      return { arb: fc.func(specFor(returns, generics, where).arb), bad: [] };
    }
  }
  const array = /^(?:readonly )?(.+)\[\]$/.exec(t);
  if (array) return arrayOf(specFor(array[1]!, generics, where));
  const promise = /^Promise<(.+)>$/.exec(t);
  if (promise) {
    const inner = specFor(promise[1]!, generics, where);
    return { arb: inner.arb.map((v) => Promise.resolve(v)), bad: [] };
  }
  // A part's props named alone (a shorthand spelled out by the docs' types): its props objects.
  if (/^[A-Z]\w*Props$/.test(t)) return propsObject(t);
  throw new Error(
    `fuzz: no arbitrary for the type "${t}" of ${where}; add one in test-utils/fuzz/types.tsx.`,
  );
}
