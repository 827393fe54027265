// Cuts the kit's fonts, and the icon CSS, down to what pages draw. Only the production build is
// cut; the dev server serves the whole kit.
//
// Icons. Fomantic's icon.min.css names about 1,950 icons (93 KB of its 108 KB), and its three icon
// fonts weigh 78 KB (icons), 14 KB (outline-icons) and 60 KB (brand-icons) as woff2. Every page
// loads that CSS before its first paint, and a font as soon as one of its icons shows. An icon is
// kept when every class of its name (`angle double left`) appears as a word inside a string literal
// of the site's or the library's sources: that is how icons are named there, in `className`
// strings, `icon` props and sample data. This keeps more than is shown (any string mentioning
// `list` keeps the list icon), never less, unless an icon's name is assembled from pieces that are
// not string literals (the generated unions of every icon, flag and emoji name are left out); the end-to-end test checks that every icon on every route has its glyph.
// Each font is then cut to the glyphs of the kept icons, plus the glyphs that other kit components
// draw with the icon font (the sortable table's arrows).
//
// Text. site.min.css draws Lato from two files per style: LatoLatin (34 KB) for Latin text, and
// the whole of Lato (180 KB) for everything else, from Greek and Cyrillic to arrows (↑ ↓) and the
// narrow no-break space of some time formats. One such character on a page costs the 180 KB file.
// Each file is split by script, as web font services do, and the browser downloads only the parts
// whose characters the page shows: most pages need just the basic Latin part (19 KB).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const KIT_CSS = /\/fomantic-ui-css\/components\/(icon|site)\.min\.css$/;

type IconFont = 'icons' | 'outline-icons' | 'brand-icons';
type Range = [number, number];
type Part = { name: string; spans: Range[] };

/** Every word (lower-case letters, digits and dashes) inside a string literal of the given sources. */
export function stringWords(sources: string[]): Set<string> {
  const words = new Set<string>();
  for (const source of sources) {
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of text!.split(/[^a-z0-9-]+/)) if (word) words.add(word);
    }
  }
  return words;
}

/** The classes of a glyph selector such as `i.icon.angle.double.left::before`, or null. */
function iconClasses(selector: string): string[] | null {
  // CSS escapes a class that starts with a digit: `.\35 00px` is `.500px`.
  const plain = selector
    .trim()
    .replace(/\\([0-9a-f]{1,6}) ?/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
  const match = /^i\.icon((?:\.[a-z0-9-]+)+)::before$/.exec(plain);
  return match ? match[1]!.slice(1).split('.') : null;
}

export interface CutIcons {
  /** The CSS with the glyph rules of the icons not kept taken out. */
  css: string;
  /** For each icon font, the code points of the kept glyphs. */
  glyphs: Record<IconFont, Set<number>>;
  /** How many icon names were kept, of how many. */
  kept: number;
  total: number;
}

/**
 * Removes from Fomantic's icon CSS every glyph rule (`i.icon.name::before{content:"\f…"}`) whose
 * icon is not kept, and lists the code points of those that are, per font.
 */
export function cutIconCss(css: string, keep: (classes: string[]) => boolean): CutIcons {
  const glyphs: Record<IconFont, Set<number>> = {
    icons: new Set(),
    'outline-icons': new Set(),
    'brand-icons': new Set(),
  };
  let kept = 0;
  let total = 0;
  const cut = css.replace(
    /(?<=^|})([^{}@]+)\{content:"\\([0-9a-f]+)"(;font-family:([a-z-]+))?\}/g,
    (rule, selectors: string, code: string, _family, family?: string) => {
      const names = selectors.split(',').map((selector) => ({ selector, classes: iconClasses(selector) }));
      // Not a plain icon-name rule (a corner icon, a loading state...): leave it as it is.
      if (names.some((name) => name.classes === null)) return rule;
      total += names.length;
      const keptNames = names.filter((name) => keep(name.classes!));
      kept += keptNames.length;
      if (!keptNames.length) return '';
      // An icon takes the brand font when its rule says so, the outline font when it is an outline
      // icon (icon.min.css: `i.icon.outline{font-family:outline-icons}`), else the solid one.
      for (const name of keptNames) {
        const font: IconFont =
          family === 'brand-icons'
            ? 'brand-icons'
            : name.classes!.includes('outline')
              ? 'outline-icons'
              : 'icons';
        glyphs[font].add(parseInt(code, 16));
      }
      return `${keptNames.map((name) => name.selector).join(',')}{content:"\\${code}"${family ? `;font-family:${family}` : ''}}`;
    },
  );
  return { css: cut, glyphs, kept, total };
}

/** The code points other kit CSS files draw in a private-use area (possibly with the icon font). */
function kitGlyphs(componentsDir: string): number[] {
  const codes = new Set<number>();
  for (const file of readdirSync(componentsDir)) {
    if (!file.endsWith('.min.css') || file === 'icon.min.css') continue;
    const css = readFileSync(join(componentsDir, file), 'utf8');
    for (const [, code] of css.matchAll(/content:"\\([ef][0-9a-f]{3})"/g)) codes.add(parseInt(code!, 16));
  }
  return [...codes];
}

function sourceFiles(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      // Not the generated lists of every name the kit has (elements/icon/names.ts, flag, emoji):
      // they are types, and would keep every icon.
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/(^|\/)names\.ts$/.test(file))
      .map((file) => readFileSync(join(dir, file), 'utf8')),
  );
}

/** A `unicode-range` list as code point ranges. */
function parseUnicodeRange(list: string): Range[] {
  return list.split(',').map((item) => {
    const [from, to = from] = item.trim().replace(/^U\+/i, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)];
  });
}

const formatRange = ([from, to]: Range) =>
  `U+${from.toString(16).toUpperCase().padStart(4, '0')}${to === from ? '' : `-${to.toString(16).toUpperCase().padStart(4, '0')}`}`;

const LAST = 0x10ffff;

/**
 * The parts each Lato file is split into. LatoLatin keeps a basic part (ASCII, Latin-1 and the
 * punctuation and symbols every page draws) apart from the letters of other Latin alphabets; the
 * whole Lato is split by script.
 */
const PARTS: Record<'LatoLatin' | 'Lato', Part[]> = {
  LatoLatin: [
    {
      name: 'basic',
      spans: [
        [0, 0xff],
        [0x2000, LAST],
      ],
    },
    { name: 'extended', spans: [[0x100, 0x1fff]] },
  ],
  Lato: [
    { name: 'latin-ext', spans: [[0, 0x36f]] },
    { name: 'greek-cyrillic', spans: [[0x370, 0x1cff]] },
    { name: 'latin-ext-additional', spans: [[0x1d00, 0x1fff]] },
    { name: 'symbols', spans: [[0x2000, LAST]] },
  ],
};

/** Splits a unicode-range list into the given parts, cutting ranges at their edges (empty parts left out). */
export function splitRanges(ranges: Range[], parts: Part[]): { name: string; ranges: Range[] }[] {
  return parts
    .map(({ name, spans }) => ({
      name,
      ranges: spans.flatMap(([low, high]) =>
        ranges
          .filter(([from, to]) => to >= low && from <= high)
          .map(([from, to]): Range => [Math.max(from, low), Math.min(to, high)]),
      ),
    }))
    .filter((part) => part.ranges.length > 0);
}

/** The `src` of a kit @font-face for one of its fonts: its woff2 file, then its woff file. */
function kitFontSrc(font: string): RegExp {
  const url = (format: string) =>
    `url\\(\\.\\./themes/default/assets/fonts/${font}\\.${format}\\) format\\("${format}"\\)`;
  return new RegExp(`${url('woff2')},${url('woff')}`);
}

/**
 * @param sourceDirs the folders whose string literals name the icons the site can show
 * @param cacheDir where the cut fonts are written, for Vite to pick up as assets
 */
export function kitFontsPlugin(sourceDirs: string[], cacheDir: string): Plugin {
  /** Writes a font cut to the given characters and returns its URL relative to the CSS file. */
  async function writeCut(cssFile: string, font: string, characters: number[], name = font) {
    const original = readFileSync(join(dirname(cssFile), `../themes/default/assets/fonts/${font}.woff2`));
    const file = join(cacheDir, `${name}.woff2`);
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(
      file,
      await subsetFont(original, String.fromCodePoint(...characters), { targetFormat: 'woff2' }),
    );
    return relative(dirname(cssFile), file);
  }

  async function cutIcons(code: string, id: string) {
    const words = stringWords(sourceFiles(sourceDirs));
    const { css, glyphs, kept } = cutIconCss(code, (classes) => classes.every((c) => words.has(c)));
    if (kept === 0)
      throw new Error('No icon of icon.min.css is named in the sources: is the source scan broken?');
    for (const glyph of kitGlyphs(dirname(id))) glyphs.icons.add(glyph);
    let out = css;
    for (const font of Object.keys(glyphs) as IconFont[]) {
      // The cut file, woff2 only (every browser the site supports reads it).
      const face = kitFontSrc(font);
      if (!face.test(out))
        throw new Error(`icon.min.css no longer has the ${font} @font-face this plugin expects.`);
      out = out.replace(face, `url(${await writeCut(id, font, [...glyphs[font]])}) format("woff2")`);
    }
    return out;
  }

  async function splitLato(code: string, id: string) {
    const faces = [
      ...code.matchAll(
        /@font-face\{font-family:Lato;src:[^}]*\/((LatoLatin|Lato)-[A-Za-z]+)\.woff2\)[^}]*\}/g,
      ),
    ];
    if (faces.length !== 8)
      throw new Error(
        `site.min.css has ${faces.length} Lato @font-face rules, not the 8 this plugin expects.`,
      );
    let out = code;
    for (const [face, font, family] of faces) {
      const range = /unicode-range:([^;}]+)/.exec(face!);
      if (!range) throw new Error(`The ${font} @font-face of site.min.css has no unicode-range.`);
      const parts: string[] = [];
      for (const part of splitRanges(parseUnicodeRange(range[1]!), PARTS[family as 'LatoLatin' | 'Lato'])) {
        const characters = part.ranges.flatMap(([from, to]) =>
          Array.from({ length: to - from + 1 }, (_, i) => from + i),
        );
        const url = await writeCut(id, font!, characters, `${font}-${part.name}`);
        parts.push(
          face!
            .replace(kitFontSrc(font!), `url(${url}) format("woff2")`)
            .replace(range[0], `unicode-range:${part.ranges.map(formatRange).join(',')}`),
        );
      }
      out = out.replace(face!, parts.join(''));
    }
    return out;
  }

  return {
    name: 'sui-docs-kit-fonts',
    apply: 'build',
    enforce: 'pre',
    async transform(code, id) {
      const kit = KIT_CSS.exec(id)?.[1];
      if (!kit) return null;
      return { code: kit === 'icon' ? await cutIcons(code, id) : await splitLato(code, id), map: null };
    },
  };
}
