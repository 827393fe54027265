// Shown on the Testing guide (site/src/pages/guides/testing) as the Playwright example: it drives
// this documentation site as a user's own spec drives their app.
import { expect, test } from '@playwright/test';

test('picks an option in a Select', async ({ page }) => {
  await page.goto('./#/modules/select');
  const select = page.getByRole('combobox', { name: 'Single select (with the selection class)' });

  await select.click();
  await page.getByRole('option', { name: 'Benefit' }).click();

  await expect(select).toHaveText('Benefit');
  await expect(select).toHaveAttribute('aria-expanded', 'false');
});

test('types a date into a Datepicker', async ({ page }) => {
  await page.goto('./#/behaviors/localization');
  const date = page.getByRole('combobox', { name: 'Date' });

  await date.fill('15 January 2026');

  await expect(date).toHaveValue('15 January 2026');
  await expect(date).not.toHaveAttribute('aria-invalid');
});

test('opens a modal and answers it', async ({ page }) => {
  await page.goto('./#/modules/modal');

  await page.getByRole('button', { name: 'Show the terms' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Accept' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Last outcome: approved (accepted)')).toBeVisible();
});
