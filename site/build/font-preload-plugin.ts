// Preloads the web fonts that every page's first view shows (the kit's Lato, regular and bold).
// Without this, the browser finds them only once the CSS applies and text is laid out, shows that
// text in a fallback font first (the kit's fonts swap), and the swap then re-wraps the text and
// moves what is below it.
import type { Plugin } from 'vite';

export function fontPreloadPlugin(fonts: RegExp[]): Plugin {
  return {
    name: 'sui-docs-font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const files = fonts.map((font) => {
          const file = Object.keys(bundle).find((name) => font.test(name));
          if (!file) throw new Error(`No font in the build matches ${font}.`);
          return file;
        });
        return {
          html,
          tags: files.map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: '', href: `./${file}` },
            injectTo: 'head' as const,
          })),
        };
      },
    },
  };
}
