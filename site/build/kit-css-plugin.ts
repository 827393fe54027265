// Writes .vite/kit-css.json: for each CSS file of the build, the Fomantic UI component CSS files
// (`fomantic-ui-css/components/<name>.min.css`) whose rules it holds. The size test
// reads it to check that each page's first load holds the kit CSS of what that page shows and
// nothing else (and never the whole semantic.min.css).
import type { Plugin } from 'vite';

export const KIT_CSS_MANIFEST = '.vite/kit-css.json';

const KIT_CSS = /\/fomantic-ui-css\/(?:components\/([\w-]+)\.min\.css|(semantic(?:\.min)?\.css))$/;

export function kitCssPlugin(): Plugin {
  return {
    name: 'sui-docs-kit-css',
    apply: 'build',
    // Before Vite folds the chunks that hold only CSS into their importers: each chunk still brings
    // one CSS file, made of the CSS modules it holds.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const files: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const names = chunk.moduleIds
          .map((id) => KIT_CSS.exec(id))
          .filter((match) => match !== null)
          .map((match) => match[1] ?? match[2]!)
          .sort();
        if (!names.length) continue;
        const css = [...(chunk.viteMetadata?.importedCss ?? [])];
        if (css.length !== 1) throw new Error(`${chunk.fileName} brings ${css.length} CSS files, not one.`);
        files[css[0]!] = names;
      }
      this.emitFile({
        type: 'asset',
        fileName: KIT_CSS_MANIFEST,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}
