import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

const exampleBox = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

/** The open results of a search: its listbox, once the show animation has ended. */
async function openResults(search: Locator) {
  // Shown and done animating (not an earlier popup still on its way out).
  await expect(search.locator(':scope > .results')).toHaveClass('results transition visible');
  return search.getByRole('listbox');
}

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/search', 'Search');
});

test('Local: results by mouse, with bold matches, the icon switch and the chosen word', async ({
  page,
  problems,
}) => {
  const box = exampleBox(page, 'Local');
  const search = box.getByRole('search', { name: 'Search the words' });
  const input = search.getByRole('combobox');
  await expect(input).toHaveAttribute('placeholder', 'Example Search...');
  await expect(search.locator('i.search.icon')).toBeVisible();

  await input.click();
  await input.pressSequentially('el');
  const listbox = await openResults(search);
  await expect(listbox.getByRole('option')).toHaveText(['Elephant', 'Jelly', 'Peel', 'Yellow']);
  await expect(listbox.getByRole('option').first().locator('b')).toHaveText('El');
  await expect(search.getByRole('status')).toHaveText('Results: 4');
  expect(await axeViolations(page)).toEqual([]);

  await listbox.getByRole('option', { name: 'Jelly' }).click();
  await expect(box.getByRole('status').last()).toHaveText('You chose ‘Jelly’!');
  await expect(input).toHaveValue('Jelly');
  await expect(input).toBeFocused();
  await expect(search).not.toHaveClass(/active/);

  // Many matches: at most 7 are shown.
  await input.fill('');
  await input.pressSequentially('e');
  await expect((await openResults(search)).getByRole('option')).toHaveCount(7);

  // The icon goes away with the checkbox.
  await box.getByText('Has icon?').click();
  await expect(search.locator('i.search.icon')).toHaveCount(0);
  await expect(search.locator('.ui.input')).not.toHaveClass(/icon/);
  expect(problems).toEqual([]);
});

test('Local: the same by keyboard alone, and no results', async ({ page, problems }) => {
  const box = exampleBox(page, 'Local');
  const search = box.getByRole('search', { name: 'Search the words' });
  const input = search.getByRole('combobox');
  // Tab from the checkbox into the search.
  await box.getByRole('checkbox', { name: 'Has icon?' }).focus();
  await page.keyboard.press('Tab');
  await expect(input).toBeFocused();
  await page.keyboard.type('an');
  const listbox = await openResults(search);
  const options = listbox.getByRole('option');
  await expect(options).toHaveText(['Elephant', 'Manifest', 'Orange']);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
  await expect(options.nth(1)).toHaveClass(/active/);
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(options.nth(2)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(box.getByRole('status').last()).toHaveText('You chose ‘Orange’!');
  await expect(input).toHaveValue('Orange');

  // Escape closes; a second Escape empties the input.
  await page.keyboard.press('ArrowDown');
  await openResults(search);
  await page.keyboard.press('Escape');
  await expect(search).not.toHaveClass(/active/);
  await page.keyboard.press('Escape');
  await expect(input).toHaveValue('');

  await page.keyboard.type('qqq');
  await expect(search.locator('.results')).toHaveClass(/visible/);
  await expect(search.locator('.message.empty .header')).toHaveText('No Results');
  await expect(search.locator('.message.empty .description')).toHaveText('Your search returned no results.');
  await expect(search.getByRole('status')).toHaveText('No Results');
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(await axeViolations(page)).toEqual([]);

  // Tab moves on and closes the results.
  await page.keyboard.press('Tab');
  await expect(search).not.toHaveClass(/active/);
  expect(problems).toEqual([]);
});

test('Remote: a 300 ms lookup of the words starting with the query, by mouse and keyboard', async ({
  page,
  problems,
}) => {
  const box = exampleBox(page, 'Remote');
  const search = box.getByRole('search', { name: 'Search the words remotely' });
  const input = search.getByRole('combobox');
  await expect(input).toHaveAttribute('placeholder', 'Search...');
  await expect(box.getByText('Last selected: nothing yet')).toBeVisible();

  await input.click();
  // The lookup's loading state, recorded in the page: a loaded machine can miss it between polls.
  const seen = await recordClasses(search);
  await input.pressSequentially('B');
  let listbox = await openResults(search);
  await expect(search).not.toHaveClass(/loading/);
  expect(await seen()).toContainEqual(expect.stringMatching(/loading/));
  // Starts with, not contains: no "Xylophone" or "Zebra".
  await expect(listbox.getByRole('option')).toHaveText(['Bird']);
  expect(await axeViolations(page)).toEqual([]);
  await listbox.getByRole('option', { name: 'Bird' }).click();
  await expect(box.getByText('Last selected: {"title":"Bird"}')).toBeVisible();
  await expect(input).toHaveValue('Bird');

  // Keyboard: lower case matches too.
  await input.fill('');
  await page.keyboard.type('v');
  listbox = await openResults(search);
  await expect(listbox.getByRole('option')).toHaveText(['Violet']);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box.getByText('Last selected: {"title":"Violet"}')).toBeVisible();
  await expect(input).toHaveValue('Violet');
  expect(problems).toEqual([]);
});

test('Template results: title and index, input emptied on choice, by mouse and keyboard', async ({
  page,
  problems,
}) => {
  const box = exampleBox(page, 'Template results');
  const search = box.getByRole('search', { name: 'Search the numbered words' });
  const input = search.getByRole('combobox');

  await input.click();
  await input.pressSequentially('ee');
  const listbox = await openResults(search);
  await expect(listbox.getByRole('option')).toHaveText(['Keep (10)', 'Peel (15)']);
  expect(await axeViolations(page)).toEqual([]);
  await listbox.getByRole('option', { name: 'Peel (15)' }).click();
  await expect(box.getByRole('status').last()).toHaveText('You chose ‘Peel’!');
  await expect(input).toHaveValue('');

  await page.keyboard.type('zeb');
  await openResults(search);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(box.getByRole('status').last()).toHaveText('You chose ‘Zebra’!');
  await expect(input).toHaveValue('');
  expect(problems).toEqual([]);
});

test('Groups and a controlled text: named groups by keyboard, a text set from outside, and 320 px', async ({
  page,
  problems,
}) => {
  const box = exampleBox(page, 'Groups and a controlled text');
  const search = box.getByRole('search', { name: 'Search the shop' });
  const input = search.getByRole('combobox');
  const shown = box.locator('output');
  await expect(search).toHaveClass(/\bcategory\b/);

  await input.click();
  await input.pressSequentially('b');
  const listbox = await openResults(search);
  // Each aisle's results together, the aisles in the order their first match comes.
  await expect(listbox.getByRole('group')).toHaveCount(3);
  await expect(listbox.getByRole('group', { name: 'Bakery' }).getByRole('option')).toHaveText([
    'Bagel',
    'Baguette',
    'Brioche',
  ]);
  await expect(listbox.getByRole('group', { name: 'Fruit' }).getByRole('option')).toHaveText([
    'Banana',
    'Blackberry',
  ]);
  await expect(listbox.getByRole('group', { name: 'Vegetables' }).getByRole('option')).toHaveText([
    'Beetroot',
    'Cabbage',
  ]);
  await expect(shown).toHaveText('‘b’');
  expect(await axeViolations(page)).toEqual([]);

  // Down goes through the groups in the order shown: the fourth result is the Fruit aisle's first.
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await expect(listbox.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
  await expect(listbox.getByRole('group', { name: 'Fruit' })).toHaveClass('category active');
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('Banana');
  await expect(shown).toHaveText('‘Banana’');

  // A text set by the app: shown at once, searched when the input takes the focus.
  await box.getByRole('button', { name: 'Search for ‘Ba’' }).click();
  await expect(input).toHaveValue('Ba');
  await expect(search).not.toHaveClass(/active/);
  await input.focus();
  const found = await openResults(search);
  await expect(found.getByRole('option')).toHaveText(['Bagel', 'Baguette', 'Banana', 'Cabbage']);
  await expect(found.getByRole('group')).toHaveText([
    'BakeryBagelBaguette',
    'FruitBanana',
    'VegetablesCabbage',
  ]);
  // Escape closes the results, which lie over the buttons.
  await page.keyboard.press('Escape');
  await box.getByRole('button', { name: 'Clear' }).click();
  await expect(input).toHaveValue('');
  await expect(shown).toHaveText('empty');

  // At 320 px the fluid grouped results stay inside the page, which does not scroll sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await input.click();
  await input.pressSequentially('c');
  const results = await openResults(search);
  const bounds = await results.boundingBox();
  expect(bounds!.x).toBeGreaterThanOrEqual(0);
  expect(bounds!.x + bounds!.width).toBeLessThanOrEqual(320);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('Groups and a controlled text: results kept open by the page, by keyboard and mouse', async ({
  page,
  problems,
}) => {
  const box = exampleBox(page, 'Groups and a controlled text');
  const search = box.getByRole('search', { name: 'Search the shop' });
  const input = search.getByRole('combobox');
  const keep = box.getByRole('button', { name: 'Keep the results open' });
  // By keyboard: the toggle opens the answer for the empty text (the first seven foods), focus stays on it.
  await keep.focus();
  await page.keyboard.press('Space');
  await expect(keep).toHaveAttribute('aria-pressed', 'true');
  const listbox = await openResults(search);
  await expect(listbox.getByRole('option')).toHaveCount(7);
  await expect(keep).toBeFocused();
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page)).toEqual([]);
  // Typing answers as usual; leaving the input keeps the results shown.
  await input.click();
  await input.pressSequentially('ch');
  await expect(listbox.getByRole('option')).toHaveText(['Brioche', 'Cherry']);
  await page.keyboard.press('Tab');
  await expect(search).toHaveClass(/\bactive\b/);
  await expect(listbox.getByRole('option')).toHaveText(['Brioche', 'Cherry']);
  // By mouse: the toggle hands the results back to the user, who is elsewhere: they close.
  await keep.click();
  await expect(keep).toHaveAttribute('aria-pressed', 'false');
  await expect(search).not.toHaveClass(/\bactive\b/);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
  expect(problems).toEqual([]);
});

test('the page documents the localization and the API', async ({ page, problems }) => {
  await expect(page.getByRole('link', { name: 'Localization page' })).toHaveAttribute(
    'href',
    '#/behaviors/localization',
  );
  const props = page.getByRole('table', { name: 'Search properties' });
  await expect(props.getByRole('row', { name: /^searchDelay/ })).toContainText('200');
  await expect(props.getByRole('row', { name: /^maxResults/ })).toContainText('7');
  await expect(props.getByRole('row', { name: /^transition / })).toContainText("'scale'");
  await expect(
    page.getByRole('table', { name: 'Search events' }).getByRole('row', { name: /^onResultSelect/ }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
