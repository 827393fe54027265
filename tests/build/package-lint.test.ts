// The packed tarball, as npm would publish it, through the two tools that check packages:
// publint (package.json against the files) and Are the Types Wrong (types and JavaScript as each
// module resolution finds them). Then what a CommonJS consumer gets: sui-react is ESM only.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/measure.mjs';

const LIB = join(ROOT, 'packages/sui-react');
const work = mkdtempSync(join(tmpdir(), 'sui-react-pack-'));
let tarball = '';
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeAll(() => {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], {
      cwd: LIB,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as Array<{ filename: string }>;
  tarball = join(work, packed[0]!.filename);
});

const locales = readdirSync(join(LIB, 'src/behaviors/localization/locales'))
  .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
  .map((f) => `./locales/${f.slice(0, -3)}`);

const stylesheets = Object.keys(
  (JSON.parse(readFileSync(join(LIB, 'package.json'), 'utf8')) as { exports: object }).exports,
).filter((key) => key.endsWith('.css'));

describe('the packed tarball', () => {
  it('passes publint with no error, warning or suggestion', async () => {
    const buffer = readFileSync(tarball);
    const tar = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength);
    const { messages, pkg } = await publint({ pack: { tarball: tar }, level: 'suggestion', strict: true });
    expect(messages.map((message) => formatMessage(message, pkg, { color: false }))).toEqual([]);
  });

  it('passes Are the Types Wrong (ESM-only profile) for every entry point and every locale', () => {
    const cli = join(ROOT, 'node_modules/@arethetypeswrong/cli/dist/index.js');
    const run = spawnSync(
      process.execPath,
      // The stylesheet (./a11y.css) has no types to check: the tool would report it unresolved.
      [
        cli,
        tarball,
        '--profile',
        'esm-only',
        '--format',
        'json',
        '--exclude-entrypoints',
        ...stylesheets,
        '--include-entrypoints',
        ...locales,
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.status, run.stderr).toBe(0);
    const { analysis } = JSON.parse(run.stdout) as {
      analysis: {
        entrypoints: Record<string, unknown>;
        problems: Array<{ kind: string; entrypoint: string; resolutionKind?: string }>;
      };
    };
    // Every export and every locale was looked at.
    const exportsMap = (JSON.parse(readFileSync(join(LIB, 'package.json'), 'utf8')) as { exports: object })
      .exports;
    for (const key of [
      ...Object.keys(exportsMap).filter((k) => !k.includes('*') && !k.endsWith('.css')),
      ...locales,
    ]) {
      expect(analysis.entrypoints, key).toHaveProperty([key]);
    }
    expect(stylesheets).toEqual(['./a11y.css']);
    // No problem for ESM consumers (Node 16+ import, bundlers). The profile leaves out only the
    // resolutions that cannot load an ES module: CommonJS `require` as TypeScript models it (Node
    // 20.19+ can, see below) and the pre-`exports` node10 resolution, which sees only the root.
    expect(
      analysis.problems.filter((p) => p.resolutionKind !== 'node16-cjs' && p.resolutionKind !== 'node10'),
    ).toEqual([]);
    expect(new Set(analysis.problems.map((p) => `${p.resolutionKind}: ${p.kind}`))).toEqual(
      new Set(['node16-cjs: CJSResolvesToESM', 'node10: NoResolution']),
    );
  });
});

describe('a CommonJS consumer of the tarball', () => {
  let app = '';
  beforeAll(() => {
    // The tarball unpacked as npm installs it, next to the project's own React and dependencies.
    app = join(work, 'cjs-app');
    mkdirSync(join(app, 'node_modules/sui-react'), { recursive: true });
    execFileSync('tar', ['-xzf', tarball, '-C', join(app, 'node_modules/sui-react'), '--strip-components=1']);
    for (const dep of ['react', 'react-dom', 'scheduler', 'date-fns', '@floating-ui']) {
      symlinkSync(join(ROOT, 'node_modules', dep), join(app, 'node_modules', dep));
    }
  });
  const node = (args: string[], code: string) =>
    spawnSync(process.execPath, [...args, '-e', code], { cwd: app, encoding: 'utf8' });

  it('gets the ES modules from require() on Node 20.19 and later, the same instances import() gets', () => {
    const run = node(
      [],
      `const cjs = require('sui-react');
       const select = require('sui-react/select');
       const de = require('sui-react/locales/de');
       import('sui-react').then((esm) => {
         console.log(JSON.stringify({
           same: cjs.Select === esm.Select && select.Select === esm.Select,
           exports: Object.keys(cjs).length === Object.keys(esm).length,
           locale: de.default.search.placeholder,
         }));
       });`,
    );
    expect(run.stderr).toBe('');
    // One module instance: no dual-package hazard, a context created by one is the one the other reads.
    expect(JSON.parse(run.stdout)).toEqual({ same: true, exports: true, locale: 'Suchen...' });
  });

  it('gets ERR_REQUIRE_ESM where require() cannot load ES modules (Node before 20.19, Jest without ESM)', () => {
    const run = node(['--no-experimental-require-module'], `require('sui-react/select')`);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('Error [ERR_REQUIRE_ESM]: require() of ES Module');
    expect(run.stderr).toContain('node_modules/sui-react/dist/modules/select/index.js');
  });
});

describe('a TypeScript app on React 18.3 types', () => {
  it('type-checks every entry point of the tarball against @types/react 18 (strict, exactOptionalPropertyTypes)', () => {
    const app = join(work, 'react18-types-app');
    mkdirSync(join(app, 'node_modules/@types'), { recursive: true });
    mkdirSync(join(app, 'node_modules/sui-react'));
    execFileSync('tar', ['-xzf', tarball, '-C', join(app, 'node_modules/sui-react'), '--strip-components=1']);
    for (const types of ['react', 'react-dom']) {
      symlinkSync(join(ROOT, 'react18/node_modules/@types', types), join(app, 'node_modules/@types', types));
    }
    for (const dep of ['date-fns', '@floating-ui']) {
      symlinkSync(join(ROOT, 'node_modules', dep), join(app, 'node_modules', dep));
    }
    const version = (
      JSON.parse(readFileSync(join(app, 'node_modules/@types/react/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    expect(version).toMatch(/^18\.3\./);
    const exportsMap = (JSON.parse(readFileSync(join(LIB, 'package.json'), 'utf8')) as { exports: object })
      .exports;
    const entries = Object.keys(exportsMap).filter(
      (k) => !k.includes('*') && k !== './package.json' && !k.endsWith('.css'),
    );
    writeFileSync(
      join(app, 'main.tsx'),
      [
        ...entries.map((key, i) => `import * as m${i} from ${JSON.stringify('sui-react' + key.slice(1))};`),
        ...locales.map((key, i) => `import l${i} from ${JSON.stringify('sui-react' + key.slice(1))};`),
        "import { Select } from 'sui-react/select';",
        "import { Datepicker } from 'sui-react/datepicker';",
        "import { LocalizationProvider } from 'sui-react/localization';",
        `export const modules = [${entries.map((_, i) => `m${i}`).join(', ')}];`,
        `export const locales = { ${locales.map((_, i) => `l${i}`).join(', ')} };`,
        'export const app = (',
        '  <LocalizationProvider language="en-GB">',
        "    <Select options={['a', 'b']} placeholder=\"Pick\" />",
        '    <Datepicker />',
        '  </LocalizationProvider>',
        ');',
      ].join('\n'),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          exactOptionalPropertyTypes: true,
          skipLibCheck: false,
          noEmit: true,
        },
        include: ['main.tsx'],
      }),
    );
    const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', app], {
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
