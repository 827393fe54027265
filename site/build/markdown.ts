// A plain-markdown copy of every page, and llms.txt (the index that language-model tools read),
// made at build time from the same sources as the pages: each page's JSX read with TypeScript's
// parser (headings, paragraphs, lists, notes), its examples' exact files, its highlighted snippets,
// its keyboard tables (the keyboard.ts rows) and its API tables (the docgen data). Text a page
// computes while it runs (a figure from the benchmark) is not in the copy; the page links to the
// site for those. Written to dist/llms.txt and dist/md/<path>.md.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { documentModule, publicModules } from './docgen.ts';
import { compatMapMarkdown } from './compat-map.ts';
import { siteRoutes } from '../../scripts/site-routes.mjs';

const SITE = fileURLToPath(new URL('../', import.meta.url));

interface Loaders {
  /** `import basic from './examples/Basic.tsx?example'`: the identifier and the file. */
  examples: Map<string, string>;
  /** `const api = () => import('…')`: the identifier and what it imports. */
  loaders: Map<string, string>;
  /** `const Part = lazy(() => import('./Part'))`: a section in a file of its own. */
  lazy: Map<string, string>;
  /**
   * `const Part = lazy(() => import('./X.tsx?example').then(({ default: x }) => ({ default:
   * function Part() { return <Example example={x} … /> } })))`: a section written in place around
   * one example that loads after the page. Its function, and the example's name and file.
   */
  inline: Map<string, { body: ts.FunctionExpression; example: string; file: string }>;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');
const cell = (text: string) => collapse(text).replace(/\|/g, '\\|').trim();

function loadersOf(source: ts.SourceFile, dir: string): Loaders {
  const found: Loaders = { examples: new Map(), loaders: new Map(), lazy: new Map(), inline: new Map() };
  // What a declaration imports: its example (`?example`) when one of its imports is one (a section
  // may load the kit CSS it needs beside it, in any order), else its first import.
  const importIn = (node: ts.Node): string | null => {
    const specs: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = n.arguments;
        if (arg && ts.isStringLiteral(arg)) specs.push(arg.text);
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return specs.find((spec) => spec.endsWith('?example')) ?? specs[0] ?? null;
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const spec = statement.moduleSpecifier.text;
      const name = statement.importClause?.name?.text;
      if (name && spec.endsWith('?example'))
        found.examples.set(name, resolve(dir, spec.slice(0, -'?example'.length)));
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
        const spec = importIn(declaration.initializer);
        if (!spec) continue;
        const init = declaration.initializer;
        const isLazy =
          ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'lazy';
        if (isLazy && spec.endsWith('?example')) {
          let body: ts.FunctionExpression | undefined;
          let example: string | undefined;
          const visit = (n: ts.Node) => {
            if (!body && ts.isFunctionExpression(n)) body = n;
            if (ts.isBindingElement(n) && n.propertyName?.getText() === 'default') example = n.name.getText();
            ts.forEachChild(n, visit);
          };
          visit(init);
          if (!body || !example)
            throw new Error(`Markdown: cannot read the lazy section ${declaration.name.text}.`);
          found.inline.set(declaration.name.text, {
            body,
            example,
            file: resolve(dir, spec.slice(0, -'?example'.length)),
          });
        } else (isLazy ? found.lazy : found.loaders).set(declaration.name.text, spec);
      }
    }
  }
  return found;
}

/** The value of a JSX attribute when it is a plain string. */
function stringAttribute(element: ts.JsxOpeningLikeElement, name: string): string | null {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name || !property.initializer) continue;
    const init = property.initializer;
    if (ts.isStringLiteral(init)) return init.text;
    if (ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression))
      return init.expression.text;
  }
  return null;
}

/** The identifier a JSX attribute holds (`example={basic}`), or null. */
function identifierAttribute(element: ts.JsxOpeningLikeElement, name: string): string | null {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const init = property.initializer;
    if (init && ts.isJsxExpression(init) && init.expression && ts.isIdentifier(init.expression))
      return init.expression.text;
  }
  return null;
}

/** The expression a JSX attribute holds, or null. */
function expressionAttribute(element: ts.JsxOpeningLikeElement, name: string): ts.Expression | null {
  for (const property of element.attributes.properties) {
    if (!ts.isJsxAttribute(property) || property.name.getText() !== name) continue;
    const init = property.initializer;
    if (init && ts.isJsxExpression(init) && init.expression) return init.expression;
  }
  return null;
}

const tagOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  (ts.isJsxElement(node) ? node.openingElement : node).tagName.getText();
const openingOf = (node: ts.JsxElement | ts.JsxSelfClosingElement) =>
  ts.isJsxElement(node) ? node.openingElement : node;
const childrenOf = (node: ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment) =>
  ts.isJsxSelfClosingElement(node) ? [] : [...node.children];

/** Inline markdown of JSX children: text, code, emphasis and links. */
function inline(children: readonly ts.JsxChild[]): string {
  let out = '';
  for (const child of children) {
    if (ts.isJsxText(child))
      out += child.text
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&lsquo;|&rsquo;/g, "'");
    else if (ts.isJsxExpression(child)) {
      const e = child.expression;
      if (e && ts.isStringLiteralLike(e)) out += e.text;
    } else if (ts.isJsxElement(child) || ts.isJsxSelfClosingElement(child)) {
      const tag = tagOf(child);
      const text = collapse(inline(childrenOf(child))).trim();
      const opening = openingOf(child);
      if (tag === 'code' || tag === 'kbd') out += `\`${text}\``;
      else if (tag === 'strong' || tag === 'b') out += `**${text}**`;
      else if (tag === 'em') out += `*${text}*`;
      else if (tag === 'br') out += '\n';
      else if (tag === 'i' && /icon/.test(stringAttribute(opening, 'className') ?? '')) out += '';
      else if (tag === 'a') out += `[${text}](${stringAttribute(opening, 'href') ?? ''})`;
      // The router's links (wouter's Link) name their route by `href` (or `to`), in the hash.
      else if (tag === 'Link')
        out += `[${text}](#${stringAttribute(opening, 'href') ?? stringAttribute(opening, 'to') ?? ''})`;
      else if (/visually-hidden/.test(stringAttribute(opening, 'className') ?? '')) out += '';
      else out += inline(childrenOf(child));
    }
  }
  return out;
}

const paragraph = (children: readonly ts.JsxChild[]) => collapse(inline(children)).trim();

interface Context {
  file: string;
  loaders: Loaders;
  sources: Map<string, string>;
}

function readSource(spec: string, dir: string): string {
  return readFileSync(resolve(dir, spec.replace(/\?source$/, '')), 'utf8');
}

function keyboardTable(spec: string, dir: string, name: string): string {
  const file = resolve(dir, `${spec}.ts`);
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  let rows: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isVariableDeclaration(node) &&
      node.name.getText() === name &&
      node.initializer &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      rows = node.initializer.elements.filter(ts.isObjectLiteralExpression).map((row) => {
        const get = (key: string) => {
          const p = row.properties.find(
            (x): x is ts.PropertyAssignment => ts.isPropertyAssignment(x) && x.name.getText() === key,
          );
          if (!p) return '';
          if (ts.isArrayLiteralExpression(p.initializer))
            return p.initializer.elements
              .filter(ts.isStringLiteralLike)
              .map((k) => (k.text === ' ' ? 'Space' : k.text))
              .join(', ');
          return ts.isStringLiteralLike(p.initializer) ? p.initializer.text : '';
        };
        return `| ${cell(get('keys'))} | ${cell(get('where'))} | ${cell(get('does'))} |`;
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!rows.length) throw new Error(`Markdown: no keyboard table ${name} in ${file}.`);
  return ['| Keys | Where | Does |', '| --- | --- | --- |', ...rows].join('\n');
}

function apiTables(spec: string, sources: Map<string, string>): string {
  const subpath = spec.match(/^sui-react\/([\w/-]+)\?api$/)?.[1];
  const file = subpath && sources.get(`./${subpath}`);
  if (!file) throw new Error(`Markdown: cannot find the API module ${spec}.`);
  return documentModule(file)
    .map((component) => {
      const rows = (list: typeof component.props) =>
        list.map(
          (p) =>
            `| \`${p.name}\`${p.required ? ' (required)' : ''} | \`${cell(p.type)}\` | ${p.defaultValue ? `\`${cell(p.defaultValue)}\`` : ''} | ${cell(p.description)} |`,
        );
      const parts = [`### ${component.name}`, component.description];
      if (component.props.length)
        parts.push(
          [
            '| Prop | Type | Default | Description |',
            '| --- | --- | --- | --- |',
            ...rows(component.props),
          ].join('\n'),
        );
      if (component.events.length)
        parts.push(
          [
            '| Event | Type | Default | Description |',
            '| --- | --- | --- | --- |',
            ...rows(component.events),
          ].join('\n'),
        );
      return parts.filter(Boolean).join('\n\n');
    })
    .join('\n\n');
}

/** Markdown blocks of JSX nodes. */
function blocks(nodes: readonly ts.Node[], ctx: Context): string[] {
  const out: string[] = [];
  const dir = dirname(ctx.file);
  for (const node of nodes) {
    if (ts.isJsxText(node)) {
      const text = collapse(node.text).trim();
      if (text) out.push(text);
      continue;
    }
    if (ts.isJsxExpression(node)) continue;
    if (ts.isJsxFragment(node)) {
      out.push(...blocks(node.children, ctx));
      continue;
    }
    if (!ts.isJsxElement(node) && !ts.isJsxSelfClosingElement(node)) continue;
    const tag = tagOf(node);
    const opening = openingOf(node);
    const children = childrenOf(node);
    const className = stringAttribute(opening, 'className') ?? '';
    switch (tag) {
      case 'PageTitle':
        out.push(`# ${stringAttribute(opening, 'title') ?? ''}`, paragraph(children));
        break;
      case 'h2':
        out.push(`## ${paragraph(children)}`);
        break;
      case 'h3':
        out.push(`### ${paragraph(children)}`);
        break;
      case 'p':
        out.push(paragraph(children));
        break;
      case 'ul':
      case 'ol':
        out.push(
          children
            .filter((c): c is ts.JsxElement => ts.isJsxElement(c) && tagOf(c) === 'li')
            .map((li, i) => `${tag === 'ol' ? `${i + 1}.` : '-'} ${paragraph(li.children)}`)
            .join('\n'),
        );
        break;
      case 'Example': {
        const title = stringAttribute(opening, 'title') ?? '';
        const example = ctx.loaders.examples.get(identifierAttribute(opening, 'example') ?? '');
        if (!example)
          throw new Error(`Markdown: the example "${title}" in ${ctx.file} has no ?example import.`);
        out.push(
          `### ${title}`,
          ...blocks(children, ctx),
          `\`\`\`tsx\n${readFileSync(example, 'utf8').trimEnd()}\n\`\`\``,
        );
        break;
      }
      case 'CodeBlock': {
        const source = expressionAttribute(opening, 'source');
        if (source && ts.isCallExpression(source) && source.expression.getText() === 'highlight') {
          const [lang, code] = source.arguments;
          if (lang && code && ts.isStringLiteralLike(lang) && ts.isNoSubstitutionTemplateLiteral(code))
            out.push(`\`\`\`${lang.text}\n${code.text.replace(/^\n/, '').trimEnd()}\n\`\`\``);
        }
        break;
      }
      case 'LazyCodeBlock': {
        const spec = ctx.loaders.loaders.get(identifierAttribute(opening, 'load') ?? '');
        if (spec) {
          const lang = spec
            .replace(/\?source$/, '')
            .split('.')
            .pop();
          out.push(`\`\`\`${lang}\n${readSource(spec, dir).trimEnd()}\n\`\`\``);
        }
        break;
      }
      case 'KeyboardTable': {
        const spec = ctx.loaders.loaders.get(identifierAttribute(opening, 'load') ?? '');
        const table = stringAttribute(opening, 'table');
        if (spec && table) out.push(keyboardTable(spec, dir, table));
        break;
      }
      case 'PropMap':
        // The Migrating guide's generated prop map (compat-map.ts).
        out.push(compatMapMarkdown());
        break;
      case 'ApiTable': {
        const spec = ctx.loaders.loaders.get(identifierAttribute(opening, 'load') ?? '');
        if (spec) out.push(apiTables(spec, ctx.sources));
        break;
      }
      default: {
        const part = ctx.loaders.lazy.get(tag);
        const inlined = ctx.loaders.inline.get(tag);
        if (part) out.push(...fileBlocks(resolve(dir, `${part}.tsx`), ctx.sources));
        else if (inlined) {
          const examples = new Map(ctx.loaders.examples).set(inlined.example, inlined.file);
          out.push(
            ...blocks([returnedJsx(inlined.body, ctx.file)], {
              ...ctx,
              loaders: { ...ctx.loaders, examples },
            }),
          );
        } else if (/\bheader\b/.test(className) && !children.some((c) => ts.isJsxElement(c)))
          out.push(`**${paragraph(children)}**`);
        else if (tag === 'pre') out.push(`\`\`\`\n${inline(children).trim()}\n\`\`\``);
        else out.push(...blocks(children, ctx));
      }
    }
  }
  return out.filter((b) => b.trim() !== '');
}

/** The markdown blocks of a page file's default export (its returned JSX). */
function fileBlocks(file: string, sources: Map<string, string>): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const ctx: Context = { file, loaders: loadersOf(source, dirname(file)), sources };
  const fn = source.statements.find(
    (s): s is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(s) && !!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword),
  );
  if (!fn) throw new Error(`Markdown: ${file} has no default function to read.`);
  return blocks([returnedJsx(fn, file)], ctx);
}

/** The JSX a function component returns (its last return statement). */
function returnedJsx(fn: ts.FunctionLikeDeclaration, file: string): ts.Expression {
  const body = fn.body;
  const returned =
    body && ts.isBlock(body) ? body.statements.filter(ts.isReturnStatement).at(-1)?.expression : undefined;
  if (!returned) throw new Error(`Markdown: a function component in ${file} returns nothing.`);
  return ts.isParenthesizedExpression(returned) ? returned.expression : returned;
}

export interface MarkdownPage {
  path: string;
  title: string;
  group: string;
  /** Where the copy goes in the build: `md/modules/select.md`. */
  file: string;
  markdown: string;
  /** The page's first sentence (its PageTitle text), for llms.txt. */
  summary: string;
}

/** The markdown copy of every page of the menu (development pages aside). */
export function markdownPages(): MarkdownPage[] {
  const sources = new Map(publicModules().map((m) => [m.subpath, m.source]));
  return siteRoutes()
    .filter((route) => !route.devOnly)
    .map((route) => {
      const body = fileBlocks(join(SITE, route.source), sources);
      const summary = body[1] && !body[1].startsWith('#') ? body[1] : '';
      const group = route.path.split('/')[1] ?? '';
      return {
        path: route.path,
        title: route.title,
        group: group === 'getting-started' ? 'Start' : group[0]!.toUpperCase() + group.slice(1),
        file: `md${route.path}.md`,
        markdown: `${body.join('\n\n')}\n`,
        summary,
      };
    });
}

/** llms.txt: what the library is, then a link to each page's markdown copy, by group. */
export function llmsTxt(pages: MarkdownPage[]): string {
  const groups = [...new Set(pages.map((p) => p.group))];
  return [
    '# sui-react',
    '',
    '> React components for the Semantic UI CSS kit (Fomantic UI), in TypeScript, with no jQuery: keyboard and screen-reader support after the WAI-ARIA patterns, controlled and uncontrolled props, native form participation, server rendering, 12 languages. Install `sui-react` and `fomantic-ui-css`; import each component from `sui-react/<name>`.',
    '',
    'Each link is a plain-markdown copy of a page of the documentation site: its prose, the exact source of every example, its keyboard table and its API tables.',
    '',
    ...groups.flatMap((group) => [
      `## ${group}`,
      '',
      ...pages
        .filter((p) => p.group === group)
        .map((p) => `- [${p.title}](${p.file})${p.summary ? `: ${p.summary}` : ''}`),
      '',
    ]),
  ].join('\n');
}

export function markdownPlugin(): Plugin {
  return {
    name: 'sui-docs-markdown',
    // The dev server answers the same files, made afresh on each request.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\//, '');
        if (path !== 'llms.txt' && !/^md\/.+\.md$/.test(path)) return next();
        const pages = markdownPages();
        const text = path === 'llms.txt' ? llmsTxt(pages) : pages.find((p) => p.file === path)?.markdown;
        if (text === undefined) return next();
        response.setHeader('Content-Type', 'text/markdown; charset=utf-8');
        response.end(text);
      });
    },
    generateBundle() {
      const pages = markdownPages();
      for (const page of pages) this.emitFile({ type: 'asset', fileName: page.file, source: page.markdown });
      this.emitFile({ type: 'asset', fileName: 'llms.txt', source: llmsTxt(pages) });
    },
  };
}
