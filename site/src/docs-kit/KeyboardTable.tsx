import { lazy, Suspense, use } from 'react';
import type { KeyboardTable as Rows } from '../../../packages/sui-react/src/test-utils/keyboard';
import { useAfterIdle } from './after-idle';
import { ErrorBoundary } from './ErrorBoundary';
import { loadModuleOnce } from './load-once';

const rowsCode = () => import('./KeyboardRows');
const KeyboardRows = lazy(rowsCode);

/** The names of a module's exports that are keyboard tables. */
type TableName<M> = { [K in keyof M]: M[K] extends Rows ? K : never }[keyof M] & string;

function LoadedRows<M extends object>({ load, table, caption }: KeyboardTableProps<M>) {
  void rowsCode();
  const module = use(loadModuleOnce(load));
  return <KeyboardRows rows={module[table] as Rows} caption={caption} />;
}

interface KeyboardTableProps<M extends object> {
  /** Loads the component's `keyboard.ts`: `() => import('…/modules/select/keyboard')`. */
  load: () => Promise<M>;
  /** The export of that module to draw. */
  table: TableName<M>;
  /** The table's accessible name. */
  caption: string;
}

/**
 * A component's keyboard table, drawn from the rows its keyboard tests read (`testKeyboard` in the
 * library's test-utils), so the two cannot drift apart. Like the API tables, it loads once the page
 * has shown (the browser's first idle time), so no page's first load carries it.
 */
export function KeyboardTable<M extends object>(props: KeyboardTableProps<M>) {
  const loading = <p className="keyboard-loading">Loading the keys…</p>;
  if (!useAfterIdle()) return loading;
  return (
    <ErrorBoundary what="The keyboard table">
      <Suspense fallback={loading}>
        <LoadedRows {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
