// WCAG 1.4.10 (reflow) at 320 CSS px: the site's menu, and code blocks that scroll. Every route's
// reflow check runs in routes.spec.ts, in the same visit as its checks at 1300 px (reflow.ts).
import { axeViolations, clippedText, expect, openRoute, test } from './fixtures';
import { NARROW, sidewaysOverflow } from './reflow';

test.describe('at 320 CSS px', () => {
  test.use({ viewport: NARROW });

  test('the menu opens in the Sidebar, fits the window, and takes the reader to a page', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/getting-started', 'Getting Started');
    await expect(page.locator('nav.toc')).toBeHidden();
    const button = page.getByRole('button', { name: 'Menu' });
    await button.click();
    const sidebar = page.getByRole('navigation', { name: 'Site' });
    await expect(sidebar).toBeVisible();
    await expect(page.locator('.animating')).toHaveCount(0);
    const box = (await sidebar.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width);
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const link = sidebar.getByRole('link', { name: 'Transition', exact: true });
    await link.scrollIntoViewIfNeeded();
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transition');
    await expect(sidebar).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test('a code block that scrolls becomes a named Tab stop that arrow keys scroll, and stops being one when it fits', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  const example = page.locator('.example').first();
  await example.locator('button.view-source').click();
  const scroller = example.locator('.code-scroll');
  await expect(scroller.locator('pre')).toHaveCount(1);
  // It fits (long lines wrap): a plain box.
  await expect(scroller).not.toHaveAttribute('tabindex');
  await expect(scroller).not.toHaveAttribute('role');
  // Lines that no longer wrap, then a narrower window: now it scrolls sideways.
  await page.addStyleTag({ content: '.code-body pre.shiki { white-space: pre !important; }' });
  await page.setViewportSize(NARROW);
  const file = (await example.locator('.code-caption').textContent())!;
  await expect(scroller).toHaveAttribute('tabindex', '0');
  await expect(page.getByRole('region', { name: `Code: ${file}` })).toHaveCount(1);
  await example.locator('.code-toolbar button', { hasText: 'Copy' }).focus();
  await page.keyboard.press('Tab');
  await expect(scroller).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  // Wide again: it fits, and the region and its Tab stop go.
  await page.setViewportSize({ width: 1300, height: 900 });
  await page.addStyleTag({ content: '.code-body pre.shiki { white-space: pre-wrap !important; }' });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(scroller).not.toHaveAttribute('tabindex');
  await expect(page.getByRole('region', { name: `Code: ${file}` })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the text-spacing check finds text that a fixed-height box cuts off', async ({ page, problems }) => {
  await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
  await page
    .locator('.example-result')
    .first()
    .evaluate((result) => {
      const box = document.createElement('div');
      box.className = 'cut-box';
      box.style.cssText = 'height: 1.2em; overflow: hidden; width: 200px';
      box.textContent = 'A line of text that wraps onto a second line in 200 px, which the box cuts off.';
      result.append(box);
    });
  expect(await clippedText(page)).toEqual([expect.stringMatching(/^div\.cut-box "A line of text/)]);
  expect(problems).toEqual([]);
});
