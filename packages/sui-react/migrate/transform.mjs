// The migration of one source file from Semantic UI React to sui-react (issue 28): source text in,
// migrated text, counts and the places that need a person out. Nothing here touches the file
// system: cli.mjs reads and writes. The file is parsed with @babel/parser and printed with recast,
// which reprints only the nodes that changed, so every line the transform does not touch stays
// byte-identical.
import { parse as babelParse } from '@babel/parser';
import * as recast from 'recast';
import {
  COMPAT,
  FROM,
  INNER_PARTS,
  NATIVE,
  NOT_TAKEN,
  REMOVED,
  TO_COMPAT,
  TO_NATIVE,
  stylesheetFor,
} from './names.mjs';

const { builders: b, namedTypes: n, visit } = recast.types;

/**
 * @typedef {{ line: number, message: string }} Note a place that needs a person
 * @typedef {{
 *   code: string,
 *   changed: boolean,
 *   moved: { native: number, compat: number },
 *   stylesheets: number,
 *   notes: Note[],
 * }} TransformResult
 * @typedef {'native' | 'compat' | 'keep'} Route
 */

/** A file that @babel/parser cannot read: the message says where and why. */
export class MigrateParseError extends Error {
  /** @param {string} message @param {number | undefined} line */
  constructor(message, line) {
    super(message);
    this.name = 'MigrateParseError';
    /** The line of the syntax error, when the parser gives one. */
    this.line = line;
  }
}

/** The extensions the command reads, each with the parser plugins it needs. */
export const EXTENSIONS = ['.js', '.jsx', '.mjs', '.cjs', '.ts', '.tsx', '.mts', '.cts'];

/** @param {string} filename @returns {import('@babel/parser').ParserPlugin[]} */
function pluginsFor(filename) {
  if (/\.[mc]?ts$/.test(filename)) return ['typescript', 'decorators-legacy'];
  if (filename.endsWith('.tsx')) return ['typescript', 'jsx', 'decorators-legacy'];
  return ['jsx', 'decorators-legacy'];
}

/**
 * Where an imported name goes: one of the library's two entries, or nowhere (left as it is).
 * A type named after a component (`DropdownProps`, `StrictButtonProps`) goes with its component.
 * @param {string} name @returns {Route}
 */
export function routeOf(name) {
  if (NATIVE.has(name)) return 'native';
  if (COMPAT.has(name)) return 'compat';
  const component = /^(?:Strict)?([A-Z]\w*?)Props$/.exec(name)?.[1];
  if (component && NATIVE.has(component)) return 'native';
  if (component && COMPAT.has(component)) return 'compat';
  return 'keep';
}

/** @param {string} name */
function whyKept(name) {
  return (
    REMOVED[name] ??
    INNER_PARTS[name] ??
    `${name} is not one of Semantic UI React 2.1.5's exports that sui-react or sui-react/compat provides: left importing from ${FROM}`
  );
}

/** The component a deep path names: `semantic-ui-react/dist/es/elements/Button/ButtonGroup(.js)`. @param {string} spec */
function deepComponent(spec) {
  const match =
    /^semantic-ui-react\/dist\/(?:commonjs|es)\/(?:addons|behaviors|collections|elements|modules|views)\/(?:[A-Za-z]+\/)*?([A-Z][A-Za-z]*)(?:\/index)?(?:\.js)?$/.exec(
      spec,
    );
  return match?.[1] ?? null;
}

/**
 * Migrates one file.
 * @param {string} source the file's text
 * @param {{ filename?: string }} [options] its name, for the parser plugins (by extension)
 * @returns {TransformResult}
 * @throws {MigrateParseError} when the file does not parse
 */
export function transform(source, { filename = 'file.js' } = {}) {
  /** @type {TransformResult} */
  const result = { code: source, changed: false, moved: { native: 0, compat: 0 }, stylesheets: 0, notes: [] };
  // Only files that mention one of the two packages can change: the others are not even parsed.
  if (!source.includes(FROM) && !source.includes('semantic-ui-css')) return result;

  /** @type {any} */
  let ast;
  try {
    ast = recast.parse(source, {
      parser: {
        parse: (/** @type {string} */ text) =>
          babelParse(text, {
            sourceType: 'unambiguous',
            allowReturnOutsideFunction: true,
            allowImportExportEverywhere: true,
            tokens: true,
            plugins: pluginsFor(filename),
          }),
      },
    });
  } catch (error) {
    const e = /** @type {{ message?: string, loc?: { line: number } }} */ (error);
    throw new MigrateParseError(`does not parse: ${e.message ?? String(error)}`, e.loc?.line);
  }

  const quote = /(?:from|require\()\s*"/.test(source) && !/(?:from|require\()\s*'/.test(source) ? '"' : "'";
  /** @param {string} value */
  const literal = (value) => {
    const node = b.stringLiteral(value);
    /** @type {any} */ (node).extra = { raw: `${quote}${value}${quote}`, rawValue: value };
    return node;
  };
  /** @param {any} node @param {string} message */
  const note = (node, message) => result.notes.push({ line: node?.loc?.start.line ?? 0, message });
  let changed = false;
  /** @param {Route} route */
  const entryOf = (route) => (route === 'native' ? TO_NATIVE : route === 'compat' ? TO_COMPAT : FROM);
  /** @param {Route} route @param {number} count */
  const count = (route, count) => {
    if (route !== 'keep') result.moved[route] += count;
  };
  /**
   * The local names bound to Semantic UI React's components (each with the name it exports), and
   * the namespaces, for the checks of the JSX that uses them.
   * @type {Map<string, string>}
   */
  const components = new Map();
  const namespaces = new Set();

  /**
   * Splits named imports, re-exports or destructured requires by route. Returns the groups in the
   * order native, compat, keep, leaving out empty ones.
   * @template T @param {T[]} items @param {(item: T) => string} nameOf
   * @returns {Array<{ route: Route, items: T[] }>}
   */
  const split = (items, nameOf) => {
    /** @type {Record<Route, T[]>} */
    const groups = { native: [], compat: [], keep: [] };
    for (const item of items) groups[routeOf(nameOf(item))].push(item);
    return /** @type {Route[]} */ (['native', 'compat', 'keep'])
      .filter((route) => groups[route].length)
      .map((route) => ({ route, items: groups[route] }));
  };

  /**
   * The uses of a namespace-like binding (`import * as S`, `import S from`, `const S = require`):
   * the names read from it, or null (with a note) when it is used other than as `S.Name`.
   * @param {string} local @param {any} declaration
   * @returns {string[] | null}
   */
  const namespaceUses = (local, declaration) => {
    const names = new Set();
    let unknownUse = /** @type {any} */ (null);
    /** @param {any} path */
    const declaredHere = (path) => {
      const scope = path.scope?.lookup(local);
      return !scope || scope.node === ast.program;
    };
    visit(ast, {
      visitIdentifier(path) {
        const { node, parent } = path;
        if (node.name !== local) return false;
        /** @type {any} */
        const p = parent?.node;
        if (!p || p === declaration) return false;
        if (n.ImportNamespaceSpecifier.check(p) || n.ImportDefaultSpecifier.check(p)) return false;
        if (n.VariableDeclarator.check(p) && p.id === node) return false;
        if (
          (n.MemberExpression.check(p) || n.OptionalMemberExpression.check(p)) &&
          p.property === node &&
          !p.computed
        )
          return false;
        if (
          (n.ObjectProperty.check(p) || n.ClassProperty.check(p) || n.ObjectMethod.check(p)) &&
          p.key === node &&
          !p.computed &&
          !(/** @type {any} */ (p).shorthand)
        )
          return false;
        if (n.TSQualifiedName.check(p) && p.right === node) return false;
        if (!declaredHere(path)) return false;
        if (n.MemberExpression.check(p) && p.object === node) {
          if (!p.computed && n.Identifier.check(p.property)) {
            names.add(p.property.name);
            return false;
          }
          if (p.computed && n.StringLiteral.check(p.property)) {
            names.add(p.property.value);
            return false;
          }
        }
        if (n.TSQualifiedName.check(p) && p.left === node) {
          names.add(/** @type {any} */ (p.right).name);
          return false;
        }
        unknownUse ??= node;
        return false;
      },
      visitJSXIdentifier(path) {
        const { node, parent } = path;
        if (node.name !== local) return false;
        const p = parent?.node;
        if (n.JSXMemberExpression.check(p) && p.object === node) {
          if (declaredHere(path)) names.add(p.property.name);
          return false;
        }
        if (n.JSXAttribute.check(p) || (n.JSXMemberExpression.check(p) && p.property === node)) return false;
        if (declaredHere(path)) unknownUse ??= node;
        return false;
      },
    });
    if (unknownUse) {
      note(
        unknownUse,
        `${local} (all of ${FROM}) is used other than as ${local}.Name: a person must choose what replaces it; left as it is`,
      );
      return null;
    }
    return [...names];
  };

  /**
   * Moves a namespace-like import when every name read from it is known: to sui-react when all
   * are native, otherwise to sui-react/compat (which also re-exports the native ones unchanged).
   * @param {string} local @param {any} declaration @param {() => void} rewrite called with the entry
   * @returns {string | null} the entry moved to
   */
  const moveNamespace = (local, declaration, rewrite) => {
    const names = namespaceUses(local, declaration);
    if (!names) return null;
    const routes = names.map(routeOf);
    const kept = names.filter((_, index) => routes[index] === 'keep');
    if (kept.length) {
      for (const name of kept)
        note(declaration, `${local}.${whyKept(name)}; the whole import is left as it is`);
      return null;
    }
    const route = routes.includes('compat') ? 'compat' : 'native';
    count(route, names.length);
    namespaces.add(local);
    rewrite.call(null);
    return entryOf(route);
  };

  visit(ast, {
    visitImportDeclaration(path) {
      const node = path.node;
      const spec = node.source.value;
      if (typeof spec !== 'string') return false;
      if (spec.startsWith('semantic-ui-css/')) {
        const to = stylesheetFor(spec);
        if (to) {
          node.source = literal(to);
          result.stylesheets += 1;
          changed = true;
        } else note(node, `${spec} has no Fomantic UI equivalent this command knows: left as it is`);
        return false;
      }
      if (spec.startsWith(`${FROM}/`)) {
        const name = deepComponent(spec);
        const specifiers = node.specifiers ?? [];
        const only = specifiers.length === 1 ? specifiers[0] : null;
        if (!name || !only || !n.ImportDefaultSpecifier.check(only) || routeOf(name) === 'keep') {
          note(node, `${spec}: a deep import this command cannot map to one component; left as it is`);
          return false;
        }
        const route = routeOf(name);
        const local = String(only.local?.name ?? name);
        node.specifiers = [
          b.importSpecifier(b.identifier(name), local === name ? null : b.identifier(local)),
        ];
        node.source = literal(entryOf(route));
        components.set(local, name);
        count(route, 1);
        changed = true;
        return false;
      }
      if (spec !== FROM) return false;

      const specifiers = node.specifiers ?? [];
      const named = specifiers.filter((/** @type {any} */ s) => n.ImportSpecifier.check(s));
      const whole = specifiers.filter((/** @type {any} */ s) => !n.ImportSpecifier.check(s));
      if (specifiers.length === 0) {
        note(node, `a bare import of ${FROM} (for its side effects): nothing to move; left as it is`);
        return false;
      }
      if (whole.length) {
        if (named.length || whole.length > 1) {
          note(node, `an import of ${FROM} that takes the whole module and names at once: left as it is`);
          return false;
        }
        /** @type {any} */
        const only = whole[0];
        /** @type {string} */
        const local = only.local.name;
        const to = moveNamespace(local, node, () => {
          if (n.ImportDefaultSpecifier.check(only))
            node.specifiers = [b.importNamespaceSpecifier(b.identifier(local))];
        });
        if (to) {
          node.source = literal(to);
          changed = true;
        }
        return false;
      }

      const groups = split(named, (/** @type {any} */ s) => s.imported.name ?? s.imported.value);
      for (const group of groups) {
        for (const s of group.items) {
          const specifier = /** @type {any} */ (s);
          /** @type {string} */
          const name = specifier.imported.name ?? specifier.imported.value;
          if (group.route === 'keep') note(s, whyKept(name));
          else components.set(specifier.local?.name ?? name, name);
        }
        count(group.route, group.items.length);
      }
      if (groups.every((group) => group.route === 'keep')) return false;
      const [first, ...rest] = groups;
      if (!first) return false;
      if (rest.length) node.specifiers = first.items;
      node.source = literal(entryOf(first.route));
      const extra = rest.map((group) => {
        const declaration = b.importDeclaration(group.items, literal(entryOf(group.route)));
        if (node.importKind) /** @type {any} */ (declaration).importKind = node.importKind;
        return declaration;
      });
      if (extra.length) path.insertAfter(...extra);
      changed = true;
      return false;
    },

    visitExportNamedDeclaration(path) {
      const node = path.node;
      if (node.source?.value !== FROM) return this.traverse(path);
      const specifiers = node.specifiers ?? [];
      if (!specifiers.every((/** @type {any} */ s) => n.ExportSpecifier.check(s))) {
        note(node, `a re-export of ${FROM} this command does not understand: left as it is`);
        return false;
      }
      const groups = split(specifiers, (/** @type {any} */ s) => s.local.name ?? s.local.value);
      for (const group of groups) {
        if (group.route === 'keep')
          for (const s of group.items) note(s, whyKept(/** @type {any} */ (s).local.name));
        count(group.route, group.items.length);
      }
      if (groups.every((group) => group.route === 'keep')) return false;
      const [first, ...rest] = groups;
      if (!first) return false;
      if (rest.length) node.specifiers = first.items;
      node.source = literal(entryOf(first.route));
      if (rest.length)
        path.insertAfter(
          ...rest.map((group) => b.exportNamedDeclaration(null, group.items, literal(entryOf(group.route)))),
        );
      changed = true;
      return false;
    },

    visitExportAllDeclaration(path) {
      const node = path.node;
      if (node.source.value !== FROM) return false;
      if (node.exported) {
        note(node, `export * as … from ${FROM}: a person must choose the entry; left as it is`);
        return false;
      }
      // sui-react/compat holds every name: the native ones re-exported unchanged and the adapters.
      node.source = literal(TO_COMPAT);
      note(
        node,
        `export * from ${FROM} now re-exports all of ${TO_COMPAT}, which has more names than Semantic UI React: check nothing clashes`,
      );
      changed = true;
      return false;
    },

    visitCallExpression(path) {
      const node = path.node;
      const [argument] = node.arguments;
      const isRequire = n.Identifier.check(node.callee) && node.callee.name === 'require';
      const isImport = n.Import.check(node.callee);
      if ((!isRequire && !isImport) || node.arguments.length !== 1 || !n.StringLiteral.check(argument)) {
        return this.traverse(path);
      }
      const spec = argument.value;
      if (spec.startsWith('semantic-ui-css/')) {
        const to = stylesheetFor(spec);
        if (to) {
          node.arguments = [literal(to)];
          result.stylesheets += 1;
          changed = true;
        } else note(node, `${spec} has no Fomantic UI equivalent this command knows: left as it is`);
        return false;
      }
      if (spec !== FROM && !spec.startsWith(`${FROM}/`)) return false;
      const declarator = path.parent?.node;
      if (isImport || spec !== FROM || !n.VariableDeclarator.check(declarator) || declarator.init !== node) {
        note(
          node,
          `${isImport ? 'import' : 'require'}('${spec}') used in a way this command does not rewrite: left as it is`,
        );
        return false;
      }
      if (n.Identifier.check(declarator.id)) {
        const to = moveNamespace(declarator.id.name, declarator, () => {});
        if (to) {
          node.arguments = [literal(to)];
          changed = true;
        }
        return false;
      }
      /** @type {any} */
      const pattern = declarator.id;
      const properties = n.ObjectPattern.check(pattern) ? pattern.properties : [];
      const simple =
        properties.length > 0 &&
        properties.every(
          (/** @type {any} */ p) =>
            (n.ObjectProperty.check(p) || n.Property.check(p)) && !p.computed && n.Identifier.check(p.key),
        );
      const declaration = path.parent.parent?.node;
      if (!simple || !n.VariableDeclaration.check(declaration)) {
        note(node, `require('${FROM}') bound to a pattern this command does not rewrite: left as it is`);
        return false;
      }
      const groups = split(properties, (/** @type {any} */ p) => p.key.name);
      for (const group of groups) {
        for (const p of group.items) {
          const property = /** @type {any} */ (p);
          if (group.route === 'keep') note(property, whyKept(property.key.name));
          else if (n.Identifier.check(property.value)) components.set(property.value.name, property.key.name);
        }
        count(group.route, group.items.length);
      }
      if (groups.every((group) => group.route === 'keep')) return false;
      const [first, ...rest] = groups;
      if (!first) return false;
      if (rest.length) pattern.properties = first.items;
      node.arguments = [literal(entryOf(first.route))];
      const declarators = rest.map((group) =>
        b.variableDeclarator(
          b.objectPattern(/** @type {any} */ (group.items)),
          b.callExpression(b.identifier('require'), [literal(entryOf(group.route))]),
        ),
      );
      if (
        declarators.length &&
        declaration.declarations.length === 1 &&
        n.Program.check(path.parent.parent.parent?.node)
      ) {
        path.parent.parent.insertAfter(
          ...declarators.map((d) => b.variableDeclaration(declaration.kind, [d])),
        );
      } else if (declarators.length) {
        declaration.declarations.splice(declaration.declarations.indexOf(declarator) + 1, 0, ...declarators);
      }
      changed = true;
      return false;
    },
  });

  /**
   * The name Semantic UI React exports for a JSX element's name (`Dropdown.Menu` and `SUIR.Dropdown.Menu`
   * give `DropdownMenu`), or null when the element is not one of its components.
   * @param {any} name
   */
  const exportedName = (name) => {
    /** @type {string[]} */
    const parts = [];
    let root = name;
    for (; n.JSXMemberExpression.check(root); root = root.object) parts.unshift(root.property.name);
    if (!n.JSXIdentifier.check(root)) return null;
    if (components.has(root.name)) return components.get(root.name) + parts.join('');
    return namespaces.has(root.name) && parts.length ? parts.join('') : null;
  };

  // The JSX of Semantic UI React's components: a prop sui-react/compat does not take yet, and a
  // dynamic `as` (what it renders is known only when the app runs, so a person must check that it
  // takes the props the adapter passes on), each need a person.
  if (components.size || namespaces.size) {
    visit(ast, {
      visitJSXOpeningElement(path) {
        const exported = exportedName(path.node.name);
        for (const attribute of exported ? (path.node.attributes ?? []) : []) {
          if (!n.JSXAttribute.check(attribute) || !n.JSXIdentifier.check(attribute.name)) continue;
          const prop = attribute.name.name;
          const why = NOT_TAKEN[/** @type {string} */ (exported)]?.[prop];
          if (why)
            note(
              attribute,
              `${exported}'s \`${prop}\` is not taken by sui-react/compat yet (${why}): it would reach the page as an attribute; remove it or rework this place`,
            );
          if (prop !== 'as') continue;
          const value = attribute.value;
          if (!n.JSXExpressionContainer.check(value)) continue;
          const expression = value.expression;
          const isComponent =
            (n.Identifier.check(expression) && /^[A-Z]/.test(expression.name)) ||
            (n.MemberExpression.check(expression) &&
              !expression.computed &&
              n.Identifier.check(expression.property) &&
              /^[A-Z]/.test(expression.property.name)) ||
            n.StringLiteral.check(expression);
          if (!isComponent)
            note(
              attribute,
              `a dynamic \`as\` (${recast.print(expression).code}): check that whatever it renders takes the props sui-react passes it`,
            );
        }
        this.traverse(path);
      },
    });
  }

  result.notes.sort((a, b) => a.line - b.line);
  if (!changed) return result;
  result.code = recast.print(ast, { quote: quote === '"' ? 'double' : 'single' }).code;
  // recast ends each statement it prints anew with a semicolon: in a file written without them,
  // the import and require lines it printed (they name one of the three packages) lose it again.
  const semicolons = /^(?:import [^\n]*['"]|[^\n]*require\(['"][^'"\n]+['"]\));?$/gm;
  const statements = source.match(semicolons) ?? [];
  if (statements.length && statements.every((line) => !line.endsWith(';'))) {
    result.code = result.code.replace(
      /^((?:import|export) [^\n]*from ['"](?:sui-react|sui-react\/compat|semantic-ui-react)['"]|[^\n]*= require\(['"](?:sui-react|sui-react\/compat|semantic-ui-react)['"]\));$/gm,
      '$1',
    );
  }
  result.changed = result.code !== source;
  return result;
}
