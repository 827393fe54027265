import { createContext, useContext } from 'react';
import type { SidebarDirection, SidebarTransition } from './state.js';

/** What the sidebar tells its container and sibling. */
export interface SidebarInfo {
  visible: boolean;
  direction: SidebarDirection;
  transition: SidebarTransition;
  width: number;
  height: number;
  close: () => void;
  element: HTMLElement | null;
  /** True during the event that opened the sidebar, so that the same click does not close it. */
  justOpened: () => boolean;
}

export interface SidebarContainerContextValue {
  info: SidebarInfo | null;
  publish: (info: SidebarInfo | null) => void;
  register: (part: 'sidebar' | 'sibling') => () => void;
}

export const SidebarContainerContext = createContext<SidebarContainerContextValue | null>(null);

export function useSidebarContainer(component: string): SidebarContainerContextValue {
  const ctx = useContext(SidebarContainerContext);
  if (!ctx) throw new Error(`A <${component}> must be placed inside a <SidebarContainer>.`);
  return ctx;
}
