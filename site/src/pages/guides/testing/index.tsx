import { CodeBlock, highlight, LazyCodeBlock, PageContent, PageTitle } from '../../../docs-kit';

// Every block below is a file that runs in `npm test`: the snippets are the Vitest project `guides`
// (vitest.config.ts at the repository root), and the Playwright spec is part of the e2e suite.
const config = () => import('./snippets/vitest.config.ts?source');
const setup = () => import('./snippets/vitest.setup.ts?source');
const selectTest = () => import('./snippets/select.test.tsx?source');
const datepickerTest = () => import('./snippets/datepicker.test.tsx?source');
const modalTest = () => import('./snippets/modal.test.tsx?source');
const environmentTest = () => import('./snippets/environment.test.ts?source');
const playwrightSpec = () => import('../../../../e2e/testing-guide.spec.ts?source');

export default function TestingPage() {
  return (
    <>
      <PageTitle title="Testing">
        Test an app built with sui-react the way its users see it: by roles, names and keys.
      </PageTitle>
      <PageContent>
        <p>
          Every component renders plain, accessible markup: a select is a <code>combobox</code> with a{' '}
          <code>listbox</code> of <code>option</code>s, a datepicker&apos;s calendar is a <code>dialog</code>{' '}
          holding a <code>grid</code>, a modal is a <code>dialog</code> named by its header. Testing Library
          finds them by role and name, in jsdom or in a real browser, with no test ids and no knowledge of the
          class names. Each code block on this page is a test file of this repository, run by its test suite,
          so what you read here passes.
        </p>

        <h2 className="ui dividing header">Vitest and Testing Library</h2>
        <p>Install the test runner, a DOM and Testing Library:</p>
        <CodeBlock
          source={highlight(
            'bash',
            `npm install -D vitest jsdom @vitejs/plugin-react @testing-library/react @testing-library/dom @testing-library/user-event @testing-library/jest-dom`,
          )}
        />
        <p>
          The config names jsdom and a setup file; that is all sui-react asks for. The setup file adds the{' '}
          <code>toBeVisible</code>-style matchers and clears the page after each test.
        </p>
        <LazyCodeBlock load={config} caption="vitest.config.ts" />
        <LazyCodeBlock load={setup} caption="vitest.setup.ts" />

        <h3 className="ui header">Pick an option in a Select</h3>
        <p>
          Click the combobox (or tab to it: focus opens the list), then click the option by its name, or move
          with the arrow keys and press Enter. In a long list, type to filter, as a user would: the menu draws
          only the options in view, so an option far down the list is not in the document until the filter or
          the highlight reaches it.
        </p>
        <LazyCodeBlock load={selectTest} caption="select.test.tsx" />

        <h3 className="ui header">Type a date</h3>
        <p>
          The text field reads the format of the language in use for the picker&apos;s mode. The default
          language is English (UK), so a date reads <code>15 January 2026</code>; the default mode is{' '}
          <code>datetime</code>, which also wants a time, so set <code>mode=&quot;date&quot;</code> for a date
          alone. Text that does not parse gives <code>null</code> and marks the field{' '}
          <code>aria-invalid</code>. Or open the calendar and click a day: each cell is named by its full
          date.
        </p>
        <LazyCodeBlock load={datepickerTest} caption="datepicker.test.tsx" />

        <h3 className="ui header">Open a modal and answer it</h3>
        <p>
          Find the dialog by its header, click an answer, and wait for it to go: a modal closes with a short
          animation (200 ms by default) and reports its result when it has. The same holds for menus and
          popups: use <code>findBy…</code> or <code>waitFor…</code> queries for what appears or leaves after
          an animation.
        </p>
        <LazyCodeBlock load={modalTest} caption="modal.test.tsx" />
        <p>
          Modals opened from code with <code>useModal().open(…)</code> render under a{' '}
          <code>ModalProvider</code>. Without one they go to a separate React root at the end of the body,
          which Testing Library&apos;s cleanup does not remove: in tests, render your app inside a{' '}
          <code>ModalProvider</code> (as your app should anyway, so that modals see its context).
        </p>

        <h2 className="ui dividing header">Polyfills: none</h2>
        <p>
          jsdom has no layout (every size is 0), no <code>ResizeObserver</code> and no <code>matchMedia</code>
          . sui-react needs none of them:
        </p>
        <ul>
          <li>
            A Select or MultiSelect menu measures its height and its rows to draw only the options in view.
            Where nothing measures (jsdom), it assumes a menu of 400 px and rows of 36 px: lists of up to 20
            options are drawn whole, longer ones from the top (a first page), and the highlight and the filter
            bring the others in.
          </li>
          <li>Search and Dropdown draw all of their items; Search stops at its maximum number of results.</li>
          <li>
            Popups and calendars are placed with sizes of 0, which jsdom accepts; animations run on timers, so
            they end in jsdom too.
          </li>
          <li>
            Reduced motion is read only where <code>matchMedia</code> exists.
          </li>
        </ul>
        <p>
          The tests above run with the config shown and nothing else; this test, beside them, fails if a
          polyfill ever creeps in:
        </p>
        <LazyCodeBlock load={environmentTest} caption="environment.test.ts" />

        <h2 className="ui dividing header">Jest</h2>
        <p>
          The tests read the same under Jest: replace <code>vi.fn</code> with <code>jest.fn</code>, import{' '}
          <code>@testing-library/jest-dom</code> instead of its <code>/vitest</code> entry, and use the{' '}
          <code>jsdom</code> environment (the <code>jest-environment-jsdom</code> package), which needs no
          polyfill either. What differs is loading the package: sui-react is published as ES modules only,
          which Jest does not load from <code>node_modules</code> without help. Either run Jest in its ES
          module mode, or let its transformer compile sui-react like your own code; see{' '}
          <a href="#/getting-started">Getting Started</a> for the configuration. This repository runs its
          tests with Vitest, so the Jest route is not part of its test suite.
        </p>

        <h2 className="ui dividing header">Playwright</h2>
        <p>
          In a real browser, the same roles and names work through Playwright&apos;s locators, and the layout
          is real: a long list scrolls, popups are placed. These three tests drive this documentation site:
        </p>
        <LazyCodeBlock load={playwrightSpec} caption="testing-guide.spec.ts" />
      </PageContent>
    </>
  );
}
