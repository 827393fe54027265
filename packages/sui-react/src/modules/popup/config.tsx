// The app-wide popup defaults. This module must stay free of Floating UI, so that an app can put
// PopupConfigProvider in its first-load bundle and load the popups themselves later.
import { createContext, useContext, type ReactNode } from 'react';
import type { PopupPlacement, PopupSize, PopupTrigger, PopupWidth } from './state.js';

/** The options a `PopupConfigProvider` can set for every popup below it. */
export interface PopupConfig {
  /**
   * Where the popup goes: the side of the trigger, then the alignment. It flips to the other side
   * and shifts along when the viewport has no room.
   * @default 'top left'
   */
  placement?: PopupPlacement;
  /**
   * What opens the popup: `hover` (pointer or keyboard focus), `click` (toggles), `outsideClick`
   * (toggles; a click elsewhere closes), `focus`, or `manual` (only the ref handle).
   * @default 'hover'
   */
  trigger?: PopupTrigger;
  /**
   * Black background and white text.
   * @default false
   */
  inverted?: boolean;
  /**
   * Milliseconds to wait before opening after the trigger; a negative or invalid delay counts as 0.
   * @default 0
   */
  delay?: number;
  /**
   * Hides the arrow.
   * @default false
   */
  basic?: boolean;
  /** The text size: mini, tiny, small, large or huge. */
  size?: PopupSize;
  /** Extra width: `wide`, `very wide`, or `flowing` (no maximum width: the content sets it). */
  width?: PopupWidth;
  /**
   * Renders the popup right after the trigger instead of at the end of the trigger's nearest
   * landmark (`main`, `nav`, `aside`, a named region or form...; `document.body` when it has none).
   * @default false
   */
  inline?: boolean;
  /**
   * The Semantic UI animation used to open and close.
   * @default 'scale'
   */
  transition?: string;
  /**
   * The animation duration in milliseconds (a negative or invalid duration ends the animation at once).
   * @default 200
   */
  transitionDuration?: number;
}

/** The library defaults, below any provider and any popup's own props. */
export const POPUP_DEFAULTS: Required<Omit<PopupConfig, 'size' | 'width'>> = {
  placement: 'top left',
  trigger: 'hover',
  inverted: false,
  delay: 0,
  basic: false,
  inline: false,
  transition: 'scale',
  transitionDuration: 200,
};

export const PopupConfigContext = createContext<PopupConfig>({});

/** Copies the entries whose value is not undefined: a prop left out must not hide a default. */
export function definedOptions<T extends object>(options: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key in options) if (options[key] !== undefined) out[key] = options[key];
  return out;
}

export interface PopupConfigProviderProps extends PopupConfig {
  /** The part of the app whose popups get these defaults. */
  children?: ReactNode;
}

/**
 * Sets defaults for every popup below it, e.g. inverted tooltips with a 300 ms delay across an app.
 * A popup's own props win over these, and an inner provider wins over an outer one. It does not
 * load the popup code itself.
 */
export function PopupConfigProvider({ children, ...config }: PopupConfigProviderProps) {
  const parent = useContext(PopupConfigContext);
  return (
    <PopupConfigContext.Provider value={{ ...parent, ...definedOptions(config) }}>
      {children}
    </PopupConfigContext.Provider>
  );
}
