import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

test('standard: buttons, fields and the checkbox drive the bar, by mouse and keyboard', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/progress', 'Progress');
  expect(await axeViolations(page)).toEqual([]);
  const box = example(page, 'Standard');
  const bar = box.getByRole('progressbar', { name: 'Progress Bar Label' });
  await expect(bar).toHaveAttribute('aria-valuenow', '55');
  await expect(bar.locator('.progress')).toHaveText('55%');
  await expect(bar.locator('.bar')).toHaveAttribute('style', /width: 55%/);

  await box.getByRole('button', { name: 'Add 10' }).click();
  await expect(bar).toHaveAttribute('aria-valuenow', '65');
  await box.getByRole('button', { name: 'Take 10 away' }).focus();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Space');
  await expect(bar).toHaveAttribute('aria-valuenow', '45');
  await expect(box.getByLabel('Value')).toHaveValue('45');

  // Beyond the maximum the bar is full and green.
  await box.getByLabel('Value').fill('130');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(bar).toHaveClass(/success/);
  await expect(bar.locator('.progress')).toHaveText('100%');

  await box.getByLabel('Value').fill('45');
  await box.getByLabel('Maximum').fill('50');
  await expect(bar).toHaveAttribute('aria-valuemax', '50');
  await expect(bar.locator('.progress')).toHaveText('90%');
  await box.getByLabel('Precision').fill('2');
  await expect(bar.locator('.progress')).toHaveText('90.00%');

  // The Show Progress checkbox, by keyboard.
  await box.getByRole('checkbox', { name: 'Show Progress?' }).focus();
  await page.keyboard.press('Space');
  await expect(bar.locator('.progress')).toHaveCount(0);
  await box.getByText('Show Progress?').click();
  await expect(bar.locator('.progress')).toHaveText('90.00%');
  expect(problems).toEqual([]);
});

test('variations: the value cycles from -20 to 120 and every bar stays bounded', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/progress', 'Progress');
  const box = example(page, 'Variations');
  const bars = box.getByRole('progressbar');
  await expect(bars).toHaveCount(8);
  const indicating = box.getByRole('progressbar', { name: 'Indicating' });
  const seen = new Set<number>();
  for (let i = 0; i < 25; i++) {
    const now = Number(await indicating.getAttribute('aria-valuenow'));
    expect(now).toBeGreaterThanOrEqual(0);
    expect(now).toBeLessThanOrEqual(100);
    seen.add(now);
    await page.waitForTimeout(120);
  }
  expect(seen.size).toBeGreaterThan(5);
  // The raw value really goes out of range.
  await expect(box.locator('p code')).toHaveText(/^(-\d+|1[01]\d|120)$/, { timeout: 12_000 });
  await expect(box.getByRole('progressbar', { name: 'Top attached' })).toHaveClass(
    /top attached purple active/,
  );
  await expect(box.getByRole('progressbar', { name: 'Top attached' }).locator('.progress')).toHaveCount(0);
  await expect(
    box.getByRole('progressbar', { name: 'Tiny (autohides progress)' }).locator('.progress'),
  ).toHaveCount(0);
  await expect(indicating.locator('.progress')).toHaveCount(1);
  // With autoSuccess off, the top bar never turns green; the others do at 100.
  await expect(indicating).toHaveClass(/success/, { timeout: 12_000 });
  await expect(box.getByRole('progressbar', { name: 'Top attached' })).not.toHaveClass(/success/);
  expect(await axeViolations(page)).toEqual([]);
  // Leaving the page stops the timer: no error or warning afterwards.
  await page.goto('./#/modules/rating');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rating');
  await page.waitForTimeout(300);
  expect(problems).toEqual([]);
});
