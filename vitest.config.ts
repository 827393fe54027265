import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** The Testing guide's tests: they run with the guide's own config (no polyfills), shown on its page. */
const GUIDE_TESTS = 'site/src/pages/guides/testing/snippets';

const jsdom = {
  environment: 'jsdom' as const,
  // A timeout here is a hang detector, not a speed test (speed is measured by `npm run bench`).
  // Vitest's 5 s default is within reach of a slow test on a loaded 2-core machine.
  testTimeout: 30_000,
  setupFiles: ['./tests/setup-dom.ts'],
  css: false,
};

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. The
    // files are independent (each gets its own jsdom), so use every core.
    maxWorkers: availableParallelism(),
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: ['source'] },
        test: { name: 'library', include: ['packages/sui-react/src/**/*.test.{ts,tsx}'], ...jsdom },
      },
      {
        plugins: [react()],
        resolve: { conditions: ['source'] },
        test: {
          name: 'site',
          include: ['site/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, `${GUIDE_TESTS}/**`],
          ...jsdom,
        },
      },
      {
        // Exactly the config the Testing guide shows, in its folder; only the `source` condition is
        // added, so that `sui-react` resolves to the library's sources like everywhere else here.
        extends: `./${GUIDE_TESTS}/vitest.config.ts`,
        root: GUIDE_TESTS,
        resolve: { conditions: ['source'] },
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
