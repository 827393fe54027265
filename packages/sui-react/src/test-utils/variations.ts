// Checks a component's variation table (internal/kit.ts) against the kit's stylesheet, both ways:
// - every value a prop's type allows gives classes that one compound selector of the component's
//   CSS file holds together (`attached="top"` needs `.top.attached…`), so a prop cannot produce a
//   class the kit has no rule for;
// - every class the CSS file uses beside the component's base class is given by some prop, or is
//   listed in `notProps` with the reason, so a documented variation cannot lack its prop.
// The values come from the component's TypeScript types (read by the docs' API generator), so the
// types, the tables and the CSS cannot drift apart.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { documentFile } from '../../../../site/build/docgen.js';
import { ruleClass, type VariationTable } from '../internal/kit.js';

export interface VariationCase {
  /** The exported component, as the API table names it (`ButtonGroup`). */
  component: string;
  /** Its table of variation props. */
  table: VariationTable;
  /** The classes every instance has besides its variations (`['ui', 'buttons']`). */
  base: readonly string[];
  /**
   * Classes the CSS uses beside `base` that no prop of this component gives, each with the reason
   * (a state another component sets, a part's class, a variation of another element).
   */
  notProps?: Readonly<Record<string, string>>;
  /** Classes that stand for an open prop's values (an icon's name), left out of the second check. */
  openClass?: (cls: string) => boolean;
  /** Props whose values are open (an icon's name): the check takes these sample values instead. */
  samples?: Readonly<Record<string, readonly unknown[]>>;
}

const require = createRequire(import.meta.url);

/** The compound selectors of a CSS file, each as its set of classes. */
export function compounds(cssFile: string): Array<Set<string>> {
  const css = readFileSync(require.resolve(`fomantic-ui-css/components/${cssFile}.css`), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    // `.\35 00px` is CSS for the class `500px` (a class cannot start with a digit unescaped).
    .replace(/\\3(\d) /g, '$1')
    // @media and @supports wrap rules: their own text is no selector.
    .replace(/@[^{;]+\{/g, '')
    // The kit matches some variations by a part of the class list (`.icon[class*="top right"]`):
    // read those as the classes they name.
    .replace(/\[class[*~]?="([^"]+)"\]/g, (_, names: string) => `.${names.trim().split(/\s+/).join('.')}`);
  const out: Array<Set<string>> = [];
  for (const [, selectors] of css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)) {
    for (const compound of selectors!.split(/[\s,>+~()]+/)) {
      const classes = [...compound.matchAll(/\.(-?[_a-zA-Z0-9][\w-]*)/g)].map(([, name]) => name!);
      if (classes.length) out.push(new Set(classes));
    }
  }
  return out;
}

/** The values a prop's type (as the API table prints it) allows, or null when they are open. */
function valuesOf(type: string): unknown[] | null {
  const values: unknown[] = [];
  for (const part of type.split(' | ')) {
    // A union prints its literals in double quotes; a lone literal as the source spells it.
    if (/^".*"$|^'.*'$/.test(part)) values.push(part.slice(1, -1));
    else if (/^-?\d+(\.\d+)?$/.test(part)) values.push(Number(part));
    else if (part === 'true' || part === 'boolean') values.push(true);
    else if (part !== 'false') return null;
  }
  return values;
}

/**
 * One test per component: each prop's values against the selectors of `cssFile` (or files), then the CSS's classes
 * against the props. `source` is the module that exports the components (relative to src/).
 */
export function testVariations(
  source: string,
  cssFile: string | readonly string[],
  cases: readonly VariationCase[],
): void {
  // A component whose variations the kit spreads over several files (Grid's `container` is in
  // container.css) is checked against all of them.
  const files = [cssFile].flat();
  const css = files.map((file) => `${file}.css`).join(' and ');
  describe(`${source}: variations against ${css}`, () => {
    const selectors = files.flatMap(compounds);
    const api = documentFile(source);
    for (const c of cases) {
      test(`${c.component}: every value of every variation prop has a rule in the kit, every variation a prop`, () => {
        const doc = api.find((d) => d.name === c.component);
        expect(doc, `${c.component} is exported from ${source}`).toBeDefined();
        const given = new Set<string>();
        const missing: string[] = [];
        for (const [prop, entry] of Object.entries(c.table)) {
          const type = doc!.props.find((p) => p.name === prop)?.type;
          expect(type, `${c.component}.${prop} is a documented prop`).toBeDefined();
          const values = c.samples?.[prop] ?? valuesOf(type!);
          expect(
            values,
            `${c.component}.${prop}: ${type} is not a union of literals; give samples`,
          ).not.toBeNull();
          for (const value of values!) {
            const classes = ruleClass(c.component, prop, entry, value).split(' ').filter(Boolean);
            classes.forEach((cls) => given.add(cls));
            const withBase = [...classes, ...c.base.filter((b) => b !== 'ui')];
            if (
              !selectors.some((s) => withBase.every((cls) => s.has(cls))) &&
              !selectors.some((s) => classes.every((cls) => s.has(cls)))
            ) {
              missing.push(`${prop}=${JSON.stringify(value)} gives "${classes.join(' ')}"`);
            }
          }
        }
        expect(missing, `${c.component}: classes with no selector in ${css}`).toEqual([]);
        // The other way: classes written beside the base class in the kit.
        const main = c.base.filter((b) => b !== 'ui');
        const seen = new Set<string>();
        for (const s of selectors) {
          if ((s.has('ui') || !c.base.includes('ui')) && main.every((b) => s.has(b)))
            for (const cls of s) seen.add(cls);
        }
        const unexplained = [...seen].filter(
          (cls) =>
            !c.base.includes(cls) &&
            !given.has(cls) &&
            !(c.notProps && cls in c.notProps) &&
            !c.openClass?.(cls),
        );
        expect(unexplained.sort(), `${c.component}: variations in ${css} with no prop`).toEqual([]);
      });
    }
  });
}
