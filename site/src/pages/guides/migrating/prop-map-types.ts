/** One prop of a compat component in the Migrating guide's generated prop map (site/build/compat-map.ts). */
export interface CompatPropRow {
  /** The compat prop's name. */
  name: string;
  /** The native component it maps to: its `@native` tag's, else the component's first native; null for none. */
  native: string | null;
  /** The native prop, when the prop's `@native` tag names one. */
  nativeProp: string | null;
  /** The tag's note (`— gets the value alone`), if any. */
  note: string | null;
  /** Whether the prop has a `@native` tag of its own. */
  tagged: boolean;
}

/** One compat component: its file in src/compat, the native components it is built on, and its props. */
export interface CompatComponentRow {
  name: string;
  /** Its JSDoc description: what it adds over Semantic UI React (the intentional differences). */
  description: string;
  file: string;
  natives: string[];
  props: CompatPropRow[];
}
