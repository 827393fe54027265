import 'fomantic-ui-css/components/checkbox.min.css';
import 'fomantic-ui-css/components/table.min.css';
import { ApiTable, Example, PageContent, PageTitle } from '../../../docs-kit';
import { KeyboardTable } from '../../../docs-kit/KeyboardTable';
import basic from './examples/BasicExample.tsx?example';
import definition from './examples/DefinitionExample.tsx?example';
import largeData from './examples/LargeDataExample.tsx?example';
import layout from './examples/LayoutExample.tsx?example';
import scrollRegion from './examples/ScrollRegionExample.tsx?example';
import shorthand from './examples/ShorthandExample.tsx?example';
import sortable from './examples/SortableExample.tsx?example';
import states from './examples/StatesExample.tsx?example';
import variations from './examples/VariationsExample.tsx?example';

/** The API data loads after the page (the tables sit at its end). */
const api = () => import('sui-react/table?api');

/** The keyboard table loads after the page, like the API. */
const keys = () => import('../../../../../packages/sui-react/src/collections/table/keyboard');

export default function TablePage() {
  return (
    <>
      <PageTitle title="Table">A table shows data in rows and columns.</PageTitle>
      <PageContent>
        <h2 className="ui dividing header">Examples</h2>
        <Example title="Table" example={basic}>
          <p>
            The parts are the HTML table&rsquo;s: <code>Table.Header</code> (<code>thead</code>),{' '}
            <code>Table.Body</code>, <code>Table.Footer</code>, <code>Table.Row</code>,{' '}
            <code>Table.Cell</code> (<code>td</code>) and <code>Table.HeaderCell</code> (<code>th</code>, with{' '}
            <code>scope=&quot;col&quot;</code> unless given another <code>scope</code>). <code>caption</code>{' '}
            names the table.
          </p>
        </Example>
        <Example title="Shorthand" example={shorthand}>
          <p>
            <code>headerRow</code> draws the header&rsquo;s row (its cells are header cells),{' '}
            <code>renderBodyRow</code> a body row for each item of <code>tableData</code>, and{' '}
            <code>footerRow</code> the footer&rsquo;s. A row is an array of cells or a row&rsquo;s props with{' '}
            <code>cells</code>; a cell is its content or a cell&rsquo;s props. Give each body row a{' '}
            <code>key</code>.
          </p>
        </Example>
        <Example title="Definition" example={definition}>
          <p>
            <code>definition</code> draws the first column as the rows&rsquo; titles. From{' '}
            <code>tableData</code>, that cell is the row&rsquo;s header for screen readers (
            <code>role=&quot;rowheader&quot;</code>); give the same role to it when you write the rows
            yourself.
          </p>
        </Example>
        <Example title="Variations" example={variations}>
          <p>
            <code>celled</code>, <code>striped</code>, <code>basic</code> (<code>&quot;very&quot;</code>),{' '}
            <code>compact</code> and <code>padded</code> (each also <code>&quot;very&quot;</code>),{' '}
            <code>singleLine</code>, <code>inverted</code>, <code>color</code>, <code>size</code> and{' '}
            <code>selectable</code> (rows highlighted under the pointer) change the look, never the reading
            order.
          </p>
        </Example>
        <Example title="States" example={states}>
          <p>
            A row or a cell is <code>positive</code>, <code>negative</code>, <code>warning</code>,{' '}
            <code>error</code>, <code>active</code> or <code>disabled</code>. The colour alone says nothing to
            a screen reader nor to someone who does not see it: say the state in the text too (here, an icon
            and a word).
          </p>
        </Example>
        <Example title="Widths and alignment" example={layout}>
          <p>
            A cell&rsquo;s <code>width</code> is in sixteenths of the table (exact in a <code>fixed</code>{' '}
            table); <code>columns</code> on the table gives every column the same. <code>textAlign</code> and{' '}
            <code>verticalAlign</code> work on the table, a row or a cell; <code>collapsing</code> shrinks a
            column to its content and <code>singleLine</code> keeps its text on one line.
          </p>
        </Example>
        <Example title="Wide tables" example={scrollRegion}>
          <p>
            On a phone the kit stacks each row&rsquo;s cells, unless the table is <code>unstackable</code>. A
            table that stays wide takes <code>scrollRegion</code>: a box that scrolls sideways, named by its
            text and reached with Tab, so a keyboard scrolls it with the arrow keys (WCAG 1.4.10 Reflow, 2.1.1
            Keyboard). Here each row&rsquo;s first cell is its header (
            <code>as: &apos;th&apos;, scope: &apos;row&apos;</code>).
          </p>
        </Example>
        <Example title="Sortable" example={sortable}>
          <p>
            In a <code>sortable</code> table, give the sorted column&rsquo;s header <code>sorted</code> (
            <code>&quot;ascending&quot;</code> or <code>&quot;descending&quot;</code>): it draws the arrow and
            sets <code>aria-sort</code>, which only that column has. A header cell with <code>onClick</code>{' '}
            holds a button, as in the WAI-ARIA sortable table example: Tab reaches it, Enter or Space sorts,
            and a click anywhere in the cell does too. The table sorts nothing itself: the handler gets the
            event and the cell&rsquo;s props, and the page orders its data.
          </p>
        </Example>
        <Example title="10,000 rows" example={largeData}>
          <p>
            Sortable and selectable over 10,000 orders. Sorting takes a few milliseconds; drawing 10,000 rows
            would take far longer, so the table draws one page of 25 and a Pagination moves through them. A
            page keeps what a screen reader and the browser&rsquo;s search can reach, where a windowed body
            (rows drawn only while in view) would hide the others and lose focus as rows scroll away. Each row
            is selected with its checkbox (Tab, then Space); a selected row is <code>active</code>, and the
            count is announced.
          </p>
        </Example>

        <h2 className="ui dividing header">Accessibility</h2>
        <p>
          Table keeps HTML&rsquo;s table semantics, which screen readers move through cell by cell with the
          headers of each: header cells are <code>th</code> with a <code>scope</code>, and{' '}
          <code>caption</code> names the table (or give <code>aria-labelledby</code> pointing at a heading).
          Sorting follows the WAI-ARIA sortable table example: a button in each sortable header, and{' '}
          <code>aria-sort</code> on the sorted column alone. Selection uses a checkbox per row, named after
          the row; <code>aria-selected</code> belongs to grids, not to tables. With{' '}
          <code>sui-react/a11y.css</code>, the sort buttons show a focus ring, and under forced colours
          (Windows High Contrast) an active row and the sorted header keep an outline the colours would
          otherwise drop. Table uses no hook and no state: a React Server Component renders it with no client
          JavaScript, and a header&rsquo;s click handler is attached only when given.
        </p>

        <h2 className="ui dividing header" id="keyboard">
          Keyboard
        </h2>
        <KeyboardTable load={keys} table="tableKeyboard" caption="Sortable table keys" />

        <h2 className="ui dividing header" id="api">
          API
        </h2>
        <ApiTable load={api} />
      </PageContent>
    </>
  );
}
