import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

test.describe('Form page', () => {
  test('fill, submit and reset: every control submits under its name; required stops an empty submit', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/collections/form', 'Form');
    const box = example(page, 'submit-and-reset');
    const name = box.getByLabel('Name');
    // Required: an empty submit is refused by the browser, and nothing is sent.
    await box.getByRole('button', { name: 'Send' }).click();
    await expect(box.getByText('Sent: nothing yet')).toBeVisible();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await name.fill('Ada');
    const plan = box.getByRole('combobox', { name: 'Plan' });
    // Focus opens the select (a click on a focused select would close it again).
    await plan.focus();
    await box.getByRole('option', { name: 'Pro' }).click();
    await box.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sent: {"name":"Ada","plan":"pro"}')).toBeVisible();
    // Reset puts every control back.
    await box.getByRole('button', { name: 'Reset' }).click();
    await expect(name).toHaveValue('');
    // The shown text is the placeholder again (the closed menu, hidden, still holds the options).
    await expect(plan.locator('.text').first()).toHaveText('Select one');
    await expect(plan.locator('.menu')).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('controls take Semantic UI React props: a select, a multiple dropdown and radios', async ({
    page,
  }) => {
    await openRoute(page, '/collections/form', 'Form');
    const box = example(page, 'controls');
    await box.getByRole('combobox', { name: 'Size' }).click();
    await box.getByRole('option', { name: 'Large' }).click();
    await box.getByText('Thick').click();
    await expect(box).toContainText('large, thick');
  });

  test('an error is tied to its field: reached by keyboard, the control is invalid and described by the message', async ({
    page,
  }) => {
    await openRoute(page, '/collections/form', 'Form');
    const box = example(page, 'errors');
    await page.locator('section#errors').getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    const email = box.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Enter a whole email address, such as ada@example.com');
    await page.keyboard.press('Tab');
    const terms = box.getByLabel('I agree to the terms');
    await expect(terms).toBeFocused();
    await expect(terms).toHaveAccessibleDescription('Agree to the terms to go on');
  });

  test('forced colours: the error field and its message keep a visible border', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openRoute(page, '/collections/form', 'Form');
    const box = example(page, 'errors');
    const message = box.locator('.prompt.label').first();
    const border = await message.evaluate((el) => getComputedStyle(el).borderTopStyle);
    expect(border).not.toBe('none');
    const input = box.getByLabel('Email');
    expect(await input.evaluate((el) => getComputedStyle(el).borderTopStyle)).not.toBe('none');
  });

  for (const width of [1300, 320]) {
    test(`no axe violation and nothing scrolls sideways at ${width} px`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/collections/form', 'Form');
      expect(await axeViolations(page)).toEqual([]);
      // The page does not scroll sideways (the kit's groups of fields reach past the form by their
      // negative margins, inside the example's box).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('TextArea page', () => {
  test('autoHeight grows the box with its text', async ({ page, problems }) => {
    await openRoute(page, '/elements/textarea', 'TextArea');
    const area = example(page, 'auto-height').getByLabel('Message');
    const before = await area.evaluate((el) => el.getBoundingClientRect().height);
    await area.fill('one\ntwo\nthree\nfour\nfive\nsix');
    const after = await area.evaluate((el) => el.getBoundingClientRect().height);
    expect(after).toBeGreaterThan(before);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
