import { describe, expect, it } from 'vitest';
import { bundleSize } from '../../bench/measure.mjs';
import { BUDGETS } from './budgets';

describe('library size budgets (React external, minified, gzipped)', () => {
  it.each(Object.entries(BUDGETS))('sui-react/%s stays within %i bytes', async (subpath, budget) => {
    const { gz: size } = await bundleSize(`export * as m from 'sui-react/${subpath}';`);
    expect(size).toBeGreaterThan(300); // an empty bundle means a broken measurement
    expect(size, `sui-react/${subpath} is ${size} B`).toBeLessThanOrEqual(budget);
  });

  it('importing one component leaves the others out (tree-shaking)', async () => {
    const { gz: one } = await bundleSize(`export { Checkbox } from 'sui-react';`);
    const { gz: all } = await bundleSize(`export * from 'sui-react';`);
    expect(one).toBeLessThan(all / 2);
  });
});
