// Builds the library: ESM JavaScript and .d.ts files, one module per source file, into dist/.
// Run from packages/sui-react (npm run build -w sui-react).
//
// React Server Components: every module that uses React at run time (a component, a hook, a
// context) starts with the "use client" directive, so a server component (Next.js App Router) can
// import any component straight from the package. The rest carry no directive and stay plain server
// code: the barrels (index.js, which only re-export), the locales and the localization store (data
// and pure functions a server may call: `interpolate`, `enGB`, `LocalizationStore`), and the pure
// state and format modules. tests/build/library-package.test.ts checks the result module by module.
import { execFileSync } from 'node:child_process';
import { copyFileSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

const root = process.cwd();
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

// React through the library's own modules. A bundler that keeps each module's imports of an
// external package apart (esbuild does: one `import {…} from "react"` per module, each with local
// names of its own) repeats them some 80 times in an app that uses every component. Each module
// imports React, the JSX runtime and react-dom from internal/react.js, internal/jsx-runtime.js and
// internal/react-dom.js instead, which import their package once as a namespace and export its
// functions one by one: a bundle keeps only the ones its modules call, each imported once
// (2026-11-25, issue 17: 41,931 -> 40,365 B gzipped for the whole library).
const SHIMS = {
  react: 'internal/react.js',
  'react/jsx-runtime': 'internal/jsx-runtime.js',
  'react-dom': 'internal/react-dom.js',
};
const SHIMMED = /^import \{([^}]*)\} from (['"])(react|react\/jsx-runtime|react-dom)\2;$/gm;
/** The names each package gives its shim. */
const shimmed = Object.fromEntries(Object.keys(SHIMS).map((pkg) => [pkg, new Set()]));
const rewrite = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) rewrite(file);
    else if (name.endsWith('.js')) {
      const code = readFileSync(file, 'utf8');
      const next = code.replace(SHIMMED, (_, list, quote, pkg) => {
        for (const part of list.split(',')) {
          const imported = part.trim().split(/\s+as\s+/)[0];
          if (imported) shimmed[pkg].add(imported);
        }
        let to = relative(dirname(file), join(dist, SHIMS[pkg]));
        if (!to.startsWith('.')) to = `./${to}`;
        return `import {${list}} from '${to}';`;
      });
      if (next !== code) writeFileSync(file, next);
    }
  }
};
rewrite(dist);
for (const [pkg, names] of Object.entries(shimmed)) {
  const lines = [...names].sort().map((name) => `export const ${name} = React.${name};`);
  writeFileSync(join(dist, SHIMS[pkg]), `import * as React from '${pkg}';\n${lines.join('\n')}\n`);
}

// Node's ESM loader needs full relative specifiers; make sure every one ends in .js.
const bad = [];
/** Every emitted module: its code and the relative modules it imports (not re-exports). */
const modules = new Map();
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(js|d\.ts)$/.test(name)) {
      const code = readFileSync(file, 'utf8');
      for (const [, spec] of code.matchAll(/from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
        if (!spec.endsWith('.js')) bad.push(`${file}: ${spec}`);
      }
      if (name.endsWith('.js')) {
        const imports = [...code.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(([, spec]) =>
          spec.startsWith('.') ? join(dirname(file), spec) : spec,
        );
        const reexports = [...code.matchAll(/^export\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(([, spec]) =>
          spec.startsWith('.') ? join(dirname(file), spec) : spec,
        );
        modules.set(file, { code, imports, reexports });
      }
    }
  }
};
walk(dist);

// A client module needs React on the client: it imports a hook, a context or another client-only
// value from React, or imports another client module (a component that only calls the library's
// hooks, like SelectOption, must be a client reference too, or a server render would call it).
// What a server component may call stays server code: the JSX runtime, forwardRef, cloneElement,
// createElement, isValidElement, Children and version. So the elements (Button, Segment…), which build their
// markup from props alone, carry no directive, and a React Server Component renders them with no
// client JavaScript (issue 26). tsc erases type-only imports, so what is left is imported at run
// time. Barrels only re-export (`export … from`), so they never import and stay directive-free, and
// the shims (internal/react.js…) only hand React's functions on, so they are neither.
const SERVER_SAFE = new Set([
  'jsx',
  'jsxs',
  'Fragment',
  'forwardRef',
  'cloneElement',
  'createElement',
  'isValidElement',
  'Children',
  'version',
]);
const shimFiles = new Set(Object.values(SHIMS).map((shim) => join(dist, shim)));
/** The names `file` imports from React (through a shim or not) that only a client can run. */
const clientReact = (file, code) =>
  [...code.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)].flatMap(([, list, spec]) =>
    /^react(-dom)?(\/|$)/.test(spec) || (spec.startsWith('.') && shimFiles.has(join(dirname(file), spec)))
      ? list
          .split(',')
          .map((part) => part.trim().split(/\s+as\s+/)[0])
          .filter((name) => name && !SERVER_SAFE.has(name))
      : [],
  );
// A source file that starts with the directive itself is a boundary: a client component that server
// code renders as an element and never calls (Menu's stateful `items` part, Form's controls). Its
// importers stay server code, as React Server Components allow (they get a client reference), so
// Menu and Form are server components that hold client parts. Everything it imports is client code.
const DIRECTIVE_WRITTEN = /^(['"])use client\1;?\n/;
const boundaries = new Set(
  [...modules].filter(([, { code }]) => DIRECTIVE_WRITTEN.test(code)).map(([file]) => file),
);
const client = new Set(boundaries);
/**
 * Whether importing `spec` runs client code: it is a client module (not a boundary), or a barrel
 * that re-exports one (`import { Select } from '../modules/select/index.js'` runs Select's module).
 */
const runsClient = (spec, seen = new Set()) => {
  if (seen.has(spec)) return false;
  seen.add(spec);
  if (client.has(spec)) return !boundaries.has(spec);
  return (modules.get(spec)?.reexports ?? []).some((next) => runsClient(next, seen));
};
for (let grew = true; grew;) {
  grew = false;
  for (const [file, { code, imports }] of modules) {
    if (client.has(file) || shimFiles.has(file)) continue;
    if (
      imports.some((spec) => /^react-dom(\/|$)/.test(spec) || runsClient(spec)) ||
      clientReact(file, code).length > 0
    ) {
      client.add(file);
      grew = true;
    }
  }
}
for (const file of client)
  writeFileSync(file, `"use client";\n${modules.get(file).code.replace(DIRECTIVE_WRITTEN, '')}`);
if (bad.length) {
  console.error(`Relative imports without a .js extension:\n${bad.join('\n')}`);
  process.exit(1);
}
// The accessibility stylesheet ships as it is written (sui-react/a11y.css); no module imports it.
copyFileSync(join(root, 'src/a11y.css'), join(dist, 'a11y.css'));
console.log('sui-react built to dist/');
