// The reflow checks of WCAG 1.4.10 at 320 CSS px, run on every route by routes.spec.ts (in the
// same visit as its checks at 1300 px) and used by reflow.spec.ts.
import type { Page } from '@playwright/test';
import type { RouteEntry } from '../src/routes';
import { axeViolations, expect } from './fixtures';

/**
 * WCAG 1.4.10 (reflow): a 1280 px wide window at 400 % zoom is 320 CSS px wide. Every route must
 * read there without sideways scrolling, with every box that still scrolls reachable and named.
 */
export const NARROW = { width: 320, height: 640 };

/**
 * Opens every example's source, so its code block is measured too, and waits for them all. The
 * toggles are pressed in the page, all at once: what is checked here is the open page, not the
 * toggle (docs-kit.spec presses it as a reader does). Clicking them one by one through Playwright,
 * each with its checks and scrolling, was a second or more a page. Checked every 25 ms: the sources
 * show about 310 ms after the press (React reveals suspended content at most every 300 ms), and a
 * locator assertion retries 500 ms apart after its first 270 ms. An example that loads later (its
 * own chunk) mounts again when it arrives, closed: each check presses the toggles still closed.
 */
export async function openAllSources(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const closed = 'button.view-source[aria-expanded="false"]';
          for (const toggle of document.querySelectorAll<HTMLButtonElement>(closed)) toggle.click();
          const toggles = document.querySelectorAll('button.view-source').length;
          const shown = document.querySelectorAll('.example-source .code-body').length;
          const loading = document.querySelectorAll('.source-loading').length;
          return shown === toggles && loading === 0
            ? 'all open'
            : `${shown} of ${toggles} sources shown, ${loading} loading`;
        }),
      { timeout: 15_000, intervals: [25] },
    )
    .toBe('all open');
}

/**
 * The page's sideways overflow: the document's, and that of `.full-height`, the box the site's
 * page scrolls in (the frame is fixed to the window). Returns the scroll widths beyond the boxes.
 */
export function sidewaysOverflow(page: Page) {
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
export function scrollingBoxes(page: Page) {
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

/**
 * Shows the route at 320 CSS px, as a 1280 px window at 400 % zoom does, and checks that it reflows:
 * every example's source open, no sideways scrolling, each box that still scrolls a named region
 * that Tab reaches, and no axe violation. Soft assertions, named by the route. Leaves the page at
 * 320 px.
 */
export async function checkReflow(page: Page, route: RouteEntry) {
  await page.setViewportSize(NARROW);
  await openAllSources(page);
  expect.soft(await sidewaysOverflow(page), `${route.path}: sideways overflow at 320 px`).toEqual([]);
  for (const box of await scrollingBoxes(page)) {
    expect
      .soft(box, `${route.path}: ${box.box} scrolls at 320 px: a named region that Tab reaches`)
      .toMatchObject({ tabIndex: 0, role: 'region', name: expect.stringMatching(/\S/) });
  }
  expect.soft(await axeViolations(page), `${route.path}: axe at 320 px`).toEqual([]);
}
