import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUDGETS } from './budgets';
import { LIBRARY_DIST, ROOT } from '../../bench/measure.mjs';
import { librarySources, sourceOf } from '../../scripts/library-aliases.mjs';

const LIB = join(ROOT, 'packages/sui-react');
const pkg = JSON.parse(readFileSync(join(LIB, 'package.json'), 'utf8')) as {
  exports: Record<string, string | { types: string; default: string }>;
  sideEffects: boolean | string[];
  peerDependencies: Record<string, string>;
};
/** The JavaScript entry points: every export but package.json and the stylesheet (a11y.css). */
const entries = Object.entries(pkg.exports).filter(
  ([key]) => key !== './package.json' && !key.endsWith('.css'),
) as Array<[string, { types: string; default: string }]>;

describe('the library package', () => {
  it('has one subpath per component folder, each with types and ESM built from a source file', () => {
    const folders = ['collections', 'modules', 'behaviors'].flatMap((group) =>
      existsSync(join(LIB, 'src', group))
        ? readdirSync(join(LIB, 'src', group)).filter((name) =>
            existsSync(join(LIB, 'src', group, name, 'index.ts')),
          )
        : [],
    );
    const subpaths = entries.map(([key]) => key.slice(2));
    for (const folder of folders) expect(subpaths, `sui-react/${folder} is not exported`).toContain(folder);
    for (const [key, target] of entries.filter(([k]) => !k.includes('*'))) {
      expect(Object.keys(target), `${key} conditions`).toEqual(['types', 'default']);
      expect(existsSync(join(LIB, sourceOf(target.default))), `${key} source`).toBe(true);
      expect(existsSync(join(LIB, target.types)), `${key} types (run the build first)`).toBe(true);
      expect(existsSync(join(LIB, target.default)), `${key} module`).toBe(true);
      if (key !== '.') expect(BUDGETS, `${key} needs a size budget`).toHaveProperty([key.slice(2)]);
    }
  });

  it('points the site type-check at the same sources as the site and test bundler aliases', () => {
    // No `source` condition: it pointed at ./src, which the tarball leaves out. The site, its type-check
    // and the unit tests resolve `sui-react/...` to the sources through aliases instead.
    const site = JSON.parse(readFileSync(join(ROOT, 'site/tsconfig.json'), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]>; customConditions?: string[] };
    };
    expect(site.compilerOptions.customConditions).toBeUndefined();
    expect(site.compilerOptions.paths).toEqual(
      Object.fromEntries(
        librarySources().map(({ name, source }) => [name, [`../packages/sui-react/${source.slice(2)}`]]),
      ),
    );
  });

  it('publishes each locale as its own module with a size budget', () => {
    const dir = join(LIB, 'src/behaviors/localization/locales');
    const codes = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .map((f) => f.slice(0, -3));
    expect(codes).toContain('en-GB');
    for (const code of codes) {
      expect(BUDGETS, `locales/${code} needs a size budget`).toHaveProperty([`locales/${code}`]);
      expect(existsSync(join(LIBRARY_DIST, `behaviors/localization/locales/${code}.js`))).toBe(true);
    }
  });

  it('ships the accessibility stylesheet as sui-react/a11y.css, which no module imports', () => {
    expect(pkg.exports['./a11y.css']).toBe('./dist/a11y.css');
    const built = readFileSync(join(LIB, 'dist/a11y.css'), 'utf8');
    expect(built).toBe(readFileSync(join(LIB, 'src/a11y.css'), 'utf8'));
    expect(built).toContain('@media (forced-colors: active)');
    const modules: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir, { withFileTypes: true })) {
        if (name.isDirectory()) walk(join(dir, name.name));
        else if (name.name.endsWith('.js')) modules.push(join(dir, name.name));
      }
    };
    walk(LIBRARY_DIST);
    expect(modules.length).toBeGreaterThan(20);
    for (const file of modules) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\.css['"]/);
  });

  it('is side-effect free but for its stylesheet, and peers on the React versions its tests run on, and the CSS kit', () => {
    // Only the stylesheet has side effects: a bundler that trusts `sideEffects` (webpack) must keep
    // `import 'sui-react/a11y.css'`, and may drop any unused module.
    expect(pkg.sideEffects).toEqual(['*.css']);
    // React 19 is the project's own; React 18.3 is react18/, run by the library-react18 test project.
    const react18 = JSON.parse(readFileSync(join(ROOT, 'react18/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const site = JSON.parse(readFileSync(join(ROOT, 'site/package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(react18.dependencies.react).toMatch(/^18\.3\./);
    expect(react18.dependencies['react-dom']).toBe(react18.dependencies.react);
    expect(site.dependencies.react).toMatch(/^\^?19\./);
    const range = '^18.3.0 || ^19.0.0';
    expect(pkg.peerDependencies).toEqual({ react: range, 'react-dom': range, 'fomantic-ui-css': '^2.9' });
  });

  it('loads in plain Node.js ESM, touching no browser global at import time', () => {
    const script = entries
      .filter(([key]) => !key.includes('*'))
      .map(([, target]) => `await import(${JSON.stringify(join(LIB, target.default))});`)
      .join('\n');
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', `${script}\nconsole.log('ok')`],
      {
        cwd: ROOT,
        encoding: 'utf8',
      },
    );
    expect(out.trim()).toBe('ok');
    expect(existsSync(join(LIBRARY_DIST, 'index.d.ts'))).toBe(true);
  });
});
