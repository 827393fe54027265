import { describe, expect, test } from 'vitest';

/**
 * One row of a component's keyboard table: the keys, as `KeyboardEvent.key` values (`ArrowRight`,
 * `PageUp`, ` ` for Space, `Shift+Tab` for a chord), where they apply, and what they do. A
 * component's `keyboard.ts` holds its rows; the docs page draws them (site/src/docs-kit/KeyboardTable)
 * and the component's tests read them through `testKeyboard`, so the table cannot name a key the
 * tests do not press, nor the tests press a key the table does not name.
 */
export interface KeyboardRow {
  readonly keys: readonly string[];
  /** Where the keys apply, when the component has more than one place (e.g. 'On a thumb'). */
  readonly where?: string;
  /** What they do, in a sentence. */
  readonly does: string;
}

export type KeyboardTable = readonly KeyboardRow[];

/** The name of a row in a test title and in `cases`: its place and its keys. */
export function rowName(row: KeyboardRow): string {
  const keys = row.keys.map((key) => (key === ' ' ? 'Space' : key)).join(', ');
  return `${row.where ? `${row.where}: ` : ''}${keys}`;
}

/**
 * One test per row of the table, from `cases` keyed by `rowName(row)`; a row without a case, or a
 * case without a row, fails.
 */
export function testKeyboard(
  component: string,
  table: KeyboardTable,
  cases: Record<string, () => void | Promise<void>>,
): void {
  describe(`${component}: the keyboard table`, () => {
    test('names exactly the rows these tests press', () => {
      expect(Object.keys(cases).sort()).toEqual(table.map(rowName).sort());
    });
    for (const row of table) {
      const run = cases[rowName(row)];
      if (run) test(`${rowName(row)}: ${row.does}`, run);
    }
  });
}
