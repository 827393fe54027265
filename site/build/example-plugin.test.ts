import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textOf } from './html-text.ts';
import { exampleModule, examplesPlugin, importsOf } from './example-plugin.ts';

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

const EXAMPLE = `import 'fomantic-ui-css/components/image.min.css';
import { useState, type FormEvent } from 'react';
import { Select, type SelectProps } from 'sui-react/select';
import type { ToastType } from 'sui-react/toast';
import {
  Transition,
  TRANSITION_NAMES,
} from 'sui-react/transition';
import landscape from './landscape.svg';
import * as data from '../data';
import { Option as SelectOption } from 'sui-react/select';

export default function Example() {
  return null;
}
`;

describe('examples plugin: what an example imports, for the live editor', () => {
  it('reads the value imports by specifier, in file order: no types, no side effects, no React', () => {
    expect(importsOf(EXAMPLE)).toEqual([
      { from: 'sui-react/select', names: ['Select', 'Option'] },
      { from: 'sui-react/transition', names: ['Transition', 'TRANSITION_NAMES'] },
      { from: './landscape.svg', names: ['default'] },
      { from: '../data', names: ['*'] },
    ]);
  });

  it('?example re-imports exactly those names from the same specifiers, as `bindings` in the same order', () => {
    const module = exampleModule('/site/examples/Example.tsx', EXAMPLE);
    expect(module.split('\n')).toEqual([
      'import Component from "/site/examples/Example.tsx";',
      'import { Select as m0$Select, Option as m0$Option } from "sui-react/select";',
      'import { Transition as m1$Transition, TRANSITION_NAMES as m1$TRANSITION_NAMES } from "sui-react/transition";',
      'import { default as m2$default } from "./landscape.svg";',
      'import * as m3 from "../data";',
      'const source = () => import("/site/examples/Example.tsx?source");',
      'export default { Component, file: "Example.tsx", source, bindings: [m0$Select, m0$Option, m1$Transition, m1$TRANSITION_NAMES, m2$default, m3] };',
    ]);
  });

  it('for every example of the site: ?example imports no module the file does not, and ?source names every binding', async () => {
    const { load } = hooks();
    const pages = fileURLToPath(new URL('../src/pages/', import.meta.url));
    const files = readdirSync(pages, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\/examples\/[^/]+\.tsx$/.test(file) && !file.endsWith('.test.tsx'))
      .map((file) => join(pages, file));
    expect(files.length).toBeGreaterThan(60);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      const example = (await load(`${file}?example`))!;
      const fileSpecifiers = new Set(
        [...code.matchAll(/^import [^;]*?from '([^']+)';$/gms)].map((m) => m[1]),
      );
      const exampleSpecifiers = [...example.matchAll(/ from "([^"]+)";$/gm)].map((m) => m[1]);
      expect(exampleSpecifiers[0], file).toBe(file);
      for (const specifier of exampleSpecifiers.slice(1)) expect(fileSpecifiers, file).toContain(specifier);
      const source = (await load(`${file}?source`))!;
      const imports = JSON.parse(/, imports: (\[.*\]) };$/.exec(source)![1]!) as { names: string[] }[];
      const bindings = /bindings: \[(.*)\] };$/.exec(example)![1]!;
      expect(bindings ? bindings.split(', ').length : 0, file).toBe(imports.flatMap((i) => i.names).length);
    }
  });
});
