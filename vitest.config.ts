import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libraryAliases } from './scripts/library-aliases.mjs';

/**
 * React 18.3, installed apart in react18/ (its own package.json and lock; `npm ci --prefix react18`):
 * `react`, `react-dom` and Testing Library's React renderer resolve there for the library-react18
 * project. Testing Library's DOM half and user-event stay the project's own, shared by both.
 */
const REACT18 = fileURLToPath(new URL('./react18/node_modules/', import.meta.url));
const react18Aliases = ['react', 'react-dom', '@testing-library/react'].map((name) => ({
  find: new RegExp(`^${name.replace('/', '\\/')}(?=$|/)`),
  replacement: `${REACT18}${name}`,
}));

/** The Testing guide's tests: they run with the guide's own config (no polyfills), shown on its page. */
const GUIDE_TESTS = 'site/src/pages/guides/testing/snippets';

/**
 * Files that must have a module graph of their own: they replace a module with `vi.mock` (the JSX
 * runtime, to see every host element rendered). They run in projects of their own, isolated.
 */
const OWN_MODULES = ['packages/sui-react/src/no-unknown-props.test.tsx'];

const jsdom = {
  environment: 'jsdom' as const,
  // One jsdom and one module graph per worker, shared by its files, rather than new ones per file:
  // setting up jsdom and importing React, Testing Library and the library again for each of 200
  // files was two thirds of the run (library project: 358 s isolated, 104 s shared, on 2 cores).
  // Testing Library unmounts after each test (tests/setup-dom.ts); a file that mocks a module is
  // in OWN_MODULES.
  isolate: false,
  // A timeout here is a hang detector, not a speed test (speed is measured by `npm run bench`).
  // Vitest's 5 s default is within reach of a slow test on a loaded 2-core machine.
  testTimeout: 30_000,
  setupFiles: ['./tests/setup-dom.ts'],
  css: false,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The
    // files are independent (each gets its own jsdom), so use every core, and one worker more: a
    // worker loading modules leaves its core partly idle (the unit phase on 2 cores: 153 s with 2
    // workers, 142 s with 3, 2026-11-29).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        plugins: [react()],
        resolve: { alias: libraryAliases() },
        test: {
          name: 'library',
          include: ['packages/sui-react/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          env: { EXPECTED_REACT: '19' },
          ...jsdom,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: libraryAliases() },
        test: {
          name: 'library-own-modules',
          include: OWN_MODULES,
          env: { EXPECTED_REACT: '19' },
          ...jsdom,
          isolate: true,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [...react18Aliases, ...libraryAliases()] },
        test: {
          // Every test that renders (the .tsx ones: components, hooks, server render and hydration).
          // Left out: the pure-logic .test.ts files, which import no React, and the prop fuzz, whose
          // server half is an esbuild bundle of its own.
          name: 'library-react18',
          include: ['packages/sui-react/src/**/*.test.tsx'],
          exclude: ['packages/sui-react/src/test-utils/fuzz/**', ...OWN_MODULES],
          env: { EXPECTED_REACT: '18.3' },
          ...jsdom,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [...react18Aliases, ...libraryAliases()] },
        test: {
          name: 'library-react18-own-modules',
          include: OWN_MODULES,
          env: { EXPECTED_REACT: '18.3' },
          ...jsdom,
          isolate: true,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: libraryAliases() },
        test: {
          name: 'site',
          include: ['site/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, `${GUIDE_TESTS}/**`],
          env: { REACT_MODULES: fileURLToPath(new URL('./node_modules/', import.meta.url)) },
          ...jsdom,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: [...react18Aliases, ...libraryAliases()] },
        test: {
          // The docs examples on the server and hydrated, on React 18.3.
          name: 'site-react18',
          include: ['site/src/ssr/examples.test.tsx', 'site/src/layout/ThemeButton.test.tsx'],
          env: { REACT_MODULES: REACT18 },
          // Packages that import React go through Vite too, so they get React 18 from the aliases
          // (loaded by Node.js they would find the project's React 19: two copies).
          server: { deps: { inline: ['react-hook-form'] } },
          ...jsdom,
        },
      },
      {
        // Exactly the config the Testing guide shows, in its folder; only the aliases are added, so
        // that `sui-react` resolves to the library's sources like everywhere else here.
        extends: `./${GUIDE_TESTS}/vitest.config.ts`,
        root: GUIDE_TESTS,
        resolve: { alias: libraryAliases() },
        test: { name: 'guides' },
      },
      {
        test: {
          name: 'docgen',
          include: ['site/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
