// Two build-time transforms that keep what the site shows identical to what it runs:
//
// 1. `import example from './examples/Basic.tsx?example'` gives `{ Component, file, source, bindings }`:
//    the example's component, its file name, `source()`, which loads the exact text of its file and
//    that text highlighted (the `?source` module below), and `bindings`, the values the file imports
//    (see exampleModule), for the live editor. The text loads only when someone opens it, so a page's
//    first load holds the live examples and not their highlighted sources.
// 2. `highlight('bash', `npm install sui-react`)` with a plain template literal is replaced by
//    `{ html }` computed at build time. (At run time without this plugin it returns the code
//    escaped, with no colours.)
// 3. `import types from '../path/types.ts?source'` gives `{ html, file }` for a file that is
//    shown but not run (a type declaration, say), so the page never drifts from the file; for a
//    .tsx file also `imports`, the names it imports by specifier (see importsOf), which the live
//    editor pairs with the example's `bindings`.
// The highlighted HTML holds the exact text (its text content is the code, character for character),
// so the code is not shipped a second time as a string: the copy button copies the shown text.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { highlightCode } from './highlighter.ts';

const EXAMPLE_QUERY = '?example';
const SOURCE_QUERY = '?source';
const queryOf = (id: string) => [EXAMPLE_QUERY, SOURCE_QUERY].find((query) => id.endsWith(query));
const MACRO = /\bhighlight\(\s*'(\w+)',\s*`((?:[^`\\$]|\\.|\$(?!\{))*)`\s*,?\s*\)/g;

/**
 * What a file imports from one specifier, for the live editor: the exported names, `default` for
 * a default import and `*` for a namespace import (`import * as x`).
 */
export interface ImportedNames {
  from: string;
  names: string[];
}

/**
 * The value imports of an example file, by specifier, in file order: type-only imports and names
 * are left out (they do not exist at run time), and so are side-effect imports (`import './x.css'`,
 * loaded already) and React (the editor gives every example all of React).
 */
export function importsOf(code: string, file = 'example.tsx'): ImportedNames[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const bySpecifier = new Map<string, ImportedNames>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    const clause = statement.importClause;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!clause || clause.isTypeOnly || from === 'react') continue;
    const names: string[] = [];
    if (clause.name) names.push('default');
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    }
    if (!names.length) continue;
    const entry = bySpecifier.get(from);
    if (entry) entry.names.push(...names.filter((name) => !entry.names.includes(name)));
    else bySpecifier.set(from, { from, names });
  }
  return [...bySpecifier.values()];
}

/**
 * The `?example` module: the component, the lazy source, and `bindings`, the values of the names
 * the file imports, in the order of `importsOf` (the `?source` module, loaded with the editor,
 * names them). It imports the same names from the same specifiers as the file, so it adds no module
 * to the page, only a few bytes; its own local names (`m0`, `m1$Select`...) cannot clash with
 * `Component` or `source`.
 */
export function exampleModule(file: string, code: string): string {
  const lines = [`import Component from ${JSON.stringify(file)};`];
  const bindings: string[] = [];
  importsOf(code, file).forEach(({ from, names }, index) => {
    const specifiers: string[] = [];
    for (const name of names) {
      const local = name === '*' ? `m${index}` : `m${index}$${name}`;
      if (name === '*') lines.push(`import * as ${local} from ${JSON.stringify(from)};`);
      else specifiers.push(`${name} as ${local}`);
      bindings.push(local);
    }
    if (specifiers.length) lines.push(`import { ${specifiers.join(', ')} } from ${JSON.stringify(from)};`);
  });
  lines.push(
    `const source = () => import(${JSON.stringify(file + SOURCE_QUERY)});`,
    `export default { Component, file: ${JSON.stringify(basename(file))}, source, bindings: [${bindings.join(', ')}] };`,
  );
  return lines.join('\n');
}

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
      const code = await readFile(file, 'utf8');
      if (query === EXAMPLE_QUERY) return exampleModule(file, code);
      const html = await highlightCode(code, file.endsWith('.tsx') ? 'tsx' : 'ts');
      // An example's source also names what it imports, for the live editor (see importsOf).
      const imports = file.endsWith('.tsx') ? `, imports: ${JSON.stringify(importsOf(code, file))}` : '';
      return `export default { file: ${JSON.stringify(basename(file))}, html: ${JSON.stringify(html)}${imports} };`;
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
