// API tables come from the library's TypeScript types and JSDoc, never from hand-typed data.
// A component is an exported function (or forwardRef object) whose call returns JSX; its props are
// the properties of its first parameter that the library itself declares, with their JSDoc text and
// `@default` tag.
import { dirname, join, resolve } from 'node:path';
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { librarySources } from '../../scripts/library-aliases.mjs';

export const LIBRARY_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../packages/sui-react');
const SRC = join(LIBRARY_ROOT, 'src');

import type { ApiComponent, ApiProp } from '../src/docs-kit/api-types.ts';

export type { ApiComponent, ApiProp };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

const compilerOptions: ts.CompilerOptions = {
  jsx: ts.JsxEmit.ReactJSX,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  target: ts.ScriptTarget.ES2022,
  strict: true,
  skipLibCheck: true,
  esModuleInterop: true,
};

let program: ts.Program | undefined;

/** Forgets the compiled program, so that the next call reads the sources again (dev server). */
export function invalidateDocgen(): void {
  program = undefined;
}

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The most members of a literal union the API table spells out. */
const MAX_SPELLED = 60;

function typeText(checker: ts.TypeChecker, prop: ts.Symbol, type: ts.Type): string {
  const members = type.isUnion() ? type.types.filter((t) => !(t.flags & ts.TypeFlags.Undefined)) : [type];
  // A polymorphic component's `as` is its type parameter (`C`): show what it may be. Other type
  // parameters (a Select's `T`) keep their names, which the component's description explains.
  if (prop.name === 'as' && members.length === 1 && members[0]!.flags & ts.TypeFlags.TypeParameter) {
    const constraint = checker.getBaseConstraintOfType(members[0]!);
    return constraint ? checker.typeToString(constraint, undefined, FORMAT) : 'ElementType';
  }
  // Spell out unions of literals ('left' | 'right'), which say more than their alias name, unless
  // they are lists too long to read in a table (the kit's 1,941 icon names: `IconName`).
  if (
    members.length > 1 &&
    members.length <= MAX_SPELLED &&
    members.every((t) => t.isLiteral() || t.flags & ts.TypeFlags.BooleanLiteral)
  ) {
    const texts = members.map((t) => checker.typeToString(t, undefined, FORMAT));
    // The checker orders union members by when it first met each literal, which depends on the
    // other modules; put them back in the order the source declares them.
    const order = declaredOrder(checker, prop);
    if (order) texts.sort((a, b) => rank(order, a) - rank(order, b));
    return texts.length === 2 && texts.includes('true') && texts.includes('false')
      ? 'boolean'
      : texts.join(' | ');
  }
  // Otherwise the type as the source spells it (ReactNode, T, a callback signature).
  const declaration = prop.valueDeclaration;
  if (declaration && ts.isPropertySignature(declaration) && declaration.type) {
    return declaration.type.getText().replace(/\s+/g, ' ');
  }
  return checker.typeToString(checker.getNonNullableType(type), undefined, FORMAT);
}

const rank = (order: string[], text: string) => {
  const i = order.indexOf(text.replace(/^'(.*)'$/, '"$1"'));
  return i < 0 ? order.length : i;
};

/**
 * The literals of a prop's type in source order, as double-quoted texts, when the type is an alias
 * of a literal union (`'a' | 'b'`) or of a constant tuple's items (`(typeof LIST)[number]`).
 */
function declaredOrder(checker: ts.TypeChecker, prop: ts.Symbol): string[] | null {
  const declaration = prop.valueDeclaration;
  if (!declaration || !ts.isPropertySignature(declaration) || !declaration.type) return null;
  let node: ts.TypeNode = declaration.type;
  if (ts.isTypeReferenceNode(node)) {
    const alias = checker.getSymbolAtLocation(node.typeName);
    const target = alias && alias.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(alias) : alias;
    const aliasDeclaration = target?.declarations?.find(ts.isTypeAliasDeclaration);
    if (!aliasDeclaration) return null;
    node = aliasDeclaration.type;
  }
  const quote = (text: string) => `"${text.slice(1, -1)}"`;
  if (ts.isUnionTypeNode(node)) return node.types.map((t) => quote(t.getText()));
  let query = ts.isIndexedAccessTypeNode(node) ? node.objectType : undefined;
  while (query && ts.isParenthesizedTypeNode(query)) query = query.type;
  if (query && ts.isTypeQueryNode(query)) {
    const list = checker.getSymbolAtLocation(query.exprName);
    const variable = list?.valueDeclaration;
    let init = variable && ts.isVariableDeclaration(variable) ? variable.initializer : undefined;
    while (init && (ts.isAsExpression(init) || ts.isSatisfiesExpression(init))) init = init.expression;
    if (init && ts.isArrayLiteralExpression(init)) {
      return init.elements.filter(ts.isStringLiteral).map((e) => `"${e.text}"`);
    }
  }
  return null;
}

function isOwnDeclaration(symbol: ts.Symbol): boolean {
  return !!symbol.declarations?.some((d) => !d.getSourceFile().fileName.includes('/node_modules/'));
}

function documentComponent(checker: ts.TypeChecker, name: string, symbol: ts.Symbol): ApiComponent | null {
  const declaration = symbol.valueDeclaration;
  if (!declaration || !/^[A-Z]/.test(name)) return null;
  const signature = checker.getTypeOfSymbolAtLocation(symbol, declaration).getCallSignatures()[0];
  const propsParam = signature?.getParameters()[0];
  if (!signature || !propsParam) return null;
  if (!/Element|ReactNode/.test(checker.typeToString(signature.getReturnType()))) return null;
  const propsType = checker.getTypeOfSymbolAtLocation(propsParam, declaration);
  const all = propsType
    .getProperties()
    .filter((prop) => isOwnDeclaration(prop) && prop.name !== 'ref' && prop.name !== 'key')
    .map<ApiProp>((prop) => {
      const tags = prop.getJsDocTags(checker);
      const tag = tags.find((t) => t.name === 'default');
      const deprecated = tags.find((t) => t.name === 'deprecated');
      const native = tags.find((t) => t.name === 'native');
      return {
        name: prop.name,
        type: typeText(checker, prop, checker.getTypeOfSymbolAtLocation(prop, declaration)),
        defaultValue: tag ? ts.displayPartsToString(tag.text).trim() : null,
        required: !(prop.flags & ts.SymbolFlags.Optional),
        deprecated: deprecated ? ts.displayPartsToString(deprecated.text).trim() : null,
        description: ts.displayPartsToString(prop.getDocumentationComment(checker)).trim(),
        // A compat adapter's prop names its native counterpart (see compat/index.ts).
        ...(native ? { native: ts.displayPartsToString(native.text).trim() } : {}),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  const isEvent = (p: ApiProp) => /^on[A-Z]/.test(p.name);
  const native = symbol.getJsDocTags(checker).find((t) => t.name === 'native');
  return {
    name,
    description: ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim(),
    props: all.filter((p) => !isEvent(p)),
    events: all.filter(isEvent),
    ...(native ? { native: ts.displayPartsToString(native.text).trim() } : {}),
  };
}

/** The public components a module exports, read with the program's checker. */
function documentExports(current: ts.Program, file: string): ApiComponent[] {
  const checker = current.getTypeChecker();
  const source = current.getSourceFile(file);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`docgen: ${file} is not a module of the library.`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((exp) => {
      const symbol = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      return documentComponent(checker, exp.name, symbol);
    })
    .filter((c): c is ApiComponent => c !== null)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The public components exported from one module of the library (a folder's index.ts). */
export function documentModule(entry: string): ApiComponent[] {
  program ??= ts.createProgram(sourceFiles(SRC), compilerOptions);
  return documentExports(program, resolve(SRC, entry));
}

/**
 * The components one module of the library exports (relative to its src/), from a program of that
 * module and what it imports only: quicker than `documentModule` where one module is all a test needs.
 */
export function documentFile(entry: string): ApiComponent[] {
  const file = resolve(SRC, entry);
  return documentExports(ts.createProgram([file], compilerOptions), file);
}

/**
 * The components of one source text, on its own (for the docgen's tests: JSDoc tags the library
 * does not use today, such as `@deprecated`, can be tried without adding them to it). The text sits
 * beside the library's sources, so it can import React's types.
 */
export function documentSourceText(text: string): ApiComponent[] {
  const file = join(SRC, '__docgen_sample__.tsx');
  const host = ts.createCompilerHost(compilerOptions);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === file ? text : readFile(name));
  host.fileExists = (name) => name === file || ts.sys.fileExists(name);
  host.getSourceFile = (name, version) =>
    name === file
      ? ts.createSourceFile(name, text, version, true, ts.ScriptKind.TSX)
      : getSourceFile(name, version);
  return documentExports(ts.createProgram([file], compilerOptions, host), file);
}

/** The library's public subpaths and the source file each one is built from. */
export function publicModules(): Array<{ subpath: string; source: string }> {
  return (
    librarySources()
      // Pattern entries (`sui-react/locales/*`) are data modules and `sui-react/a11y.css` a
      // stylesheet: neither has components.
      .filter(({ name }) => !name.includes('*') && !name.endsWith('.css'))
      .map(({ name, source }) => ({
        subpath: `.${name.slice('sui-react'.length)}`,
        source: join(LIBRARY_ROOT, source),
      }))
  );
}
