// Runs the prop fuzz of one component with a given renderer (the browser's or the server's), and
// judges every render: it rendered, or it threw one of the library's documented errors. Shared by
// the test (jsdom) and by the server worker, so both sides run the same cases in the same order.
import fc from 'fast-check';
import { isValidElement, type ReactElement } from 'react';
import { MISSING_MENU_ERROR } from '../../modules/dropdown/Dropdown.js';
import { SIBLING_MISSING_ERROR, SIDEBAR_MISSING_ERROR } from '../../modules/sidebar/index.js';
import { MISSING_CONTENT_ERROR, NO_TABS_ERROR } from '../../modules/tabs/index.js';
import { SETUP } from './setup.js';
import { specFor } from './types.js';

/** The part of a generated API entry (site/build/docgen.ts) the fuzz needs. */
export interface FuzzApi {
  name: string;
  props: Array<{ name: string; type: string }>;
  events: Array<{ name: string; type: string }>;
}

export interface RenderResult {
  /** What the render threw, if anything (on the client: what reached the error boundary). */
  error: unknown;
  /** console.error and console.warn calls during the render, as text. */
  logs: string[];
  ms: number;
}
export type Renderer = (tree: ReactElement) => Promise<RenderResult>;

export interface PropReport {
  prop: string;
  /** One line per case, in order: `ok` or the error's message (compared between client and server). */
  outcomes: string[];
  /** Why the property failed (fast-check's report, with its seed and counterexample), or null. */
  failure: string | null;
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  render: Renderer;
  /** A render slower than this fails: it is taken for a hang (generous, not a speed test). */
  capMs: number;
  /** Called before every render (the server worker's heartbeat). */
  onCase?: (label: string) => void;
}

/**
 * Errors with a fixed text, allowed wherever a case triggers them: the structure errors of DESIGN.md
 * and a dropdown without a menu (its children replaced by a fuzzed node).
 */
export const FIXED_ERRORS: readonly string[] = [
  MISSING_MENU_ERROR,
  MISSING_CONTENT_ERROR,
  NO_TABS_ERROR,
  SIDEBAR_MISSING_ERROR,
  SIBLING_MISSING_ERROR,
];

/**
 * The development warnings (console.error, not thrown) the elements give for an accessibility
 * mistake of the caller's, each with the component that gives it and the prop it is about. A
 * render may log one of these when the warning names the component and the prop, or when it comes
 * from a part another component builds from a shorthand prop (a `Header`'s `image` with no alt).
 */
export const DEV_WARNINGS: ReadonlyArray<{ component: string; prop: string; pattern: RegExp }> = [
  { component: 'Image', prop: 'alt', pattern: /^sui-react: Image has no alt text \(src .*\)\./ },
  { component: 'Input', prop: 'label', pattern: /^sui-react: Input has a label but no id or name/ },
  {
    component: 'Button',
    prop: 'aria-label',
    pattern: /^Button: a button that shows only an icon needs a name for screen readers: give it aria-label/,
  },
  // Form.Select, Form.Dropdown and compat's Dropdown share the adapter that says so.
  {
    component: 'Dropdown',
    prop: 'header',
    pattern: /^sui-react: a dropdown's header is not drawn with lazyLoad or above \d+ options/,
  },
];

/** Whether a logged line is one of the documented development warnings, acceptable for this case. */
function documentedWarning(component: string, props: readonly string[], log: string): boolean {
  const warning = DEV_WARNINGS.find((w) => w.pattern.test(log));
  if (!warning) return false;
  if (warning.component !== component) return true;
  return log.includes(warning.prop) && (props.includes(warning.prop) || namesProp(log, props, null));
}

/**
 * The names an error may call a component by: its export name, and the kit's dotted name for a
 * part (`ButtonGroup` is `Button.Group` in the errors, `PlaceholderLine` is `Placeholder.Line`), and
 * for a Form.X the X it draws (Form.Button's button names itself Button in its errors).
 */
function componentNames(component: string): string[] {
  const dotted = component.replace(/^([A-Z][a-z]+)(?=[A-Z])/, '$1.');
  // A Form.X is a field around the X element or module, whose own errors name X (`Button: …`).
  const control = /^Form([A-Z]\w+)$/.exec(component)?.[1];
  return dotted === component ? [component] : control ? [component, dotted, control] : [component, dotted];
}

/** String(value), or '' for a value that has no text (an object without a prototype). */
function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return '';
  }
}

/** Whether an error message shows the value (or, for arrays and objects, a part of it). */
function namesValue(message: string, value: unknown, depth = 0): boolean {
  if (typeof value === 'function' || isValidElement(value)) return true;
  if (value instanceof Date) return message.includes(text(value)) || message.includes('Invalid Date');
  if (value !== null && typeof value === 'object') {
    if (depth > 2) return true;
    const entries = Object.entries(value);
    if (!entries.length) return message.includes(Array.isArray(value) ? '[]' : '{}');
    return (
      message.includes(text(value)) ||
      entries.some(
        ([k, v]) => (Array.isArray(value) ? false : message.includes(k)) || namesValue(message, v, depth + 1),
      )
    );
  }
  return message.includes(text(value)) || message.includes(JSON.stringify(value) ?? text(value));
}

/** Whether an error message names a prop: the prop itself, or for an object value one of its keys. */
function namesProp(message: string, props: readonly string[], value: unknown): boolean {
  if (props.some((p) => message.includes(p))) return true;
  return value !== null && typeof value === 'object' && Object.keys(value).some((k) => message.includes(k));
}

/** Why a render's result is not acceptable, or null when it is. */
export function judge(
  component: string,
  props: readonly string[],
  value: unknown,
  result: RenderResult,
  capMs: number,
): string | null {
  if (result.ms > capMs) return `the render took ${Math.round(result.ms)} ms (cap ${capMs} ms)`;
  const logs = result.logs.filter((log) => !documentedWarning(component, props, log));
  if (logs.length) return `the render logged: ${logs.join(' | ')}`;
  const { error } = result;
  if (error === undefined || error === null) return null;
  if (!(error instanceof Error)) return `the render threw a non-Error: ${text(error)}`;
  const { message } = error;
  if (FIXED_ERRORS.includes(message)) return null;
  const named = componentNames(component).some((name) => message.includes(name));
  if (named && namesProp(message, props, value) && namesValue(message, value)) return null;
  return `the render threw an error that does not name ${component}, ${props.join('/')} and the value: ${error.name}: ${message}`;
}

/** A value as text, the same in every thread (React elements by their type only). */
export function show(value: unknown): string {
  if (isValidElement(value)) {
    const type = value.type as string | { name?: string };
    return `<${typeof type === 'string' ? type : (type.name ?? 'Component')}>`;
  }
  if (Array.isArray(value)) return `[${value.map(show).join(', ')}]`;
  // A function's text differs between the two bundlers, and fast-check's functions print the calls made.
  if (typeof value === 'function') return 'function';
  if (value instanceof Date || value === null || typeof value !== 'object') {
    return fc.stringify(value);
  }
  return `{${Object.entries(value)
    .map(([k, v]) => `${JSON.stringify(k)}: ${show(v)}`)
    .join(', ')}}`;
}

const outcomeOf = (result: RenderResult) =>
  result.error instanceof Error ? result.error.message : result.error == null ? 'ok' : text(result.error);

/** A stable 32-bit hash of a text (so each prop keeps its seed when others are added). */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
}

/**
 * Fuzzes every prop and event of one component: the bad values of its type first, then `runs`
 * arbitrary values. Throws (loudly) when the component has no setup or a prop has an unknown type.
 */
export async function fuzzComponent(api: FuzzApi, options: FuzzOptions): Promise<PropReport[]> {
  const setup = SETUP[api.name];
  if (!setup) throw new Error(`fuzz: ${api.name} has no setup in test-utils/fuzz/setup.tsx.`);
  const reports: PropReport[] = [];
  for (const prop of [...api.props, ...api.events]) {
    const spec = specFor(prop.type, setup.generics ?? {}, `${api.name}.${prop.name}`);
    const outcomes: string[] = [];
    let failure: string | null = null;
    const property = fc.asyncProperty(spec.arb, async (value) => {
      options.onCase?.(`${api.name}.${prop.name} = ${show(value)}`);
      const result = await options.render(setup.render({ [prop.name]: value }));
      outcomes.push(`${show(value)} → ${outcomeOf(result)}`);
      const problem = judge(api.name, [prop.name], value, result, options.capMs);
      if (problem) throw new Error(problem);
    });
    const details = await fc.check(property, {
      seed: options.seed ^ hash(`${api.name}.${prop.name}`),
      numRuns: options.runs,
      examples: spec.bad.map((v) => [v] as [unknown]),
    });
    if (details.failed) {
      const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
      const value = details.counterexample ? show(details.counterexample[0]) : '?';
      failure = `${api.name}.${prop.name} = ${value}: ${error} (seed ${String(details.seed)}, path "${details.counterexamplePath ?? ''}")`;
    }
    reports.push({ prop: prop.name, outcomes, failure });
  }
  // Every prop at once (each one present or not): errors must still name the component and a prop.
  const all = [...api.props, ...api.events];
  if (all.length > 1) {
    const record = fc.record(
      Object.fromEntries(
        all.map((p) => {
          const spec = specFor(p.type, setup.generics ?? {}, `${api.name}.${p.name}`);
          return [p.name, spec.bad.length ? fc.oneof(spec.arb, fc.constantFrom(...spec.bad)) : spec.arb];
        }),
      ),
      { requiredKeys: [], noNullPrototype: true },
    );
    const outcomes: string[] = [];
    const property = fc.asyncProperty(record, async (props) => {
      options.onCase?.(`${api.name} all props = ${show(props)}`);
      const result = await options.render(setup.render(props));
      outcomes.push(`${show(props)} → ${outcomeOf(result)}`);
      const problem = judge(api.name, Object.keys(props), props, result, options.capMs);
      if (problem) throw new Error(problem);
    });
    const details = await fc.check(property, {
      seed: options.seed ^ hash(`${api.name}.*`),
      numRuns: options.runs,
    });
    const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
    const failure = details.failed
      ? `${api.name} all props = ${details.counterexample ? show(details.counterexample[0]) : '?'}: ${error} (seed ${String(details.seed)}, path "${details.counterexamplePath ?? ''}")`
      : null;
    reports.push({ prop: '*', outcomes, failure });
  }
  for (const [i, combo] of (setup.combos ?? []).entries()) {
    const label = `${api.name} combo ${i + 1} ${show(combo)}`;
    options.onCase?.(label);
    const result = await options.render(setup.render(combo));
    const value = Object.values(combo).length === 1 ? Object.values(combo)[0] : combo;
    const problem = judge(api.name, Object.keys(combo), value, result, options.capMs);
    reports.push({
      prop: `combo ${i + 1}`,
      outcomes: [`${label} → ${outcomeOf(result)}`],
      failure: problem && `${label}: ${problem}`,
    });
  }
  return reports;
}
