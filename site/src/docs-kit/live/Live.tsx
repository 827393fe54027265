// The live editor of an example, loaded with the first "Edit" (Example.tsx): the editor itself
// (react-simple-code-editor, highlighted by Prism) and the preview it drives, which Example.tsx
// shows in the example's result box. Both read one store per example, so an edit survives closing
// and reopening the editor until Reset.
import {
  use,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useSyncExternalStore,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import EditorModule from 'react-simple-code-editor';
import { ErrorBoundary } from '../ErrorBoundary';
import type { ExampleModule } from '../Example';
import { loadOnce } from '../load-once';
import { highlightTsx } from './prism';
import { indentLines, moduleTable, runExample } from './run';
import './live.css';

// The editor is a CommonJS module with `exports.default`: the site's bundle (Node.js's interop, the
// site being an ES module package) gives the whole `exports` as the default import, Vite's dev
// server and the unit tests give `exports.default`.
const Editor = (EditorModule as unknown as { default?: typeof EditorModule }).default ?? EditorModule;

/** How long typing pauses before the example re-renders. */
export const RENDER_DELAY_MS = 250;

interface LiveState {
  /** The edited code; null while it is the file's own text (before any edit and after Reset). */
  code: string | null;
  /** What the preview shows: the example's own component until an edit compiles. */
  Component: ComponentType;
  /** Counts the compiled edits: a new one resets the preview's error boundary. */
  version: number;
  /** Why the last edit cannot run (a syntax error, an import the example does not have). */
  error: string;
}

interface Store {
  get: () => LiveState;
  set: (change: Partial<LiveState>) => void;
  subscribe: (listener: () => void) => () => void;
}

const stores = new WeakMap<ExampleModule, Store>();

function storeOf(example: ExampleModule): Store {
  let store = stores.get(example);
  if (!store) {
    let state: LiveState = { code: null, Component: example.Component, version: 0, error: '' };
    const listeners = new Set<() => void>();
    store = {
      get: () => state,
      set: (change) => {
        state = { ...state, ...change };
        listeners.forEach((listener) => listener());
      },
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    stores.set(example, store);
  }
  return store;
}

const useLive = (example: ExampleModule) => {
  const store = storeOf(example);
  return [useSyncExternalStore(store.subscribe, store.get, store.get), store] as const;
};

/** The text of highlighted HTML: the file, character for character. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent;

function Preview({ example }: { example: ExampleModule }) {
  const [{ Component, version }] = useLive(example);
  return (
    <ErrorBoundary key={version} what="This example">
      <Component />
    </ErrorBoundary>
  );
}

function EditorPanel({ example, id }: { example: ExampleModule; id: string }) {
  const source = use(loadOnce(example.source));
  const original = useMemo(() => textOf(source.html), [source]);
  const table = useMemo(() => moduleTable(source.imports ?? [], example.bindings), [source, example]);
  const [{ code, error, version }, store] = useLive(example);
  const text = code ?? original;
  const hint = useId();
  const textareaId = `${id}-code`;

  // The library puts its props on its wrapper; the description goes on the textarea itself. A ref
  // callback runs in the same commit that inserts the textarea (an effect would run later, leaving
  // a moment when the textarea is in the page without its description).
  const describeTextarea = useCallback(
    (box: HTMLDivElement | null) => {
      box?.querySelector('textarea')?.setAttribute('aria-describedby', hint);
    },
    [hint],
  );

  useEffect(() => {
    if (code === null) return;
    const timer = setTimeout(() => {
      try {
        store.set({ Component: runExample(code, table, source.file), version: version + 1, error: '' });
      } catch (thrown) {
        store.set({ error: thrown instanceof Error ? thrown.message : String(thrown) });
      }
    }, RENDER_DELAY_MS);
    return () => clearTimeout(timer);
    // `version` is read, not followed: a compiled edit must not compile again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, table, source, store]);

  const reset = () =>
    store.set({ code: null, Component: example.Component, version: version + 1, error: '' });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape would blur the textarea (the library's default), losing the reader's place: it stays.
    if (event.key === 'Escape') event.preventDefault();
    if (!(event.ctrlKey || event.metaKey) || (event.key !== ']' && event.key !== '[')) return;
    event.preventDefault();
    const area = event.currentTarget as HTMLTextAreaElement;
    const change = indentLines(area.value, area.selectionStart, area.selectionEnd, event.key === '[');
    if (!change) return;
    // Through the textarea, so the library's undo history records the change like typing.
    area.setRangeText(change.text, change.from, change.to, 'select');
    area.dispatchEvent(new Event('input', { bubbles: true }));
  };

  return (
    <div id={id} className="ui attached segment example-editor">
      <div className="code-toolbar">
        <label htmlFor={textareaId} className="live-label">
          Edit {source.file}
        </label>
        <button type="button" className="ui mini basic compact button" onClick={reset}>
          <i className="undo icon" aria-hidden="true" />
          Reset
        </button>
      </div>
      <p id={hint} className="live-hint">
        The example re-renders as you type. Tab leaves the editor; Ctrl+] and Ctrl+[ indent and outdent lines.
        The code can import what the file imports, and anything from React.
      </p>
      <div role="status" className="live-status">
        {error && (
          <div className="ui negative message">
            <div className="header">This edit cannot run; the example shows the last edit that could</div>
            <p>
              <code>{error}</code>
            </p>
          </div>
        )}
      </div>
      <div ref={describeTextarea}>
        <Editor
          value={text}
          onValueChange={(value) => store.set({ code: value })}
          highlight={highlightTsx}
          textareaId={textareaId}
          ignoreTabKey
          autoFocus
          onKeyDown={onKeyDown}
          padding={16}
          className="live-code"
        />
      </div>
    </div>
  );
}

/**
 * The live parts of an example: without an `id`, the preview, for its result box; with one, the
 * editor panel (the `id` the Edit button controls).
 */
export default function Live({ example, id }: { example: ExampleModule; id?: string }) {
  return id ? <EditorPanel example={example} id={id} /> : <Preview example={example} />;
}
