import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

/** Axe with the mouse off the examples (hovering an example shows its anchor link). */
async function axeOffExamples(page: Page) {
  await page.mouse.move(5, 300);
  return axeViolations(page);
}

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/tabs', 'Tabs');
});

test('basic tabs: click, arrow keys with wrapping, Home and End; only the active tab is in the Tab order', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Basic Tabs');
  const tab = (name: string) => box.getByRole('tab', { name });
  await expect(box.getByRole('tablist')).toHaveCount(1);
  await expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByRole('tabpanel')).toHaveText('First tab!');
  await tab('Second').click();
  await expect(tab('Second')).toHaveClass(/active/);
  await expect(box.getByRole('tabpanel')).toHaveText('Second tab!');
  await expect(box.getByText('First tab!')).toBeHidden();

  await tab('First').click();
  await page.keyboard.press('ArrowRight');
  await expect(tab('Second')).toBeFocused();
  await expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('End');
  await expect(tab('Third')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('First')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tab('Third')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tab('First')).toBeFocused();
  await expect(box.getByRole('tabpanel')).toHaveText('First tab!');
  // Tab leaves the tablist for the panel.
  await page.keyboard.press('Tab');
  await expect(box.getByRole('tabpanel')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tab('First')).toBeFocused();
  expect(await axeOffExamples(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('properties and events: bound state, the alert tab, the disabled third tab and the buttons', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Properties & Events');
  const tab = (name: string) => box.getByRole('tab', { name });
  await expect(box).toContainText('Bound state: first true, second false, third false');

  await box.getByRole('button', { name: 'Activate 2nd Tab' }).click();
  const alert = page.getByRole('dialog', { name: "You've chosen the alert tab!" });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(alert).toHaveCount(0);
  await expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
  await expect(box).toContainText('Bound state: first false, second true, third false');

  await box.getByRole('button', { name: 'Activate 3rd Tab' }).click();
  await expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
  await box.getByRole('button', { name: 'Activate 1st Tab' }).click();
  await expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  await expect(box).toContainText('Bound state: first true, second false, third false');

  // Disabled: clicks do nothing, the arrow keys skip it.
  const disable = box.getByRole('checkbox', { name: 'Third tab disabled?' });
  await disable.focus();
  await page.keyboard.press('Space');
  await expect(disable).toBeChecked();
  await expect(tab('Third')).toHaveAttribute('aria-disabled', 'true');
  await tab('Third').click({ force: true });
  await expect(tab('First')).toHaveAttribute('aria-selected', 'true');
  await tab('First').focus();
  await page.keyboard.press('ArrowLeft');
  // The alert takes focus, then gives it back to the tab.
  await expect(page.getByRole('dialog', { name: "You've chosen the alert tab!" })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(tab('Second')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab('First')).toBeFocused();

  // Disabling the active tab activates its left neighbour.
  await disable.click();
  await expect(disable).not.toBeChecked();
  await tab('Third').click();
  await expect(tab('Third')).toHaveAttribute('aria-selected', 'true');
  await disable.click();
  await expect(tab('Second')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(box).toContainText('Bound state: first false, second true, third false');
  expect(await axeOffExamples(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('dynamic tabs: headers give the order, Add Tab activates the new tab, Remove Tab drops the last', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Dynamic Tabs');
  const tabs = box.getByRole('tab');
  await expect(tabs).toHaveText(['Static', '1st', '2nd', '3rd']);
  await expect(box.getByRole('tabpanel')).toContainText('Static tabs alongside dynamic tabs are supported.');
  await box.getByRole('tab', { name: '2nd' }).click();
  await expect(box.getByRole('tabpanel')).toHaveText('More content');

  const add = box.getByRole('button', { name: 'Add Tab' });
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(tabs).toHaveText(['Static', '1st', '2nd', '3rd', 'New']);
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(box.getByRole('tabpanel')).toHaveText('Another dynamic tab');
  await page.keyboard.press('Enter');
  await expect(tabs).toHaveCount(6);
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'false');

  const remove = box.getByRole('button', { name: 'Remove Tab' });
  await remove.click();
  await expect(tabs).toHaveCount(5);
  // The removed tab was active: the last one takes over.
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  for (let i = 0; i < 4; i++) await remove.click();
  await expect(tabs).toHaveText(['Static']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  await expect(remove).toBeDisabled();
  await add.click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  expect(await axeOffExamples(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('styled and nested tabs stay independent', async ({ page, problems }) => {
  const box = example(page, 'Styled & Nested Tabs');
  await expect(box.getByRole('tablist')).toHaveCount(2);
  await box.getByRole('tab', { name: 'Nested 2' }).click();
  await expect(box.getByRole('tabpanel', { name: 'Nested 2' })).toHaveText('The second nested tab.');
  await expect(box.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(box.getByRole('tab', { name: 'Nested 1' })).toBeFocused();
  await expect(box.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
  await box.getByRole('tab', { name: 'Third' }).click();
  await expect(box.getByRole('tabpanel', { name: 'Third' })).toHaveText('Third tab!');
  await page.keyboard.press('Home');
  await expect(box.getByRole('tab', { name: 'First' })).toBeFocused();
  // The nested tabset kept its state while hidden.
  await expect(box.getByRole('tab', { name: 'Nested 1' })).toHaveAttribute('aria-selected', 'true');
  expect(await axeOffExamples(page)).toEqual([]);
  expect(problems).toEqual([]);
});
