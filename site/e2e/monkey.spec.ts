import type { Page } from '@playwright/test';
import { routes } from '../src/routes';
import { expect, goToRoute, openRoute, test, waitForArrival } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its steps land mid-animation.
test.use({ reducedMotion: 'no-preference' });

/**
 * Interaction fuzzing. A tour visits routes in turn (through the address, as a link does) and on
 * each takes a seeded random sequence of clicks, keys, typing and route changes, checking the
 * page's invariants after every step: no page error and no console error or warning, nothing shown
 * left `inert` or `aria-hidden` with no overlay open, the page scrollable with no modal open, and
 * focus not lost to <body> by Escape. The default run (part of `npm test`) is one seed, a few steps
 * per route, every route once: half of them at the desktop width and half at the narrow one;
 * `npm run fuzz:e2e` runs many seeds and steps, every route at both widths (see scripts/monkey.mjs).
 * A failure prints the broken invariant, the step log and the command that replays exactly that
 * tour.
 *
 *   MONKEY_SEED   one seed or a comma-separated list (default 1): one run of the tours per seed
 *   MONKEY_STEPS  steps on each route of a tour (default 3)
 *   MONKEY_ROUTE  a comma-separated list of paths: one tour of exactly these routes
 *   MONKEY_NARROW 1: that tour at the narrow width
 *   MONKEY_WIDTHS both: every route at both widths (default: each route at one of them)
 *   MONKEY_LOG    1: print the step log of passing tours too
 */
const SEEDS = (process.env.MONKEY_SEED ?? '1').split(',').map((seed) => {
  const value = Number(seed.trim());
  if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
    throw new Error(`MONKEY_SEED: "${seed}" is not a seed (an integer from 0 to 2^32 - 1)`);
  }
  return value;
});
const STEPS = Number(process.env.MONKEY_STEPS ?? 3);
if (!Number.isInteger(STEPS) || STEPS < 1) {
  throw new Error(`MONKEY_STEPS: "${process.env.MONKEY_STEPS}" is not a whole number of 1 or more`);
}
const ROUTES = routes.map((route) => route.path);
const ONLY = process.env.MONKEY_ROUTE?.split(',').map((path) => path.trim());
for (const path of ONLY ?? []) {
  if (!ROUTES.includes(path)) throw new Error(`MONKEY_ROUTE: no route "${path}"`);
}
const NARROW = process.env.MONKEY_NARROW === '1';
/** Every `count`-th route from `start`: one of `count` tours that together take every route. */
const interleaved = (paths: string[], count: number) =>
  Array.from({ length: count }, (_, start) => paths.filter((_, n) => n % count === start));
const BOTH_WIDTHS = process.env.MONKEY_WIDTHS === 'both';
if (process.env.MONKEY_WIDTHS && !BOTH_WIDTHS) {
  throw new Error(
    `MONKEY_WIDTHS: "${process.env.MONKEY_WIDTHS}" is not "both" (leave it unset for one width a route)`,
  );
}
/**
 * A seed's tours: the routes given (narrow when MONKEY_NARROW=1), or tours of at most 16 routes at
 * the desktop width and at the narrow one (900px: the site's menu is the library's Sidebar, opened
 * from the top bar). By default each route is toured once, every other route at each width, and the
 * next seed swaps them; with MONKEY_WIDTHS=both every route is toured at both. Tours are tests, run
 * side by side: short ones keep the workers evenly busy (one narrow tour of all the routes was the
 * suite's longest test, run alone at its end).
 */
function toursFor(seed: number): { paths: string[]; narrow: boolean }[] {
  if (ONLY) return [{ paths: ONLY, narrow: NARROW }];
  const at = (narrow: boolean) => {
    const paths = BOTH_WIDTHS ? ROUTES : ROUTES.filter((_, n) => (n + seed) % 2 === (narrow ? 1 : 0));
    // The narrow tours go last route first, so a route's neighbours differ between the widths.
    const ordered = narrow ? [...paths].reverse() : paths;
    return interleaved(ordered, Math.ceil(ordered.length / 16)).map((tour) => ({ paths: tour, narrow }));
  };
  return [...at(false), ...at(true)];
}

/** mulberry32: a small, fast, well-spread 32-bit PRNG; the same seed gives the same sequence. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A tour's own stream: the seed mixed with a hash of its routes (FNV-1a). */
function seedFor(seed: number, tour: string[], narrow: boolean): number {
  let h = 0x811c9dc5 ^ seed;
  for (const char of `${narrow ? 'narrow:' : ''}${tour.join(',')}`)
    h = Math.imul(h ^ char.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

const KEYS = [
  'Tab',
  'Shift+Tab',
  'ArrowDown',
  'ArrowUp',
  'ArrowLeft',
  'ArrowRight',
  'Enter',
  'Space',
  'Escape',
  'Home',
  'End',
];
const TEXTS = ['a', 'ab', 'Ma', '1', 'z', ' '];

/**
 * What a click may target: interactive elements in the page body and in the layers that portals
 * put on <body> (menus, popups, modals). Not the site's nav (route changes have their own step),
 * not links that leave the site, not the repository frames.
 */
const CLICKABLE = [
  'button',
  'a[href^="#"]',
  'input',
  'textarea',
  'select',
  'label',
  'summary',
  '[role="button"]',
  '[role="option"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="menuitemcheckbox"]',
  '[role="menuitemradio"]',
  '[role="combobox"]',
  '[role="slider"]',
  '[role="gridcell"]',
  '[tabindex="0"]',
  '.ui.dimmer',
  '.item',
].join(',');

/**
 * Marks the click targets a user could hit right now (visible, enabled, not inert, on top at their
 * centre once scrolled into view) and returns how many there are, in document order. The content
 * a sidebar dims is one too: a click on it closes the sidebar.
 */
async function markTargets(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    document.querySelectorAll('[data-monkey]').forEach((el) => el.removeAttribute('data-monkey'));
    const inPage = (el: Element) => !!el.closest('#main, .topbar') || !el.closest('#root');
    let n = 0;
    const dimmed = Array.from(document.querySelectorAll<HTMLElement>('.pusher.dimmed'));
    for (const el of [...Array.from(document.querySelectorAll<HTMLElement>(selector)), ...dimmed]) {
      const reachable =
        dimmed.includes(el) || !el.closest('[inert], [aria-disabled="true"], .disabled, iframe');
      if (!reachable || !(dimmed.includes(el) || inPage(el))) continue;
      if ((el as HTMLButtonElement).disabled) continue;
      if (el.matches('a') && (el as HTMLAnchorElement).target) continue;
      const rect = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (rect.width < 2 || rect.height < 2 || style.visibility !== 'visible') continue;
      el.setAttribute('data-monkey', String(n));
      n += 1;
    }
    return n;
  }, CLICKABLE);
}

/** Scrolls a marked target into view and clicks its centre, if it is on top there. */
async function clickTarget(page: Page, index: number): Promise<string> {
  const target = await page.evaluate((i) => {
    const el = document.querySelector<HTMLElement>(`[data-monkey="${i}"]`);
    // Parts of a page load after it (API and keyboard tables after the first idle time): the
    // target marked a moment ago may have been replaced since. A user could not click it either.
    if (!el) return null;
    el.scrollIntoView({ block: 'center', inline: 'center' });
    const rect = el.getBoundingClientRect();
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const hit = document.elementFromPoint(x, y);
    const name = (el.getAttribute('aria-label') ?? el.textContent ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    const what = `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}${
      el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''
    }> "${name}"`;
    return { x, y, onTop: !!hit && (el === hit || el.contains(hit) || hit.contains(el)), what };
  }, index);
  if (!target) return `click target ${index}: gone since it was marked, skipped`;
  if (!target.onTop) return `click ${target.what}: covered, skipped`;
  await page.mouse.click(target.x, target.y);
  return `click ${target.what}`;
}

/** Waits until no animation runs, no page loads and the route in the address is the one shown. */
async function settle(page: Page) {
  await page.waitForFunction(
    () => {
      const path = location.hash.slice(1).split('#')[0];
      return (
        !document.querySelector('.animating, .page-loading, .page-content[aria-busy]') &&
        !!document.querySelector(`.page-content[data-route="${path}"]`) &&
        // No finite animation or transition still running (a collapsing panel, a fading popup).
        !document
          .getAnimations()
          .some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
      );
    },
    undefined,
    { timeout: 10_000 },
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The page's invariants; returns what is broken (empty when all hold). */
async function broken(page: Page, afterEscape: { focusWasInPage: boolean } | null): Promise<string[]> {
  return page.evaluate((escape) => {
    const problems: string[] = [];
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    };
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}>`;
    // Open layers: a modal, a page or segment dimmer, a visible sidebar (and its dimmed pusher).
    const modal = Array.from(
      document.querySelectorAll('[role="dialog"][aria-modal="true"], .ui.dimmer.modals'),
    ).some(shown);
    const overlays = Array.from(
      document.querySelectorAll(
        '[role="dialog"], .ui.dimmer.active, .ui.dimmer.visible, .ui.sidebar.visible, .ui.sidebar.animating',
      ),
    ).filter(shown);
    // A component may make its own hidden part inert (a collapsed panel, a closed calendar); what
    // is shown and inert is a layer's doing, and needs that layer open.
    const inert = Array.from(document.querySelectorAll('[inert]')).filter(shown);
    if (inert.length && !overlays.length) {
      problems.push(`inert with no open overlay: ${inert.map(describe).join(', ')}`);
    }
    // aria-hidden on something a user can reach is a layer left behind (or a bug of its own).
    const hiddenReachable = Array.from(document.querySelectorAll('[aria-hidden="true"]')).filter(
      (el) =>
        shown(el) &&
        !el.closest('[inert]') &&
        el.querySelector(
          'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])',
        ),
    );
    if (hiddenReachable.length && !overlays.length) {
      problems.push(
        `aria-hidden over reachable content with no open overlay: ${hiddenReachable.map(describe).join(', ')}`,
      );
    }
    if (!modal) {
      const scroller = document.querySelector('.full-height');
      if (
        document.body.style.overflow === 'hidden' ||
        getComputedStyle(document.body).overflow === 'hidden'
      ) {
        problems.push('the body does not scroll with no modal open');
      }
      if (scroller && getComputedStyle(scroller).overflowY === 'hidden') {
        problems.push('the page scroller does not scroll with no modal open');
      }
    }
    if (escape?.focusWasInPage && (document.activeElement === document.body || !document.activeElement)) {
      problems.push('focus was lost to <body> after Escape');
    }
    return problems;
  }, afterEscape);
}

for (const seed of SEEDS) {
  for (const { paths: tour, narrow } of toursFor(seed)) {
    test(`monkey seed ${seed}, ${STEPS} steps on each of ${tour.join(', ')}${narrow ? ' (narrow)' : ''}: no error, no stray inert or aria-hidden, scroll and focus kept`, async ({
      page,
      problems,
    }) => {
      test.setTimeout(30_000 + tour.length * STEPS * 3_000);
      const random = prng(seedFor(seed, tour, narrow));
      const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
      const log: string[] = [];
      const replay = `MONKEY_SEED=${seed} MONKEY_STEPS=${STEPS} MONKEY_ROUTE=${tour.join(',')}${narrow ? ' MONKEY_NARROW=1' : ''} npx playwright test -c site/playwright.config.ts site/e2e/monkey.spec.ts`;
      const fail = (why: string[]) =>
        new Error(
          `The monkey broke the page.\n  ${why.join('\n  ')}\nSteps:\n  ${log.join('\n  ')}\nReplay:\n  ${replay}`,
        );
      const first = routes.find((route) => route.path === tour[0])!;
      if (narrow) await page.setViewportSize({ width: 900, height: 800 });
      await openRoute(page, first.path, first.title);
      const click = async () => {
        const count = await markTargets(page);
        return count ? clickTarget(page, Math.floor(random() * count)) : 'click: no target';
      };

      for (const [index, path] of tour.entries()) {
        if (index > 0) {
          await goToRoute(page, path);
          await settle(page);
        }
        log.push(`on ${path}`);
        for (let step = 1; step <= STEPS; step += 1) {
          const roll = random();
          let escape: { focusWasInPage: boolean } | null = null;
          let action: string;
          try {
            if (roll < 0.45) {
              action = await click();
            } else if (roll < 0.75) {
              const key = pick(KEYS);
              if (key === 'Escape') {
                escape = {
                  focusWasInPage: await page.evaluate(
                    () => !!document.activeElement && document.activeElement !== document.body,
                  ),
                };
              }
              await page.keyboard.press(key);
              action = `key ${key}`;
            } else if (roll < 0.82) {
              const text = pick(TEXTS);
              await page.keyboard.type(text);
              action = `type ${JSON.stringify(text)}`;
            } else if (roll < 0.9) {
              // A burst: clicks and keys with no wait in between, as a quick user lands them on
              // menus and layers that are still opening or closing.
              const parts: string[] = [];
              for (let n = 2 + Math.floor(random() * 3); n > 0; n -= 1) {
                if (random() < 0.5) {
                  parts.push(await click());
                } else {
                  const key = pick(KEYS);
                  await page.keyboard.press(key);
                  parts.push(`key ${key}`);
                }
              }
              action = `burst: ${parts.join('; ')}`;
            } else if (roll < 0.93) {
              // Away and straight back, faster than the other page can render.
              const here = await page.evaluate(() => location.hash);
              const away = pick(ROUTES);
              await page.evaluate(
                ([to, back]) => {
                  location.hash = to!;
                  location.hash = back!;
                },
                [`#${away}`, here],
              );
              action = `away to ${away} and straight back`;
            } else {
              const to = pick(ROUTES);
              // The menu's link when the menu lists the page and nothing covers the menu (or, when
              // narrow, the Menu button that opens it), else the address.
              const menu = narrow ? page.locator('.topbar button.launch') : page.locator('nav.toc');
              const link = page.locator(`${narrow ? '#site-sidebar' : 'nav.toc'} a[href="#${to}"]`);
              const viaNav =
                random() < 0.5 &&
                (await link.count()) === 1 &&
                !(await menu.evaluate((el) => !!el.closest('[inert]')));
              if (viaNav) {
                if (narrow && !(await page.locator('#site-sidebar.visible').count())) await menu.click();
                await link.click();
                await waitForArrival(page, to);
              } else {
                await goToRoute(page, to);
              }
              action = `route ${to} (${viaNav ? 'nav link' : 'address'})`;
            }
            log.push(`${step}. ${action}`);
            await settle(page);
          } catch (error) {
            log.push(`${step}. (failed) ${String(error).split('\n')[0]}`);
            throw fail([`step ${step} could not run or settle`]);
          }
          const why = [...problems.splice(0), ...(await broken(page, escape))];
          if (why.length) throw fail(why);
        }
      }
      if (process.env.MONKEY_LOG === '1') console.log(`Steps:\n  ${log.join('\n  ')}`);
    });
  }
}

test('the monkey’s invariants catch a page left inert, unscrollable or aria-hidden, and focus lost by Escape', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/getting-started', 'Getting Started');
  await settle(page);
  await page.locator('#main').focus();
  expect(await broken(page, { focusWasInPage: true })).toEqual([]);
  // What a layer that failed to close would leave behind, with no overlay open.
  await page.evaluate(() => {
    document.querySelector('.article')!.setAttribute('inert', '');
    document.querySelector('nav.toc')!.setAttribute('aria-hidden', 'true');
    document.body.style.overflow = 'hidden';
    (document.activeElement as HTMLElement | null)?.blur();
  });
  expect(await broken(page, { focusWasInPage: true })).toEqual([
    'inert with no open overlay: <div.article>',
    'aria-hidden over reachable content with no open overlay: <nav.toc>',
    'the body does not scroll with no modal open',
    'focus was lost to <body> after Escape',
  ]);
  expect(problems).toEqual([]);
});
