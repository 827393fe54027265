import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutIconCss, kitFontsPlugin, splitRanges, stringWords } from './kit-fonts-plugin';

const require = createRequire(import.meta.url);
const ICON_CSS = readFileSync(require.resolve('fomantic-ui-css/components/icon.min.css'), 'utf8');

/** The glyph rules of a CSS text: `selectors{content:"\code"...}`. */
const glyphRules = (css: string) => css.split('}').filter((rule) => /\{content:"\\[0-9a-f]+"/.test(rule));

describe('stringWords', () => {
  it('collects the words of string literals only, in any quotes', () => {
    const words = stringWords([
      `const a = 'angle double left'; // chevron in a comment\n<i className="file outline icon" />`,
      'const b = `${size} star icon`; const c = "it\\"s quoted"; heart',
    ]);
    expect([...words].sort()).toEqual(
      ['angle', 'double', 'left', 'file', 'outline', 'icon', 'size', 'star', 'it', 's', 'quoted'].sort(),
    );
  });
});

describe('cutIconCss on Fomantic 2.9.4 icon.min.css', () => {
  it('keeps the CSS whole when every icon is kept, and finds every glyph rule', () => {
    const all = cutIconCss(ICON_CSS, () => true);
    expect(all.css).toBe(ICON_CSS);
    expect(all.total).toBeGreaterThan(1900);
    expect(all.kept).toBe(all.total);
    expect(all.glyphs.icons.size).toBeGreaterThan(800);
    expect(all.glyphs['outline-icons'].size).toBeGreaterThan(100);
    expect(all.glyphs['brand-icons'].size).toBeGreaterThan(400);
  });

  it('keeps only the named icons, with the glyph of each in its own font', () => {
    const keep = new Set(['angle double left', 'heart outline', 'github', 'search']);
    const cut = cutIconCss(ICON_CSS, (classes) => keep.has(classes.join(' ')));
    expect(cut.kept).toBe(4);
    expect(glyphRules(cut.css).map((rule) => rule.split('{')[0])).toEqual(
      expect.arrayContaining([
        'i.icon.angle.double.left::before',
        'i.icon.heart.outline::before',
        'i.icon.github::before',
        'i.icon.search::before',
      ]),
    );
    expect([...cut.glyphs.icons].sort()).toEqual([0xf002, 0xf100]);
    expect([...cut.glyphs['outline-icons']]).toEqual([0xf004]);
    expect([...cut.glyphs['brand-icons']]).toEqual([0xf09b]);
    // What is not a glyph rule stays: the @font-face rules and the sizes, colours and states.
    expect(cut.css).toContain('@font-face{font-family:icons;');
    expect(cut.css).toContain('i.circular.icon{');
    expect(cut.css.length).toBeLessThan(ICON_CSS.length / 5);
  });

  it('reads escaped class names: 500px', () => {
    const cut = cutIconCss(ICON_CSS, (classes) => classes.join(' ') === '500px');
    expect(glyphRules(cut.css).map((rule) => rule.split('{')[0])).toEqual(['i.icon.\\35 00px::before']);
    expect([...cut.glyphs['brand-icons']]).toEqual([0xf26e]);
    expect(cut.glyphs.icons.size).toBe(0);
  });
});

describe('splitRanges', () => {
  const parts = [
    {
      name: 'basic',
      spans: [
        [0, 0xff],
        [0x2000, 0x10ffff],
      ] as [number, number][],
    },
    { name: 'extended', spans: [[0x100, 0x1fff]] as [number, number][] },
  ];

  it('cuts a range that crosses a part edge, and keeps each range in the part that holds it', () => {
    expect(
      splitRanges(
        [
          [0x20, 0x7e],
          [0xa0, 0x17f],
          [0x394, 0x394],
          [0x2013, 0x2014],
        ],
        parts,
      ),
    ).toEqual([
      {
        name: 'basic',
        ranges: [
          [0x20, 0x7e],
          [0xa0, 0xff],
          [0x2013, 0x2014],
        ],
      },
      {
        name: 'extended',
        ranges: [
          [0x100, 0x17f],
          [0x394, 0x394],
        ],
      },
    ]);
  });

  it('leaves out a part that holds nothing', () => {
    expect(splitRanges([[0x41, 0x5a]], parts)).toEqual([{ name: 'basic', ranges: [[0x41, 0x5a]] }]);
  });
});

describe('kitFontsPlugin: a kit it does not expect is refused, naming what is missing', () => {
  const SITE_CSS_ID = require.resolve('fomantic-ui-css/components/site.min.css');
  const ICON_CSS_ID = require.resolve('fomantic-ui-css/components/icon.min.css');
  const SITE_CSS = readFileSync(SITE_CSS_ID, 'utf8');
  const sources = fileURLToPath(new URL('../src', import.meta.url));

  function transform(code: string, id: string, sourceDirs = [sources]) {
    const cache = mkdtempSync(join(tmpdir(), 'kit-fonts-'));
    const hook = kitFontsPlugin(sourceDirs, cache).transform as (
      code: string,
      id: string,
    ) => Promise<unknown>;
    return hook.call({}, code, id);
  }

  it('cuts the real icon CSS and points each icon font at its cut file', async () => {
    const result = (await transform(ICON_CSS, ICON_CSS_ID)) as { code: string };
    expect(result.code).toMatch(
      /@font-face\{font-family:icons;src:url\([^)]*\/icons\.woff2\) format\("woff2"\);/,
    );
    expect(result.code).toContain('i.icon.search::before');
    expect(result.code).not.toContain('i.icon.yin.yang::before');
  });

  it('leaves other files alone', async () => {
    expect(await transform('a{}', '/x/fomantic-ui-css/components/button.min.css')).toBeNull();
  });

  it('refuses sources that name no icon at all', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-sources-'));
    await expect(transform(ICON_CSS, ICON_CSS_ID, [empty])).rejects.toThrow(
      'No icon of icon.min.css is named in the sources: is the source scan broken?',
    );
  });

  it('refuses icon CSS without the @font-face of one of its fonts', async () => {
    const css = ICON_CSS.replace(/@font-face\{font-family:outline-icons;[^}]*\}/, '');
    await expect(transform(css, ICON_CSS_ID)).rejects.toThrow(
      'icon.min.css no longer has the outline-icons @font-face this plugin expects.',
    );
  });

  it('refuses site CSS with another number of Lato faces', async () => {
    const css = SITE_CSS.replace(/@font-face\{font-family:Lato;src:[^}]*Lato-Italic\.woff2[^}]*\}/, '');
    await expect(transform(css, SITE_CSS_ID)).rejects.toThrow(
      'site.min.css has 7 Lato @font-face rules, not the 8 this plugin expects.',
    );
  });

  it('refuses a Lato face without a unicode-range', async () => {
    const css = SITE_CSS.replace(/(LatoLatin-Regular\.woff2[^}]*?);unicode-range:[^;}]+/, '$1');
    await expect(transform(css, SITE_CSS_ID)).rejects.toThrow(
      'The LatoLatin-Regular @font-face of site.min.css has no unicode-range.',
    );
  });
});
