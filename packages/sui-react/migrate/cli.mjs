#!/usr/bin/env node
// sui-react-migrate: moves an app's Semantic UI React imports to sui-react and sui-react/compat, and
// its Semantic UI stylesheets to Fomantic UI's (issue 28). The transform is transform.mjs; this
// file finds the files, writes them (or prints a diff with --dry) and sums up.
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { EXTENSIONS, MigrateParseError, transform } from './transform.mjs';

export const HELP = `Usage: sui-react-migrate [--dry] <path>...

Moves imports of semantic-ui-react to sui-react (the elements, collections and views, whose API
already matches) and to sui-react/compat (everything else), and semantic-ui-css stylesheets to
fomantic-ui-css. Reads ${EXTENSIONS.join(' ')} files under each path, skipping node_modules.

  --dry     print a unified diff of what would change; write nothing
  --help    show this text

Places the command cannot migrate by itself (a dynamic \`as\`, a removed component, a name neither
entry exports, a namespace used other than as S.Name) are left as they are and listed at the end.
Exit code: 0 when every file was read and parsed, 1 when one was not (the others are migrated),
2 for a usage error.`;

/**
 * The files to read under some paths: the given files as they are, and every file with a known
 * extension under the given folders (node_modules and hidden folders skipped), sorted.
 * @param {string[]} paths @param {(path: string, message: string) => void} fail
 */
export function filesUnder(paths, fail) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} path @param {boolean} given */
  const walk = (path, given) => {
    let stats;
    try {
      stats = statSync(path);
    } catch (error) {
      fail(path, `cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)})`);
      return;
    }
    if (stats.isDirectory()) {
      let entries;
      try {
        entries = readdirSync(path).sort();
      } catch (error) {
        fail(
          path,
          `cannot be listed (${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)})`,
        );
        return;
      }
      for (const entry of entries) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        walk(join(path, entry), false);
      }
    } else if (given || EXTENSIONS.includes(extname(path))) files.push(path);
  };
  for (const path of paths) walk(path, true);
  return files;
}

/**
 * Runs the command.
 * @param {string[]} args @param {{ cwd?: string, out?: (text: string) => void, err?: (text: string) => void }} [io]
 * @returns {number} the exit code
 */
export function main(args, { cwd = process.cwd(), out = console.log, err = console.error } = {}) {
  if (args.includes('--help') || args.includes('-h')) {
    out(HELP);
    return 0;
  }
  const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--dry');
  const paths = args.filter((arg) => !arg.startsWith('-'));
  if (unknown.length || paths.length === 0) {
    err(
      unknown.length
        ? `sui-react-migrate: unknown option ${unknown.join(' ')}`
        : 'sui-react-migrate: no path given',
    );
    err(HELP);
    return 2;
  }
  const dry = args.includes('--dry');
  /** @type {string[]} */
  const failures = [];
  /** @param {string} path @param {string} message */
  const fail = (path, message) => {
    const line = `${relative(cwd, path) || path}: ${message}`;
    failures.push(line);
    err(`sui-react-migrate: ${line}; left untouched`);
  };
  const files = filesUnder(
    paths.map((path) => resolve(cwd, path)),
    fail,
  );
  const totals = { scanned: 0, changed: 0, native: 0, compat: 0, stylesheets: 0 };
  /** @type {string[]} */
  const notes = [];
  for (const file of files) {
    const name = relative(cwd, file) || file;
    let source;
    try {
      source = readFileSync(file, 'utf8');
    } catch (error) {
      fail(file, `cannot be read (${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)})`);
      continue;
    }
    totals.scanned += 1;
    let result;
    try {
      result = transform(source, { filename: file });
    } catch (error) {
      if (!(error instanceof MigrateParseError)) throw error;
      fail(file, error.message);
      continue;
    }
    for (const note of result.notes) notes.push(`${name}:${note.line}: ${note.message}`);
    if (!result.changed) continue;
    totals.changed += 1;
    totals.native += result.moved.native;
    totals.compat += result.moved.compat;
    totals.stylesheets += result.stylesheets;
    if (dry) out(createTwoFilesPatch(`a/${name}`, `b/${name}`, source, result.code).replace(/^=+\n/, ''));
    else {
      try {
        writeFileSync(file, result.code);
      } catch (error) {
        fail(
          file,
          `cannot be written (${/** @type {NodeJS.ErrnoException} */ (error).code ?? String(error)})`,
        );
      }
    }
  }
  out(
    [
      `sui-react-migrate${dry ? ' (dry run: nothing written)' : ''}: ${totals.scanned} files scanned, ${totals.changed} ${dry ? 'would change' : 'changed'}`,
      `  imports moved: ${totals.native} to sui-react, ${totals.compat} to sui-react/compat; ${totals.stylesheets} stylesheets to fomantic-ui-css`,
      ...(notes.length
        ? [
            `  ${notes.length} ${notes.length === 1 ? 'place needs' : 'places need'} a person:`,
            ...notes.map((note) => `    ${note}`),
          ]
        : []),
      ...(failures.length
        ? [`  ${failures.length} failed (left untouched):`, ...failures.map((f) => `    ${f}`)]
        : []),
    ].join('\n'),
  );
  return failures.length ? 1 : 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
