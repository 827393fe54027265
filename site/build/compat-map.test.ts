import { describe, expect, it } from 'vitest';
import { adapterFiles, compatMap, parseNativeTag } from './compat-map.ts';
import { documentSourceText, type ApiComponent } from './docgen.ts';

describe('the compat prop map', () => {
  it('reads @native tags: a component, a prop, a note, or none', () => {
    expect(parseNativeTag('Select value', 'x')).toEqual({ component: 'Select', prop: 'value', note: null });
    expect(parseNativeTag('Select onChange — gets the value alone', 'x')).toEqual({
      component: 'Select',
      prop: 'onChange',
      note: 'gets the value alone',
    });
    expect(parseNativeTag('Modal', 'x')).toEqual({ component: 'Modal', prop: null, note: null });
    expect(parseNativeTag('- — Semantic UI React only', 'x')).toEqual({
      component: null,
      prop: null,
      note: 'Semantic UI React only',
    });
    expect(() => parseNativeTag('select the value', 'Dropdown.value')).toThrow(
      /the @native tag of Dropdown\.value is "select the value"/,
    );
  });

  it('maps every adapter the compat entry exports, tagged props to their native prop', () => {
    const natives: ApiComponent[] = [
      {
        name: 'Select',
        description: '',
        props: [
          { name: 'value', type: '', defaultValue: null, required: false, deprecated: null, description: '' },
        ],
        events: [],
      },
    ];
    const sample = documentSourceText(`
      /** The sample's props. */
      export interface PickProps {
        /** The value. @native Select value */
        value?: string;
        /** Semantic UI React's own. */
        compact?: boolean;
      }
      /** A sample adapter. @native Select */
      export function Pick(props: PickProps) { return <div>{props.value}</div>; }
      /** Not exported by the compat entry. */
      export function Helper(props: PickProps) { return <div>{props.value}</div>; }
    `);
    expect(sample.find((c) => c.name === 'Pick')?.native).toBe('Select');
    const rows = compatMap([{ file: 'Pick.tsx', components: sample }], natives, new Set(['Pick']));
    expect(rows).toEqual([
      {
        name: 'Pick',
        description: 'A sample adapter.',
        file: 'Pick.tsx',
        natives: ['Select'],
        props: [
          { name: 'compact', native: 'Select', nativeProp: null, note: null, tagged: false },
          { name: 'value', native: 'Select', nativeProp: 'value', note: null, tagged: true },
        ],
      },
    ]);
  });

  it('fails with a clear message on a tag naming a component or prop that does not exist', () => {
    const sample = (tag: string) =>
      documentSourceText(`
        /** The sample's props. */
        export interface PickProps {
          /** The value. @native ${tag} */
          value?: string;
        }
        /** A sample adapter. */
        export function Pick(props: PickProps) { return <div>{props.value}</div>; }
      `);
    const natives: ApiComponent[] = [{ name: 'Select', description: '', props: [], events: [] }];
    expect(() =>
      compatMap([{ file: 'Pick.tsx', components: sample('Selec value') }], natives, new Set(['Pick'])),
    ).toThrow(
      /Pick \(compat\/Pick\.tsx\)\.value names Selec, which the package root \(sui-react\) does not export/,
    );
    expect(() =>
      compatMap([{ file: 'Pick.tsx', components: sample('Select valeu') }], natives, new Set(['Pick'])),
    ).toThrow(/names Select's prop "valeu", which Select does not have/);
  });

  it('covers the adapters in packages/sui-react/src/compat', () => {
    const rows = compatMap();
    expect(adapterFiles().length).toBeGreaterThan(0);
    const names = rows.map((r) => r.name);
    expect(names).toEqual(expect.arrayContaining(['Dropdown', 'Modal']));
    // The elements, re-exported unchanged, are no adapters.
    expect(names).not.toContain('Button');
    const dropdown = rows.find((r) => r.name === 'Dropdown')!;
    expect(dropdown.file).toBe('Dropdown.tsx');
    expect(dropdown.props.map((p) => p.name)).toEqual(expect.arrayContaining(['onChange', 'options']));
    // Every prop names a native component unless its tag says it has none.
    for (const row of rows)
      for (const prop of row.props)
        if (!prop.tagged) expect(prop.native, `${row.name}.${prop.name}`).toBe(row.natives[0] ?? null);
  });
});
