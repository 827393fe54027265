import { describe, expect, it } from 'vitest';
import { documentModule, documentSourceText, publicModules } from './docgen.ts';

const modules = publicModules().filter((m) => m.subpath !== '.');

describe('generated API tables', () => {
  it('finds the public modules in the package exports map', () => {
    expect(modules.map((m) => m.subpath)).toEqual(expect.arrayContaining(['./checkbox', './sidebar']));
  });

  it.each(modules)('$subpath: every public component and prop has a description', ({ source }) => {
    const components = documentModule(source);
    for (const component of components) {
      expect(component.description, `${component.name} needs a JSDoc description`).not.toBe('');
      for (const prop of [...component.props, ...component.events]) {
        expect(prop.description, `${component.name}.${prop.name} needs a JSDoc description`).not.toBe('');
      }
    }
  });

  it('reads names, types, defaults, required flags and events from the sources', () => {
    const all = documentModule(modules.find((m) => m.subpath === './sidebar')!.source);
    expect(all.map((c) => c.name)).toEqual(['Sidebar', 'SidebarContainer', 'SidebarSibling']);
    const side = all.find((c) => c.name === 'Sidebar')!;
    const direction = side.props.find((p) => p.name === 'direction')!;
    expect(direction.type).toBe('"left" | "right" | "top" | "bottom"');
    expect(direction.defaultValue).toBe("'left'");
    expect(side.events.map((e) => e.name)).toEqual(['onVisibleChange']);
    const radio = documentModule(modules.find((m) => m.subpath === './checkbox')!.source).find(
      (c) => c.name === 'Radio',
    )!;
    expect(radio.props.find((p) => p.name === 'value')).toMatchObject({ required: true, type: 'T' });
    expect(radio.props.find((p) => p.name === 'disabled')).toMatchObject({
      required: false,
      defaultValue: 'false',
    });
    expect(radio.props.every((p) => p.deprecated === null)).toBe(true);
    // Classes and hooks are not components.
    const transition = documentModule(modules.find((m) => m.subpath === './transition')!.source);
    expect(transition).toEqual([]);
  });

  it('lists literal unions in source order, whatever order other modules met the literals in', () => {
    const popup = documentModule(modules.find((m) => m.subpath === './popup')!.source).find(
      (c) => c.name === 'Popup',
    )!;
    expect(popup.props.find((p) => p.name === 'placement')!.type).toBe(
      '"top left" | "top" | "top right" | "bottom left" | "bottom" | "bottom right" | "left top" | "left" | "left bottom" | "right top" | "right" | "right bottom"',
    );
    expect(popup.props.find((p) => p.name === 'trigger')!.type).toBe(
      '"hover" | "click" | "outsideClick" | "focus" | "manual"',
    );
  });

  it("shows a polymorphic component's `as` as what it may be, and names a long union by its alias", () => {
    const [icon] = documentModule('elements/icon/index.ts');
    expect(icon!.name).toBe('Icon');
    expect(icon!.props.find((p) => p.name === 'as')?.type).toMatch(
      /^(keyof JSX\.IntrinsicElements|ElementType)/,
    );
    expect(icon!.props.find((p) => p.name === 'name')?.type).toBe('IconName');
    expect(icon!.props.find((p) => p.name === 'rotated')?.type).toBe(
      '"clockwise" | "counterclockwise" | "halfway"',
    );
  });

  it("marks a prop deprecated, with the tag's text", () => {
    const [sample] = documentSourceText(`
      import type { ReactNode } from 'react';
      export interface SampleProps {
        /** The new name. */
        size?: number;
        /**
         * The old name.
         * @deprecated Use \`size\`.
         */
        scale?: number;
        /** Gone soon. @deprecated */
        legacy?: boolean;
      }
      /** A sample. */
      export function Sample(props: SampleProps): ReactNode {
        return props.size;
      }
    `);
    expect(sample!.props.map((p) => [p.name, p.deprecated])).toEqual([
      ['legacy', ''],
      ['scale', 'Use `size`.'],
      ['size', null],
    ]);
  });
});
