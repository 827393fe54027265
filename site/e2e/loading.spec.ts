import { siteManifest } from '../../bench/measure.mjs';
import { expect, openRoute, test } from './fixtures';

/**
 * The JS and CSS files a page's chunk pulls in, from the build manifest: its own and what it
 * imports, and what it loads lazily once shown (example sources, API tables, tooltips).
 */
function chunkFiles(source: string): Set<string> {
  const manifest = siteManifest();
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  visit(source);
  return files;
}

test('a page change loads only that page’s chunk and its CSS', async ({ page, problems }) => {
  await openRoute(page, '/getting-started', 'Getting Started');
  const loaded: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/\.(js|css)$/.test(url.pathname)) loaded.push(url.pathname.replace(/^\//, ''));
  });
  await page.locator('nav.toc').getByRole('link', { name: 'Checkbox', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkbox and radio button');
  // Pages with examples also load, lazily after the page, the example anchors' tooltip (Popup)
  // and the API tables with the page's API data.
  const allowed = chunkFiles('src/pages/modules/checkbox/index.tsx');
  expect(loaded.length).toBeGreaterThan(0);
  for (const file of loaded) expect([...allowed], `${file} is not part of the Checkbox page`).toContain(file);
  expect(loaded.some((f) => f.includes('sidebar') || f.includes('getting-started'))).toBe(false);
  expect(problems).toEqual([]);
});
