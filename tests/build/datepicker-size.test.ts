import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT, gzipSize } from '../../bench/measure.mjs';

/**
 * The Datepicker's own budget: its code with the date-fns functions it uses, the localization
 * store and the transition controller, at most 9,400 bytes (minified, gzipped). Floating UI is
 * left out here: it is the positioning engine every overlay (Popup, Dropdown, Select) shares, and
 * the whole subpath, Floating UI included, has its budget in library-size.test.ts.
 */
describe('Datepicker size', () => {
  it('stays within 9,400 bytes with its date-fns functions (React and Floating UI external)', async () => {
    const result = await build({
      stdin: { contents: `export * as m from 'sui-react/datepicker';`, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      platform: 'browser',
      target: 'es2020',
      conditions: ['import'],
      external: ['react', 'react-dom', 'react/jsx-runtime', '@floating-ui/*'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const size = gzipSize(result.outputFiles[0]!.contents);
    expect(size).toBeGreaterThan(3_000);
    expect(size, `sui-react/datepicker without Floating UI is ${size} B`).toBeLessThanOrEqual(9_400);
  });
});
