import { createContext, useContext, type RefObject } from 'react';

/** What the accordion reads and changes in each panel: its state in the last render. */
export type PanelRef = RefObject<{ open: boolean; disabled: boolean; setOpen(open: boolean): void }>;

export interface AccordionContextValue {
  readonly transition: string;
  readonly transitionDuration: number;
  readonly headingLevel: number;
  /** Registers a panel; returns the unregister function. */
  register(id: string, panel: PanelRef): () => void;
  /** Tells the accordion a panel has opened, so it can close the others. */
  opened(id: string): void;
}

export const AccordionContext = createContext<AccordionContextValue | null>(null);

export function useAccordion(): AccordionContextValue {
  const value = useContext(AccordionContext);
  if (!value) throw new Error('An <AccordionPanel> must be placed inside an <Accordion>.');
  return value;
}
