// The library's public names (`sui-react`, `sui-react/select`, `sui-react/locales/de`) resolved to
// its sources, for the docs site (Vite), the unit tests (Vitest) and the site's type-check
// (site/tsconfig.json `paths`, checked against this by tests/build/library-package.test.ts): no
// library build is needed to develop the site or run the tests, and pages import exactly what users
// import. Derived from the package's `exports` map, so a new subpath needs no entry here.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// From a path, not `new URL(…, import.meta.url)`: under jsdom (the fuzz test loads docgen, which
// loads this) the global URL is jsdom's, which fileURLToPath does not take.
const LIBRARY = `${resolve(dirname(fileURLToPath(import.meta.url)), '../packages/sui-react')}/`;

/** @type {{ name: string, exports: Record<string, string | { default: string }> }} */
const pkg = JSON.parse(readFileSync(`${LIBRARY}package.json`, 'utf8'));

/**
 * The source file (relative to the package) of an export's built module: `./dist/x/index.js` is
 * built from `./src/x/index.ts` (or .tsx).
 * @param {string} built
 */
export function sourceOf(built) {
  const match = /^\.\/dist\/(.+)\.js$/.exec(built);
  if (!match) throw new Error(`library-aliases: ${built} is not a module under ./dist.`);
  const ts = `./src/${match[1]}.ts`;
  return ts.includes('*') || existsSync(`${LIBRARY}${ts}`) ? ts : `${ts}x`;
}

/**
 * Each public name and the source file it stands for, relative to the package: `*` in a subpath
 * stands for the same text in its file.
 * @returns {Array<{ name: string, source: string }>}
 */
export function librarySources() {
  return Object.entries(pkg.exports)
    .filter(([key]) => key !== './package.json')
    .map(([key, target]) => {
      // A stylesheet (sui-react/a11y.css) is copied to dist as it is written in src.
      if (typeof target === 'string' && target.endsWith('.css')) {
        return { name: pkg.name + key.slice(1), source: target.replace(/^\.\/dist\//, './src/') };
      }
      if (typeof target === 'string') throw new Error(`library-aliases: ${key} has no default condition.`);
      return { name: pkg.name + key.slice(1), source: sourceOf(target.default) };
    });
}

/** Vite/Vitest `resolve.alias` entries: each public name, exactly, to its absolute source path. */
export function libraryAliases() {
  return librarySources().map(({ name, source }) => {
    const escaped = name.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&');
    return {
      find: new RegExp(`^${escaped.replace('*', '([^/]+)')}$`),
      replacement: `${LIBRARY}${source.slice(2).replace('*', '$1')}`,
    };
  });
}
