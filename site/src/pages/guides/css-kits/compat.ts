// The shape of compat.json: what site/e2e/css-kits.spec.ts measures and checks against this file.
import data from './compat.json';

export interface ComponentReport {
  /** The component page's title. */
  title: string;
  /** Its route. */
  path: string;
  /** The Fomantic `components/*.css` files with rules that style what it draws. */
  needs: string[];
  /** Per element, the classes Fomantic styles that the other kit does not. */
  missing: { semantic: string[]; semanticWithCalendar: string[] };
}

export interface CompatReport {
  fomantic: string;
  semantic: string;
  components: ComponentReport[];
}

export const compat: CompatReport = data;
