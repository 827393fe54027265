// Issue 28's proof: Semantic UI React's documentation examples (../shared/semantic-ui-react-examples,
// 921 files) are copied to a temporary folder, `sui-react-migrate` runs over the copy (the command
// itself, spawned as a user runs it), and each migrated example is rendered on the server with
// sui-react on React 19 and compared with what Semantic UI React 2.1.5 renders for the original on
// React 18.3 (scripts/suir-compare.mjs, `migrated`): the class lists of the elements in document
// order. The figures: every example migrates and renders with no error and no React warning; at
// least 95% are at least 90% alike (2 × LCS / (length a + length b) over the elements' class sets);
// at least 80% are identical. Examples that import a package suir/ does not install (`faker`) are
// skipped by suir-compare and counted apart, out of the percentages.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  EXAMPLES,
  ROOT,
  compareExamples,
  countLine,
  missingSetup,
  similarity,
  type Comparison,
  type ExampleResult,
} from '../../scripts/suir-compare.mjs';

const FOLDERS = ['addons', 'behaviors', 'collections', 'elements', 'modules', 'views'];
const CLI = join(ROOT, 'packages/sui-react/migrate/cli.mjs');
/** The thresholds. */
const ALIKE = 0.9;
const ALIKE_SHARE = 0.95;
const IDENTICAL_SHARE = 0.8;

/**
 * Examples that fail to render, or log a warning, on purpose, by path under the examples folder,
 * with the reason. They still count in the percentages.
 */
const KEY_SPREAD =
  'spreads an object holding `key` into JSX in its own code (`<Dropdown.Item key={option.value} {...option} />`, whose options hold a key), which React 19 warns of: the example, not sui-react';
const ALLOWED: Record<string, string> = {
  'modules/Sidebar/Usage/SidebarExampleTarget.js':
    "gives Sidebar a `target` outside a Sidebar.Pusher: sui-react's Sidebar needs the page beside it in a Sidebar.Pusher, and says so with a developer error",
  'modules/Dropdown/Content/DropdownExampleImage.js': KEY_SPREAD,
  'modules/Dropdown/Types/DropdownExampleMultipleSearchInMenu.js': KEY_SPREAD,
};

/**
 * The examples that render with classes that differ from Semantic UI React's, by path under the
 * examples folder, with the reason: the differences on purpose (the kit's markup, an accessibility
 * improvement) and what the compat entry does not match yet, said as such. The Migrating guide links
 * here. The test below fails on a different example that is not listed, and on a listed one that
 * now renders the same classes: remove it from the list.
 */
const RATING_ICONS =
  "on purpose: a Rating's icons carry their name (`star icon`, `heart icon`), from which the Fomantic kit draws each point; Semantic UI's own CSS drew an empty `icon` from the rating's class";
const TAB_PANELS =
  "on purpose: with renderActiveOnly (the default), each tab that is not active keeps an empty, hidden `ui tab` panel, so that every tab's aria-controls names an element";
const NATIVE_SELECT =
  "on purpose: its Select (Form.Select, or a Form.Field of control Select) is drawn by the native Select, whose text has no `divider` class and whose closed menu has the kit's `hidden`";
const MULTIPLE_ORDER =
  "on purpose: a multiple Dropdown is drawn by the native Select in the order of Fomantic's own markup (the dropdown icon first, then the search input and the text), with no `sizer` span";
const TEXT_ELEMENT =
  'on purpose: the native menu button draws its trigger inside a `divider text` element, where Semantic UI React draws an icon-only or app-made trigger bare; for an icon-only one it holds the name a screen reader reads';
const SEARCH_IN_MENU =
  "on purpose: the search above the items is outside the menu role, which may hold only items, so the items' list is the native menu's own `scrolling menu`, without the `transition` class Semantic UI React gives every Dropdown.Menu";

const DIFFERENT: Record<string, string> = {
  ...Object.fromEntries(
    [
      'collections/Table/Types/TableExamplePadded.js',
      'modules/Rating/Types/RatingExampleClearable.js',
      'modules/Rating/Types/RatingExampleControlled.js',
      'modules/Rating/Types/RatingExampleDisabled.js',
      'modules/Rating/Types/RatingExampleHeart.js',
      'modules/Rating/Types/RatingExampleOnRate.js',
      'modules/Rating/Types/RatingExampleRating.js',
      'modules/Rating/Types/RatingExampleStar.js',
      'modules/Rating/Variations/RatingExampleSize.js',
    ].map((file) => [file, RATING_ICONS]),
  ),
  ...Object.fromEntries(
    [
      'MenuVariations/TabExampleAttachedBottom.js',
      'MenuVariations/TabExampleAttachedFalse.js',
      'MenuVariations/TabExampleBorderless.js',
      'MenuVariations/TabExampleColored.js',
      'MenuVariations/TabExampleColoredInverted.js',
      'MenuVariations/TabExampleMenuPositionRight.js',
      'MenuVariations/TabExampleTabularFalse.js',
      'MenuVariations/TabExampleVerticalTabular.js',
      'MenuVariations/TabExampleVerticalTabularRight.js',
      'States/TabExampleLoading.js',
      'Types/TabExampleBasic.js',
      'Types/TabExamplePointing.js',
      'Types/TabExampleSecondary.js',
      'Types/TabExampleSecondaryPointing.js',
      'Types/TabExampleText.js',
      'Usage/TabExampleActiveIndex.js',
      'Usage/TabExampleCustomMenuItem.js',
      'Usage/TabExampleDefaultActiveIndex.js',
      'Usage/TabExampleOnTabChange.js',
    ].map((file) => [`modules/Tab/${file}`, TAB_PANELS]),
  ),
  'addons/TransitionablePortal/Usage/TransitionablePortalExampleTransition.js': NATIVE_SELECT,
  'modules/Transition/Explorers/TransitionExampleGroupExplorer.js': NATIVE_SELECT,
  'modules/Transition/Explorers/TransitionExampleTransitionExplorer.js': NATIVE_SELECT,
  'collections/Form/Shorthand/FormExampleSubcomponentControl.js': NATIVE_SELECT,
  'collections/Form/States/FormExampleFieldError.js': `${NATIVE_SELECT}; with \`error\` the select takes the kit's \`error\` class and aria-invalid, where Semantic UI React leaves the colour to the field`,
  'modules/Dropdown/Types/DropdownExampleClearableMultiple.js': MULTIPLE_ORDER,
  'modules/Dropdown/Types/DropdownExampleMultipleSelection.js': MULTIPLE_ORDER,
  'modules/Dropdown/Usage/DropdownExampleCloseOnChange.js': MULTIPLE_ORDER,
  'modules/Dropdown/Usage/DropdownExampleMultipleAllowAdditions.js': MULTIPLE_ORDER,
  'modules/Dropdown/Usage/DropdownExampleMultipleCustomLabel.js': MULTIPLE_ORDER,
  'modules/Dropdown/Types/DropdownExampleSearchInMenu.js': SEARCH_IN_MENU,
  'modules/Dropdown/Types/DropdownExampleMultipleSearchInMenu.js': SEARCH_IN_MENU,
  'modules/Dropdown/Variations/DropdownExampleSearchInMenuScrolling.js': SEARCH_IN_MENU,
  'modules/Dropdown/Types/DropdownExampleFloating.js': TEXT_ELEMENT,
  'modules/Dropdown/Usage/DropdownExampleTrigger.js': TEXT_ELEMENT,
  'collections/Menu/Types/MenuExampleAttached.js': TEXT_ELEMENT,
  'modules/Dropdown/Types/DropdownExampleClearable.js':
    "on purpose: the native Select always draws its text element with a placeholder ('Select one' unless one is given), which names it for a screen reader; Semantic UI React draws none without a placeholder",
  'modules/Dropdown/Types/DropdownExamplePointing.js':
    'on purpose: a Dropdown inside a Dropdown.Item is drawn as an item of the native menu holding its caret and its text, where Semantic UI React nests a second `ui dropdown` in the item',
  'modules/Dropdown/Usage/DropdownExampleItemContent.js':
    "on purpose: an option's `content` element is drawn inside the item's `span.text`, as every option's text is, where Semantic UI React adds `text` to the element's own classes",
  'modules/Dropdown/Usage/DropdownExampleCustomNoResultsMessage.js':
    'on purpose: the native Select shows its no-results message only while the menu is open; Semantic UI React also draws it in the closed menu',
  'elements/Segment/Types/SegmentExamplePlaceholderGrid.js':
    "on purpose: a Search keeps its closed results menu hidden (the kit's `hidden`) and empty until a search has run; Semantic UI React draws a closed menu with its 'No results' message",
  'collections/Message/Types/MessageExampleDismissibleBlock.js':
    'on purpose: the close icon is inside a real, named `<button>`, which a keyboard reaches',
};

/**
 * Whether a logged line is the library's own developer advice about an example's content (an image
 * with no alt text, an icon-only button with no name: `sui-react: …`, `Button: …`), which the
 * examples, written for Semantic UI React, do not follow. Everything else (React's own warnings:
 * an unknown DOM prop, a key spread into JSX, a hydration mismatch) is a defect.
 */
const isLibraryAdvice = (line: string) => /^(sui-react|[A-Z][A-Za-z.]*): /.test(line);
const reactWarnings = (result: ExampleResult) =>
  (result.warnings?.suiReact ?? []).filter((w) => !isLibraryAdvice(w));

const percent = (part: number, whole: number) => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'}%`;

/** One line for an example that failed, with its cause. */
const failure = (result: ExampleResult) => `${result.file}: ${result.error?.side}: ${result.error?.message}`;

test('similarity is 2 × LCS / (length a + length b) over class sets', () => {
  const list = (...classes: string[]) => classes.map((c) => ({ tag: 'div', classes: c }));
  expect(similarity(list(), list())).toBe(1);
  expect(similarity(list('ui button', 'icon'), list('button ui', 'icon'))).toBe(1);
  expect(similarity(list('a', 'b', 'c', 'd'), list('a', 'c', 'd', 'e'))).toBe(0.75);
  expect(similarity(list('a'), list())).toBe(0);
});

describe("Semantic UI React's documentation examples migrated by sui-react-migrate", () => {
  let comparison: Comparison;
  let migration: { status: number | null; stdout: string; stderr: string };
  let copy = '';

  beforeAll(async () => {
    const problem = missingSetup();
    if (problem) throw new Error(problem);
    copy = mkdtempSync(join(tmpdir(), 'suir-migrate-'));
    cpSync(EXAMPLES, copy, { recursive: true });
    const run = spawnSync(process.execPath, [CLI, copy], { encoding: 'utf8' });
    migration = { status: run.status, stdout: run.stdout, stderr: run.stderr };
    comparison = await compareExamples({ folders: FOLDERS, migrated: copy });

    const rendered = comparison.examples.filter((e) => e.status === 'same' || e.status === 'different');
    const compared = comparison.examples.filter((e) => e.status !== 'skipped');
    const alike = rendered.filter((e) => (e.similarity ?? 0) >= ALIKE).length;
    const lines = [
      `sui-react-migrate over ${comparison.totals.total} examples: ${migration.stdout.split('\n').slice(0, 2).join('; ')}`,
      `  ${countLine(comparison.totals)} (${(comparison.ms / 1000).toFixed(1)} s)`,
      `  identical: ${comparison.totals.same} of ${compared.length} (${percent(comparison.totals.same, compared.length)}); at least ${ALIKE * 100}% alike: ${alike} (${percent(alike, compared.length)})`,
    ];
    for (const folder of comparison.folders) {
      const inside = comparison.examples.filter((e) => e.folder === folder.folder);
      const n = inside.filter((e) => e.status !== 'skipped').length;
      const a = inside.filter((e) => (e.similarity ?? 0) >= ALIKE).length;
      lines.push(
        `  ${folder.folder}: ${countLine(folder)}; ${percent(folder.same, n)} identical, ${percent(a, n)} alike`,
      );
    }
    /** The failures grouped by their message. */
    const byCause = new Map<string, number>();
    for (const e of comparison.examples.filter((e) => e.status === 'failed')) {
      const key = `${e.error?.side}: ${e.error?.message}`;
      byCause.set(key, (byCause.get(key) ?? 0) + 1);
    }
    const advised = comparison.examples.filter((e) => e.warnings?.suiReact.some(isLibraryAdvice)).length;
    lines.push(
      `  ${advised} examples get the library's developer advice about their content (alt text, names)`,
    );
    if (byCause.size) lines.push('  failures by cause:');
    for (const [cause, n] of [...byCause].sort((a, b) => b[1] - a[1])) lines.push(`    ${n} × ${cause}`);
    console.log(lines.join('\n'));
  });

  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  test('the command migrates every example, with no file failing and no place left for a person', () => {
    expect(migration.stderr, migration.stderr).toBe('');
    expect(migration.status).toBe(0);
    expect(migration.stdout).toMatch(/921 files scanned, \d+ changed/);
    // The examples hold nothing the command cannot migrate by itself: no dynamic `as`, no removed
    // component, and no prop sui-react/compat does not take (NOT_TAKEN in its names), each of which
    // it would list as `file:line: why`. (The last two, a Dropdown's `searchQuery` and a Search's
    // `categoryLayoutRenderer`, are taken since 2026-11-29.)
    const places = migration.stdout.split('\n').filter((line) => /^ {4}\S+:\d+: /.test(line));
    expect(places).toEqual([]);
    expect(migration.stdout).not.toMatch(/need(s)? a person/);
  });

  test('every migrated example renders with no error', () => {
    const failed = comparison.examples.filter((e) => e.status === 'failed' && !(e.file in ALLOWED));
    expect(failed.length, `${failed.length} failed:\n${failed.map(failure).join('\n')}\n`).toBe(0);
  });

  test('no migrated example logs a React warning', () => {
    const warned = comparison.examples.filter((e) => reactWarnings(e).length && !(e.file in ALLOWED));
    const list = warned.map((e) => `${e.file}: ${reactWarnings(e)[0]}`).join('\n');
    expect(warned.length, `${warned.length} logged a warning:\n${list}\n`).toBe(0);
  });

  test(`at least ${ALIKE_SHARE * 100}% render class lists at least ${ALIKE * 100}% alike`, () => {
    const compared = comparison.examples.filter((e) => e.status !== 'skipped');
    const alike = compared.filter((e) => (e.similarity ?? 0) >= ALIKE);
    expect(alike.length / compared.length).toBeGreaterThanOrEqual(ALIKE_SHARE);
  });

  test(`at least ${IDENTICAL_SHARE * 100}% render identical class lists`, () => {
    const compared = comparison.examples.filter((e) => e.status !== 'skipped');
    expect(comparison.totals.same / compared.length).toBeGreaterThanOrEqual(IDENTICAL_SHARE);
  });

  test('every example that renders different classes is listed with its reason, and every listed one still differs', () => {
    const different = comparison.examples.filter((e) => e.status === 'different').map((e) => e.file);
    const unlisted = different.filter((file) => !(file in DIFFERENT));
    expect(unlisted, 'render different classes: list each in DIFFERENT, with the reason').toEqual([]);
    const stale = Object.keys(DIFFERENT).filter((file) => !different.includes(file));
    expect(stale, 'listed in DIFFERENT but rendering the same classes now (or gone)').toEqual([]);
  });

  test('every allowed example exists and still fails or warns', () => {
    const files = new Map(comparison.examples.map((result) => [result.file, result]));
    const stale = Object.keys(ALLOWED).filter((file) => {
      const result = files.get(file);
      return !result || (result.status !== 'failed' && !reactWarnings(result).length);
    });
    expect(stale, 'listed in ALLOWED but missing, or rendering cleanly now').toEqual([]);
  });
});
