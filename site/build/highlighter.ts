// Build-time syntax highlighting with Shiki: the site ships highlighted HTML, never a highlighter.
import { createHighlighter, type Highlighter } from 'shiki';

export const LANGUAGES = ['tsx', 'ts', 'bash', 'html', 'css', 'json'] as const;
export type Language = (typeof LANGUAGES)[number];
const THEME = 'github-light';

let highlighter: Promise<Highlighter> | undefined;

export async function highlightCode(code: string, lang: string): Promise<string> {
  if (!(LANGUAGES as readonly string[]).includes(lang)) {
    throw new Error(`highlight: unknown language "${lang}". Use one of: ${LANGUAGES.join(', ')}.`);
  }
  highlighter ??= createHighlighter({ themes: [THEME], langs: [...LANGUAGES] });
  const html = (await highlighter).codeToHtml(code, { lang, theme: THEME });
  // Shiki puts its own background and tabindex on <pre>; the site styles the block itself.
  return html.replace(/^<pre class="shiki[^"]*" style="[^"]*" tabindex="0">/, '<pre class="shiki">');
}
