// The Migrating guide's prop map: each component sui-react/compat adds over the native modules (the
// adapters in packages/sui-react/src/compat/*.tsx, whatever they are at build time), its props, and
// the native component and prop each maps to, read from the adapters' `@native` JSDoc tags (the
// convention is written at the top of compat/index.ts). Made from the same docgen data as the API
// tables: `import map from 'sui-react/compat?compat-map'` (api-plugin.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { LIBRARY_ROOT, documentModule, type ApiComponent } from './docgen.ts';
import type { CompatComponentRow, CompatPropRow } from '../src/pages/guides/migrating/prop-map-types.ts';

export type { CompatComponentRow, CompatPropRow };

const COMPAT = join(LIBRARY_ROOT, 'src/compat');

/** A `@native` tag's text: `Select value`, `Select onChange — gets the value alone`, `-`. */
export interface NativeTag {
  /** The native component, or null for `-` (no native counterpart). */
  component: string | null;
  prop: string | null;
  note: string | null;
}

/**
 * Reads a `@native` tag: a native component name (or `-` for none), then optionally one of its
 * props, then optionally a note after a dash (`—` or `-`). Throws on any other shape, naming where.
 */
export function parseNativeTag(text: string, where: string): NativeTag {
  const match = /^(-|[A-Z][A-Za-z0-9]*)(?:\s+([a-z][A-Za-z0-9-]*))?(?:\s+[—-]\s+(.+))?$/s.exec(text.trim());
  if (!match) {
    throw new Error(
      `compat prop map: the @native tag of ${where} is "${text}"; write "@native Component", ` +
        '"@native Component prop", "@native -" (no counterpart), each optionally followed by " — a note".',
    );
  }
  const [, component, prop, note] = match;
  return {
    component: component === '-' ? null : component!,
    prop: prop ?? null,
    note: note ? note.replace(/\s+/g, ' ').trim() : null,
  };
}

/** The adapter files: compat/*.tsx but their tests. */
export function adapterFiles(): string[] {
  return readdirSync(COMPAT)
    .filter((name) => name.endsWith('.tsx') && !/\.test\.tsx$/.test(name))
    .sort();
}

/** Each adapter file (its name in compat/) and the components it exports, from the docgen. */
export function documentAdapters(): Array<{ file: string; components: ApiComponent[] }> {
  return adapterFiles().map((file) => ({ file, components: documentModule(join(COMPAT, file)) }));
}

/**
 * The map. `natives` are the components the package root exports (what a `@native` tag may name);
 * `exported` the names compat/index.ts exports (an adapter file's helpers it does not re-export
 * are left out). Each defaults to the library's; tests pass their own.
 */
export function compatMap(
  adapters: Array<{ file: string; components: ApiComponent[] }> = documentAdapters(),
  natives: ApiComponent[] = documentModule(join(LIBRARY_ROOT, 'src/index.ts')),
  exported: ReadonlySet<string> = new Set(documentModule(join(COMPAT, 'index.ts')).map((c) => c.name)),
): CompatComponentRow[] {
  const byName = new Map(natives.map((c) => [c.name, c]));
  const check = (tag: NativeTag, where: string): NativeTag => {
    if (tag.component === null) return tag;
    const native = byName.get(tag.component);
    if (!native) {
      throw new Error(
        `compat prop map: the @native tag of ${where} names ${tag.component}, which the package root (sui-react) does not export as a component.`,
      );
    }
    if (tag.prop !== null && ![...native.props, ...native.events].some((p) => p.name === tag.prop)) {
      throw new Error(
        `compat prop map: the @native tag of ${where} names ${tag.component}'s prop "${tag.prop}", which ${tag.component} does not have.`,
      );
    }
    return tag;
  };
  const rows = new Map<string, CompatComponentRow>();
  for (const { file: fileName, components } of adapters) {
    for (const component of components) {
      if (!exported.has(component.name) || rows.has(component.name)) continue;
      const where = `${component.name} (compat/${fileName})`;
      // The component's own tag may list several natives (`Select, MultiSelect, Dropdown`); without
      // one, a native component of the same name is its counterpart.
      const natives = component.native
        ? component.native.split(',').map((name) => check(parseNativeTag(name, where), where).component!)
        : byName.has(component.name)
          ? [component.name]
          : [];
      const props: CompatPropRow[] = [...component.props, ...component.events]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((prop) => {
          const at = `${where}.${prop.name}`;
          const tag = prop.native ? check(parseNativeTag(prop.native, at), at) : null;
          return {
            name: prop.name,
            native: tag ? tag.component : (natives[0] ?? null),
            nativeProp: tag?.prop ?? null,
            note: tag?.note ?? null,
            tagged: tag !== null,
          };
        });
      rows.set(component.name, {
        name: component.name,
        description: component.description,
        file: fileName,
        natives,
        props,
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The map as markdown, for the guide's plain-markdown copy (markdown.ts). */
export function compatMapMarkdown(rows: CompatComponentRow[] = compatMap()): string {
  const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();
  return rows
    .map((row) => {
      const natives = row.natives.length
        ? `built on ${row.natives.map((n) => `\`${n}\``).join(', ')}`
        : 'no native component of its own';
      const props = row.props.map(
        (p) =>
          `| \`${p.name}\` | ${p.native ? `\`${p.native}\`` : 'none'} | ${cell(
            [p.nativeProp && `\`${p.nativeProp}\``, p.note].filter(Boolean).join(': '),
          )} |`,
      );
      return [
        `### ${row.name}`,
        `${natives} (\`compat/${row.file}\`)`,
        ...(row.description ? [row.description] : []),
        ['| compat prop | native component | native prop |', '| --- | --- | --- |', ...props].join('\n'),
      ].join('\n\n');
    })
    .join('\n\n');
}
