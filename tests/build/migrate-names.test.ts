// sui-react-migrate's table (packages/sui-react/migrate/names.mjs) against what the entries really
// export when the test runs: packages/sui-react/src/index.ts, src/compat/index.ts (adapters are
// added to it over time) and Semantic UI React 2.1.5 (suir/). Each entry's names are read from an
// esbuild bundle's metafile, so nothing is executed.
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { COMPAT, INNER_PARTS, NATIVE, REMOVED } from '../../packages/sui-react/migrate/names.mjs';
import { ROOT } from '../../scripts/suir-compare.mjs';

const SRC = join(ROOT, 'packages/sui-react/src');
const SUIR_INDEX = join(ROOT, 'suir/node_modules/semantic-ui-react/dist/es/index.js');

/** The names a module exports, bundled from some source text. */
async function exportsOf(contents: string, resolveDir: string): Promise<Set<string>> {
  const result = await build({
    stdin: { contents, resolveDir, loader: 'ts', sourcefile: 'names.ts' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    metafile: true,
    outdir: join(ROOT, 'node_modules/.cache/migrate-names'),
    // Only the names matter: the packages the library and Semantic UI React import stay out.
    packages: 'external',
    loader: { '.js': 'jsx' },
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  return new Set(output?.exports ?? []);
}

describe("sui-react-migrate's table of names", () => {
  let root: Set<string>;
  let compat: Set<string>;
  let unchanged: Set<string>;
  let adapters: Set<string>;
  let suir: Set<string>;

  beforeAll(async () => {
    if (!existsSync(SUIR_INDEX))
      throw new Error('suir/ is not installed: run `npm ci --prefix suir --no-audit --no-fund`.');
    const compatIndex = readFileSync(join(SRC, 'compat/index.ts'), 'utf8');
    const stars = [...compatIndex.matchAll(/^export \* from '(\.{1,2}\/[^']+)';$/gm)].map((m) => m[1] ?? '');
    const from = (paths: string[]) => paths.map((path) => `export * from '${path}';`).join('\n');
    [root, compat, unchanged, adapters, suir] = await Promise.all([
      exportsOf(`export * from './index.ts';`, SRC),
      exportsOf(`export * from './index.ts';`, join(SRC, 'compat')),
      exportsOf(
        from(stars.filter((path) => /^\.\.\/(elements|collections|views)\//.test(path))),
        join(SRC, 'compat'),
      ),
      exportsOf(from(stars.filter((path) => path.startsWith('./'))), join(SRC, 'compat')),
      exportsOf(`export * from ${JSON.stringify(SUIR_INDEX)};`, ROOT),
    ]);
  });

  test("holds exactly Semantic UI React 2.1.5's exports, each once, and none of the removed names", () => {
    const table = [...NATIVE, ...COMPAT];
    expect(table.filter((name) => NATIVE.has(name) && COMPAT.has(name))).toEqual([]);
    expect(
      [...suir].filter((name) => !NATIVE.has(name) && !COMPAT.has(name) && !(name in INNER_PARTS)).sort(),
    ).toEqual([]);
    // The inner parts are Semantic UI React's exports, which neither entry provides.
    expect(
      Object.keys(INNER_PARTS).filter((name) => !suir.has(name) || root.has(name) || compat.has(name)),
    ).toEqual([]);
    expect(table.filter((name) => !suir.has(name)).sort()).toEqual([]);
    expect(Object.keys(REMOVED).filter((name) => suir.has(name))).toEqual([]);
  });

  test('every name it moves to sui-react is exported there, and by sui-react/compat unchanged', () => {
    expect([...NATIVE].filter((name) => !root.has(name)).sort(), 'not exported by sui-react').toEqual([]);
    expect(
      [...NATIVE].filter((name) => !unchanged.has(name)).sort(),
      'not re-exported unchanged by compat',
    ).toEqual([]);
    expect(
      [...NATIVE].filter((name) => adapters.has(name)).sort(),
      'an adapter of compat replaces it',
    ).toEqual([]);
  });

  test('every name compat re-exports unchanged from the native modules is moved to sui-react', () => {
    expect([...COMPAT].filter((name) => unchanged.has(name) && !adapters.has(name)).sort()).toEqual([]);
  });

  test('every name it moves to sui-react/compat is exported there', () => {
    const missing = [...COMPAT].filter((name) => !compat.has(name)).sort();
    expect(missing, `sui-react/compat does not export ${missing.join(', ')} (yet?)`).toEqual([]);
  });
});
