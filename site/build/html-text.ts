/**
 * The text a browser gives for highlighted HTML (`textContent`): tags dropped, the entities the
 * highlighter writes read back. For the tests that check the text shown is the code.
 */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
