// The Menu page: what a screen reader reads (a named navigation of links; a row of buttons, not
// role="menu"), the keyboard (Tab through links and buttons, Enter and Space click a button item),
// a stackable menu at 320 px, axe, and by pictures the states under default and forced colours:
// keyboard focus changes the item by 3:1 over a 2 px ring, the active item, the item under the
// pointer and a disabled item are all visible.
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { contrast, decode, differingPixels, focusChange, isVisibleRing, luminance } from './pixels';

/** The live result of one example, found by its anchor id. */
const example = (page: Page, id: string) => page.locator(`section#${id} .example-result`);

/** A picture of `target` with `margin` px around it. */
async function shot(page: Page, target: Locator, margin = 8) {
  const box = (await target.boundingBox())!;
  const clip = {
    x: Math.floor(box.x) - margin,
    y: Math.floor(box.y) - margin,
    width: Math.ceil(box.width) + 2 * margin,
    height: Math.ceil(box.height) + 2 * margin,
  };
  return page.screenshot({ clip, animations: 'disabled' });
}

/** The ring keyboard focus draws around an item: its box and 8 px around, before and after. */
async function ringOf(page: Page, target: Locator) {
  await target.scrollIntoViewIfNeeded();
  await page.mouse.move(1, 1);
  const before = await shot(page, target);
  await page.keyboard.press('Shift');
  await target.focus();
  expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
  const after = await shot(page, target);
  await target.blur();
  const [a, b] = await decode(page, [before, after]);
  return focusChange(a!, b!, 8);
}

/** The darkest pixel's luminance in a picture (the text of an item). */
const darkest = ({ data }: { data: number[] }) => {
  let out = 1;
  for (let i = 0; i < data.length; i += 4)
    out = Math.min(out, luminance(data[i]!, data[i + 1]!, data[i + 2]!));
  return out;
};

test.describe('Menu page', () => {
  test('a navigation menu reads as a named landmark of links; an items menu as buttons, none a menu role', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/collections/menu', 'Menu');
    await expect(example(page, 'menu')).toMatchAriaSnapshot(`
      - navigation "Main":
        - text: Our Company
        - link "Home"
        - link "About Us"
        - link "Jobs"
        - link "Log In"
    `);
    await expect(example(page, 'menu').getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(example(page, 'items-from-data').locator('.ui.menu')).toMatchAriaSnapshot(`
      - button "Newest"
      - button "Most Popular"
      - button "Price (low first)"
    `);
    expect(
      await page.locator('.example-result [role="menu"], .example-result [role="menuitem"]').count(),
    ).toBe(0);
    await expect(example(page, 'stackable')).toMatchAriaSnapshot(`
      - navigation "Features":
        - text: Fomantic
        - link "Features"
        - link "Testimonials"
        - button "Sign In"
        - button "Sign Up" [disabled]
    `);
    expect(problems).toEqual([]);
  });

  test('by keyboard: Tab skips text and disabled items; Enter and Space click a button item', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/collections/menu', 'Menu');
    const stackable = example(page, 'stackable');
    // An example whose chunk arrives late mounts again and drops focus (a full run once lost it
    // between the Tab past Sign Up and the Shift+Tab back): the whole Tab order is tried again from
    // the start until it holds.
    await expect(async () => {
      await stackable.getByRole('link', { name: 'Features' }).focus();
      await page.keyboard.press('Tab');
      await expect(stackable.getByRole('link', { name: 'Testimonials' })).toBeFocused({ timeout: 1000 });
      await page.keyboard.press('Tab');
      await expect(stackable.getByRole('button', { name: 'Sign In' })).toBeFocused({ timeout: 1000 });
      // The disabled Sign Up is skipped both ways.
      await page.keyboard.press('Tab');
      await expect(stackable.getByRole('button', { name: 'Sign Up' })).not.toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(stackable.getByRole('button', { name: 'Sign In' })).toBeFocused({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });

    const items = example(page, 'items-from-data');
    await items.getByRole('button', { name: 'Most Popular' }).focus();
    await page.keyboard.press('Enter');
    await expect(items.getByRole('button', { name: 'Most Popular' })).toHaveAttribute('aria-current', 'true');
    await expect(items.getByRole('button', { name: 'Newest' })).not.toHaveAttribute('aria-current');
    await expect(items).toContainText('Last clicked: mostPopular (index 1)');
    const scroll = await page.evaluate(() => document.scrollingElement!.scrollTop);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    await expect(items.getByRole('button', { name: 'Newest' })).toHaveAttribute('aria-current', 'true');
    // Space clicks; it does not scroll the page.
    expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(scroll);

    const tabs = example(page, 'controlled-tabular');
    await tabs.getByRole('button', { name: 'Photos' }).click();
    await expect(tabs).toContainText('The photos section.');
    await expect(tabs.getByRole('button', { name: 'Photos' })).toHaveClass(/active/);
    expect(problems).toEqual([]);
  });

  for (const width of [1300, 320]) {
    test(`axe finds nothing at ${width} px, and nothing scrolls sideways`, async ({ page, problems }) => {
      await page.setViewportSize({ width, height: 900 });
      await openRoute(page, '/collections/menu', 'Menu');
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(problems).toEqual([]);
    });
  }

  test('at 320 px a stackable menu lays its items in a column', async ({ page, problems }) => {
    await openRoute(page, '/collections/menu', 'Menu');
    const items = example(page, 'stackable').locator('.item');
    const tops = () =>
      items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(await tops()).size).toBe(1);
    await page.setViewportSize({ width: 320, height: 800 });
    await expect.poll(async () => new Set(await tops()).size).toBe(5);
    const widths = await items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(200);
    expect(problems).toEqual([]);
  });

  for (const forced of [false, true]) {
    test.describe(`${forced ? 'forced' : 'default'} colours`, () => {
      test.use({ forcedColors: forced ? 'active' : 'none' });

      test('focus draws a 3:1 ring of 2 px on a link and a button item', async ({ page, problems }) => {
        await openRoute(page, '/collections/menu', 'Menu');
        const stackable = example(page, 'stackable');
        for (const item of [
          stackable.getByRole('link', { name: 'Testimonials' }),
          stackable.getByRole('button', { name: 'Sign In' }),
          // The active item, whose forced-colours outline the focus ring replaces.
          stackable.getByRole('link', { name: 'Features' }),
          example(page, 'variations').locator('.inverted.menu .item').nth(1),
        ]) {
          const change = await ringOf(page, item);
          console.log(`menu focus ring, ${forced ? 'forced' : 'default'} colours: ${JSON.stringify(change)}`);
          expect(isVisibleRing(change), JSON.stringify(change)).toBe(true);
        }
        expect(problems).toEqual([]);
      });

      test('the active item, the item under the pointer and a disabled item are visible', async ({
        page,
        problems,
      }) => {
        await openRoute(page, '/collections/menu', 'Menu');
        const items = example(page, 'items-from-data');
        const newest = items.getByRole('button', { name: 'Newest' });
        await newest.scrollIntoViewIfNeeded();
        await page.mouse.move(1, 1);
        // Active: the same item, active and then not, differs in pictures.
        const active = await shot(page, newest, 2);
        await items.getByRole('button', { name: 'Most Popular' }).click();
        await page.mouse.move(1, 1);
        await newest.blur();
        await items.getByRole('button', { name: 'Most Popular' }).blur();
        const plain = await shot(page, newest, 2);
        // Hover: the same item, with the pointer away and over it.
        await newest.hover();
        const hovered = await shot(page, newest, 2);
        const [a, p, h] = await decode(page, [active, plain, hovered]);
        const changed = (x: typeof a, y: typeof a) => differingPixels(x!, y!) / (x!.width * x!.height);
        console.log(
          `menu states, ${forced ? 'forced' : 'default'}: active ${changed(a, p).toFixed(3)}, hover ${changed(p, h).toFixed(3)}`,
        );
        expect(changed(a, p)).toBeGreaterThan(0.05);
        expect(differingPixels(p!, h!)).toBeGreaterThan(20);

        // Disabled: under default colours its text is far lighter than an enabled item's (3:1 between
        // the two texts); under forced colours it is GrayText, where an enabled item is not.
        const stackable = example(page, 'stackable');
        const signIn = stackable.getByRole('button', { name: 'Sign In' });
        const signUp = stackable.getByRole('button', { name: 'Sign Up' });
        await page.mouse.move(1, 1);
        if (forced) {
          const colours = await page.evaluate(() => {
            const probe = document.body.appendChild(document.createElement('span'));
            probe.style.color = 'GrayText';
            const grey = getComputedStyle(probe).color;
            probe.remove();
            return grey;
          });
          await expect(signUp).toHaveCSS('color', colours);
          expect(await signIn.evaluate((el) => getComputedStyle(el).color)).not.toBe(colours);
        } else {
          const [enabled, disabled] = await decode(page, [
            await signIn.screenshot(),
            await signUp.screenshot(),
          ]);
          const ratio = contrast(darkest(enabled!), darkest(disabled!));
          console.log(`menu disabled text: ${ratio.toFixed(2)}:1 to enabled`);
          expect(ratio).toBeGreaterThan(3);
        }
        expect(problems).toEqual([]);
      });
    });
  }
});
