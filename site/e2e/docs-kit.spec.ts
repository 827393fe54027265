import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations, expect, openRoute, test } from './fixtures';

const exampleFile = (page: string, file: string) =>
  readFileSync(fileURLToPath(new URL(`../src/pages/${page}/examples/${file}`, import.meta.url)), 'utf8');

test('View source shows the exact source file of the example, highlighted, with copy', async ({
  page,
  problems,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  const example = page.locator('section.example', {
    has: page.getByRole('heading', { name: 'Radio button' }),
  });
  const toggle = example.getByRole('button', { name: 'View source' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(example.getByRole('button', { name: 'Hide source' })).toHaveAttribute('aria-expanded', 'true');
  const code = example.locator('.code-body pre');
  await expect(code).toBeVisible();
  // Exactly the file on disk, and coloured at build time (no highlighter runs in the browser).
  expect((await code.innerText()).trimEnd()).toBe(
    exampleFile('modules/checkbox', 'RadioExample.tsx').trimEnd(),
  );
  expect(await code.locator('span[style*="color"]').count()).toBeGreaterThan(20);
  await expect(example.locator('.code-caption')).toHaveText('RadioExample.tsx');

  await example.getByRole('button', { name: 'Copy' }).click();
  await expect(example.getByRole('status')).toHaveText('Copied to the clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    exampleFile('modules/checkbox', 'RadioExample.tsx'),
  );
  expect(problems).toEqual([]);
});

test('each example has an anchor that deep-links to it', async ({ page, problems }) => {
  await page.setViewportSize({ width: 1300, height: 500 });
  await page.goto('./#/modules/sidebar#direction');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidebar');
  await expect(page.getByRole('heading', { name: 'Direction', level: 3 })).toBeInViewport();
  const anchor = page.getByRole('link', { name: 'Link to the Direction example' });
  await expect(anchor).toHaveAttribute('href', '#/modules/sidebar#direction');
  expect(problems).toEqual([]);
});

test('API tables are generated from the types: properties, defaults, required flags and events', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/sidebar', 'Sidebar');
  const props = page.getByRole('table', { name: 'Sidebar properties' });
  const direction = props.getByRole('row', { name: /^direction/ });
  await expect(direction).toContainText('"left" | "right" | "top" | "bottom"');
  await expect(direction).toContainText("'left'");
  await expect(props.getByRole('row', { name: /^width/ })).toContainText('260');
  const events = page.getByRole('table', { name: 'Sidebar events' });
  await expect(events.getByRole('row', { name: /^onVisibleChange/ })).toContainText(
    '(visible: boolean) => void',
  );
  for (const name of ['SidebarContainer', 'Sidebar', 'SidebarSibling']) {
    await expect(page.getByRole('heading', { name: `<${name}>`, level: 3 })).toBeVisible();
  }
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  await expect(
    page.getByRole('table', { name: 'Radio properties' }).getByRole('row', { name: /^value/ }),
  ).toContainText('required');
  expect(problems).toEqual([]);
});

test('API tables: a filter box by keyboard, and each prop links to its row, even before the tables load', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1300, height: 600 });
  await page.goto('./#/modules/select#api-Select-optionsFilter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Select');
  const row = page.locator('[id="api-Select-optionsFilter"]');
  await expect(row).toBeInViewport();
  await expect(row.getByRole('link', { name: 'optionsFilter' })).toHaveAttribute(
    'href',
    '#/modules/select#api-Select-optionsFilter',
  );

  const filter = page.getByRole('searchbox', { name: 'Filter the properties and events' });
  await filter.focus();
  await page.keyboard.type('placeholder');
  await expect(page.locator('.api-filter-count')).toHaveText(/^\d+ of \d+ shown$/);
  // Every row left mentions the word (in its name, type, default or description).
  for (const text of await page.locator('.api-component tbody tr').allInnerTexts()) {
    expect(text.toLowerCase()).toContain('placeholder');
  }
  await expect(page.locator('.api-filter-count')).toHaveText(/^\d+ of \d+ shown$/);
  await expect(
    page
      .getByRole('table', { name: 'Select properties', exact: true })
      .getByRole('row', { name: /^placeholder/ }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Select properties', exact: true })
      .getByRole('row', { name: /^options\b/ }),
  ).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(filter).toHaveValue('');
  await expect(page.locator('.api-filter-count')).toHaveText(/^\d+ in all$/);
  expect(problems).toEqual([]);
});

test('Getting Started lists install steps, entry points and the dependencies from package.json', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/getting-started', 'Getting Started');
  for (const heading of ['Introduction', 'Installation', 'Bundlers and module loaders', 'Dependencies']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.locator('pre').first()).toContainText('npm install sui-react fomantic-ui-css');
  await expect(page.locator('.entry-points')).toContainText('sui-react/checkbox');
  await expect(page.locator('.entry-points')).toContainText('sui-react/sidebar');
  const deps = page.locator('ul.dependencies');
  await expect(deps).toContainText('React ^18.3.0 || ^19.0.0');
  await expect(deps).toContainText('Fomantic UI CSS ^2.9');
  await expect(deps).toContainText('Semantic UI CSS ^2.3.1');
  await expect(deps).toContainText('no jQuery needed');
  expect(problems).toEqual([]);
});

for (const width of [1300, 412]) {
  test(`at ${width} px, View HTML shows the markup the example renders now, by keyboard`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
    const example = page.locator('section.example#checkbox');
    const toggle = example.getByRole('button', { name: 'View HTML' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(example.getByRole('button', { name: 'Hide HTML' })).toHaveAttribute('aria-expanded', 'true');
    const code = example.locator('.example-html .code-body');
    // The first box starts ticked, and the fourth mirrors it: two checked boxes in the markup.
    const checkedBoxes = async () =>
      ((await code.innerText()).match(/class="ui checkbox checked"/g) ?? []).length;
    await expect(code).toContainText('<div class="ui form">');
    await expect.poll(checkedBoxes).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    // Untick it by keyboard: the view follows.
    await example.getByRole('checkbox').first().focus();
    await page.keyboard.press('Space');
    await expect.poll(checkedBoxes).toBe(0);
    // Hidden again, the panel leaves the page (and stops following the example).
    await example.getByRole('button', { name: 'Hide HTML' }).focus();
    await page.keyboard.press('Enter');
    await expect(example.locator('.example-html')).toBeHidden();
    const overflow = await page.evaluate(() => document.scrollingElement!.scrollWidth - innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
  });
}

test('printed, a page is its content alone, flowing over as many sheets as it needs', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/select', 'Select');
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.toc', '.topbar', '.example-buttons', '.skip-link'])
    await expect(page.locator(hidden).first(), hidden).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Select', level: 1 })).toBeVisible();
  // Not one screen high with its own scroll bar: the document itself is as long as the page.
  const { document: height, viewport } = await page.evaluate(() => ({
    document: document.documentElement.scrollHeight,
    viewport: innerHeight,
  }));
  expect(height).toBeGreaterThan(3 * viewport);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(problems).toEqual([]);
});

test('each page links to its markdown copy, and llms.txt lists them all, from the built site', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/rating', 'Rating');
  const link = page.getByRole('link', { name: 'This page as Markdown' });
  await expect(link).toHaveAttribute('href', 'md/modules/rating.md');
  const markdown = await page.request.get(new URL('md/modules/rating.md', page.url()).href);
  expect(markdown.ok()).toBe(true);
  const text = await markdown.text();
  expect(text.startsWith('# Rating\n')).toBe(true);
  expect(text).toContain('| Home |  | Clear the rating (0). |');
  const llms = await (await page.request.get(new URL('llms.txt', page.url()).href)).text();
  expect(llms).toContain('- [Rating](md/modules/rating.md)');
  expect(problems).toEqual([]);
});
