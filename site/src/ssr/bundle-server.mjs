// Bundles the server render of the docs examples (ssr/examples.test.tsx runs it with Node.js, out of
// jsdom, where esbuild's API cannot run). Arguments: one JSON object with the entry, the output file,
// the folder holding the React to bundle, and each imported asset's URL as the browser side has it.
import { build } from 'esbuild';
import { join } from 'node:path';

const { entry, outfile, reactModules, tsconfig, assets } = JSON.parse(process.argv[2]);

await build({
  entryPoints: [entry],
  outfile,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  jsx: 'automatic',
  tsconfig,
  alias: { react: join(reactModules, 'react'), 'react-dom': join(reactModules, 'react-dom') },
  define: { 'process.env.NODE_ENV': '"development"' },
  logLevel: 'error',
  plugins: [
    {
      // An imported image is the very URL Vite gives the browser side, so the markup matches.
      name: 'assets-as-in-the-browser',
      setup(bundle) {
        bundle.onLoad({ filter: /\.(svg|png|jpe?g|webp)$/ }, ({ path }) => {
          if (!(path in assets)) throw new Error(`No browser-side URL for ${path}.`);
          return { contents: `export default ${JSON.stringify(assets[path])};`, loader: 'js' };
        });
      },
    },
  ],
});
