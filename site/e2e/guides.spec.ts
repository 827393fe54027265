import { axeViolations, expect, openRoute, test } from './fixtures';

const pages = [
  ['/guides/testing', 'Testing'],
  ['/guides/css-kits', 'CSS kits'],
  ['/guides/migrating', 'Migrating from Semantic UI React'],
  ['/getting-started', 'Getting Started'],
] as const;

for (const [path, title] of pages) {
  test(`${path} fits 320 px with its code and tables open`, async ({ page, problems }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await openRoute(page, path, title);
    // The lazily highlighted sources and the folded lists of missing styles, all shown.
    await expect(page.locator('.source-loading')).toHaveCount(0);
    for (const details of await page.locator('details').all()) await details.locator('summary').click();
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('the Testing guide shows its test files as they are', async ({ page, problems }) => {
  await openRoute(page, '/guides/testing', 'Testing');
  const block = page.locator('.code-block', { has: page.getByText('select.test.tsx', { exact: true }) });
  await expect(block.locator('.code-body')).toContainText("import { Select } from 'sui-react';");
  await expect(block.locator('.code-body')).toContainText("test('picks an option by its role and name'");
  expect(problems).toEqual([]);
});
