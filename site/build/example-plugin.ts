// Two build-time transforms that keep what the site shows identical to what it runs:
//
// 1. `import example from './examples/Basic.tsx?example'` gives `{ Component, file, source }`: the
//    example's component, its file name, and `source()`, which loads the exact text of its file and
//    that text highlighted (the `?source` module below). The text loads only when someone opens it,
//    so a page's first load holds the live examples and not their highlighted sources.
// 2. `highlight('bash', `npm install sui-react`)` with a plain template literal is replaced by
//    `{ html }` computed at build time. (At run time without this plugin it returns the code
//    escaped, with no colours.)
// 3. `import types from '../path/types.ts?source'` gives `{ html, file }` for a file that is
//    shown but not run (a type declaration, say), so the page never drifts from the file.
// The highlighted HTML holds the exact text (its text content is the code, character for character),
// so the code is not shipped a second time as a string: the copy button copies the shown text.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Plugin } from 'vite';
import { highlightCode } from './highlighter.ts';

const EXAMPLE_QUERY = '?example';
const SOURCE_QUERY = '?source';
const queryOf = (id: string) => [EXAMPLE_QUERY, SOURCE_QUERY].find((query) => id.endsWith(query));
const MACRO = /\bhighlight\(\s*'(\w+)',\s*`((?:[^`\\$]|\\.|\$(?!\{))*)`\s*,?\s*\)/g;

function unescapeTemplate(raw: string): string {
  return raw.replace(/\\([`$\\])/g, '$1');
}

export function examplesPlugin(): Plugin {
  return {
    name: 'sui-docs-examples',
    enforce: 'pre',
    async resolveId(source, importer) {
      const query = queryOf(source);
      if (!query) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, {
        skipSelf: true,
      });
      return resolved ? resolved.id + query : null;
    },
    async load(id) {
      const query = queryOf(id);
      if (!query) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      if (query === EXAMPLE_QUERY) {
        return [
          `import Component from ${JSON.stringify(file)};`,
          `const source = () => import(${JSON.stringify(file + SOURCE_QUERY)});`,
          `export default { Component, file: ${JSON.stringify(basename(file))}, source };`,
        ].join('\n');
      }
      const code = await readFile(file, 'utf8');
      const html = await highlightCode(code, file.endsWith('.tsx') ? 'tsx' : 'ts');
      return `export default { file: ${JSON.stringify(basename(file))}, html: ${JSON.stringify(html)} };`;
    },
    async transform(code, id) {
      if (!/\/site\/src\/pages\/.*\.tsx?$/.test(id) || !code.includes('highlight(')) return null;
      const matches = [...code.matchAll(MACRO)];
      if (!matches.length) return null;
      let out = '';
      let last = 0;
      for (const match of matches) {
        const [whole, lang, raw] = match as unknown as [string, string, string];
        const snippet = unescapeTemplate(raw).replace(/^\n/, '');
        const html = await highlightCode(snippet, lang);
        out += code.slice(last, match.index) + `({ html: ${JSON.stringify(html)} })`;
        last = match.index! + whole.length;
      }
      return { code: out + code.slice(last), map: null };
    },
  };
}
