import { expect, test, type Page } from '@playwright/test';

/**
 * Records every console error and warning, every uncaught error (hydration problems show there) and
 * every response that failed.
 */
function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/** Waits until React has hydrated the element: it then carries React's own properties. */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  }, selector);
}

test('the server page arrives rendered: the components are in its HTML before any script runs', async ({
  request,
}) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1 class="ui header">Order fruit</h1>');
  // Select and MultiSelect, the Datepicker's input, the Search and the Tabs, as markup.
  expect(html).toMatch(
    /<div role="combobox"[^>]*aria-labelledby="fruit-label"[^>]*class="ui selection dropdown"/,
  );
  expect(html).toMatch(
    /<div role="combobox"[^>]*aria-labelledby="extras-label"[^>]*class="ui selection multiple dropdown"/,
  );
  expect(html).toMatch(/<input[^>]*id="delivery-date"/);
  expect(html).toMatch(/<div role="search" aria-labelledby="city-label" class="ui search"/);
  expect(html.match(/<a [^>]*role="tab"/g)).toHaveLength(2);
});

test('pick in a Select, send the form through the server action, see the values back', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order fruit');
  await hydrated(page, '[role="combobox"][aria-labelledby="fruit-label"]');

  const fruit = page.getByRole('combobox', { name: 'Fruit' });
  await fruit.click();
  await page.getByRole('option', { name: 'Cherries' }).click();
  await expect(fruit).toContainText('Cherries');

  const extras = page.getByRole('combobox', { name: 'Extras' });
  await extras.click();
  await page.getByRole('option', { name: 'Gift wrap' }).click();
  await page.getByRole('option', { name: 'Ice pack' }).click();
  await page.keyboard.press('Escape');

  const date = page.getByRole('combobox', { name: 'Delivery date' });
  await date.fill('March 7, 2027');
  await date.press('Tab');

  await page.getByRole('button', { name: 'Place the order' }).click();

  // The page comes back from the server with a modal that confirms the order.
  const dialog = page.getByRole('dialog', { name: 'Order received' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('for March 7, 2027');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/[?&]date=March\+7%2C\+2027(&|$)/);
  const summary = page.getByTestId('summary');
  await expect(summary.locator('dd').nth(2)).toHaveText('March 7, 2027');

  // The second tab shows the entries as the form sent them: one per extra.
  await page.getByRole('tab', { name: 'Form data' }).click();
  await expect(page.getByTestId('form-data')).toBeVisible();
  expect(JSON.parse((await page.getByTestId('form-data').textContent()) ?? '')).toMatchObject({
    date: ['March 7, 2027'],
  });

  // The popup shows on hover, after hydration.
  await page.getByRole('button', { name: 'Delivery times' }).hover();
  await expect(page.getByText('We deliver from Monday to Saturday')).toBeVisible();

  expect(problems).toEqual([]);
});
