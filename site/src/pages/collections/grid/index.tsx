import 'fomantic-ui-css/components/grid.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import alignment from './examples/AlignmentExample.tsx?example';
import columns from './examples/ColumnsExample.tsx?example';
import responsive from './examples/ResponsiveExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';
import widths from './examples/WidthsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/grid?api');

export default function GridPage() {
  return (
    <>
      <PageTitle title="Grid">A grid lays content out in rows and columns.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Columns" example={columns}>
          <p>
            <code>columns</code> sets how many columns a row holds: the next column starts a new row. Give it
            a number from 1 to 16, its word (<code>&quot;three&quot;</code>), or{' '}
            <code>&quot;equal&quot;</code> to share each row between the columns it has.
          </p>
        </Example>
        <Example title="Widths" example={widths}>
          <p>
            A row is sixteen units wide. A column&rsquo;s <code>width</code> is a number of them; in a row
            with <code>columns=&quot;equal&quot;</code>, the columns without a width share what is left.
            Anything but a whole number from 1 to 16 (or its word) throws an error that names the prop.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>celled</code> draws lines around every cell (<code>&quot;internally&quot;</code>: only
            between them), <code>divided</code> between the columns (<code>&quot;vertically&quot;</code>:
            between the rows). <code>relaxed</code>, <code>padded</code> and Fomantic&rsquo;s{' '}
            <code>compact</code> change the space around the columns.
          </p>
        </Example>
        <Example title="Alignment" example={alignment}>
          <p>
            <code>centered</code> centres the columns of a row that does not fill the grid.{' '}
            <code>textAlign</code> and <code>verticalAlign</code> work on the grid, a row or a column: the
            nearest one wins.
          </p>
        </Example>
        <Example title="Responsive" example={responsive}>
          <p>
            <code>stackable</code> puts the columns one under the other on a phone, and <code>doubling</code>{' '}
            gives rows fewer, wider columns on a tablet and a phone. A column takes a width per screen (
            <code>mobile</code>, <code>tablet</code>, <code>computer</code>, <code>largeScreen</code>,{' '}
            <code>widescreen</code>); <code>only</code> shows a grid, row or column on the screens named, one
            or several (<code>only=&quot;tablet mobile&quot;</code>). Narrow the window to see them change.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          A grid is layout: it adds no role, and assistive technology reads its columns in the order they are
          written. <code>reversed</code> changes only the order they are shown in, not the order they are read
          or reached with the Tab key, so keep it for content whose order does not matter (WCAG 1.3.2,
          Meaningful Sequence). A grid of data that people compare across rows is a table, not a grid. Grid
          uses no hook and no state: a React Server Component renders it with no client JavaScript.
        </p>

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
