import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { llmsTxt, markdownPages } from './markdown';
import { siteRoutes } from '../../scripts/site-routes.mjs';

const src = (path: string) => readFileSync(new URL(`../src/${path}`, import.meta.url), 'utf8');
const exampleFiles = (page: string) =>
  readdirSync(new URL(`../src/pages/${page}/examples/`, import.meta.url)).filter((f) => f.endsWith('.tsx'));

describe('markdown copies of the pages, and llms.txt', () => {
  const pages = markdownPages();
  const page = (path: string) => pages.find((p) => p.path === path)!.markdown;

  it('has a copy of every page of the menu, titled as the page', () => {
    const routes = siteRoutes().filter((r) => !r.devOnly);
    expect(pages.map((p) => p.path)).toEqual(routes.map((r) => r.path));
    for (const p of pages) expect(p.markdown.startsWith(`# ${p.title}\n`), p.path).toBe(true);
  });

  it('holds every example of a page with its exact file, its keyboard rows and its API tables', () => {
    const select = page('/modules/select');
    for (const file of exampleFiles('modules/select'))
      expect(select, file).toContain(src(`pages/modules/select/examples/${file}`).trimEnd());
    expect(select).toContain('| Keys | Where | Does |');
    expect(select).toMatch(/\| Enter, Space \| /);
    expect(select).toContain('### MultiSelect');
    expect(select).toMatch(/\| `maxSelected` \| `number` \|/);
  });

  it('follows the sections a page loads after it, in their own file or written in place', () => {
    expect(page('/modules/datepicker')).toContain('### Disabled Dates');
    expect(page('/guides/forms')).toContain('### With react-hook-form');
    expect(page('/guides/forms')).toContain(src('pages/guides/forms/examples/HookFormExample.tsx').trimEnd());
    // Written in place with the kit CSS they need loaded beside them, in either order.
    expect(page('/guides/migrating')).toContain('### Before: the compat Dropdown');
    expect(page('/guides/migrating')).toContain(
      src('pages/guides/migrating/examples/NativeSelectExample.tsx').trimEnd(),
    );
    // The Migrating guide's prop map, generated from the compat adapters (compat-map.ts).
    expect(page('/guides/migrating')).toMatch(
      /### Dropdown\n\nbuilt on .*\| compat prop \| native component \| native prop \|/s,
    );
  });

  it('writes prose as markdown: code, emphasis and links, no icons or hidden helper text', () => {
    const checkbox = page('/modules/checkbox');
    expect(checkbox).toContain('A standard checkbox, on a real `<input type="checkbox">`');
    const a11y = page('/guides/accessibility');
    expect(a11y).toContain(
      "```tsx\nimport 'fomantic-ui-css/semantic.min.css';\nimport 'sui-react/a11y.css';\n```",
    );
    expect(a11y).not.toContain('opens in a new tab');
  });

  it('includes the files a guide shows', () => {
    expect(page('/guides/testing')).toContain(
      src('pages/guides/testing/snippets/vitest.config.ts').trimEnd(),
    );
  });

  it('lists every copy in llms.txt, under a title and a summary', () => {
    const text = llmsTxt(pages);
    expect(text.startsWith('# sui-react\n\n> React components for the Semantic UI CSS kit')).toBe(true);
    for (const p of pages) expect(text).toContain(`- [${p.title}](${p.file})`);
    expect(text).toContain('## Modules');
  });
});
