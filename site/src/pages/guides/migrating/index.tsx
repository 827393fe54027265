import 'fomantic-ui-css/components/list.min.css';
import 'fomantic-ui-css/components/table.min.css';
import { lazy, Suspense } from 'react';
import { CodeBlock, Example, highlight, PageContent, PageTitle } from '../../../docs-kit';
import { REPOSITORY_URL } from '../../../layout/repository';

// These load after the page: the size figures come from the benchmark's results, and the prop map is
// generated from the compat adapters' types (a long list of tables).
const SizeFigures = lazy(() => import('./SizeFigures'));
const PropMap = lazy(() => import('./PropMap'));

/**
 * The before-and-after examples load after the page too, far below its first screen, with the kit
 * CSS that only they need (example-styles.ts): the compat Dropdown and the native Select are theirs
 * alone, and the guide's text draws without them.
 */
const CompatExample = lazy(() =>
  Promise.all([import('./examples/CompatDropdownExample.tsx?example'), import('./example-styles')]).then(
    ([{ default: compatDropdown }]) => ({
      default: function CompatExample() {
        return (
          <Example title="Before: the compat Dropdown" example={compatDropdown}>
            <p>
              Semantic UI React&apos;s props: <code>options</code> of <code>{'{ key, value, text }'}</code>{' '}
              and <code>onChange(event, data)</code>, the new value in <code>data.value</code>.
            </p>
          </Example>
        );
      },
    }),
  ),
);

const NativeExample = lazy(() =>
  Promise.all([import('./examples/NativeSelectExample.tsx?example'), import('./example-styles')]).then(
    ([{ default: nativeSelect }]) => ({
      default: function NativeExample() {
        return (
          <Example title="After: the native Select" example={nativeSelect}>
            <p>
              The same choice: <code>onChange(value)</code>, and <code>null</code> while nothing is chosen. It
              renders the same markup and keys; its form value, filtering and remote options are on the{' '}
              <a href="#/modules/select">Select</a> page.
            </p>
          </Example>
        );
      },
    }),
  ),
);

export default function MigratingGuide() {
  return (
    <>
      <PageTitle title="Migrating from Semantic UI React">
        One command moves an app from Semantic UI React 2.1.5 to sui-react: its code keeps working, then each
        component can move to the native API when you have time.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">The command</h2>
        <p>
          Run it at the root of the app, on the folder that holds its sources. With <code>--dry</code> it
          prints a unified diff of what it would change and writes nothing:
        </p>
        <CodeBlock
          source={highlight(
            'bash',
            `npm install sui-react fomantic-ui-css
npx sui-react-migrate --dry src/   # show the diff
npx sui-react-migrate src/         # write it`,
          )}
        />
        <p>
          It reads the JavaScript and TypeScript files (.js, .jsx, .mjs, .cjs, .ts, .tsx, .mts, .cts) under
          each path, node_modules aside, and:
        </p>
        <ul>
          <li>
            moves the imports of elements, collections and views (<code>Button</code>, <code>Grid</code>,{' '}
            <code>Card</code>, <code>Table</code>, …) from <code>semantic-ui-react</code> to{' '}
            <code>sui-react</code>: their props are already Semantic UI React&apos;s;
          </li>
          <li>
            moves every other name (<code>Dropdown</code>, <code>Modal</code>, <code>Popup</code>,{' '}
            <code>Search</code>, <code>Tab</code>, …) to <code>sui-react/compat</code>, whose adapters take
            Semantic UI React&apos;s props, defaults, sub-components (<code>Dropdown.Item</code> and{' '}
            <code>DropdownItem</code>) and <code>(event, data)</code> handlers;
          </li>
          <li>
            replaces the <code>semantic-ui-css</code> stylesheet imports with those of{' '}
            <code>fomantic-ui-css</code>, the maintained fork of the same CSS, whose class names the
            components render.
          </li>
        </ul>
        <p>
          It changes nothing it cannot move with certainty, and lists each such place at the end, with its
          file and line, for a person to decide: an <code>as</code> prop given a value it cannot follow,{' '}
          <code>Responsive</code> and <code>MountNode</code> (gone since Semantic UI React 2), a name neither
          entry exports, a namespace import used other than as <code>S.Name</code>, a deep import of one file
          of the package. It exits with 0 when every file was read, 1 when a file could not be parsed (the
          others are still migrated) and 2 for a usage error.
        </p>

        <h2 className="ui dividing header">Why move</h2>
        <ul>
          <li>
            React 19: Semantic UI React 2.1.5 declares React 16.8 to 18 as its peers; sui-react runs on React
            18.3 and 19, and its tests run on both.
          </li>
          <li>
            Server components: the elements, collections and views use no hook, so a React Server Component
            renders them with no client JavaScript; the interactive modules carry{' '}
            <code>&quot;use client&quot;</code> and take part in native forms (see{' '}
            <a href="#/guides/server-rendering">Server rendering and Next.js</a>).
          </li>
          <li>
            Accessibility: every module follows its WAI-ARIA pattern (a Dropdown is a combobox or a menu
            button, a Modal a dialog that makes the page behind it inert, Tab a tablist) and passes axe (see{' '}
            <a href="#/guides/accessibility">Accessibility</a>).
          </li>
        </ul>
        <p>
          Size: each component is its own entry point, so an app carries only the ones it imports. Next to
          what a Semantic UI React user ships for the same features (gzipped, React external, from the
          benchmark&apos;s latest results; the <a href="#/guides/performance">Performance</a> page has every
          figure):
        </p>
        <Suspense fallback={<p>Loading the size figures…</p>}>
          <SizeFigures />
        </Suspense>

        <h2 className="ui dividing header">Where sui-react differs on purpose</h2>
        <p>
          The compat components take every prop Semantic UI React 2.1.5 documents (a test checks that none
          reaches the page as an attribute); the few that ask for what sui-react always does, such as a
          Dropdown&apos;s <code>closeOnBlur</code>, are taken and change nothing, as their rows in the prop
          map say. They render the classes Semantic UI React renders wherever the markup allows (a test
          compares them on Semantic UI React&apos;s own documentation examples). Where sui-react does better,
          the compat entry keeps it:
        </p>
        <ul>
          <li>
            Focus: a Modal, Sidebar, Dropdown menu or page Dimmer takes the focus when it opens and gives it
            back to where it was (the trigger) when it closes; Tab stays inside an open Modal.
          </li>
          <li>
            <code>inert</code>: the page behind an open Modal, beside a dimmed Sidebar or under a Dimmer
            cannot be clicked, tabbed to or read by a screen reader.
          </li>
          <li>
            Roles and names: a Modal is a named <code>dialog</code>, tabs are <code>tab</code>s in a{' '}
            <code>tablist</code>, a text Popup is a <code>tooltip</code> that describes its trigger, a Rating
            a <code>slider</code>, a Progress a <code>progressbar</code>, a Message a live region, a
            Pagination a <code>nav</code> with <code>aria-current</code>, a toggle Checkbox a{' '}
            <code>switch</code>.
          </li>
          <li>
            A Message shows a close button only when it has <code>onDismiss</code>, as in Semantic UI React
            (the native Message is dismissable by default), and that button is a real, named{' '}
            <code>&lt;button&gt;</code>.
          </li>
          <li>
            Markup: a Checkbox&apos;s input has no <code>hidden</code> class (the kit only uses it to put the
            input under its label); a Select&apos;s text has no <code>divider</code> class; a long option list
            (over 100) is drawn only while the menu is open, and windowed; a Search keeps its results menu in
            the markup, hidden, while it is closed.
          </li>
          <li>
            A search in a Dropdown&apos;s menu (an <code>Input</code> above a nested{' '}
            <code>Dropdown.Menu</code>) stays outside the menu role, which may hold only items: the nested
            menu becomes the list of items, and the menu opens on the field, which keeps the keys that edit
            it. A Select&apos;s &ldquo;No results&rdquo; message is not inside a listbox either.
          </li>
          <li>
            A Rating&apos;s icons carry their name (<code>star icon</code>, <code>heart icon</code>): the
            Fomantic kit draws each point from its icon&apos;s own glyph, where Semantic UI&apos;s own CSS
            drew an empty <code>icon</code> from the rating&apos;s class. With <code>renderActiveOnly</code>{' '}
            (the default), a Tab keeps an empty, hidden panel for each tab that is not active, so that every
            tab&apos;s <code>aria-controls</code> names an element.
          </li>
          <li>
            Bad input (a Pagination&apos;s <code>totalPages</code> that is no whole number, an Embed with a
            non-http address, a Progress <code>total</code> of 0) is a clear error instead of a broken render.
          </li>
        </ul>
        <p>
          Each component&apos;s own differences are listed with its props below. Of Semantic UI React&apos;s
          documentation examples, every one that renders other classes after the command is listed with the
          reason, on purpose or not matched yet, in{' '}
          <a href={`${REPOSITORY_URL}/blob/main/tests/build/suir-migrate.test.ts`}>
            the test that compares them
          </a>
          : a new difference fails it until it is explained there.
        </p>

        <h2 className="ui dividing header">Moving one component to the native API</h2>
        <p>
          The compat entry is a bridge: it costs a little more than the native modules (it carries both APIs)
          and follows Semantic UI React&apos;s conventions rather than React&apos;s. Move one component at a
          time: change its import, then its props as the prop map below says. A Dropdown that chooses a value
          becomes a <code>Select</code>: <code>onChange</code> gets the value alone, and options can be any
          objects, named by <code>labelField</code> and <code>valueField</code>.
        </p>
        <Suspense fallback={<p>Loading the examples…</p>}>
          <CompatExample />
          <NativeExample />
        </Suspense>

        <h2 className="ui dividing header" id="prop-map">
          Prop map
        </h2>
        <p>
          Every component <code>sui-react/compat</code> adds over the native modules, generated from its types
          when the site is built: what it does beyond Semantic UI React, the native component it is built on,
          and each prop with the native prop it becomes where the adapter names one (an <code>@native</code>{' '}
          tag in its JSDoc). The elements, collections and views are not listed: they are the native
          components themselves.
        </p>
        <Suspense fallback={<p>Loading the prop map…</p>}>
          <PropMap />
        </Suspense>
      </PageContent>
    </>
  );
}
