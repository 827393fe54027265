import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);
/** The page numbers listed, in order ("..." for an ellipsis). */
const listed = (box: ReturnType<typeof example>) =>
  box
    .locator('nav > *')
    .evaluateAll((items) =>
      items.flatMap((el) =>
        el.getAttribute('aria-label')?.startsWith('Page ') || el.textContent === '...'
          ? [el.textContent]
          : [],
      ),
    );

test.describe('Pagination page', () => {
  test.beforeEach(async ({ page }) => {
    await openRoute(page, '/collections/pagination', 'Pagination');
  });

  test('standard pagination by mouse, with its Navigation and Boundary Links checkboxes', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'standard');
    const nav = box.getByRole('navigation', { name: 'Standard example pages' });
    await expect(nav).toHaveClass('ui pagination menu');
    expect(await listed(box)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await axeViolations(page)).toEqual([]);

    await nav.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(box.getByText('Current page: 4')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Page 4', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('button', { name: 'Page 1', exact: true })).not.toHaveAttribute(
      'aria-current',
    );
    await nav.getByRole('button', { name: 'Next page' }).click();
    await expect(box.getByText('Current page: 5')).toBeVisible();
    await nav.getByRole('button', { name: 'Previous page' }).click();
    await expect(box.getByText('Current page: 4')).toBeVisible();

    await expect(nav.getByRole('button', { name: 'First page' })).toHaveCount(0);
    await box.getByText('Boundary Links?').click();
    await nav.getByRole('button', { name: 'Last page' }).click();
    await expect(box.getByText('Current page: 10')).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Last page' })).toHaveAttribute('aria-disabled', 'true');
    await expect(nav.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
    await nav.getByRole('button', { name: 'First page' }).click();
    await expect(box.getByText('Current page: 1')).toBeVisible();

    await box.getByText('Navigation Links?').click();
    await expect(nav.getByRole('button', { name: 'Previous page' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Next page' })).toHaveCount(0);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('standard pagination by keyboard: Tab through the items, Enter and Space choose', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'standard');
    const nav = box.getByRole('navigation', { name: 'Standard example pages' });
    await page.locator('section#standard').getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Page 2', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 2')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(box.getByText('Current page: 3')).toBeVisible();
    // Next is the last item; then the checkboxes.
    for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
    await expect(nav.getByRole('button', { name: 'Next page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 4')).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(box.getByRole('checkbox', { name: 'Boundary Links?' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(nav.getByRole('button', { name: 'Last page' })).toBeVisible();
    await nav.getByRole('button', { name: 'Last page' }).focus();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 10')).toBeVisible();
    // A disabled arrow keeps focus.
    await expect(nav.getByRole('button', { name: 'Last page' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 10')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('max size: block paging with ellipses, the Ellipses checkbox and the Max Size input', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'with-max-size');
    const nav = box.getByRole('navigation', { name: 'Max size example pages' });
    expect(await listed(box)).toEqual(['1', '2', '3', '4', '5', '...', '10']);
    await expect(nav.locator('.disabled.item', { hasText: '...' })).toHaveAttribute('aria-hidden', 'true');
    await nav.getByRole('button', { name: 'Page 10', exact: true }).click();
    await expect(box.getByText('Current page: 10')).toBeVisible();
    expect(await listed(box)).toEqual(['1', '...', '6', '7', '8', '9', '10']);
    await nav.getByRole('button', { name: 'Previous page' }).click();
    await expect(box.getByText('Current page: 9')).toBeVisible();

    await box.getByText('Ellipses?').click();
    expect(await listed(box)).toEqual(['6', '7', '8', '9', '10']);
    // Navigation links are forced while pages are hidden.
    await expect(nav.getByRole('button', { name: 'Previous page' })).toBeVisible();

    const maxSize = box.getByLabel('Max Size', { exact: true });
    await maxSize.fill('3');
    expect(await listed(box)).toEqual(['7', '8', '9']);
    await maxSize.focus();
    await page.keyboard.press('ArrowUp');
    await expect(maxSize).toHaveValue('4');
    expect(await listed(box)).toEqual(['9', '10']);
    await maxSize.fill('0');
    expect(await listed(box)).toEqual(['9']);
    await maxSize.fill('10');
    expect(await listed(box)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    await box.getByRole('checkbox', { name: 'Ellipses?' }).focus();
    await page.keyboard.press('Space');
    await maxSize.fill('5');
    expect(await listed(box)).toEqual(['1', '...', '6', '7', '8', '9', '10']);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('rotation keeps the current page in the middle', async ({ page, problems }) => {
    const box = example(page, 'rotation');
    const nav = box.getByRole('navigation', { name: 'Rotation example pages' });
    expect(await listed(box)).toEqual(['1', '2', '3', '4', '5']);
    await nav.getByRole('button', { name: 'Page 4', exact: true }).click();
    await expect(box.getByText('Current page: 4')).toBeVisible();
    expect(await listed(box)).toEqual(['2', '3', '4', '5', '6']);
    // By keyboard: the focused Next button stays focused as the list moves.
    const next = nav.getByRole('button', { name: 'Next page' });
    await next.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 6')).toBeVisible();
    expect(await listed(box)).toEqual(['4', '5', '6', '7', '8']);
    await expect(next).toBeFocused();
    for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
    await expect(box.getByText('Current page: 10')).toBeVisible();
    expect(await listed(box)).toEqual(['6', '7', '8', '9', '10']);
    await box.getByText('Ellipses?').click();
    expect(await listed(box)).toEqual(['1', '...', '6', '7', '8', '9', '10']);
    await page.mouse.move(0, 0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
