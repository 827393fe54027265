// The HTML view of an example: the markup the live example renders now, one element per line,
// indented, coloured like the build-time highlighter colours HTML (tags, attribute names, values).
// Written against the DOM: the browser has already parsed and serialised everything, so all this
// does is indent and escape.

/** Elements that have no closing tag. */
const VOID = new Set([
  'area',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Colours with at least 4.5:1 on white (the code blocks' background). */
const COLOUR = { tag: '#116329', attribute: '#6F42C1', value: '#0A3069', text: '#24292F' };

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeValue = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * Text in one colour, as the code block's HTML. Markup text is escaped twice: once as the HTML
 * source the reader reads (`&quot;` in a value, `&lt;` in text), then here to sit inside the block.
 */
const paint = (colour: string, text: string) => `<span style="color:${colour}">${escapeText(text)}</span>`;

function openTag(element: Element): string {
  const name = element.localName;
  const parts = [paint(COLOUR.tag, `<${name}`)];
  for (const { name: attribute, value } of Array.from(element.attributes)) {
    parts.push(' ', paint(COLOUR.attribute, attribute));
    if (value !== '') parts.push(paint(COLOUR.text, '='), paint(COLOUR.value, `"${escapeValue(value)}"`));
  }
  parts.push(paint(COLOUR.tag, '>'));
  return parts.join('');
}

const closeTag = (element: Element) => paint(COLOUR.tag, `</${element.localName}>`);

/** The text of a text node with its runs of white space made one space, or '' when it is only space. */
const textOf = (node: Node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The children worth showing: elements, and text that is not only white space. */
const shown = (node: Node) =>
  Array.from(node.childNodes).filter(
    (child) => child.nodeType === Node.ELEMENT_NODE || (child.nodeType === Node.TEXT_NODE && textOf(child)),
  );

export interface FormattedHtml {
  /** The HTML of a code block (as `highlight()` gives): its text content is the formatted markup. */
  html: string;
  /** How many lines the markup has in all; only the first `maxLines` are in `html`. */
  lines: number;
}

/**
 * The markup of `root`'s children, formatted: one element per line, two spaces of indent per level,
 * an element whose only child is a short text on one line. At most `maxLines` lines are drawn (a
 * list of thousands of options costs what is shown), and a last line says how many were left out.
 */
export function formatHtml(root: Element, maxLines = 400): FormattedHtml {
  const out: string[] = [];
  let lines = 0;
  const line = (depth: number, html: string) => {
    lines++;
    if (lines <= maxLines) out.push('  '.repeat(depth) + html);
  };
  const visit = (node: Node, depth: number) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line(depth, paint(COLOUR.text, escapeText(textOf(node))));
      return;
    }
    const element = node as Element;
    const children = shown(element);
    if (VOID.has(element.localName)) {
      line(depth, openTag(element));
    } else if (children.length === 0) {
      line(depth, openTag(element) + closeTag(element));
    } else if (
      children.length === 1 &&
      children[0]!.nodeType === Node.TEXT_NODE &&
      textOf(children[0]!).length <= 60
    ) {
      const text = escapeText(textOf(children[0]!));
      line(depth, openTag(element) + paint(COLOUR.text, text) + closeTag(element));
    } else {
      line(depth, openTag(element));
      for (const child of children) visit(child, depth + 1);
      line(depth, closeTag(element));
    }
  };
  for (const child of shown(root)) visit(child, 0);
  if (lines > maxLines) out.push(paint(COLOUR.text, `… ${lines - maxLines} more lines`));
  return { html: `<pre class="shiki" data-lang="html"><code>${out.join('\n')}</code></pre>`, lines };
}
