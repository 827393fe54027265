import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { slugify } from '../src/docs-kit/slug';

// Saturday 21 November 2026, 2:37 PM, in UTC: every date below is in the same zone.
const NOW = new Date(Date.UTC(2026, 10, 21, 14, 37));
test.use({ timezoneId: 'UTC' });

const example = (page: Page, title: string) => page.locator(`section.example#${slugify(title)}`);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const focusedCell = (page: Page) => page.locator('td[role="gridcell"]:focus');

async function open(page: Page) {
  await page.clock.setFixedTime(NOW);
  await openRoute(page, '/modules/datepicker', 'Datepicker');
  await expect(example(page, 'Range')).toBeVisible();
}

/** Waits until a popup calendar has finished its opening animation. */
async function settled(page: Page, name: string) {
  await expect(dialog(page, name)).toHaveClass(/transition visible/);
  await expect(dialog(page, name)).not.toHaveClass(/animating/);
}

test.describe('Datepicker page: ranges, inline calendars and disabled dates', () => {
  test.describe.configure({ timeout: 120_000 });

  test('range by keyboard: start, end with the span highlighted, submit and reset', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Range');
    const start = box.getByRole('combobox', { name: 'Start date' });
    const end = box.getByRole('combobox', { name: 'End date' });
    await start.focus();
    await page.keyboard.press('ArrowDown');
    await expect(focusedCell(page)).toHaveAccessibleName('21 November 2026');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await settled(page, 'Start date');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(start).toBeFocused();
    await expect(start).toHaveValue('23 November 2026');
    await page.keyboard.press('Tab');
    await expect(end).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(focusedCell(page)).toHaveAccessibleName('23 November 2026');
    await page.keyboard.press('ArrowDown');
    // The span follows the keyboard: from the start to the highlighted day, 8 days.
    await expect(dialog(page, 'End date').locator('td.range')).toHaveCount(8);
    await expect(
      dialog(page, 'End date').getByRole('gridcell', { name: '22 November 2026' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await settled(page, 'End date');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(end).toHaveValue('30 November 2026');
    await expect(box.getByText('From Mon Nov 23 2026 to Mon Nov 30 2026')).toBeVisible();
    await box.getByRole('button', { name: 'Book' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Submitted: from=2026-11-23&to=2026-11-30')).toBeVisible();
    await box.getByRole('button', { name: 'Reset' }).focus();
    await page.keyboard.press('Enter');
    await expect(start).toHaveValue('');
    await expect(end).toHaveValue('');
    expect(problems).toEqual([]);
  });

  test('inline calendars by keyboard: a single day and a range', async ({ page, problems }) => {
    await open(page);
    const box = example(page, 'Inline');
    const day = box.getByRole('group', { name: 'Delivery day' });
    await expect(day.getByRole('grid')).toHaveAccessibleName('November 2026');
    await day.getByRole('button', { name: 'November 2026' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(focusedCell(page)).toHaveAccessibleName('21 November 2026');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box.getByText('Delivery day: Sat Nov 28 2026')).toBeVisible();
    await expect(focusedCell(page)).toHaveAccessibleName('28 November 2026');

    const arrival = box.getByRole('group', { name: 'Arrival' });
    const departure = box.getByRole('group', { name: 'Departure' });
    await arrival.getByRole('gridcell', { name: '21 November 2026' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press(' ');
    await departure.getByRole('gridcell', { name: '22 November 2026' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    // The departure calendar begins at the arrival: its highlight moves from there.
    await expect(focusedCell(page)).toHaveAccessibleName('24 November 2026');
    await expect(departure.locator('td.range')).toHaveCount(3);
    await page.keyboard.press('Enter');
    await expect(box.getByText('Stay: Sun Nov 22 2026 to Tue Nov 24 2026')).toBeVisible();
    await expect(arrival.locator('td.range')).toHaveCount(3);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('disabled dates: the keys pass over weekends; a typed weekend is refused', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Disabled Dates');
    const input = box.getByRole('combobox', { name: 'Working day' });
    await input.focus();
    await page.keyboard.press('ArrowDown');
    // Today is a Saturday: the highlight starts on it, shown disabled, and Enter refuses it.
    await expect(focusedCell(page)).toHaveAccessibleName('21 November 2026');
    await expect(focusedCell(page)).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(focusedCell(page)).toHaveAccessibleName('20 November 2026');
    await page.keyboard.press('ArrowRight');
    await expect(focusedCell(page)).toHaveAccessibleName('23 November 2026');
    await settled(page, 'Choose date');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('23 November 2026');
    await input.fill('28 November 2026');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(await input.evaluate((node: HTMLInputElement) => node.validationMessage)).toBe(
      '28 November 2026 cannot be chosen.',
    );
    expect(problems).toEqual([]);
  });
});
