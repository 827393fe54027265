import { CodeBlock, highlight, LazyCodeBlock, PageContent, PageTitle } from '../../../docs-kit';

// The files of the Next.js example app (examples/nextjs), shown as they are: `npm test` builds that
// app from the packed library and drives it in Chromium, so what this page shows is what runs.
const layoutFile = () => import('../../../../../examples/nextjs/app/layout.tsx?source');
const pageFile = () => import('../../../../../examples/nextjs/app/page.tsx?source');
const actionsFile = () => import('../../../../../examples/nextjs/app/actions.ts?source');
const configFile = () => import('../../../../../examples/nextjs/next.config.ts?source');

export default function ServerRenderingPage() {
  return (
    <>
      <PageTitle title="Server rendering and Next.js">
        Render sui-react on the server, in React Server Components and with react-dom/server, and hydrate it
        with no mismatch.
      </PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Next.js App Router</h2>
        <p>
          In the App Router every page and layout is a server component unless its file says otherwise. You
          can import sui-react&apos;s components straight into one, with no wrapper of your own:
        </p>
        <CodeBlock
          source={highlight(
            'tsx',
            `
// app/page.tsx: a server component
import { Select } from 'sui-react/select';

export default function Page() {
  return <Select selection options={['Small', 'Large']} aria-label="Size" />;
}`,
          )}
        />
        <p>
          This works because every module of the package that uses React state, effects or context starts with
          the <code>&quot;use client&quot;</code> directive. When a server component imports one, Next.js gets
          a reference to a client component: it renders that component to HTML on the server, sends its code
          to the browser, and hydrates it there. The modules with nothing to run in the browser carry no
          directive and stay plain server code: the entry points (which only re-export), the locales under{' '}
          <code>sui-react/locales/*</code>, and the localization helpers such as <code>interpolate</code>.
        </p>

        <h3 className="ui header">The CSS and the language: app/layout.tsx</h3>
        <p>
          Import the Fomantic UI stylesheet once, in the root layout: Next.js then puts it in the head of
          every page. The <code>LocalizationProvider</code> belongs there too, around <code>children</code>,
          so that every component below it uses the same language on the server and in the browser. A locale
          is plain data: import it in the server component and hand it to the provider as a prop.
        </p>
        <LazyCodeBlock load={layoutFile} caption="examples/nextjs/app/layout.tsx" />
        <p>
          To pick the language per request, read it in the layout (from a route segment such as{' '}
          <code>app/[lang]/layout.tsx</code>, or from a cookie) and pass it as <code>language</code>, with the
          matching locale in <code>locales</code>. Set the same code on <code>&lt;html lang&gt;</code>.
        </p>

        <h3 className="ui header">A form sent through a server action: app/page.tsx</h3>
        <p>
          The page below is a server component. It imports Select, MultiSelect, Datepicker, Search, Popup,
          Tabs and Modal directly, and its form posts to a server action. The selects, the datepicker and the
          search take part in the form through their <code>name</code>, as native inputs do: the action gets
          their values in its <code>FormData</code>, one entry for each value a MultiSelect holds, and the
          date as ISO text (<code>2027-03-07</code>), never the text shown in the page&apos;s language. The{' '}
          <code>required</code> select stops the form in the browser until something is picked. Once the
          action is done it sends the page back with what it received, which the page shows in tabs and in a
          modal.
        </p>
        <LazyCodeBlock load={pageFile} caption="examples/nextjs/app/page.tsx" />
        <LazyCodeBlock load={actionsFile} caption="examples/nextjs/app/actions.ts" />
        <p>
          Only serialisable props cross from a server component to a client one: strings, numbers, booleans,
          arrays and plain objects of those, dates, React elements, and server actions. Event handlers, render
          props and other functions do not (<code>onChange</code>, <code>renderOption</code>,{' '}
          <code>optionsLookup</code>, a Modal whose children are a function). Where you need them, write a
          small client component of your own that starts with <code>&quot;use client&quot;</code>, holds the
          state and passes the functions, and render that from the page.
        </p>

        <h3 className="ui header">Streaming</h3>
        <p>
          Next.js streams each page: what is ready is sent first, and each part inside a{' '}
          <code>&lt;Suspense&gt;</code> boundary follows when its data is. sui-react needs nothing for this.
          Its components render the same markup wherever they are in the stream, and React hydrates each part
          once its HTML and code have arrived, the part the user interacts with first.
        </p>

        <h3 className="ui header">The example&apos;s configuration</h3>
        <p>
          The example app lives inside this repository, next to a lockfile of its own, so its configuration
          names its own folder as the root. An app of your own needs no configuration for sui-react.
        </p>
        <LazyCodeBlock load={configFile} caption="examples/nextjs/next.config.ts" />

        <h2 className="ui dividing header">Without a framework: react-dom/server</h2>
        <p>
          Every component renders with <code>renderToString</code> and with the streaming renderers (the
          library&apos;s tests render each one with <code>renderToString</code> and{' '}
          <code>renderToReadableStream</code>), and nothing reads <code>window</code> or <code>document</code>{' '}
          while rendering. Render the same tree on the server and in the browser, then hydrate:
        </p>
        <CodeBlock
          caption="server.tsx"
          source={highlight(
            'tsx',
            `
import { renderToReadableStream } from 'react-dom/server';
import { App } from './App';

export async function handle(request: Request): Promise<Response> {
  const stream = await renderToReadableStream(<App />, {
    bootstrapModules: ['/client.js'],
  });
  return new Response(stream, { headers: { 'content-type': 'text/html' } });
}`,
          )}
        />
        <CodeBlock
          caption="client.tsx"
          source={highlight(
            'tsx',
            `
import { hydrateRoot } from 'react-dom/client';
import { App } from './App';

// App renders the whole document, <html> included, on both sides.
hydrateRoot(document, <App />);`,
          )}
        />
        <p>
          <code>renderToString(&lt;App /&gt;)</code> gives the same HTML at once as a string, for a page that
          has no Suspense boundary to wait for.
        </p>

        <h2 className="ui dividing header">Hydration and ids</h2>
        <p>
          Components link their parts with ids (a select to its menu, a tab to its panel, a modal to its
          header). The ids come from React&apos;s <code>useId</code>, which gives the same id on the server
          and in the browser as long as both render the same tree. An <code>id</code> you pass yourself is
          used as it is. To keep hydration free of mismatches:
        </p>
        <ul>
          <li>
            Render the same components in the same order on both sides: no branch on{' '}
            <code>typeof window</code> in your own code above them.
          </li>
          <li>
            Give the <code>LocalizationProvider</code> the same <code>language</code> and <code>locales</code>{' '}
            on the server and in the browser.
          </li>
          <li>
            A Datepicker shows its value in the time zone of whatever renders it. When the server runs in
            another time zone than your users (UTC, often), the text differs: keep the value empty on the
            server, or render the server in the users&apos; zone.
          </li>
        </ul>

        <h2 className="ui dividing header">What does not work, or not yet</h2>
        <ul>
          <li>
            Hooks (<code>useModal</code>, <code>useLocalization</code>) and ref handles (a Sidebar&apos;s{' '}
            <code>toggle()</code>, a Message&apos;s <code>dismiss()</code>) run in client components only.
          </li>
          <li>
            Function props cannot be passed from a server component (see above), nor can class instances such
            as a <code>TransitionController</code>.
          </li>
          <li>
            Until the page has hydrated, the components are HTML only: a select shows its value but does not
            open.
          </li>
          <li>
            What shows only in the browser is not in the server HTML: an open Modal (it opens once mounted),
            the menus of the selects, the calendar of the Datepicker, and Popups. Tabs mark their active tab
            once hydrated, so the server HTML holds every tab panel hidden.
          </li>
        </ul>
      </PageContent>
    </>
  );
}
