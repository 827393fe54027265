import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { textOf } from './html-text.ts';
import { highlightCode } from './highlighter.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Every source a page can show: the pages' files (examples among them) and the library's. */
function shownSources(): string[] {
  return ['site/src/pages', 'packages/sui-react/src'].flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => join(ROOT, dir, file)),
  );
}

describe('highlightCode', () => {
  it('gives HTML whose text is the code, character for character (what Copy copies)', async () => {
    const files = shownSources();
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const code = readFileSync(file, 'utf8');
      expect(textOf(await highlightCode(code, file.endsWith('.tsx') ? 'tsx' : 'ts')), file).toBe(code);
    }
  });

  it('colours tokens with inline styles and leaves text in the theme colour bare', async () => {
    const html = await highlightCode(`import a from 'b';\nconst c = <d e="f">{a && 1}</d>;\n`, 'tsx');
    expect(html).toMatch(
      /^<pre class="shiki" style="color:#24292e"><code><span style="color:#D73A49">import<\/span> a /,
    );
    expect(html).toContain('&lt;');
    expect(html).not.toContain('color:#24292E');
    // Neighbours of one colour share a span; lines are separated by their newlines alone.
    expect(html).not.toMatch(/<span style="([^"]+)">[^<]*<\/span><span style="\1">/);
    expect(html).not.toContain('class="line"');
  });

  it('refuses a language it does not know', async () => {
    await expect(highlightCode('x', 'python')).rejects.toThrow(
      'highlight: unknown language "python". Use one of: tsx, ts, bash, html, css, json.',
    );
  });
});
