import type { Page } from '@playwright/test';
import { routes } from '../src/routes';
import { axeViolations, expect, openRoute, test, waitForArrival } from './fixtures';

const DARK_PAGE = 'rgb(27, 28, 29)';
const LIGHT_PAGE = 'rgb(255, 255, 255)';

/** The page's background (the frame's scrolling box, which covers the window). */
function pageBackground(page: Page) {
  return page.locator('.full-height').evaluate((el) => getComputedStyle(el).backgroundColor);
}

/** Stores a theme choice before each load (in the page itself: the code host's frames are sandboxed). */
function storeBeforeLoad(page: Page, value: string) {
  return page.addInitScript((stored) => {
    if (window === window.top) localStorage.setItem('sui-docs-theme', stored);
  }, value);
}

/** The computed `color-scheme` of the first element that matches. */
function colorScheme(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).colorScheme);
}

/** Tabs from the top of the page until the theme switch has focus; returns its accessible name. */
async function tabToThemeSwitch(page: Page) {
  await page.locator('body').focus();
  for (let presses = 0; presses < 12; presses++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
    if (name.startsWith('Theme:')) return;
  }
  throw new Error('The theme switch was not reached by Tab.');
}

/** The visible theme switch: in the left menu at 1300 px, in the top bar below 1200 px. */
function themeSwitch(page: Page) {
  return page.locator('.site-theme-button:visible');
}

/**
 * Records, from the very start of every load, each value the <html> element's data-theme takes and
 * the page's background when the document is parsed (before the app's first render).
 */
async function watchFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const seen: (string | null)[] = [];
    const record = () => seen.push(document.documentElement.getAttribute('data-theme'));
    // The document, not <html>: it does not exist yet when this runs.
    new MutationObserver(record).observe(document, { attributeFilter: ['data-theme'], subtree: true });
    const state = window as unknown as { themesSeen: (string | null)[]; parsedBackground: string };
    state.themesSeen = seen;
    document.addEventListener('DOMContentLoaded', () => {
      state.parsedBackground = getComputedStyle(document.body).backgroundColor;
    });
  });
}

function firstPaint(page: Page) {
  return page.evaluate(() => {
    const state = window as unknown as { themesSeen: string[]; parsedBackground: string };
    return { themes: state.themesSeen, background: state.parsedBackground };
  });
}

for (const width of [1300, 412]) {
  test(`at ${width}px the switch works by keyboard, is remembered, and the reload paints dark at once`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    await watchFirstPaint(page);
    await openRoute(page, '/getting-started', 'Getting Started');
    const button = themeSwitch(page);
    await expect(button).toHaveCount(1);
    await expect(button).toHaveAccessibleName('Theme: System, switch to Light');
    expect(await pageBackground(page)).toBe(LIGHT_PAGE);

    await tabToThemeSwitch(page);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAccessibleName('Theme: Light, switch to Dark');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.keyboard.press('Space');
    await expect(button).toHaveAccessibleName('Theme: Dark, switch to System');
    await expect(button).toBeFocused();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    // The frame's scrollbars and system colours are dark; an example stays a light surface.
    expect(await colorScheme(page, '.full-height')).toBe('dark');
    expect(await colorScheme(page, '.example-result, .code-block')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('sui-docs-theme'))).toBe('dark');
    // The frame's switch fits the top bar, which does not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

    await page.reload();
    await waitForArrival(page, '/getting-started');
    // The inline script set dark before anything else ran, and nothing ever set light.
    expect(await firstPaint(page)).toEqual({ themes: ['dark'], background: DARK_PAGE });
    await expect(themeSwitch(page)).toHaveAccessibleName('Theme: Dark, switch to System');
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    expect(await axeViolations(page)).toEqual([]);

    // Back to System: the stored choice goes, and the page follows the device (light here).
    await tabToThemeSwitch(page);
    await page.keyboard.press('Enter');
    await expect(themeSwitch(page)).toHaveAccessibleName('Theme: System, switch to Light');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('sui-docs-theme'))).toBeNull();
    expect(problems).toEqual([]);
  });
}

test('System follows the device, live and at load; junk in storage counts as System', async ({
  page,
  problems,
}) => {
  await storeBeforeLoad(page, '{"not":"a theme"}');
  await page.emulateMedia({ colorScheme: 'dark' });
  await watchFirstPaint(page);
  await openRoute(page, '/getting-started', 'Getting Started');
  expect(await firstPaint(page)).toEqual({ themes: ['dark'], background: DARK_PAGE });
  await expect(themeSwitch(page)).toHaveAccessibleName('Theme: System, switch to Light');

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await pageBackground(page)).toBe(DARK_PAGE);

  // A stored Light wins over the device's dark.
  await themeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(problems).toEqual([]);
});

test('with no storage at all the page loads in System and the switch still works', async ({
  page,
  problems,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('Storage is disabled.', 'SecurityError');
      },
    });
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openRoute(page, '/getting-started', 'Getting Started');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await themeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await themeSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(problems).toEqual([]);
});

test('printed, a dark page is light; under forced colours the dark theme steps aside', async ({
  page,
  problems,
}) => {
  await storeBeforeLoad(page, 'dark');
  await openRoute(page, '/getting-started', 'Getting Started');
  expect(await pageBackground(page)).toBe(DARK_PAGE);
  await page.emulateMedia({ media: 'print' });
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  expect(await colorScheme(page, '.full-height')).toBe('light');
  // Forced colours (the emulated light palette here) paint the page, not the dark theme.
  await page.emulateMedia({ media: 'screen', forcedColors: 'active' });
  expect(await pageBackground(page)).toBe(LIGHT_PAGE);
  expect(problems).toEqual([]);
});

test.describe('in the dark theme', () => {
  test.beforeEach(async ({ page }) => {
    await storeBeforeLoad(page, 'dark');
  });

  test('a component page with an example source open and its API table passes axe', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/modules/accordion', 'Accordion');
    const example = page.locator('.example').first();
    await example.getByRole('button', { name: 'View source' }).click();
    await expect(example.locator('.code-body pre')).toBeVisible();
    await example.getByRole('button', { name: 'View HTML' }).click();
    await expect(example.locator('.example-html pre')).toBeVisible();
    await expect(page.locator('.api-component table').first()).toBeVisible();
    await expect(page.locator('table.keyboard-table').first()).toBeVisible();
    expect(await pageBackground(page)).toBe(DARK_PAGE);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('the search dialog passes axe, with results', async ({ page, problems }) => {
    await openRoute(page, '/getting-started', 'Getting Started');
    await page.keyboard.press('Control+K');
    const dialog = page.getByRole('dialog', { name: 'Search the documentation' });
    await expect(dialog).toBeVisible();
    await page.keyboard.type('select');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  // The charts (SVG coloured by CSS), and the guide that describes the dark theme (wide tables).
  for (const path of ['/guides/performance', '/guides/css-kits']) {
    test(`${path} passes axe`, async ({ page, problems }) => {
      const route = routes.find((r) => r.path === path)!;
      await openRoute(page, path, route.title);
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  // Every route's colour contrast in the dark theme is checked in routes.spec, on the same visit as
  // its light checks (the theme switched live, as System does when the device turns dark).
});
