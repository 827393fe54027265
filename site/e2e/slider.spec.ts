import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });
const now = (thumb: Locator) => expect(thumb);

test('slider: keys on the basic slider and the range, a real drag and a track click', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/slider', 'Slider');
  expect(await axeViolations(page)).toEqual([]);

  const basic = example(page, 'Slider');
  const volume = basic.getByRole('slider', { name: 'Volume' });
  await expect(volume).toHaveAttribute('aria-valuenow', '40');
  await volume.focus();
  await page.keyboard.press('ArrowRight');
  await now(volume).toHaveAttribute('aria-valuenow', '45');
  await expect(basic.locator('strong')).toHaveText('45');
  await page.keyboard.press('PageDown');
  await now(volume).toHaveAttribute('aria-valuenow', '35');
  await page.keyboard.press('End');
  await now(volume).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('Home');
  await now(volume).toHaveAttribute('aria-valuenow', '0');
  // The focused thumb shows a ring.
  expect(await volume.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

  // A real drag with the mouse: press on the thumb, move to 3/4 of the track, let go.
  const track = basic.locator('.inner');
  const box = (await track.boundingBox())!;
  const thumbBox = (await volume.boundingBox())!;
  await page.mouse.move(thumbBox.x + thumbBox.width / 2, thumbBox.y + thumbBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await now(volume).toHaveAttribute('aria-valuenow', '75');
  // A click on the track moves the thumb there.
  await page.mouse.click(box.x + box.width * 0.2, box.y + box.height / 2);
  await now(volume).toHaveAttribute('aria-valuenow', '20');

  const range = example(page, 'Range');
  const low = range.getByRole('slider', { name: 'Lowest price' });
  const high = range.getByRole('slider', { name: 'Highest price' });
  await expect(range.getByRole('group', { name: 'Price' })).toBeVisible();
  await low.focus();
  await page.keyboard.press('PageUp'); // 4 steps of 5
  await now(low).toHaveAttribute('aria-valuenow', '40');
  await expect(low).toHaveAttribute('aria-valuetext', '£40');
  await page.keyboard.press('End'); // stops at the other thumb
  await now(low).toHaveAttribute('aria-valuenow', '60');
  await expect(range.locator('p', { hasText: 'last released at' })).toContainText(
    '(last released at £60 to £60)',
  );
  await page.keyboard.press('Tab');
  await expect(high).toBeFocused();
  await page.keyboard.press('Home'); // the second thumb stops at the first
  await now(high).toHaveAttribute('aria-valuenow', '60');
  await page.keyboard.press('ArrowUp');
  await now(high).toHaveAttribute('aria-valuenow', '65');
  // Drag the second thumb past the first: it stops there, they do not swap.
  const rangeBox = (await range.locator('.inner').boundingBox())!;
  const highBox = (await high.boundingBox())!;
  await page.mouse.move(highBox.x + highBox.width / 2, highBox.y + highBox.height / 2);
  await page.mouse.down();
  await page.mouse.move(rangeBox.x + 5, rangeBox.y + rangeBox.height / 2, { steps: 8 });
  await page.mouse.up();
  await now(high).toHaveAttribute('aria-valuenow', '60');
  await now(low).toHaveAttribute('aria-valuenow', '60');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('slider: labeled, vertical, states and colours by keyboard', async ({ page, problems }) => {
  await openRoute(page, '/modules/slider', 'Slider');

  const labeled = example(page, 'Labeled and ticked');
  const days = labeled.getByRole('slider', { name: 'Last day' });
  await expect(labeled.locator('li.label', { hasText: 'Wed' })).toBeVisible();
  await days.focus();
  await page.keyboard.press('ArrowRight');
  await expect(days).toHaveAttribute('aria-valuetext', 'Saturday');
  // 0 to a trillion by 1: the labels are what fits, not a trillion.
  const budget = labeled.getByRole('slider', { name: 'Budget' });
  const budgetSlider = labeled.locator('.ui.slider').nth(2);
  const width = (await budgetSlider.locator('.inner').boundingBox())!.width;
  const count = await budgetSlider.locator('li.label').count();
  // About one label per 50 px, and a half tick between two: never one per step.
  expect(count).toBeGreaterThan(2);
  expect(count).toBeLessThanOrEqual(2 * Math.floor(width / 50) + 1);
  await budget.focus();
  await page.keyboard.press('ArrowRight');
  await expect(budget).toHaveAttribute('aria-valuenow', '250000000001');

  const orientation = example(page, 'Vertical and reversed');
  const upright = orientation.getByRole('slider', { name: 'Upright', exact: true });
  await expect(upright).toHaveAttribute('aria-orientation', 'vertical');
  await upright.focus();
  await page.keyboard.press('ArrowUp');
  await expect(upright).toHaveAttribute('aria-valuenow', '31');
  const reversed = orientation.getByRole('slider', { name: 'Reversed', exact: true });
  await reversed.focus();
  await page.keyboard.press('ArrowRight'); // raises the value; the thumb moves left
  await expect(reversed).toHaveAttribute('aria-valuenow', '71');

  const states = example(page, 'Read-only, smooth and disabled');
  const readOnly = states.getByRole('slider', { name: 'Read-only' });
  await readOnly.focus();
  await page.keyboard.press('End');
  await expect(readOnly).toHaveAttribute('aria-valuenow', '60');
  const smooth = states.getByRole('slider', { name: 'Smooth' });
  await smooth.focus();
  await page.keyboard.press('ArrowRight');
  await expect(smooth).toHaveAttribute('aria-valuenow', '75');
  await page.keyboard.press('Tab'); // the disabled range is out of the tab order
  await expect(states.getByRole('slider', { name: 'Minimum' })).not.toBeFocused();
  await expect(states.getByRole('slider', { name: 'Minimum' })).toHaveAttribute('aria-disabled', 'true');

  const styled = example(page, 'Colours and sizes');
  const red = styled.getByRole('slider', { name: 'A red slider' });
  await red.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(red).toHaveAttribute('aria-valuenow', '29');
  const fill = await styled
    .locator('.ui.red.slider .track-fill')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(fill).toBe('rgb(219, 40, 40)');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('slider: in a form, by keyboard: submit two entries for the range, reset', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/slider', 'Slider');
  const form = example(page, 'In a form');
  const distance = form.getByRole('slider', { name: 'Distance (km)' });
  await distance.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('slider', { name: 'Minimum' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Search' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(form.getByLabel('Submitted entries')).toHaveText('distance=11\nyears=1995\nyears=2020');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Reset
  await expect(distance).toHaveAttribute('aria-valuenow', '10');
  await expect(form.getByRole('slider', { name: 'Minimum' })).toHaveAttribute('aria-valuenow', '2000');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('slider: under forced colours the fill and the thumbs stay visible', async ({ page, problems }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openRoute(page, '/modules/slider', 'Slider');
  const basic = example(page, 'Slider');
  const fill = basic.locator('.track-fill');
  const thumb = basic.locator('.thumb');
  const styles = await page.evaluate(
    ([f, t]) => {
      const a = getComputedStyle(f!);
      const b = getComputedStyle(t!);
      return {
        fill: a.backgroundColor,
        canvas: getComputedStyle(document.body).backgroundColor,
        thumbBorder: b.borderTopWidth,
        thumbBorderColor: b.borderTopColor,
      };
    },
    [await fill.elementHandle(), await thumb.elementHandle()],
  );
  expect(styles.fill).not.toBe(styles.canvas);
  expect(styles.fill).not.toBe('rgba(0, 0, 0, 0)');
  expect(styles.thumbBorder).toBe('2px');
  expect(styles.thumbBorderColor).not.toBe(styles.canvas);
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('slider: at 320 px wide nothing scrolls sideways, and the keys still work', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openRoute(page, '/modules/slider', 'Slider');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  const volume = example(page, 'Slider').getByRole('slider', { name: 'Volume' });
  await volume.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(volume).toHaveAttribute('aria-valuenow', '35');
  expect(problems).toEqual([]);
});
