/// <reference types="vite/client" />

/** The library's repository URL, read from its package.json at build time. */
declare const __REPOSITORY_URL__: string;

/** An example file: its component, its name, and `source()`, which loads the file's `?source` module. */
declare module '*?example' {
  import type { ExampleModule } from './docs-kit/Example';
  const example: ExampleModule;
  export default example;
}

/** A file shown but not run: its exact text highlighted at build time (the HTML's text is the file's). */
declare module '*?source' {
  const source: { file: string; html: string; imports?: import('./docs-kit/live/run').ImportedNames[] };
  export default source;
}

/** The generated API of the components a library module exports (pages load it lazily, see ApiTable). */
declare module '*?api' {
  import type { ApiComponent } from './docs-kit/api-types';
  const api: ApiComponent[];
  export default api;
}

/** The Migrating guide's prop map: the compat adapters' props and their native counterparts (see build/compat-map.ts). */
declare module '*?compat-map' {
  const map: import('./pages/guides/migrating/prop-map-types').CompatComponentRow[];
  export default map;
}

/** The Performance page's charts and figures, made at build time from bench/results (see build/performance-plugin.ts). */
declare module 'virtual:performance' {
  const data: import('../build/performance-plugin').PerformanceData;
  export default data;
}

/** The site search's index, generated at build time (see build/search-index.ts). */
declare module 'virtual:search-index' {
  const index: import('../build/search-index').SearchEntry[];
  export default index;
}

/** Prism's core, for the live editor's highlighting (prismjs ships no types). */
declare module 'prismjs/components/prism-core' {
  const Prism: {
    highlight(text: string, grammar: object, language: string): string;
    languages: Record<string, object | undefined>;
  };
  export default Prism;
}
/** Prism's grammars: each adds itself to the global Prism when it is imported. */
declare module 'prismjs/components/*';
