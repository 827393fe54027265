import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

/**
 * Each overlay open, at desktop width and at 320 CSS px, with axe's WCAG 2.0 to 2.2 A and AA and
 * best-practice rules (fixtures.ts): the overlay's content must sit in a landmark or carry a role
 * that axe counts as one (dialog, alert, status), and nothing else may fail while it is open.
 */
const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

interface Overlay {
  route: string;
  title: string;
  /** Opens the overlay and returns it once it is shown. */
  open: (page: Page) => Promise<Locator>;
}

const overlays: Record<string, Overlay> = {
  'a tooltip popup': {
    route: '/modules/popup',
    title: 'Popup',
    open: async (page) => {
      await example(page, 'Popup').getByRole('button', { name: 'Add' }).hover();
      return page.getByRole('tooltip');
    },
  },
  'an interactive popup': {
    route: '/modules/popup',
    title: 'Popup',
    open: async (page) => {
      await example(page, 'Template').getByRole('button', { name: 'Rate' }).click();
      return page.getByRole('dialog', { name: 'Rating' });
    },
  },
  'an open Select': {
    route: '/modules/select',
    title: 'Select',
    open: async (page) => {
      const combobox = page.locator('section.example#selection').getByRole('combobox').first();
      await combobox.click();
      return page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
    },
  },
  'an open Dropdown': {
    route: '/modules/dropdown',
    title: 'Dropdown',
    open: async (page) => {
      const file = page.locator('section#dropdown').getByRole('button', { name: 'File' });
      await file.click();
      return page.locator(`[id="${await file.getAttribute('aria-controls')}"]`);
    },
  },
  'Search results': {
    route: '/modules/search',
    title: 'Search',
    open: async (page) => {
      const input = example(page, 'Local').getByRole('combobox');
      await input.click();
      await input.pressSequentially('el');
      return page.locator(`[id="${await input.getAttribute('aria-controls')}"]`);
    },
  },
  'an open Datepicker calendar': {
    route: '/modules/datepicker',
    title: 'Datepicker',
    open: async (page) => {
      await example(page, 'Datepicker').getByRole('combobox', { name: 'Date', exact: true }).click();
      return page.getByRole('dialog');
    },
  },
  'an open Modal': {
    route: '/modules/modal',
    title: 'Modal',
    open: async (page) => {
      await example(page, 'Render function').getByRole('button', { name: 'Open', exact: true }).click();
      return page.getByRole('dialog', { name: 'Example' });
    },
  },
  'a page Dimmer': {
    route: '/modules/dimmer',
    title: 'Dimmer',
    open: async (page) => {
      await example(page, 'Variations').getByRole('button', { name: 'Dim Page' }).click();
      return page.locator('.ui.page.dimmer.active');
    },
  },
  'a shown Toast': {
    route: '/modules/toast',
    title: 'Toast',
    open: async (page) => {
      await example(page, 'Types').getByRole('button', { name: 'info', exact: true }).click();
      const toast = page.getByRole('region', { name: 'Notifications (F8)' }).locator('.toast-box').first();
      // The pointer on it pauses its display time: on a loaded machine it began to fade out under axe.
      await toast.hover();
      return toast;
    },
  },
  'an open Sidebar': {
    route: '/modules/sidebar',
    title: 'Sidebar',
    open: async (page) => {
      await example(page, 'Direction').getByRole('button', { name: 'Toggle bottom sidebar' }).click();
      return page.locator('.ui.sidebar[aria-label="Bottom menu"]');
    },
  },
};

test.describe.configure({ mode: 'parallel' });

for (const width of [1300, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 320 ? 640 : 900 } });
    for (const [name, overlay] of Object.entries(overlays)) {
      test(`${name}: no axe violation while it is open`, async ({ page, problems }) => {
        await openRoute(page, overlay.route, overlay.title);
        const shown = await overlay.open(page);
        await expect(shown).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test('a portaled tooltip sits at the end of the main landmark, where its trigger is', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/popup', 'Popup');
  const tip = await overlays['a tooltip popup']!.open(page);
  await expect(tip).toBeVisible();
  expect(await tip.evaluate((el) => el.parentElement === document.querySelector('main'))).toBe(true);
  expect(problems).toEqual([]);
});
