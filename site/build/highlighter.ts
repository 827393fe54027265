// Build-time syntax highlighting with Shiki: the site ships highlighted HTML, never a highlighter.
import { createHighlighter, type Highlighter, type ThemedToken } from 'shiki';

export const LANGUAGES = ['tsx', 'ts', 'bash', 'html', 'css', 'json'] as const;
export type Language = (typeof LANGUAGES)[number];
const THEME = 'github-light';

let highlighter: Promise<Highlighter> | undefined;

/** Shiki's font style flags and the CSS each stands for. */
const FONT_STYLES: [flag: number, css: string][] = [
  [1, 'font-style:italic'],
  [2, 'font-weight:bold'],
  [4, 'text-decoration:underline'],
];

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A token's inline style: its colour unless it is the block's own, and its font style. */
function tokenStyle(token: ThemedToken, foreground: string): string {
  const rules = token.color && token.color.toLowerCase() !== foreground ? [`color:${token.color}`] : [];
  for (const [flag, css] of FONT_STYLES) if ((token.fontStyle ?? 0) & flag) rules.push(css);
  return rules.join(';');
}

/** Whether a style is a colour at most: a colour does not show on spaces, a font style may. */
const colourOnly = (style: string) => !style.includes(';') && !/^font|^text/.test(style);

/**
 * One line of tokens as HTML: text in the block's own colour is bare, neighbours of one style
 * share a span, and spaces go with the span before them.
 */
function lineHtml(tokens: ThemedToken[], foreground: string): string {
  const runs: { style: string; text: string }[] = [];
  for (const token of tokens) {
    let style = tokenStyle(token, foreground);
    const last = runs.at(-1);
    if (!token.content.trim() && colourOnly(style)) {
      if (last && colourOnly(last.style)) {
        last.text += token.content;
        continue;
      }
      style = '';
    }
    if (last?.style === style) last.text += token.content;
    else runs.push({ style, text: token.content });
  }
  return runs
    .map(({ style, text }) =>
      style ? `<span style="${style}">${escapeHtml(text)}</span>` : escapeHtml(text),
    )
    .join('');
}

/**
 * The code highlighted: a `<pre class="shiki">` in the theme's text colour whose text content is
 * the code, character for character (lines are separated by their newlines, tokens in another
 * colour are spans with an inline style). The site styles the block itself (background, padding).
 */
export async function highlightCode(code: string, lang: string): Promise<string> {
  if (!(LANGUAGES as readonly string[]).includes(lang)) {
    throw new Error(`highlight: unknown language "${lang}". Use one of: ${LANGUAGES.join(', ')}.`);
  }
  highlighter ??= createHighlighter({ themes: [THEME], langs: [...LANGUAGES] });
  const { tokens, fg } = (await highlighter).codeToTokens(code, { lang: lang as Language, theme: THEME });
  const foreground = (fg ?? '').toLowerCase();
  const lines = tokens.map((line) => lineHtml(line, foreground));
  return `<pre class="shiki" style="color:${foreground}"><code>${lines.join('\n')}</code></pre>`;
}
