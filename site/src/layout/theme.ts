/**
 * The site's colour theme. The reader chooses System (the default: it follows the device's
 * `prefers-color-scheme`, live), Light or Dark; the choice is remembered in localStorage. What shows
 * is the `data-theme` attribute of <html>, `light` or `dark`, which theme.css reads. An inline
 * script in index.html sets it before the first paint from the same key and the same rules as
 * `readThemeChoice` and `resolveTheme` here; this module takes over once the app runs.
 */
export type ThemeChoice = 'system' | 'light' | 'dark';

/** The localStorage key (index.html's inline script reads it too). */
const THEME_STORAGE_KEY = 'sui-docs-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

/**
 * The stored choice; anything but `light` or `dark` is System: nothing stored, junk, or a storage
 * that throws (disabled, some private modes, sandboxes: reading `localStorage` itself throws there).
 */
function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Remembers the choice (System removes the key). Where the storage refuses, the choice still applies
 * to this page, and the next load falls back to System.
 */
function storeThemeChoice(choice: ThemeChoice) {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Nothing to do: see above.
  }
}

function systemQuery(): MediaQueryList | undefined {
  return window.matchMedia?.(DARK_QUERY);
}

/** What a choice shows: System is the device's preference (light where the browser cannot tell). */
function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice !== 'system') return choice;
  return systemQuery()?.matches ? 'dark' : 'light';
}

let current: ThemeChoice | null = null;
const listeners = new Set<() => void>();

function apply() {
  const theme = resolveTheme(getThemeChoice());
  const root = document.documentElement;
  if (root.dataset.theme !== theme) root.dataset.theme = theme;
}

function notify() {
  for (const listener of listeners) listener();
}

/** The reader's current choice. */
export function getThemeChoice(): ThemeChoice {
  return (current ??= readThemeChoice());
}

/** Switches the theme now and remembers the choice for the next visits. */
export function setThemeChoice(choice: ThemeChoice) {
  current = choice;
  storeThemeChoice(choice);
  apply();
  notify();
}

// While anything listens: a change of the device's preference re-applies System, and a choice made
// in another tab of the site applies here too.
const onSystemChange = () => apply();
const onStorage = (event: StorageEvent) => {
  if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
  current = readThemeChoice();
  apply();
  notify();
};

let watched: MediaQueryList | undefined;

/** For useSyncExternalStore: calls `listener` when the choice changes. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    watched = systemQuery();
    watched?.addEventListener('change', onSystemChange);
    window.addEventListener('storage', onStorage);
    // The inline script applied the stored choice already; this covers a choice that changed since.
    apply();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    watched?.removeEventListener('change', onSystemChange);
    watched = undefined;
    window.removeEventListener('storage', onStorage);
  };
}
