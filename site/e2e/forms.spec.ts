import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

const nativeForm = (page: Page) => page.getByRole('form', { name: 'Order', exact: true });
const hookForm = (page: Page) => page.getByRole('form', { name: 'Order (react-hook-form)' });
const submitted = (page: Page) => page.getByRole('table', { name: 'Submitted entries' });

/** The submitted entries as [name, value] rows. */
async function entries(page: Page): Promise<string[][]> {
  const rows = submitted(page).locator('tbody tr');
  return rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!)),
  );
}

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/guides/forms', 'Forms');
});

test('by mouse: required blocks with focus on the control, then fill, submit, see the entries, reset', async ({
  page,
  problems,
}) => {
  const form = nativeForm(page);
  const fruit = form.getByRole('combobox', { name: 'Fruit' });
  await form.getByRole('button', { name: 'Submit' }).click();
  // The browser refused: nothing submitted, focus on the first empty required control, shown invalid.
  await expect(page.getByText('Nothing yet: submit the form.').first()).toBeVisible();
  await expect(fruit).toBeFocused();
  await expect(fruit).toHaveAttribute('aria-invalid', 'true');
  await expect(fruit).toHaveClass(/\berror\b/);
  expect(await form.evaluate((f: HTMLFormElement) => f.checkValidity())).toBe(false);

  await fruit.click();
  await page.getByRole('option', { name: 'Cherry' }).click();
  await expect(fruit).not.toHaveAttribute('aria-invalid');
  const tags = form.getByRole('combobox', { name: 'Tags' });
  await tags.click();
  await page.getByRole('option', { name: 'Local' }).click();
  await form.getByRole('slider', { name: 'Rating' }).locator('i').nth(4).click();
  await form.getByText('Large').click();
  await form.getByText('Gift wrap').click();
  await form.getByRole('combobox', { name: 'City' }).fill('Lis');
  await page.getByRole('option', { name: 'Lisbon' }).click();
  // The date is still missing: the next submit stops there.
  await form.getByRole('button', { name: 'Submit' }).click();
  const delivery = form.getByRole('combobox', { name: 'Delivery date' });
  await expect(delivery).toBeFocused();
  await delivery.fill('15 January 2026');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(submitted(page)).toBeVisible();
  expect(await entries(page)).toEqual([
    ['fruit', 'cherry'],
    ['tags', 'Fresh'],
    ['tags', 'Local'],
    ['delivery', '2026-01-15'],
    ['city', 'Lisbon'],
    ['rating', '5'],
    ['size', 'l'],
    ['gift', 'yes'],
  ]);

  await form.getByRole('button', { name: 'Reset' }).click();
  await expect(submitted(page)).toHaveCount(0);
  await expect(fruit).toHaveText(/Select one/);
  await expect(delivery).toHaveValue('');
  await expect(form.getByRole('slider', { name: 'Rating' })).toHaveAttribute('aria-valuenow', '3');
  await expect(form.getByRole('radio', { name: 'Medium' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Gift wrap' })).not.toBeChecked();
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(fruit).toBeFocused();
  expect(problems).toEqual([]);
});

test('by keyboard: Enter in the date input submits; required blocks and focuses the Select; Reset by Enter', async ({
  page,
  problems,
}) => {
  const form = nativeForm(page);
  const fruit = form.getByRole('combobox', { name: 'Fruit' });
  const delivery = form.getByRole('combobox', { name: 'Delivery date' });
  await delivery.focus();
  await page.keyboard.type('3 March 2026');
  await page.keyboard.press('Enter');
  await expect(fruit).toBeFocused();
  await expect(fruit).toHaveAttribute('aria-invalid', 'true');
  await expect(submitted(page)).toHaveCount(0);
  // Focus on the Select: open it, choose the first fruit.
  await page.keyboard.press('ArrowDown');
  await expect(fruit).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(fruit).toHaveText(/Apple/);
  // Tab on: the Tags select, its label's remove button, then the date input.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(delivery).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(submitted(page)).toBeVisible();
  expect(await entries(page)).toEqual([
    ['fruit', 'apple'],
    ['tags', 'Fresh'],
    ['delivery', '2026-03-03'],
    ['city', ''],
    ['rating', '3'],
    ['size', 'm'],
  ]);
  await form.getByRole('button', { name: 'Reset' }).focus();
  await page.keyboard.press('Enter');
  await expect(submitted(page)).toHaveCount(0);
  await expect(delivery).toHaveValue('');
  expect(problems).toEqual([]);
});

test('react-hook-form: errors in Fomantic form markup, then the values', async ({ page, problems }) => {
  const form = hookForm(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form).toHaveClass(/\bui form error\b/);
  const message = form.locator('.ui.error.message');
  await expect(message).toBeVisible();
  await expect(message.getByRole('listitem')).toHaveText([
    'Choose a fruit.',
    'Choose a delivery date.',
    'Give a rating.',
  ]);
  const fruit = form.getByRole('combobox', { name: 'Fruit' });
  await expect(fruit).toBeFocused();
  await expect(fruit).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('.field.error')).toHaveCount(3);
  expect(await axeViolations(page, 'form[aria-label="Order (react-hook-form)"]')).toEqual([]);

  // react-hook-form focused the Select, which opened on the first option.
  await expect(fruit).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(fruit).toHaveText(/Apple/);
  await form.getByRole('combobox', { name: 'Delivery date' }).fill('15 January 2026');
  await form.getByRole('slider', { name: 'Rating' }).focus();
  await page.keyboard.press('End');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(message).toBeHidden();
  const result = JSON.parse((await page.locator('pre[aria-live]').textContent())!) as Record<string, unknown>;
  expect(result).toMatchObject({ fruit: 'apple', tags: ['Fresh'], rating: 5, gift: false });
  expect(new Date(result.delivery as string).getDate()).toBe(15);
  expect(problems).toEqual([]);
});

test('at 320 px wide nothing scrolls sideways and the form still submits', async ({ page, problems }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const form = nativeForm(page);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('combobox', { name: 'Fruit' })).toBeFocused();
  // The examples (the code blocks' long lines scroll inside their own box).
  expect(await axeViolations(page, 'section.example .example-result')).toEqual([]);
  expect(problems).toEqual([]);
});
