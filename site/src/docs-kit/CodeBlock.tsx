import { Suspense, use, useState } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import type { Highlighted } from './highlight';
import { loadOnce, type SourceLoader } from './load-once';

interface CodeBlockProps {
  /** The snippet, from `highlight()` or an example import. */
  source: Highlighted;
  /** A caption above the code, e.g. a file name. */
  caption?: string;
}

/** Highlighted code (prepared at build time) with a copy button. */
export function CodeBlock({ source, caption }: CodeBlockProps) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(source.code);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
    setTimeout(() => setCopied('idle'), 2000);
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
          {copied === 'copied' ? 'Copied to the clipboard' : copied === 'failed' ? 'Copy failed' : ''}
        </span>
      </div>
      <div className="code-body" dangerouslySetInnerHTML={{ __html: source.html }} />
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
