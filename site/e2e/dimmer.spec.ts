import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): it fades in and out.
test.use({ reducedMotion: 'no-preference' });

/** Axe with the mouse off the examples (hovering an example shows its anchor link). */
async function axeOffExamples(page: Page) {
  await page.mouse.move(5, 300);
  return axeViolations(page);
}

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/dimmer', 'Dimmer');
});

test('dimmer: Toggle Dimmer fades it in, it blocks the segment, a click hides it unless Click to close? is off', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Dimmer');
  const dimmer = box.locator('.ui.segment > .ui.dimmer');
  const toggle = box.getByRole('button', { name: 'Toggle Dimmer' });
  await expect(dimmer).toBeHidden();
  const seen = await recordClasses(dimmer);
  await toggle.click();
  await expect(dimmer).toHaveClass('ui dimmer active');
  expect(await seen()).toContainEqual(expect.stringMatching(/animating in fade/));
  await expect(dimmer).toContainText('I can have content too!');
  expect(await dimmer.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  // The content under it is inert.
  const under = box.getByRole('button', { name: 'A button under the dimmer' });
  expect(await under.evaluate((el) => !!el.closest('[inert]'))).toBe(true);
  expect(await axeOffExamples(page)).toEqual([]);
  await dimmer.click();
  await expect(dimmer).toBeHidden();
  expect(await under.evaluate((el) => !!el.closest('[inert]'))).toBe(false);

  const clickable = box.getByRole('checkbox', { name: 'Click to close?' });
  await clickable.click();
  await expect(clickable).not.toBeChecked();
  await toggle.click();
  await expect(dimmer).toHaveClass('ui dimmer active');
  await dimmer.click();
  await page.waitForTimeout(400);
  await expect(dimmer).toBeVisible();
  await toggle.click();
  await expect(dimmer).toBeHidden();
  expect(problems).toEqual([]);
});

test('dimmer by keyboard: the toggle, the checkbox, and Tab skips the covered link', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Dimmer');
  const dimmer = box.locator('.ui.segment > .ui.dimmer');
  const toggle = box.getByRole('button', { name: 'Toggle Dimmer' });
  const under = box.getByRole('button', { name: 'A button under the dimmer' });
  await under.focus();
  await page.keyboard.press('Tab');
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dimmer).toHaveClass('ui dimmer active');
  // Backwards from the toggle, focus skips the covered button.
  await page.keyboard.press('Shift+Tab');
  await expect(under).not.toBeFocused();
  await expect(box.getByRole('button', { name: 'View source' })).toBeFocused();
  await toggle.focus();
  await page.keyboard.press('Tab');
  await expect(box.getByRole('checkbox', { name: 'Click to close?' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(box.getByRole('checkbox', { name: 'Click to close?' })).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(dimmer).toBeHidden();
  expect(problems).toEqual([]);
});

test('variations: the page dimmer covers the page and takes focus; Escape or a click hides it', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Variations');
  const pageDimmer = page.locator('.ui.page.dimmer');
  const dimPage = box.getByRole('button', { name: 'Dim Page' });
  await dimPage.focus();
  await page.keyboard.press('Enter');
  await expect(pageDimmer).toHaveClass(/active/);
  await expect(pageDimmer).toContainText('The page has been dimmed!');
  await expect(pageDimmer).toBeFocused();
  const viewport = page.viewportSize()!;
  expect(await pageDimmer.boundingBox()).toEqual({
    x: 0,
    y: 0,
    width: viewport.width,
    height: viewport.height,
  });
  // Everything else is inert: the menu cannot be used.
  const menuLink = page.locator('nav.toc').getByRole('link', { name: 'Tabs' });
  expect(await menuLink.evaluate((el) => !!el.closest('[inert]'))).toBe(true);
  expect(await axeOffExamples(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(pageDimmer).toBeHidden();
  await expect(dimPage).toBeFocused();

  await dimPage.click();
  await expect(pageDimmer).toHaveClass(/active/);
  await page.mouse.click(20, 20);
  await expect(pageDimmer).toBeHidden();
  expect(await menuLink.evaluate((el) => !!el.closest('[inert]'))).toBe(false);
  expect(problems).toEqual([]);
});

test('variations: the inverted segment dimmer shows a loader with role status', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Variations');
  const dimSegment = box.getByRole('button', { name: 'Dim Segment' });
  await dimSegment.focus();
  await page.keyboard.press('Enter');
  const dimmer = box.locator('.ui.inverted.dimmer');
  await expect(dimmer).toHaveClass(/active/);
  await expect(box.getByRole('status')).toHaveText('Enables loading screens!');
  await expect(box.getByRole('status')).toBeVisible();
  // It covered the focused button, so it has focus: Escape hides it and focus goes back.
  await expect(dimmer).toBeFocused();
  expect(await axeOffExamples(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dimmer).toBeHidden();
  await expect(dimSegment).toBeFocused();
  await dimSegment.click();
  await expect(dimmer).toHaveClass(/active/);
  await dimmer.click();
  await expect(dimmer).toBeHidden();
  expect(problems).toEqual([]);
});
