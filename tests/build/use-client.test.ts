// React Server Components: which built modules carry "use client" and which must not.
// A server component (Next.js App Router) may import any component straight from the package, so
// every module that runs React code on the client starts with the directive; the barrels, the
// locales and the localization store stay server code (data and pure functions a server can call).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIBRARY_DIST, ROOT } from '../../bench/measure.mjs';

const DIRECTIVE = '"use client";\n';

const files: string[] = [];
const walk = (dir: string) => {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (name.endsWith('.js')) files.push(file);
  }
};
walk(LIBRARY_DIST);
files.sort();

const code = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const name = (file: string) => relative(LIBRARY_DIST, file);
const hasDirective = (file: string) => code.get(file)!.startsWith(DIRECTIVE);
/** The modules a file imports or re-exports: relative ones as absolute paths, packages as named. */
const dependencies = (file: string) =>
  [...code.get(file)!.matchAll(/^(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(([, spec]) =>
    spec!.startsWith('.') ? join(dirname(file), spec!) : spec!,
  );
/** React, the JSX runtime and react-dom reach the modules through the library's shims (internal/react.js...). */
const SHIM = /^internal\/(react|jsx-runtime|react-dom)\.js$/;
const importsReact = (file: string) =>
  [...code.get(file)!.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].some(([, spec]) =>
    spec!.startsWith('.') ? SHIM.test(name(join(dirname(file), spec!))) : /^react(-dom)?(\/|$)/.test(spec!),
  );
/** Every module `file` loads, directly or not. */
const closure = (file: string, seen = new Set<string>()) => {
  for (const dep of dependencies(file)) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    if (code.has(dep)) closure(dep, seen);
  }
  return seen;
};

/** Server code: re-exports, data and pure functions. */
const SERVER = (file: string) =>
  /(^|\/)index\.js$/.test(file) ||
  /^behaviors\/localization\/(locales\/[^/]+|store|types)\.js$/.test(file) ||
  /\/(state|format|grid|props|queue|range|transition|TransitionController|toast)\.js$/.test(file) ||
  /^internal\/(classNames|errors|focus|keys|layers|readPath|reducedMotion|serverChecks|typeahead)\.js$/.test(
    file,
  );

describe('"use client" in the built package', () => {
  it('was built', () => {
    expect(files.length, 'run npm run build first').toBeGreaterThan(50);
  });

  it('starts every module that imports React with the directive, as its first statement', () => {
    const reactModules = files.filter(importsReact);
    expect(reactModules.length).toBeGreaterThan(30);
    for (const file of reactModules) {
      expect(code.get(file)!.slice(0, DIRECTIVE.length), `${name(file)} imports React`).toBe(DIRECTIVE);
    }
  });

  it('marks a module that only calls the library hooks (SelectOption) as a client module too', () => {
    // A non-barrel module that imports a client module runs client code itself.
    for (const file of files.filter((f) => !/(^|\/)index\.js$/.test(name(f)))) {
      const clientDeps = dependencies(file).filter((dep) => code.has(dep) && hasDirective(dep));
      if (clientDeps.length > 0) {
        expect(hasDirective(file), `${name(file)} imports ${clientDeps.map(name).join(', ')}`).toBe(true);
      }
    }
    expect(hasDirective(join(LIBRARY_DIST, 'modules/select/SelectOption.js'))).toBe(true);
  });

  it('leaves barrels, locales, the localization store and pure logic without it', () => {
    const server = files.filter((file) => SERVER(name(file)));
    expect(server.map(name)).toEqual(
      expect.arrayContaining([
        'index.js',
        'behaviors/localization/index.js',
        'behaviors/localization/store.js',
        'behaviors/localization/locales/en-GB.js',
        'behaviors/localization/locales/de.js',
        'modules/select/index.js',
      ]),
    );
    for (const file of server) expect(hasDirective(file), name(file)).toBe(false);
    // Every module is either one or the other: a new module has to be placed by this test.
    for (const file of files) {
      expect(
        SERVER(name(file)) !== hasDirective(file),
        `${name(file)} is neither listed nor a client module`,
      ).toBe(true);
    }
  });

  it('keeps the locales and the localization store free of client code, so a server can load them', () => {
    const data = files.filter((file) =>
      /^behaviors\/localization\/(locales\/[^/]+|store|types)\.js$/.test(name(file)),
    );
    expect(data.length).toBeGreaterThan(10);
    for (const file of data) {
      const loaded = [...closure(file)];
      expect(
        loaded.filter((dep) => !code.has(dep) || hasDirective(dep)),
        `${name(file)} loads client code or a package`,
      ).toEqual([]);
    }
  });

  it('loads the locales and the store under the react-server condition, as a server component does', () => {
    const script = files
      .filter((file) => /^behaviors\/localization\/(locales\/[^/]+|store)\.js$/.test(name(file)))
      .map((file) => `await import(${JSON.stringify(file)});`)
      .join('\n');
    const store = JSON.stringify(join(LIBRARY_DIST, 'behaviors/localization/store.js'));
    const out = execFileSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--input-type=module',
        '-e',
        `${script}\nconst { interpolate } = await import(${store});\nconsole.log(interpolate('Max #{max}', { max: 5 }));`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('Max 5');
  });
});
