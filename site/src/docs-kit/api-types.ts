/** The shape of one generated API entry (see site/build/docgen.ts). */
export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  required: boolean;
  /** The `@deprecated` tag's text ('' when it has none), or null when the prop is not deprecated. */
  deprecated: string | null;
  description: string;
  /** A compat adapter's `@native` tag: the native component and prop this prop maps to. */
  native?: string;
}

export interface ApiComponent {
  name: string;
  description: string;
  props: ApiProp[];
  events: ApiProp[];
  /** A compat adapter's `@native` tag: the native component(s) it is built on. */
  native?: string;
}
