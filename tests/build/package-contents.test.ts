// What `npm publish` would put in the tarball: `npm pack --dry-run` lists it without writing one.
// The package is the built modules and their types, the migration command, and the four files a
// user reads on the registry page (README, CHANGELOG, LICENSE, package.json); never the sources,
// the tests or their helpers, nor source maps (the build writes none).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/measure.mjs';

const LIB = join(ROOT, 'packages/sui-react');
const pkg = JSON.parse(readFileSync(join(LIB, 'package.json'), 'utf8')) as {
  version: string;
  license: string;
  files: string[];
  exports: Record<string, string | { types: string; default: string }>;
  bin?: Record<string, string>;
};

interface PackResult {
  name: string;
  version: string;
  files: Array<{ path: string; mode: number }>;
}

/** The files `npm pack` would pack, by path, sorted. */
function packed(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: LIB,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [result] = JSON.parse(out) as [PackResult];
  expect(result.name).toBe('sui-react');
  expect(result.version).toBe(pkg.version);
  return result.files.map((file) => file.path).sort();
}

/** The files of the migration command in the source tree: what the tarball must hold of it. */
function migrateSources(): string[] {
  const dir = join(LIB, 'migrate');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.mjs') && !name.includes('.test.'))
    .map((name) => `migrate/${name}`)
    .sort();
}

describe('the package tarball', () => {
  const files = packed();

  it('holds the README, the changelog, the license and package.json at its root', () => {
    const root = files.filter((path) => !path.includes('/'));
    expect(root).toEqual(['CHANGELOG.md', 'LICENSE', 'README.md', 'package.json']);
    const license = readFileSync(join(LIB, 'LICENSE'), 'utf8');
    expect(pkg.license).toBe('MIT');
    expect(license).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} /);
    // changesets writes the changelog: its newest entry is the version package.json holds.
    const changelog = readFileSync(join(LIB, 'CHANGELOG.md'), 'utf8');
    expect(changelog.match(/^## (\S+)$/m)?.[1]).toBe(pkg.version);
  });

  it('holds only built modules, their types and the stylesheet under dist/, with no test code or map', () => {
    const dist = files.filter((path) => path.startsWith('dist/'));
    expect(dist).toContain('dist/index.js');
    expect(dist).toContain('dist/index.d.ts');
    expect(dist).toContain('dist/compat/index.js');
    expect(dist).toContain('dist/a11y.css');
    const allowed = (path: string) => /\.(js|d\.ts)$/.test(path) || path === 'dist/a11y.css';
    const testCode = /(\.test\.|\.spec\.|\/test-utils\/|\/__)/;
    const odd = dist.filter((path) => !allowed(path) || testCode.test(path));
    expect(odd).toEqual([]);
    // Every export's module and declarations are in it (the locales' pattern export is checked by
    // library-package.test.ts).
    const targets = Object.values(pkg.exports)
      .flatMap((target) => (typeof target === 'string' ? [target] : [target.types, target.default]))
      .filter((target) => !target.includes('*'))
      .map((target) => target.replace(/^\.\//, ''));
    expect(targets.filter((target) => !files.includes(target))).toEqual([]);
  });

  it('holds the migration command, when the package has one, and the file its bin names', () => {
    const migrate = files.filter((path) => path.startsWith('migrate/'));
    expect(migrate).toEqual(migrateSources());
    for (const [name, target] of Object.entries(pkg.bin ?? {})) {
      expect(files, `bin ${name}`).toContain(target.replace(/^\.\//, ''));
    }
  });

  it('holds nothing else: no sources, tests, configs or stray files', () => {
    const other = files.filter(
      (path) => path.includes('/') && !path.startsWith('dist/') && !path.startsWith('migrate/'),
    );
    expect(other).toEqual([]);
    expect(files.some((path) => path.startsWith('src/'))).toBe(false);
    expect(files).not.toContain('tsconfig.json');
    expect(files).not.toContain('tsconfig.build.json');
  });
});
