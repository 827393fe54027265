import { lazy, Suspense, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useAfterIdle } from './after-idle';
import { LazyCodeBlock } from './CodeBlock';
import { ErrorBoundary } from './ErrorBoundary';
import { loadOnce, type SourceLoader } from './load-once';
import { slugify } from './slug';
import { useSiteLocation } from '../location';

const Tooltip = lazy(() => import('./Tooltip'));
const HtmlView = lazy(() => import('./HtmlView'));
/** The live editor and its preview (sucrase, the editor, Prism): loaded with the first "Edit". */
const Live = lazy(() => import('./live/Live'));

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
  /**
   * The values the file imports (not React), in the order its `?source` module names them: what
   * the live editor's code can import.
   */
  bindings: readonly unknown[];
}

interface ExampleProps {
  /** The example module, imported with `?example`: its component and its exact source. */
  example: ExampleModule;
  /** The example's title (an h3); also the source of its anchor id. */
  title: string;
  /** What the example shows. */
  children?: ReactNode;
}

/** One of the example's toggle buttons: its state, the panel it shows, its icon and its two labels. */
function Toggle({
  on,
  set,
  controls,
  icon,
  labels,
  ...rest
}: {
  on: boolean;
  set: (on: boolean) => void;
  controls: string;
  icon: string;
  labels: [string, string];
  className: string;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}) {
  return (
    <button
      type="button"
      {...rest}
      className={`ui tiny basic button ${rest.className}`}
      aria-expanded={on}
      aria-controls={controls}
      onClick={() => set(!on)}
    >
      <i className={`${icon} icon`} aria-hidden="true" />
      {labels[on ? 1 : 0]}
    </button>
  );
}

/**
 * One example box: title, description, the live result (inside an error boundary), an "Edit"
 * toggle that turns the exact source into an editor whose edits re-render the result, a "View
 * HTML" toggle that shows the markup the result renders now, and a "View source" toggle that
 * reveals the exact file the result runs.
 */
export function Example({ example, title, children }: ExampleProps) {
  const { pathname } = useSiteLocation();
  // The anchor's tooltip (and the Popup code behind it) waits until the page has shown.
  const tooltips = useAfterIdle();
  const [open, setOpen] = useState(false);
  const [htmlOpen, setHtmlOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const sourceId = useId();
  const htmlId = useId();
  const editId = useId();
  const result = useRef<HTMLDivElement>(null);
  const anchor = slugify(title);
  const { Component } = example;
  const original = (
    <ErrorBoundary what="This example">
      <Component />
    </ErrorBoundary>
  );
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
          <Toggle
            on={editing}
            set={setEditing}
            controls={editId}
            icon="edit"
            labels={['Edit', 'Close editor']}
            className="edit-example"
          />
          <Toggle
            on={htmlOpen}
            set={setHtmlOpen}
            controls={htmlId}
            icon="html5"
            labels={['View HTML', 'Hide HTML']}
            className="view-html"
          />
          <Toggle
            on={open}
            set={setOpen}
            controls={sourceId}
            icon="code"
            labels={['View source', 'Hide source']}
            className="view-source"
            onPointerEnter={prefetch}
            onFocus={prefetch}
          />
        </div>
      </div>
      <div ref={result} className="ui top attached segment example-result">
        {editing ? (
          <Suspense fallback={original}>
            <Live example={example} />
          </Suspense>
        ) : (
          original
        )}
      </div>
      {editing && (
        <ErrorBoundary what="The editor">
          <Suspense
            fallback={
              <p id={editId} className="ui attached segment source-loading">
                Loading the editor…
              </p>
            }
          >
            <Live example={example} id={editId} />
          </Suspense>
        </ErrorBoundary>
      )}
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
