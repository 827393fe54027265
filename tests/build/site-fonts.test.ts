// The fonts of the built site (see site/build/kit-fonts-plugin.ts): the icon fonts hold the glyph of
// every icon the CSS keeps, the text fonts are split so that a page downloads only the parts it draws,
// and index.html preloads the basic Latin text fonts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { ROOT, SITE_DIST, gzipSize, siteManifest, type ManifestChunk } from '../../bench/measure.mjs';

const ASSETS = join(SITE_DIST, 'assets');
const assets = readdirSync(ASSETS);

/** The one asset whose name matches, e.g. `icons-<hash>.woff2`. */
function asset(pattern: RegExp): string {
  const found = assets.filter((file) => pattern.test(file));
  if (found.length !== 1) throw new Error(`${found.length} assets match ${pattern}: ${found.join(', ')}`);
  return found[0]!;
}

/** The characters a woff2 font maps. */
/** The kit's own icon fonts, before the build cuts them. */
const KIT_FONTS = join(ROOT, 'node_modules/fomantic-ui-css/themes/default/assets/fonts');

async function characters(file: string, dir = ASSETS): Promise<Set<number>> {
  const sfnt: Buffer = await fontverter.convert(readFileSync(join(dir, file)), 'sfnt');
  return new Set(new hb.Face(new hb.Blob(sfnt)).collectUnicodes());
}

/** The CSS every page loads first: that of the entry and the chunks it imports (the frame's). */
const entryCss = (() => {
  const manifest = siteManifest();
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The site manifest has no entry chunk. Was the site built?');
  const files = new Set<string>();
  const visit = (chunk: ManifestChunk) => {
    for (const css of chunk.css ?? []) files.add(css);
    for (const key of chunk.imports ?? []) visit(manifest[key]!);
  };
  visit(entry);
  if (!files.size) throw new Error('The entry chunk of the site loads no CSS.');
  return [...files].map((css) => readFileSync(join(SITE_DIST, css), 'utf8')).join('\n');
})();

/** The @font-face rules of a family in the entry CSS: file and unicode-range. */
function faces(family: string): { file: string; range?: string }[] {
  return [...entryCss.matchAll(/@font-face\{([^}]*)\}/g)]
    .map(([, body]) => body!)
    .filter((body) => body.includes(`font-family:${family};`))
    .map((body) => ({
      file: /url\(\.\/([^)]+)\)/.exec(body)![1]!,
      range: /unicode-range:([^;}]+)/.exec(body)?.[1],
    }));
}

describe('icons of the built site', () => {
  // The build's minifier writes `:before` and the glyph itself rather than its escape.
  const glyphRules = [
    ...entryCss.matchAll(
      /(i\.icon[^{}]*?)::?before\{content:"(\\[0-9a-f]+|[^"])"(;font-family:([a-z-]+))?\}/g,
    ),
  ].map(([, selector, glyph, , family]) => ({
    selector: selector!,
    code: glyph!.startsWith('\\') ? parseInt(glyph!.slice(1), 16) : glyph!.codePointAt(0)!,
    family,
  }));

  it('keeps the glyph rules of the icons the site names, not the whole set', () => {
    const names = glyphRules.map((rule) => rule.selector);
    expect(names).toEqual(
      expect.arrayContaining(['i.icon.dropdown', 'i.icon.search', 'i.icon.close', 'i.icon.code']),
    );
    expect(names.length).toBeGreaterThan(50);
    // The elements' pages (issue 26) name more icons: 508 kept on 2026-11-27.
    expect(names.length).toBeLessThan(600); // of about 1,950
  });

  it.each([
    // The elements' pages (issue 26) draw more icons: 18,256 B on 2026-11-27; with the collections
    // and views of issue 27 (Menu, Table, Card, Feed, Comment…): 20,348 B on 2026-11-28.
    ['icons', 21_000, /^icons-[\w-]+\.woff2$/],
    // With the pages of issue 28 (Embed, Sticky, Visibility, the Migrating guide): 6,136 B on 2026-11-28.
    ['outline-icons', 6_500, /^outline-icons-[\w-]+\.woff2$/],
    // The Button page's social buttons (issue 26): 7,448 B on 2026-11-27; with the pages of issue 28
    // (Embed's YouTube and Vimeo among them): 8,868 B on 2026-11-28.
    ['brand-icons', 9_000, /^brand-icons-[\w-]+\.woff2$/],
  ] as const)(
    'the %s font holds the glyph of every icon kept for it, in under %i bytes',
    async (font, bytes, file) => {
      const name = asset(file);
      expect(faces(font).map((face) => face.file)).toEqual([name]);
      const glyphs = glyphRules
        .filter(({ selector, family }) =>
          font === 'brand-icons'
            ? family === 'brand-icons'
            : family === undefined && selector.includes('.outline') === (font === 'outline-icons'),
        )
        .map((rule) => rule.code);
      expect(glyphs.length).toBeGreaterThan(0);
      const held = await characters(name);
      // A glyph the kit's own font lacks cannot be kept: icon.css still names a few deprecated
      // aliases (`linkedin in`, \f0e1) whose code points its fonts no longer draw.
      const kit = await characters(`${font}.woff2`, KIT_FONTS);
      expect(
        glyphs.filter((glyph) => kit.has(glyph) && !held.has(glyph)).map((glyph) => glyph.toString(16)),
      ).toEqual([]);
      expect(readFileSync(join(ASSETS, name)).length).toBeLessThan(bytes);
    },
  );
});

describe('text fonts of the built site', () => {
  it('splits each Lato file by script, with no file left whole', () => {
    const lato = faces('Lato');
    expect(lato).toHaveLength(4 * 2 + 4 * 4); // 4 styles: LatoLatin in 2 parts, the whole Lato in 4
    expect(
      assets.filter((file) =>
        /^Lato(?:Latin)?-(?:Regular|Bold|Italic|BoldItalic)-[\w-]{8}\.woff2$/.test(file),
      ),
    ).toEqual([]);
    for (const face of lato) expect(face.range, face.file).toBeDefined();
  });

  it('draws ASCII and Latin-1 from the basic part, which holds them', async () => {
    const basic = faces('Lato').find((face) => face.file.startsWith('LatoLatin-Regular-basic-'))!;
    expect(basic.range).toMatch(/^U\+0,U\+D,U\+20-7E,U\+A0-FF,/);
    const held = await characters(basic.file);
    for (const c of [0x41, 0x7a, 0xe9, 0xfc, 0x2026]) expect(held.has(c), c.toString(16)).toBe(true);
    expect(held.has(0x141)).toBe(false); // Ł: in the extended part
    expect(gzipSize(readFileSync(join(ASSETS, basic.file)))).toBeLessThan(23_000);
  });

  it('draws arrows from a small symbols part, not from the whole Lato', async () => {
    const symbols = faces('Lato').find((face) => face.file.startsWith('Lato-Regular-symbols-'))!;
    expect(symbols.range).toContain('U+2190-2199');
    expect((await characters(symbols.file)).has(0x2191)).toBe(true);
    expect(readFileSync(join(ASSETS, symbols.file)).length).toBeLessThan(16_000);
  });

  it('index.html preloads the basic Latin parts of the regular and bold text fonts', () => {
    const html = readFileSync(join(SITE_DIST, 'index.html'), 'utf8');
    const preloaded = [
      ...html.matchAll(/<link rel="preload" as="font"[^>]* href="\.\/assets\/([^"]+)"/g),
    ].map(([, file]) => file!.replace(/-[\w-]{8}\.woff2$/, ''));
    expect(preloaded).toEqual(['LatoLatin-Regular-basic', 'LatoLatin-Bold-basic']);
  });
});
