import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, LIBRARY_DIST, ROOT } from '../../bench/measure.mjs';
import { CSS_BUDGETS } from './budgets';

const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/sui-react/package.json'), 'utf8')) as {
  exports: Record<string, unknown>;
};
const stylesheets = Object.keys(pkg.exports)
  .filter((key) => key.endsWith('.css'))
  .map((key) => key.slice(2));

describe('stylesheet size budgets (as shipped, gzipped)', () => {
  it('gives every stylesheet the package exports a budget, and no budget to a stylesheet it does not', () => {
    expect(stylesheets).toContain('a11y.css');
    expect(Object.keys(CSS_BUDGETS).sort()).toEqual([...stylesheets].sort());
  });

  it.each(Object.entries(CSS_BUDGETS))('sui-react/%s stays within %i bytes', (file, budget) => {
    const size = gzipSize(readFileSync(join(LIBRARY_DIST, file)));
    expect(size).toBeGreaterThan(300); // an empty file means a broken build
    expect(size, `sui-react/${file} is ${size} B`).toBeLessThanOrEqual(budget);
  });
});
