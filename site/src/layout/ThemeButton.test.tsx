import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const KEY = 'sui-docs-theme';

/** A stand-in for `matchMedia('(prefers-color-scheme: dark)')` (jsdom has no matchMedia). */
function fakeSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => {
      if (query !== '(prefers-color-scheme: dark)') throw new Error(`Unexpected media query ${query}`);
      return {
        get matches() {
          return dark;
        },
        addEventListener: (_: string, listener: () => void) => listeners.add(listener),
        removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
      };
    }),
  );
  return {
    listeners,
    setDark(value: boolean) {
      dark = value;
      for (const listener of [...listeners]) listener();
    },
  };
}

const ownStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** Makes every read of `window.localStorage` throw, as a browser with storage disabled does. */
function disableStorage() {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Storage is disabled.', 'SecurityError');
    },
  });
}

/** The theme modules, fresh (theme.ts keeps the choice in module state). */
async function freshThemeButton() {
  vi.resetModules();
  return (await import('./ThemeButton')).ThemeButton;
}

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  if (ownStorage) Object.defineProperty(window, 'localStorage', ownStorage);
  else Reflect.deleteProperty(window, 'localStorage');
});

describe('ThemeButton', () => {
  it('starts at System, following the device, and steps through Light, Dark and back', async () => {
    fakeSystemScheme(false);
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    const button = screen.getByRole('button', { name: 'Theme: System, switch to Light' });
    expect(button).toHaveTextContent('Theme: System');
    expect(button.querySelector('i.adjust.icon')).toHaveAttribute('aria-hidden', 'true');
    expect(theme()).toBe('light');

    const user = userEvent.setup();
    await user.click(button);
    expect(button).toHaveAccessibleName('Theme: Light, switch to Dark');
    expect(button.querySelector('i.sun.icon')).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBe('light');
    expect(theme()).toBe('light');

    // By keyboard: Enter and Space press it.
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName('Theme: Dark, switch to System');
    expect(button.querySelector('i.moon.icon')).not.toBeNull();
    expect(localStorage.getItem(KEY)).toBe('dark');
    expect(theme()).toBe('dark');

    await user.keyboard(' ');
    expect(button).toHaveAccessibleName('Theme: System, switch to Light');
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(theme()).toBe('light');
  });

  it('starts from the stored choice, over the device', async () => {
    fakeSystemScheme(false);
    localStorage.setItem(KEY, 'dark');
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    expect(screen.getByRole('button')).toHaveAccessibleName('Theme: Dark, switch to System');
    expect(theme()).toBe('dark');
  });

  it.each(['', 'Dark', 'auto', 'null', '{"theme":"dark"}'])(
    'takes junk in storage (%j) for System',
    async (junk) => {
      fakeSystemScheme(true);
      localStorage.setItem(KEY, junk);
      const ThemeButton = await freshThemeButton();
      render(<ThemeButton className="item" />);
      expect(screen.getByRole('button')).toHaveAccessibleName('Theme: System, switch to Light');
      expect(theme()).toBe('dark');
    },
  );

  it('follows a change of the device while on System, not while on Light or Dark', async () => {
    const system = fakeSystemScheme(false);
    const ThemeButton = await freshThemeButton();
    const { unmount } = render(<ThemeButton className="item" />);
    act(() => system.setDark(true));
    expect(theme()).toBe('dark');
    act(() => system.setDark(false));
    expect(theme()).toBe('light');

    await userEvent.click(screen.getByRole('button')); // Light
    act(() => system.setDark(true));
    expect(theme()).toBe('light');
    // Unmounted, nothing listens to the device any more.
    unmount();
    expect(system.listeners.size).toBe(0);
  });

  it('keeps its two copies (menu and top bar) in step', async () => {
    fakeSystemScheme(false);
    const ThemeButton = await freshThemeButton();
    render(
      <>
        <ThemeButton className="item menu-copy" />
        <ThemeButton className="item bar-copy" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    await userEvent.click(first!);
    expect(second).toHaveAccessibleName('Theme: Light, switch to Dark');
  });

  it('applies a choice made in another tab', async () => {
    fakeSystemScheme(false);
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    localStorage.setItem(KEY, 'dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: 'dark' }));
    });
    expect(screen.getByRole('button')).toHaveAccessibleName('Theme: Dark, switch to System');
    expect(theme()).toBe('dark');
  });

  it('works for the page when the storage throws, and starts at System', async () => {
    fakeSystemScheme(true);
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Storage is disabled.', 'SecurityError');
    });
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    const button = screen.getByRole('button');
    expect(button).toHaveAccessibleName('Theme: System, switch to Light');
    await userEvent.click(button);
    expect(setItem).toHaveBeenCalledWith(KEY, 'light');
    expect(button).toHaveAccessibleName('Theme: Light, switch to Dark');
    expect(theme()).toBe('light');
  });

  it('works when reading localStorage itself throws', async () => {
    fakeSystemScheme(true);
    disableStorage();
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    const button = screen.getByRole('button');
    expect(theme()).toBe('dark');
    await userEvent.click(button);
    await userEvent.click(button);
    expect(button).toHaveAccessibleName('Theme: Dark, switch to System');
    expect(theme()).toBe('dark');
  });

  it('is light on System where the browser has no matchMedia', async () => {
    vi.stubGlobal('matchMedia', undefined);
    const ThemeButton = await freshThemeButton();
    render(<ThemeButton className="item" />);
    expect(theme()).toBe('light');
  });
});

describe("index.html's inline theme script (before the first paint)", () => {
  const html = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../index.html'), 'utf8');
  const source = /<script>\s*(\/\/ The theme[\s\S]*?)<\/script>/.exec(html)?.[1];
  const run = () => new Function(source!)();

  it('is in the head, before any other script', () => {
    expect(source).toBeDefined();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf(source!)).toBeGreaterThan(0);
    expect(html.indexOf('<script')).toBe(html.indexOf(source!) - '<script>\n      '.length);
  });

  it.each([
    ['dark', false, 'dark'],
    ['light', true, 'light'],
    [null, true, 'dark'],
    [null, false, 'light'],
    ['junk', true, 'dark'],
    ['junk', false, 'light'],
  ])('stored %j with a dark device %j: %s', (stored, deviceDark, expected) => {
    fakeSystemScheme(deviceDark);
    if (stored !== null) localStorage.setItem(KEY, stored);
    run();
    expect(theme()).toBe(expected);
  });

  it('follows the device when the storage cannot be read', () => {
    fakeSystemScheme(true);
    disableStorage();
    run();
    expect(theme()).toBe('dark');
  });

  it('is light where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    run();
    expect(theme()).toBe('light');
  });
});
