// The accessibility stylesheet (sui-react/a11y.css, imported by the site): under forced colours
// each state pair the kit draws with backgrounds or shadows stays visible (a box just clicked too),
// an option under the pointer changes by 3:1, and keyboard focus draws a ring of at least 3:1 and
// 2 px, in default and in forced colours. The same pictures taken with
// the stylesheet's rules removed from the page show what it fixes (and that these tests can fail),
// and that the components still work and pass axe without it.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';
import { decode, differingPixels, focusChange, isVisibleRing, type FocusChange } from './pixels';

const ROUTE = '/development/a11y-states';
const STYLESHEET = readFileSync(new URL('../../packages/sui-react/src/a11y.css', import.meta.url), 'utf8');
/** A fixed day: the calendars show January 2026, and the 15th is today. */
const NOW = new Date(2026, 0, 15, 10, 0);

const caseOf = (page: Page, name: string) => page.locator(`[data-case="${name}"]`);

async function open(page: Page) {
  // A new document each time: the same address again would keep the state (and the rules removed).
  await page.goto('about:blank');
  await page.clock.setFixedTime(NOW);
  await openRoute(page, ROUTE, 'Accessibility states');
  // The components load after the page.
  await expect(caseOf(page, 'toast').getByRole('button', { name: 'Show a toast' })).toBeVisible();
}

/**
 * Deletes the stylesheet's rules from the page (they arrive inside the site's main CSS bundle,
 * minified): every style rule, at the top level or in an @media rule, whose selectors are all
 * selectors of the file, as the browser reads them. Fails unless each of the file's selectors was
 * found, so it cannot silently do nothing.
 */
async function removeStylesheet(page: Page) {
  const { expected, found } = await page.evaluate((text) => {
    const selectorsOf = (rule: CSSStyleRule) => rule.selectorText.split(/,\s*/).map((s) => s.toLowerCase());
    const walk = (rules: CSSRuleList, visit: (rule: CSSStyleRule, list: CSSRuleList, i: number) => void) => {
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i]!;
        if (rule instanceof CSSStyleRule) visit(rule, rules, i);
        else if (rule instanceof CSSMediaRule) walk(rule.cssRules, visit);
      }
    };
    const own = new CSSStyleSheet();
    own.replaceSync(text);
    const wanted = new Set<string>();
    walk(own.cssRules, (rule) => selectorsOf(rule).forEach((s) => wanted.add(s)));
    const seen = new Set<string>();
    for (const sheet of [...document.styleSheets]) {
      const remove = (rule: CSSStyleRule) => {
        const selectors = selectorsOf(rule);
        if (!selectors.every((s) => wanted.has(s))) return false;
        selectors.forEach((s) => seen.add(s));
        return true;
      };
      const sweep = (holder: CSSStyleSheet | CSSMediaRule) => {
        for (let i = holder.cssRules.length - 1; i >= 0; i--) {
          const rule = holder.cssRules[i]!;
          if (rule instanceof CSSStyleRule && remove(rule)) holder.deleteRule(i);
          else if (rule instanceof CSSMediaRule) sweep(rule);
        }
      };
      sweep(sheet);
    }
    return { expected: [...wanted].sort(), found: [...seen].sort() };
  }, STYLESHEET);
  expect(expected.length).toBeGreaterThan(20);
  expect(found, 'selectors of a11y.css found in the page').toEqual(expected);
}

/** Takes the pointer and the focus away, so that neither hover nor focus is in the picture. */
async function rest(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Scrolls an element to the middle of the view, so that a margin around it is in the picture too. */
const centre = (target: Locator) => target.evaluate((el) => el.scrollIntoView({ block: 'center' }));

/**
 * The area an element covers now, in view: pictures of it before and after a change cover the
 * same pixels even if the change resizes it (an active tab is 1 px taller).
 */
async function areaOf(target: Locator) {
  await centre(target);
  const box = (await target.boundingBox())!;
  return {
    x: Math.round(box.x),
    y: Math.round(box.y),
    width: Math.round(box.width),
    height: Math.round(box.height),
  };
}
const shot = (page: Page, clip: { x: number; y: number; width: number; height: number }) =>
  page.screenshot({ clip, animations: 'disabled' });

/** Pixels that differ between two pictures of the same element. */
async function differ(page: Page, a: Buffer, b: Buffer) {
  const [pa, pb] = await decode(page, [a, b]);
  return differingPixels(pa!, pb!);
}

/**
 * Pixels whose colour changed by 3:1 or more between two pictures of the same element (focusChange's
 * count, with no margin): a change one sees, where `differ` also counts the anti-aliasing of an edge.
 */
async function differBy3(page: Page, a: Buffer, b: Buffer) {
  const [pa, pb] = await decode(page, [a, b]);
  return focusChange(pa!, pb!, 0).pixels;
}

/**
 * Takes every pair's two pictures, sharing loads of the page (with the stylesheet's rules removed
 * each time, if asked). A load serves pairs of different components, each switching a case of its
 * own, with the pointer and focus at rest between them. A new load comes for a second pair of one
 * component (the name before the colon: the calendar's three share one calendar) and after a pair
 * that left a menu open (it could lie over the next pair's element). One load a pair cost 2 to 4 s
 * each on a loaded machine, and gave the same figures.
 */
async function measurePairs(page: Page, pairs: Record<string, Pair>, withStylesheet: boolean) {
  const results: Record<string, number> = {};
  /** The components measured on the current load; null when the next pair needs a new one. */
  let measured: Set<string> | null = null;
  for (const [name, pair] of Object.entries(pairs)) {
    const component = name.split(':')[0]!;
    if (!measured || measured.has(component)) {
      measured = new Set();
      await open(page);
      if (!withStylesheet) await removeStylesheet(page);
    }
    measured.add(component);
    results[name] = await pair(page);
    await rest(page);
    await expect(page.locator('.animating')).toHaveCount(0);
    if (await page.locator('.ui.dropdown.active').count()) measured = null;
  }
  return results;
}

/** A day cell of January 2026 (not an adjacent month's) in a calendar's first or last grid. */
const day = (calendar: Locator, n: number, grid: 'first' | 'last' = 'first') =>
  calendar
    .getByRole('grid')
    [grid]()
    .locator('td[role="gridcell"]:not(.adjacent)')
    .getByText(String(n), { exact: true });

/** Two equal areas inside an element, as fractions of its width: [from, to]. */
async function parts(page: Page, target: Locator, a: [number, number], b: [number, number]) {
  await centre(target);
  const box = (await target.boundingBox())!;
  const clip = ([from, to]: [number, number]) => ({
    x: Math.round(box.x + from * box.width),
    y: Math.round(box.y + 1),
    width: Math.round((to - from) * box.width),
    height: Math.max(1, Math.floor(box.height - 2)),
  });
  return [
    await page.screenshot({ clip: clip(a), animations: 'disabled' }),
    await page.screenshot({ clip: clip(b), animations: 'disabled' }),
  ] as const;
}

type Pair = (page: Page) => Promise<number>;

/**
 * Pictures of a box of the page (`radio`: its first radio) before and after a click on its label,
 * with the pointer moved away and the focus left where the click put it, and after a blur: unchecked,
 * just clicked (checked and focused, with no ring: a click is not keyboard focus), then checked.
 */
async function clickBox(page: Page, name: string) {
  const box = caseOf(page, name).locator('.ui.checkbox').first();
  const input = box.locator('input');
  const area = await areaOf(box);
  const unchecked = await shot(page, area);
  await box.locator('label').click();
  await page.mouse.move(1, 1);
  await expect(input).toBeChecked();
  await expect(input).toBeFocused();
  expect(await input.evaluate((el) => el.matches(':focus-visible'))).toBe(false);
  const clicked = await shot(page, area);
  await rest(page);
  await expect(input).not.toBeFocused();
  return [unchecked, clicked, await shot(page, area)] as const;
}

/**
 * Pictures of a Select option (Banana) in the open menu, plain and then under the pointer. The
 * keyboard highlight stays on another option (the pointer does not move it).
 */
async function hoverOption(page: Page) {
  const select = caseOf(page, 'select');
  await select.getByRole('combobox').focus();
  const option = select.getByRole('option', { name: 'Banana' });
  await expect(option).toBeVisible();
  await expect(select.locator('.menu')).not.toHaveClass(/animating/);
  await page.mouse.move(1, 1);
  await expect(option).not.toHaveClass(/\bselected\b/);
  const area = await areaOf(option);
  const plain = await shot(page, area);
  await option.hover();
  await expect(option).not.toHaveClass(/\bselected\b/);
  return [plain, await shot(page, area)] as const;
}

/**
 * Each state pair: the pixels that differ between the two pictures (0 means the two states look
 * the same). A pair is one element before and after the user changes its state, or two parts of
 * one element.
 */
const PAIRS: Record<string, Pair> = {
  'radio: checked vs unchecked': async (page) => {
    const radio = caseOf(page, 'radio').locator('.ui.checkbox').first();
    const area = await areaOf(radio);
    const before = await shot(page, area);
    await radio.locator('label').click();
    await expect(radio.getByRole('radio')).toBeChecked();
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  ...Object.fromEntries(
    (['checkbox', 'toggle', 'slider-checkbox'] as const).map((name) => [
      `${name}: checked vs unchecked`,
      async (page: Page) => {
        const box = caseOf(page, name).locator('.ui.checkbox');
        const area = await areaOf(box);
        const before = await shot(page, area);
        await box.locator('label').click();
        await expect(box.locator('input')).toBeChecked();
        await rest(page);
        return differ(page, before, await shot(page, area));
      },
    ]),
  ),
  'checkbox: disabled vs enabled': async (page) => {
    const box = caseOf(page, 'disabled').locator('.ui.checkbox');
    const area = await areaOf(box);
    const before = await shot(page, area);
    await caseOf(page, 'disabled').getByRole('button', { name: 'Switch disabled' }).click();
    await expect(box.getByRole('checkbox')).toBeDisabled();
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  'pagination: current vs other page': async (page) => {
    const item = caseOf(page, 'pagination').getByRole('button', { name: /^2$|page 2/i });
    const area = await areaOf(item);
    const before = await shot(page, area);
    await item.click();
    await expect(item).toHaveAttribute('aria-current', 'page');
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  'select: highlighted vs plain option': async (page) => {
    const select = caseOf(page, 'select').getByRole('combobox');
    await select.focus();
    await page.keyboard.press('ArrowDown');
    const option = caseOf(page, 'select').getByRole('option', { name: 'Banana' });
    await expect(option).toBeVisible();
    await expect(caseOf(page, 'select').locator('.menu')).not.toHaveClass(/animating/);
    const highlighted = caseOf(page, 'select').locator('.menu > .selected.item');
    const moveTo = async (name: string) => {
      for (let i = 0; i < 4 && (await highlighted.textContent()) !== name; i++)
        await page.keyboard.press('ArrowDown');
      await expect(highlighted).toHaveText(name);
    };
    await moveTo('Cherry');
    await page.mouse.move(1, 1);
    const area = await areaOf(option);
    const before = await shot(page, area);
    await page.keyboard.press('ArrowUp');
    await expect(highlighted).toHaveText('Banana');
    return differ(page, before, await shot(page, area));
  },
  'category search: highlighted vs plain result': async (page) => {
    const box = caseOf(page, 'category search');
    await box.getByRole('combobox').fill('a');
    const highlighted = box.locator('.result.active');
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveText('Apple');
    const area = await areaOf(box.getByRole('option', { name: 'Apricot' }));
    await page.mouse.move(1, 1);
    const before = await shot(page, area);
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).toHaveText('Apricot');
    const after = await shot(page, area);
    await page.keyboard.press('Escape');
    return differ(page, before, after);
  },
  'select: option under the pointer vs plain': async (page) => {
    const [plain, hovered] = await hoverOption(page);
    return differ(page, plain, hovered);
  },
  'progress: fill vs empty part at 55 %': async (page) => {
    const bar = caseOf(page, 'progress').locator('.ui.progress');
    await expect(bar).toHaveAttribute('aria-valuenow', '55');
    // The fill grows to its width after the value arrives; until it ends, its label (the percent,
    // drawn at the fill's end) can sit in the first part.
    await expect
      .poll(() =>
        bar
          .locator('.bar')
          .evaluate((el) => Math.round((el.clientWidth / el.parentElement!.clientWidth) * 100)),
      )
      .toBe(55);
    const [fill, empty] = await parts(page, bar, [0.1, 0.4], [0.6, 0.9]);
    return differ(page, fill, empty);
  },
  'calendar: selected vs plain day': async (page) => {
    const cell = day(caseOf(page, 'calendar'), 8);
    const area = await areaOf(cell);
    const before = await shot(page, area);
    await cell.click();
    await expect(cell).toHaveAttribute('aria-selected', 'true');
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  // The range picker shows the arrival calendar (first grid) and the departure one (last grid).
  'calendar: day inside a chosen range vs plain': async (page) => {
    const range = caseOf(page, 'range');
    const cell = day(range, 12);
    const area = await areaOf(cell);
    const before = await shot(page, area);
    await day(range, 8).click();
    await day(range, 20, 'last').click();
    await rest(page);
    await expect(cell).toHaveClass(/\brange\b/);
    return differ(page, before, await shot(page, area));
  },
  'calendar: hover span vs plain day': async (page) => {
    // With the arrival chosen, the departure calendar shows the span up to the pointer's day.
    const range = caseOf(page, 'range');
    const cell = day(range, 20, 'last');
    await day(range, 8).click();
    await rest(page);
    await expect(cell).not.toHaveClass(/\brange\b/);
    const area = await areaOf(cell);
    const before = await shot(page, area);
    await day(range, 22, 'last').hover();
    await expect(cell).toHaveClass(/\brange\b/);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    return differ(page, before, await shot(page, area));
  },
  'tabs: active vs other tab': async (page) => {
    const tab = caseOf(page, 'tabs').getByRole('tab', { name: 'Two' });
    const area = await areaOf(tab);
    const before = await shot(page, area);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  'rating: filled vs empty star': async (page) => {
    const rating = caseOf(page, 'rating').getByRole('slider');
    const star = rating.locator('.icon').nth(2);
    const area = await areaOf(star);
    const before = await shot(page, area);
    await rating.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rating).toHaveAttribute('aria-valuenow', '3');
    await rest(page);
    return differ(page, before, await shot(page, area));
  },
  'slider: fill vs track': async (page) => {
    const track = caseOf(page, 'slider').locator('.track');
    const [fill, empty] = await parts(page, track, [0.1, 0.35], [0.65, 0.9]);
    return differ(page, fill, empty);
  },
};

/**
 * The elements' pairs. A switch: pictures of the element before and after a click on the button
 * that switches its state (or on the element itself). An edge: the 3 px across the top edge of an
 * element against 3 px of the page above it, away from the text (under forced colours the kit's
 * buttons and labels lose their background, and with it their bounds).
 */
const switched =
  (name: string, target: string, button: string | null, check: (el: Locator) => Promise<void>): Pair =>
  async (page) => {
    const element = caseOf(page, name).locator(target).first();
    const area = await areaOf(element);
    const before = await shot(page, area);
    await (button ? caseOf(page, name).getByRole('button', { name: button }) : element).click();
    await check(element);
    await rest(page);
    return differ(page, before, await shot(page, area));
  };
const edge =
  (kind: string): Pair =>
  async (page) => {
    const element = page.locator(`[data-edge="${kind}"]`);
    await centre(element);
    const box = (await element.boundingBox())!;
    const strip = (y: number) => ({
      x: Math.round(box.x + 6),
      y: Math.round(y),
      width: Math.round(box.width - 12),
      height: 3,
    });
    return differ(page, await shot(page, strip(box.y - 1)), await shot(page, strip(box.y - 12)));
  };
const ELEMENT_PAIRS: Record<string, Pair> = {
  'button: pressed vs not': switched('button-toggle', '.ui.button', null, (el) =>
    expect(el).toHaveAttribute('aria-pressed', 'true'),
  ),
  'button: disabled vs enabled': switched('button-disabled', '.ui.button', 'Switch button disabled', (el) =>
    expect(el).toBeDisabled(),
  ),
  'button: loading vs not': switched('button-loading', '.ui.button', 'Switch loading', (el) =>
    expect(el).toHaveClass(/\bloading\b/),
  ),
  ...Object.fromEntries(
    ['primary', 'positive', 'negative', 'basic', 'label', 'label-button'].map((kind) => [
      `${kind}: edge vs page`,
      edge(kind),
    ]),
  ),
  ...Object.fromEntries(
    (['active', 'disabled', 'completed'] as const).map((state) => [
      `step: ${state} vs plain`,
      switched('steps', '.step', `Switch step ${state}`, (el) => expect(el).toHaveClass(new RegExp(state))),
    ]),
  ),
  'input: error vs plain': switched('input', '.ui.input', 'Switch input error', (el) =>
    expect(el).toHaveClass(/\berror\b/),
  ),
  'segment: loading vs plain': switched('segment', '.ui.segment', 'Switch segment loading', (el) =>
    expect(el).toHaveClass(/\bloading\b/),
  ),
  // A Label's `active`, and a multiple select's active label (MultiSelect's labelClassName, compat's selectedLabel).
  'label: active vs plain': switched('label', '.ui.label', 'Switch label active', (el) =>
    expect(el).toHaveClass(/\bactive\b/),
  ),
};

/** The elements' pairs identical under forced colours without the stylesheet. */
const ELEMENT_ISSUE_PAIRS = [
  'button: pressed vs not',
  ...['primary', 'positive', 'negative', 'basic', 'label', 'label-button'].map(
    (kind) => `${kind}: edge vs page`,
  ),
  'step: active vs plain',
  'step: disabled vs plain',
  'input: error vs plain',
  'label: active vs plain',
];

test.describe("forced colours: the elements' states stay visible", () => {
  test.use({ forcedColors: 'active' });
  test('with the stylesheet every pair differs; without it, those it draws collapse', async ({
    page,
    problems,
  }) => {
    // About 50 s on a loaded two-core machine.
    test.setTimeout(120_000);
    const results = {
      with: await measurePairs(page, ELEMENT_PAIRS, true),
      without: await measurePairs(page, ELEMENT_PAIRS, false),
    };
    console.log(`forced colours, elements: ${JSON.stringify(results, null, 1)}`);
    for (const [name, changed] of Object.entries(results.with!)) expect(changed, name).toBeGreaterThan(20);
    for (const name of ELEMENT_ISSUE_PAIRS) expect(results.without![name], `without: ${name}`).toBe(0);
    expect(problems).toEqual([]);
  });
});

test("default colours: the elements' pairs differ", async ({ page, problems }) => {
  test.setTimeout(90_000);
  const results = await measurePairs(page, ELEMENT_PAIRS, true);
  console.log(`default colours, elements: ${JSON.stringify(results)}`);
  for (const [name, changed] of Object.entries(results)) expect(changed, name).toBeGreaterThan(20);
  expect(problems).toEqual([]);
});

/** The pairs the issues found identical under forced colours without the stylesheet. */
const ISSUE_PAIRS = [
  'radio: checked vs unchecked',
  'pagination: current vs other page',
  'select: highlighted vs plain option',
  'select: option under the pointer vs plain',
  'category search: highlighted vs plain result',
  'progress: fill vs empty part at 55 %',
];

test.describe('forced colours: every state pair stays visible', () => {
  test.use({ forcedColors: 'active' });
  test('with the stylesheet every pair differs', async ({ page, problems }) => {
    test.setTimeout(90_000);
    const results = await measurePairs(page, PAIRS, true);
    console.log(`forced colours, with a11y.css: ${JSON.stringify(results, null, 1)}`);
    for (const [name, changed] of Object.entries(results)) {
      expect.soft(changed, `${name}: the two states look the same`).toBeGreaterThan(20);
    }
    expect(problems).toEqual([]);
  });

  // The kit draws a box that is checked and has the focus with rules of its own (input:focus:checked),
  // as specific as the stylesheet's checked rules were: the kit's came later and won, and a radio
  // just clicked showed no dot, a toggle no fill (issue 26). Focus by a click draws no ring, so the
  // box must look as it does once blurred: no pixel changes by 3:1 (with those rules the radio's
  // dot and the toggle's and the slider's fill did).
  test('a box just clicked (checked and focused) looks checked: as once blurred, unlike unchecked', async ({
    page,
    problems,
  }) => {
    await open(page);
    const results: Record<string, { vsUnchecked: number; vsBlurred: number }> = {};
    for (const name of ['radio', 'checkbox', 'toggle', 'slider-checkbox']) {
      const [unchecked, clicked, blurred] = await clickBox(page, name);
      results[name] = {
        vsUnchecked: await differBy3(page, unchecked, clicked),
        vsBlurred: await differBy3(page, clicked, blurred),
      };
    }
    console.log(
      `forced colours, with a11y.css, just clicked, pixels changed by 3:1: ${JSON.stringify(results)}`,
    );
    for (const [name, { vsUnchecked, vsBlurred }] of Object.entries(results)) {
      expect(vsUnchecked, `${name}: just clicked looks unchecked`).toBeGreaterThan(20);
      expect(vsBlurred, `${name}: focus changes how the checked box looks`).toBe(0);
    }
    expect(problems).toEqual([]);
  });

  test("without the stylesheet the issues' pairs collapse (what makes the tests above able to fail)", async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000);
    const results = await measurePairs(page, PAIRS, false);
    console.log(`forced colours, without a11y.css: ${JSON.stringify(results, null, 1)}`);
    for (const name of ISSUE_PAIRS) expect(results[name], name).toBe(0);
    // And every other pair but three: the plain checkbox keeps its tick (a glyph), disabled its
    // opacity, the active tab its kit border.
    expect(
      Object.keys(results)
        .filter((name) => results[name] !== 0)
        .sort(),
    ).toEqual([
      'checkbox: checked vs unchecked',
      'checkbox: disabled vs enabled',
      'tabs: active vs other tab',
    ]);
    expect(problems).toEqual([]);
  });
});

test.describe('default colours: the same pairs differ, with and without the stylesheet', () => {
  test('every pair', async ({ page, problems }) => {
    // About 50 s on a loaded two-core machine.
    test.setTimeout(120_000);
    for (const withStylesheet of [true, false]) {
      const results = await measurePairs(page, PAIRS, withStylesheet);
      console.log(
        `default colours, ${withStylesheet ? 'with' : 'without'} a11y.css: ${JSON.stringify(results)}`,
      );
      for (const [name, changed] of Object.entries(results)) expect(changed, name).toBeGreaterThan(20);
    }
    expect(problems).toEqual([]);
  });
});

test("default colours: the option under the pointer changes by 3:1; the kit's hover background alone does not", async ({
  page,
  problems,
}) => {
  const results: Record<string, number> = {};
  for (const withStylesheet of [true, false]) {
    await open(page);
    if (!withStylesheet) await removeStylesheet(page);
    results[withStylesheet ? 'with' : 'without'] = await differBy3(page, ...(await hoverOption(page)));
  }
  console.log(`default colours, option under the pointer, pixels changed by 3:1: ${JSON.stringify(results)}`);
  expect(results.with).toBeGreaterThan(20);
  expect(results.without).toBe(0);
  expect(problems).toEqual([]);
});

/**
 * Each focusable part: how to reach it (after `setUp`, the element keyboard focus lands on) and
 * the box its ring surrounds (the element itself, unless given).
 */
interface FocusCase {
  name: string;
  setUp?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** The box the ring goes around, when it is not the focused element's (a checkbox's box). */
  box?: (page: Page) => Locator;
  /** After focus: a Select opens its menu on focus, which hides the ring's lower side; Escape closes it. */
  afterFocus?: (page: Page) => Promise<void>;
}

const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.locator('.ui.dropdown.active, .ui.dropdown .menu.animating')).toHaveCount(0);
};

const openModal = async (page: Page) => {
  await caseOf(page, 'modal').getByRole('button', { name: 'Open the modal' }).click();
  await expect(page.locator('.ui.modal')).toBeVisible();
  await expect(page.locator('.ui.modal')).not.toHaveClass(/animating/);
};
const showToast = async (page: Page) => {
  await caseOf(page, 'toast').getByRole('button', { name: 'Show a toast' }).click();
  await expect(page.locator('.toast-box')).toBeVisible();
  await expect(page.locator('.toast-box.animating, .toast-box .animating')).toHaveCount(0);
};

const FOCUS: FocusCase[] = [
  {
    name: 'Checkbox',
    target: (page) => caseOf(page, 'checkbox').getByRole('checkbox'),
  },
  { name: 'Toggle', target: (page) => caseOf(page, 'toggle').locator('input') },
  { name: 'Radio', target: (page) => caseOf(page, 'radio').getByRole('radio', { name: 'Radio A' }) },
  { name: 'Select', target: (page) => caseOf(page, 'select').getByRole('combobox'), afterFocus: closeMenu },
  {
    name: 'MultiSelect',
    target: (page) => caseOf(page, 'multiselect').locator('[tabindex="0"], input').first(),
    box: (page) => caseOf(page, 'multiselect').locator('.ui.dropdown'),
    afterFocus: closeMenu,
  },
  { name: 'Dropdown', target: (page) => caseOf(page, 'dropdown').locator('[tabindex="0"]').first() },
  { name: 'Search', target: (page) => caseOf(page, 'search').getByRole('combobox') },
  {
    name: 'Datepicker input',
    target: (page) => caseOf(page, 'datepicker').getByRole('combobox', { name: 'Delivery' }),
    // The calendar opens on focus, below the input; Escape closes it and leaves the focus.
    afterFocus: async (page) => {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
  { name: 'Datepicker day', target: (page) => caseOf(page, 'calendar').locator('td[tabindex="0"]') },
  { name: 'Rating', target: (page) => caseOf(page, 'rating').getByRole('slider') },
  { name: 'Tabs', target: (page) => caseOf(page, 'tabs').getByRole('tab', { name: 'One' }) },
  {
    name: 'Accordion',
    target: (page) => caseOf(page, 'accordion').getByRole('button', { name: 'First panel' }),
  },
  {
    name: 'Pagination',
    target: (page) => caseOf(page, 'pagination').getByRole('button', { name: /^2$|page 2/i }),
  },
  {
    name: 'Modal close icon',
    setUp: openModal,
    target: (page) => page.locator('.ui.modal').getByRole('button', { name: 'Close' }),
  },
  {
    name: 'Modal button',
    setUp: openModal,
    target: (page) => page.locator('.ui.modal').getByRole('button', { name: 'No' }),
  },
  { name: 'Slider thumb', target: (page) => caseOf(page, 'slider').getByRole('slider') },
  {
    name: 'Toast close button',
    setUp: showToast,
    target: (page) => page.locator('.toast-box').getByRole('button', { name: /close|dismiss/i }),
  },
  { name: 'Button', target: (page) => caseOf(page, 'button-toggle').getByRole('button', { name: 'Bold' }) },
  { name: 'Label button', target: (page) => page.locator('[data-edge="label-button"]') },
  { name: 'Clickable step', target: (page) => caseOf(page, 'steps').getByRole('button', { name: 'Pay' }) },
  { name: 'Input', target: (page) => caseOf(page, 'input').getByRole('textbox', { name: 'Name' }) },
  {
    name: 'Toast action',
    setUp: showToast,
    target: (page) => page.locator('.toast-box').getByRole('button', { name: 'Undo' }),
  },
];

const MARGIN = 8;

/** The focus ring of one part: pictures of its box (and a margin) unfocused, then focused by keyboard. */
async function measureFocus(page: Page, item: FocusCase): Promise<FocusChange> {
  await item.setUp?.(page);
  const target = item.target(page);
  await centre(target);
  await page.mouse.move(1, 1);
  await target.evaluate((el) => (el as HTMLElement).blur());
  const outline = item.box?.(page) ?? target;
  const box = (await outline.boundingBox())!;
  // The part's corner radius: a round part's perimeter is shorter than its box's.
  const radius = await outline.evaluate((el) => parseFloat(getComputedStyle(el).borderTopLeftRadius) || 0);
  const clip = {
    x: Math.floor(box.x) - MARGIN,
    y: Math.floor(box.y) - MARGIN,
    width: Math.ceil(box.width) + 2 * MARGIN,
    height: Math.ceil(box.height) + 2 * MARGIN,
  };
  const before = await page.screenshot({ clip, animations: 'disabled' });
  // Keyboard modality first, so that the focus that follows is :focus-visible as Tab's would be.
  await page.keyboard.press('Shift');
  await target.focus();
  await item.afterFocus?.(page);
  expect(await target.evaluate((el) => el.matches(':focus-visible')), `${item.name} has keyboard focus`).toBe(
    true,
  );
  const after = await page.screenshot({ clip, animations: 'disabled' });
  if (process.env.A11Y_DEBUG) {
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`/tmp/a11y-${item.name.replace(/\W/g, '')}-${test.info().project.name}-a.png`, before);
    writeFileSync(`/tmp/a11y-${item.name.replace(/\W/g, '')}-b.png`, after);
  }
  const [a, b] = await decode(page, [before, after]);
  return focusChange(a!, b!, MARGIN, radius);
}

for (const forced of [false, true]) {
  test.describe(`focus rings, ${forced ? 'forced' : 'default'} colours`, () => {
    test.use({ forcedColors: forced ? 'active' : 'none' });
    // Every part on one load of the page; a part that opens something over it (a modal, a toast)
    // gets a load of its own, so that what it opened covers no other part.
    test('every focusable part draws a ring of 3:1 and 2 px', async ({ page, problems }) => {
      test.setTimeout(90_000);
      let covered = true;
      for (const item of FOCUS) {
        if (covered || item.setUp) await open(page);
        covered = !!item.setUp;
        const change = await measureFocus(page, item);
        console.log(
          `focus ring, ${forced ? 'forced' : 'default'} colours: ${item.name}: ${JSON.stringify(change)}`,
        );
        expect.soft(isVisibleRing(change), `${item.name}: ${JSON.stringify(change)}`).toBe(true);
      }
      expect(problems).toEqual([]);
    });
  });
}

test('without the stylesheet, the Checkbox focus ring is not 3:1 (the issue): the measure can fail', async ({
  page,
  problems,
}) => {
  await open(page);
  await removeStylesheet(page);
  const change = await measureFocus(page, FOCUS[0]!);
  console.log(`focus ring without a11y.css: Checkbox: ${JSON.stringify(change)}`);
  expect(isVisibleRing(change)).toBe(false);
  expect(problems).toEqual([]);
});

test('without the stylesheet every component still works by keyboard, and axe passes', async ({
  page,
  problems,
}) => {
  await open(page);
  await removeStylesheet(page);
  const radios = caseOf(page, 'radio');
  await radios.getByRole('radio', { name: 'Radio A' }).focus();
  await page.keyboard.press('Space');
  await expect(radios.getByRole('radio', { name: 'Radio A' })).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radios.getByRole('radio', { name: 'Radio B' })).toBeChecked();

  const checkbox = caseOf(page, 'checkbox').getByRole('checkbox');
  await checkbox.focus();
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();

  const select = caseOf(page, 'select').getByRole('combobox');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  const highlighted = caseOf(page, 'select').locator('.menu > .selected.item');
  for (let i = 0; i < 4 && (await highlighted.textContent()) !== 'Banana'; i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(select).toContainText('Banana');

  const page3 = caseOf(page, 'pagination').getByRole('button', { name: /^3$|page 3/i });
  await page3.focus();
  await page.keyboard.press('Enter');
  await expect(page3).toHaveAttribute('aria-current', 'page');

  const rating = caseOf(page, 'rating').getByRole('slider');
  await rating.focus();
  await page.keyboard.press('ArrowRight');
  await expect(rating).toHaveAttribute('aria-valuenow', '3');

  await caseOf(page, 'tabs').getByRole('tab', { name: 'One' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(caseOf(page, 'tabs').getByRole('tab', { name: 'Two' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  const slider = caseOf(page, 'slider').getByRole('slider');
  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '51');

  const calendar = caseOf(page, 'calendar');
  await calendar.locator('td[tabindex="0"]').focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(calendar.locator('td[aria-selected="true"]')).toHaveText('14');

  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('at 1200 px and less, keyboard focus never ends under the top bar (WCAG 2.4.11)', async ({
  page,
  problems,
}) => {
  await page.setViewportSize({ width: 1000, height: 600 });
  await openRoute(page, '/modules/select', 'Select');
  await expect(page.locator('.topbar')).toBeVisible();
  const covered = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      const bar = document.querySelector('.topbar')!;
      if (!element || element === document.body || bar.contains(element)) return null;
      const a = element.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      return a.top < b.bottom && a.bottom > b.top && b.bottom > 0 ? element.outerHTML.slice(0, 80) : null;
    });
  const scrolled = () => page.locator('.full-height').evaluate((el) => el.scrollTop);
  let deepest = 0;
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press(key);
      expect(await covered(), `${key} #${i + 1}`).toBeNull();
      deepest = Math.max(deepest, await scrolled());
    }
  }
  // Focus went far enough down for the page to scroll under it, and back.
  expect(deepest).toBeGreaterThan(300);
  expect(problems).toEqual([]);
});

for (const forced of [false, true]) {
  test(`axe passes on the states page with the stylesheet, ${forced ? 'forced' : 'default'} colours`, async ({
    page,
    problems,
  }) => {
    await page.emulateMedia({ forcedColors: forced ? 'active' : 'none' });
    await open(page);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
}
