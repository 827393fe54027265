import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its dismissal fades.
test.use({ reducedMotion: 'no-preference' });

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

test.describe('Message page', () => {
  test.beforeEach(async ({ page }) => {
    await openRoute(page, '/collections/message', 'Message');
  });

  test('the basic message is dismissed by mouse with a fade, then removed; it can come back', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'message');
    const message = box.locator('.ui.message');
    await expect(message).toHaveClass('ui success message');
    await expect(message).toHaveAttribute('role', 'status');
    expect(await axeViolations(page)).toEqual([]);
    // The fade is recorded in the page: on a loaded machine it can end between two polls.
    const seen = await recordClasses(message);
    await box.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);
    expect(await seen()).toContainEqual(expect.stringMatching(/transition animating out fade/));
    await box.getByRole('button', { name: 'Show the message again' }).click();
    await expect(box.locator('.ui.success.message')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the basic message is dismissed by keyboard', async ({ page, problems }) => {
    const box = example(page, 'message');
    await page.locator('section#message').getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    const close = box.getByRole('button', { name: 'Dismiss' });
    await expect(close).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.locator('.ui.message')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Show the message again' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(box.locator('.ui.success.message')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the attached warning has no close button and sits on its segment', async ({ page, problems }) => {
    const box = example(page, 'without-dismiss');
    const message = box.locator('.ui.message');
    await expect(message).toHaveClass('ui attached warning message');
    await expect(message).toContainText('Attached message!');
    await expect(box.getByRole('button', { name: 'Dismiss' })).toHaveCount(0);
    const segment = box.locator('.ui.bottom.attached.segment');
    await expect(segment).toHaveText('Example content');
    const [m, s] = [await message.boundingBox(), await segment.boundingBox()];
    expect(Math.abs(m!.y + m!.height - s!.y)).toBeLessThanOrEqual(1);
    expect(problems).toEqual([]);
  });

  test('the icon message lays its icon beside the content, also while it fades out', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'icon-message');
    const message = box.locator('.ui.icon.message');
    await expect(message).toHaveCSS('display', 'flex');
    const icon = await message.locator('i.inbox.icon').boundingBox();
    const content = await message.locator('.content').boundingBox();
    expect(icon!.x + icon!.width).toBeLessThanOrEqual(content!.x);
    // Each class list the message takes, with its display at that moment, recorded in the page:
    // on a loaded machine the fade can end between two polls.
    const record = await recordClasses(message, 'display');
    await box.getByRole('button', { name: 'Dismiss' }).click();
    await expect(message).toHaveCount(0);
    const seen = await record();
    const fading = seen.filter((entry) => entry.includes('animating out fade'));
    expect(fading.length).toBeGreaterThan(0);
    for (const entry of fading) expect(entry).toMatch(/ \/ flex$/);
    expect(problems).toEqual([]);
  });

  test('manual dismissal through the ref handle, by mouse and by keyboard', async ({ page, problems }) => {
    const box = example(page, 'manual-dismissal');
    await box.getByRole('button', { name: 'message.dismiss()' }).click();
    await expect(box.getByText('The message was dismissed.')).toBeVisible();
    await expect(box.locator('.ui.message')).toHaveCount(0);
    await box.getByRole('button', { name: 'Reset' }).click();
    await expect(box.locator('.ui.info.message')).toBeVisible();

    await box.getByRole('button', { name: 'dismiss(message)' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByText('The message was dismissed.')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.locator('.ui.info.message')).toBeVisible();
    // Its own close button works too.
    await box.locator('.ui.info.message').getByRole('button', { name: 'Dismiss' }).click();
    await expect(box.getByText('The message was dismissed.')).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
