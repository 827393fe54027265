import { describe, expect, it } from 'vitest';
import { formatHtml } from './html-view';

/** The formatted markup as the reader sees it: the code block's text. */
function text(markup: string, maxLines?: number) {
  const root = document.createElement('div');
  root.innerHTML = markup;
  const block = document.createElement('div');
  const { html, lines } = formatHtml(root, maxLines);
  block.innerHTML = html;
  return { text: block.textContent, lines };
}

describe('formatHtml', () => {
  it('puts one element per line, indents children, and keeps a short text on its line', () => {
    expect(
      text(
        '<div class="ui checkbox">\n  <input type="checkbox" class="hidden" checked=""><label>Remember me</label></div>',
      ).text,
    ).toBe(
      [
        '<div class="ui checkbox">',
        '  <input type="checkbox" class="hidden" checked>',
        '  <label>Remember me</label>',
        '</div>',
      ].join('\n'),
    );
  });

  it('writes the markup escaped as HTML source: quotes in values, angle brackets and ampersands in text', () => {
    expect(text('<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp; 3</p>').text).toBe(
      '<p title="a &quot;b&quot; &amp; c">1 &lt; 2 &amp; 3</p>',
    );
  });

  it('leaves out white space and comments, and writes empty elements on one line', () => {
    expect(text('<div>\n   <!-- note -->\n  <i class="icon"></i>\n</div>').text).toBe(
      ['<div>', '  <i class="icon"></i>', '</div>'].join('\n'),
    );
  });

  it('draws at most maxLines lines, and says how many it left out', () => {
    const items = Array.from({ length: 1000 }, (_, i) => `<li>${i}</li>`).join('');
    const { text: shown, lines } = text(`<ul>${items}</ul>`, 10);
    expect(lines).toBe(1002);
    expect(shown.split('\n')).toHaveLength(11);
    expect(shown.split('\n').at(-1)).toBe('… 992 more lines');
  });

  it('draws nothing for an empty example', () => {
    expect(text('').text).toBe('');
  });
});
