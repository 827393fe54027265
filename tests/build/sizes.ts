// Deterministic size measurements shared by the size tests and the benchmark.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LIBRARY_DIST = join(ROOT, 'packages/sui-react/dist');
export const SITE_DIST = join(ROOT, 'site/dist');

export const gzipSize = (content: string | Uint8Array) => gzipSync(content, { level: 9 }).length;

/**
 * Bundles an entry of the built library the way an app would (minified, React external) and
 * returns its gzipped size in bytes. `code` is the importing module, e.g.
 * `export { Select } from 'sui-react/select'`.
 */
export async function bundledSize(code: string): Promise<number> {
  const result = await build({
    stdin: { contents: code, resolveDir: ROOT, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    platform: 'browser',
    target: 'es2022',
    conditions: ['import'],
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return gzipSize(result.outputFiles[0]!.contents);
}

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** Every JS and CSS file the browser loads for the entry plus the given page modules, gzipped. */
export function firstLoad(pageSources: string[]): { js: number; css: number; files: string[] } {
  const manifest = JSON.parse(readFileSync(join(SITE_DIST, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('The site manifest has no entry chunk. Was the site built?');
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
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
