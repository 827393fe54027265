import type { Page } from '@playwright/test';
import de from '../../packages/sui-react/src/behaviors/localization/locales/de';
import enAU from '../../packages/sui-react/src/behaviors/localization/locales/en-AU';
import enGB from '../../packages/sui-react/src/behaviors/localization/locales/en-GB';
import enUS from '../../packages/sui-react/src/behaviors/localization/locales/en-US';
import es from '../../packages/sui-react/src/behaviors/localization/locales/es';
import fr from '../../packages/sui-react/src/behaviors/localization/locales/fr';
import ge from '../../packages/sui-react/src/behaviors/localization/locales/ge';
import he from '../../packages/sui-react/src/behaviors/localization/locales/he';
import it from '../../packages/sui-react/src/behaviors/localization/locales/it';
import nl from '../../packages/sui-react/src/behaviors/localization/locales/nl';
import pt from '../../packages/sui-react/src/behaviors/localization/locales/pt';
import ru from '../../packages/sui-react/src/behaviors/localization/locales/ru';
import type { PartialLocaleValues } from '../../packages/sui-react/src/behaviors/localization/types';
import { axeViolations, expect, openRoute, test } from './fixtures';

// Saturday 21 November 2026 in UTC: the calendar opens on November.
const NOW = new Date(Date.UTC(2026, 10, 21, 12, 0));
test.use({ timezoneId: 'UTC' });

interface Expected {
  name: string;
  code: string;
  /** The option select's placeholder. */
  placeholder: string;
  /** November, as the calendar's title shows it. */
  november: string;
  /** The first column header of the date view. */
  firstWeekday: string;
  rtl: boolean;
}

/** What each language must show, read from its locale file (en-GB for whatever it leaves out). */
function expected(name: string, code: string, values: PartialLocaleValues): Expected {
  const datepicker = { ...enGB.datepicker, ...values.datepicker };
  return {
    name,
    code,
    placeholder: values.select?.single?.placeholder ?? enGB.select.single.placeholder,
    november: datepicker.months[10]!,
    firstWeekday: datepicker.weekdaysNarrow[datepicker.firstDayOfWeek]!,
    rtl: values.direction === 'rtl',
  };
}

const LANGUAGES: Expected[] = [
  expected('English (Australian)', 'en-AU', enAU),
  expected('English (UK)', 'en-GB', enGB),
  expected('English (US)', 'en-US', enUS),
  expected('Spanish', 'es', es),
  expected('Italian', 'it', it),
  expected('Portuguese', 'pt', pt),
  expected('French', 'fr', fr),
  expected('German', 'de', de),
  expected('Russian', 'ru', ru),
  expected('Hebrew', 'he', he),
  expected('Dutch', 'nl', nl),
  expected('Georgian', 'ge', ge),
];
const EN_GB = LANGUAGES[1]!;

const area = (page: Page) => page.getByTestId('language-area');
const languageSelect = (page: Page) => area(page).getByRole('combobox', { name: 'Language' });
const optionSelect = (page: Page) => area(page).getByRole('combobox', { name: 'Option' });
const dateInput = (page: Page) => area(page).getByRole('combobox', { name: 'Date', exact: true });
const dialog = (page: Page) => page.getByRole('dialog');
const grid = (page: Page) => dialog(page).getByRole('grid');

async function open(page: Page) {
  await page.clock.setFixedTime(NOW);
  await openRoute(page, '/behaviors/localization', 'Localization');
}

/** Waits until a popup has finished its opening animation (axe reads colours mid-animation). */
async function settled(page: Page, popup = dialog(page)) {
  await expect(popup).toHaveClass(/visible/);
  await expect(popup).not.toHaveClass(/animating/);
}

/** The example shows `language` everywhere: code, placeholder, direction, calendar names. */
async function expectLanguage(page: Page, language: Expected, openCalendar: 'mouse' | 'keyboard') {
  await expect(page.getByTestId('language-code')).toHaveText(language.code);
  await expect(languageSelect(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(area(page).locator('.ui.search.dropdown > .text')).toHaveText(language.name);
  await expect(optionSelect(page).locator('div.text')).toHaveText(language.placeholder);
  if (language.rtl) await expect(area(page)).toHaveAttribute('dir', 'rtl');
  else await expect(area(page)).toHaveAttribute('dir', 'ltr');

  if (openCalendar === 'mouse') {
    await dateInput(page).click();
  } else {
    await dateInput(page).focus();
    await page.keyboard.press('ArrowDown');
  }
  await expect(grid(page)).toHaveAccessibleName(new RegExp(language.november));
  await expect(grid(page).locator('thead tr').last().locator('th').first()).toHaveText(language.firstWeekday);
  if (openCalendar === 'mouse') {
    await dateInput(page).click();
    await page.getByRole('heading', { level: 1 }).click();
  } else {
    await page.keyboard.press('Escape');
    await expect(dateInput(page)).toBeFocused();
  }
  await expect(dialog(page)).toHaveCount(0);
}

test.describe('Localization page', () => {
  test.describe.configure({ timeout: 120_000 });

  test('renders every section with no console problem and no axe violation', async ({ page, problems }) => {
    await open(page);
    for (const section of ['Usage', 'Example', 'Customization', 'Built-in languages']) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    // The interface is the library's own file, highlighted at build time.
    const types = page.locator('.code-block', { hasText: 'types.ts' });
    await expect(types).toContainText('export interface LocaleValues');
    await expect(types).toContainText('firstDayOfWeek: number;');
    await expect(types.locator('pre.shiki span[style]').first()).toBeAttached();

    // The list: every language with its code, en-GB marked as the default.
    const list = page.getByRole('list', { name: 'Built-in languages' });
    for (const language of LANGUAGES) await expect(list).toContainText(language.code);
    await expect(list.locator('.label')).toHaveCount(1);
    await expect(list.locator('li', { hasText: 'UK' }).last()).toContainText('en-GB Default');
    await expect(list.locator('li', { hasText: 'Australian' }).last()).toContainText('en-AU');

    await expectLanguage(page, EN_GB, 'mouse');
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('switches to each of the 12 languages by mouse', async ({ page, problems }) => {
    await open(page);
    for (const language of LANGUAGES) {
      await languageSelect(page).click();
      await page.getByRole('option', { name: language.name, exact: true }).click();
      await expectLanguage(page, language, 'mouse');
    }
    expect(problems).toEqual([]);
  });

  test('switches to each of the 12 languages by keyboard', async ({ page, problems }) => {
    await open(page);
    for (const language of LANGUAGES) {
      await languageSelect(page).focus();
      await page.keyboard.type(language.name);
      await expect(page.getByRole('option', { name: language.name, exact: true })).toHaveClass(/selected/);
      await page.keyboard.press('Enter');
      await expectLanguage(page, language, 'keyboard');
    }
    expect(problems).toEqual([]);
  });

  test('Hebrew turns the example right to left, with no axe violation in the open calendar', async ({
    page,
    problems,
  }) => {
    await open(page);
    await languageSelect(page).click();
    await page.getByRole('option', { name: 'Hebrew', exact: true }).click();
    await expect(area(page)).toHaveAttribute('dir', 'rtl');
    // Only the example: the page around it stays left to right.
    await expect(page.locator('[dir="rtl"]')).toHaveCount(1);
    // Mirrored: the select's caret and the input's icon sit on the left side.
    const caret = await optionSelect(page).locator('.dropdown.icon').boundingBox();
    const text = await optionSelect(page).locator('div.text').boundingBox();
    expect(caret!.x).toBeLessThan(text!.x);
    const icon = await area(page).locator('.calendar.icon').boundingBox();
    const input = await dateInput(page).boundingBox();
    expect(icon!.x).toBeGreaterThan(input!.x + input!.width / 2);
    await dateInput(page).click();
    await settled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await optionSelect(page).click();
    await settled(page, optionSelect(page).locator('.menu'));
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('leaving the page resets to English (UK): other pages and the next visit', async ({
    page,
    problems,
  }) => {
    await open(page);
    await languageSelect(page).click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await expect(optionSelect(page).locator('div.text')).toHaveText(fr.select!.single!.placeholder!);

    // Another page with a select, reached through the menu.
    await page.getByRole('navigation').getByRole('link', { name: 'Select', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Select');
    const single = page.getByRole('combobox', { name: 'Single select (with the selection class)' });
    await expect(single.locator('div.text')).toHaveText(enGB.select.single.placeholder);

    // Back: the example starts again in English (UK).
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Localization');
    await expectLanguage(page, EN_GB, 'mouse');

    // Hebrew, then away and back by the menu: left to right again.
    await languageSelect(page).click();
    await page.getByRole('option', { name: 'Hebrew', exact: true }).click();
    await expect(area(page)).toHaveAttribute('dir', 'rtl');
    await page.getByRole('navigation').getByRole('link', { name: 'Datepicker', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Datepicker');
    await expect(page.locator('[dir="rtl"]')).toHaveCount(0);
    await page.getByRole('navigation').getByRole('link', { name: 'Localization', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Localization');
    await expectLanguage(page, EN_GB, 'keyboard');
    expect(problems).toEqual([]);
  });
});
