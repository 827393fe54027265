// What a Jest user (CommonJS mode, the default) gets from the packed library: sui-react is ES modules
// only, so Jest without a transform for it stops with its "Must use import to load ES Module" error,
// and the configuration Getting Started shows (compile sui-react with babel-jest) makes it work.
// Jest is installed apart in jest/ (.ci/run: npm ci --prefix jest).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../bench/measure.mjs';

const JEST = join(ROOT, 'jest/node_modules');
const app = mkdtempSync(join(tmpdir(), 'sui-react-jest-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

beforeAll(() => {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', app], {
      cwd: join(ROOT, 'packages/sui-react'),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as Array<{ filename: string }>;
  mkdirSync(join(app, 'node_modules/sui-react'), { recursive: true });
  mkdirSync(join(app, 'node_modules/@testing-library'));
  execFileSync('tar', [
    '-xzf',
    join(app, packed[0]!.filename),
    '-C',
    join(app, 'node_modules/sui-react'),
    '--strip-components=1',
  ]);
  for (const dep of [
    'react',
    'react-dom',
    'scheduler',
    'date-fns',
    '@floating-ui',
    '@testing-library/react',
    '@testing-library/dom',
  ]) {
    symlinkSync(join(ROOT, 'node_modules', dep), join(app, 'node_modules', dep));
  }
  writeFileSync(
    join(app, 'select.test.js'),
    `const { createElement } = require('react');
const { render, screen } = require('@testing-library/react');
const { Select } = require('sui-react/select');

test('a Select renders in jsdom', () => {
  render(createElement(Select, { options: ['Apple', 'Pear'], 'aria-label': 'Fruit' }));
  expect(screen.getByRole('combobox', { name: 'Fruit' }).textContent).toBe('Select one');
});
`,
  );
});

/** Runs Jest in the app with `config` (plus the jsdom environment); what it printed, and whether it passed. */
function jest(config: Record<string, unknown>) {
  const run = spawnSync(
    process.execPath,
    [
      join(JEST, 'jest/bin/jest.js'),
      '--rootDir',
      app,
      '--ci',
      '--cacheDirectory',
      join(app, '.jest-cache'),
      '--config',
      JSON.stringify({ testEnvironment: join(JEST, 'jest-environment-jsdom'), ...config }),
    ],
    { cwd: app, encoding: 'utf8' },
  );
  return { ok: run.status === 0, output: run.stdout + run.stderr };
}

describe('a Jest (CommonJS) user of the tarball', () => {
  it('gets Jest\'s "Must use import to load ES Module" error without a transform for sui-react', () => {
    const { ok, output } = jest({});
    expect(ok).toBe(false);
    expect(output).toContain(
      `Must use import to load ES Module: ${join(app, 'node_modules/sui-react/dist/modules/select/index.js')}`,
    );
  });

  it('renders a Select with the configuration Getting Started documents', () => {
    // Getting Started's jest.config.js, with the presets given by path (this app has no node_modules of
    // its own for them).
    const { ok, output } = jest({
      transformIgnorePatterns: ['/node_modules/(?!sui-react/)'],
      transform: {
        '^.+\\.[jt]sx?$': [
          join(JEST, 'babel-jest'),
          { presets: [[join(JEST, '@babel/preset-env'), { targets: { node: 'current' } }]] },
        ],
      },
    });
    expect(output).toContain('✓ a Select renders in jsdom');
    expect(ok, output).toBe(true);
  });
});
