// The Embed page, offline: every request to another host is answered here with a stand-in page
// and recorded, so nothing reaches YouTube or Vimeo, and the test sees that nothing is asked for
// before the user activates an embed. Activation by mouse and by keyboard (the iframe exists only
// then, with its title, and takes focus), axe over the examples at 1400 and 320 px, and the play
// button under forced colours (drawn, and its focus ring changes the look).
import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, differingPixels } from './pixels';

/** Answers every request to another host with a stand-in page; returns the addresses asked for. */
async function offline(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => {
    asked.push(route.request().url());
    return route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>player</title><p>Player</p>',
    });
  });
  return asked;
}

/** The examples: the page's frame around them is other components' work, checked on their own pages. */
const EXAMPLES = 'section.example';

const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

for (const width of [1400, 320]) {
  test(`Embed at ${width} px: activated by mouse and keyboard, the iframe only then, axe clean`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const asked = await offline(page);
    await openRoute(page, '/modules/embed', 'Embed');
    expect(await axeViolations(page, EXAMPLES)).toEqual([]);
    // At 320 px nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(await page.locator('.page-content iframe').count()).toBe(0);
    expect(asked.filter((u) => /youtube|vimeo|openstreetmap/.test(u))).toEqual([]);

    // Mouse: a click on the picture.
    const youtube = example(page, 'youtube');
    await youtube.locator('.ui.embed img.placeholder').click({ position: { x: 20, y: 20 }, force: true });
    const frame = youtube.getByTitle('Mountain lake at sunset');
    await expect(frame).toBeVisible();
    await expect(youtube.locator('.ui.embed')).toHaveClass('ui active embed');
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\/www\.youtube\.com\/embed\/O6Xo21L0ybE\?/);
    await expect(youtube.getByRole('button', { name: /^Play video/ })).toHaveCount(0);

    // Keyboard: Tab reaches the play button, Enter activates it and focus moves into the iframe.
    const vimeo = example(page, 'vimeo');
    const play = vimeo.getByRole('button', { name: 'Play video: Timelapse of the valley' });
    await play.focus();
    await page.keyboard.press('Enter');
    const vimeoFrame = vimeo.getByTitle('Timelapse of the valley');
    await expect(vimeoFrame).toBeVisible();
    await expect(vimeoFrame).toBeFocused();

    // Space on a page embed.
    const map = example(page, 'any-page');
    await map.getByRole('button', { name: 'Show the map: Champ de Mars, Paris' }).focus();
    await page.keyboard.press('Space');
    await expect(map.getByTitle('Map of the Champ de Mars, Paris')).toBeVisible();

    // Controlled from outside, and back.
    const controlled = example(page, 'controlled');
    await controlled.getByRole('button', { name: 'Load the video' }).click();
    await expect(controlled.getByTitle('Product tour')).toBeVisible();
    await controlled.getByRole('button', { name: 'Show the placeholder again' }).click();
    await expect(controlled.locator('iframe')).toHaveCount(0);
    await expect(controlled.getByRole('button', { name: 'Play video: Product tour' })).toBeVisible();

    expect(await axeViolations(page, EXAMPLES)).toEqual([]);
    // Every player was answered here (stand-in), none from the network.
    expect(asked.some((u) => u.startsWith('https://www.youtube.com/embed/O6Xo21L0ybE'))).toBe(true);
    expect(problems).toEqual([]);
  });
}

for (const forced of [false, true]) {
  test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
    test.use({ forcedColors: forced ? 'active' : 'none' });

    test('the play button is drawn and its focus ring changes the look', async ({ page, problems }) => {
      await offline(page);
      await openRoute(page, '/modules/embed', 'Embed');
      const embed = example(page, 'youtube').locator('.ui.embed');
      const play = embed.getByRole('button', { name: 'Play video: Mountain lake at sunset' });
      await play.scrollIntoViewIfNeeded();
      await expect(play).toBeVisible();
      const box = (await embed.boundingBox())!;
      expect(box.width).toBeGreaterThan(200);
      // The play icon draws its glyph (the kit's ::before), which forced colours keep.
      const glyph = await embed.locator('i.icon').evaluate((el) => getComputedStyle(el, '::before').content);
      expect(glyph).not.toBe('none');

      await page.mouse.move(1, 1);
      // The top left corner of the embed (the ring runs inside its edge; a small area decodes fast).
      const clip = { x: Math.ceil(box.x), y: Math.ceil(box.y), width: 60, height: 60 };
      const before = await page.screenshot({ clip });
      await page.keyboard.press('Shift');
      await play.focus();
      expect(await play.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      const after = await page.screenshot({ clip });
      const [a, b] = await decode(page, [before, after]);
      // The ring along both edges of the corner: more than a 1 px line along each.
      const changed = differingPixels(a!, b!);
      expect(changed, `${changed} pixels changed`).toBeGreaterThan(2 * 60 * 2);
      expect(problems).toEqual([]);
    });
  });
}
