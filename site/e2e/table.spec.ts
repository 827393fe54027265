// The Table page: axe clean at 1300 and 320 px (the wide tables scroll in their own named regions,
// the page does not), sorting and selecting by keyboard, the 10,000-row example drawing one page of
// rows however it is sorted (with the time a sort and a selection take, printed), and under forced
// colours a selected row and the sorted header stay visible, by pictures with and without the
// rules of a11y.css; the sort button's focus ring is 3:1 and 2 px in both colour modes.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, focusChange, isVisibleRing } from './pixels';

const ROUTE = '/collections/table';
const example = (page: Page, id: string) => page.locator(`section[id="${id}"] .example-result`);

/** The area an element covers in view, whole pixels, with `margin` around it. */
async function areaOf(target: Locator, margin = 0) {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = (await target.boundingBox())!;
  return {
    x: Math.round(box.x) - margin,
    y: Math.round(box.y) - margin,
    width: Math.round(box.width) + 2 * margin,
    height: Math.round(box.height) + 2 * margin,
  };
}
const shot = (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  page.screenshot({ clip, animations: 'disabled' });

/** Pixels whose colour changed by 3:1 or more between two pictures of the same area. */
async function differBy3(page: Page, a: Buffer, b: Buffer) {
  const [pa, pb] = await decode(page, [a, b]);
  return focusChange(pa!, pb!, 0).pixels;
}

/** Takes the pointer and the focus away, so that neither hover nor focus is in the picture. */
async function rest(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Deletes the page's style rules for tables that a11y.css adds (`.ui.ui.table …`); returns how many. */
const removeTableRules = (page: Page) =>
  page.evaluate(() => {
    let removed = 0;
    const sweep = (list: CSSRuleList) => {
      for (let i = list.length - 1; i >= 0; i--) {
        const rule = list[i]!;
        if (rule instanceof CSSStyleRule && rule.selectorText.includes('.ui.ui.table')) {
          const kept = rule.selectorText
            .split(',')
            .map((s) => s.trim())
            .filter((s) => !s.startsWith('.ui.ui.table'));
          if (kept.length) rule.selectorText = kept.join(', ');
          else ((rule.parentRule as CSSGroupingRule | null) ?? rule.parentStyleSheet!).deleteRule(i);
          removed++;
        } else if ('cssRules' in rule) sweep((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) {
      try {
        sweep(sheet.cssRules);
      } catch {
        // A stylesheet from another origin: none of ours.
      }
    }
    return removed;
  });

test.describe('Table page', () => {
  test.beforeEach(async ({ page }) => {
    await openRoute(page, ROUTE, 'Table');
  });

  test('axe finds nothing at 1300 and 320 px; at 320 px the wide tables scroll in named regions, not the page', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1300, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 320, height: 800 });
    expect(await axeViolations(page)).toEqual([]);
    for (const name of ['Average temperatures by month', 'Orders']) {
      const region = page.getByRole('region', { name });
      await expect(region).toHaveAttribute('tabindex', '0');
      const sizes = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(sizes[0], `${name} scrolls sideways`).toBeGreaterThan(sizes[1]!);
    }
    // Nothing else is wider than the window.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(320);
    expect(problems).toEqual([]);
  });

  test('the sortable example sorts by keyboard: Tab reaches the buttons, Enter and Space sort', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'sortable');
    const name = box.getByRole('columnheader', { name: 'Name' });
    await expect(box.locator('[aria-sort]')).toHaveCount(0);
    await page.locator('section#sortable').getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(name).toHaveAttribute('aria-sort', 'ascending');
    await expect(box.locator('tbody tr').first()).toContainText('Amber');
    await page.keyboard.press('Space');
    await expect(name).toHaveAttribute('aria-sort', 'descending');
    await expect(box.locator('tbody tr').first()).toContainText('Leslie');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(box.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(box.locator('[aria-sort]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  test('10,000 rows: one page drawn, sorted and selected by keyboard, each in a frame or two', async ({
    page,
    problems,
  }) => {
    const box = example(page, '10-000-rows');
    const rows = box.locator('tbody tr');
    await expect(rows).toHaveCount(25);
    // A sort, and later a selection, timed in the page: a click on the focused control (what Enter
    // or Space does) to the next frame painted.
    const total = box.getByRole('button', { name: 'Total' });
    await total.focus();
    const timed = () =>
      page.evaluate(async () => {
        const start = performance.now();
        (document.activeElement as HTMLElement).click();
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
        return performance.now() - start;
      });
    const sortMs = await timed();
    await expect(box.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows).toHaveCount(25);
    await expect(rows.first().locator('td').last()).toHaveText('0.00');
    await page.keyboard.press('Enter');
    await expect(box.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending');
    await expect(rows.first().locator('td').last()).not.toHaveText('0.00');
    const totals = (await box.locator('tbody tr td:last-child').allTextContents()).map(Number);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    // Select the first row by keyboard: Tab to its checkbox, Space.
    const first = rows.first().getByRole('checkbox');
    await first.focus();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(rows.first()).toHaveClass(/active/);
    await expect(page.locator('section[id="10-000-rows"]').getByRole('status')).toHaveText('1 selected');
    await rows.nth(1).getByRole('checkbox').focus();
    const selectMs = await timed();
    await expect(page.locator('section[id="10-000-rows"]').getByRole('status')).toHaveText('2 selected');
    await expect(box.locator('tbody tr.active')).toHaveCount(2);
    console.log(
      `10,000 rows: a sort took ${sortMs.toFixed(1)} ms, a selection ${selectMs.toFixed(1)} ms to the next frame`,
    );
    // Not a speed test (114 to 673 ms measured on a loaded two-core machine with the dev server,
    // 2 ms of it the sort itself): the rows drawn stay 25 whatever the sort, which is what keeps it
    // fluid. The bound only catches a body drawing all 10,000 rows again.
    expect(sortMs).toBeLessThan(3000);
    expect(problems).toEqual([]);
  });
});

for (const forced of [true, false]) {
  test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
    test.use({ forcedColors: forced ? 'active' : 'none' });

    test('the sort button draws a ring of 3:1 and 2 px when focused by keyboard', async ({
      page,
      problems,
    }) => {
      await openRoute(page, ROUTE, 'Table');
      const button = example(page, 'sortable').getByRole('button', { name: 'Age' });
      const clip = await areaOf(button, 5);
      await rest(page);
      const before = await shot(page, clip);
      await page.locator('section#sortable').getByRole('button', { name: 'View source' }).focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(button).toBeFocused();
      const after = await shot(page, clip);
      const [a, b] = await decode(page, [before, after]);
      const change = focusChange(a!, b!, 5);
      console.log(`sort button ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(change)}`);
      expect(isVisibleRing(change), JSON.stringify(change)).toBe(true);
      expect(problems).toEqual([]);
    });
  });
}

test.describe('forced colours: a selected row and the sorted header stay visible', () => {
  test.use({ forcedColors: 'active' });

  /** Pictures of a row unselected and selected, and of a header unsorted and sorted, as 3:1 changes. */
  async function measure(page: Page) {
    const box = example(page, '10-000-rows');
    const row = box.locator('tbody tr').nth(2);
    // The checkbox's own change left out: the cells after it.
    const cells = row.locator('td').nth(2);
    const rowClip = await areaOf(cells);
    await rest(page);
    const unselected = await shot(page, rowClip);
    await row.getByRole('checkbox').check();
    await expect(row).toHaveClass(/active/);
    await rest(page);
    const selected = await shot(page, rowClip);

    const header = box.getByRole('columnheader', { name: 'City' });
    const headerClip = await areaOf(header);
    await rest(page);
    const unsorted = await shot(page, headerClip);
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await rest(page);
    const sorted = await shot(page, headerClip);
    return {
      row: await differBy3(page, unselected, selected),
      header: await differBy3(page, unsorted, sorted),
    };
  }

  test('with a11y.css they differ by 3:1; without its table rules the row does not', async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    await openRoute(page, ROUTE, 'Table');
    const withRules = await measure(page);
    await page.goto('about:blank');
    await openRoute(page, ROUTE, 'Table');
    expect(await removeTableRules(page)).toBeGreaterThan(0);
    const without = await measure(page);
    console.log(`forced colours, table: ${JSON.stringify({ with: withRules, without })}`);
    expect(withRules.row, 'a selected row looks like the others').toBeGreaterThan(20);
    expect(withRules.header, 'the sorted header looks like the others').toBeGreaterThan(20);
    expect(without.row, 'without the rules a selected row shows no change (the test can fail)').toBe(0);
    expect(problems).toEqual([]);
  });
});
