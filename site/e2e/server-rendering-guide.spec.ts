import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, openRoute, test } from './fixtures';

const EXAMPLE = fileURLToPath(new URL('../../examples/nextjs/', import.meta.url));
const FILES = ['app/layout.tsx', 'app/page.tsx', 'app/actions.ts', 'next.config.ts'];

test('the server rendering guide shows the Next.js example files exactly as they are', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/guides/server-rendering', 'Server rendering and Next.js');
  for (const file of FILES) {
    const block = page.locator('.code-block').filter({
      has: page.locator('.code-caption', { hasText: `examples/nextjs/${file}` }),
    });
    await expect(block.locator('.code-body')).toHaveCount(1);
    const shown = await block.locator('.code-body').textContent();
    expect(shown?.trimEnd(), file).toBe(readFileSync(`${EXAMPLE}${file}`, 'utf8').trimEnd());
  }
  expect(problems).toEqual([]);
});

test('the server rendering guide fits 320 px: nothing scrolls sideways but the code', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openRoute(page, '/guides/server-rendering', 'Server rendering and Next.js');
  // Three snippets on the page and the example's files.
  await expect(page.locator('.code-body')).toHaveCount(3 + FILES.length);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(320);
  expect(problems).toEqual([]);
});
