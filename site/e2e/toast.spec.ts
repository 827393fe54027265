import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its toasts fade in and out.
test.use({ reducedMotion: 'no-preference' });

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

/** Presses a button of an example by keyboard alone: focus it, then Enter. */
async function press(page: Page, title: string, name: string) {
  await example(page, title).getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

const region = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const boxes = (page: Page) => region(page).locator('.toast-box');

test('types: each kind by keyboard, live regions, F8 focus, Escape, axe with toasts shown', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/toast', 'Toast');
  // The live regions are there before any toast.
  await expect(region(page).getByRole('status')).toBeAttached();
  await expect(region(page).getByRole('alert')).toBeAttached();

  for (const type of ['neutral', 'info', 'success', 'warning', 'error']) await press(page, 'Types', type);
  await press(page, 'Types', 'inverted');
  await press(page, 'Types', 'with an image');
  // The Toaster shows five at once; the rest wait.
  await expect(boxes(page)).toHaveCount(5);
  // Never takes focus: it stays on the last button pressed.
  await expect(example(page, 'Types').getByRole('button', { name: 'with an image' })).toBeFocused();
  await expect(region(page).getByRole('alert')).toContainText('Upload failed');
  await expect(region(page).getByRole('status')).toContainText('Payment received');

  // F8 moves focus to the newest toast, which pauses them all while axe looks.
  await page.keyboard.press('F8');
  const newest = boxes(page).first();
  await expect(newest).toBeFocused();
  await expect(newest.locator('.ui.toast')).toHaveClass(/\berror\b/);
  await expect(newest.locator('i.times.centered.icon')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Escape dismisses the focused toast; focus goes to the newest one left, here the queued inverted
  // toast that has just taken its place at the top.
  await page.keyboard.press('Escape');
  await expect(boxes(page).first()).toBeFocused();
  await expect(boxes(page).first()).toContainText('Dark mode');
  // Tab reaches the toast's close button; Enter closes that toast too.
  await page.keyboard.press('Tab');
  await expect(boxes(page).first().getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(boxes(page).filter({ hasText: 'Dark mode' })).toHaveCount(0);
  // The last queued toast came in as another left.
  await expect(boxes(page).filter({ hasText: 'Ann Lee' })).toHaveCount(1);
  await expect(
    boxes(page).filter({ hasText: 'Ann Lee' }).getByRole('img', { name: 'Ann Lee’s picture' }),
  ).toBeVisible();
  // Escape on every toast left: focus goes back where it was before F8.
  const open = page.locator('.toast-box[tabindex="0"]');
  while ((await open.count()) > 0) {
    await open.first().focus();
    await page.keyboard.press('Escape');
  }
  await expect(example(page, 'Types').getByRole('button', { name: 'with an image' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('display time, hover pause, progress bars, forced colours', async ({ page, problems }) => {
  await openRoute(page, '/modules/toast', 'Toast');
  await press(page, 'Progress bar and display time', 'Progress at the top');
  const box = boxes(page).first();
  const bar = box.locator('> .ui.attached.active.progress.top > .bar.down.progressing');
  await expect(bar).toHaveCSS('animation-duration', '5s');
  // Hovered: the time stops, and so does the bar.
  await box.hover();
  await expect(bar).toHaveCSS('animation-play-state', 'paused');
  await page.waitForTimeout(5_500);
  await expect(box).toBeVisible();
  await page.mouse.move(1, 1);
  await expect(bar).toHaveCSS('animation-play-state', 'running');
  await expect(boxes(page)).toHaveCount(0, { timeout: 8_000 });

  await press(page, 'Progress bar and display time', 'Progress at the bottom');
  await press(page, 'Progress bar and display time', 'Stays until closed');
  await expect(boxes(page)).toHaveCount(2);
  await page.keyboard.press('F8');
  await expect(boxes(page).first()).toContainText('Stays');
  await expect(boxes(page).nth(1).locator('> .progress.bottom')).toBeVisible();

  // Under forced colours the bar keeps its colour and the close icon its glyph colour.
  await page.emulateMedia({ forcedColors: 'active' });
  const looks = await boxes(page)
    .nth(1)
    .evaluate((el) => {
      const bar = el.querySelector('.progress .bar')!;
      const close = el.querySelector('.close.icon > i')!;
      const toast = el.querySelector('.ui.toast')!;
      return {
        bar: getComputedStyle(bar).backgroundColor,
        barWidth: bar.getBoundingClientRect().width,
        track: getComputedStyle(el.querySelector('.progress')!).backgroundColor,
        close: getComputedStyle(close).color,
        closeWidth: close.getBoundingClientRect().width,
        toast: getComputedStyle(toast).backgroundColor,
      };
    });
  expect(looks.bar).not.toBe('rgba(0, 0, 0, 0)');
  expect(looks.bar).not.toBe(looks.track);
  expect(looks.barWidth).toBeGreaterThan(0);
  expect(looks.close).not.toBe(looks.toast);
  expect(looks.closeWidth).toBeGreaterThan(0);
  await page.emulateMedia({ forcedColors: 'none' });
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('positions: a container for each, by keyboard', async ({ page, problems }) => {
  await openRoute(page, '/modules/toast', 'Toast');
  for (const position of [
    'top right',
    'top left',
    'top center',
    'bottom right',
    'bottom left',
    'bottom center',
    'centered',
  ]) {
    await press(page, 'Positions', position);
    const container = page.locator(`.ui.toast-container.${position.replace(' ', '.')}`);
    await expect(container.locator('.toast-box')).toContainText(`Shown ${position}.`);
  }
  await page.keyboard.press('F8');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('actions: vertical and attached layouts, reached by Tab, run by Enter', async ({ page, problems }) => {
  await openRoute(page, '/modules/toast', 'Toast');
  await press(page, 'Actions', 'vertical actions');
  const box = boxes(page).first();
  await expect(box.locator('.ui.toast.vertical > .vertical.actions > button')).toHaveCount(2);
  await press(page, 'Actions', 'vertical attached actions');
  await expect(boxes(page).first().locator('> .vertical.attached > .actions.vertical.attached')).toHaveCount(
    1,
  );
  await press(page, 'Actions', 'attached actions');
  await expect(boxes(page).first().locator('> .ui.toast.attached.top + .actions.attached')).toHaveCount(1);
  await page.keyboard.press('F8');
  expect(await axeViolations(page)).toEqual([]);
  // The newest toast: its close button, then Undo.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(boxes(page).first().getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(region(page).getByRole('status')).toContainText('Restored.');
  await expect(boxes(page).filter({ hasText: 'Actions: attached.' })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('promise and update by id, by keyboard', async ({ page, problems }) => {
  await openRoute(page, '/modules/toast', 'Toast');
  await press(page, 'Promise', 'Save (succeeds)');
  const saving = boxes(page).first();
  await expect(saving).toContainText('Saving…');
  await expect(saving.locator('i.notched.circle.loading.icon')).toBeVisible();
  await expect(saving).toContainText('report.pdf is saved.', { timeout: 5_000 });
  await expect(saving.locator('.ui.toast')).toHaveClass(/\bsuccess\b/);
  await press(page, 'Promise', 'Save (fails)');
  await expect(region(page).getByRole('alert')).toContainText('The disk is full', { timeout: 5_000 });

  await press(page, 'Update by id', 'Show');
  const inbox = boxes(page).filter({ hasText: 'Inbox' });
  await expect(inbox).toContainText('No new messages.');
  await press(page, 'Update by id', 'Update by id');
  await press(page, 'Update by id', 'Update by id');
  await expect(inbox).toContainText('2 new messages.');
  await expect(inbox.locator('i.envelope.centered.icon')).toBeVisible();
  await press(page, 'Update by id', 'Dismiss by id');
  await expect(inbox).toHaveCount(0);
  await expect(example(page, 'Update by id').getByRole('button', { name: 'Dismiss by id' })).toBeFocused();
  expect(problems).toEqual([]);
});

test('at 320 CSS px a toast fits the screen and nothing scrolls sideways', async ({ page, problems }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openRoute(page, '/modules/toast', 'Toast');
  await press(page, 'Actions', 'vertical actions');
  await press(page, 'Positions', 'bottom center');
  for (const box of await boxes(page).all()) {
    const { x, width } = (await box.boundingBox())!;
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + width).toBeLessThanOrEqual(320);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.keyboard.press('F8');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
