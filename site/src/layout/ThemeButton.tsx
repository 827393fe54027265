import { useSyncExternalStore } from 'react';
import { getThemeChoice, setThemeChoice, subscribeThemeChoice, type ThemeChoice } from './theme';

const NEXT: Record<ThemeChoice, ThemeChoice> = { system: 'light', light: 'dark', dark: 'system' };
const NAME: Record<ThemeChoice, string> = { system: 'System', light: 'Light', dark: 'Dark' };
// Whole class names, so that the build keeps these icons (build/kit-fonts-plugin.ts).
const ICON: Record<ThemeChoice, string> = { system: 'adjust icon', light: 'sun icon', dark: 'moon icon' };

/**
 * The theme switch of the site frame: one button that steps through System (follows the device),
 * Light and Dark. It shows the current choice ("Theme: Dark"; its icon alone in a narrow top bar)
 * and its name, which starts with that text, ends with what a press does next ("Theme: Dark,
 * switch to System").
 */
export function ThemeButton({ className }: { className: string }) {
  const choice = useSyncExternalStore(subscribeThemeChoice, getThemeChoice, () => 'system' as const);
  const next = NEXT[choice];
  return (
    <button
      type="button"
      className={className}
      aria-label={`Theme: ${NAME[choice]}, switch to ${NAME[next]}`}
      onClick={() => setThemeChoice(next)}
    >
      <i className={ICON[choice]} aria-hidden="true" />
      <span className="site-theme-label">Theme: {NAME[choice]}</span>
    </button>
  );
}
