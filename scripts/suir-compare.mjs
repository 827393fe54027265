// Semantic UI React's documentation examples, rendered as written and again with only the import
// changed to sui-react, and their Semantic UI classes compared (issue 26).
//
//   node scripts/suir-compare.mjs [folder...] [--details] [--json] [--compat] [--migrate]
//
// The folders are under ../shared/semantic-ui-react-examples (beside the repository: `elements`,
// `elements/Icon`; `elements` when none is given). Each side is one esbuild bundle holding every
// example, loaded once and rendered with its own react-dom/server `renderToStaticMarkup`:
//   - Semantic UI React 2.1.5 on React 18.3, both from suir/ (installed apart: `npm ci --prefix suir`);
//   - sui-react from its sources (packages/sui-react/src/index.ts) on the project's React 19.
// `lodash` and `prop-types`, which a few examples import for themselves, come from suir/ on both
// sides. An example that imports anything else (`faker`, for random data) is skipped and says why.
// For every element in document order that has a class attribute, the two sides' class lists must
// hold the same classes (in any order); an example is the same, different (the first position that
// differs, both class lists and the elements around it), failed (a render error on either side, or a
// name sui-react does not export) or skipped. Nothing is normalised: neither render holds anything
// random (Semantic UI React 2.1.5 makes no random ids, React's useId counts in render order), and only
// classes are compared anyway.
// Both sides render in development mode, as a user's dev server does: the library's development
// errors apply. What either side logs while rendering (console.error or warn) is kept per example.
// tests/build/suir-examples.test.ts runs it for `elements`. With `--migrate` (issue 28), the sui-react
// side renders a copy of the examples that sui-react-migrate has run over instead (`migrated`), and
// each result also gets its similarity (2 × LCS / the two lengths, over the elements' class sets);
// tests/build/suir-migrate.test.ts runs that over every folder.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { librarySources } from './library-aliases.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Semantic UI React's documentation examples (shared/ is beside the repository). */
export const EXAMPLES = resolve(ROOT, '../shared/semantic-ui-react-examples');
/** suir/: Semantic UI React 2.1.5 and React 18.3, with its own package.json and lock. */
export const SUIR = join(ROOT, 'suir');
const SUIR_MODULES = join(SUIR, 'node_modules');
const PROJECT_MODULES = join(ROOT, 'node_modules');
/** The library's sources: what `sui-react` stands for (scripts/library-aliases.mjs). */
export const LIBRARY_ENTRY = entrySource('sui-react');
const LIBRARY_SOURCES = `${dirname(LIBRARY_ENTRY)}${sep}`;

/**
 * The source file of one of the library's public names (`sui-react`, `sui-react/compat`).
 * @param {string} name
 */
export function entrySource(name) {
  const found = librarySources().find((entry) => entry.name === name);
  if (!found) throw new Error(`suir-compare: the package exports no ${name}.`);
  return join(ROOT, 'packages/sui-react', found.source);
}

/**
 * What each side brings itself. Any other package an example imports must be installed in suir/
 * (lodash, prop-types), or the example is skipped.
 */
const SIDE_MODULES = ['react', 'react-dom', 'semantic-ui-react'];
/** Why an example that imports a known package cannot be compared. */
const WHY_SKIPPED = /** @type {Record<string, string>} */ ({
  faker: 'random data, which differs render to render',
});

/**
 * @typedef {{ tag: string, classes: string }} Tagged an element with a class attribute
 * @typedef {'same' | 'different' | 'failed' | 'skipped'} Status
 * @typedef {{
 *   position: number,
 *   suir: string | null,
 *   suiReact: string | null,
 *   context: { suir: string[], suiReact: string[] },
 *   elements: { suir: number, suiReact: number },
 * }} Difference the first element whose classes differ (null: that side has no element there)
 * @typedef {{
 *   file: string,
 *   folder: string,
 *   status: Status,
 *   elements?: number,
 *   similarity?: number,
 *   difference?: Difference,
 *   error?: { side: 'semantic-ui-react' | 'sui-react', message: string },
 *   missing?: string[],
 *   reason?: string,
 *   warnings?: { suir: string[], suiReact: string[] },
 * }} ExampleResult
 * @typedef {{ same: number, different: number, failed: number, skipped: number, total: number }} Counts
 * @typedef {{
 *   folders: Array<Counts & { folder: string }>,
 *   examples: ExampleResult[],
 *   totals: Counts,
 *   absent: string[],
 *   notes: string[],
 *   ms: number,
 * }} Comparison
 */

/** @param {string} path */
const posix = (path) => path.split(sep).join('/');

/** The example files under a folder, sorted. @param {string} dir @returns {string[]} */
function examplesIn(dir) {
  if (statSync(dir).isFile()) return [dir];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return examplesIn(path);
      return /\.(jsx?|tsx?)$/.test(entry.name) ? [path] : [];
    });
}

/**
 * The packages an example imports, and the names it takes from semantic-ui-react (or, in a copy
 * migrated by sui-react-migrate, from `from`: `sui-react` or `sui-react/compat`).
 * @param {string} source @param {string} [from]
 */
function importsOf(source, from = 'semantic-ui-react') {
  const packages = new Set();
  const names = new Set();
  for (const [, clause = '', spec = ''] of source.matchAll(
    /^\s*import\s+(?:([\s\S]*?)\s+from\s+)?['"]([^'"]+)['"]/gm,
  )) {
    packages.add(spec);
    if (spec !== from) continue;
    // Only `import { A, B as C } from 'semantic-ui-react'` is in the examples.
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!named) throw new Error(`suir-compare: an import of semantic-ui-react that is not { … }: ${clause}`);
    for (const part of named[1]?.split(',') ?? []) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
  }
  return { packages: [...packages], names: [...names] };
}

/** The class-bearing elements of some static markup, in document order. @param {string} html */
export function classedElements(html) {
  /** @type {Tagged[]} */
  const found = [];
  // React escapes `<`, `>` and `"` inside attribute values and text, so a tag ends at the next `>`.
  for (const [, tag = '', attributes = ''] of html.matchAll(/<([a-zA-Z][\w:-]*)([^>]*)>/g)) {
    const value = /\sclass="([^"]*)"/.exec(attributes)?.[1];
    // An empty class attribute holds no class: treated as none.
    const classes = value?.trim().split(/\s+/).filter(Boolean).join(' ');
    if (classes) found.push({ tag: tag.toLowerCase(), classes });
  }
  return found;
}

/** @param {string} classes */
const classSet = (classes) => new Set(classes.split(' '));
/** @param {string} a @param {string} b */
function sameClasses(a, b) {
  const left = classSet(a);
  const right = classSet(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
}

/**
 * How alike two class lists are: 2 × the longest common subsequence of elements (an element equal
 * to another when their class sets are equal) over the sum of their lengths; 1 when both are empty.
 * @param {Tagged[]} a @param {Tagged[]} b
 */
export function similarity(a, b) {
  if (a.length + b.length === 0) return 1;
  const keys = (/** @type {Tagged[]} */ list) => list.map((e) => [...classSet(e.classes)].sort().join(' '));
  const left = keys(a);
  const right = keys(b);
  let previous = new Array(right.length + 1).fill(0);
  for (let i = 1; i <= left.length; i++) {
    /** @type {number[]} */
    const row = [0];
    for (let j = 1; j <= right.length; j++) {
      row[j] = left[i - 1] === right[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], row[j - 1] ?? 0);
    }
    previous = row;
  }
  return (2 * previous[right.length]) / (a.length + b.length);
}

/**
 * The first element whose classes differ, or null when every one matches.
 * @param {Tagged[]} suir @param {Tagged[]} suiReact @returns {Difference | null}
 */
export function firstDifference(suir, suiReact) {
  const length = Math.max(suir.length, suiReact.length);
  for (let position = 0; position < length; position++) {
    const a = suir[position];
    const b = suiReact[position];
    if (a && b && sameClasses(a.classes, b.classes)) continue;
    const from = Math.max(0, position - 2);
    /** @param {Tagged[]} list */
    const around = (list) =>
      list
        .slice(from, position + 3)
        .map(
          (element, index) =>
            `${from + index === position ? '>' : ' '} ${from + index}: <${element.tag} class="${element.classes}">`,
        );
    return {
      position,
      suir: a?.classes ?? null,
      suiReact: b?.classes ?? null,
      context: { suir: around(suir), suiReact: around(suiReact) },
      elements: { suir: suir.length, suiReact: suiReact.length },
    };
  }
  return null;
}

/**
 * Bundles one side: every example, the library it renders with, and that side's React.
 * `migrated`: the sui-react side's files are copies migrated by sui-react-migrate, which import
 * `sui-react` and `sui-react/compat` themselves (resolved to the library's sources).
 * `taken`: in that case, the names the copies take from each entry.
 * @param {{ side: 'suir' | 'sui-react', files: string[], names: string[], dir: string, leftOut: string[], library: string, migrated?: boolean, taken?: Record<string, string[]> }} options
 */
async function bundle({ side, files, names, dir, leftOut, library, migrated = false, taken = {} }) {
  const react = side === 'suir' ? SUIR_MODULES : PROJECT_MODULES;
  const entry = [
    // sui-react's side: the names the examples take, to tell which ones it does not export.
    ...(side === 'sui-react' && !migrated ? [`export * as library from 'semantic-ui-react';`] : []),
    ...(side === 'sui-react' && migrated
      ? [`export * as library from 'sui-react';`, `export * as compat from 'sui-react/compat';`]
      : []),
    `export { renderToStaticMarkup } from 'react-dom/server';`,
    `export { createElement, version } from 'react';`,
    // Each example is loaded when it renders (esbuild wraps a required module in a lazy
    // initialiser), so that one that throws as it loads (`Grid.Column` at its top level, with no
    // Grid) fails alone.
    `export const examples = [${files.map((file) => `() => require(${JSON.stringify(file)})`).join(', ')}];`,
  ].join('\n');
  const outfile = join(dir, `${side}.cjs`);
  /** @type {import('esbuild').Plugin[]} */
  const plugins = [];
  if (side === 'sui-react' && migrated) {
    const sources = librarySources();
    plugins.push({
      name: 'migrated-imports',
      setup(build) {
        // `sui-react`, `sui-react/compat`, `sui-react/<subpath>`: the library's sources. An
        // example's import of an entry goes through a module that reads each name it takes off the
        // entry, so that a name the entry does not export (yet) is undefined (the example then
        // fails alone), not a bundling error.
        build.onResolve({ filter: /^sui-react(\/|$)/ }, ({ path, importer }) => {
          const found = sources.find((source) => source.name === path);
          if (!found) return undefined;
          const source = join(ROOT, 'packages/sui-react', found.source);
          if (taken[path] && importer && !importer.startsWith(LIBRARY_SOURCES))
            return { path, namespace: 'entry', pluginData: source };
          return { path: source };
        });
        build.onLoad({ filter: /.*/, namespace: 'entry' }, ({ path, pluginData }) => ({
          contents: [
            `import * as library from ${JSON.stringify(pluginData)};`,
            ...(taken[path] ?? []).map((name) => `export const ${name} = library[${JSON.stringify(name)}];`),
          ].join('\n'),
          resolveDir: ROOT,
          loader: 'js',
        }));
        // What the command left importing from semantic-ui-react (and reported): undefined here.
        build.onResolve({ filter: /^semantic-ui-react(\/|$)/ }, ({ path }) => ({
          path,
          namespace: 'missing',
        }));
      },
    });
  }
  if (side === 'sui-react') {
    plugins.push({
      name: 'import-changed-to-sui-react',
      setup(build) {
        // The examples' `import { A } from 'semantic-ui-react'`, changed to the library: each name
        // it does not export is undefined here (the render then says so), not a bundling error.
        if (!migrated)
          build.onResolve({ filter: /^semantic-ui-react$/ }, () => ({
            path: 'sui-react',
            namespace: 'swap',
          }));
        build.onLoad({ filter: /.*/, namespace: 'swap' }, () => ({
          contents: [
            `import * as library from ${JSON.stringify(library)};`,
            ...names.map((name) => `export const ${name} = library[${JSON.stringify(name)}];`),
          ].join('\n'),
          resolveDir: ROOT,
          loader: 'js',
        }));
        // A file the library imports that is not there (yet: elements are being written beside
        // this) is left out with a note, as an empty CommonJS module so that its names are
        // undefined rather than bundling errors: the examples that need it then fail alone.
        build.onResolve({ filter: /^\.\.?\// }, ({ path, importer }) => {
          if (!importer.startsWith(LIBRARY_SOURCES)) return undefined;
          const file = join(dirname(importer), path);
          const base = file.replace(/\.js$/, '');
          if ([file, `${base}.ts`, `${base}.tsx`].some((candidate) => existsSync(candidate)))
            return undefined;
          leftOut.push(`${posix(relative(LIBRARY_SOURCES, importer))} → ${path}`);
          return { path: file, namespace: 'missing' };
        });
        build.onLoad({ filter: /.*/, namespace: 'missing' }, () => ({
          contents: 'module.exports = {};',
          loader: 'js',
        }));
      },
    });
  }
  await build({
    stdin: { contents: entry, resolveDir: ROOT, loader: 'js', sourcefile: `${side}-examples.js` },
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    loader: { '.js': 'jsx' },
    // Semantic UI React's ES build, so that only what the examples use is bundled.
    mainFields: ['module', 'main'],
    alias: {
      react: join(react, 'react'),
      'react-dom': join(react, 'react-dom'),
      ...(side === 'suir' ? { 'semantic-ui-react': join(SUIR_MODULES, 'semantic-ui-react') } : {}),
    },
    // lodash and prop-types, imported by a few examples, on both sides.
    nodePaths: [SUIR_MODULES],
    define: { 'process.env.NODE_ENV': '"development"' },
    plugins,
    logLevel: 'silent',
  }).catch((/** @type {{ errors?: import('esbuild').Message[] }} */ error) => {
    const messages = (error.errors ?? []).slice(0, 5).map((message) => {
      const at = message.location ? ` (${message.location.file}:${message.location.line})` : '';
      return `  ${message.text}${at}`;
    });
    throw new Error(`suir-compare: the ${side} bundle failed:\n${messages.join('\n') || String(error)}`);
  });
  /**
   * @type {{
   *   library?: Record<string, unknown>,
   *   compat?: Record<string, unknown>,
   *   renderToStaticMarkup: (element: unknown) => string,
   *   createElement: (type: unknown) => unknown,
   *   version: string,
   *   examples: Array<() => { default?: unknown }>,
   * }}
   */
  const loaded = createRequire(import.meta.url)(outfile);
  return loaded;
}

/**
 * Loads an example and renders its default export, keeping what React or the component logs
 * meanwhile.
 * @param {Awaited<ReturnType<typeof bundle>>} side @param {number} index
 * @returns {{ html?: string, error?: string, logged: string[] }}
 */
function render(side, index) {
  /** @type {string[]} */
  const logged = [];
  const { error: consoleError, warn: consoleWarn } = console;
  /** @param {unknown[]} args */
  const keep = (...args) => {
    let index = 1;
    const text = String(args[0]).replace(/%[sdifoOc]/g, () => String(args[index++]));
    logged.push([text, ...args.slice(index).map(String)].join(' ').split('\n')[0] ?? '');
  };
  console.error = keep;
  console.warn = keep;
  try {
    const module = /** @type {() => { default?: unknown }} */ (side.examples[index])();
    if (typeof module.default !== 'function')
      return { error: 'the file has no default export to render', logged };
    return { html: side.renderToStaticMarkup(side.createElement(module.default)), logged };
  } catch (error) {
    return { error: error instanceof Error ? error.message.split('\n')[0] : String(error), logged };
  } finally {
    console.error = consoleError;
    console.warn = consoleWarn;
  }
}

/** @param {ExampleResult[]} results @returns {Counts} */
function counts(results) {
  const tally = { same: 0, different: 0, failed: 0, skipped: 0, total: results.length };
  for (const result of results) tally[result.status] += 1;
  return tally;
}

/**
 * Tells why the comparison cannot run, when something it needs is missing.
 * @param {string} [examples]
 */
export function missingSetup(examples = EXAMPLES) {
  if (!existsSync(join(SUIR_MODULES, 'semantic-ui-react/package.json'))) {
    return 'suir/ is not installed (Semantic UI React 2.1.5 and React 18.3, apart from the project): run `npm ci --prefix suir --no-audit --no-fund`.';
  }
  if (!existsSync(examples)) {
    return `Semantic UI React's documentation examples are not at ${examples} (shared/semantic-ui-react-examples, beside the repository).`;
  }
  return null;
}

/**
 * Renders the examples under each folder with Semantic UI React and with sui-react, and compares
 * their classes.
 * `entry` is the public name the examples' `semantic-ui-react` import is changed to: `sui-react`,
 * or `sui-react/compat` (`--compat`).
 * `migrated` is a copy of the examples folder that sui-react-migrate has run over: the sui-react
 * side then renders those copies, as migrated, instead of changing the import itself.
 * @param {{ folders?: string[], examples?: string, entry?: string, migrated?: string }} [options]
 * @returns {Promise<Comparison>}
 */
export async function compareExamples({
  folders = ['elements'],
  examples = EXAMPLES,
  entry = 'sui-react',
  migrated,
} = {}) {
  const started = performance.now();
  const problem = missingSetup(examples);
  if (problem) throw new Error(`suir-compare: ${problem}`);
  const suirRequire = createRequire(join(SUIR, 'package.json'));

  /** @type {Array<{ file: string, path: string, folder: string, names: string[], skip?: string, copy?: { path: string, native: string[], compat: string[], stillSuir: string[] } }>} */
  const found = [];
  for (const folder of folders) {
    const dir = resolve(examples, folder);
    if (!existsSync(dir)) throw new Error(`suir-compare: no folder ${folder} under ${examples}.`);
    for (const path of examplesIn(dir)) {
      const file = posix(relative(examples, path));
      if (found.some((example) => example.file === file)) continue;
      const { packages, names } = importsOf(readFileSync(path, 'utf8'));
      const missing = packages.find((spec) => {
        if (SIDE_MODULES.includes(spec)) return false;
        try {
          suirRequire.resolve(spec);
          return false;
        } catch {
          return true;
        }
      });
      const skip =
        missing &&
        `imports ${missing}${WHY_SKIPPED[missing] ? ` (${WHY_SKIPPED[missing]})` : ''}, which suir/ does not install`;
      /** @type {{ path: string, native: string[], compat: string[], stillSuir: string[] } | undefined} */
      let copy;
      if (migrated) {
        const copyPath = join(migrated, file);
        const text = readFileSync(copyPath, 'utf8');
        copy = {
          path: copyPath,
          native: importsOf(text, 'sui-react').names,
          compat: importsOf(text, 'sui-react/compat').names,
          stillSuir: importsOf(text).names,
        };
      }
      found.push({ file, path, folder, names, skip, copy });
    }
  }
  const rendered = found.filter((example) => !example.skip);
  const names = [...new Set(rendered.flatMap((example) => example.names))].sort();
  /** @type {string[]} */
  const leftOut = [];
  const dir = mkdtempSync(join(tmpdir(), 'suir-compare-'));
  try {
    const files = rendered.map((example) => example.path);
    const copies = rendered.map((example) => example.copy?.path ?? example.path);
    const [suir, suiReact] = await Promise.all([
      bundle({ side: 'suir', files, names, dir, leftOut, library: entrySource(entry) }),
      bundle({
        side: 'sui-react',
        files: migrated ? copies : files,
        names,
        dir,
        leftOut,
        library: entrySource(entry),
        migrated: Boolean(migrated),
        taken: {
          'sui-react': [...new Set(rendered.flatMap((example) => example.copy?.native ?? []))],
          'sui-react/compat': [...new Set(rendered.flatMap((example) => example.copy?.compat ?? []))],
        },
      }),
    ]);
    if (!suir.version.startsWith('18.'))
      throw new Error(`suir-compare: suir/ has React ${suir.version}, not 18.3.`);
    const notes = [`React ${suir.version} with Semantic UI React; React ${suiReact.version} with sui-react.`];
    if (leftOut.length) {
      const files = [...new Set(leftOut)].sort();
      notes.push(`sui-react imports files that are not there (yet?), left out: ${files.join(', ')}.`);
    }

    /** @type {ExampleResult[]} */
    const results = found.map((example) => {
      const { file, folder } = example;
      if (example.skip) return { file, folder, status: 'skipped', reason: example.skip };
      const index = rendered.indexOf(example);
      const a = render(suir, index);
      const absent = example.copy
        ? [
            ...example.copy.native.filter((name) => suiReact.library?.[name] === undefined),
            ...example.copy.compat.filter((name) => suiReact.compat?.[name] === undefined),
            ...example.copy.stillSuir,
          ].sort()
        : example.names.filter((name) => suiReact.library?.[name] === undefined).sort();
      if (absent.length) {
        const error = { side: /** @type {const} */ ('sui-react'), message: `no export ${absent.join(', ')}` };
        return {
          file,
          folder,
          status: 'failed',
          error,
          missing: absent,
          warnings: { suir: a.logged, suiReact: [] },
        };
      }
      const b = render(suiReact, index);
      const warnings = { suir: a.logged, suiReact: b.logged };
      if (a.error !== undefined || a.html === undefined) {
        return {
          file,
          folder,
          status: 'failed',
          error: { side: 'semantic-ui-react', message: a.error ?? '' },
          warnings,
        };
      }
      if (b.error !== undefined || b.html === undefined) {
        return {
          file,
          folder,
          status: 'failed',
          error: { side: 'sui-react', message: b.error ?? '' },
          warnings,
        };
      }
      const left = classedElements(a.html);
      const right = classedElements(b.html);
      const difference = firstDifference(left, right);
      const alike = similarity(left, right);
      return difference
        ? {
            file,
            folder,
            status: 'different',
            elements: left.length,
            similarity: alike,
            difference,
            warnings,
          }
        : { file, folder, status: 'same', elements: left.length, similarity: alike, warnings };
    });
    return {
      folders: folders.map((folder) => ({
        folder,
        ...counts(results.filter((result) => found.find((e) => e.file === result.file)?.folder === folder)),
      })),
      examples: results,
      totals: counts(results),
      absent: [...new Set(results.flatMap((result) => result.missing ?? []))].sort(),
      notes,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @param {Counts} c */
export const countLine = (c) =>
  `${c.same} same, ${c.different} different, ${c.failed} failed, ${c.skipped} skipped (of ${c.total})`;

/**
 * The report as text: a line per folder (and per component folder under it), then each difference
 * and the failures grouped by their message (with `details`, every example that is not the same).
 * @param {Comparison} comparison @param {{ details?: boolean }} [options]
 */
export function formatComparison(comparison, { details = false } = {}) {
  const lines = [];
  for (const note of comparison.notes) lines.push(`note: ${note}`);
  for (const folder of comparison.folders) {
    lines.push(`${folder.folder}: ${countLine(folder)}`);
    const inside = comparison.examples.filter((e) => e.folder === folder.folder);
    /** @type {Map<string, ExampleResult[]>} */
    const groups = new Map();
    for (const example of inside) {
      const rest = example.file.slice(folder.folder.length + 1).split('/');
      if (rest.length < 3) continue; // only a folder two levels up from its files (elements → Button)
      const key = `${folder.folder}/${rest[0]}`;
      groups.set(key, [...(groups.get(key) ?? []), example]);
    }
    if (groups.size > 1) for (const [key, list] of groups) lines.push(`  ${key}: ${countLine(counts(list))}`);
  }
  const different = comparison.examples.filter((e) => e.status === 'different');
  const failed = comparison.examples.filter((e) => e.status === 'failed');
  const skipped = comparison.examples.filter((e) => e.status === 'skipped');
  if (different.length) lines.push('', 'Different:');
  for (const example of different) {
    const d = /** @type {Difference} */ (example.difference);
    lines.push(
      `  ${example.file}: element ${d.position} (of ${d.elements.suir} with classes, ${d.elements.suiReact} with sui-react; ${Math.round(100 * (example.similarity ?? 0))}% alike)`,
      `    Semantic UI React: ${d.suir === null ? '(no element)' : `"${d.suir}"`}`,
      `    sui-react:         ${d.suiReact === null ? '(no element)' : `"${d.suiReact}"`}`,
    );
    if (details) {
      lines.push('    around it, Semantic UI React:', ...d.context.suir.map((line) => `      ${line}`));
      lines.push('    around it, sui-react:', ...d.context.suiReact.map((line) => `      ${line}`));
    }
  }
  if (failed.length) lines.push('', 'Failed:');
  if (details) {
    for (const example of failed)
      lines.push(`  ${example.file}: ${example.error?.side}: ${example.error?.message}`);
  } else {
    /** @type {Map<string, number>} */
    const byMessage = new Map();
    for (const { error } of failed) {
      const key = `${error?.side}: ${error?.message}`;
      byMessage.set(key, (byMessage.get(key) ?? 0) + 1);
    }
    for (const [message, n] of [...byMessage].sort((a, b) => b[1] - a[1])) lines.push(`  ${n} × ${message}`);
  }
  if (skipped.length) lines.push('', 'Skipped:');
  for (const example of skipped) lines.push(`  ${example.file}: ${example.reason}`);
  const warned = comparison.examples.filter((e) => e.warnings?.suiReact.length);
  if (details && warned.length) lines.push('', 'Logged with sui-react:');
  if (details)
    for (const e of warned)
      lines.push(`  ${e.file}:`, ...(e.warnings?.suiReact ?? []).map((w) => `    ${w}`));
  lines.push(
    '',
    `total: ${countLine(comparison.totals)}; ${warned.length} logged a warning with sui-react (${(comparison.ms / 1000).toFixed(1)} s)`,
  );
  return lines.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter(
    (arg) => arg.startsWith('-') && !['--json', '--details', '--compat', '--migrate'].includes(arg),
  );
  if (unknown.length) {
    console.error(
      `suir-compare: unknown option ${unknown.join(' ')} (use --json, --details, --compat, --migrate)`,
    );
    process.exit(2);
  }
  const folders = args.filter((arg) => !arg.startsWith('-'));
  // --migrate: the sui-react side renders a copy of the examples that sui-react-migrate ran over.
  const copy = args.includes('--migrate') ? mkdtempSync(join(tmpdir(), 'suir-migrated-')) : undefined;
  try {
    if (copy) {
      cpSync(EXAMPLES, copy, { recursive: true });
      const { main } = await import('../packages/sui-react/migrate/cli.mjs');
      main([copy], { out: () => {}, err: (text) => console.error(text) });
    }
    const comparison = await compareExamples({
      folders: folders.length ? folders : undefined,
      entry: args.includes('--compat') ? 'sui-react/compat' : 'sui-react',
      migrated: copy,
    });
    console.log(
      args.includes('--json')
        ? JSON.stringify(comparison, null, 2)
        : formatComparison(comparison, { details: args.includes('--details') }),
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    if (copy) rmSync(copy, { recursive: true, force: true });
  }
}
