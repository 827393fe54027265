import { axeViolations, expect, openRoute, test } from './fixtures';

for (const width of [1300, 412]) {
  test(`at ${width} px, Ctrl+K finds a prop despite a typo, and Enter lands on its row`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRoute(page, '/getting-started', 'Getting Started');
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('combobox', { name: 'Pages, examples, sections, props and events' });
    await expect(box).toBeFocused();
    // One letter missing from "maxSelected".
    await page.keyboard.type('maxSelcted');
    const first = dialog.getByRole('option').first();
    await expect(first).toContainText('MultiSelect.maxSelected');
    await expect(first).toContainText('Prop');
    await expect(first.locator('mark')).toHaveText('maxSelected');
    await expect(page.locator('.animating')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
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
  await expect(dialog).toBeVisible();
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
  await page.keyboard.press('ArrowDown');
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
