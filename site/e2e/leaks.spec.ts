import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Mount/unmount cycles: a page that leaks leaves something behind every time it unmounts, so what
 * is alive after 30 cycles exceeds what is alive after 10 by about 20 times the leak. The test
 * compares exact counts after a forced GC (React fibers, JS event listeners, DOM nodes), never
 * bytes or timings: the JS heap also holds compiled code, which grows as V8 optimises the code
 * that runs, and timings depend on the machine's load.
 *
 * Each page is left while something is open (a calendar, a menu, a modal), so that the listeners,
 * portals and layers that only exist while open are part of the check.
 */
const PAGES: { path: string; open?: (page: Page) => Promise<void> }[] = [
  // The page that grew most in the benchmark's first run.
  { path: '/collections/message' },
  {
    path: '/modules/datepicker',
    open: async (page) => {
      await page.locator('.example-result input').first().click();
      await expect(page.locator('.ui.popup.calendar.active').first()).toBeVisible();
    },
  },
  {
    path: '/modules/select',
    open: async (page) => {
      await page.locator('.example-result [role="combobox"]').first().click();
      await expect(page.getByRole('listbox').first()).toBeVisible();
    },
  },
  {
    path: '/modules/modal',
    open: async (page) => {
      await page.locator('.example-result button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
];

interface Counts {
  fibers: number;
  listeners: number;
  nodes: number;
  documents: number;
}

/** Live React fibers: the objects that share the prototype of the <main> element's fiber. */
async function countFibers(cdp: CDPSession): Promise<number> {
  const { result: prototype } = await cdp.send('Runtime.evaluate', {
    expression: `(() => {
      const main = document.getElementById('main');
      return Object.getPrototypeOf(main[Object.keys(main).find((key) => key.startsWith('__reactFiber$'))]);
    })()`,
  });
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

async function counts(cdp: CDPSession, settledDocuments?: number): Promise<Counts> {
  // The repository buttons are frames: a removed frame's document goes away a little later, so
  // wait (briefly) until as many documents are alive as at the first count.
  for (let attempt = 0; ; attempt += 1) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { documents, nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
    if (settledDocuments === undefined || documents <= settledDocuments || attempt === 30) {
      return { fibers: await countFibers(cdp), listeners: jsEventListeners, nodes, documents };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

for (const { path, open } of PAGES) {
  test(`${path}: 30 mount/unmount cycles leave no more fibers, listeners or DOM nodes than 10`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    const cdp = await page.context().newCDPSession(page);
    const go = async (target: string) => {
      await page.evaluate((hash) => (location.hash = hash), `#${target}`);
      await page.waitForFunction(
        (hash) =>
          location.hash === hash &&
          document.querySelector('h1') &&
          !document.querySelector('.page-loading, .page-content[aria-busy]'),
        `#${target}`,
      );
    };
    const cycles = async (n: number) => {
      for (let i = 0; i < n; i += 1) {
        await go(path);
        await open?.(page);
        await go('/getting-started');
      }
    };
    await page.goto('./#/getting-started');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');

    await cycles(10);
    const after10 = await counts(cdp);
    await cycles(20);
    const after30 = await counts(cdp, after10.documents);

    // Whatever was open is gone with its page: no layer keeps the page inert or unscrollable.
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // A leak of one thing per cycle adds 20; allow only what the frames' late teardown can add.
    expect(after30.fibers - after10.fibers, 'React fibers').toBeLessThan(5);
    expect(after30.listeners - after10.listeners, 'JS event listeners').toBeLessThan(5);
    expect(after30.nodes - after10.nodes, 'DOM nodes').toBeLessThan(20);
    expect(problems).toEqual([]);
  });
}
