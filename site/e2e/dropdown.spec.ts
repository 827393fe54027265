import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

const example = (page: Page, id: string) => page.locator(`section#${id}`);
/** The menu a trigger or nested item controls. */
const menuOf = (page: Page, owner: Locator) =>
  owner.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
/** Waits until a menu's show animation has ended: clicks on items that still slide in can miss. */
const settled = (menu: Locator) => expect(menu).not.toHaveClass(/(^|\s)animating(\s|$)/);

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/dropdown', 'Dropdown');
});

test('the page has the five examples, the selection note, the keyboard table and the API', async ({
  page,
  problems,
}) => {
  await expect(page.locator('section.example h3')).toContainText([
    'Dropdown',
    'Controls',
    'Styled dropdowns',
    'A filter in the menu',
    'Versatility',
  ]);
  await expect(page.locator('.ui.info.message')).toContainText('Selection dropdowns');
  await expect(page.locator('main').getByRole('link', { name: 'Select', exact: true })).toHaveAttribute(
    'href',
    '#/modules/select',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Keyboard' })).toBeVisible();
  await expect(page.locator('table').filter({ hasText: 'What it does' })).toContainText('Escape');
  for (const name of ['Dropdown', 'DropdownMenu', 'DropdownItem', 'DropdownHeader', 'DropdownDivider']) {
    await expect(page.locator(`[id="api-${name}"]`)).toHaveText(`<${name}>`);
  }
  expect(problems).toEqual([]);
});

test.describe('File menu', () => {
  test('by mouse: opens, opens the nested menu, and a choice closes everything', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'dropdown');
    const file = box.getByRole('button', { name: 'File' });
    const menu = await menuOf(page, file);
    await expect(menu).toBeHidden();
    await file.click();
    await expect(menu).toBeVisible();
    await expect(file).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('menuitem', { name: 'Open...' })).toContainText('ctrl + o');
    const publish = box.getByRole('menuitem', { name: 'Publish To Web' });
    await publish.click();
    const nested = await menuOf(page, publish);
    await expect(nested).toBeVisible();
    // The nested menu opens beside its item.
    const itemBox = (await publish.boundingBox())!;
    const nestedBox = (await nested.boundingBox())!;
    expect(nestedBox.x).toBeGreaterThan(itemBox.x + itemBox.width / 2);
    expect(nestedBox.y).toBeLessThan(itemBox.y + itemBox.height);
    expect(await axeViolations(page)).toEqual([]);
    await nested.getByRole('menuitem', { name: 'Dropbox' }).click();
    await expect(box.getByText('Last chosen:')).toContainText('Dropbox');
    await expect(menu).toBeHidden();
    await expect(nested).toBeHidden();
    await expect(file).toBeFocused();
    // A click outside closes an open menu.
    await file.click();
    await expect(menu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('by keyboard: open, move, typeahead, nested right and left, Escape returns focus', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'dropdown');
    const file = box.getByRole('button', { name: 'File' });
    const item = (name: string) => box.getByRole('menuitem', { name, exact: true });
    await file.focus();
    await page.keyboard.press('Enter');
    await expect(item('New')).toBeFocused();
    await expect(item('New')).toHaveClass(/selected/);
    await page.keyboard.press('ArrowDown');
    await expect(item('Open...')).toBeFocused();
    await page.keyboard.press('r');
    await expect(item('Rename')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('E-mail Collaborators')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('E-mail Collaborators')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(item('Publish To Web')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(item('Google Docs')).toBeFocused();
    await expect(item('Google Docs')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('ArrowDown');
    await expect(item('Google Drive')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(item('Publish To Web')).toBeFocused();
    await expect(item('Google Docs')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(file).toBeFocused();
    await expect(file).toHaveAttribute('aria-expanded', 'false');
    await expect(item('New')).toBeHidden();
    // Up opens on the last item; Enter chooses the highlighted one.
    await page.keyboard.press('ArrowUp');
    await expect(item('E-mail Collaborators')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect(box.getByText('Last chosen:')).toContainText('New');
    await expect(file).toBeFocused();
    await expect(item('New')).toBeHidden();
    // Space opens; Enter on a nested item opens it; Space chooses.
    await page.keyboard.press(' ');
    await page.keyboard.press('p');
    await expect(item('Publish To Web')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item('Google Docs')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press(' ');
    await expect(box.getByText('Last chosen:')).toContainText('Another Service...');
    await expect(file).toBeFocused();
    // Tab closes the menu and moves on.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect(item('New')).toBeHidden();
    await expect(file).not.toBeFocused();
    expect(problems).toEqual([]);
  });
});

test.describe('Controls', () => {
  test('by mouse: the open state is shared with the toggle button; disabled items and the disabled box', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'controls');
    const trigger = box.getByRole('button', { name: 'Dropdown', exact: true });
    const toggle = box.getByRole('button', { name: 'Toggle Dropdown' });
    const state = box.getByText('Dropdown open:');
    const menu = await menuOf(page, trigger);
    await trigger.click();
    await expect(menu).toBeVisible();
    await expect(state).toContainText('true');
    await settled(menu);
    // A disabled item ignores the click.
    await box.getByRole('menuitem', { name: 'Disabled Item' }).click({ force: true });
    await expect(menu).toBeVisible();
    const nested = box.getByRole('menuitem', { name: 'Nested' });
    await nested.click();
    await settled(await menuOf(page, nested));
    await box.getByRole('menuitem', { name: 'Sub-item 2' }).click();
    await expect(menu).toBeHidden();
    await expect(state).toContainText('false');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(state).toContainText('true');
    expect(await axeViolations(page)).toEqual([]);
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(state).toContainText('false');
    // Disabled: the dropdown ignores clicks and the toggle button.
    await box.getByText('Disabled?').click();
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(box.locator('.ui.dropdown')).toHaveClass(/disabled/);
    await trigger.click({ force: true });
    await toggle.click();
    await expect(menu).toBeHidden();
    await expect(state).toContainText('false');
    // Disabling an open dropdown closes it.
    await box.getByText('Disabled?').click();
    await toggle.click();
    await expect(menu).toBeVisible();
    await box.getByText('Disabled?').click();
    await expect(menu).toBeHidden();
    await expect(state).toContainText('false');
    expect(problems).toEqual([]);
  });

  test('by keyboard: the disabled item is skipped, nested right and enter, toggle and checkbox', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'controls');
    const trigger = box.getByRole('button', { name: 'Dropdown', exact: true });
    const item = (name: string) => box.getByRole('menuitem', { name, exact: true });
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    await expect(item('Item 1')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(item('Nested')).toBeFocused();
    await expect(item('Disabled Item')).not.toHaveClass(/selected/);
    await page.keyboard.press('ArrowUp');
    await expect(item('Item 1')).toBeFocused();
    await page.keyboard.press('d');
    // Typeahead skips the disabled item too.
    await expect(item('Item 1')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(item('Sub-item 1')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(item('Item 1')).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(box.getByText('Dropdown open:')).toContainText('false');
    // Tab to the toggle button and use it; Escape still closes the menu from the trigger.
    await page.keyboard.press('Tab');
    await expect(box.getByRole('button', { name: 'Toggle Dropdown' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(item('Item 1')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(item('Item 1')).toBeHidden();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-disabled', 'true');
    await expect(trigger).not.toHaveAttribute('tabindex');
    expect(problems).toEqual([]);
  });
});

test.describe('Styled dropdowns', () => {
  test('pointing menus with autoClose disabled stay open until their trigger or Escape closes them', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'styled-dropdowns');
    const pointing = box.getByRole('button', { name: 'Pointing' });
    const right = box.getByRole('button', { name: 'Right' });
    const pointingMenu = await menuOf(page, pointing);
    const rightMenu = await menuOf(page, right);
    await pointing.click();
    await expect(pointingMenu).toBeVisible();
    await pointingMenu.getByRole('menuitem', { name: 'Item 1' }).click();
    await expect(pointingMenu).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(pointingMenu).toBeVisible();
    // The menu hangs below its button; the left pointing one opens to the right of its button.
    const pBox = (await box.locator('.ui.dropdown').first().boundingBox())!;
    expect((await pointingMenu.boundingBox())!.y).toBeGreaterThan(pBox.y + pBox.height - 1);
    await right.click();
    await expect(rightMenu).toBeVisible();
    const rBox = (await box.locator('.ui.dropdown').nth(1).boundingBox())!;
    expect((await rightMenu.boundingBox())!.x).toBeGreaterThan(rBox.x + rBox.width - 1);
    expect(await axeViolations(page)).toEqual([]);
    await pointing.click();
    await expect(pointingMenu).toBeHidden();
    await right.focus();
    await page.keyboard.press('Tab');
    await expect(rightMenu).toBeVisible();
    await right.focus();
    await page.keyboard.press('Escape');
    await expect(rightMenu).toBeHidden();
    await expect(right).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('the floating menu with outsideClick stays open on an item click and closes outside', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'styled-dropdowns');
    const floating = box.getByRole('button', { name: 'Floating' });
    const menu = await menuOf(page, floating);
    await floating.click();
    await expect(menu).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Item 2' }).click();
    await expect(menu).toBeVisible();
    await box.locator('.example-result .ui.segment > p').click();
    await expect(menu).toBeHidden();
    // By keyboard: Enter on an item keeps the menu open; Tab closes it.
    await floating.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Item 1' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('A filter in the menu', () => {
  /** The example's parts: the field is above the list of items (the menu role), in the menu's popup. */
  const parts = async (page: Page) => {
    const box = example(page, 'a-filter-in-the-menu');
    const trigger = box.getByRole('button', { name: 'Filter posts' });
    const popup = box.locator('.ui.dropdown > .menu');
    const field = popup.getByRole('textbox', { name: 'Search tags' });
    return { box, trigger, menu: await menuOf(page, trigger), popup, field };
  };

  test('by keyboard: opens on the field, filters as the user types, goes down to the items and back', async ({
    page,
    problems,
  }) => {
    const { box, trigger, menu, popup, field } = await parts(page);
    await expect(menu).toHaveClass('scrolling menu');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await settled(popup);
    await expect(field).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    // Letters, Space and Home edit the field: none of them moves the menu's highlight.
    await page.keyboard.type('of');
    await expect(menu.getByRole('menuitem')).toHaveText(['Off topic']);
    await page.keyboard.press('Home');
    await page.keyboard.type('c ');
    await expect(field).toHaveValue('c of');
    await expect(menu.getByRole('menuitem')).toHaveCount(0);
    await expect(popup.locator('.message')).toHaveText('No tag matches “c of”.');
    await expect(menu).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Backspace');
    await expect(field).toHaveValue('cof');
    await page.keyboard.press('Control+a');
    await page.keyboard.type('n');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Important',
      'Announcement',
      'Cannot fix',
      'News',
      'Enhancement',
      'Discussion',
    ]);
    // Down to the items, up from the first one back to the field.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Important' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(field).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'News' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(box.getByText('Posts tagged:')).toContainText('News');
    await expect(popup).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('by mouse: a click opens it on the field, a click on an item chooses it', async ({
    page,
    problems,
  }) => {
    const { box, trigger, menu, popup, field } = await parts(page);
    await trigger.click();
    await settled(popup);
    await expect(field).toBeFocused();
    await page.keyboard.type('disc');
    await menu.getByRole('menuitem', { name: 'Discussion' }).click();
    await expect(box.getByText('Posts tagged:')).toContainText('Discussion');
    await expect(popup).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('Versatility', () => {
  test('by mouse: the link item opens its menu and the nested Clothing menu', async ({ page, problems }) => {
    const box = example(page, 'versatility');
    const shopping = box.getByRole('button', { name: 'Shopping' });
    const menu = await menuOf(page, shopping);
    await shopping.click();
    await expect(menu).toBeVisible();
    await expect(menu.locator(':scope > .header')).toHaveText(['Categories', 'Order']);
    const clothing = box.getByRole('menuitem', { name: 'Clothing' });
    await clothing.click();
    const nested = await menuOf(page, clothing);
    await expect(nested).toBeVisible();
    await expect(nested.locator(':scope > .header')).toHaveText(['Mens', 'Womens']);
    expect(await axeViolations(page)).toEqual([]);
    await nested.getByRole('menuitem', { name: 'Jeans' }).click();
    await expect(menu).toBeHidden();
    await expect(nested).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('by keyboard: headers are skipped, typeahead, nested menu, Escape and Tab', async ({
    page,
    problems,
  }) => {
    const box = example(page, 'versatility');
    const shopping = box.getByRole('button', { name: 'Shopping' });
    const item = (name: string) => box.getByRole('menuitem', { name, exact: true });
    await shopping.focus();
    await page.keyboard.press('ArrowDown');
    await expect(item('Clothing')).toBeFocused();
    await page.keyboard.press('b');
    await expect(item('Bedroom')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Cancellations')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(item('Shirts')).toBeFocused();
    await page.keyboard.press('End');
    await expect(item('Bags')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(item('Clothing')).toBeFocused();
    await expect(item('Shirts')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(shopping).toBeFocused();
    await expect(item('Clothing')).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(item('Clothing')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(item('Clothing')).toBeHidden();
    await expect(box.getByRole('link', { name: 'Forums' })).toBeFocused();
    expect(problems).toEqual([]);
  });
});
