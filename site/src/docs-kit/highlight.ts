/** A snippet of code, highlighted: HTML whose text content is the code, character for character. */
export interface Highlighted {
  html: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Marks a snippet for build-time highlighting. Write it with a plain template literal:
 * `highlight('bash', `npm install sui-react`)`. The site's build replaces the call with the
 * highlighted HTML, so no highlighter ships. Without the build step (unit tests) the code is shown
 * escaped, without colours.
 */
export function highlight(lang: 'tsx' | 'ts' | 'bash' | 'html' | 'css' | 'json', code: string): Highlighted {
  const text = code.replace(/^\n/, '');
  return { html: `<pre class="shiki" data-lang="${lang}"><code>${escapeHtml(text)}</code></pre>` };
}
