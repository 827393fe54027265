/** The shape of one generated API entry (see site/build/docgen.ts). */
export interface ApiProp {
  name: string;
  type: string;
  defaultValue: string | null;
  required: boolean;
  description: string;
}

export interface ApiComponent {
  name: string;
  description: string;
  props: ApiProp[];
  events: ApiProp[];
}
