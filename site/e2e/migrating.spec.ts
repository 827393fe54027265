import { axeViolations, expect, openRoute, test } from './fixtures';

const TITLE = 'Migrating from Semantic UI React';

test('the Migrating guide draws its size table and the generated prop map, with no axe violation', async ({
  page,
  problems,
}) => {
  // Axe reads some 40 tables of props: give it time on a busy machine.
  test.slow();
  await openRoute(page, '/guides/migrating', TITLE);
  // Both load after the page (on the dev server the map is generated at its first request: slower).
  await expect(page.getByRole('row', { name: /^The whole library/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('row', { name: /^Dropdown \d/ })).toBeVisible();
  const dropdown = page.locator('section', {
    has: page.getByRole('heading', { level: 3, name: /^Dropdown\b/ }),
  });
  await expect(dropdown.getByRole('cell', { name: 'onChange', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(dropdown.getByRole('cell', { name: 'options', exact: true })).toBeVisible();
  // The elements are the native components: no map of their own.
  await expect(page.getByRole('heading', { level: 3, name: /^Button\b/ })).toHaveCount(0);
  // The examples that render other classes are explained in the test that compares them.
  await expect(page.getByRole('link', { name: 'the test that compares them' })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\/.+\/blob\/main\/tests\/build\/suir-migrate\.test\.ts$/,
  );
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('the before and after examples choose the same value, with (event, data) and with the value alone, by mouse and by keyboard', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/guides/migrating', TITLE);
  for (const title of ['Before: the compat Dropdown', 'After: the native Select']) {
    // The examples load after the page.
    const example = page.locator('.example', { has: page.getByRole('heading', { name: title }) });
    const fruit = example.getByRole('combobox', { name: 'Fruit' });
    await fruit.click();
    await example.getByRole('option', { name: 'Pear' }).click();
    await expect(example.getByText('Chosen: pear')).toBeVisible();
    // By keyboard: focus opens the list on the chosen fruit, Down moves to the next, Enter chooses it.
    await page.keyboard.press('Escape');
    await fruit.blur();
    await fruit.focus();
    await expect(fruit).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(example.getByText('Chosen: plum')).toBeVisible();
    await expect(fruit).toBeFocused();
  }
  expect(problems).toEqual([]);
});

test('a native page names its compat counterparts and links to the prop map', async ({ page, problems }) => {
  await openRoute(page, '/modules/select', 'Select');
  const line = page.locator('.compat-counterparts');
  await expect(line).toContainText(
    'Dropdown and Select from sui-react/compat are adapters over this component',
  );
  await line.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TITLE);
  await expect(page.locator('#prop-map')).toBeInViewport();
  // A page with no counterpart has no such line.
  await openRoute(page, '/modules/slider', 'Slider');
  await expect(page.locator('.compat-counterparts')).toHaveCount(0);
  expect(problems).toEqual([]);
});
