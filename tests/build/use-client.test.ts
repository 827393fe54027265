// React Server Components: which built modules carry "use client" and which must not.
// A server component (Next.js App Router) may import any component straight from the package, so
// every module that runs React code on the client (a hook, a context, state) starts with the
// directive. What a server component may run itself stays server code: the barrels, the locales and
// the localization store (data and pure functions), and the elements (issue 26), which build their
// markup from props alone with the JSX runtime, forwardRef, cloneElement, createElement,
// isValidElement and Children: a React Server Component renders them and sends no JavaScript.
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
/**
 * Client boundaries: modules whose source starts with the directive itself (Menu's MenuItems, Form's
 * controls). A server module may import one: a server component renders it as a client reference
 * and never runs its code, nor the code it imports.
 */
const SOURCES = join(LIBRARY_DIST, '../src');
const sourceOf = (file: string) =>
  ['.ts', '.tsx']
    .map((ext) => join(SOURCES, name(file).replace(/\.js$/, ext)))
    .find((path) => statSync(path, { throwIfNoEntry: false })?.isFile());
const BOUNDARIES = new Set(
  files.filter((file) => {
    const source = sourceOf(file);
    return source !== undefined && /^(['"])use client\1/.test(readFileSync(source, 'utf8'));
  }),
);
const hasDirective = (file: string) => code.get(file)!.startsWith(DIRECTIVE);
const resolve = (file: string, spec: string) => (spec.startsWith('.') ? join(dirname(file), spec) : spec);
/** The modules a file imports or re-exports: relative ones as absolute paths, packages as named. */
const dependencies = (file: string) =>
  [...code.get(file)!.matchAll(/^(?:import|export)\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(([, spec]) =>
    resolve(file, spec!),
  );
/** The modules a file imports (not re-exports), as the build reads them. */
const imports = (file: string) =>
  [...code.get(file)!.matchAll(/^import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map(([, spec]) =>
    resolve(file, spec!),
  );
/** React, the JSX runtime and react-dom reach the modules through the library's shims (internal/react.js...). */
const SHIM = /^internal\/(react|jsx-runtime|react-dom)\.js$/;
const isShim = (file: string) => SHIM.test(name(file));
/** Whether an import (as `resolve` gives it) is React, the JSX runtime or react-dom, or their shim. */
const fromReact = (spec: string) => (spec.startsWith('/') ? isShim(spec) : /^react(-dom)?(\/|$)/.test(spec));
/** What a server component may call from React: the build's list (scripts/build-library.mjs). */
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
/** The names a file imports from React or react-dom (directly or through a shim). */
const reactNames = (file: string) =>
  [...code.get(file)!.matchAll(/^import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/gm)].flatMap(
    ([, list, spec]) =>
      fromReact(resolve(file, spec!))
        ? list!
            .split(',')
            .map((part) => part.trim().split(/\s+as\s+/)[0]!)
            .filter(Boolean)
        : [],
  );
/** A module that needs React on the client: a hook, a context, state, or react-dom. */
const needsClientReact = (file: string) =>
  reactNames(file).some((imported) => !SERVER_SAFE.has(imported)) ||
  imports(file).some(
    (spec) =>
      /^react-dom(\/|$)/.test(spec) || (spec.startsWith('/') && /internal\/react-dom\.js$/.test(spec)),
  );
/** Every module `file` loads, directly or not. */
const closure = (file: string, seen = new Set<string>()) => {
  for (const dep of dependencies(file)) {
    if (seen.has(dep) || BOUNDARIES.has(dep)) continue;
    seen.add(dep);
    if (code.has(dep)) closure(dep, seen);
  }
  return seen;
};

/**
 * The components that need no state: the elements (issue 26) and the collections and views of issue
 * 27 (Breadcrumb, Grid, Table, Statistic, Menu with its parts, and Form with Form.Field and
 * Form.Group). Server modules, with the core they are made of. Menu renders its stateful `items`
 * part (MenuItems) and Form carries its controls as static members: those are client boundaries,
 * modules whose source starts with the directive, which a server module may import (BOUNDARIES).
 */
const SERVER_COMPONENTS =
  /^(elements|views|collections\/(breadcrumb|grid|table))\/|^collections\/menu\/(Menu|MenuItem)\.js$|^collections\/form\/(Form|FormField)\.js$/;
const ELEMENTS = (file: string) =>
  SERVER_COMPONENTS.test(file) ||
  /^internal\/(kit|part|shorthand|polymorphic|vocabulary|refs|react|jsx-runtime|react-dom)\.js$/.test(file);
/**
 * Modules that the rule of issue 26 leaves without the directive although they draw markup, and
 * that no server component can reach: no barrel exports them and only client modules import them
 * (the last test checks both). The Datepicker's calendar grid is JSX from props alone.
 */
const INTERNAL_SERVER = (file: string) => /^modules\/datepicker\/CalendarTable\.js$/.test(file);
/** Server code: re-exports, data, pure functions, and the elements. */
const SERVER = (file: string) =>
  ELEMENTS(file) ||
  INTERNAL_SERVER(file) ||
  /(^|\/)index\.js$/.test(file) ||
  /^modules\/(embed\/source|sticky\/stickyState|visibility\/calculations)\.js$/.test(file) ||
  /^behaviors\/localization\/(locales\/[^/]+|store|types)\.js$/.test(file) ||
  /\/(state|format|grid|props|queue|range|transition|TransitionController|toast)\.js$/.test(file) ||
  /^internal\/(classNames|errors|focus|keys|layers|observeLine|readPath|reducedMotion|serverChecks|typeahead)\.js$/.test(
    file,
  );

describe('"use client" in the built package', () => {
  it('was built', () => {
    expect(files.length, 'run npm run build first').toBeGreaterThan(50);
  });

  it('starts every module that uses a hook, a context or react-dom with the directive, as its first statement', () => {
    const clientModules = files.filter((file) => !isShim(file) && needsClientReact(file));
    expect(clientModules.length).toBeGreaterThan(30);
    for (const file of clientModules) {
      expect(
        code.get(file)!.slice(0, DIRECTIVE.length),
        `${name(file)} imports ${reactNames(file).join(', ')} from React`,
      ).toBe(DIRECTIVE);
    }
  });

  it('marks a module that only calls the library hooks (SelectOption) as a client module too', () => {
    // A non-barrel module that imports a client module runs client code itself.
    for (const file of files.filter((f) => !/(^|\/)index\.js$/.test(name(f)))) {
      // Through barrels too: importing a name from an index.js runs the module that holds it.
      const through = (dep: string, seen = new Set<string>()): string[] => {
        if (seen.has(dep) || !code.has(dep)) return [];
        seen.add(dep);
        if (hasDirective(dep)) return BOUNDARIES.has(dep) ? [] : [dep];
        return /(^|\/)index\.js$/.test(name(dep)) ? dependencies(dep).flatMap((d) => through(d, seen)) : [];
      };
      const clientDeps = imports(file).flatMap((dep) => through(dep));
      if (clientDeps.length > 0) {
        expect(hasDirective(file), `${name(file)} imports ${clientDeps.map(name).join(', ')}`).toBe(true);
      }
    }
    expect(hasDirective(join(LIBRARY_DIST, 'modules/select/SelectOption.js'))).toBe(true);
  });

  it('keeps the directive on the client boundaries, whose importers Menu and Form stay server modules', () => {
    expect([...BOUNDARIES].map(name).sort()).toEqual(
      expect.arrayContaining(['collections/form/controls.js', 'collections/menu/MenuItems.js']),
    );
    for (const file of BOUNDARIES) expect(hasDirective(file), name(file)).toBe(true);
    for (const file of ['collections/menu/Menu.js', 'collections/form/Form.js'])
      expect(hasDirective(join(LIBRARY_DIST, file)), file).toBe(false);
  });

  it('leaves barrels, locales, the localization store, pure logic and the elements without it', () => {
    const server = files.filter((file) => SERVER(name(file)));
    expect(server.map(name)).toEqual(
      expect.arrayContaining([
        'index.js',
        'behaviors/localization/index.js',
        'behaviors/localization/store.js',
        'behaviors/localization/locales/en-GB.js',
        'behaviors/localization/locales/de.js',
        'modules/select/index.js',
        'elements/icon/Icon.js',
        'elements/icon/index.js',
        'internal/kit.js',
        'internal/shorthand.js',
        'internal/react.js',
        'internal/jsx-runtime.js',
        'internal/react-dom.js',
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

  it('makes server modules only of the elements and their core: every other module that uses React is still a client module', () => {
    // The rule before issue 26: a module that imports anything from React, or a client module, is
    // a client module. Of the modules it made client, only the elements, their core and the shims
    // may be server modules now; a hook or a context that lost its directive would break a server
    // render.
    const before = new Set<string>();
    for (let grew = true; grew;) {
      grew = false;
      for (const file of files) {
        if (before.has(file)) continue;
        if (imports(file).some((spec) => /^react(-dom)?(\/|$)/.test(spec) || before.has(spec))) {
          before.add(file);
          grew = true;
        }
      }
    }
    expect(before.size).toBeGreaterThan(30);
    const nowServer = [...before].filter((file) => !hasDirective(file)).map(name);
    expect(nowServer.filter((file) => !ELEMENTS(file) && !INTERNAL_SERVER(file))).toEqual([]);
    expect(nowServer).toEqual(expect.arrayContaining(['elements/icon/Icon.js', 'internal/shorthand.js']));
    // The others are out of a server component's reach: no barrel re-exports them, and every module
    // that imports them is a client module (so they only ever run inside a client component).
    const barrels = files.filter((file) => /(^|\/)index\.js$/.test(name(file)));
    for (const file of files.filter((f) => INTERNAL_SERVER(name(f)))) {
      expect(
        barrels.filter((barrel) => dependencies(barrel).includes(file)).map(name),
        `a barrel exports ${name(file)}`,
      ).toEqual([]);
      const importers = files.filter((other) => imports(other).includes(file));
      expect(importers.length, `${name(file)} is imported`).toBeGreaterThan(0);
      expect(
        importers.filter((other) => !hasDirective(other)).map(name),
        `server modules import ${name(file)}`,
      ).toEqual([]);
    }
  });

  it('keeps the elements, Breadcrumb, Grid and the views free of client code, so a server component renders them with no client JavaScript', () => {
    const elements = files.filter((file) => SERVER_COMPONENTS.test(name(file)));
    expect(elements.map(name)).toEqual(
      expect.arrayContaining([
        'collections/grid/Grid.js',
        'collections/menu/Menu.js',
        'collections/menu/MenuItem.js',
        'collections/form/Form.js',
        'collections/table/Table.js',
        'views/comment/Comment.js',
        'views/feed/Feed.js',
        'views/item/Item.js',
        'views/statistic/Statistic.js',
      ]),
    );
    expect(elements.length).toBeGreaterThan(0);
    for (const file of elements) {
      const loaded = [...closure(file)];
      expect(
        loaded
          .filter((dep) => (code.has(dep) ? hasDirective(dep) : !/^react(\/jsx-runtime)?$/.test(dep)))
          .map((dep) => (code.has(dep) ? name(dep) : dep)),
        `${name(file)} loads client code or a package other than React`,
      ).toEqual([]);
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

  it('loads the locales, the store and the elements under the react-server condition, as a server component does', () => {
    const script = files
      .filter((file) =>
        /^(behaviors\/localization\/(locales\/[^/]+|store)|elements\/[^/]+\/index)\.js$/.test(name(file)),
      )
      .map((file) => `await import(${JSON.stringify(file)});`)
      .join('\n');
    const store = JSON.stringify(join(LIBRARY_DIST, 'behaviors/localization/store.js'));
    const icon = JSON.stringify(join(LIBRARY_DIST, 'elements/icon/index.js'));
    const out = execFileSync(
      process.execPath,
      [
        '--conditions=react-server',
        '--input-type=module',
        '-e',
        `${script}\nconst { interpolate } = await import(${store});\nconst { Icon } = await import(${icon});\n` +
          `console.log(interpolate('Max #{max}', { max: 5 }), typeof Icon.render);`,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(out.trim()).toBe('Max 5 function');
  });
});
