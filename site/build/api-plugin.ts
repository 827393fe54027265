// `import api from 'sui-react/sidebar?api'` gives the API of the components that module exports,
// generated at build time from their types and JSDoc (see docgen.ts).
import type { Plugin } from 'vite';
import { LIBRARY_ROOT, documentModule, invalidateDocgen } from './docgen.ts';
import { compatMap } from './compat-map.ts';

const API_QUERY = '?api';
/** `import map from 'sui-react/compat?compat-map'`: the Migrating guide's prop map (compat-map.ts). */
const COMPAT_MAP_QUERY = '?compat-map';

export function apiPlugin(): Plugin {
  return {
    name: 'sui-docs-api',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source.endsWith(COMPAT_MAP_QUERY)) {
        const resolved = await this.resolve(source.slice(0, -COMPAT_MAP_QUERY.length), importer, {
          skipSelf: true,
        });
        return resolved ? resolved.id + COMPAT_MAP_QUERY : null;
      }
      if (!source.endsWith(API_QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -API_QUERY.length), importer, { skipSelf: true });
      return resolved ? resolved.id + API_QUERY : null;
    },
    load(id) {
      if (id.endsWith(COMPAT_MAP_QUERY)) {
        this.addWatchFile(id.slice(0, -COMPAT_MAP_QUERY.length));
        return `export default ${JSON.stringify(compatMap())};`;
      }
      if (!id.endsWith(API_QUERY)) return null;
      const file = id.slice(0, -API_QUERY.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(documentModule(file))};`;
    },
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(LIBRARY_ROOT)) return;
      invalidateDocgen();
      for (const mod of server.moduleGraph.idToModuleMap.values()) {
        if (mod.id?.endsWith(API_QUERY) || mod.id?.endsWith(COMPAT_MAP_QUERY))
          server.moduleGraph.invalidateModule(mod);
      }
    },
  };
}
