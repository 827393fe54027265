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

test('a required Select stops the form until something is picked', async ({ page }) => {
  const problems = watch(page);
  await page.goto('/');
  await hydrated(page, '[role="combobox"][aria-labelledby="fruit-label"]');
  await page.getByRole('button', { name: 'Place the order' }).click();
  // The browser refused to send the form: no server action ran, the select shows it is invalid.
  const fruit = page.getByRole('combobox', { name: 'Fruit' });
  await expect(fruit).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('No order yet.')).toBeAttached();
  expect(new URL(page.url()).search).toBe('');
  expect(problems).toEqual([]);
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

  // Typed in the format of the page's language (en-US); the form gets the ISO date.
  const date = page.getByRole('combobox', { name: 'Delivery date' });
  await date.fill('March 7, 2027');
  await date.press('Tab');

  const city = page.getByRole('search', { name: 'City' }).getByRole('combobox');
  await city.fill('Lis');
  await page.getByRole('option', { name: 'Lisbon' }).click();
  await expect(city).toHaveValue('Lisbon');

  await page.getByRole('button', { name: 'Place the order' }).click();

  // The page comes back from the server with a modal that confirms the order.
  const dialog = page.getByRole('dialog', { name: 'Order received' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Cherries, delivered on 2027-03-07.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expect(page).toHaveURL(/[?&]fruit=Cherries(&|$)/);
  const summary = page.getByTestId('summary');
  await expect(summary.locator('dd')).toHaveText(['Cherries', 'Gift wrap, Ice pack', '2027-03-07', 'Lisbon']);

  // The second tab shows the entries as the form sent them: one per extra.
  await page.getByRole('tab', { name: 'Form data' }).click();
  await expect(page.getByTestId('form-data')).toBeVisible();
  expect(JSON.parse((await page.getByTestId('form-data').textContent()) ?? '')).toEqual({
    fruit: ['Cherries'],
    extras: ['Gift wrap', 'Ice pack'],
    date: ['2027-03-07'],
    city: ['Lisbon'],
  });

  // The popup shows on hover, after hydration.
  await page.getByRole('button', { name: 'Delivery times' }).hover();
  await expect(page.getByText('We deliver from Monday to Saturday')).toBeVisible();

  expect(problems).toEqual([]);
});
