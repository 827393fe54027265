import { describe, expect, it } from 'vitest';
import { moduleSize } from '../../bench/measure.mjs';

/**
 * The bar for the Datepicker: everything the subpath loads but React — its code, the
 * date-fns functions it formats with, the localization state and its positioning (the internal
 * helper on @floating-ui/core) — at most 14,000 bytes, minified and gzipped. (Its tighter budget
 * against regressions is in budgets.ts.)
 */
describe('Datepicker size', () => {
  it('stays within 14,000 bytes with its date-fns functions and its positioning (React external)', async () => {
    const { gz } = await moduleSize('datepicker');
    expect(gz).toBeGreaterThan(3_000);
    expect(gz, `sui-react/datepicker is ${gz} B`).toBeLessThanOrEqual(14_000);
  });
});
