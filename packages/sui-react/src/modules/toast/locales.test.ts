import { describe, expect, it } from 'vitest';
import { LocalizationStore } from '../../behaviors/localization/store.js';
import type { PartialLocaleValues } from '../../behaviors/localization/types.js';

const modules = import.meta.glob<{ default: PartialLocaleValues }>(
  '../../behaviors/localization/locales/*.ts',
  {
    eager: true,
  },
);

describe('the Toaster texts in every built-in language', () => {
  const entries = Object.entries(modules).map(
    ([path, m]) => [path.match(/([\w-]+)\.ts$/)![1]!, m.default] as const,
  );

  it('covers the 12 languages', () => {
    expect(entries).toHaveLength(12);
  });

  it.each(entries)('%s names the region and the close button in its own words', (code, values) => {
    const toast = new LocalizationStore(code, { [code]: values }).get().toast;
    expect(toast.region.trim()).not.toBe('');
    expect(toast.close.trim()).not.toBe('');
    // Each language gives its own toast section (en-AU and en-US take en-GB's with the rest of it).
    expect(values.toast).toEqual(toast);
    if (!code.startsWith('en')) expect(toast.close).not.toBe('Close');
  });
});
