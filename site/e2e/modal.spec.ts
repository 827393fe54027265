import type { Page } from '@playwright/test';
import { axeViolations, expect, goToRoute, openRoute, recordClasses, test, waitForArrival } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): it scales in and out.
test.use({ reducedMotion: 'no-preference' });

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

/** Closes the alert that reports an outcome, checks its text, and waits until it has gone. */
async function expectAlert(page: Page, text: string) {
  const alert = page.getByRole('dialog', { name: text });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('button', { name: 'OK' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/modal', 'Modal');
});

test('render function: opens with the input text, traps focus, Escape denies with closeResult, focus returns', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Render function');
  const input = box.getByRole('textbox', { name: 'Modal content' });
  await input.fill('Hello from the input');
  const open = box.getByRole('button', { name: 'Open', exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Example' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText('Hello from the input');
  const ok = dialog.getByRole('button', { name: 'OK' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  const close = dialog.getByRole('button', { name: 'Close' });
  await expect(ok).toBeFocused();
  // Tab and Shift+Tab cycle inside the modal.
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(ok).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(close).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(ok).toBeFocused();
  // The page behind is inert and locked.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  expect(await axeViolations(page)).toEqual([]);

  // The modal animates out (recorded in the page, as a loaded machine can end the animation
  // between two polls); the event waits for that, as Modal.test.tsx checks.
  const seen = await recordClasses(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await seen()).toContainEqual(expect.stringMatching(/animating out scale/));
  await expectAlert(page, "Denied with result: 'dismissed'.");
  await expect(open).toBeFocused();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(problems).toEqual([]);
});

test('render function by mouse: OK approves, Cancel denies, the icon and the dimmer close', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Render function');
  const open = box.getByRole('button', { name: 'Open', exact: true });
  const dialog = page.getByRole('dialog', { name: 'Example' });

  await open.click();
  await expect(dialog).toContainText('Example of dynamic content.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expectAlert(page, "Accepted with result: 'approved'.");

  await open.click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expectAlert(page, "Denied with result: 'denied'.");

  await open.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectAlert(page, "Denied with result: 'dismissed'.");

  await open.click();
  await expect(dialog).toBeVisible();
  // A click on the dimmer, outside the modal.
  await page.mouse.click(10, 10);
  await expectAlert(page, "Denied with result: 'dismissed'.");
  expect(problems).toEqual([]);
});

test('the page behind does not scroll while a modal is open', async ({ page, problems }) => {
  const scroller = page.locator('.full-height');
  await example(page, 'Render function').scrollIntoViewIfNeeded();
  const before = await scroller.evaluate((el) => el.scrollTop);
  await example(page, 'Render function').getByRole('button', { name: 'Open', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Example' })).toHaveClass(/visible/);
  await page.mouse.move(640, 100);
  await page.mouse.wheel(0, 800);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.keyboard.press('Escape');
  await expectAlert(page, "Denied with result: 'dismissed'.");
  expect(problems).toEqual([]);
});

test('component: the chosen size, not closable, OK and Cancel report the answer', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Component');
  const size = box.getByRole('combobox', { name: 'Modal Size:' });
  const confirm = box.getByRole('button', { name: 'Confirm?' });
  await expect(size).toContainText('small');
  for (const name of ['mini', 'tiny', 'small', 'normal', 'large']) {
    await size.click();
    await box.getByRole('option', { name, exact: true }).click();
    await expect(size).toContainText(name);
    await confirm.click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toHaveClass(new RegExp(`\\b${name}\\b`));
    await expect(dialog).toContainText('Are you sure about accepting this?');
    await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.mouse.click(10, 10);
    await page.waitForTimeout(300);
    await expect(dialog).toBeVisible();
    if (name === 'small') {
      expect(await axeViolations(page)).toEqual([]);
    }
    await dialog.getByRole('button', { name: name === 'tiny' ? 'Cancel' : 'OK' }).click();
    await expectAlert(page, name === 'tiny' ? 'User has denied.' : 'User has accepted.');
  }
  // By keyboard: the size select (it opens on focus), then the button.
  await size.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(size).toContainText('mini');
  await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toHaveClass(/\bmini\b/);
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectAlert(page, 'User has denied.');
  await expect(confirm).toBeFocused();
  expect(problems).toEqual([]);
});

test('declarative: stacked modals, Escape closes the top one only, focus returns down the stack', async ({
  page,
  problems,
}) => {
  const box = example(page, 'Declarative');
  const show = box.getByRole('button', { name: 'Show the terms' });
  await show.focus();
  await page.keyboard.press('Enter');
  const terms = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(terms.getByRole('button', { name: 'Accept' })).toBeFocused();
  const second = terms.getByRole('button', { name: 'Open a second modal' });
  await second.focus();
  await page.keyboard.press('Enter');
  const top = page.getByRole('dialog', { name: 'A modal on a modal' });
  await expect(top).toBeVisible();
  await expect(top.getByRole('button', { name: 'OK' })).toBeFocused();
  // Focus stays in the top modal.
  await page.keyboard.press('Tab');
  await expect(top.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(top.getByRole('button', { name: 'OK' })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(top).toHaveCount(0);
  await expect(terms).toBeVisible();
  await expect(second).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(terms).toHaveCount(0);
  await expect(box).toContainText('Last outcome: denied (closed)');
  await expect(show).toBeFocused();

  await show.click();
  await terms.getByRole('button', { name: 'Accept' }).click();
  await expect(box).toContainText('Last outcome: approved (accepted)');
  await show.click();
  await terms.getByRole('button', { name: 'Decline' }).click();
  await expect(box).toContainText('Last outcome: denied (declined)');
  expect(problems).toEqual([]);
});

test('the three ways are tabs, and the API table documents Modal and ModalProvider', async ({
  page,
  problems,
}) => {
  const declarative = page.getByRole('tab', { name: 'Declarative' });
  await expect(declarative).toHaveAttribute('aria-selected', 'true');
  await declarative.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Render function' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Render function' })).toContainText('useModal().open');
  await page.getByRole('tab', { name: 'Component' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Component' })).toContainText('modalConfig');
  const props = page.getByRole('table', { name: 'Modal properties' });
  await expect(props.getByRole('row', { name: /^size/ })).toContainText(
    '"mini" | "tiny" | "small" | "normal" | "large"',
  );
  await expect(props.getByRole('row', { name: /^transitionDuration/ })).toContainText('500');
  await expect(
    page.getByRole('table', { name: 'Modal events' }).getByRole('row', { name: /^onApprove/ }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: '<ModalProvider>', level: 3 })).toBeVisible();
  expect(problems).toEqual([]);
});

test('leaving the page with a modal open and coming back at once: the page is inert only while its modal shows', async ({
  page,
  problems,
}) => {
  const dialog = page.getByRole('dialog');
  const root = page.locator('#root');
  await example(page, 'Render function').getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog).toBeVisible();
  await expect(root).toHaveAttribute('inert');

  // Away and back within one task, before the route change can render (route changes are
  // transitions): the modal page never left, so its modal still shows, and still owns the page.
  await page.evaluate(() => {
    location.hash = '#/getting-started';
    location.hash = '#/modules/modal';
  });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await waitForArrival(page, '/modules/modal');
  await expect(dialog).toBeVisible();
  await expect(root).toHaveAttribute('inert');
  await page.keyboard.press('Escape');
  await expectAlert(page, "Denied with result: 'dismissed'.");
  await expect(root).not.toHaveAttribute('inert');

  // Away long enough for the other page to show, then back: the modal went with its page.
  await example(page, 'Render function').getByRole('button', { name: 'Open', exact: true }).click();
  await expect(dialog).toBeVisible();
  await goToRoute(page, '/getting-started');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  await goToRoute(page, '/modules/modal');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[inert]')).toHaveCount(0);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  expect(problems).toEqual([]);
});
