import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ROOT, gzipSize } from '../../bench/measure.mjs';

/**
 * The Datepicker's own budget: its code with its date formatting, the localization
 * store, the transition controller and its positioning (the internal position helper on
 * @floating-ui/core), at most 14,000 bytes (minified, gzipped): everything the subpath loads but
 * React.
 */
describe('Datepicker size', () => {
  it('stays within 14,000 bytes with its date formatting and its positioning (React external)', async () => {
    const result = await build({
      stdin: { contents: `export * as m from 'sui-react/datepicker';`, resolveDir: ROOT, loader: 'js' },
      bundle: true,
      minify: true,
      format: 'esm',
      write: false,
      platform: 'browser',
      target: 'es2020',
      conditions: ['import'],
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'silent',
    });
    const size = gzipSize(result.outputFiles[0]!.contents);
    expect(size).toBeGreaterThan(3_000);
    expect(size, `sui-react/datepicker is ${size} B`).toBeLessThanOrEqual(14_000);
  });
});
