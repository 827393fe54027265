// The elements benchmark's page, one bundle per library and case (bench/elements.mjs): `Rows` comes
// from bench/<case>/<library>.tsx (the bundler's `elements-rows` alias). Three fixed buttons drive it:
// mount draws the 1,000-row list, update raises the generation (every row's content changes),
// unmount removes the list. The runner times each click to the frame that shows its result.
// The kit's CSS the case draws with: bench/<case>/styles.ts (the bundler's `bench-styles` alias).
import 'bench-styles';
import { useState, version, type JSX } from 'react';
import { createRoot } from 'react-dom/client';
// @ts-expect-error: resolved by the benchmark's bundler to bench/<case>/<library>.tsx
import { Rows as LibraryRows } from 'elements-rows';
import type { RowsProps } from './data';

const Rows = LibraryRows as (props: RowsProps) => JSX.Element;
const count = Number(new URLSearchParams(location.search).get('count') ?? 1000);

// The runner checks that every page runs the same React (bench/node_modules, 18.3.1).
(window as unknown as { __reactVersion: string }).__reactVersion = version;

function Bench() {
  const [state, setState] = useState({ mounted: false, gen: 0 });
  return (
    <>
      <div style={{ position: 'fixed', top: 0, right: 0, zIndex: 10, background: '#fff', padding: 4 }}>
        <button id="mount" type="button" onClick={() => setState((s) => ({ ...s, mounted: true }))}>
          mount
        </button>
        <button id="update" type="button" onClick={() => setState((s) => ({ ...s, gen: s.gen + 1 }))}>
          update
        </button>
        <button id="unmount" type="button" onClick={() => setState((s) => ({ ...s, mounted: false }))}>
          unmount
        </button>
      </div>
      <div id="list" data-gen={state.gen}>
        {state.mounted && <Rows count={count} gen={state.gen} />}
      </div>
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Bench />);
