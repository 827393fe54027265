import 'fomantic-ui-css/components/dimmer.min.css';
import 'fomantic-ui-css/components/modal.min.css';
import 'fomantic-ui-css/components/search.min.css';
import 'fomantic-ui-css/components/transition.min.css';
import { useId, useMemo, useRef, type ReactNode } from 'react';
import { Modal } from 'sui-react/modal';
import { Search } from 'sui-react/search';
import { useLocation } from 'wouter';
import type { SearchEntry } from '../../build/search-index';
import { prepare, search } from './match';

const MAX_RESULTS = 12;

/** A title with the letters that met the query marked. */
function Marked({ text, marks }: { text: string; marks: [number, number][] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/**
 * The search dialog: a Search box over an index of the site (SiteSearchDialog gives it the whole
 * site's, made at build time), in a Modal.
 */
export default function SearchDialog({
  index,
  onClose,
}: {
  index: readonly SearchEntry[];
  onClose: () => void;
}) {
  const [, navigate] = useLocation();
  const titleId = useId();
  const prepared = useMemo(() => prepare(index), [index]);
  // The marks of the last answer, for drawing its results.
  const marks = useRef(new Map<SearchEntry, [number, number][]>());
  // Typing goes to the box: focus it as the dialog's content mounts (the modal keeps focus that is
  // already inside it when it opens).
  const focusBox = (content: HTMLDivElement | null) => content?.querySelector('input')?.focus();
  const go = (entry: SearchEntry) => {
    onClose();
    navigate(entry.anchor ? `${entry.path}#${entry.anchor}` : entry.path);
  };
  return (
    <Modal size="small" className="site-search" aria-labelledby={titleId} onDismiss={onClose}>
      <div className="header" id={titleId}>
        Search the documentation
      </div>
      <div className="content" ref={focusBox}>
        <Search<SearchEntry>
          className="fluid"
          aria-label="Pages, examples, sections, props and events"
          placeholder="Select, maxSelected, Keyboard…"
          options={index}
          searchDelay={0}
          maxResults={MAX_RESULTS}
          retainSelectedResult={false}
          // The first result is active as soon as results show: Enter right after typing opens it.
          selectFirstResult
          optionsFilter={(_, query) => {
            const found = search(prepared, query, MAX_RESULTS);
            marks.current = new Map(found.map((f) => [f.entry, f.marks]));
            return found.map((f) => f.entry);
          }}
          renderResult={(entry) => (
            <div className="content">
              <div className="title">
                <span className="ui mini basic label">{entry.kind}</span>{' '}
                <Marked text={entry.title} marks={marks.current.get(entry) ?? []} />
              </div>
              <div className="description">
                {entry.kind === 'Page' ? entry.path : entry.page}
                {entry.text && ` · ${entry.text}`}
              </div>
            </div>
          )}
          onResultSelect={go}
        />
        <p className="search-help">
          Enter goes to the highlighted result: the first, or the one Up and Down choose. Escape closes the
          results, then empties the box, then closes the dialog.
        </p>
      </div>
    </Modal>
  );
}
