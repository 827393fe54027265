import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeViolations, expect, openRoute, test } from './fixtures';

const FILE = readFileSync(
  fileURLToPath(new URL('../src/pages/modules/checkbox/examples/CheckboxExample.tsx', import.meta.url)),
  'utf8',
);
const EDITED = FILE.replace('label="An example checkbox"', 'label="A checkbox I edited"');
const BROKEN = FILE.replace('    </div>\n  );', '    </div\n  );');
const THROWING = FILE.replace('  return (', "  throw new Error('thrown by the reader');\n  return (");

for (const width of [1300, 412]) {
  test(`at ${width} px, Edit turns the example's source into an editor that re-renders it, by keyboard alone`, async ({
    page,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openRoute(page, '/modules/checkbox', 'Checkbox and radio button');
    const example = page.locator('section.example#checkbox');
    const radios = page.locator('section.example#radio-button');
    const result = example.locator('.example-result');
    const status = example.locator('.live-status');

    const edit = example.getByRole('button', { name: 'Edit' });
    await expect(edit).toHaveAttribute('aria-expanded', 'false');
    await edit.focus();
    await page.keyboard.press('Enter');
    const code = example.getByRole('textbox', { name: 'Edit CheckboxExample.tsx' });
    // The editor opens with the focus in it, holding the file exactly, highlighted.
    await expect(code).toBeFocused();
    await expect(example.getByRole('button', { name: 'Close editor' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(code).toHaveValue(FILE);
    expect(await example.locator('.live-code pre .token').count()).toBeGreaterThan(50);
    await expect(code).toHaveAccessibleDescription(/Tab leaves the editor/);
    expect(await axeViolations(page)).toEqual([]);
    // Long lines wrap in the editor: the page does not scroll sideways (its scroller is .full-height).
    const sideways = () =>
      page.evaluate(() =>
        [document.documentElement, document.querySelector('.full-height')!].filter(
          (box) => box.scrollWidth > box.clientWidth,
        ),
      );
    expect(await sideways()).toHaveLength(0);
    // ...and nothing is cut off inside the editor, which hides its overflow.
    for (const box of [code, example.locator('.live-code pre')]) {
      expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }

    // An edit re-renders the example.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(EDITED);
    await expect(result.getByRole('checkbox', { name: 'A checkbox I edited' })).toBeVisible();
    // Typed key by key, too (the first key replaces the selected text).
    await page.keyboard.press('Control+a');
    await page.keyboard.type('export default () => <p>Typed live</p>;');
    await expect(result).toHaveText('Typed live');
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(EDITED);
    await expect(result.getByRole('checkbox', { name: 'A checkbox I edited' })).toBeVisible();

    // A syntax error: its line and column in the example box; the last good render stays, and the
    // rest of the page works.
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(BROKEN);
    await expect(status).toContainText('This edit cannot run');
    await expect(status).toContainText(/Line 3\d, column \d+:/);
    await expect(result.getByRole('checkbox', { name: 'A checkbox I edited' })).toBeVisible();
    const radio = radios.getByRole('radio').first();
    await radio.focus();
    await page.keyboard.press('Space');
    await expect(radio).toBeChecked();

    // A runtime error: shown in the example box, in an alert; the page goes on.
    await code.focus();
    await page.keyboard.press('Control+a');
    await page.keyboard.insertText(THROWING);
    await expect(result.getByRole('alert')).toContainText('This example failed to render');
    await expect(result.getByRole('alert')).toContainText('thrown by the reader');
    await expect(status).toHaveText('');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Checkbox and radio button');

    // Tab leaves the editor (no trap) for the next example's anchor; Shift+Tab comes back, and once
    // more reaches Reset, which restores the file and the example's own component.
    await code.focus();
    await page.keyboard.press('Tab');
    await expect(code).not.toBeFocused();
    await expect(page.getByRole('link', { name: 'Link to the Radio button example' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(code).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(example.getByRole('button', { name: 'Reset' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(code).toHaveValue(FILE);
    await expect(result.getByRole('alert')).toHaveCount(0);
    await expect(result.getByRole('checkbox', { name: 'An example checkbox' })).toBeChecked();
    await page.keyboard.press('Space');
    expect(await axeViolations(page)).toEqual([]);

    // Closing the editor leaves the example as it was.
    await example.getByRole('button', { name: 'Close editor' }).focus();
    await page.keyboard.press('Enter');
    await expect(code).toHaveCount(0);
    await expect(result.getByRole('checkbox', { name: 'An example checkbox' })).toBeVisible();

    // The one console error is React's report of the error the reader's code threw (caught by the
    // example's error boundary).
    const thrown = problems.filter((problem) => problem.includes('thrown by the reader'));
    expect(thrown.length).toBeGreaterThan(0);
    expect(problems.filter((problem) => !thrown.includes(problem))).toEqual([]);
    problems.length = 0;
  });
}

test('the editor loads only with the first Edit: no page loads it before', async ({ page, problems }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await openRoute(page, '/modules/select', 'Select');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /\/Live-[\w-]+\.js$/.test(url))).toEqual([]);
  await page.getByRole('button', { name: 'Edit' }).first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Edit \w+\.tsx$/ })).toBeFocused();
  expect(scripts.filter((url) => /\/Live-[\w-]+\.js$/.test(url))).toHaveLength(1);
  expect(problems).toEqual([]);
});
