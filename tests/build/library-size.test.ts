import { describe, expect, it } from 'vitest';
import { bundleSize } from '../../bench/measure.mjs';

/**
 * Budgets for each public module, React external, minified and gzipped, in bytes. Every entry in
 * the package's exports map must have one (see library-package.test.ts).
 */
export const BUDGETS: Record<string, number> = {
  checkbox: 1_500,
  dimmer: 2_600, // the shared TransitionController alone is about 1.5 KB of it
  modal: 6_000,
  localization: 2_500,
  'locales/en-GB': 1_500,
  select: 9_000,
  sidebar: 3_000,
  tabs: 3_000,
  transition: 2_500,
};

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
