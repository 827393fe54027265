import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { apiPlugin } from './build/api-plugin.ts';
import { examplesPlugin } from './build/example-plugin.ts';
import { fontPreloadPlugin } from './build/font-preload-plugin.ts';
import { kitFontsPlugin } from './build/kit-fonts-plugin.ts';
import { kitCssPlugin } from './build/kit-css-plugin.ts';
import { markdownPlugin } from './build/markdown.ts';
import { performancePlugin } from './build/performance-plugin.ts';
import { searchIndexPlugin } from './build/search-index.ts';
import { routePreloadPlugin } from './build/route-preload-plugin.ts';
import { libraryAliases } from '../scripts/library-aliases.mjs';

const library = JSON.parse(
  readFileSync(new URL('../packages/sui-react/package.json', import.meta.url), 'utf8'),
) as {
  repository: { url: string };
};

export default defineConfig({
  // Relative asset paths: the built site works from any static host or sub-path (routes are hash-based).
  base: './',
  plugins: [
    examplesPlugin(),
    apiPlugin(),
    performancePlugin(),
    searchIndexPlugin(),
    markdownPlugin(),
    react(),
    routePreloadPlugin(fileURLToPath(new URL('./src/routes.ts', import.meta.url))),
    kitCssPlugin(),
    kitFontsPlugin(
      [
        fileURLToPath(new URL('./src', import.meta.url)),
        fileURLToPath(new URL('../packages/sui-react/src', import.meta.url)),
      ],
      fileURLToPath(new URL('../node_modules/.cache/sui-docs-fonts', import.meta.url)),
    ),
    fontPreloadPlugin([/\/LatoLatin-Regular-basic-[\w-]+\.woff2$/, /\/LatoLatin-Bold-basic-[\w-]+\.woff2$/]),
  ],
  // `sui-react/...` resolves to the library's sources (scripts/library-aliases.mjs): no library
  // build is needed to develop the site, and pages import exactly what users import.
  // The router's import of React's pre-18 shim becomes React's own hook (src/use-sync-external-store.ts).
  resolve: {
    alias: [
      ...libraryAliases(),
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL('./src/use-sync-external-store.ts', import.meta.url)),
      },
    ],
  },
  define: { __REPOSITORY_URL__: JSON.stringify(library.repository.url) },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  // The manifest lets the size test follow exactly what a page loads.
  // No modulepreload polyfill: browsers without modulepreload still load every module, only later.
  build: {
    target: 'es2022',
    reportCompressedSize: false,
    manifest: true,
    modulePreload: { polyfill: false },
    // Fonts stay files, however small: a page downloads a font only when it draws with it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // Fewer, larger files for a page's first load. On HTTP/1.1 (vite preview, many static hosts) a
    // browser opens at most six connections to the site, and each file costs a round trip or more:
    // the Datepicker page loaded 29 files before it showed. Everything the entry loads is one
    // chunk (React, the router and the frame were four files), and the small chunks that automatic
    // splitting makes for code and kit CSS shared by some pages (a hook, a context, a kit file) are
    // copied into the chunks that read them: rolldown's runtime keeps one instance of each module
    // across the copies. That needs `preserveEntrySignatures: false` (nothing imports the entry).
    // The one exception is the library's form-control internals (hidden inputs, the validity anchor,
    // the reset hook, the show/hide animation): Select, Datepicker, Checkbox and the rest all read
    // them, and the heaviest pages show several of those controls at once (the Datepicker page has a
    // Select; Localization, Forms and Migrating more), so they are one shared chunk, loaded once.
    // Measured on 2026-11-29 (bench/measure.mjs): with the copy limit raised from 8,000 to 16,000
    // bytes as well, the four heaviest first loads fell by 0.9 to 1.7 KB and the mean page loads
    // 6.1 files instead of 6.3; the site's JavaScript as a whole grew 4% (code copied into more pages).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [
            { name: 'index', tags: ['$initial'] },
            {
              name: 'controls',
              test: /sui-react[\\/]src[\\/]internal[\\/](form|useShowHide|reducedMotion|closedTransition)\./,
            },
          ],
          experimentalInlineCommonChunks: { maxSize: 16000 },
        },
      },
    },
  },
});
