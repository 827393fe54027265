import type { CDPSession, Page } from '@playwright/test';
import { routes } from '../src/routes';
import { expect, goToRoute, test } from './fixtures';

/**
 * Mount/unmount cycles over every page. A cycle is a tour: each page in turn, with something left
 * open on the pages that have layers (a calendar, a menu, a modal, a dimmer), then back to the
 * start page. After a warm-up tour (every chunk, stylesheet and lazily created root loaded,
 * the frame's fibers paired with their alternates), what is alive at the start page is counted
 * after a forced GC: React fibers, DOM nodes, JS event listeners (see `counts`). Two more tours
 * must not add MEASURED or more to any count.
 *
 * Why tight counts after a few cycles are at least as strong as loose counts after many: a page
 * that leaks leaves something behind each time it unmounts, so any leak adds at least one per tour
 * and MEASURED over the measured tours; a wide tolerance (the old check allowed up to 4 fibers, 4
 * listeners and 19 nodes over 20 cycles) is what needed the many cycles, to lift a leak above it.
 * Counts, never bytes or timings: the JS heap also holds compiled code, which grows as V8 optimises
 * the code that runs, and timings depend on the machine's load.
 *
 * Each arrival waits for the page body's `data-route` (see `goToRoute`): a route change renders as
 * a transition, so the address alone does not mean the old page has unmounted.
 */
const OPEN: Record<string, (page: Page) => Promise<void>> = {
  '/modules/datepicker': async (page) => {
    await page.locator('.example-result input').first().click();
    await expect(page.locator('.ui.popup.calendar.active').first()).toBeVisible();
  },
  '/modules/dimmer': async (page) => {
    await page.getByRole('button', { name: 'Toggle Dimmer' }).first().click();
    await expect(page.locator('.example-result .ui.dimmer.active').first()).toBeVisible();
  },
  '/modules/select': async (page) => {
    await page.locator('.example-result [role="combobox"]').first().click();
    await expect(page.getByRole('listbox').first()).toBeVisible();
  },
  '/modules/modal': async (page) => {
    await page.locator('.example-result button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const START = '/getting-started';
// Two warm-up tours: with this session's pages, one DOM-node count kept rising by 3 after the first
// tour only (3 after 2 measured tours and still 3 after 4: something made once, not per tour).
const WARM_UP = 2;
const MEASURED = 2;

/**
 * The tours: the pages split in two halves, so that a failure names a shorter list. The elements'
 * pages are left out: the elements hold no state, effect or listener (they are server components),
 * and the docs kit around their examples is the one every other page mounts.
 */
const pages = routes
  .filter((route) => route.group !== 'Elements')
  .map((route) => route.path)
  .filter((path) => path !== START);
const half = Math.ceil(pages.length / 2);
const TOURS = [pages.slice(0, half), pages.slice(half)];

interface Counts {
  fibers: number;
  nodes: number;
  listeners: number;
}

/** How many live objects of the page's own world have the prototype the expression returns in their chain. */
async function countObjects(cdp: CDPSession, prototypeExpression: string): Promise<number> {
  const { result: prototype } = await cdp.send('Runtime.evaluate', { expression: prototypeExpression });
  const { objects } = await cdp.send('Runtime.queryObjects', { prototypeObjectId: prototype.objectId! });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  await cdp.send('Runtime.releaseObject', { objectId: objects.objectId! });
  await cdp.send('Runtime.releaseObject', { objectId: prototype.objectId! });
  return result.value as number;
}

/**
 * Counts after a forced GC: live React fibers (the objects that share the prototype of the <main>
 * element's fiber), the DOM nodes the page's JavaScript can reach (React keeps a handle on every
 * node it made, and a detached node that leaks is one some script still holds), and JS event
 * listeners. Nodes are counted in the page's own world rather than with the renderer's node
 * counter, which also holds the repository buttons' frame documents: a removed frame's document
 * goes away at a time of the browser's choosing, which made that counter vary by a few nodes.
 */
async function counts(cdp: CDPSession): Promise<Counts> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  return {
    fibers: await countObjects(
      cdp,
      `(() => {
        const main = document.getElementById('main');
        return Object.getPrototypeOf(main[Object.keys(main).find((key) => key.startsWith('__reactFiber$'))]);
      })()`,
    ),
    nodes: await countObjects(cdp, 'Node.prototype'),
    listeners: jsEventListeners,
  };
}

for (const tour of TOURS) {
  test(`${MEASURED} tours of ${tour.join(', ')} leave no more fibers, listeners and DOM nodes than the first`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    const cycle = async () => {
      for (const path of tour) {
        await goToRoute(page, path);
        await OPEN[path]?.(page);
      }
      await goToRoute(page, START);
      // Whatever was open is gone with its page: no layer keeps the page inert or unscrollable.
      await expect(page.locator('[inert]')).toHaveCount(0);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    };
    await page.goto(`./#${START}`);
    await goToRoute(page, START);

    // The browser itself holds the last node under the mouse and the last one clicked, which may
    // be in a page that has gone: point and click at the same spot of the frame before each count.
    const measure = async () => {
      await page.mouse.click(5, 5);
      // Chromium can also keep the last text input that had focus, and with it that input's page:
      // the Datepicker page (68 fibers, about 280 nodes) in one run out of two since the native
      // forms work. Focusing an input of ours, outside React, ended it in 8 runs of 8.
      await page.evaluate(() => {
        const input = document.createElement('input');
        document.body.append(input);
        input.focus();
        input.blur();
        input.remove();
      });
      return counts(cdp);
    };
    for (let i = 0; i < WARM_UP; i += 1) await cycle();
    let before = await measure();
    const measuredTours = async () => {
      for (let i = 0; i < MEASURED; i += 1) await cycle();
      return measure();
    };
    let after = await measuredTours();
    // A leak grows in every window of tours; something made once (a file or a frame that a busy
    // machine loads late, after the warm-up) rises in one window only. A rise is checked again over
    // the next window, and only what grows there too fails (a clean-clone CI run once saw 3 more
    // DOM nodes, no fiber and no listener, in one window; a repeat on the same build saw none).
    const rose = (['fibers', 'listeners', 'nodes'] as const).filter(
      (key) => after[key] - before[key] >= MEASURED,
    );
    if (rose.length) {
      console.log(
        `rose in one window: ${rose.map((key) => `${key} ${before[key]} -> ${after[key]}`).join(', ')}`,
      );
      before = after;
      after = await measuredTours();
    }

    // A leak leaves something behind each time its page unmounts: at least one more per tour, so
    // at least MEASURED more in all. What the browser holds for a while, not per tour, moves a count
    // by one now and then (CI once saw 655 fibers after against 656 before; the nodes now and then
    // show one more, and a retry 1 s later still sees it, with two warm-up tours as with one). So
    // each count may grow by less than MEASURED; a fall is never a leak.
    for (const key of ['fibers', 'listeners', 'nodes'] as const) {
      expect(after[key] - before[key], `${key}: ${before[key]} before, ${after[key]} after`).toBeLessThan(
        MEASURED,
      );
    }
    expect(problems).toEqual([]);
  });
}
