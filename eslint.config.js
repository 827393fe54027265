import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  globalIgnores([
    '**/dist',
    'coverage',
    '**/test-results',
    'playwright-report',
    'reports',
    '**/node_modules',
    'bench/peer',
    '**/.next',
    'examples/nextjs/next-env.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat.recommended,
      prettier,
    ],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // React 18's server renderer warns about every useLayoutEffect: the library uses its own.
    files: ['packages/sui-react/src/**/*.{ts,tsx}'],
    ignores: ['packages/sui-react/src/internal/useLayoutEffect.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useLayoutEffect'],
              message:
                'Import useLayoutEffect from internal/useLayoutEffect.js (no server warning on React 18).',
            },
          ],
        },
      ],
    },
  },
  {
    // Node 20's V8 builds an object that begins with a spread slowly once more properties follow
    // (about 1 µs each): `<As {...rest} className={cls}>` compiles to `jsx(As, { ...rest, className })`.
    // The server components render on Node, so an attribute the spread cannot hold (className, ref)
    // goes first; that took a sixth off the elements benchmark's server render.
    files: [
      'packages/sui-react/src/{elements,collections,views}/**/*.tsx',
      'packages/sui-react/src/internal/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[attributes.length>1] > JSXSpreadAttribute:first-child',
          message:
            'Put an attribute the spread cannot hold (className, ref) before it: on Node 20 an object begun by a spread is slow to add to.',
        },
      ],
    },
  },
  {
    files: ['site/src/**/*.tsx'],
    extends: [reactRefresh.configs.vite],
  },
  {
    // Playwright fixtures call their argument `use`, which is not React's hook.
    files: ['site/e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['**/*.{js,mjs}', '**/*.config.ts', 'site/build/**', 'scripts/**', 'tests/**', 'bench/**'],
    languageOptions: { globals: { ...globals.node } },
  },
]);
