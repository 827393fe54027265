// No unknown prop ever reaches the DOM (DESIGN.md, "Two vocabularies, one kit"). Every component
// the package root exports (modules, collections, elements: a new one is picked up by itself) is
// rendered with every prop and event its API table documents (site/build/docgen.ts) set to a value
// of its type, twice (the first and then the last choice of each union), under StrictMode. It fails
// on any console error or warning (React's "does not recognize the X prop", "Received `true` for a
// non-boolean attribute", "Unknown event handler property"…), and on any documented prop handed to
// a DOM element that is no attribute or event of that element. The second check sees what React's
// warnings cannot: React warns about a prop name once per process, and drops a leaked `true`
// without a trace after that.
//
// A component renders alone with the generated props unless SETUP gives it a tree (a context it
// needs), values of its own (type parameters, values that must agree) or props that cannot be set
// together (each is then rendered in a render of its own).
import { render } from '@testing-library/react';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { StrictMode, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as lib from './index.js';
import { SAMPLE_ITEMS } from './test-utils/samples.js';

type Props = Record<string, unknown>;

// Every element the library's JSX creates goes through the JSX runtime: the DOM ones (a string
// type) and their props are recorded while a component renders.
const { hosts, recording } = vi.hoisted(() => {
  const hosts = { on: false, seen: [] as Array<{ type: string; props: Record<string, unknown> }> };
  const recording =
    (jsx: (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => unknown) =>
    (type: unknown, props: Record<string, unknown>, ...rest: unknown[]) => {
      if (hosts.on && typeof type === 'string') hosts.seen.push({ type, props });
      return jsx(type, props, ...rest);
    };
  return { hosts, recording };
});
vi.mock('react/jsx-dev-runtime', async (original) => {
  const actual = await original<typeof import('react/jsx-dev-runtime')>();
  return { ...actual, jsxDEV: recording(actual.jsxDEV as never) };
});
vi.mock('react/jsx-runtime', async (original) => {
  const actual = await original<typeof import('react/jsx-runtime')>();
  return { ...actual, jsx: recording(actual.jsx as never), jsxs: recording(actual.jsxs as never) };
});

interface ApiProp {
  name: string;
  type: string;
}
interface Api {
  name: string;
  props: ApiProp[];
  events: ApiProp[];
}

// The API of the package root (typed here: the docgen module sits in the site, outside this
// package's type-check), as the prop fuzz reads it.
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const docgen = (await import(/* @vite-ignore */ join(REPO, 'site/build/docgen.ts'))) as {
  documentModule(entry: string): Api[];
};
const APIS = docgen.documentModule('index.ts');

// Any component of the library, called with generated props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = ComponentType<any>;
const C = lib as unknown as Record<string, Loose | undefined>;
const L = lib as unknown as { [K in keyof typeof lib]: Loose };

interface Setup {
  /** The tree the component renders in; by default, the component alone. */
  render?: (props: Props) => ReactElement;
  /** Values that replace the generated ones. */
  values?: Props;
  /** Type parameters (`T`, `U`…) as the type texts name them. */
  generics?: Props;
  /** Props that cannot be set with others: each is rendered on its own, without the ones listed. */
  apart?: Record<string, readonly string[]>;
}

const {
  Accordion,
  AccordionPanel,
  Dropdown,
  DropdownDivider,
  DropdownHeader,
  DropdownItem,
  DropdownMenu,
  Message,
  MultiSelect,
  Popup,
  Radio,
  Select,
  SelectOption,
  SelectSearch,
  Sidebar,
  SidebarContainer,
  SidebarSibling,
  TabContent,
  TabHeader,
  Tabset,
  TableRow,
  TableCell,
  TableHeaderCell,
  TableHeader,
  TableBody,
  TableFooter,
} = L;

/** Options as the docs use them: `{ id, name }`, shown by `name`, valued by `id`. */
const OPTIONS = { options: SAMPLE_ITEMS, labelField: 'name', valueField: 'id' };
const ITEM = { generics: { T: SAMPLE_ITEMS[1], U: 1 } };
const tabs = (header: Props, content: Props) => (
  <Tabset>
    <TabHeader id="x" {...header}>
      One
    </TabHeader>
    <TabContent id="x" {...content}>
      Content
    </TabContent>
  </Tabset>
);
const sidebar = (bar: Props, sibling: Props) => (
  <SidebarContainer>
    <Sidebar {...bar}>Menu</Sidebar>
    <SidebarSibling {...sibling}>Page</SidebarSibling>
  </SidebarContainer>
);
const dropdown = (menu: ReactNode) => (
  <Dropdown text="Menu" defaultOpen>
    <DropdownMenu>{menu}</DropdownMenu>
  </Dropdown>
);
const slider = { min: 0, max: 10, step: 1, pageMultiplier: 2 };
/** A table's part in the tree HTML allows it, its children through shorthand (no text in a `tr`). */
const inTable = (part: ReactNode) => <table>{part}</table>;
const inRow = (cell: ReactNode) =>
  inTable(
    <tbody>
      <tr>{cell}</tr>
    </tbody>,
  );

/** The components that need more than their generated props. */
const SETUP: Record<string, Setup> = {
  Accordion: { values: { children: <AccordionPanel title="One">Body</AccordionPanel> } },
  AccordionPanel: { render: (p) => <Accordion>{<AccordionPanel {...p} />}</Accordion> },
  Datepicker: { values: { trigger: <button type="button">Pick</button> } },
  // Form: a real action; each control keeps its own `control` (another one takes other props).
  FormButton: { values: { control: undefined } },
  FormCheckbox: { values: { control: undefined, tabIndex: 0 } },
  // A header is drawn above a list drawn whole (not lazyLoad): with lazyLoad it is refused in words.
  FormDropdown: { values: { control: undefined }, apart: { lazyLoad: ['header'] } },
  FormInput: { values: { control: undefined } },
  FormRadio: { values: { control: undefined, tabIndex: 0 } },
  FormSelect: { values: { control: undefined }, apart: { lazyLoad: ['header'] } },
  FormTextArea: { values: { control: undefined, rows: 2, defaultValue: undefined } },
  TextArea: { values: { rows: 2, defaultValue: undefined } },
  DateRangePicker: { values: { startName: 'start', endName: 'end' } },
  Dropdown: {
    values: {
      children: (
        <DropdownMenu>
          <DropdownItem>One</DropdownItem>
        </DropdownMenu>
      ),
    },
  },
  DropdownDivider: { render: (p) => dropdown(<DropdownDivider {...p} />) },
  DropdownHeader: { render: (p) => dropdown(<DropdownHeader {...p} />) },
  DropdownItem: { render: (p) => dropdown(<DropdownItem {...p} />) },
  DropdownMenu: { render: (p) => <Dropdown text="Menu">{<DropdownMenu {...p} />}</Dropdown> },
  // A video or a page, never both; the iframe (children: none) to see its attributes once active.
  Embed: {
    values: { url: 'https://example.com/', children: undefined },
    apart: { url: ['source', 'videoId'] },
  },
  LocalizationProvider: { values: { language: 'en-GB', locales: {} } },
  Modal: { generics: { A: 'yes', D: 'no' } },
  MultiSelect: {
    ...ITEM,
    values: { ...OPTIONS, maxSelected: 2 },
    apart: { optionsLookup: ['optionsFilter'] },
  },
  Popup: { values: { children: <button type="button">Trigger</button> } },
  PopupConfigProvider: {
    values: {
      children: (
        <Popup content="Tip" defaultOpen>
          <button type="button">Trigger</button>
        </Popup>
      ),
    },
  },
  Radio: { generics: { T: 'a' } },
  RadioGroup: { generics: { T: 'a' }, values: { children: <Radio value="a" label="A" /> } },
  RangeSlider: { values: { ...slider, value: [2, 5], defaultValue: [2, 5] } },
  Search: {
    generics: { T: SAMPLE_ITEMS[1] },
    values: { options: SAMPLE_ITEMS, optionsField: 'name' },
    apart: { optionsLookup: ['options', 'optionsFilter'] },
  },
  Select: { ...ITEM, values: OPTIONS, apart: { optionsLookup: ['optionsFilter'] } },
  SelectOption: {
    ...ITEM,
    render: (p) => (
      <Select {...OPTIONS} aria-label="Fruit">
        {() => <SelectOption {...p} />}
      </Select>
    ),
  },
  SelectSearch: {
    render: (p) => (
      <MultiSelect {...OPTIONS} aria-label="Fruits">
        {() => <SelectSearch {...p} />}
      </MultiSelect>
    ),
  },
  Sidebar: { render: (p) => sidebar(p, {}) },
  SidebarContainer: {
    render: (p) => <SidebarContainer {...p}>{sidebar({}, {}).props.children}</SidebarContainer>,
  },
  SidebarSibling: { render: (p) => sidebar({}, p) },
  Slider: { values: { ...slider, value: 5, defaultValue: 5 } },
  TabContent: { render: (p) => tabs({}, { ...p, id: 'x' }) },
  TabHeader: { render: (p) => tabs({ ...p, id: 'x' }, {}) },
  Tabset: { render: (p) => <Tabset {...p}>{tabs({}, {}).props.children}</Tabset> },
  Table: {
    generics: { T: 'a' },
    values: {
      as: 'table',
      children: undefined,
      tableData: ['a'],
      renderBodyRow: (d: string) => ({ cells: [d] }),
    },
  },
  TableBody: { values: { as: 'tbody', children: undefined }, render: (p) => inTable(<TableBody {...p} />) },
  TableCell: { values: { as: 'td' }, render: (p) => inRow(<TableCell {...p} />) },
  TableFooter: {
    values: { as: 'tfoot', content: undefined, children: undefined },
    render: (p) => inTable(<TableFooter {...p} />),
  },
  TableHeader: {
    values: { as: 'thead', content: undefined, children: undefined },
    render: (p) => inTable(<TableHeader {...p} />),
  },
  TableHeaderCell: { values: { as: 'th' }, render: (p) => inRow(<TableHeaderCell {...p} />) },
  TableRow: {
    values: { as: 'tr', children: undefined },
    render: (p) =>
      inTable(
        <tbody>
          <TableRow {...p} />
        </tbody>,
      ),
  },
};

/** Values for the type texts that name a library type. */
const NAMED: Record<string, unknown> = {
  string: 'x',
  number: 1,
  boolean: true,
  true: true,
  ReactNode: 'Text',
  Content: 'Text',
  ReactElement: <span>Element</span>,
  ElementType: 'div',
  CSSProperties: {},
  Date: new Date(2026, 0, 15),
  IconName: 'user',
  FlagName: 'fr',
  GridOnly: 'tablet mobile',
  GridReversed: 'computer vertically',
  EmojiName: 'smile',
  DateRangeValue: { start: null, end: null },
  EmbedIframeProps: { allowFullScreen: true },
  // Sticky's and Visibility's context: a ref (empty while the component renders).
  ElementOrRef: { current: null },
  // Popup's anchor: a virtual point (an element ref is empty while the popup renders).
  'RefObject<Element | VirtualElement | null | undefined>': {
    current: { getBoundingClientRect: () => ({ left: 10, top: 10, width: 0, height: 0 }) },
  },
  VisibilityOffset: 10,
  VisibilityCallback: () => undefined,
  'Record<string, VisibilityCallback>': { '50%': () => undefined },
  '[number, number]': [2, 5],
  '[string, string]': ['From', 'To'],
  // Semantic UI React's option value (a select's active label), and a label maker's Label props.
  DropdownValue: 'x',
  DropdownLabelShorthand: { color: 'red', content: 'Tag', icon: 'check', detail: 2 },
};

/** A value a function returning `type` gives. */
function returned(type: string): unknown {
  if (type === 'void') return undefined;
  if (type.startsWith('Promise<')) return Promise.resolve([]);
  return valueOf(type, 0, {});
}

/** The index of the bracket that closes the one at `open` in `text` (an arrow's `>` is none). */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && text[i + 1] === '>') i++;
    else if ('(<[{'.includes(c)) depth++;
    else if (')>]}'.includes(c) && --depth === 0) return i;
  }
  return -1;
}

/** `text` split at the `|`s outside brackets (a callback's return type runs to the end). */
function unionParts(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '=' && text[i + 1] === '>') {
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

const NONE = Symbol('none');

/**
 * A value of the type text `type`: for a union, its first (`pick` 0) or last (`pick` 1) member that
 * sets something (not false, null or undefined). NONE when the text names a type this test cannot
 * make a value of.
 */
function valueOf(type: string, pick: 0 | 1, generics: Props): unknown {
  const t = type.trim();
  if (t in generics) return generics[t];
  if (t in NAMED) return NAMED[t];
  const parts = unionParts(t);
  if (parts.length > 1) {
    const values = parts
      .filter((p) => !['false', 'null', 'undefined'].includes(p))
      .map((p) => valueOf(p, pick, generics))
      .filter((v) => v !== NONE);
    return values.length ? values[pick === 0 ? 0 : values.length - 1] : NONE;
  }
  if (/^(["']).*\1$/.test(t)) return t.slice(1, -1);
  if (/^-?\d+$/.test(t)) return Number(t);
  if (t.startsWith('(') && closing(t, 0) === t.length - 1) return valueOf(t.slice(1, -1), pick, generics);
  if (t.startsWith('(')) {
    const end = closing(t, 0);
    const rest = t.slice(end + 1).trim();
    if (end > 0 && rest.startsWith('=>')) return () => returned(rest.slice(2).trim());
  }
  if (t.startsWith('Handler<')) return () => undefined;
  // Shorthand: a string is one of its forms. Partial locale texts and labels: none given.
  if (t.startsWith('Shorthand<')) return 'Text';
  if (/^(Partial|RecursivePartial|Record)</.test(t)) return {};
  const array = /^(?:readonly (.+)\[\]|(.+)\[\]|ReadonlyArray<(.+)>)$/.exec(t);
  if (array) {
    const item = valueOf(array[1] ?? array[2] ?? array[3]!, pick, generics);
    return item === NONE ? [] : [item];
  }
  if (/^\w+<.*>$/.test(t) && /Lookup/.test(t)) return () => Promise.resolve([]);
  return NONE;
}

/** Every documented prop and event of `api`, valued; throws for a type text with no value. */
function allProps(api: Api, setup: Setup, pick: 0 | 1): Props {
  const props: Props = {};
  for (const prop of [...api.props, ...api.events]) {
    // `as` picks the element: the DOM check would take the element's own attributes for leaks.
    if (prop.name === 'as' && pick === 0) continue;
    const value = valueOf(prop.type, pick, setup.generics ?? {});
    if (value === NONE) {
      throw new Error(
        `${api.name}.${prop.name}: no value for the type "${prop.type}"; add one to NAMED or to SETUP.${api.name} in no-unknown-props.test.tsx.`,
      );
    }
    props[prop.name] = value;
  }
  return { ...props, ...setup.values };
}

/** The lower-cased properties of a DOM element of each tag: its attributes and event handlers. */
const DOM_NAMES = new Map<string, Set<string>>();
function domNames(tag: string): Set<string> {
  let names = DOM_NAMES.get(tag);
  if (!names) {
    names = new Set(['classname', 'htmlfor', 'style', 'defaultvalue', 'defaultchecked', 'inert']);
    for (let o: object | null = document.createElement(tag); o; o = Object.getPrototypeOf(o)) {
      for (const name of Object.getOwnPropertyNames(o)) names.add(name.toLowerCase());
    }
    DOM_NAMES.set(tag, names);
  }
  return names;
}

/** Documented props of `api` handed to a DOM element that has no attribute or event of that name. */
function leaks(api: Api): string[] {
  const documented = new Set([...api.props, ...api.events].map((p) => p.name));
  const found = new Set<string>();
  for (const { type, props } of hosts.seen) {
    for (const key of Object.keys(props)) {
      // An undefined value never reaches the DOM: React leaves the attribute out.
      if (!documented.has(key) || /^(aria|data)-/.test(key) || key === 'children' || props[key] === undefined)
        continue;
      if (!domNames(type).has(key.toLowerCase())) found.add(`<${type} ${key}>`);
    }
  }
  return [...found];
}

/** Renders `tree` under StrictMode and unmounts it; returns what was logged. */
function renderLogged(tree: ReactElement): string[] {
  const logs: string[] = [];
  const log = (...args: unknown[]) => logs.push(args.map(String).join(' '));
  const error = vi.spyOn(console, 'error').mockImplementation(log);
  const warn = vi.spyOn(console, 'warn').mockImplementation(log);
  hosts.seen = [];
  hosts.on = true;
  try {
    render(<StrictMode>{tree}</StrictMode>).unmount();
  } finally {
    hosts.on = false;
    error.mockRestore();
    warn.mockRestore();
  }
  return logs;
}

afterEach(() => vi.restoreAllMocks());

const components = APIS.filter((api) => typeof C[api.name] === 'function' || typeof C[api.name] === 'object');

describe('no unknown prop reaches the DOM', () => {
  it('finds the components of the package root, and sees the DOM elements they render', () => {
    expect(components.length).toBeGreaterThan(40);
    expect(components.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Message', 'Select', 'Pagination']),
    );
    renderLogged(<Message compact>Text</Message>);
    expect(hosts.seen.map((h) => h.type)).toContain('div');
    expect(hosts.seen.find((h) => h.type === 'div')?.props).not.toHaveProperty('compact');
  });

  it.each(components.map((api) => [api.name, api] as const))(
    '%s, with every documented prop and event set',
    (name, api) => {
      const setup = SETUP[name] ?? {};
      const Component = C[name]!;
      const draw = setup.render ?? ((p: Props) => <Component {...p} />);
      for (const pick of [0, 1] as const) {
        const all = allProps(api, setup, pick);
        // Props that cannot be set with others: first without them, then each one with the others
        // it allows.
        const apart = Object.entries(setup.apart ?? {});
        const without = { ...all };
        for (const [alone] of apart) delete without[alone];
        const cases = [
          without,
          ...apart.map(([, drop]) => {
            const one = { ...all };
            for (const other of drop) delete one[other];
            return one;
          }),
        ];
        for (const props of cases) {
          const logs = renderLogged(draw(props));
          const values = pick === 0 ? 'first values' : 'last values, `as` set';
          expect(logs, `${name} (${values}): console errors and warnings`).toEqual([]);
          // With `as` set, the element is the caller's choice, and so are its attributes.
          if (pick === 0) expect(leaks(api), `${name}: documented props handed to DOM elements`).toEqual([]);
        }
      }
    },
  );
});
