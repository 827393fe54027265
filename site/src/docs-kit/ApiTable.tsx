import { lazy, use } from 'react';
import { AfterIdle } from './AfterIdle';
import { loadOnce, type ApiLoader } from './load-once';

const tablesCode = () => import('./ApiTables');
const ApiTables = lazy(tablesCode);

/** Loads the tables' code and the page's API data side by side, then renders the tables. */
function LoadedApiTables({ load }: { load: ApiLoader }) {
  void loadOnce(tablesCode);
  return <ApiTables api={use(loadOnce(load))} />;
}

/**
 * The generated API of one or more components: properties, then events (the `on*` callbacks).
 * It sits at the end of the page, so it loads after the page has shown (when the browser is first
 * idle); it only adds to the end of the page, and nothing above it moves.
 */
export function ApiTable({ load }: { load: ApiLoader }) {
  return (
    <AfterIdle what="The API table" loading={<p className="api-loading">Loading the API…</p>}>
      <LoadedApiTables load={load} />
    </AfterIdle>
  );
}
