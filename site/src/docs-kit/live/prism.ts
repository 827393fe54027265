// Prism with the grammars TSX needs, for the live editor's highlighting (loaded with the editor).
// The grammars extend the global `Prism` the core sets, so the order of these imports matters.
import './prism-manual';
import Prism from 'prismjs/components/prism-core';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-tsx';

/** The code as HTML with Prism's `token` spans; its text is the code. */
export const highlightTsx = (code: string): string => Prism.highlight(code, Prism.languages.tsx!, 'tsx');
