// Starts loading the current page's chunk with the app, not after it.
//
// Routes are hash-based, so the server always sends the same index.html and the app only learns
// which page to show once its entry has run; the page's chunk (and its CSS and shared chunks) would
// then be requested one round trip later. This plugin writes into index.html a small inline script
// with, for each route of routes.ts, the files its page loads beyond the entry; the script reads
// `location.hash` and preloads them, so they download side by side with the entry.
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The pages of site/src/routes.ts: hash path -> page module, relative to site/src. */
export function routePages(routesSource: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [, path, module] of routesSource.matchAll(
    /path: '([^']+)',[\s\S]*?load: \(\) => import\('\.\/([^']+)'\)/g,
  )) {
    pages.set(path!, `src/${module}.tsx`);
  }
  return pages;
}

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The JS and CSS files a page chunk loads (itself and its static imports), minus those the entry loads. */
function pageFiles(bundle: OutputBundle, page: ChunkWithCss, entry: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: ChunkWithCss) => {
    if (seen.has(chunk.fileName) || entry.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    files.push(chunk.fileName, ...(chunk.viteMetadata?.importedCss ?? []));
    for (const name of chunk.imports) visit(bundle[name] as ChunkWithCss);
  };
  visit(page);
  return files;
}

/** The files the entry chunk loads by itself (the HTML references them already). */
function entryFiles(bundle: OutputBundle, entry: OutputChunk): Set<string> {
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const name of chunk.imports) visit(bundle[name] as OutputChunk);
  };
  visit(entry);
  return files;
}

/** The inline script: `files` maps each hash path to its files; other paths go to `fallback`. */
export function preloadScript(files: Record<string, string[]>, fallback: string): string {
  return `(() => {
  const pages = ${JSON.stringify(files)};
  const files = pages[location.hash.slice(1).split('#')[0]] ?? pages[${JSON.stringify(fallback)}] ?? [];
  for (const file of files) {
    const link = document.createElement('link');
    link.href = './' + file;
    // As Vite's own preload links: a request made otherwise would not reuse this one.
    link.crossOrigin = '';
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else link.rel = 'modulepreload';
    document.head.append(link);
  }
})();`;
}

/** `routesFile`: site/src/routes.ts (its table and its DEFAULT_PATH, where other paths go). */
export function routePreloadPlugin(routesFile: string): Plugin {
  return {
    name: 'sui-docs-route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const loaded = entryFiles(bundle, entry);
        const routes = readFileSync(routesFile, 'utf8');
        const fallback = /DEFAULT_PATH = '([^']+)'/.exec(routes)?.[1];
        if (!fallback) throw new Error(`${routesFile} has no DEFAULT_PATH.`);
        const files: Record<string, string[]> = {};
        for (const [path, module] of routePages(routes)) {
          const page = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(`/site/${module}`));
          if (!page) throw new Error(`No chunk for the page ${module} of the route ${path}.`);
          files[path] = pageFiles(bundle, page, loaded);
        }
        // Before the entry's script and stylesheet links (an inline script after a stylesheet link
        // waits for that stylesheet to load, and these downloads would wait with it), but after
        // <meta charset>, which must stay in the first 1,024 bytes.
        const at = html.search(/<script type="module"|<link rel="(?:stylesheet|modulepreload)"/);
        if (at < 0) throw new Error('index.html has no entry script or stylesheet link.');
        return `${html.slice(0, at)}<script>${preloadScript(files, fallback)}</script>\n    ${html.slice(at)}`;
      },
    },
  };
}
