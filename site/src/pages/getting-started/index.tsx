import 'fomantic-ui-css/components/table.min.css';
import { Fragment } from 'react';
import pkg from 'sui-react/package.json';
import { CodeBlock, highlight, PageContent, PageTitle } from '../../docs-kit';
import { compat } from '../guides/css-kits/compat';
import { routes, type NavGroup } from '../../routes';

/** The groups of components listed in the introduction, in the menu's order. */
const GROUPS: NavGroup[] = ['Elements', 'Collections', 'Views', 'Modules', 'Behaviors'];

const subpaths = Object.keys(pkg.exports)
  .filter((key) => key !== '.' && key !== './package.json')
  .map((key) => `sui-react/${key.slice(2)}`);

const peers = pkg.peerDependencies as Record<string, string>;

// Measured by site/e2e/css-kits.spec.ts, which checks this data (see the CSS kits guide).
const complete = compat.components.filter((c) => c.title !== 'Datepicker' && !c.missing.semantic.length);
const gaps = compat.components.filter((c) => c.title !== 'Datepicker' && c.missing.semantic.length);
const datepicker = compat.components.find((c) => c.title === 'Datepicker');
const titles = (list: typeof complete) => list.map((c) => c.title).join(', ');

export default function GettingStartedPage() {
  return (
    <>
      <PageTitle title="Getting Started">
        Semantic UI components for React, written in plain React and TypeScript: no jQuery required.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Introduction</h2>
        <p>
          Semantic UI&apos;s interactive modules (dropdowns, modals, popups, sidebars…) were written as jQuery
          plugins that change the page behind React&apos;s back. sui-react rebuilds those modules as React
          components: React owns the markup and state, and the Semantic UI stylesheet does the styling, so
          there is no jQuery to load and nothing fights over the DOM.
        </p>
        <p>
          The kit&apos;s elements (buttons, icons, headers, segments, labels, lists…) are components too, with
          the props Semantic UI React users already write:{' '}
          <code>{'<Button primary icon="save" content="Save" />'}</code> renders{' '}
          <code>{'<button class="ui primary button">'}</code> with its icon, and code written for Semantic UI
          React renders the same classes once its import names sui-react. They hold no state, so a React
          Server Component renders them with no client JavaScript.
        </p>
        {GROUPS.map((group) => (
          <p key={group}>
            <strong>{group}:</strong>{' '}
            {routes
              .filter((route) => route.group === group)
              .map((route, i) => (
                <Fragment key={route.path}>
                  {i > 0 && ', '}
                  <a href={`#${route.path}`}>{route.label ?? route.title}</a>
                </Fragment>
              ))}
            .
          </p>
        ))}

        <h2 className="ui dividing header">Installation</h2>
        <p>Install the library together with the CSS kit:</p>
        <CodeBlock source={highlight('bash', `npm install sui-react fomantic-ui-css`)} />
        <p>
          Load the stylesheet once, at the entry of your app. The whole kit is the simplest start; importing
          only the component files you use keeps the CSS small:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
// Everything at once:
import 'fomantic-ui-css/semantic.min.css';

// Or only what you use:
import 'fomantic-ui-css/components/reset.min.css';
import 'fomantic-ui-css/components/site.min.css';
import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/sidebar.min.css';`,
          )}
        />
        <p>
          Then, after the kit, the library&apos;s accessibility stylesheet (2.0 KB gzipped): a keyboard focus
          ring of at least 3:1 on every focusable part, and, under forced colours (Windows High Contrast), the
          states the kit draws with backgrounds and shadows alone (checked boxes, the current page, the
          highlighted option, the progress fill, the chosen day…) in system colours. No component needs it to
          work; it only makes focus and those states visible:
        </p>
        <CodeBlock source={highlight('tsx', `import 'sui-react/a11y.css';`)} />
        <p>Then import components from the package root:</p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { Checkbox } from 'sui-react';

export function Terms() {
  return <Checkbox label="I accept the terms" name="terms" />;
}`,
          )}
        />
        <p>
          Each component folder is also its own entry point. The package marks only its stylesheet as having
          side effects, so a bundler drops whatever you do not import either way; the subpaths make the intent
          explicit and keep editor suggestions short:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
import { Checkbox, RadioGroup, Radio } from 'sui-react/checkbox';
import { Sidebar, SidebarContainer, SidebarSibling } from 'sui-react/sidebar';`,
          )}
        />
        <p>The entry points available in this version:</p>
        <ul className="ui list entry-points">
          {subpaths.map((path) => (
            <li key={path}>
              <code>{path}</code>
            </li>
          ))}
        </ul>
        <p>That is all: every component works without a provider or any other setup.</p>
        <p>
          Coming from Semantic UI React? <code>npx sui-react-migrate src/</code> moves its imports to{' '}
          <code>sui-react</code> and <code>sui-react/compat</code>, which keeps its props and handlers; see{' '}
          <a href="#/guides/migrating">Migrating from Semantic UI React</a>.
        </p>

        <h2 className="ui dividing header">Bundlers and module loaders</h2>
        <p>
          sui-react is published as ES modules only, with TypeScript declarations beside each module and an{' '}
          <code>exports</code> map. Vite, webpack 5, Rollup, esbuild, Parcel and Next.js read it as it is, and
          so does Node.js for server rendering (nothing touches <code>window</code> when a module is
          imported).
        </p>
        <ul>
          <li>
            <strong>TypeScript</strong> needs a <code>moduleResolution</code> that reads <code>exports</code>:{' '}
            <code>bundler</code>, <code>node16</code> or <code>nodenext</code>.
          </li>
          <li>
            <strong>CommonJS</strong>: on Node.js 20.19 and later, <code>require(&apos;sui-react&apos;)</code>{' '}
            loads the same ES modules an <code>import</code> loads (one copy, so one React context); older
            Node.js versions throw <code>ERR_REQUIRE_ESM</code> and need <code>import()</code>.
          </li>
          <li>
            <strong>
              <code>process.env.NODE_ENV</code>
            </strong>
            : the library reads it as React does (bundlers set it to <code>production</code> for a build;
            where it is unset, as in plain Node.js, the library behaves as in development). Bad input throws
            in every build; in development the error says what the prop must be (
            <code>Slider: min must be a finite number (got NaN).</code>), in a production build it names the
            component, the prop and the value (<code>Slider: invalid min (got NaN).</code>) and the
            explanations stay out of the bundle.
          </li>
          <li>
            <strong>Jest with CommonJS</strong> does not load ES modules from <code>node_modules</code> by
            default: it stops with &quot;Must use import to load ES Module&quot;. Let Babel compile the
            package (or run your tests with Vitest, which needs no setup):
          </li>
        </ul>
        <CodeBlock
          caption="jest.config.js"
          source={highlight(
            'ts',
            `
module.exports = {
  testEnvironment: 'jsdom',
  // Compile sui-react like your own code instead of skipping node_modules.
  transformIgnorePatterns: ['/node_modules/(?!sui-react/)'],
  transform: {
    // Add @babel/preset-react and @babel/preset-typescript for your own JSX and TypeScript.
    '^.+\\\\.[jt]sx?$': [
      'babel-jest',
      { presets: [['@babel/preset-env', { targets: { node: 'current' } }]] },
    ],
  },
};`,
          )}
        />

        <h2 className="ui dividing header">Dependencies</h2>
        <p>These are the package&apos;s peer dependencies, read from its package.json:</p>
        <ul className="dependencies">
          <li>
            React <code>{peers.react}</code> and React DOM <code>{peers['react-dom']}</code>
          </li>
          <li>
            Fomantic UI CSS <code>{peers['fomantic-ui-css']}</code>, the maintained Semantic UI line. Its
            class names are compatible with Semantic UI CSS <code>^2.3.1</code>.
          </li>
          <li>no jQuery needed</li>
        </ul>

        <h3 className="ui header">Which CSS kit</h3>
        <p>
          Each component was checked against both kits (see <a href="#/guides/css-kits">CSS kits</a> for the
          files each component needs and the details):
        </p>
        <table className="ui celled compact table css-kit-summary">
          <thead>
            <tr>
              <th scope="col">Kit</th>
              <th scope="col">What it styles</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">fomantic-ui-css {compat.fomantic}</th>
              <td>Every component</td>
            </tr>
            <tr>
              <th scope="row">semantic-ui-css {compat.semantic}</th>
              <td>
                Complete: {titles(complete)}.{gaps.length > 0 && <> Some styles missing: {titles(gaps)}.</>}{' '}
                Datepicker: no calendar styles; add Fomantic&apos;s <code>calendar.css</code>
                {datepicker?.missing.semanticWithCalendar.length
                  ? ', which styles most of it'
                  : ', which styles it all'}
                .
              </td>
            </tr>
          </tbody>
        </table>

        <h2 className="ui dividing header">Using the examples on this site</h2>
        <p>Every example on a component&apos;s page has three buttons:</p>
        <ul>
          <li>
            <strong>Edit</strong> turns the example&apos;s own file into an editor, and the example re-renders
            from your code as you type (TypeScript and JSX). A syntax error shows with its line and column, an
            error your code throws shows in the example&apos;s box, and the rest of the page goes on working.{' '}
            <strong>Reset</strong> brings back the file as it is. In the editor, Tab moves on to the next
            control, as anywhere on the page; Ctrl+] and Ctrl+[ indent and outdent the selected lines.
          </li>
          <li>
            <strong>View HTML</strong> shows the markup the example renders now, with the Semantic UI classes,
            and follows it as you use the example.
          </li>
          <li>
            <strong>View source</strong> shows the file exactly as it is, with a Copy button.
          </li>
        </ul>
        <p>
          An edited example can import anything from React, and from the other modules only the names its file
          imports: an example that imports <code>Select</code> from <code>sui-react/select</code> can use{' '}
          <code>Select</code>, not <code>MultiSelect</code>. An import of anything else shows a message that
          lists what the example can import. The editor and the compiler (about 57 KB compressed) load with
          the first Edit, never with a page.
        </p>
      </PageContent>
    </>
  );
}
