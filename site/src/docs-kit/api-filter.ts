import type { ApiProp } from './api-types';

/** The id of a prop's row: `api-Select-options`, so `#/modules/select#api-Select-options` links to it. */
export const propAnchor = (component: string, prop: string) => `api-${component}-${prop}`;

/** Whether a prop matches the filter text: every word of it is in its name, type, default or description, in any case. */
export function propMatches(prop: ApiProp, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${prop.name} ${prop.type} ${prop.defaultValue ?? ''} ${prop.description}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
