import { Suspense, use, useRef, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import type { Highlighted } from './highlight';
import { loadOnce, type SourceLoader } from './load-once';
import { ScrollRegion } from './ScrollRegion';

interface CodeBlockProps {
  /** The snippet, from `highlight()` or an example import. */
  source: Highlighted;
  /** A caption above the code, e.g. a file name. */
  caption?: string;
}

/**
 * Highlighted code (prepared at build time) with a copy button that copies its text. Long lines
 * wrap; if the code ever scrolls (see ScrollRegion), it is a named Tab stop.
 */
export function CodeBlock({ source, caption }: CodeBlockProps) {
  /** What the last copy did, for screen readers too: a message, cleared after 2 s. */
  const [status, setStatus] = useState('');
  const body = useRef<HTMLDivElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(body.current!.textContent);
      setStatus('Copied to the clipboard');
    } catch {
      setStatus('Copy failed');
    }
    setTimeout(() => setStatus(''), 2000);
  };
  return (
    <div className="code-block">
      <div className="code-toolbar">
        <span className="code-caption">{caption}</span>
        <button type="button" className="ui mini basic compact button" onClick={copy}>
          <i className="copy outline icon" aria-hidden="true" />
          Copy
        </button>
        <span className="code-copy-status" role="status">
          {status}
        </span>
      </div>
      <ScrollRegion className="code-scroll" label={caption ? `Code: ${caption}` : 'Code'}>
        <div ref={body} className="code-body" dangerouslySetInnerHTML={{ __html: source.html }} />
      </ScrollRegion>
    </div>
  );
}

function LoadedCodeBlock({ load, caption }: { load: SourceLoader; caption?: string }) {
  return <CodeBlock source={use(loadOnce(load))} caption={caption} />;
}

/**
 * A code block whose highlighted text loads when it is first shown: for long sources that the first
 * view of a page does not need (example sources, long declarations far down a page).
 */
export function LazyCodeBlock({ load, caption }: { load: SourceLoader; caption?: string }) {
  return (
    <ErrorBoundary what="This source">
      <Suspense fallback={<p className="source-loading">Loading the source…</p>}>
        <LoadedCodeBlock load={load} caption={caption} />
      </Suspense>
    </ErrorBoundary>
  );
}
