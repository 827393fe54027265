import 'fomantic-ui-css/components/table.min.css';
import './charts.css';
import data from 'virtual:performance';
import type { Chart } from '../../../../build/performance-plugin';
import { CodeBlock, highlight, PageContent, PageTitle } from '../../../docs-kit';

const day = (iso: string) => iso.slice(0, 10);
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A chart drawn at build time, its date, and the same figures as a table behind a disclosure. */
function ChartFigure({ chart }: { chart: Chart }) {
  return (
    <figure className="performance-chart" id={chart.id}>
      <figcaption>
        {chart.title} <span className="measured">(measured {day(chart.measured)})</span>
      </figcaption>
      {/* The SVG markup comes from site/build/charts.ts at build time: numbers and escaped text only. */}
      <div dangerouslySetInnerHTML={{ __html: chart.svg }} />
      <details>
        <summary>The figures as a table</summary>
        <div className="table-scroll" role="region" aria-label={`${chart.title}: the figures`} tabIndex={0}>
          <table className="ui compact unstackable celled table">
            <thead>
              <tr>
                {chart.table.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.table.rows.map(([first, ...rest]) => (
                <tr key={first}>
                  <th scope="row">{first}</th>
                  {rest.map((value, i) => (
                    <td key={chart.table.head[i + 1]}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

const chart = (id: string) => {
  const found = data.charts.find((c) => c.id === id);
  return found ? <ChartFigure chart={found} /> : null;
};

export default function PerformancePage() {
  const { whole, environment } = data;
  return (
    <>
      <PageTitle title="Performance">
        What sui-react costs to download and how fast it answers, next to Semantic UI React.
      </PageTitle>
      <PageContent>
        <p>
          Every figure on this page comes from the repository&apos;s benchmark (<code>npm run bench</code>),
          drawn when the site is built from the result files in <code>bench/results</code>. Each chart says
          when its figures were measured; below each one, the same figures are in a table. The peer is
          Semantic UI React 2.1.5, the library React users of the Semantic UI kit pick today, with the
          packages its users add for what it lacks: react-semantic-ui-datepickers, react-semantic-ui-range and
          react-toastify.
        </p>

        <h2 className="ui dividing header" id="size">
          Size
        </h2>
        <p>
          Sizes are what an app ships: each component bundled on its own with esbuild, minified and gzipped,
          React left out (both libraries need it). Taken together, every public component of sui-react is{' '}
          <strong>{kb(whole.ours)}</strong>, {percent(whole.ratio)} of the {kb(whole.peer)} a Semantic UI
          React user ships for the same features (measured {day(whole.date)}). Sizes do not vary from run to
          run, so <code>npm test</code> also holds each module to a budget.
        </p>
        {chart('sizes')}

        <h2 className="ui dividing header" id="speed">
          Speed with long lists
        </h2>
        <p>
          Playwright sends real clicks and keys to Chromium, and each time runs from the input event to the
          frame that shows the result, painted. Each figure is the median of {environment.runs} runs (machine:{' '}
          {environment.cpus}), both libraries on pages with the same CSS and React 18.3.1. sui-react&apos;s
          menu draws only the options in view, so its cost follows what is shown, not what the list holds: it
          stays within one frame (16.7 ms) from 100 to 100,000 options, while the peer draws every option. At
          100,000 options the peer&apos;s keystroke was stopped after two minutes; the chart marks that figure
          as a lower bound.
        </p>
        {chart('select-open')}
        {chart('select-keystroke')}

        <h2 className="ui dividing header" id="elements">
          Elements: a list of 1,000 rows
        </h2>
        <p>
          Each row is a Segment holding a Header, a Label with an icon, an Icon, a Button and an avatar Image:
          written once for Semantic UI React and run with sui-react by changing only the import, and written a
          third time as the same markup by hand, with no component in between: the floor no component library
          goes under. All three run React 18.3.1. Mount and update are timed in Chromium from the click to the
          frame that shows the result, painted (medians of {data.elementsRuns} runs); the server render is
          react-dom/server&apos;s <code>renderToString</code> in Node. The table below the chart also gives
          the JavaScript heap after a forced garbage collection, before and after {data.elementsCycles} mounts
          and unmounts of the list.
        </p>
        <p>
          Compare the columns of one run, not one run with another: on the shared two-core machine that
          measures them, the browser timings move by 10 to 20% between runs, for the three lists alike. That
          is why each run takes the lists in turn, round after round, rather than one list and then the next.
        </p>
        {chart('elements')}
        <p>
          The same harness runs a Table of 1,000 rows, each with a title, a Label and a Button (issue 27), in
          the same three ways. A table&apos;s layout is most of the time to a painted frame, for the
          hand-written markup as much as for either library.
        </p>
        {chart('table')}
        <p>
          And a Card.Group of 200 cards, each an image, a header, a meta line, a description and an extra part
          with a Label and a Button: painted, sui-react keeps pace with the hand-written cards.
        </p>
        {chart('card')}

        <h2 className="ui dividing header" id="first-load">
          This site&apos;s first load
        </h2>
        <p>
          The JavaScript a reader downloads before a page shows: the site&apos;s frame (React, the router, the
          menu) and the chunks of that page, gzipped. Each page loads only the components it shows; the API
          and keyboard tables, and examples further down some pages, come after the page. The test suite holds
          every page to 110 KB (<code>tests/build/site-size.test.ts</code>).
        </p>
        {chart('first-load')}

        <h2 className="ui dividing header" id="memory">
          Memory
        </h2>
        <p>
          Each page is mounted and unmounted in a fresh tab, then the JavaScript heap is read after a forced
          garbage collection, at the start and after each series of cycles. Flat lines mean nothing is kept
          from one mount to the next; the test suite checks the same with exact counts of DOM nodes, listeners
          and React fibers.
        </p>
        {chart('memory')}

        <h2 className="ui dividing header" id="lighthouse">
          Lighthouse
        </h2>
        <div className="table-scroll" role="region" aria-label="Lighthouse scores" tabIndex={0}>
          <table className="ui compact unstackable celled table">
            <caption className="visually-hidden">
              Lighthouse scores (measured {day(data.lighthouseDate)})
            </caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Form factor</th>
                <th scope="col">Performance</th>
                <th scope="col">Accessibility</th>
                <th scope="col">Best practices</th>
                <th scope="col">SEO</th>
              </tr>
            </thead>
            <tbody>
              {data.lighthouse.map(({ page, form, scores }) => (
                <tr key={`${page} ${form}`}>
                  <th scope="row">{page}</th>
                  <td>{form}</td>
                  <td>{scores.performance}</td>
                  <td>{scores.accessibility}</td>
                  <td>{scores['best-practices']}</td>
                  <td>{scores.seo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="measured">Measured {day(data.lighthouseDate)}.</p>

        <h2 className="ui dividing header" id="run-it">
          Run it yourself
        </h2>
        <p>
          The peer and Lighthouse live apart from the project, in <code>bench/package.json</code>: install
          them once, then run the whole benchmark or a part of it. Timings vary with the machine and what else
          it runs; run them on a quiet one.
        </p>
        <CodeBlock
          source={highlight(
            'bash',
            `npm ci --prefix bench
npm run bench          # everything: timings, sizes, this site (writes bench/results)
npm run bench:sizes    # sizes only (deterministic): bench/results/sizes.json
npm run bench:scale    # timings at 100,000 options and other large cases
npm run bench:elements # the 1,000-row list of elements
npm run bench:elements -- --case=table # the 1,000-row Table`,
          )}
        />
      </PageContent>
    </>
  );
}
