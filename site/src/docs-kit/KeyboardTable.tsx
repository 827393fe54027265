import { lazy, use } from 'react';
import type { KeyboardTable as Rows } from '../../../packages/sui-react/src/test-utils/keyboard';
import { AfterIdle } from './AfterIdle';
import { loadModuleOnce, loadOnce } from './load-once';

const rowsCode = () => import('./KeyboardRows');
const KeyboardRows = lazy(rowsCode);

/** The names of a module's exports that are keyboard tables. */
type TableName<M> = { [K in keyof M]: M[K] extends Rows ? K : never }[keyof M] & string;

function LoadedRows<M extends object>({ load, table, caption }: KeyboardTableProps<M>) {
  void loadOnce(rowsCode);
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
  return (
    <AfterIdle what="The keyboard table" loading={<p className="keyboard-loading">Loading the keys…</p>}>
      <LoadedRows {...props} />
    </AfterIdle>
  );
}
