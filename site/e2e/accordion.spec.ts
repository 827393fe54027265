import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its panels fade and collapse.
test.use({ reducedMotion: 'no-preference' });

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);
const contentOf = (page: Page, header: ReturnType<Page['getByRole']>) =>
  header.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));

test.describe('Accordion page', () => {
  test.beforeEach(async ({ page }) => {
    await openRoute(page, '/modules/accordion', 'Accordion');
  });

  test('standard accordion by mouse: panels open independently, the disabled one stays put', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'accordion');
    const first = box.getByRole('button', { name: 'Initially Expanded Panel' });
    const disabled = box.getByRole('button', { name: 'Disabled Panel' });
    const final = box.getByRole('button', { name: 'Final Panel' });
    await expect(box.getByRole('heading', { level: 4 })).toHaveCount(3);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(disabled).toHaveAttribute('aria-expanded', 'true');
    await expect(disabled).toHaveAttribute('aria-disabled', 'true');
    await expect(final).toHaveAttribute('aria-expanded', 'false');
    expect(await axeViolations(page)).toEqual([]);

    const finalContent = await contentOf(page, final);
    await expect(finalContent).toBeHidden();
    // The content fades in while its height animates, recorded in the page: on a loaded machine
    // both can end between two polls.
    const seen = await recordClasses(finalContent);
    await final.click();
    await expect(finalContent).toHaveClass('active content expanded');
    expect(await seen()).toContainEqual(expect.stringMatching(/transition animating in fade/));
    expect(await seen()).toContainEqual(expect.stringMatching(/collapsing/));
    await expect(finalContent).toBeVisible();
    // closeOthers is false: the first panel stays open.
    await expect(first).toHaveAttribute('aria-expanded', 'true');

    await disabled.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(disabled).toHaveAttribute('aria-expanded', 'true');
    await expect(await contentOf(page, disabled)).toBeVisible();

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(box.getByText('it is open: false')).toBeHidden();
    await expect(await contentOf(page, first)).toHaveClass('content collapsed');
    await first.click();
    await expect(box.getByText('it is open: true')).toBeVisible();
    // Let the fade finish: half-faded text has half its contrast.
    await expect(await contentOf(page, first)).toHaveClass('active content expanded');
    await expect(await contentOf(page, first)).not.toHaveClass(/animating/);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('standard accordion by keyboard: Enter, Space, arrows, Home and End', async ({ page, problems }) => {
    const box = example(page, 'accordion');
    const first = box.getByRole('button', { name: 'Initially Expanded Panel' });
    const disabled = box.getByRole('button', { name: 'Disabled Panel' });
    const final = box.getByRole('button', { name: 'Final Panel' });
    await page.locator('section#accordion').getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(disabled).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(disabled).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(final).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(final).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('End');
    await expect(final).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(final).toHaveAttribute('aria-expanded', 'true');
    await expect(await contentOf(page, final)).toHaveClass('active content expanded');
    // The focus ring is visible on the header button.
    const outline = await final.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
    expect(problems).toEqual([]);
  });

  test('styled accordion closes the other panel, by mouse and by keyboard', async ({ page, problems }) => {
    const box = example(page, 'styled');
    await expect(box.locator('.ui.accordion')).toHaveClass('ui styled fluid accordion');
    const first = box.getByRole('button', { name: 'First Panel' });
    const second = box.getByRole('button', { name: 'Second Panel' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(await contentOf(page, first)).toBeHidden();
    // The dropdown icon turns with the active title.
    const icon = box.locator('.active.title > i.dropdown.icon');
    await expect(icon).toHaveCount(1);
    await expect(icon).toHaveCSS('transform', /matrix/);
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('manual accordion opens only through its icon, by mouse and by keyboard', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'manual');
    const header = box.getByRole('button', { name: 'Manual Panel', exact: true });
    const icon = box.getByRole('button', { name: 'Toggle the manual panel' });
    const content = await contentOf(page, header);
    await expect(header).toHaveAttribute('aria-disabled', 'true');
    await header.click({ force: true }); // aria-disabled: Playwright would wait for it to be enabled
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await icon.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await expect(icon).toHaveAttribute('aria-expanded', 'true');
    await expect(content).toHaveClass('active content expanded');
    await expect(content).toHaveText('Content');

    await icon.focus();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await expect(content).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(header).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Shift+Tab');
    await expect(icon).toBeFocused();
    await page.keyboard.press('Space');
    await expect(content).toBeVisible();
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
