import { readFileSync } from 'node:fs';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { routes } from '../src/routes';

const sizes = JSON.parse(
  readFileSync(new URL('../../bench/results/sizes.json', import.meta.url), 'utf8'),
) as {
  library: { rows: { name: string }[]; total: { ours: { gz: number }; ratio: number } };
};

test('the charts are named pictures with their figures in tables, opened by keyboard', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/guides/performance', 'Performance');
  const charts = page.getByRole('img');
  await expect(charts).toHaveCount(8);
  for (const name of [
    /Bundle size per component/,
    /a click to the open menu/,
    /a keystroke/,
    /First-load/,
    /heap/,
    /A 1,000-row list of elements/,
    /A 1,000-row Table/,
    /A 200-card Card.Group/,
  ])
    await expect(page.getByRole('img', { name })).toBeVisible();
  // The whole-library figure in the text is the one in bench/results/sizes.json.
  await expect(page.locator('#size + p')).toContainText(
    `${(sizes.library.total.ours.gz / 1000).toFixed(1)} KB, ${(sizes.library.total.ratio * 100).toFixed(1)}%`,
  );

  // Each table behind its disclosure, by keyboard.
  const summaries = page.locator('summary', { hasText: 'The figures as a table' });
  await expect(summaries).toHaveCount(8);
  for (let i = 0; i < 8; i++) {
    await summaries.nth(i).focus();
    await page.keyboard.press('Enter');
  }
  const sizeTable = page.locator('#sizes table');
  await expect(sizeTable.locator('tbody tr')).toHaveCount(sizes.library.rows.length);
  await expect(sizeTable.getByRole('rowheader', { name: 'Select + MultiSelect' })).toBeVisible();
  // Every route of the site has its first-load row, this page's own included.
  const firstLoad = page.locator('#first-load table tbody tr');
  await expect(firstLoad).toHaveCount(routes.length);
  await expect(
    page.locator('#first-load table').getByRole('rowheader', { name: '/guides/performance' }),
  ).toBeVisible();
  // A figure that ran into the benchmark's cap reads as a lower bound.
  await expect(page.locator('#select-keystroke table')).toContainText('> 120 s');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('at 320 CSS px the charts shrink to fit and the tables scroll in reachable regions', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await openRoute(page, '/guides/performance', 'Performance');
  for (const summary of await page.locator('summary').all()) await summary.click();
  // The page scrolls inside the frame's .full-height box: neither it nor the document may go sideways.
  const overflow = await page.evaluate(() =>
    Math.max(
      document.scrollingElement!.scrollWidth - innerWidth,
      document.querySelector('.full-height')!.scrollWidth - innerWidth,
    ),
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const box = (await page.getByRole('img', { name: /Bundle size per component/ }).boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(320);
  const region = page.getByRole('region', { name: /Bundle size of each component.*the figures/ });
  await region.focus();
  await expect(region).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
