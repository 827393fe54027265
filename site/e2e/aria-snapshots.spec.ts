import type { Locator, Page } from '@playwright/test';
import { slugify } from '../src/docs-kit/slug';
import { expect, openRoute, test } from './fixtures';

/**
 * What a screen reader hears from each component's key examples, in their key states, as ARIA
 * snapshots: a change in a role, a name, a state (checked, expanded, selected, current, pressed,
 * disabled) or an announced value fails here and shows up as a diff to review. Each snapshot holds
 * one example's live result (or the overlay it opens), not the whole page. Dates are pinned: the
 * clock is fixed and the zone is UTC. After a reviewed change, `npx playwright test -c
 * site/playwright.config.ts site/e2e/aria-snapshots.spec.ts -u --update-source-method=overwrite`
 * rewrites the snapshots below.
 */

// Saturday 21 November 2026, 2:37 PM UTC (as in datepicker.spec.ts).
const NOW = new Date(Date.UTC(2026, 10, 21, 14, 37));
test.use({ timezoneId: 'UTC' });
test.describe.configure({ mode: 'parallel' });

/** The live result of the example titled `title`. */
const result = (page: Page, title: string) =>
  page.locator(`section.example#${slugify(title)} > .example-result`);

/** Waits until no Semantic UI animation runs, so that every state is the final one. */
async function settled(page: Page) {
  await expect(page.locator('.animating')).toHaveCount(0);
}

async function open(page: Page, path: string, title: string) {
  await page.clock.setFixedTime(NOW);
  await openRoute(page, path, title);
}

async function controlled(page: Page, owner: Locator) {
  return page.locator(`[id="${await owner.getAttribute('aria-controls')}"]`);
}

test.describe('Message', () => {
  test('shown, then dismissed', async ({ page, problems }) => {
    await open(page, '/collections/message', 'Message');
    const box = result(page, 'Message');
    await expect(box).toMatchAriaSnapshot(`
      - status:
        - button "Dismiss"
        - text: This is a message!
        - paragraph: Variation classes style it, and the close button in its top right corner dismisses it with a fade.
    `);
    await box.getByRole('button', { name: /close|dismiss/i }).click();
    await settled(page);
    await expect(box).toMatchAriaSnapshot(`
      - button "Show the message again"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Pagination', () => {
  test('the current page, then another', async ({ page, problems }) => {
    await open(page, '/collections/pagination', 'Pagination');
    const nav = result(page, 'Standard').getByRole('navigation');
    await expect(nav).toMatchAriaSnapshot(`
      - navigation "Standard example pages":
        - button "Previous page" [disabled]
        - button "Page 1": "1"
        - button "Page 2": "2"
        - button "Page 3": "3"
        - button "Page 4": "4"
        - button "Page 5": "5"
        - button "Page 6": "6"
        - button "Page 7": "7"
        - button "Page 8": "8"
        - button "Page 9": "9"
        - button "Page 10": "10"
        - button "Next page"
    `);
    // ARIA snapshots do not show aria-current: the current page is checked on its own.
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Page 1');
    await nav.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(nav.locator('[aria-current="page"]')).toHaveAccessibleName('Page 2');
    await expect(nav).toMatchAriaSnapshot(`
      - navigation "Standard example pages":
        - button "Previous page"
        - button "Page 1": "1"
        - button "Page 2": "2"
        - button "Page 3": "3"
        - button "Page 4": "4"
        - button "Page 5": "5"
        - button "Page 6": "6"
        - button "Page 7": "7"
        - button "Page 8": "8"
        - button "Page 9": "9"
        - button "Page 10": "10"
        - button "Next page"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Accordion', () => {
  test('expanded, disabled and collapsed panels, then one toggled', async ({ page, problems }) => {
    await open(page, '/modules/accordion', 'Accordion');
    const box = result(page, 'Accordion');
    await expect(box).toMatchAriaSnapshot(`
      - heading "Initially Expanded Panel" [level=4]:
        - button "Initially Expanded Panel" [expanded]
      - region "Initially Expanded Panel":
        - paragraph:
          - text: This panel starts open. Set
          - code: open
          - text: and
          - code: onOpenChange
          - text: "to bind a panel to state (it is open:"
          - code: "true"
          - text: ), or
          - code: defaultOpen
          - text: to only choose how it starts.
      - heading "Disabled Panel" [level=4]:
        - button "Disabled Panel" [disabled] [expanded]
      - region "Disabled Panel":
        - paragraph:
          - code: disabled
          - text: "locks a panel in its current state: the user cannot toggle it, and opening other panels never closes it."
      - heading "Final Panel" [level=4]:
        - button "Final Panel"
    `);
    await box.getByRole('button', { name: 'Final Panel' }).click();
    await box.getByRole('button', { name: 'Initially Expanded Panel' }).click();
    await settled(page);
    await expect(box).toMatchAriaSnapshot(`
      - heading "Initially Expanded Panel" [level=4]:
        - button "Initially Expanded Panel"
      - heading "Disabled Panel" [level=4]:
        - button "Disabled Panel" [disabled] [expanded]
      - region "Disabled Panel":
        - paragraph:
          - code: disabled
          - text: "locks a panel in its current state: the user cannot toggle it, and opening other panels never closes it."
      - heading "Final Panel" [level=4]:
        - button "Final Panel" [expanded]
      - region "Final Panel":
        - paragraph:
          - text: Opening this panel leaves the others as they are, because
          - code: closeOthers
          - text: is false.
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Checkbox and radio button', () => {
  test('checked and not, disabled; a radio group with one chosen', async ({ page, problems }) => {
    await open(page, '/modules/checkbox', 'Checkbox and radio button');
    const checkboxes = result(page, 'Checkbox');
    await expect(checkboxes).toMatchAriaSnapshot(`
      - text: Checkbox example
      - checkbox "An example checkbox " [checked]
      - text: An example checkbox 
      - checkbox "1st checkbox disabled?"
      - text: 1st checkbox disabled?
      - checkbox "1st checkbox read-only?"
      - text: 1st checkbox read-only?
      - checkbox "Mirrors the value of the 1st checkbox " [checked]
      - text: Mirrors the value of the 1st checkbox 
    `);
    await checkboxes.getByRole('checkbox', { name: 'An example checkbox' }).click();
    await checkboxes.getByRole('checkbox', { name: '1st checkbox disabled?' }).click();
    await expect(checkboxes).toMatchAriaSnapshot(`
      - text: Checkbox example
      - checkbox "An example checkbox" [disabled]
      - text: An example checkbox
      - checkbox "1st checkbox disabled? " [checked]
      - text: 1st checkbox disabled? 
      - checkbox "1st checkbox read-only?"
      - text: 1st checkbox read-only?
      - checkbox "Mirrors the value of the 1st checkbox"
      - text: Mirrors the value of the 1st checkbox
    `);
    const radios = result(page, 'Radio button');
    await expect(radios).toMatchAriaSnapshot(`
      - radiogroup "Radio example":
        - text: Radio example
        - 'radio "Value: \\"hello\\""'
        - text: "Value: \\"hello\\""
        - 'radio "Value: \\"world\\"" [checked]'
        - text: "Value: \\"world\\""
        - 'radio "Value: \\"example\\""'
        - text: "Value: \\"example\\""
        - 'radio "Value: {\\"example\\":\\"object\\"}"'
        - text: "Value: {\\"example\\":\\"object\\"}"
      - paragraph:
        - text: The currently selected value is
        - code: "\\"world\\""
    `);
    await radios.getByRole('radio', { name: 'Value: "hello"' }).click();
    await expect(radios.getByRole('radiogroup')).toMatchAriaSnapshot(`
      - radiogroup "Radio example":
        - text: Radio example
        - 'radio "Value: \\"hello\\"" [checked]'
        - text: "Value: \\"hello\\""
        - 'radio "Value: \\"world\\""'
        - text: "Value: \\"world\\""
        - 'radio "Value: \\"example\\""'
        - text: "Value: \\"example\\""
        - 'radio "Value: {\\"example\\":\\"object\\"}"'
        - text: "Value: {\\"example\\":\\"object\\"}"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Collapse', () => {
  test('expanded, then collapsed', async ({ page, problems }) => {
    await open(page, '/modules/collapse', 'Collapse');
    const box = result(page, 'Collapse');
    await expect(box).toMatchAriaSnapshot(`
      - button "Toggle Collapse" [expanded]
      - heading "Collapsible Panel" [level=4]
      - paragraph: Content of the panel.
    `);
    await box.getByRole('button', { name: 'Toggle Collapse' }).click();
    // The collapse animates its height, not with the kit's classes: wait until the panel is gone.
    await expect(page.locator('#collapse-example-panel')).toBeHidden();
    await expect(box).toMatchAriaSnapshot(`
      - button "Toggle Collapse"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Datepicker', () => {
  test('closed, then the calendar open on the pinned month, then the hours of the chosen day', async ({
    page,
    problems,
  }) => {
    await open(page, '/modules/datepicker', 'Datepicker');
    const box = result(page, 'Button');
    await expect(box).toMatchAriaSnapshot(`
      - button "Select Date"
      - paragraph: "Selected date: none"
    `);
    const button = box.getByRole('button').first();
    await button.click();
    const dialog = page.getByRole('dialog');
    await settled(page);
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Choose date and time":
        - grid "November 2026":
          - rowgroup:
            - row "November 2026 Previous month Next month":
              - columnheader "November 2026 Previous month Next month":
                - button "November 2026"
                - button "Previous month"
                - button "Next month"
            - row "Monday Tuesday Wednesday Thursday Friday Saturday Sunday":
              - columnheader "Monday": M
              - columnheader "Tuesday": T
              - columnheader "Wednesday": W
              - columnheader "Thursday": T
              - columnheader "Friday": F
              - columnheader "Saturday": S
              - columnheader "Sunday": S
          - rowgroup:
            - row "26 October 2026 27 October 2026 28 October 2026 29 October 2026 30 October 2026 31 October 2026 1 November 2026":
              - gridcell "26 October 2026": "26"
              - gridcell "27 October 2026": "27"
              - gridcell "28 October 2026": "28"
              - gridcell "29 October 2026": "29"
              - gridcell "30 October 2026": "30"
              - gridcell "31 October 2026": "31"
              - gridcell "1 November 2026": "1"
            - row "2 November 2026 3 November 2026 4 November 2026 5 November 2026 6 November 2026 7 November 2026 8 November 2026":
              - gridcell "2 November 2026": "2"
              - gridcell "3 November 2026": "3"
              - gridcell "4 November 2026": "4"
              - gridcell "5 November 2026": "5"
              - gridcell "6 November 2026": "6"
              - gridcell "7 November 2026": "7"
              - gridcell "8 November 2026": "8"
            - row "9 November 2026 10 November 2026 11 November 2026 12 November 2026 13 November 2026 14 November 2026 15 November 2026":
              - gridcell "9 November 2026": "9"
              - gridcell "10 November 2026": "10"
              - gridcell "11 November 2026": "11"
              - gridcell "12 November 2026": "12"
              - gridcell "13 November 2026": "13"
              - gridcell "14 November 2026": "14"
              - gridcell "15 November 2026": "15"
            - row "16 November 2026 17 November 2026 18 November 2026 19 November 2026 20 November 2026 21 November 2026 22 November 2026":
              - gridcell "16 November 2026": "16"
              - gridcell "17 November 2026": "17"
              - gridcell "18 November 2026": "18"
              - gridcell "19 November 2026": "19"
              - gridcell "20 November 2026": "20"
              - gridcell "21 November 2026": "21"
              - gridcell "22 November 2026": "22"
            - row "23 November 2026 24 November 2026 25 November 2026 26 November 2026 27 November 2026 28 November 2026 29 November 2026":
              - gridcell "23 November 2026": "23"
              - gridcell "24 November 2026": "24"
              - gridcell "25 November 2026": "25"
              - gridcell "26 November 2026": "26"
              - gridcell "27 November 2026": "27"
              - gridcell "28 November 2026": "28"
              - gridcell "29 November 2026": "29"
            - row "30 November 2026 1 December 2026 2 December 2026 3 December 2026 4 December 2026 5 December 2026 6 December 2026":
              - gridcell "30 November 2026": "30"
              - gridcell "1 December 2026": "1"
              - gridcell "2 December 2026": "2"
              - gridcell "3 December 2026": "3"
              - gridcell "4 December 2026": "4"
              - gridcell "5 December 2026": "5"
              - gridcell "6 December 2026": "6"
    `);
    await dialog.getByRole('gridcell', { name: '24 November 2026', exact: true }).click();
    await settled(page);
    await expect(box).toMatchAriaSnapshot(`
      - button "Select Date" [expanded]
      - dialog "Choose date and time":
        - grid "24 November 2026":
          - rowgroup:
            - row "24 November 2026 Previous day Next day":
              - columnheader "24 November 2026 Previous day Next day":
                - button "24 November 2026"
                - button "Previous day"
                - button "Next day"
          - rowgroup:
            - row "12:00 AM 1:00 AM 2:00 AM 3:00 AM":
              - gridcell "12:00 AM"
              - gridcell "1:00 AM"
              - gridcell "2:00 AM"
              - gridcell "3:00 AM"
            - row "4:00 AM 5:00 AM 6:00 AM 7:00 AM":
              - gridcell "4:00 AM"
              - gridcell "5:00 AM"
              - gridcell "6:00 AM"
              - gridcell "7:00 AM"
            - row "8:00 AM 9:00 AM 10:00 AM 11:00 AM":
              - gridcell "8:00 AM"
              - gridcell "9:00 AM"
              - gridcell "10:00 AM"
              - gridcell "11:00 AM"
            - row "12:00 PM 1:00 PM 2:00 PM 3:00 PM":
              - gridcell "12:00 PM"
              - gridcell "1:00 PM"
              - gridcell "2:00 PM"
              - gridcell "3:00 PM"
            - row "4:00 PM 5:00 PM 6:00 PM 7:00 PM":
              - gridcell "4:00 PM"
              - gridcell "5:00 PM"
              - gridcell "6:00 PM"
              - gridcell "7:00 PM"
            - row "8:00 PM 9:00 PM 10:00 PM 11:00 PM":
              - gridcell "8:00 PM"
              - gridcell "9:00 PM"
              - gridcell "10:00 PM"
              - gridcell "11:00 PM"
      - paragraph: "Selected date: none"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Dimmer', () => {
  test('the segment, then dimmed', async ({ page, problems }) => {
    await open(page, '/modules/dimmer', 'Dimmer');
    const box = result(page, 'Dimmer');
    await expect(box).toMatchAriaSnapshot(`
      - heading "Example segment" [level=4]
      - paragraph: "A dimmer covers its container: this segment. While it is shown, the text and the button below cannot be reached, by mouse or by keyboard."
      - button "A button under the dimmer"
      - button "Toggle Dimmer"
      - checkbox "Click to close? " [checked]
      - text: Click to close? 
    `);
    await box.getByRole('button', { name: 'Toggle Dimmer' }).click();
    await settled(page);
    await expect(box).toMatchAriaSnapshot(`
      - heading "Example segment" [level=4]
      - heading "I can have content too!" [level=4]
      - paragraph: "A dimmer covers its container: this segment. While it is shown, the text and the button below cannot be reached, by mouse or by keyboard."
      - button "A button under the dimmer"
      - button "Toggle Dimmer"
      - checkbox "Click to close? " [checked]
      - text: Click to close? 
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Dropdown', () => {
  test('the File menu closed, then open', async ({ page, problems }) => {
    await open(page, '/modules/dropdown', 'Dropdown');
    const box = page.locator('section#dropdown .example-result');
    const file = box.getByRole('button', { name: 'File' });
    await expect(file).toMatchAriaSnapshot(`
      - button "File"
    `);
    await file.click();
    await settled(page);
    await expect(file).toMatchAriaSnapshot(`
      - button "File" [expanded]
    `);
    await expect(await controlled(page, file)).toMatchAriaSnapshot(`
      - menu "File":
        - menuitem "New"
        - menuitem "Open...": ctrl + o Open...
        - menuitem "Save as...": ctrl + s Save as...
        - menuitem "Rename": ctrl + r Rename
        - menuitem "Make a copy"
        - menuitem "Move to folder"
        - menuitem "Move to trash"
        - separator
        - menuitem "Download As..."
        - menuitem "Publish To Web"
        - menuitem "E-mail Collaborators"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Embed', () => {
  test('the play button, then the player it loads, named', async ({ page, problems }) => {
    // Offline: the player's address is answered with a stand-in page.
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Player</p>' }),
    );
    await open(page, '/modules/embed', 'Embed');
    const box = result(page, 'Vimeo');
    await expect(box).toMatchAriaSnapshot(`
      - 'button "Play video: Timelapse of the valley"'
    `);
    await box.getByRole('button').press('Enter');
    await expect(box).toMatchAriaSnapshot(`
      - iframe
    `);
    // An ARIA snapshot shows no name for a frame: its title names it.
    await expect(box.locator('iframe')).toHaveAccessibleName('Timelapse of the valley');
    expect(problems).toEqual([]);
  });
});

test.describe('Modal', () => {
  test('the dialog open, named by its header', async ({ page, problems }) => {
    await open(page, '/modules/modal', 'Modal');
    const box = result(page, 'Render function');
    await box.getByRole('textbox', { name: 'Modal content' }).fill('Hello');
    await box.getByRole('button', { name: 'Open', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Example' });
    await settled(page);
    await expect(dialog).toMatchAriaSnapshot(`
      - dialog "Example":
        - button "Close": 
        - text: Example
        - paragraph: Hello
        - button "Cancel"
        - button "OK"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Popup', () => {
  test('a tooltip shown, describing its trigger; an interactive popup open', async ({ page, problems }) => {
    await open(page, '/modules/popup', 'Popup');
    const add = result(page, 'Popup').getByRole('button', { name: 'Add' });
    await add.hover();
    await settled(page);
    await expect(page.getByRole('tooltip')).toMatchAriaSnapshot(`
      - tooltip "Example This is an example popup"
    `);
    await expect(add).toHaveAccessibleDescription(/\S/);
    await page.mouse.move(1, 1);
    const rate = result(page, 'Template').getByRole('button', { name: 'Rate' });
    await rate.click();
    await settled(page);
    await expect(rate).toMatchAriaSnapshot(`
      - button "Rate" [expanded]
    `);
    await expect(page.getByRole('dialog', { name: 'Rating' })).toMatchAriaSnapshot(`
      - dialog "Rating":
        - text: Rating
        - slider "Your rating"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Progress', () => {
  test('the value the bar announces, then after adding 10', async ({ page, problems }) => {
    await open(page, '/modules/progress', 'Progress');
    const box = result(page, 'Standard');
    const bar = box.getByRole('progressbar');
    // ARIA snapshots leave out aria-valuenow: the announced value is checked on its own.
    await expect(bar).toHaveAttribute('aria-valuenow', '55');
    await expect(bar).toMatchAriaSnapshot(`
      - progressbar "Progress Bar Label": 55% Progress Bar Label
    `);
    await box.getByRole('button', { name: 'Add 10' }).click();
    await expect(bar).toHaveAttribute('aria-valuenow', '65');
    await expect(bar).toMatchAriaSnapshot(`
      - progressbar "Progress Bar Label": 65% Progress Bar Label
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Rating', () => {
  test('the value, then another by keyboard', async ({ page, problems }) => {
    await open(page, '/modules/rating', 'Rating');
    const rating = result(page, 'Rating').getByRole('slider', { name: 'Example rating' });
    // ARIA snapshots leave out aria-valuenow: the announced value is checked on its own.
    await expect(rating).toHaveAttribute('aria-valuenow', '3');
    await expect(rating).toMatchAriaSnapshot(`
      - slider "Example rating"
    `);
    await rating.focus();
    await page.keyboard.press('ArrowRight');
    await expect(rating).toHaveAttribute('aria-valuenow', '4');
    await expect(rating).toMatchAriaSnapshot(`
      - slider "Example rating"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Search', () => {
  test('the combobox, then its results for a word', async ({ page, problems }) => {
    await open(page, '/modules/search', 'Search');
    const search = result(page, 'Local').getByRole('search');
    await expect(search).toMatchAriaSnapshot(`
      - search "Search the words":
        - combobox "Search the words"
        - status
    `);
    const input = search.getByRole('combobox');
    await input.click();
    await input.pressSequentially('el');
    const results = await controlled(page, input);
    await expect(results).toBeVisible();
    await settled(page);
    await expect(search).toMatchAriaSnapshot(`
      - search "Search the words":
        - combobox "Search the words" [expanded]: el
        - listbox "Search the words":
          - option "Elephant"
          - option "Jelly"
          - option "Peel"
          - option "Yellow"
        - status: "Results: 4"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Select', () => {
  test('closed, open with the options, then one selected', async ({ page, problems }) => {
    await open(page, '/modules/select', 'Select');
    const box = page.locator('section.example#selection .example-result');
    const combobox = box.getByRole('combobox').first();
    await expect(combobox).toMatchAriaSnapshot(`
      - combobox "Single select (with the selection class)": Select one
    `);
    await combobox.click();
    const listbox = await controlled(page, combobox);
    await settled(page);
    await expect(combobox).toMatchAriaSnapshot(`
      - combobox "Single select (with the selection class)" [expanded]:
        - text: Select one
        - listbox "Single select (with the selection class)":
          - option "Example"
          - option "Test"
          - option "What"
          - option "No"
          - option "Benefit"
          - option "Oranges"
          - option "Artemis"
          - option "Another"
          - option "Apples"
          - option "Foo"
          - option "Bar"
    `);
    await expect(listbox).toMatchAriaSnapshot(`
      - listbox "Single select (with the selection class)":
        - option "Example"
        - option "Test"
        - option "What"
        - option "No"
        - option "Benefit"
        - option "Oranges"
        - option "Artemis"
        - option "Another"
        - option "Apples"
        - option "Foo"
        - option "Bar"
    `);
    await listbox.getByRole('option').nth(1).click();
    await settled(page);
    await expect(combobox).toMatchAriaSnapshot(`
      - combobox "Single select (with the selection class)": Test
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Sidebar', () => {
  test('hidden, then shown', async ({ page, problems }) => {
    await open(page, '/modules/sidebar', 'Sidebar');
    const box = result(page, 'Direction');
    await expect(box).toMatchAriaSnapshot(`
      - button "Toggle bottom sidebar"
      - heading "Content" [level=3]
      - paragraph:
        - text: "Sidebar visibility:"
        - code: "false"
    `);
    await box.getByRole('button', { name: 'Toggle bottom sidebar' }).click();
    await settled(page);
    await expect(box).toMatchAriaSnapshot(`
      - button "Toggle bottom sidebar" [pressed]
      - link "Home":
        - /url: "#/modules/sidebar"
      - link "Topics":
        - /url: "#/modules/sidebar"
      - heading "Content" [level=3]
      - paragraph:
        - text: "Sidebar visibility:"
        - code: "true"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Slider', () => {
  test('the value it announces, then a step up', async ({ page, problems }) => {
    await open(page, '/modules/slider', 'Slider');
    const box = result(page, 'Slider');
    await expect(box).toMatchAriaSnapshot(`
      - paragraph:
        - text: "Volume:"
        - strong: "40"
      - slider "Volume"
    `);
    // ARIA snapshots leave out aria-valuenow: the announced value is checked on its own.
    await expect(box.getByRole('slider')).toHaveAttribute('aria-valuenow', '40');
    await box.getByRole('slider').focus();
    await page.keyboard.press('ArrowRight');
    await expect(box.getByRole('slider')).toHaveAttribute('aria-valuenow', '45');
    await expect(box).toMatchAriaSnapshot(`
      - paragraph:
        - text: "Volume:"
        - strong: "45"
      - slider "Volume"
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Tabs', () => {
  test('the first tab selected, then the second', async ({ page, problems }) => {
    await open(page, '/modules/tabs', 'Tabs');
    const box = result(page, 'Basic Tabs');
    await expect(box).toMatchAriaSnapshot(`
      - tablist:
        - tab "First" [selected]
        - tab "Second"
        - tab "Third"
      - tabpanel "First": First tab!
    `);
    await box.getByRole('tab', { name: 'Second' }).click();
    await expect(box).toMatchAriaSnapshot(`
      - tablist:
        - tab "First"
        - tab "Second" [selected]
        - tab "Third"
      - tabpanel "Second": Second tab!
    `);
    expect(problems).toEqual([]);
  });
});

test.describe('Toast', () => {
  test('the live regions empty, then a toast shown', async ({ page, problems }) => {
    await open(page, '/modules/toast', 'Toast');
    const region = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(region).toMatchAriaSnapshot(`
      - region "Notifications (F8)":
        - status
        - alert
    `);
    await result(page, 'Types').getByRole('button', { name: 'success', exact: true }).click();
    await expect(region.locator('.toast-box')).toHaveCount(1);
    await settled(page);
    await expect(region).toMatchAriaSnapshot(`
      - region "Notifications (F8)":
        - group "Payment received Thank you, your order is on its way.":
          - text: Payment received Thank you, your order is on its way.
          - button "Close"
        - status: Payment received Thank you, your order is on its way.
        - alert
    `);
    expect(problems).toEqual([]);
  });
});
