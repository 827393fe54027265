// Which CSS kit styles which component: every component page is shown, its components are opened
// where they show more when open, and each element they draw is matched, in Chromium, against the
// style rules of Fomantic UI 2.9 and of the original Semantic UI 2.5 (semantic-ui-css). For each
// element, the classes that some rule of a kit styles are compared: a class that Fomantic styles and
// Semantic UI does not is a missing style. The result must equal what the CSS kits guide shows
// (site/src/pages/guides/css-kits/compat.json); `UPDATE_CSS_KITS=1` rewrites that file from it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { format } from 'prettier';
import type { CompatReport, ComponentReport } from '../src/pages/guides/css-kits/compat';
import { expect, goToRoute, openRoute, test } from './fixtures';

const require = createRequire(import.meta.url);
const REPORT = fileURLToPath(new URL('../src/pages/guides/css-kits/compat.json', import.meta.url));

/** The min.css files of a kit's components: all but the page-wide ones and the emoji and flag sets. */
function kitFiles(pkg: string): Record<string, string> {
  const dir = join(dirname(require.resolve(`${pkg}/package.json`)), 'components');
  const files: Record<string, string> = {};
  for (const file of readdirSync(dir).sort()) {
    const name = file.replace(/\.min\.css$/, '');
    if (!file.endsWith('.min.css') || ['reset', 'site', 'emoji', 'flag'].includes(name)) continue;
    // Constructed style sheets ignore @import (semantic-ui-css imports a web font at its top).
    files[name] = readFileSync(join(dir, file), 'utf8').replace(/@import[^;]+;/g, '');
  }
  return files;
}

interface Case {
  path: string;
  title: string;
  /** The elements the component draws (its roots), and nested kit parts that are its own too. */
  own: string[];
  /** Opens what the page shows only on demand. */
  reveal?: (page: Page) => Promise<void>;
}

const cases: Case[] = [
  { path: '/collections/message', title: 'Message', own: ['.ui.message'] },
  { path: '/collections/pagination', title: 'Pagination', own: ['.ui.pagination.menu'] },
  { path: '/modules/accordion', title: 'Accordion', own: ['.ui.accordion'] },
  { path: '/modules/checkbox', title: 'Checkbox and radio button', own: ['.ui.checkbox'] },
  {
    path: '/modules/datepicker',
    title: 'Datepicker',
    own: ['.ui.popup.calendar', '.ui.table'],
    reveal: async (page) => {
      await page.locator('.example-result [role="combobox"]').first().click();
      await expect(page.locator('.ui.popup.calendar.visible')).toHaveCount(1);
    },
  },
  { path: '/modules/dimmer', title: 'Dimmer', own: ['.ui.dimmer'] },
  {
    path: '/modules/dropdown',
    title: 'Dropdown',
    own: ['.ui.dropdown'],
    reveal: async (page) => {
      await page.getByRole('button', { name: 'Dropdown', exact: true }).click();
      await expect(page.locator('.example-result .menu.visible').first()).toBeVisible();
    },
  },
  { path: '/modules/embed', title: 'Embed', own: ['.ui.embed'] },
  {
    path: '/modules/modal',
    title: 'Modal',
    own: ['.ui.modals.dimmer', '.ui.modal'],
    reveal: async (page) => {
      await page.getByRole('button', { name: 'Show the terms' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms of use' })).toBeVisible();
    },
  },
  {
    path: '/modules/popup',
    title: 'Popup',
    own: ['.ui.popup'],
    reveal: async (page) => {
      await page.getByRole('button', { name: 'Add' }).first().hover();
      await expect(page.locator('.ui.popup.visible').first()).toBeVisible();
    },
  },
  { path: '/modules/progress', title: 'Progress', own: ['.ui.progress'] },
  { path: '/modules/rating', title: 'Rating', own: ['.ui.rating'] },
  {
    path: '/modules/search',
    title: 'Search',
    own: ['.ui.search', '.ui.input'],
    reveal: async (page) => {
      await page.getByRole('combobox', { name: 'Search the words', exact: true }).fill('a');
      await expect(page.locator('.ui.search .results.visible').first()).toBeVisible();
    },
  },
  {
    path: '/modules/select',
    title: 'Select',
    own: ['.ui.dropdown', '.ui.label'],
    reveal: async (page) => {
      const multi = page.getByRole('combobox', { name: 'Multi select' });
      await multi.click();
      await page.getByRole('option', { name: 'Benefit' }).click();
      await page.getByRole('combobox', { name: 'Single select (with the selection class)' }).click();
      await expect(page.locator('.example-result .menu.visible').first()).toBeVisible();
    },
  },
  { path: '/modules/sidebar', title: 'Sidebar', own: ['.ui.sidebar', '.pushable', '.pusher'] },
  { path: '/modules/sticky', title: 'Sticky', own: ['.ui.sticky'] },
  { path: '/modules/tabs', title: 'Tabs', own: ['[role="tablist"]', '.ui.tab'] },
  { path: '/modules/transition', title: 'Transition', own: ['.transition'] },
];

/**
 * In the page: parses each kit once, into rules indexed by one class of their last compound (the
 * rarest) or else its tag name, so that an element is tested only against rules that can match it.
 */
function parseKits(kits: Record<string, Record<string, string>>) {
  // names: the classes of the last compound; classes: what it styles, as reported (`icon::before`).
  type Rule = { selector: string; names: string[]; classes: string[]; tag?: string; file: string };
  const parsed: Record<string, Map<string, Rule[]>> = {};
  const unreadable: string[] = [];
  for (const [kit, files] of Object.entries(kits)) {
    const rules: Rule[] = [];
    for (const [file, css] of Object.entries(files)) {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      const walk = (list: CSSRuleList) => {
        for (const rule of Array.from(list)) {
          if (rule instanceof CSSStyleRule) {
            for (const selector of rule.selectorText.split(/,(?![^(]*\))/)) {
              // The last compound: what the element itself must carry (pseudo parts dropped).
              const last = selector
                .trim()
                .split(/\s*[\s>+~]\s*(?![^(]*\))/)
                .pop()!;
              const own = last.replace(/::?[\w-]+(\([^)]*\))?/g, '');
              // A rule for ::before or ::after styles a part of its own (an icon's glyph).
              const part = /::?(before|after)\b/.exec(last)?.[1];
              const names = [...own.matchAll(/\.([\w-]+)/g)].map((m) => m[1]!);
              const tag = /^[a-z][\w-]*/i.exec(own)?.[0]?.toLowerCase();
              const labels = names.length ? names : [`<${tag ?? '*'}>`];
              const classes = labels.map((label) => (part ? `${label}::${part}` : label));
              // Pseudo-elements and states never match an element: drop them to test the element.
              const bare = selector.replace(
                /::?(before|after|placeholder|selection|hover|focus|active|focus-visible|focus-within|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)\b/g,
                '',
              );
              // `.meta > ::after` leaves `.meta >`: the part is then that of any child.
              // `:not(:focus)` leaves `:not()`, which then excludes nothing.
              const test =
                bare
                  .replace(/:not\(\s*\)/g, '')
                  .trim()
                  .replace(/[>+~]$/, '$& *') || '*';
              try {
                document.body.matches(test);
              } catch {
                // What is left of a selector that only a state can match (none here so far).
                unreadable.push(`${file}: ${selector}`);
                continue;
              }
              rules.push({ selector: test, names, classes, tag, file });
            }
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      walk(sheet.cssRules);
    }
    const count = new Map<string, number>();
    for (const rule of rules) for (const c of rule.names) count.set(c, (count.get(c) ?? 0) + 1);
    const index = new Map<string, Rule[]>();
    for (const rule of rules) {
      const key = rule.names.length
        ? rule.names.reduce((a, b) => (count.get(a)! <= count.get(b)! ? a : b))
        : rule.tag
          ? `<${rule.tag}>`
          : '*';
      if (!index.has(key)) index.set(key, []);
      index.get(key)!.push(rule);
    }
    parsed[kit] = index;
  }
  (window as unknown as { kits: typeof parsed }).kits = parsed;
  return unreadable;
}

/** In the page: the classes each kit styles on each element the component draws, and its files. */
function measure(own: string[]) {
  type Rule = { selector: string; classes: string[]; file: string };
  const kits = (window as unknown as { kits: Record<string, Map<string, Rule[]>> }).kits;
  const ownSelector = own.join(', ');
  // In an example, or portaled: to <body> (outside #root), or by a Popup to the end of <main>, the
  // landmark of its trigger.
  const shown = (el: Element) =>
    el.closest('.example-result') || !el.closest('#root') || el.parentElement?.localName === 'main';
  const outer = (el: Element) => {
    const above = el.parentElement?.closest(ownSelector);
    return !above || !shown(above);
  };
  const roots = Array.from(document.querySelectorAll(ownSelector)).filter((el) => shown(el) && outer(el));
  /** Per element and kit: each class that a rule of the kit styles, and the files of those rules. */
  const result: { element: string; styled: Record<string, Record<string, string[]>> }[] = [];
  for (const root of roots) {
    // A copy without the page around it, and without parts of other kinds inside it (an example's
    // buttons in a modal): only the component's own markup counts.
    const copy = root.cloneNode(true) as Element;
    copy.querySelectorAll('[class~="ui"]').forEach((el) => {
      if (!el.matches(ownSelector)) el.remove();
    });
    for (const el of [copy, ...Array.from(copy.querySelectorAll('*'))]) {
      const classes = Array.from(el.classList);
      const styled: Record<string, Record<string, string[]>> = {};
      for (const [kit, index] of Object.entries(kits)) {
        const byClass: Record<string, Set<string>> = {};
        for (const key of [...classes, `<${el.localName}>`, '*']) {
          for (const rule of index.get(key) ?? []) {
            if (!el.matches(rule.selector)) continue;
            for (const c of rule.classes) {
              (byClass[c] ??= new Set()).add(rule.file);
            }
          }
        }
        styled[kit] = Object.fromEntries(Object.entries(byClass).map(([c, files]) => [c, [...files].sort()]));
      }
      if (Object.values(styled).some((byClass) => Object.keys(byClass).length)) {
        result.push({ element: [el.localName, ...classes.sort()].join('.'), styled });
      }
    }
  }
  return result;
}

/**
 * The fewest files that style every class the whole kit styles on these elements (greedy: the file
 * that styles the most classes still unstyled first). A file whose rules only repeat another's (the
 * search module's rules for a searchable dropdown) is then not needed.
 */
function smallestCover(elements: Record<string, string[]>[]): string[] {
  const pairs = elements.flatMap((byClass, i) =>
    Object.entries(byClass).map(([c, files]) => ({ key: `${i}.${c}`, files })),
  );
  let open = pairs;
  const chosen: string[] = [];
  while (open.length) {
    const counts = new Map<string, number>();
    for (const pair of open) for (const file of pair.files) counts.set(file, (counts.get(file) ?? 0) + 1);
    const [best] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    chosen.push(best);
    open = open.filter((pair) => !pair.files.includes(best));
  }
  return chosen.sort();
}

test('each kit styles what each component draws, as the CSS kits guide says', async ({ page, problems }) => {
  test.setTimeout(120_000);
  const fomantic = kitFiles('fomantic-ui-css');
  const semantic = kitFiles('semantic-ui-css');
  const kits = {
    fomantic,
    semantic,
    'semantic+calendar': { ...semantic, calendar: fomantic.calendar! },
  };

  await openRoute(page, '/getting-started', 'Getting Started');
  const unreadable = await page.evaluate(parseKits, kits);
  expect(unreadable, 'selectors that cannot be tested').toEqual([]);

  const components: ComponentReport[] = [];
  for (const item of cases) {
    await goToRoute(page, item.path);
    await item.reveal?.(page);
    // Measure the settled state, not a frame of an animation.
    await expect(page.locator('.animating')).toHaveCount(0);
    const started = Date.now();
    const elements = await page.evaluate(measure, item.own);
    if (process.env.CSS_KITS_TIMES) console.log(item.title, Date.now() - started, 'ms', elements.length);
    expect(elements.length, `${item.title}: elements found`).toBeGreaterThan(0);
    const missing: Record<string, Set<string>> = { semantic: new Set(), 'semantic+calendar': new Set() };
    for (const element of elements) {
      const fomanticClasses = Object.keys(element.styled.fomantic!);
      for (const kit of Object.keys(missing)) {
        const lacking = fomanticClasses.filter((c) => !element.styled[kit]![c]);
        if (lacking.length) missing[kit]!.add(`${element.element}: ${lacking.sort().join(' ')}`);
      }
    }
    components.push({
      title: item.title,
      path: item.path,
      needs: smallestCover(elements.map((element) => element.styled.fomantic!)),
      missing: {
        semantic: [...missing.semantic!].sort(),
        semanticWithCalendar: [...missing['semantic+calendar']!].sort(),
      },
    });
    // Close what the reveal opened before the next page.
    await page.keyboard.press('Escape');
  }

  // Fomantic's calendar.css only styles calendars, so it can sit beside semantic-ui-css.
  const calendarOnly = await page.evaluate(() => {
    type Rule = { selector: string; file: string };
    const index = (window as unknown as { kits: Record<string, Map<string, Rule[]>> }).kits.fomantic!;
    const rules = [...index.values()].flat().filter((rule) => rule.file === 'calendar');
    return rules.filter((rule) => !/\.calendar\b/.test(rule.selector)).map((rule) => rule.selector);
  });
  expect(calendarOnly, 'calendar.css rules outside .calendar').toEqual([]);

  const report: CompatReport = { fomantic: '2.9.4', semantic: '2.5.0', components };
  // Written as the project's formatter writes it, so that `npm test`'s format check passes.
  if (process.env.UPDATE_CSS_KITS)
    writeFileSync(
      REPORT,
      await format(JSON.stringify(report, null, 2), { parser: 'json', filepath: REPORT }),
    );
  const shown = JSON.parse(readFileSync(REPORT, 'utf8')) as CompatReport;
  expect(shown, 'the guide shows the measured result (UPDATE_CSS_KITS=1 rewrites it)').toEqual(report);
  expect(problems).toEqual([]);
});
