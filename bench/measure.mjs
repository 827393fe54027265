// @ts-check
// Deterministic size measurements, shared by the size tests (npm test) and the benchmark.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { siteRoutes } from '../scripts/site-routes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const LIBRARY_DIST = join(ROOT, 'packages/sui-react/dist');
export const SITE_DIST = join(ROOT, 'site/dist');

/**
 * The machine a benchmark ran on, for its results' `environment`: the browser's version, Node's and
 * the processors.
 * @param {{ version(): string }} browser
 */
export const machine = (browser) => ({
  chromium: browser.version(),
  node: process.version,
  cpus: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
});

/** @param {string | Uint8Array} content */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/**
 * Bundles `code` the way an app would (minified, ESM, React external) for a build with this
 * `NODE_ENV` and returns its bytes. Imports resolve from `resolveDir`: the repository root reaches
 * the built `sui-react`; bench/ reaches Semantic UI React.
 * @param {string} code
 * @param {string} [resolveDir]
 * @param {string} [nodeEnv]
 * @returns {Promise<Uint8Array>}
 */
export async function bundle(code, resolveDir = ROOT, nodeEnv = 'production') {
  const result = await build({
    stdin: { contents: code, resolveDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2020',
    conditions: ['import'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no output.');
  return output.contents;
}

/**
 * The minified and gzipped sizes in bytes of `code` bundled for production (see `bundle`).
 * @param {string} code
 * @param {string} [resolveDir]
 * @returns {Promise<{ min: number, gz: number }>}
 */
export async function bundleSize(code, resolveDir = ROOT) {
  const bytes = await bundle(code, resolveDir);
  return { min: bytes.length, gz: gzipSize(bytes) };
}

/**
 * The size of one public module of the built library, `sui-react/<subpath>`, the way an app that
 * uses all of it ships it, and the way `allComponentsSize` measures the whole library: every export
 * imported by name (the default export too) and kept. (`export * as m` would add esbuild's
 * namespace-object helper, about 75 B gzipped, which no app that imports names ships.)
 * @param {string} subpath
 * @returns {Promise<{ min: number, gz: number, names: string[] }>}
 */
export async function moduleSize(subpath) {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/sui-react/package.json'), 'utf8'));
  const spec = `./${subpath}`;
  // Its entry in the exports map: the exact one, else a pattern (`./locales/*`) whose `*` it fills.
  const key =
    spec in pkg.exports
      ? spec
      : Object.keys(pkg.exports).find((entry) => entry.endsWith('*') && spec.startsWith(entry.slice(0, -1)));
  if (!key) throw new Error(`sui-react has no public module ${subpath}.`);
  const target = pkg.exports[key].default.replace('*', spec.slice(key.length - 1));
  const names = Object.keys(
    await import(pathToFileURL(join(ROOT, 'packages/sui-react', target)).href),
  ).sort();
  const local = names.map((name) => (name === 'default' ? '__default' : name));
  const named = names.filter((name) => name !== 'default');
  const bindings = [names.includes('default') && '__default', named.length && `{ ${named.join(', ')} }`];
  const size = await bundleSize(
    `import ${bindings.filter(Boolean).join(', ')} from 'sui-react/${subpath}';\nwindow.__keep = [${local.join(', ')}];`,
  );
  return { ...size, names };
}

/** The functions that are a component's API although their names are lower case: `toast('Saved')`. */
const IMPERATIVE_API = ['toast'];

/**
 * The public components, hooks and classes of the built library: every function or React component
 * object the package root exports whose name starts with a capital letter or `use`, and the
 * IMPERATIVE_API. (Constants, reducers and helpers such as `pageNumbers` are left out: an app that
 * uses every component would not import them.)
 * @returns {Promise<string[]>}
 */
export async function publicComponentNames() {
  const root = await import(pathToFileURL(join(LIBRARY_DIST, 'index.js')).href);
  return Object.keys(root)
    .filter((name) => {
      const value = root[name];
      // forwardRef and memo components are objects tagged with $$typeof.
      const component = typeof value === 'function' || (typeof value === 'object' && value?.$$typeof);
      return component && (/^(?:[A-Z]|use[A-Z])/.test(name) || IMPERATIVE_API.includes(name));
    })
    .sort();
}

/**
 * Every public component of sui-react in one bundle, imported by name the way an app would (and
 * the way the peer's 17 equivalents are measured), less the names in `without`.
 * @param {string[]} [without]
 * @returns {Promise<{ min: number, gz: number, names: string[] }>}
 */
export async function allComponentsSize(without = []) {
  const all = await publicComponentNames();
  const unknown = without.filter((name) => !all.includes(name));
  if (unknown.length) throw new Error(`sui-react exports no component named ${unknown.join(', ')}.`);
  const names = all.filter((name) => !without.includes(name));
  const size = await bundleSize(
    `import { ${names.join(', ')} } from 'sui-react';\nwindow.__keep = [${names.join(', ')}];`,
  );
  return { ...size, names };
}

/**
 * @typedef {{ file: string, src?: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk
 */

/** @returns {Record<string, ManifestChunk>} */
export function siteManifest() {
  return JSON.parse(readFileSync(join(SITE_DIST, '.vite/manifest.json'), 'utf8'));
}

/**
 * Every JS and CSS file the browser loads for the site's entry plus the given page modules
 * (their source paths, e.g. `src/pages/getting-started/index.tsx`), gzipped.
 * @param {string[]} pageSources
 * @returns {{ js: number, css: number, files: string[] }}
 */
export function firstLoad(pageSources) {
  const manifest = siteManifest();
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The site manifest has no entry chunk. Was the site built?');
  const seen = new Set();
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The site manifest has no chunk for ${key}.`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const page of pageSources) visit(page);
  let js = 0;
  let css = 0;
  for (const file of files) {
    const size = gzipSize(readFileSync(join(SITE_DIST, file)));
    if (file.endsWith('.css')) css += size;
    else js += size;
  }
  return { js, css, files: [...files].sort() };
}

/** First-load JavaScript and CSS of every route of the built site (gzipped, from its manifest). */
export function pageSizes() {
  return siteRoutes().map(({ path, source }) => ({ path, ...firstLoad([source]) }));
}

/** The site's routes: read by scripts/site-routes.mjs, which the build plugins share. */
export { siteRoutes };
