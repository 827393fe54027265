// The Card page: a link card and a button card named by their headers and worked by the keyboard,
// their focus ring (3:1, 2 px), every card's edge and a raised card's under forced colours (the
// kit draws them with shadows alone), a link card under the pointer, and the groups at 320 px.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, differingPixels, focusChange, isVisibleRing } from './pixels';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

/** The area of a part of the page with `margin` px around it (taken once: a link card moves under the pointer). */
async function clipOf(target: Locator, margin = 8) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  return {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };
}

type Clip = Awaited<ReturnType<typeof clipOf>>;

/** An area of the page, as a picture. */
const shot = (page: Page, clip: Clip) => page.screenshot({ clip, animations: 'disabled' });

/** The ring keyboard focus draws around a card (whose corners have the kit's 4 px radius). */
async function ringOf(page: Page, target: Locator) {
  await page.mouse.move(1, 1);
  const clip = await clipOf(target);
  const before = await shot(page, clip);
  await page.keyboard.press('Shift');
  await target.focus();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const after = await shot(page, clip);
  await target.blur();
  const [a, b] = await decode(page, [before, after]);
  return focusChange(a!, b!, 8, 4);
}

test.describe('Card page', () => {
  test('a link card and a button card are named by their headers and worked by the keyboard', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/views/card', 'Card');
    const cards = example(page, 'links-and-buttons');
    const link = cards.getByRole('link', { name: 'Walking guides', exact: true });
    const button = cards.getByRole('button', { name: 'Save this route', exact: true });
    await expect(link).toHaveAttribute('href', '#/views/card');
    await link.focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toContainText('Saved 1 times');
    await page.keyboard.press(' ');
    await expect(button).toContainText('Saved 2 times');
    // Space pressed the button and did not scroll the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Saved 2 times');
    expect(problems).toEqual([]);
  });

  for (const width of [1300, 320]) {
    test(`axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/views/card', 'Card');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(problems).toEqual([]);
    });
  }

  test('at 320 px a stackable group puts one card a row, a doubling one at most two', async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await openRoute(page, '/views/card', 'Card');
    const lefts = (group: Locator) =>
      group.evaluate((el) => [...el.children].map((card) => Math.round(card.getBoundingClientRect().left)));
    const stackable = await lefts(example(page, 'variations').locator('.ui.stackable.cards'));
    expect(new Set(stackable).size).toBe(1);
    const doubling = await lefts(example(page, 'group').locator('.ui.doubling.cards'));
    expect(new Set(doubling).size).toBeLessThanOrEqual(2);
    expect(problems).toEqual([]);
  });

  for (const forced of [false, true]) {
    test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
      test.use({ forcedColors: forced ? 'active' : 'none' });

      test('a link or button card draws a focus ring of 3:1 and 2 px, and changes under the pointer', async ({
        page,
        problems,
      }) => {
        await openRoute(page, '/views/card', 'Card');
        const cards = example(page, 'links-and-buttons');
        for (const card of [cards.getByRole('link').first(), cards.getByRole('button').first()]) {
          const change = await ringOf(page, card);
          console.log(`card focus ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(change)}`);
          expect(isVisibleRing(change), JSON.stringify(change)).toBe(true);
          // Under the pointer: the kit's deeper shadow, or the highlight edge under forced colours.
          await page.mouse.move(1, 1);
          const clip = await clipOf(card);
          const before = await shot(page, clip);
          await card.hover();
          await page.waitForTimeout(200); // the kit's 0.1 s shadow transition
          const after = await shot(page, clip);
          await page.mouse.move(1, 1);
          const [a, b] = await decode(page, [before, after]);
          expect(differingPixels(a!, b!)).toBeGreaterThan(100);
        }
        expect(problems).toEqual([]);
      });

      test('every card has an edge, and a raised card a different one', async ({ page, problems }) => {
        await openRoute(page, '/views/card', 'Card');
        const group = example(page, 'variations').locator('.ui.cards').first();
        const plain = group.locator('.card').first();
        const raised = group.locator('.raised.card');
        // The edge: pixels around the card differ from the page inside its 8 px margin and on it.
        for (const card of [plain, raised]) {
          const [picture] = await decode(page, [await shot(page, await clipOf(card, 4))]);
          const { width, height, data } = picture!;
          const at = (x: number, y: number) =>
            data.slice((y * width + x) * 4, (y * width + x) * 4 + 3).join();
          const page0 = at(0, Math.floor(height / 2));
          let edge = 0;
          for (let x = 0; x < 8; x++) if (at(x, Math.floor(height / 2)) !== page0) edge++;
          expect(
            edge,
            `${forced ? 'forced' : 'default'} colours: no edge at the card's left`,
          ).toBeGreaterThan(0);
        }
        const edges = await Promise.all(
          [plain, raised].map((card) =>
            card.evaluate((el) => {
              const style = getComputedStyle(el);
              return `${style.boxShadow} ${style.borderLeftStyle} ${style.borderLeftWidth}`;
            }),
          ),
        );
        expect(edges[0]).not.toBe(edges[1]);
        if (forced) {
          expect(edges[0]).toContain('solid 1px');
          expect(edges[1]).toContain('double 3px');
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
