import { createContext } from 'react';
import type { LocaleState } from './store.js';

/**
 * The nearest LocalizationProvider's state (null without one). A module of its own so that a
 * component can follow the provider without carrying the store and en-GB (the Toaster).
 */
export const LocalizationContext = createContext<LocaleState | null>(null);
