import { axeViolations, expect, openRoute, test } from './fixtures';

test('the Accessibility page: the one import, and each keyboard link lands on that page’s Keyboard table', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/guides/accessibility', 'Accessibility');
  await expect(page.locator('#stylesheet ~ .code-block').first()).toContainText(
    "import 'sui-react/a11y.css';",
  );
  const table = page.getByRole('region', { name: 'Patterns by component' });
  // The modules and collections (20 rows), the 18 elements of issue 26, and Advertisement,
  // Breadcrumb, Card, Comment, Feed, Form, Grid, Item, Menu, Table, Statistic and TextArea (issue 27).
  await expect(table.getByRole('rowheader')).toHaveCount(53);
  expect(await axeViolations(page)).toEqual([]);
  // By keyboard: the Rating row's keyboard link goes to the Rating page's Keyboard heading.
  const link = table.getByRole('link', { name: 'Keyboard table of Rating' });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/modules\/rating#keyboard$/);
  await expect(page.locator('#keyboard')).toBeInViewport();
  await expect(page.getByRole('table', { name: 'Rating keys' })).toBeVisible();
  expect(problems).toEqual([]);
});
