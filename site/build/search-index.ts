// The site search's index, made at build time from the sources that make the site, never by hand:
// the routes table (every page), each page's files (its example titles and its headings with an
// anchor), and the generated API of the modules each page documents (every prop and event).
// `import('virtual:search-index')` gives it to the search dialog, which loads it when it opens.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { siteRoutes } from '../../scripts/site-routes.mjs';
import { slugify } from '../src/docs-kit/slug.ts';
import { documentModule, publicModules } from './docgen.ts';

const SITE = fileURLToPath(new URL('../', import.meta.url));
const ID = 'virtual:search-index';
const RESOLVED = `\0${ID}`;

/** What a result is; the dialog shows the results in this order of kinds. */
export type SearchKind = 'Page' | 'Section' | 'Example' | 'Prop' | 'Event';

export interface SearchEntry {
  kind: SearchKind;
  /** What the result says first: a page title, a heading, `Select.maxSelected`. */
  title: string;
  /** The page it is on, by title. */
  page: string;
  /** The hash path of the page, e.g. `/modules/select`. */
  path: string;
  /** The element id on that page, or '' for the page itself. */
  anchor: string;
  /** More words to match and show: a prop's type and the start of its description. */
  text: string;
}

/** The first sentence of a description, at most 120 characters, on one line. */
function firstSentence(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const sentence = line.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? line;
  return sentence.length > 120 ? `${sentence.slice(0, 119)}…` : sentence;
}

/** A page's own source files: its index and the sections it splits off (examples and tests aside). */
function pageFiles(indexFile: string): string[] {
  const dir = dirname(indexFile);
  return readdirSync(dir)
    .filter((name) => /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name))
    .map((name) => join(dir, name));
}

/** The example titles, the headings with an id, and the API modules named in a page's source. */
export function pageParts(source: string) {
  const examples = [...source.matchAll(/<Example\s+title="([^"]+)"/g)].map((m) => m[1]!);
  const headings = [...source.matchAll(/<h2\b[^>]*\bid="([^"]+)"[^>]*>\s*([^<{]+?)\s*</g)].map((m) => ({
    id: m[1]!,
    text: m[2]!.replace(/&apos;/g, "'").replace(/\s+/g, ' '),
  }));
  const modules = [...source.matchAll(/import\('sui-react\/([\w/-]+)\?api'\)/g)].map((m) => m[1]!);
  return { examples, headings, modules };
}

/** Every page, example, anchored heading, prop and event of the site, in the order of the menu. */
export function buildSearchIndex(): SearchEntry[] {
  const sources = new Map(publicModules().map((m) => [m.subpath, m.source]));
  const entries: SearchEntry[] = [];
  for (const route of siteRoutes()) {
    if (route.devOnly) continue;
    const page = { page: route.title, path: route.path };
    entries.push({ kind: 'Page', title: route.title, ...page, anchor: '', text: '' });
    const parts = pageFiles(join(SITE, route.source)).map((file) => pageParts(readFileSync(file, 'utf8')));
    for (const { headings } of parts)
      for (const h of headings)
        entries.push({ kind: 'Section', title: h.text, ...page, anchor: h.id, text: '' });
    for (const { examples } of parts)
      for (const title of examples)
        entries.push({ kind: 'Example', title, ...page, anchor: slugify(title), text: '' });
    for (const subpath of parts.flatMap((p) => p.modules)) {
      const file = sources.get(`./${subpath}`);
      if (!file)
        throw new Error(
          `Search index: ${route.source} documents sui-react/${subpath}, which the package does not export.`,
        );
      for (const component of documentModule(file)) {
        for (const [kind, list] of [
          ['Prop', component.props],
          ['Event', component.events],
        ] as const) {
          for (const prop of list) {
            entries.push({
              kind,
              title: `${component.name}.${prop.name}`,
              ...page,
              anchor: `api-${component.name}-${prop.name}`,
              text: `${prop.type} — ${firstSentence(prop.description)}`,
            });
          }
        }
      }
    }
  }
  return entries;
}

export function searchIndexPlugin(): Plugin {
  return {
    name: 'sui-docs-search-index',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(join(SITE, 'src/routes.ts'));
      return `export default ${JSON.stringify(buildSearchIndex())};`;
    },
  };
}
