// The Sticky and Visibility pages: scrolling the page (the site scrolls inside `.full-height`)
// sticks and unsticks the panel (its classes and its computed position), Visibility's callbacks
// and live calculations follow the scroll, and both pages are axe clean at 1400 and 320 px with no
// console error (the `problems` fixture) and nothing scrolling sideways.
import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

/**
 * Scrolls the site's scrolling element to `to` px, one step per frame, as a wheel does, so that
 * the observers see the way there; resolves once there.
 */
async function scrollTo(page: Page, to: number | 'start' | ((el: Element) => number)) {
  await page.evaluate(
    async ([target, source]) => {
      const scroller = document.querySelector('.full-height')!;
      const find = source ? (new Function(`return (${source})`)() as (el: Element) => number) : null;
      const end = find ? find(scroller) : target === 'start' ? 0 : (target as number);
      const goal = Math.max(0, Math.min(end, scroller.scrollHeight - scroller.clientHeight));
      // At most 400 frames; stop early where the scroller cannot go further.
      for (let frame = 0; frame < 400 && Math.abs(scroller.scrollTop - goal) > 1; frame++) {
        const before = scroller.scrollTop;
        scroller.scrollTop += Math.sign(goal - before) * Math.min(80, Math.abs(goal - before));
        await new Promise((resolve) => requestAnimationFrame(resolve));
        if (scroller.scrollTop === before) break;
      }
      await new Promise((resolve) => requestAnimationFrame(resolve));
    },
    [typeof to === 'function' ? null : to, typeof to === 'function' ? to.toString() : null] as const,
  );
}

/** The scroll position that puts an element's top `above` px above the top of the view. */
const past = (selector: string, above: number) =>
  new Function(
    'scroller',
    `const el = document.querySelector(${JSON.stringify(selector)});
     return scroller.scrollTop + el.getBoundingClientRect().top + ${above};`,
  ) as (el: Element) => number;

for (const width of [1400, 320]) {
  for (const [path, title] of [
    ['/modules/sticky', 'Sticky'],
    ['/modules/visibility', 'Visibility'],
  ] as const) {
    test(`${title} page at ${width} px: axe clean, nothing sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 800 });
      await openRoute(page, path, title);
      expect(await axeViolations(page)).toEqual([]);
      const sideways = await page.evaluate(() => {
        const scroller = document.querySelector('.full-height')!;
        return Math.max(document.documentElement.scrollWidth, scroller.scrollWidth);
      });
      expect(sideways).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
    });
  }
}

test('scrolling sticks the panel to the top of the view, binds it at the end, and lets it go', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await openRoute(page, '/modules/sticky', 'Sticky');
  const panel = page.locator('#sticky-context-panel');
  const sticky = panel.locator('xpath=..');
  await expect(sticky).toHaveClass('ui sticky');
  expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(panel).toContainText('In its place.');

  // The grid's top 100 px above the view: the panel is fixed 16 px down.
  await scrollTo(page, past('#sticky-context-panel', 0));
  await scrollTo(page, (scroller) => scroller.scrollTop + 100);
  await expect(sticky).toHaveClass('ui fixed top sticky');
  expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  expect(Math.round((await sticky.boundingBox())!.y)).toBe(16);
  await expect(panel).toContainText('Stuck to the top of the view.');

  // Past the grid's end: held at the bottom of its column.
  await scrollTo(
    page,
    (scroller) =>
      scroller.scrollTop +
      document.querySelector('#sticky-context-grid')!.getBoundingClientRect().bottom -
      40,
  );
  await expect(sticky).toHaveClass('ui bound bottom sticky');
  expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('absolute');

  await scrollTo(page, 'start');
  await expect(sticky).toHaveClass('ui sticky');
  expect(await sticky.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  await expect(panel).toContainText('In its place.');

  // The native sticky bar: CSS position sticky, held at the top while its segment passes.
  const bar = page.locator('#sticky-native-bar').locator('xpath=..');
  await expect(bar).toHaveClass('ui native sticky');
  await scrollTo(page, past('#sticky-native-bar', 150));
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
  expect(Math.round((await bar.boundingBox())!.y)).toBe(0);
  expect(problems).toEqual([]);
});

test("Visibility's callbacks and calculations follow the scroll", async ({ page, problems }) => {
  await page.setViewportSize({ width: 1400, height: 800 });
  await openRoute(page, '/modules/visibility', 'Visibility');
  const value = (name: string) => page.locator(`[data-calculation="${name}"]`);
  const log = page.locator('#visibility-log');
  // fireOnMount: the calculations are there at once.
  await expect(value('onScreen')).toHaveText('true');
  await expect(value('topPassed')).toHaveText('false');
  await expect(value('height')).not.toHaveText('0');

  await scrollTo(page, past('#visibility-watched', 120));
  await expect(value('topPassed')).toHaveText('true');
  await expect(value('passing')).toHaveText('true');
  await expect(value('direction')).toHaveText('down');
  expect(Number(await value('pixelsPassed').textContent())).toBeGreaterThan(60);
  await expect(log).toContainText('onTopPassed');

  // Scrolled again until the element is off screen: the scroll stops at the page's end, which moves
  // when the page's API tables arrive after it (on a loaded machine, after the first scroll).
  await expect
    .poll(async () => {
      await scrollTo(page, (scroller) => {
        const el = document.querySelector('#visibility-watched')!;
        return scroller.scrollTop + el.getBoundingClientRect().bottom + 50;
      });
      return value('offScreen').textContent();
    })
    .toBe('true');
  await expect(value('bottomPassed')).toHaveText('true');
  await expect(log).toContainText('onOffScreen');

  await scrollTo(page, 'start');
  await expect(value('topPassed')).toHaveText('false');
  await expect(value('direction')).toHaveText('up');
  await expect(log).toContainText('onTopVisible');
  expect(problems).toEqual([]);
});
