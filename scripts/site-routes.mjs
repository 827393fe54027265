// @ts-check
// The site's routes table (site/src/routes.ts), read as text by the tools that run outside the
// site's bundle: the build plugins (search index, markdown copies), the size tests and the benchmark.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SITE = resolve(dirname(fileURLToPath(import.meta.url)), '../site');

/**
 * Every route of the table, in its order: the hash path, the page title, the page's source file
 * from site/ (`src/pages/modules/select/index.tsx`), and whether the menu shows it in development
 * builds only.
 * @returns {{ path: string, title: string, source: string, devOnly: boolean }[]}
 */
export function siteRoutes() {
  const text = readFileSync(join(SITE, 'src/routes.ts'), 'utf8');
  const routes = [];
  for (const [, path, title, rest, load] of text.matchAll(
    /\{\s*path: '([^']+)',\s*title: '([^']+)',([\s\S]*?)load: \(\) => import\('\.\/([^']+)'\)/g,
  )) {
    routes.push({
      path: /** @type {string} */ (path),
      title: /** @type {string} */ (title),
      source: `src/${load}.tsx`,
      devOnly: /devOnly: true/.test(/** @type {string} */ (rest)),
    });
  }
  if (!routes.length) throw new Error('No route found in site/src/routes.ts: has its shape changed?');
  return routes;
}
