// The Item page: what a screen reader reads (the list of items), the items stacking on a phone,
// a link item's focus ring (3:1, 2 px), and every state under forced colours.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { contrast, decode, focusChange, isVisibleRing, luminance } from './pixels';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

/** Where each item of a group puts its image: 'beside' its content or 'above' it. */
const layout = (group: Locator) =>
  group.evaluate((el) =>
    [...el.querySelectorAll(':scope > .item:has(> .image)')].map((item) => {
      const image = item.querySelector(':scope > .image')!.getBoundingClientRect();
      const content = item.querySelector(':scope > .content')!.getBoundingClientRect();
      if (!image.width || !image.height) return 'not drawn';
      if (image.right <= content.left + 1) return 'beside';
      return image.bottom <= content.top + 1 ? 'above' : 'overlapping';
    }),
  );

/** The ring keyboard focus draws around a link item: its box and 8 px around, before and after. */
async function ringOf(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  const box = (await target.boundingBox())!;
  const margin = 8;
  const clip = {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };
  const before = await page.screenshot({ clip, animations: 'disabled' });
  await page.keyboard.press('Shift');
  await target.focus();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const after = await page.screenshot({ clip, animations: 'disabled' });
  await target.blur();
  const [a, b] = await decode(page, [before, after]);
  return focusChange(a!, b!, margin);
}

test.describe('Item page', () => {
  test('a group reads as a list of its items; a group of link items, as its links', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/views/item', 'Item');
    await expect(example(page, 'shorthand').locator('.ui.items')).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - img "Ana, smiling"
          - text: Ana Ruiz Gardener Looks after the orchard and the bees. Since 2019
        - listitem:
          - img "Ben, in a blue shirt"
          - text: Ben Okafor Carpenter Builds the cabins and mends the fences. Since 2021
    `);
    await expect(example(page, 'items').locator('.ui.items')).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - img "Green hills under a blue sky"
          - heading "Hill Camp" [level=3]
          - text: /\\$1,200 one month/
          - button "Book"
        - listitem:
          - img "A red cottage with a green roof"
          - heading "Red Cottage" [level=3]
    `);
    await expect(example(page, 'links').locator('.ui.items')).toMatchAriaSnapshot(`
      - link "Ana Ruiz Gardener"
      - link "Ben Okafor Carpenter"
    `);
    expect(problems).toEqual([]);
  });

  for (const width of [1300, 320]) {
    test(`axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/views/item', 'Item');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(problems).toEqual([]);
    });
  }

  test('at 320 px items stack, image above content, unless unstackable', async ({ page, problems }) => {
    await openRoute(page, '/views/item', 'Item');
    const stacking = example(page, 'items').locator('.ui.items');
    const unstackable = example(page, 'variations').locator('.ui.unstackable.items');
    expect(await layout(stacking)).toEqual(['beside', 'beside']);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(() => layout(stacking)).toEqual(['above', 'above']);
    expect(await layout(unstackable)).toEqual(['beside']);
    expect(problems).toEqual([]);
  });

  for (const forced of [false, true]) {
    test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
      test.use({ forcedColors: forced ? 'active' : 'none' });

      test('a link item draws a focus ring of 3:1 and 2 px; a disabled item stays faded', async ({
        page,
        problems,
      }) => {
        // Pictures of four parts: slow on a loaded machine.
        test.setTimeout(90_000);
        await openRoute(page, '/views/item', 'Item');
        const link = example(page, 'links').getByRole('link', { name: 'Ana Ruiz Gardener' });
        const change = await ringOf(page, link);
        console.log(`item focus ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(change)}`);
        expect(isVisibleRing(change), JSON.stringify(change)).toBe(true);
        // By keyboard: Tab goes from one link item to the next.
        await link.focus();
        await page.keyboard.press('Tab');
        await expect(
          example(page, 'links').getByRole('link', { name: 'Ben Okafor Carpenter' }),
        ).toBeFocused();
        // Disabled: drawn at less than half its opacity, whatever the colours; in pictures, its
        // header's darkest pixel is far lighter than an enabled header's.
        const group = example(page, 'variations').locator('.ui.items').first();
        const disabled = group.locator('.disabled.item');
        expect(Number(await disabled.evaluate((el) => getComputedStyle(el).opacity))).toBeLessThan(0.5);
        const pictures = await decode(page, [
          await group.locator('.item:not(.disabled) .header').last().screenshot(),
          await disabled.locator('.header').screenshot(),
        ]);
        const [enabled, faded] = pictures.map(({ data }) => {
          let darkest = 1;
          for (let i = 0; i < data.length; i += 4)
            darkest = Math.min(darkest, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
          return darkest;
        });
        expect(contrast(enabled!, faded!)).toBeGreaterThan(3);
        expect(problems).toEqual([]);
      });
    });
  }
});
