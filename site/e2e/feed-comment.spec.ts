// The Feed and Comment pages: what a screen reader reads (a feed as a list of events, a thread as
// nested articles, collapsed replies gone), the keyboard on likes and comment actions (Tab, Enter,
// Space, aria-pressed), axe at 1300 and 320 px, and the focus ring and the active state under
// default and forced colours.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, focusChange, isVisibleRing } from './pixels';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

/** The ring keyboard focus draws around a control: its box and 8 px around, before and after. */
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

test.describe('Feed page', () => {
  test('a feed reads as a list of its events; a like with onClick is a toggle button', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/views/feed', 'Feed');
    await expect(example(page, 'events').locator('.ui.feed')).toMatchAriaSnapshot(`
      - list:
        - listitem:
          - text: 2 days ago Ana Ruiz added two photos of the orchard
          - img "The orchard in spring"
          - img "The orchard in autumn"
          - text: 8 likes
        - listitem:
          - text: /4 days ago Cleo Martin posted a note/
    `);
    const like = example(page, 'a-like').getByRole('button', { name: '4 likes' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.focus();
    await page.keyboard.press('Enter');
    const liked = example(page, 'a-like').getByRole('button', { name: '5 likes' });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toBeFocused();
    await page.keyboard.press(' ');
    await expect(example(page, 'a-like').getByRole('button', { name: '4 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(problems).toEqual([]);
  });

  for (const width of [1300, 320]) {
    test(`axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/views/feed', 'Feed');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(problems).toEqual([]);
    });
  }
});

test.describe('Comment page', () => {
  test('a thread reads as nested articles; collapsed replies are gone until shown', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/views/comment', 'Comment');
    await expect(example(page, 'thread').locator('.ui.comments').first()).toMatchAriaSnapshot(`
      - heading "Comments" [level=3]
      - article:
        - link "Ana Ruiz"
        - text: Today at 5:42 PM Shall we plant the pears before the frost?
        - link "Reply"
        - article:
          - link "Ben Okafor"
          - text: "Just now Yes: the ground is still soft."
          - link "Reply"
      - article:
        - link "Cleo Martin"
        - text: Yesterday at 12:30 AM The bees are back in the lavender.
    `);
    const collapsed = example(page, 'collapsed');
    await expect(collapsed.getByRole('article')).toHaveCount(1);
    await collapsed.getByRole('button', { name: 'Show replies' }).click();
    await expect(collapsed.getByRole('article')).toHaveCount(2);
    await expect(collapsed.getByText('A little. I will plane it on Sunday.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('actions: Tab reaches them, Enter and Space press them, aria-pressed follows', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/views/comment', 'Comment');
    const actions = example(page, 'actions');
    const reply = actions.getByRole('button', { name: 'Reply' });
    await reply.focus();
    await page.keyboard.press('Enter');
    await expect(reply).toHaveAttribute('aria-pressed', 'true');
    await expect(actions.getByText('Your reply goes here.')).toBeVisible();
    await page.keyboard.press('Tab');
    const save = actions.getByRole('button', { name: 'Save' });
    await expect(save).toBeFocused();
    await page.keyboard.press(' ');
    await expect(actions.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await expect(actions.getByRole('link', { name: 'Link' })).toBeFocused();
    // A minimal group shows a comment's actions while focus is inside it (a11y.css).
    const minimal = example(page, 'variations').locator('.ui.minimal.comments');
    const hidden = minimal.locator('.actions');
    expect(Number(await hidden.evaluate((el) => getComputedStyle(el).opacity))).toBe(0);
    await minimal.getByRole('link', { name: 'Reply' }).focus();
    await expect.poll(() => hidden.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(1);
    expect(problems).toEqual([]);
  });

  for (const width of [1300, 320]) {
    test(`axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/views/comment', 'Comment');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(problems).toEqual([]);
    });
  }
});

for (const forced of [false, true]) {
  test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
    test.use({ forcedColors: forced ? 'active' : 'none' });

    test('a comment action and a like draw a focus ring of 3:1 and 2 px; active ones are underlined under forced colours', async ({
      page,
      problems,
    }) => {
      await openRoute(page, '/views/comment', 'Comment');
      const reply = example(page, 'actions').getByRole('button', { name: 'Reply' });
      const change = await ringOf(page, reply);
      console.log(`comment action ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(change)}`);
      expect(isVisibleRing(change), JSON.stringify(change)).toBe(true);
      await reply.click();
      const decoration = await reply.evaluate((el) => getComputedStyle(el).textDecorationLine);
      expect(decoration).toBe(forced ? 'underline' : 'none');

      await openRoute(page, '/views/feed', 'Feed');
      const like = example(page, 'a-like').getByRole('button', { name: '4 likes' });
      const likeChange = await ringOf(page, like);
      console.log(`like ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(likeChange)}`);
      expect(isVisibleRing(likeChange), JSON.stringify(likeChange)).toBe(true);
      await like.click();
      const liked = example(page, 'a-like').getByRole('button', { name: '5 likes' });
      if (forced)
        expect(await liked.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
      expect(problems).toEqual([]);
    });
  });
}
