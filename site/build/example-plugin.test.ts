import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textOf } from './html-text.ts';
import { examplesPlugin } from './example-plugin.ts';

const TYPES = fileURLToPath(
  new URL('../../packages/sui-react/src/behaviors/localization/types.ts', import.meta.url),
);
const IMPORTER = fileURLToPath(new URL('../src/pages/behaviors/localization/index.tsx', import.meta.url));
const RELATIVE = '../../../../../packages/sui-react/src/behaviors/localization/types.ts';

/** The plugin's hooks with a stand-in for Vite's context: relative paths resolve against the importer. */
function hooks() {
  const plugin = examplesPlugin();
  const watched: string[] = [];
  const context = {
    resolve: async (source: string, importer: string) => ({
      id: fileURLToPath(new URL(source, `file://${importer}`)),
    }),
    addWatchFile: (file: string) => watched.push(file),
  };
  const resolveId = plugin.resolveId as unknown as (
    this: typeof context,
    s: string,
    i: string,
  ) => Promise<string | null>;
  const load = plugin.load as unknown as (this: typeof context, id: string) => Promise<string | null>;
  return {
    watched,
    resolveId: (source: string) => resolveId.call(context, source, IMPORTER),
    load: (id: string) => load.call(context, id),
  };
}

/** Evaluates the module text `load` returns (a single default export of plain data). */
function exported(code: string): { file: string; html: string } {
  return JSON.parse(
    code
      .replace(/^export default \{ file: /, '{"file":')
      .replace(', html: ', ',"html":')
      .replace(/ };$/, '}'),
  );
}

describe('examples plugin: ?source', () => {
  it('resolves a ?source import to the file with the query kept', async () => {
    const { resolveId } = hooks();
    expect(await resolveId(`${RELATIVE}?source`)).toBe(`${TYPES}?source`);
    expect(await resolveId(RELATIVE)).toBeNull();
  });

  it('gives its name and its highlighted HTML, whose text is the exact file, and runs nothing', async () => {
    const { load, watched } = hooks();
    const module = await load(`${TYPES}?source`);
    expect(module).not.toContain('import ');
    const source = exported(module!);
    expect(Object.keys(source)).toEqual(['file', 'html']);
    expect(source.file).toBe('types.ts');
    expect(textOf(source.html)).toBe(readFileSync(TYPES, 'utf8'));
    expect(source.html).toMatch(/^<pre class="shiki" style="color:#24292e"><code>/);
    expect(source.html).toContain('LocaleValues');
    expect(watched).toEqual([TYPES]);
  });

  it('leaves other ids to the rest of the pipeline; ?example imports the component and loads its source lazily', async () => {
    const { load } = hooks();
    expect(await load(TYPES)).toBeNull();
    const example = await load(`${IMPORTER}?example`);
    expect(example).toMatch(/^import Component from /);
    // The highlighted text is not inlined: it loads, as the ?source module, when it is opened.
    expect(example).toContain(`import(${JSON.stringify(`${IMPORTER}?source`)})`);
    expect(example).not.toContain('html');
  });
});
