import type { PartialLocaleValues } from 'sui-react/localization';

/** How to import each built-in language, by code: loaded on the first pick (see `localeValues`). */
export const LOCALES: Record<string, () => Promise<{ default: PartialLocaleValues }>> = {
  'en-AU': () => import('sui-react/locales/en-AU'),
  'en-GB': () => import('sui-react/locales/en-GB'),
  'en-US': () => import('sui-react/locales/en-US'),
  es: () => import('sui-react/locales/es'),
  it: () => import('sui-react/locales/it'),
  pt: () => import('sui-react/locales/pt'),
  fr: () => import('sui-react/locales/fr'),
  de: () => import('sui-react/locales/de'),
  ru: () => import('sui-react/locales/ru'),
  he: () => import('sui-react/locales/he'),
  nl: () => import('sui-react/locales/nl'),
  ge: () => import('sui-react/locales/ge'),
};
