// The live editor's runner: compiles an edited example (TypeScript and JSX) with sucrase and runs it
// as a CommonJS module whose `require` gives exactly what the example's file imports. Loaded with
// the editor (the first "Edit"), never in a page's first load.
// React's default export is its whole CommonJS exports object; a namespace import of it (or of
// the JSX runtime) would make the bundler wrap React for every chunk of the site.
import React from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { transform } from 'sucrase';

/** What an example file imports from one specifier (made at build time, see site/build/example-plugin.ts). */
export interface ImportedNames {
  from: string;
  /** The exported names; `default` for a default import, `*` for a namespace import. */
  names: string[];
}

/** The modules an edited example can import, by specifier: each the names its file imports. */
export type ModuleTable = Map<string, Record<string, unknown>>;

/** An edit that cannot run: a syntax error (with its line and column), or an import the example does not have. */
export class CompileError extends Error {
  override name = 'CompileError';
}

/**
 * Pairs the names the file imports (from its `?source` module) with their values (the `?example`
 * module's `bindings`, in the same order).
 */
export function moduleTable(imports: readonly ImportedNames[], bindings: readonly unknown[]): ModuleTable {
  const table: ModuleTable = new Map();
  let next = 0;
  for (const { from, names } of imports) {
    const record: Record<string, unknown> = { __esModule: true };
    for (const name of names) {
      const value = bindings[next++];
      if (name === '*') Object.assign(record, value);
      else record[name] = value;
    }
    table.set(from, record);
  }
  if (next !== bindings.length) {
    throw new Error(`The example's imports name ${next} values but it has ${bindings.length}.`);
  }
  return table;
}

/** "This example can import: Select, SelectOption from 'sui-react/select'; anything from 'react'." */
export function importable(table: ModuleTable): string {
  const parts = [...table].map(
    ([from, record]) =>
      `${Object.keys(record)
        .filter((name) => name !== '__esModule')
        .join(', ')} from '${from}'`,
  );
  return `This example can import: ${[...parts, "anything from 'react'"].join('; ')}.`;
}

/**
 * A `require` for the compiled example: React whole, and from any other specifier exactly the names
 * the example's file imports. Another specifier throws a CompileError; another name from a known
 * specifier throws when the code reads it (when it renders, as a rule), with what can be imported.
 */
export function requireFrom(table: ModuleTable): (specifier: string) => unknown {
  return (specifier) => {
    if (specifier === 'react') return React;
    if (specifier === 'react/jsx-runtime') return { Fragment, jsx, jsxs };
    const record = table.get(specifier);
    if (!record) {
      throw new CompileError(`'${specifier}' cannot be imported here. ${importable(table)}`);
    }
    return new Proxy(record, {
      get(target, key) {
        if (typeof key === 'string' && !(key in target)) {
          throw new CompileError(`${key} from '${specifier}' cannot be imported here. ${importable(table)}`);
        }
        return target[key as string];
      },
    });
  };
}

/** Sucrase's "Error transforming X.tsx: Unexpected token (3:14)" as "Line 3, column 14: unexpected token." */
function syntaxMessage(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).replace(
    /^Error transforming [^:]*: /,
    '',
  );
  const match = /^(.*?)\.? \((\d+):(\d+)\)$/s.exec(message);
  if (!match) return message;
  const [, what, line, column] = match;
  return `Line ${line}, column ${column}: ${what!.charAt(0).toLowerCase()}${what!.slice(1)}.`;
}

/**
 * Compiles and runs an example's code and returns its default export, the component to show.
 * Throws a CompileError for a syntax error, a missing import or a missing default export; an error
 * the module throws as it runs is thrown as it is.
 */
export function runExample(code: string, table: ModuleTable, file = 'Example.tsx'): React.ComponentType {
  let compiled: string;
  try {
    compiled = transform(code, {
      transforms: ['typescript', 'jsx', 'imports'],
      jsxRuntime: 'automatic',
      production: true,
      filePath: file,
    }).code;
  } catch (error) {
    throw new CompileError(syntaxMessage(error));
  }
  const exports: { default?: unknown } = {};
  // The example is the reader's own code, run in the page as the site's own examples are.
  new Function('require', 'exports', `${compiled}\n//# sourceURL=${file}`)(requireFrom(table), exports);
  const component = exports.default;
  if (typeof component === 'function' || (typeof component === 'object' && component !== null)) {
    return component as React.ComponentType;
  }
  throw new CompileError(
    'The example has no component to show: end it with `export default function Example() { … }`.',
  );
}

/**
 * Ctrl+] and Ctrl+[ in the editor: indents (by two spaces) or outdents the lines the selection
 * touches. Returns the lines' new text and their range in the old text, or null for nothing to do.
 */
export function indentLines(
  text: string,
  start: number,
  end: number,
  outdent: boolean,
): { from: number; to: number; text: string } | null {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  // A selection that ends at the start of a line does not take that line.
  const last = end > start && text[end - 1] === '\n' ? end - 1 : end;
  const newline = text.indexOf('\n', last);
  const to = newline === -1 ? text.length : newline;
  const lines = text.slice(from, to).split('\n');
  const changed = lines.map((line) => (outdent ? line.replace(/^ {1,2}/, '') : `  ${line}`)).join('\n');
  return changed === text.slice(from, to) ? null : { from, to, text: changed };
}
