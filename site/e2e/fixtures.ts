import axe from 'axe-core';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { routes, type RouteEntry } from '../src/routes';

/** The repository buttons are frames from the code host; tests run offline, so serve a stand-in. */
async function stubExternalFrames(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>button</title><a href="#">Star</a>',
    }),
  );
}

/**
 * A page that records every console error and warning and every uncaught exception; each test
 * fails if any were recorded.
 */
export const test = base.extend<{ problems: string[] }>({
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await stubExternalFrames(page);
    await use(problems);
    expect(problems, 'console errors or warnings').toEqual([]);
  },
});

export { expect };

/** What `runAxe` reports of one violation: the rule, its impact and help, and each node's message. */
export interface AxeViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  nodes: { target: string; message: string }[];
}

/** WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Runs axe-core in the page and returns its violations. It first waits until no Semantic UI
 * animation runs: colour contrast measured halfway through a fade is not the page's.
 *
 * axe is injected once per document (it stays across route changes) and runs in the page itself,
 * violations only. The only frames on the site are the code host's repository buttons (third-party
 * content, stubbed offline), so frames are left out; the `frame-title` rule still checks the
 * frame elements. @axe-core/playwright took 3 to 5 s a call here, most of it injecting axe into
 * those frames and finishing each run in a new blank page; this takes about 0.6 s.
 */
export async function runAxe(
  page: Page,
  { include, rules }: { include?: string; rules?: string[] } = {},
): Promise<AxeViolation[]> {
  await expect(page.locator('.animating')).toHaveCount(0);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, rules, tags }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') };
      const results = await axe.run(include ? { include: [include] } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
        iframes: false,
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.join(' '),
          message: [...n.any, ...n.all, ...n.none].map((check) => check.message).join('; '),
        })),
      }));
    },
    { include, rules, tags: AXE_TAGS },
  );
}

/** `runAxe` over the whole page (or `include`), as one readable line per violation. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  return (await runAxe(page, { include })).map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target)
        .slice(0, 5)
        .join(', ')}`,
  );
}

/**
 * The page body of `path` once it is all there. Route changes render as React transitions: until
 * the new page commits, the old one stays in the document with its own title and nothing busy, so
 * neither the address nor "a title and nothing loading" says the new page has arrived. The page
 * body's `data-route` does (see PageContent).
 */
export function arrivedAt(page: Page, path: string): Locator {
  return page.locator(`.page-content[data-route="${path}"]:not([aria-busy])`);
}

/**
 * Waits until the whole page body of `path` is there (`arrivedAt`), looking every 25 ms. A locator
 * assertion retries after 0, 20, 70, 170 and 270 ms, then every 500 ms: a route arrives in about
 * 350 ms here, just after a retry, so it was seen 400 ms late, on each of the suite's route changes
 * (about 700: the per-route checks, the leak tours, the monkey). The budget is that of the two
 * waits this one replaced (the title, then nothing busy).
 */
export async function waitForArrival(page: Page, path: string) {
  await expect
    .poll(() => arrivedAt(page, path).count(), {
      message: `the page body of ${path}, all there`,
      timeout: 10_000,
      intervals: [25],
    })
    .toBe(1);
}

/** Goes to a hash route and waits for its page title and the whole page body. */
export async function openRoute(page: Page, path: string, title: string) {
  await page.goto(`./#${path}`);
  await waitForArrival(page, path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/**
 * Moves to another route inside the running app, as the address bar or a link does (the page is
 * not reloaded), and waits until that route's whole page has replaced the previous one.
 */
export async function goToRoute(page: Page, path: string) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await waitForArrival(page, path);
}

/**
 * Records every class list the element takes from now on, in the page itself, so that a short
 * animation cannot slip between two polls on a slow machine. With `style`, each entry also holds
 * that computed style at the moment the classes changed (`"<classes> / <value>"`). Returns a
 * function that reads the entries seen so far.
 */
export async function recordClasses(locator: Locator, style?: string): Promise<() => Promise<string[]>> {
  const key = `classes-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate(
    (el, [name, property]) => {
      const entry = () =>
        property ? `${el.className} / ${getComputedStyle(el).getPropertyValue(property)}` : el.className;
      const seen = [entry()];
      new MutationObserver(() => seen.push(entry())).observe(el, { attributeFilter: ['class'] });
      (window as unknown as Record<string, string[]>)[name!] = seen;
    },
    [key, style] as const,
  );
  return () => locator.page().evaluate((name) => (window as unknown as Record<string, string[]>)[name]!, key);
}

/** The routes (or those of `list`) in runs of at most `size`, in order: one test a run. */
export function routeRuns(size: number, list: RouteEntry[] = routes): RouteEntry[][] {
  const runs: RouteEntry[][] = [];
  for (let i = 0; i < list.length; i += size) runs.push(list.slice(i, i + size));
  return runs;
}

/** A run's name in a test title: its first and last paths. */
export const runName = (run: RouteEntry[]) =>
  run.length > 1 ? `${run[0]!.path} … ${run.at(-1)!.path} (${run.length} routes)` : run[0]!.path;

/**
 * Visits every route of `run` in one page, as a reader does: the first by loading it, the others
 * through the app's router (the page is not reloaded; `goToRoute` waits until the new page has
 * replaced the old one). Loading each route in a page of its own cost a browser context and a
 * full load a route, most of the per-route tests' time. `check` runs on each route with soft
 * assertions, so one failing route does not hide the next; the console problems recorded while on
 * a route are reported under its path.
 */
export async function visitEach(
  page: Page,
  problems: string[],
  run: RouteEntry[],
  check: (route: RouteEntry) => Promise<void>,
) {
  for (const [index, route] of run.entries()) {
    if (index === 0) await openRoute(page, route.path, route.title);
    else {
      await goToRoute(page, route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
    }
    await check(route);
    expect.soft(problems.splice(0), `${route.path}: console errors or warnings`).toEqual([]);
  }
}

/**
 * WCAG 1.4.12 text spacing: the spacing of the WCAG bookmarklet, forced on every element. (routes.spec
 * checks each page with examples under it; reflow.spec shows that `clippedText` can fail.)
 */
export const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * The boxes in the examples that cut text off: shown, with text in them, with overflow hidden or
 * clip on an axis, and content larger than the box on that axis by more than 1 px (rounding). A box
 * that scrolls (auto, scroll) does not cut; the visually-hidden pattern (1 px boxes) is meant to.
 */
export function clippedText(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.example-result *'))
      .filter((el) => {
        if (!el.checkVisibility() || !el.textContent?.trim() || el.clientWidth <= 1 || el.clientHeight <= 1)
          return false;
        const style = getComputedStyle(el);
        const cuts = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
        return (
          (cuts(style.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
          (cuts(style.overflowY) && el.scrollHeight > el.clientHeight + 1)
        );
      })
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${el.className} "${el.textContent!.trim().slice(0, 40)}": ` +
          `${el.scrollWidth}x${el.scrollHeight} in ${el.clientWidth}x${el.clientHeight}`,
      ),
  );
}

/**
 * Shows the page in `theme` the way a reader whose choice is System gets it when the device changes
 * its preference: live, without a reload (the site's theme is CSS on `<html data-theme>`, which
 * the app sets). Waits until `<html>` carries it, then ends at once every CSS transition running
 * (the change started them): colours are measured at rest, as they are once the transitions end.
 * Waiting for their `finished` promises instead hung now and then on a loaded machine (the
 * Performance guide, 4 runs in 8 under two workers: the transitions never ended), and took their
 * duration at best. The page must hold no stored choice.
 */
export async function showSystemTheme(page: Page, theme: 'light' | 'dark') {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator(`html[data-theme="${theme}"]`)).toHaveCount(1);
  // Reading the animations applies the new theme's styles, so the transitions it starts are listed.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation instanceof CSSTransition) animation.finish();
    }
  });
}
