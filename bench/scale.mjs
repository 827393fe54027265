// `npm run bench:scale`: interaction timings of the components at large sizes, in Chromium, sui-react
// next to Semantic UI React 2.1.5 where it has the component (not part of `npm test`).
//
// Same method as bench/run.mjs (whose page bundling, server and in-page timer it reuses): real
// mouse and keyboard input from Playwright; each timing runs from the input event (pointerdown or
// keydown) to a task queued from the next animation frame, that is the frame showing the result
// painted; each figure is the median of BENCH_RUNS runs (default 9). Both pages run React 18.3.1
// from bench/node_modules. The cases:
//   Select, 100,000 options: open, keystroke (as run.mjs does for 10,000);
//   MultiSelect, 10,000 options with 1,000 selected (1,000 labels): open the menu, add one more
//     label (Enter), remove the last one (Backspace in the empty search);
//   Search, 100,000 local items: keystroke to results painted (searchDelay 0 on both sides, each
//     filtering on every keystroke; the keys include one that matches nothing);
//   Tabs, 200 tabs: mount (a button click), switch tab by click, by arrow key (sui-react only: the
//     peer's Tab has no arrow keys);
//   Accordion, 500 panels: mount, open a panel (which closes the open one);
//   Datepicker, minDate and maxDate 1,000 years apart: open the calendar, the title to the year
//     view, an arrow key in it, next decade. The peer (react-semantic-ui-datepickers) has no year
//     view: its arrow key moves among the days and its "next" is its next-year button.
// The peer's 100,000-option Select takes minutes per step (it renders every option), so it gets one
// run of open and one keystroke ("1"), each given at most BENCH_PEER_CAP seconds (default 120) in a
// tab of its own: a step that takes longer is recorded as "> cap". Writes bench/results/scale.json and bench/results/scale.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import {
  CHROMIUM,
  LIBRARIES,
  REACT_VERSION,
  RUNS,
  bundle,
  installTimer,
  lastTiming,
  measureSelect,
  median,
  round,
  serve,
} from './run.mjs';
import { machine, ROOT } from './measure.mjs';

const RESULTS = join(ROOT, 'bench/results');
const PEER_CAP_MS = Number(process.env.BENCH_PEER_CAP ?? 120) * 1000;
const SELECT_COUNT = 100_000;
const MULTI_OPTIONS = 10_000;
const MULTI_SELECTED = 1_000;
const SEARCH_COUNT = 100_000;
const TAB_COUNT = 200;
const PANEL_COUNT = 500;
const YEARS = 1_000;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
/** One frame at 60 Hz: the goal for every figure. */
const FRAME_MS = 16.7;

/** Selectors on each library's scale page (bench/scale/<name>.tsx); null where it has no such part. */
const SCALE = {
  'sui-react': {
    searchInput: '.ui.search input.prompt',
    searchResult: '.ui.search .results .result',
    tab: '.ui.tabular.menu > [role="tab"]',
    activeTab: '.ui.tabular.menu > .active[role="tab"]',
    panelTitle: '.ui.accordion > .title',
    dateInput: '#root input',
    calendar: '.ui.popup.calendar.active',
    zoom: '.ui.popup.calendar th > span[aria-live].link',
    yearView: '.ui.popup.calendar table.year',
    cell: '.ui.popup.calendar td[tabindex="0"]',
    next: '.ui.popup.calendar .next.link',
  },
  'semantic-ui-react': {
    searchInput: '.ui.search input.prompt',
    searchResult: '.ui.search .results .result',
    tab: '.ui.tabular.menu > .item',
    activeTab: null,
    panelTitle: '.ui.accordion > .title',
    dateInput: '#root input',
    calendar: '.clndr-calendars-segment',
    zoom: null,
    yearView: null,
    cell: '.clndr-calendars-segment button.clndr-cell:not(:disabled)',
    next: '.clndr-calendars-segment button[aria-label="Next year"]',
  },
};

const summary = (timings) => ({
  paintMs: round(median(timings.map((t) => t.paint))),
  scriptMs: round(median(timings.map((t) => t.script))),
  runs: timings.map((t) => ({ paint: round(t.paint), script: round(t.script) })),
});

/** Runs `act` and returns the timing of the input it sends. */
async function timed(page, act) {
  const n = await page.evaluate(() => window.__timings.length);
  await act();
  return lastTiming(page, n);
}

/** Opens `path` on the page, checks its React and installs the timer. */
async function open(page, url, ready) {
  await page.goto(url);
  await page.waitForSelector(ready);
  const reactVersion = await page.evaluate(() => window.__reactVersion);
  if (reactVersion !== REACT_VERSION)
    throw new Error(`${url}: the page runs React ${reactVersion}, not ${REACT_VERSION}.`);
  await page.evaluate(installTimer);
}

/** Lets closing animations end and the page settle between runs. */
const settle = (page) => page.waitForTimeout(350);

/**
 * The peer's Select over 100,000 options: one click to open and one keystroke, each waited for at
 * most PEER_CAP_MS (page load included in the first), in a browser of its own, closed afterwards
 * even while its page is still busy. A step that takes longer is `{ paintMs: null, cappedAtMs }`,
 * shown as "> cap", and ends the case.
 */
async function cappedSelect(base, library) {
  const s = library.selectors;
  const over = { paintMs: null, scriptMs: null, cappedAtMs: PEER_CAP_MS, runs: [] };
  const entry = { drawnOptions: SELECT_COUNT, open: over, keystroke: over };
  const late = Symbol('late');
  // Input to a busy page waits for it: every step races the cap.
  const within = (step) =>
    Promise.race([step(), new Promise((done) => setTimeout(() => done(late), PEER_CAP_MS))]);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
    const opened = await within(async () => {
      await open(page, `${base}/${library.name}/index.html?kind=single&count=${SELECT_COUNT}`, s.trigger);
      const box = await page.locator(s.trigger).boundingBox();
      const n = await page.evaluate(() => window.__timings.length);
      await page.mouse.click(box.x + 20, box.y + box.height / 2);
      return lastTiming(page, n);
    });
    if (opened === late) return entry;
    entry.open = summary([opened]);
    const typed = await within(async () => {
      await page.waitForSelector(s.option);
      const n = await page.evaluate(() => window.__timings.length);
      await page.keyboard.press('1');
      return lastTiming(page, n);
    });
    if (typed !== late) entry.keystroke = summary([typed]);
    return entry;
  } finally {
    // Closing the browser ends its renderer, however busy.
    await browser.close();
  }
}

async function measureMultiLabels(page, base, library) {
  const s = library.selectors;
  await open(
    page,
    `${base}/${library.name}/index.html?kind=multi&count=${MULTI_OPTIONS}&selected=${MULTI_SELECTED}`,
    s.label,
  );
  const labels = () => page.locator(s.label).count();
  const found = await labels();
  if (found !== MULTI_SELECTED)
    throw new Error(`${library.name}: expected ${MULTI_SELECTED} labels, found ${found}.`);
  const out = { open: [], add: [], remove: [] };
  for (let run = 0; run < RUNS; run++) {
    await page.locator(s.input).scrollIntoViewIfNeeded();
    out.open.push(await timed(page, () => page.locator(s.input).click()));
    await page.waitForSelector(s.option);
    out.add.push(await timed(page, () => page.keyboard.press('Enter')));
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel).length === n,
      [s.label, MULTI_SELECTED + 1],
    );
    out.remove.push(await timed(page, () => page.keyboard.press('Backspace')));
    await page.waitForFunction(
      ([sel, n]) => document.querySelectorAll(sel).length === n,
      [s.label, MULTI_SELECTED],
    );
    await page.keyboard.press('Escape');
    await settle(page);
    await page.mouse.click(5, 5);
  }
  return out;
}

async function measureSearch(page, base, name) {
  const s = SCALE[name];
  await open(page, `${base}/${name}-scale/index.html?kind=search&count=${SEARCH_COUNT}`, s.searchInput);
  const keystroke = [];
  for (let run = 0; run < RUNS; run++) {
    await page.locator(s.searchInput).click();
    // "9", "99", "99x" (nothing matches: every item is read), then back to "99" and "9".
    for (const key of ['9', '9', 'x', 'Backspace', 'Backspace']) {
      keystroke.push(await timed(page, () => page.keyboard.press(key)));
    }
    const results = await page.locator(s.searchResult).count();
    if (!results) throw new Error(`${name}: the search for "9" shows no result.`);
    await page.keyboard.press('Backspace');
    await page.mouse.click(5, 5);
    await settle(page);
  }
  return { keystroke };
}

async function measureTabs(page, base, name) {
  const s = SCALE[name];
  await open(page, `${base}/${name}-scale/index.html?kind=tabs&count=${TAB_COUNT}`, '#mount');
  const out = { mount: [], click: [], arrow: [] };
  for (let run = 0; run < RUNS; run++) {
    out.mount.push(await timed(page, () => page.locator('#mount').click()));
    await page.waitForSelector(s.tab);
    const tabs = await page.locator(s.tab).count();
    if (tabs !== TAB_COUNT) throw new Error(`${name}: expected ${TAB_COUNT} tabs, found ${tabs}.`);
    const target = page.locator(s.tab).nth(run % 2 ? 150 : 100);
    out.click.push(await timed(page, () => target.click()));
    if (s.activeTab) {
      await target.focus();
      out.arrow.push(await timed(page, () => page.keyboard.press('ArrowRight')));
      const active = await page.locator(s.activeTab).textContent();
      if (active !== `Tab ${(run % 2 ? 150 : 100) + 2}`)
        throw new Error(`${name}: ArrowRight activated ${active}.`);
    }
    await page.locator('#mount').click();
    await settle(page);
  }
  return out;
}

async function measureAccordion(page, base, name) {
  const s = SCALE[name];
  await open(page, `${base}/${name}-scale/index.html?kind=accordion&count=${PANEL_COUNT}`, '#mount');
  const out = { mount: [], open: [] };
  for (let run = 0; run < RUNS; run++) {
    out.mount.push(await timed(page, () => page.locator('#mount').click()));
    await page.waitForSelector(s.panelTitle);
    const panels = await page.locator(s.panelTitle).count();
    if (panels !== PANEL_COUNT) throw new Error(`${name}: expected ${PANEL_COUNT} panels, found ${panels}.`);
    for (const index of [250, 400]) {
      out.open.push(await timed(page, () => page.locator(s.panelTitle).nth(index).click()));
      await settle(page);
    }
    await page.locator('#mount').click();
    await settle(page);
  }
  return out;
}

async function measureDatepicker(page, base, name) {
  const s = SCALE[name];
  await open(page, `${base}/${name}-scale/index.html?kind=datepicker&count=${YEARS}`, s.dateInput);
  const out = { open: [], yearView: [], arrow: [], next: [] };
  for (let run = 0; run < RUNS; run++) {
    out.open.push(await timed(page, () => page.locator(s.dateInput).click()));
    await page.waitForSelector(s.calendar);
    if (s.zoom) {
      // Date view → month view (not timed) → year view.
      await page.locator(s.zoom).click();
      out.yearView.push(await timed(page, () => page.locator(s.zoom).click()));
      await page.waitForSelector(s.yearView);
    }
    await page.locator(s.cell).first().focus();
    for (const key of ['ArrowRight', 'ArrowDown']) {
      out.arrow.push(await timed(page, () => page.keyboard.press(key)));
    }
    out.next.push(await timed(page, () => page.locator(s.next).click()));
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await page.waitForFunction((sel) => !document.querySelector(sel), s.calendar);
    await settle(page);
  }
  return out;
}

/** The table rows: [key, label, read the timings from a library's entry (undefined: no such case)]. */
const CASES = [
  [`select.open`, `Select, 100,000 options: open`, (e) => e.select?.open],
  [`select.keystroke`, `Select, 100,000 options: keystroke`, (e) => e.select?.keystroke],
  [`multi.open`, `MultiSelect, 1,000 labels (of 10,000 options): open`, (e) => e.multi?.open],
  [`multi.add`, `MultiSelect, 1,000 labels: add one (Enter)`, (e) => e.multi?.add],
  [`multi.remove`, `MultiSelect, 1,000 labels: remove one (Backspace)`, (e) => e.multi?.remove],
  [`search.keystroke`, `Search, 100,000 local items: keystroke`, (e) => e.search?.keystroke],
  [`tabs.mount`, `Tabs, 200 tabs: mount`, (e) => e.tabs?.mount],
  [`tabs.click`, `Tabs, 200 tabs: switch by click`, (e) => e.tabs?.click],
  [`tabs.arrow`, `Tabs, 200 tabs: switch by arrow key`, (e) => e.tabs?.arrow],
  [`accordion.mount`, `Accordion, 500 panels: mount`, (e) => e.accordion?.mount],
  [`accordion.open`, `Accordion, 500 panels: open a panel`, (e) => e.accordion?.open],
  [`datepicker.open`, `Datepicker, 1,000-year range: open`, (e) => e.datepicker?.open],
  [`datepicker.yearView`, `Datepicker, 1,000-year range: to the year view`, (e) => e.datepicker?.yearView],
  [`datepicker.arrow`, `Datepicker, 1,000-year range: arrow key ¹`, (e) => e.datepicker?.arrow],
  [`datepicker.next`, `Datepicker, 1,000-year range: next page ¹`, (e) => e.datepicker?.next],
];

const NOTE =
  '¹ In the year view for sui-react (a decade per page); react-semantic-ui-datepickers has no year ' +
  'view, so for it the arrow key moves among the days and "next page" is its next-year button.';

/** The side-by-side rows: ours, the peer (null where it lacks the case), ratio peer / ours. */
export function compareScale(results) {
  const [ours, peer] = LIBRARIES.map((l) => l.name);
  return CASES.flatMap(([key, label, read]) => {
    const a = read(results.libraries[ours]);
    if (!a) return [];
    const b = (results.libraries[peer] && read(results.libraries[peer])) ?? null;
    const pick = (x) => x && { paintMs: x.paintMs, scriptMs: x.scriptMs, cappedAtMs: x.cappedAtMs };
    return [
      {
        case: key,
        label,
        [ours]: pick(a),
        [peer]: pick(b),
        // Over the cap: the ratio is at least cap / ours.
        ratioPaint: b ? round((b.paintMs ?? b.cappedAtMs) / a.paintMs) : null,
        ratioAtLeast: Boolean(b?.cappedAtMs),
        withinFrame: a.paintMs <= FRAME_MS,
      },
    ];
  });
}

/** The table as markdown. */
export function scaleTable(comparison) {
  const [ours, peer] = LIBRARIES.map((l) => l.name);
  const paint = (x) =>
    !x ? '—' : x.cappedAtMs ? `> ${(x.cappedAtMs / 1000).toFixed(0)} s` : x.paintMs.toFixed(1);
  const script = (x) => (!x ? '—' : x.cappedAtMs ? '—' : x.scriptMs.toFixed(1));
  const ratio = (c) =>
    c.ratioPaint === null ? '—' : `${c.ratioAtLeast ? '> ' : ''}${c.ratioPaint.toFixed(1)}×`;
  return [
    `| case | ${ours} paint | ${peer} paint | ratio | ${ours} script | ${peer} script |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...comparison.map(
      (c) =>
        `| ${c.label} | ${paint(c[ours])} | ${paint(c[peer])} | ${ratio(c)} | ${script(c[ours])} | ${script(c[peer])} |`,
    ),
    '',
    NOTE,
  ].join('\n');
}

/** Runs every scale case for both libraries; writes bench/results/scale.json and scale.md. */
export async function runScaleBench({ buildLibrary = true, only = null, cases = null } = {}) {
  const want = (name) => !cases || cases.includes(name);
  if (buildLibrary) {
    const result = spawnSync('npm', ['run', 'build', '-w', 'sui-react'], { cwd: ROOT, stdio: 'inherit' });
    if (result.status !== 0) throw new Error('The library build failed.');
  }
  const libraries = only ? LIBRARIES.filter((l) => only.includes(l.name)) : LIBRARIES;
  for (const library of libraries) {
    await bundle(library);
    await bundle(
      { ...library, name: `${library.name}-scale`, entry: `bench/scale/${library.name}.tsx` },
      'scale bench',
    );
  }
  const server = await serve();
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: BROWSER_ARGS });
  const results = {
    date: new Date().toISOString(),
    environment: {
      ...machine(browser),
      runs: RUNS,
      peerCapMs: PEER_CAP_MS,
      method:
        'as bench/run.mjs: from the click or keydown (capture listener) to: script = the page handlers done; paint = a task queued from the next requestAnimationFrame. Medians in ms. Ratio = peer / sui-react.',
    },
    libraries: {},
  };
  const step = (what) => console.log(`  ${new Date().toISOString().slice(11, 19)} ${what}`);
  try {
    for (const library of libraries) {
      const page = await browser.newPage({ viewport: { width: 1000, height: 800 } });
      page.setDefaultTimeout(600_000);
      const ours = library.name === 'sui-react';
      // Every page checks that it runs REACT_VERSION.
      const entry = { version: library.version, react: REACT_VERSION };
      if (want('select')) {
        step(`${library.name}: Select, ${SELECT_COUNT} options`);
        if (ours) {
          const select = await measureSelect(page, base, library, SELECT_COUNT);
          entry.select = {
            drawnOptions: select.drawn,
            open: summary(select.open),
            keystroke: summary(select.filter),
          };
        } else {
          entry.select = await cappedSelect(base, library);
        }
      }
      if (want('multi')) {
        step(`${library.name}: MultiSelect, ${MULTI_SELECTED} labels`);
        const multi = await measureMultiLabels(page, base, library);
        entry.multi = { open: summary(multi.open), add: summary(multi.add), remove: summary(multi.remove) };
      }
      if (want('search')) {
        step(`${library.name}: Search, ${SEARCH_COUNT} items`);
        entry.search = { keystroke: summary((await measureSearch(page, base, library.name)).keystroke) };
      }
      if (want('tabs')) {
        step(`${library.name}: Tabs, ${TAB_COUNT} tabs`);
        const tabs = await measureTabs(page, base, library.name);
        entry.tabs = {
          mount: summary(tabs.mount),
          click: summary(tabs.click),
          ...(tabs.arrow.length && { arrow: summary(tabs.arrow) }),
        };
      }
      if (want('accordion')) {
        step(`${library.name}: Accordion, ${PANEL_COUNT} panels`);
        const accordion = await measureAccordion(page, base, library.name);
        entry.accordion = { mount: summary(accordion.mount), open: summary(accordion.open) };
      }
      if (want('datepicker')) {
        step(`${library.name}: Datepicker, ${YEARS} years`);
        const datepicker = await measureDatepicker(page, base, library.name);
        entry.datepicker = {
          open: summary(datepicker.open),
          ...(datepicker.yearView.length && { yearView: summary(datepicker.yearView) }),
          arrow: summary(datepicker.arrow),
          next: summary(datepicker.next),
        };
      }
      results.libraries[library.name] = entry;
      await page.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  results.comparison = compareScale(results);
  const markdown = scaleTable(results.comparison);
  if (!only && !cases) {
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(join(RESULTS, 'scale.json'), `${JSON.stringify(results, null, 2)}\n`);
    writeFileSync(
      join(RESULTS, 'scale.md'),
      [
        '# Scale benchmark: sui-react next to Semantic UI React 2.1.5',
        '',
        `${results.date}, Chromium ${results.environment.chromium}, Node ${results.environment.node}, ` +
          `${results.environment.cpus}. Medians of ${RUNS} runs (BENCH_RUNS; the peer's 100,000-option ` +
          `Select: one run, capped at ${PEER_CAP_MS / 1000} s a step), in ms from the input event to the frame showing ` +
          'the result painted (paint) and to the page handlers done (script); ratio = Semantic UI ' +
          'React / sui-react. Both pages run React 18.3.1. Generated by `npm run bench:scale`.',
        '',
        markdown,
        '',
      ].join('\n'),
    );
  }
  return { results, markdown };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const list = (flag) =>
    process.argv
      .find((a) => a.startsWith(`--${flag}=`))
      ?.split('=')[1]
      .split(',') ?? null;
  const only = list('only');
  const cases = list('cases');
  runScaleBench({ buildLibrary: !process.argv.includes('--no-build'), only, cases })
    .then(({ markdown }) => {
      console.log(`\n${markdown}\n`);
      if (!only && !cases) console.log('Written to bench/results/scale.json and bench/results/scale.md');
    })
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
