import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { slugify } from '../src/docs-kit/slug';

// Saturday 21 November 2026, 2:37 PM, in UTC: every date below is in the same zone.
const NOW = new Date(Date.UTC(2026, 10, 21, 14, 37));
test.use({ timezoneId: 'UTC' });

// Each example box has its title's slug as id (see docs-kit/slug.ts).
const example = (page: Page, title: string) => page.locator(`section.example#${slugify(title)}`);
const dialog = (page: Page) => page.getByRole('dialog');
const grid = (page: Page) => dialog(page).getByRole('grid');
const cell = (page: Page, name: string) => grid(page).getByRole('gridcell', { name, exact: true });
const focused = (page: Page) => grid(page).locator('td.focus');

/** Waits until the calendar has finished its opening animation (axe reads colours mid-animation). */
async function settled(page: Page) {
  await expect(dialog(page)).toHaveClass(/transition visible/);
  await expect(dialog(page)).not.toHaveClass(/animating/);
}

/** Picks a mode in the example's Select by mouse. */
async function chooseMode(page: Page, mode: string) {
  await example(page, 'Datepicker').getByRole('combobox', { name: 'Datepicker Mode' }).click();
  await page.getByRole('option', { name: mode, exact: true }).click();
  const select = example(page, 'Datepicker').getByRole('combobox', { name: 'Datepicker Mode' });
  await expect(select.locator('div.text').first()).toHaveText(mode);
}

async function open(page: Page) {
  await page.clock.setFixedTime(NOW);
  await openRoute(page, '/modules/datepicker', 'Datepicker');
}

test.describe('Datepicker page', () => {
  // Long walks through every example, each with several axe scans.
  test.describe.configure({ timeout: 120_000 });

  test('picking modes by mouse: datetime goes day, hour, minute; the mode select and first day change it', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Datepicker');
    const input = box.getByRole('combobox', { name: 'Date', exact: true });
    await input.click();
    await expect(dialog(page)).toHaveClass(/ui popup calendar bottom left/);
    await expect(grid(page)).toHaveAccessibleName('November 2026');
    // Monday first (the example starts at 1).
    await expect(grid(page).locator('thead tr').nth(1).locator('th').first()).toHaveText('M');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await cell(page, '24 November 2026').click();
    await expect(grid(page)).toHaveClass(/hour/);
    await cell(page, '3:00 PM').click();
    await expect(grid(page)).toHaveClass(/minute/);
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await cell(page, '3:45 PM').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(input).toHaveValue('24 November 2026 3:45 PM');
    await expect(box.getByText(/^Selected date: Tue Nov 24 2026 15:45:00/)).toBeVisible();

    // The title zooms out to the months and the years.
    await input.click();
    await dialog(page).getByRole('button', { name: 'November 2026' }).click();
    await expect(grid(page)).toHaveClass(/month/);
    await dialog(page).getByRole('button', { name: '2026', exact: true }).click();
    await expect(grid(page)).toHaveAccessibleName('2020 – 2029');
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await cell(page, '2027').click();
    await cell(page, 'February 2027').click();
    await cell(page, '5 February 2027').click();
    await cell(page, '9:00 AM').click();
    await cell(page, '9:05 AM').click();
    await expect(box.getByText(/^Selected date: Fri Feb 05 2027 09:05:00/)).toBeVisible();

    // Date mode gives midnight; the first day of the week follows the number input.
    await chooseMode(page, 'date');
    await box.getByRole('spinbutton', { name: 'First Day of the Week' }).fill('0');
    await input.click();
    await expect(grid(page).locator('thead tr').nth(1).locator('th').first()).toHaveText('S');
    await cell(page, '10 February 2027').click();
    await expect(input).toHaveValue('10 February 2027');
    await expect(box.getByText(/^Selected date: Wed Feb 10 2027 00:00:00/)).toBeVisible();

    for (const [mode, text, expected] of [
      ['time', '6:00 PM', /^Selected date: .* 18:00:00/],
      ['month', 'Mar', /^Selected date: Mon Mar 01 2027 00:00:00/],
      ['year', '2028', /^Selected date: Sat Jan 01 2028 00:00:00/],
    ] as const) {
      await chooseMode(page, mode);
      await input.click();
      await grid(page)
        .getByRole('gridcell', { name: new RegExp(`^${text}`) })
        .first()
        .click();
      if (mode === 'time') await cell(page, '6:00 PM').click();
      await expect(box.getByText(expected)).toBeVisible();
    }
    expect(problems).toEqual([]);
  });

  test('picking modes by keyboard: arrows, Home / End, PageUp / PageDown, Enter, Escape and typing', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Datepicker');
    const input = box.getByRole('combobox', { name: 'Date', exact: true });
    await input.focus();
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toBeFocused();
    await expect(focused(page)).toHaveAccessibleName('21 November 2026');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName('22 November 2026');
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toHaveAccessibleName('29 November 2026');
    await page.keyboard.press('Home');
    await expect(focused(page)).toHaveAccessibleName('23 November 2026');
    await page.keyboard.press('End');
    await expect(focused(page)).toHaveAccessibleName('29 November 2026');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect(focused(page)).toHaveAccessibleName('21 November 2026');
    await page.keyboard.press('PageDown');
    await expect(focused(page)).toHaveAccessibleName('21 December 2026');
    await expect(grid(page)).toHaveAccessibleName('December 2026');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Shift+PageDown');
    await expect(focused(page)).toHaveAccessibleName('21 November 2027');
    await page.keyboard.press('Shift+PageUp');
    await expect(focused(page)).toBeFocused();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // Escape closes and returns focus to the input.
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(input).toBeFocused();

    // Enter walks day, hour, minute.
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(grid(page)).toHaveClass(/hour/);
    await expect(focused(page)).toBeFocused();
    await expect(focused(page)).toHaveText('2:00 PM');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(grid(page)).toHaveClass(/minute/);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('22 November 2026 6:40 PM');
    await expect(box.getByText(/^Selected date: Sun Nov 22 2026 18:40:00/)).toBeVisible();

    // Typing: the language format is read, anything else clears the value.
    await input.fill('');
    await page.keyboard.type('7 March 2026 4:05 PM');
    await expect(box.getByText(/^Selected date: Sat Mar 07 2026 16:05:00/)).toBeVisible();
    await page.keyboard.type('x');
    await expect(box.getByText('Selected date: none')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    // The mode select and the first-day input work by keyboard too.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    const modeSelect = box.getByRole('combobox', { name: 'Datepicker Mode' });
    await expect(modeSelect).toBeFocused();
    // The Select opens when it takes the focus.
    await expect(modeSelect).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(modeSelect).toHaveAttribute('aria-expanded', 'false');
    await expect(modeSelect.locator('div.text').first()).toHaveText('date');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowUp');
    await expect(box.getByRole('spinbutton', { name: 'First Day of the Week' })).toHaveValue('2');
    await input.focus();
    await input.fill('');
    await page.keyboard.press('ArrowDown');
    await expect(grid(page).locator('thead tr').nth(1).locator('th').first()).toHaveText('T');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('21 November 2026');
    await expect(box.getByText(/^Selected date: Sat Nov 21 2026 00:00:00/)).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('button-attached: opens by mouse and by keyboard, focus moves in and comes back', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Button');
    const button = box.getByRole('button', { name: 'Select Date' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(focused(page)).toBeFocused();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await cell(page, '2 December 2026').click();
    await cell(page, '10:00 AM').click();
    await cell(page, '10:30 AM').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(box.getByText(/^Selected date: Wed Dec 02 2026 10:30:00/)).toBeVisible();
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(focused(page)).toBeFocused();
    await expect(focused(page)).toHaveAccessibleName('2 December 2026');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Space');
    await expect(focused(page)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(box.getByText(/^Selected date: Tue Dec 01 2026 10:30:00/)).toBeVisible();
    await expect(button).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('placement: the calendar follows its input when the page scrolls, and flips above near the bottom edge', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await open(page);
    const input = example(page, 'Datepicker').getByRole('combobox', { name: 'Date', exact: true });
    await input.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await input.click();
    await expect(dialog(page)).toHaveClass(/ui popup calendar bottom left/);
    await settled(page);
    const offset = async () => {
      const [inputBox, dialogBox] = [(await input.boundingBox())!, (await dialog(page).boundingBox())!];
      return { input: inputBox.y, x: dialogBox.x - inputBox.x, y: dialogBox.y - inputBox.y };
    };
    const before = await offset();
    await page.locator('.full-height').evaluate((el) => el.scrollBy(0, 50));
    await expect.poll(async () => (await offset()).input).toBeLessThan(before.input - 30);
    await expect.poll(async () => ({ ...(await offset()), input: 0 })).toEqual({ ...before, input: 0 });
    await page.keyboard.press('Escape');
    await input.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await input.click();
    await expect(dialog(page)).toHaveClass(/ui popup calendar top left/);
    await settled(page);
    const [inputBox, dialogBox] = [(await input.boundingBox())!, (await dialog(page).boundingBox())!];
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(inputBox.y);
    expect(problems).toEqual([]);
  });

  test('min and max: out-of-range cells are disabled, navigation stops, and both ends can be edited', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Min & Max');
    const min = box.getByRole('combobox', { name: 'Min Date' });
    const max = box.getByRole('combobox', { name: 'Max Date' });
    const constrained = box.getByRole('combobox', { name: 'Constrained Date' });
    await expect(min).toHaveValue('17 October 2026 2:37 PM');
    await expect(max).toHaveValue('25 December 2026 2:37 PM');

    await constrained.click();
    await dialog(page).getByRole('button', { name: 'Previous month' }).click();
    await expect(grid(page)).toHaveAccessibleName('October 2026');
    await expect(cell(page, '16 October 2026')).toHaveClass(/disabled/);
    await expect(cell(page, '17 October 2026')).not.toHaveClass(/disabled/);
    await expect(dialog(page).getByRole('button', { name: 'Previous month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    // A real click on a disabled cell (past Playwright's own disabled check) does nothing.
    await cell(page, '16 October 2026').click({ force: true });
    await expect(grid(page)).toHaveClass(/day/);
    await cell(page, '17 October 2026').click();
    await expect(cell(page, '1:00 PM')).toHaveClass(/disabled/);
    await cell(page, '2:00 PM').click();
    await expect(cell(page, '2:35 PM')).not.toHaveClass(/disabled/);
    await expect(cell(page, '2:30 PM')).toHaveClass(/disabled/);
    await cell(page, '2:35 PM').click();
    await expect(box.getByText(/^Selected date: Sat Oct 17 2026 14:37:00/)).toBeVisible();

    // By keyboard: PageDown stops at the maximum.
    await page.mouse.move(0, 0);
    await constrained.focus();
    await page.keyboard.press('ArrowDown');
    await expect(focused(page)).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('PageDown');
    await expect(focused(page)).toHaveAccessibleName('25 December 2026');
    await page.keyboard.press('ArrowRight');
    await expect(focused(page)).toHaveAccessibleName('25 December 2026');
    await page.keyboard.press('Escape');

    // A typed date outside the range clears the value.
    await constrained.fill('1 January 2027 9:00 AM');
    await expect(box.getByText('Selected date: none')).toBeVisible();
    await constrained.fill('1 December 2026 9:00 AM');
    await expect(box.getByText(/^Selected date: Tue Dec 01 2026 09:00:00/)).toBeVisible();

    // Moving the maximum by typing narrows the range.
    await max.fill('5 December 2026 6:00 PM');
    await page.keyboard.press('Escape');
    await constrained.click();
    await expect(cell(page, '6 December 2026')).toHaveClass(/disabled/);
    await expect(dialog(page).getByRole('button', { name: 'Next month' })).toHaveClass(/disabled/);
    expect(problems).toEqual([]);
  });

  test('mobile fallback on a desktop: the calendar, with now and clear buttons', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Mobile Fallback');
    const input = box.getByRole('combobox', { name: 'Date with mobile fallback' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('21 November 2026 2:37 PM');
    await box.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await expect(input).toHaveAttribute('placeholder', 'Select date...');
    await box.getByRole('button', { name: 'Now' }).click();
    await expect(input).toHaveValue('21 November 2026 2:37 PM');
    await input.click();
    await expect(dialog(page)).toBeVisible();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('21 October 2026 2:35 PM');
    // Keyboard users reach the buttons with Tab.
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Now' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(input).toHaveValue('');
    expect(problems).toEqual([]);
  });
});

test.describe('Datepicker on a phone', () => {
  test.describe.configure({ timeout: 60_000 });
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    viewport: { width: 412, height: 900 },
  });

  test('the mobile fallback uses the native picker; the others keep the calendar', async ({
    page,
    problems,
  }) => {
    await open(page);
    const box = example(page, 'Mobile Fallback');
    const input = box.getByRole('textbox', { name: 'Date with mobile fallback' });
    await expect(input).toHaveAttribute('type', 'datetime-local');
    await expect(input).toHaveValue('2026-11-21T14:37');
    await input.fill('2026-12-24T18:30');
    await box.getByRole('button', { name: 'Clear' }).click();
    await expect(input).toHaveValue('');
    await box.getByRole('button', { name: 'Now' }).click();
    await expect(input).toHaveValue('2026-11-21T14:37');
    expect(await axeViolations(page)).toEqual([]);
    // useNativeOnMobile={false} keeps the calendar.
    const modes = example(page, 'Datepicker').getByRole('combobox', { name: 'Date', exact: true });
    await expect(modes).toHaveAttribute('type', 'text');
    expect(problems).toEqual([]);
  });
});
