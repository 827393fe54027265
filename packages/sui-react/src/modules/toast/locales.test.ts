import { describe, expect, it } from 'vitest';
import { LocalizationStore } from '../../behaviors/localization/store.js';
import type { PartialLocaleValues } from '../../behaviors/localization/types.js';
import de from '../../behaviors/localization/locales/de.js';
import enAU from '../../behaviors/localization/locales/en-AU.js';
import enGB from '../../behaviors/localization/locales/en-GB.js';
import enUS from '../../behaviors/localization/locales/en-US.js';
import es from '../../behaviors/localization/locales/es.js';
import fr from '../../behaviors/localization/locales/fr.js';
import ge from '../../behaviors/localization/locales/ge.js';
import he from '../../behaviors/localization/locales/he.js';
import italian from '../../behaviors/localization/locales/it.js';
import nl from '../../behaviors/localization/locales/nl.js';
import pt from '../../behaviors/localization/locales/pt.js';
import ru from '../../behaviors/localization/locales/ru.js';

const LOCALES: Record<string, PartialLocaleValues> = {
  de,
  'en-AU': enAU,
  'en-GB': enGB,
  'en-US': enUS,
  es,
  fr,
  ge,
  he,
  it: italian,
  nl,
  pt,
  ru,
};

describe('the Toaster texts in every built-in language', () => {
  const entries = Object.entries(LOCALES);

  it.each(entries)('%s names the region and the close button in its own words', (code, values) => {
    const toast = new LocalizationStore(code, { [code]: values }).get().toast;
    expect(toast.region.trim()).not.toBe('');
    expect(toast.close.trim()).not.toBe('');
    // Each language gives its own toast section (en-AU and en-US take en-GB's with the rest of it).
    expect(values.toast).toEqual(toast);
    if (!code.startsWith('en')) {
      expect(toast.close).not.toBe('Close');
      expect(toast.region).not.toBe(code === 'fr' ? '' : 'Notifications');
    }
  });
});
