import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, focusChange } from './pixels';

/** Opens the search with Ctrl+K: the dialog, and its box (focused). */
async function openSearch(page: Page) {
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  // The first open loads the dialog and its index (a chunk of their own): on a loaded machine that
  // took over the default 5 s now and then. What is tested here is that Ctrl+K opens it.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  const box = dialog.getByRole('combobox', { name: 'Pages, examples, sections, props and events' });
  await expect(box).toBeFocused();
  return { dialog, box };
}

/** The combobox's aria-activedescendant points at `result`, which is marked active. */
async function expectActive(box: Locator, result: Locator) {
  const id = await result.getAttribute('id');
  expect(id).toBeTruthy();
  await expect(box).toHaveAttribute('aria-activedescendant', id!);
  await expect(result).toHaveAttribute('aria-selected', 'true');
  await expect(result).toHaveClass(/\bactive\b/);
}

for (const width of [1300, 412]) {
  test(`at ${width} px, Ctrl+K finds a prop despite a typo, and Enter lands on its row`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRoute(page, '/getting-started', 'Getting Started');
    const { dialog, box } = await openSearch(page);
    // One letter missing from "maxSelected".
    await page.keyboard.type('maxSelcted');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('MultiSelect.maxSelected');
    await expect(first).toContainText('Prop');
    await expect(first.locator('mark')).toHaveText('maxSelected');
    // The first result is active as soon as the results show (as in DocSearch, Spotlight, cmdk).
    await expectActive(box, first);
    await expect(page.locator('.animating')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Enter right after typing goes to it.
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/#\/modules\/select#api-MultiSelect-maxSelected$/);
    // The API tables load after the page; the row scrolls into view once they are there.
    await expect(page.locator('#api-MultiSelect-maxSelected')).toBeInViewport();
    expect(problems).toEqual([]);
  });
}

test('the search button opens it too; results are pages, sections, examples and props, in that order', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 412, height: 800 });
  await openRoute(page, '/getting-started', 'Getting Started');
  // At 412 px the button is in the top bar.
  const button = page.getByRole('banner').getByRole('button', { name: /Search/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
  // The first open loads the dialog and its index (a chunk of their own): on a loaded machine that
  // took over the default 5 s now and then. What is tested here is that Ctrl+K opens it.
  await expect(dialog).toBeVisible({ timeout: 15_000 });
  await page.keyboard.type('datepicker');
  await expect(dialog.getByRole('option').first()).toContainText('Datepicker');
  const kinds = await dialog.getByRole('option').locator('.label').allInnerTexts();
  expect(kinds[0]).toBe('Page');
  const order = ['Page', 'Section', 'Example', 'Prop', 'Event'];
  expect(kinds.map((k) => order.indexOf(k))).toEqual(
    [...kinds.map((k) => order.indexOf(k))].sort((a, b) => a - b),
  );
  // An example heading: Enter goes to its anchor on its page.
  await page.keyboard.press('Control+a');
  await page.keyboard.type('disabled dates');
  await expect(dialog.getByRole('option').first()).toContainText('Disabled Dates');
  await expectActive(dialog.getByRole('combobox'), dialog.getByRole('option').first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/modules\/datepicker#disabled-dates$/);
  await expect(page.locator('#disabled-dates')).toBeInViewport();
  // Escape closes the results, then empties the box, then closes the dialog; focus returns to the button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.type('zzzzqqq');
  await expect(dialog.locator('.message.empty')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog.locator('.message.empty')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox')).toHaveValue('');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect(problems).toEqual([]);
});

test('the active result is marked at 3:1 in both themes; Down and Up move the mark, Enter opens the one marked', async ({
  page,
  problems,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ colorScheme: 'light' });
  await openRoute(page, '/getting-started', 'Getting Started');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const { dialog, box } = await openSearch(page);
  await page.keyboard.type('select');
  const results = dialog.getByRole('option');
  await expect(results.nth(2)).toBeVisible();
  await expectActive(box, results.first());
  await expect(page.locator('.animating')).toHaveCount(0);
  await page.mouse.move(1, 1);
  // The first result, active and then not (Down moves the mark to the second): the pixels that
  // change by 3:1 or more make at least a 3 px bar down its whole height. The site follows the
  // system's scheme live: then the same in the dark theme (Up brings the mark back first).
  for (const scheme of ['light', 'dark'] as const) {
    if (scheme === 'dark') {
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await page.keyboard.press('ArrowUp');
      await expectActive(box, results.first());
    }
    const area = (await results.first().boundingBox())!;
    const clip = {
      x: Math.floor(area.x),
      y: Math.floor(area.y),
      width: Math.floor(area.width),
      height: Math.floor(area.height),
    };
    const active = await page.screenshot({ clip, animations: 'disabled' });
    await page.keyboard.press('ArrowDown');
    await expectActive(box, results.nth(1));
    const plain = await page.screenshot({ clip, animations: 'disabled' });
    const [a, b] = await decode(page, [active, plain]);
    const changed = focusChange(a!, b!, 0).pixels;
    console.log(`${scheme} theme: active result vs plain, pixels changed by 3:1: ${changed}`);
    expect(changed, scheme).toBeGreaterThanOrEqual(3 * clip.height);
  }
  // Down again to the third, which Enter opens: the page of a page result, or the page its
  // description names.
  await page.keyboard.press('ArrowDown');
  const third = results.nth(2);
  await expectActive(box, third);
  const kind = await third.locator('.title .label').innerText();
  const title = (await third.locator('.title').innerText()).slice(kind.length).trim();
  const onPage = kind === 'Page' ? title : (await third.locator('.description').innerText()).split(' · ')[0]!;
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/#\/getting-started$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(onPage);
  expect(problems).toEqual([]);
});
