import { lazy, Suspense, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterIdle } from './after-idle';
import { LazyCodeBlock } from './CodeBlock';
import { ErrorBoundary } from './ErrorBoundary';
import { loadOnce, type SourceLoader } from './load-once';
import { slugify } from './slug';
import { useSiteLocation } from '../location';

const Tooltip = lazy(() => import('./Tooltip'));
const HtmlView = lazy(() => import('./HtmlView'));

/** An example module, imported with `?example` (see site/build/example-plugin.ts). */
export interface ExampleModule {
  /** The live example. */
  Component: ComponentType;
  /** Its file name, the caption of its source. */
  file: string;
  /**
   * Loads the exact text of the file and that text highlighted at build time: the first "View
   * source" (or a hover or focus on it) starts it, so the page's first load does not carry it.
   */
  source: SourceLoader;
}

interface ExampleProps {
  /** The example module, imported with `?example`: its component and its exact source. */
  example: ExampleModule;
  /** The example's title (an h3); also the source of its anchor id. */
  title: string;
  /** What the example shows. */
  children?: ReactNode;
}

/**
 * One example box: title, description, the live result (inside an error boundary), a "View HTML"
 * toggle that shows the markup the result renders now, and a "View source" toggle that reveals the
 * exact file the result runs.
 */
export function Example({ example, title, children }: ExampleProps) {
  const { pathname } = useSiteLocation();
  // The anchor's tooltip (and the Popup code behind it) waits until the page has shown.
  const tooltips = useAfterIdle();
  const [open, setOpen] = useState(false);
  const [htmlOpen, setHtmlOpen] = useState(false);
  const sourceId = useId();
  const htmlId = useId();
  const result = useRef<HTMLDivElement>(null);
  const anchor = slugify(title);
  const { Component } = example;
  const prefetch = () => void loadOnce(example.source);
  const link = (
    <a className="example-anchor" href={`#${pathname}#${anchor}`} aria-label={`Link to the ${title} example`}>
      #
    </a>
  );
  return (
    <section className="example" id={anchor} aria-labelledby={`${anchor}-title`}>
      <div className="example-info">
        <h3 className="ui header" id={`${anchor}-title`}>
          {title}
          {tooltips ? (
            <Suspense fallback={link}>
              <Tooltip text="Link to this example">{link}</Tooltip>
            </Suspense>
          ) : (
            link
          )}
        </h3>
        {children && <div className="example-description">{children}</div>}
        <div className="example-buttons">
          <button
            type="button"
            className="ui tiny basic button view-html"
            aria-expanded={htmlOpen}
            aria-controls={htmlId}
            onClick={() => setHtmlOpen(!htmlOpen)}
          >
            <i className="html5 icon" aria-hidden="true" />
            {htmlOpen ? 'Hide HTML' : 'View HTML'}
          </button>
          <button
            type="button"
            className="ui tiny basic button view-source"
            aria-expanded={open}
            aria-controls={sourceId}
            onClick={() => setOpen(!open)}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            <i className="code icon" aria-hidden="true" />
            {open ? 'Hide source' : 'View source'}
          </button>
        </div>
      </div>
      <div ref={result} className="ui top attached segment example-result">
        <ErrorBoundary what="This example">
          <Component />
        </ErrorBoundary>
      </div>
      <div id={htmlId} className="ui attached segment example-source example-html" hidden={!htmlOpen}>
        {htmlOpen && (
          <ErrorBoundary what="The HTML view">
            <Suspense fallback={<p className="source-loading">Loading the HTML view…</p>}>
              <HtmlView target={result} title={title} />
            </Suspense>
          </ErrorBoundary>
        )}
      </div>
      <div id={sourceId} className="ui bottom attached segment example-source" hidden={!open}>
        {open && <LazyCodeBlock load={example.source} caption={example.file} />}
      </div>
    </section>
  );
}
