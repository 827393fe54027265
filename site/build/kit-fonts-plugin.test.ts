import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cutIconCss, splitRanges, stringWords } from './kit-fonts-plugin';

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
