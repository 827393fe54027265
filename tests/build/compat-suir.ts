// What compat-props.test.ts and compat-handlers.test.ts share: Semantic UI React's handled props,
// and the props each compat component needs to draw its usual markup. No esbuild here (through
// bench/measure.mjs): the handlers' test runs under jsdom, where esbuild refuses to run.
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const LIBRARY_DIST = join(ROOT, 'packages/sui-react/dist');

/** Semantic UI React from suir/ (installed apart, with its own React 18.3): its `handledProps`. */
export const suir = createRequire(join(ROOT, 'suir/package.json'))('semantic-ui-react') as Record<
  string,
  { handledProps?: string[] }
>;

/** What each component needs to draw its usual markup (a Dropdown of options, an open Modal…). */
const option = [{ key: 1, value: 1, text: 'One' }];
export const BASE: Record<string, Record<string, unknown>> = {
  Dropdown: { options: option },
  Select: { options: option },
  Modal: { open: true },
  Popup: { trigger: createElement('button', null, 'Trigger'), content: 'Tip' },
  Progress: { percent: 10 },
  Tab: { panes: [{ menuItem: 'A', render: () => 'a' }] },
  Pagination: { totalPages: 3 },
  Message: { content: 'Saved' },
  Embed: { id: 'abc', source: 'youtube' },
  Transition: { visible: true, children: createElement('div') },
};
