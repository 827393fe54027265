import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { libraryAliases } from './scripts/library-aliases.mjs';

const jsdom = {
  environment: 'jsdom' as const,
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
        resolve: { alias: libraryAliases() },
        test: { name: 'library', include: ['packages/sui-react/src/**/*.test.{ts,tsx}'], ...jsdom },
      },
      {
        plugins: [react()],
        resolve: { alias: libraryAliases() },
        test: { name: 'site', include: ['site/src/**/*.test.{ts,tsx}'], ...jsdom },
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
