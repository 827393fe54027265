/** The 11 sample option names of the original docs (spec §9: sample option count 11). */
export const SAMPLE_NAMES = [
  'Example',
  'Test',
  'What',
  'No',
  'Benefit',
  'Oranges',
  'Artemis',
  'Another',
  'Apples',
  'Foo',
  'Bar',
];

export interface SampleItem {
  id: number;
  name: string;
}

/** The sample names as `{ id, name }` options, id being the index. */
export const SAMPLE_ITEMS: SampleItem[] = SAMPLE_NAMES.map((name, id) => ({ id, name }));
