import type { Page } from '@playwright/test';
import {
  axeViolations,
  clippedText,
  expect,
  openRoute,
  routeRuns,
  runName,
  test,
  visitEach,
} from './fixtures';

/**
 * WCAG 1.4.10 (reflow): a 1280 px wide window at 400 % zoom is 320 CSS px wide. Every route must
 * read there without sideways scrolling, with every box that still scrolls reachable and named.
 */
const NARROW = { width: 320, height: 640 };

/** Opens every example's source, so its code block is measured too, and waits for them all. */
async function openAllSources(page: Page) {
  const toggles = page.locator('button.view-source');
  const closed = page.locator('button.view-source[aria-expanded="false"]');
  // An example that loads later (its own chunk) mounts again when it arrives, closed: click until
  // every source stays open.
  await expect(async () => {
    // Each click takes its toggle out of `closed`: always click the first that is left.
    for (let left = await closed.count(); left > 0; left--) await closed.first().click();
    await expect(closed).toHaveCount(0, { timeout: 1000 });
    await expect(page.locator('.source-loading')).toHaveCount(0, { timeout: 1000 });
    await expect(page.locator('.example-source .code-body')).toHaveCount(await toggles.count(), {
      timeout: 1000,
    });
  }).toPass({ timeout: 15_000 });
}

/**
 * The page's sideways overflow: the document's, and that of `.full-height`, the box the site's
 * page scrolls in (the frame is fixed to the window). Returns the scroll widths beyond the boxes.
 */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() =>
    [document.documentElement, document.querySelector('.full-height')!]
      .filter((box) => box.scrollWidth > box.clientWidth)
      .map((box) => `${box.className || box.tagName}: ${box.scrollWidth} px in ${box.clientWidth} px`),
  );
}

/**
 * Every shown box in the page body that scrolls (overflow auto or scroll, content larger than the
 * box), except the page's own scroller, with whether a keyboard can reach it and what it is called.
 */
function scrollingBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.full-height *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        const scrollsX = /auto|scroll/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1;
        const scrollsY = /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
        return (scrollsX || scrollsY) && el.checkVisibility();
      })
      .map((el) => ({
        box: `${el.tagName.toLowerCase()}.${el.className}`,
        tabIndex: el.tabIndex,
        role: el.getAttribute('role'),
        name: el.getAttribute('aria-label'),
      })),
  );
}

test.describe('at 320 CSS px', () => {
  test.use({ viewport: NARROW });

  for (const run of routeRuns(8)) {
    test(`${runName(run)}: each reflows, with no sideways scrolling, reachable code and tables, no axe violation`, async ({
      page,
      problems,
    }) => {
      // Every example source open and axe over the whole page: the Datepicker page took 15 s on a
      // loaded machine.
      test.setTimeout(20_000 + run.length * 15_000);
      await visitEach(page, problems, run, async (route) => {
        await openAllSources(page);
        expect.soft(await sidewaysOverflow(page), `${route.path}: sideways overflow`).toEqual([]);
        for (const box of await scrollingBoxes(page)) {
          expect
            .soft(box, `${route.path}: ${box.box} scrolls: a named region that Tab reaches`)
            .toMatchObject({
              tabIndex: 0,
              role: 'region',
              name: expect.stringMatching(/\S/),
            });
        }
        expect.soft(await axeViolations(page), `${route.path}: axe`).toEqual([]);
      });
    });
  }

  test('the menu opens in the Sidebar, fits the window, and takes the reader to a page', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/getting-started', 'Getting Started');
    await expect(page.locator('nav.toc')).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const sidebar = page.getByRole('navigation', { name: 'Site' });
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.animating')).toHaveCount(0);
    const box = (await sidebar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const link = sidebar.getByRole('link', { name: 'Transition', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transition');
    await expect(sidebar).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('a code block that scrolls becomes a named Tab stop that arrow keys scroll, and stops being one when it fits', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  const example = page.locator('.example').first();
  await example.locator('button.view-source').click();
  const scroller = example.locator('.code-scroll');
  await expect(scroller.locator('pre')).toHaveCount(1);
  // It fits (long lines wrap): a plain box.
  await expect(scroller).not.toHaveAttribute('tabindex');
  await expect(scroller).not.toHaveAttribute('role');
  // Lines that no longer wrap, then a narrower window: now it scrolls sideways.
  await page.addStyleTag({ content: '.code-body pre.shiki { white-space: pre !important; }' });
  await page.setViewportSize(NARROW);
  const file = (await example.locator('.code-caption').textContent())!;
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('region', { name: `Code: ${file}` })).toHaveCount(1);
  await example.locator('.code-toolbar button', { hasText: 'Copy' }).focus();
  await page.keyboard.press('Tab');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Wide again: it fits, and the region and its Tab stop go.
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.addStyleTag({ content: '.code-body pre.shiki { white-space: pre-wrap !important; }' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(scroller).not.toHaveAttribute('tabindex');
  await expect(page.getByRole('region', { name: `Code: ${file}` })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the text-spacing check finds text that a fixed-height box cuts off', async ({ page, problems }) => {
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  await page
    .locator('.example-result')
    .first()
    .evaluate((result) => {
      const box = document.createElement('div');
      box.className = 'cut-box';
      box.style.cssText = 'height: 1.2em; overflow: hidden; width: 200px';
      box.textContent = 'A line of text that wraps onto a second line in 200 px, which the box cuts off.';
      result.append(box);
    });
  expect(await clippedText(page)).toEqual([expect.stringMatching(/^div\.cut-box "A line of text/)]);
  expect(problems).toEqual([]);
});
