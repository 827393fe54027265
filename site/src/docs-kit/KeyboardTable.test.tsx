import { render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import KeyboardRows from './KeyboardRows';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const LIBRARY = join(ROOT, 'packages/sui-react/src');
const PAGES = join(ROOT, 'site/src/pages');

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );

const keyboardFiles = files(LIBRARY).filter(
  (file) => file.endsWith('/keyboard.ts') && !file.includes('/test-utils/'),
);
const pageSources = files(PAGES)
  .filter((file) => file.endsWith('index.tsx'))
  .map((file) => readFileSync(file, 'utf8'));

describe('keyboard tables', () => {
  it('exist for the interactive components', () => {
    const folders = keyboardFiles.map((file) => relative(LIBRARY, dirname(file)));
    expect(folders).toEqual(
      expect.arrayContaining([
        'modules/dropdown',
        'modules/select',
        'modules/search',
        'modules/tabs',
        'modules/modal',
      ]),
    );
  });

  describe.each(keyboardFiles.map((file) => [relative(LIBRARY, file), file]))('%s', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const tables = [...source.matchAll(/export const (\w+): KeyboardTable/g)].map(([, name]) => name!);
    const tests = files(dirname(file))
      .filter((test) => /\.test\.tsx?$/.test(test))
      .map((test) => readFileSync(test, 'utf8'));

    it('exports at least one table', () => expect(tables.length).toBeGreaterThan(0));
    it.each(tables)('%s is drawn by a page', (table) => {
      expect(
        pageSources.some((page) =>
          new RegExp(`<KeyboardTable\\s+load=\\{\\w+\\}\\s+table="${table}"`).test(page),
        ),
      ).toBe(true);
    });
    it.each(tables)('%s is read by the component’s tests', (table) => {
      expect(tests.some((test) => new RegExp(`testKeyboard\\(\\s*'[^']+',\\s*${table},`).test(test))).toBe(
        true,
      );
    });
  });
});

describe('KeyboardRows', () => {
  it('draws a row per entry: where, the keys as kbd (arrows and Space by name), and what they do', () => {
    render(
      <KeyboardRows
        caption="Demo keys"
        rows={[
          { where: 'On a thumb', keys: ['ArrowRight', ' '], does: 'Step up.' },
          { keys: ['Shift+Tab'], does: 'Go back.' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Demo keys' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'On a thumb→, SpaceStep up.',
      'AnywhereShift+TabGo back.',
    ]);
    expect(
      within(rows[1]!)
        .getAllByText(/Shift|Tab/)
        .map((kbd) => kbd.tagName),
    ).toEqual(['KBD', 'KBD']);
  });
});
