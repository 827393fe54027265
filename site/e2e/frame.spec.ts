import { axeViolations, expect, openRoute, test } from './fixtures';

for (const width of [1200, 800]) {
  test(`at ${width}px the menu opens as an overlay sidebar over dimmed content`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRoute(page, '/getting-started', 'Getting Started');
    await expect(page.locator('nav.toc')).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // The star and fork frames are in the top bar, titled for assistive technology; they load once
    // the page has shown.
    await expect(page.locator('.topbar iframe[title^="Star"]')).toHaveAttribute('src', /type=star/);
    await expect(page.locator('.topbar iframe[title^="Fork"]')).toHaveAttribute('sandbox', /allow-popups/);

    await button.click();
    // By id: a closed sidebar leaves the accessibility tree, so a role query would not find it.
    const sidebar = page.locator('#site-sidebar');
    await expect(sidebar).toHaveAttribute('role', 'navigation');
    await expect(sidebar).toHaveAttribute('aria-label', 'Site');
    await expect(sidebar).toHaveClass(/visible/);
    await expect(sidebar).toHaveClass(/uncover/);
    await expect(sidebar).toHaveClass(/left/);
    await expect(page.locator('.site-pusher')).toHaveClass(/dimmed/);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the menu; the dimmed content is out of reach.
    await expect(sidebar.getByRole('link', { name: 'Getting Started' })).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);

    // Choosing an item navigates, closes the sidebar and returns focus to the button.
    await sidebar.getByRole('link', { name: 'Checkbox', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkbox and radio button');
    await expect(sidebar).not.toHaveClass(/visible/);
    await expect(button).toBeFocused();

    // Escape closes it too.
    await button.click();
    await expect(sidebar).toHaveClass(/visible/);
    await page.keyboard.press('Escape');
    await expect(sidebar).not.toHaveClass(/visible/);
    await expect(button).toBeFocused();

    // And so does a click on the dimmed content.
    await button.click();
    await expect(sidebar).toHaveClass(/visible/);
    await page.mouse.click(width - 20, 400);
    await expect(sidebar).not.toHaveClass(/visible/);
    expect(problems).toEqual([]);
  });
}

test('at 1300px the menu is at the left and the top bar is hidden', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  await expect(page.locator('nav.toc')).toBeVisible();
  await expect(page.locator('.topbar')).toBeHidden();
  const content = await page.locator('.page-content').boundingBox();
  expect(content!.width).toBeLessThanOrEqual(960);
  expect(problems).toEqual([]);
});

test('the skip link moves focus to the page content', async ({ page, problems }) => {
  await openRoute(page, '/getting-started', 'Getting Started');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  expect(problems).toEqual([]);
});

test('at 800px the focused skip link leaves the Menu button in reach', async ({ page, problems }) => {
  await page.setViewportSize({ width: 800, height: 800 });
  await openRoute(page, '/getting-started', 'Getting Started');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Skip to content' })).toBeFocused();
  // A click on the Menu button reaches it (Playwright fails the click if something covers it).
  await page.getByRole('button', { name: 'Menu' }).click({ timeout: 2_000 });
  await expect(page.locator('#site-sidebar')).toHaveClass(/visible/);
  expect(problems).toEqual([]);
});

test('a new page starts at the top; a deep link scrolls to its section', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1300, height: 800 });
  await openRoute(page, '/modules/select', 'Select');
  const site = page.getByRole('navigation', { name: 'Site' });
  await site.getByRole('link', { name: 'Dropdown', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dropdown');
  await expect(page.locator('.page-content[aria-busy]')).toHaveCount(0);
  const scroller = page.locator('.full-height');
  // 500 px: the keyboard and API tables come after the page, so it may not be longer yet.
  await scroller.evaluate((el) => el.scrollTo({ top: 500 }));
  expect(await scroller.evaluate((el) => el.scrollTop)).toBe(500);

  // Back to a page whose chunk is loaded already: it replaces the long page at once.
  await site.getByRole('link', { name: 'Select', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Select');
  await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBe(0);

  // A link to a section of another page scrolls to that section instead.
  await page.goto('./#/modules/sidebar#direction');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidebar');
  await expect(page.getByRole('heading', { name: 'Direction', level: 3 })).toBeInViewport();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
