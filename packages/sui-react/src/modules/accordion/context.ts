import { createContext, useContext } from 'react';

export interface AccordionContextValue {
  readonly transition: string;
  readonly transitionDuration: number;
  readonly headingLevel: number;
  /** Registers a panel; returns the unregister function. */
  register(id: string, panel: { open(): boolean; disabled(): boolean; close(): void }): () => void;
  /** Tells the accordion a panel has opened, so it can close the others. */
  opened(id: string): void;
}

export const AccordionContext = createContext<AccordionContextValue | null>(null);

export function useAccordion(): AccordionContextValue {
  const value = useContext(AccordionContext);
  if (!value) throw new Error('An <AccordionPanel> must be placed inside an <Accordion>.');
  return value;
}
