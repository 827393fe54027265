import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHeader,
  TableHeaderCell,
  TableRow,
  type TableSorted,
} from './index.js';
import { tableKeyboard } from './keyboard.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

/** Two columns sorted by a click on their header's button, as the docs' example does. */
function Sortable() {
  const [sorted, setSorted] = useState<{ column: string; direction: TableSorted } | null>(null);
  const sort = (column: string) =>
    setSorted((s) => ({
      column,
      direction: s?.column === column && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));
  const cell = (column: string) => (
    <Table.HeaderCell
      sorted={sorted?.column === column ? sorted.direction : undefined}
      onClick={() => sort(column)}
    >
      {column}
    </Table.HeaderCell>
  );
  return (
    <Table sortable>
      <Table.Header>
        <Table.Row>
          {cell('Name')}
          {cell('Age')}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>
            <a href="#ann">Ann</a>
          </Table.Cell>
          <Table.Cell>3</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table>
  );
}

testKeyboard('Table', tableKeyboard, {
  'Tab, Shift+Tab': async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Age' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ann' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Age' })).toHaveFocus();
  },
  'On a sort button: Enter, Space': async () => {
    const user = userEvent.setup();
    render(<Sortable />);
    const name = screen.getByRole('columnheader', { name: 'Name' });
    expect(name).not.toHaveAttribute('aria-sort');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(name).toHaveAttribute('aria-sort', 'ascending');
    expect(name).toHaveClass('ascending sorted');
    await user.keyboard(' ');
    expect(name).toHaveAttribute('aria-sort', 'descending');
    await user.tab();
    await user.keyboard(' ');
    // Only the sorted column says so.
    expect(name).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('columnheader', { name: 'Age' })).toHaveAttribute('aria-sort', 'ascending');
  },
});

describe('Table', () => {
  it('gives the kit classes of its variations', () => {
    expect(first(<Table />).outerHTML).toBe('<table class="ui table"><tbody></tbody></table>');
    expect(first(<Table celled striped selectable sortable fixed singleLine />).className).toBe(
      'ui celled striped selectable sortable fixed single line table',
    );
    expect(
      first(<Table basic="very" compact="very" padded attached="top" columns={5} color="red" size="small" />)
        .className,
    ).toBe('ui very basic very compact padded top attached five column red small table');
    expect(
      first(<Table stackable="tablet" textAlign="center" verticalAlign="top" inverted />).className,
    ).toBe('ui tablet stackable center aligned top aligned inverted table');
    expect(first(<Table scrolling="very short" resizable stuck="head" />).className).toBe(
      'ui very short scrolling resizable head stuck table',
    );
    expect(first(<Table definition structured collapsing unstackable className="x" />).className).toBe(
      'ui definition structured collapsing unstackable table x',
    );
  });

  it('gives rows and cells their states, widths and alignment', () => {
    const { container } = render(
      <table>
        <tbody>
          <TableRow positive negative warning error active disabled textAlign="right" verticalAlign="bottom">
            <TableCell collapsing selectable singleLine width={4} color="blue" textAlign="center">
              A
            </TableCell>
            <TableCell icon="attention" content="B" />
            <TableCell>C</TableCell>
          </TableRow>
        </tbody>
      </table>,
    );
    const row = container.querySelector('tr')!;
    expect(row.className).toBe(
      'positive negative warning error active disabled right aligned bottom aligned',
    );
    const [a, b, c] = row.querySelectorAll('td');
    expect(a!.className).toBe('collapsing selectable single line four wide blue center aligned');
    expect(b!.innerHTML).toBe('<i aria-hidden="true" class="attention icon"></i>B');
    expect(c!.hasAttribute('class')).toBe(false);
  });

  it('header cells have a scope, and aria-sort only when sorted', () => {
    const { container } = render(
      <table>
        <thead>
          <tr>
            <TableHeaderCell sorted="descending">Name</TableHeaderCell>
            <TableHeaderCell>Age</TableHeaderCell>
            <TableHeaderCell scope="row" width="two">
              Total
            </TableHeaderCell>
          </tr>
        </thead>
      </table>,
    );
    const [name, age, total] = container.querySelectorAll('th');
    expect(name!.outerHTML).toBe(
      '<th scope="col" aria-sort="descending" class="descending sorted">Name</th>',
    );
    expect(age!.outerHTML).toBe('<th scope="col">Age</th>');
    expect(total!.outerHTML).toBe('<th scope="row" class="two wide">Total</th>');
  });

  it("calls a header cell's onClick with the event and its props, from the button or the cell", async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <table>
        <thead>
          <tr>
            <TableHeaderCell sorted="ascending" onClick={onClick} content="Name" />
          </tr>
        </thead>
      </table>,
    );
    const button = screen.getByRole('button', { name: 'Name' });
    expect(button).toHaveAttribute('type', 'button');
    await user.click(button);
    await user.click(screen.getByRole('columnheader'));
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onClick.mock.calls[0]![1]).toMatchObject({ sorted: 'ascending', content: 'Name' });
  });

  it('draws the shorthand: header rows, body rows from tableData, a footer row', () => {
    const data = [
      { name: 'Ann', status: 'On' },
      { name: 'Bob', status: 'Off' },
    ];
    const el = first(
      <Table
        caption="People"
        headerRow={['Name', { content: 'Status', width: 4 }]}
        headerRows={[{ cells: ['A', 'B'] }]}
        tableData={data}
        renderBodyRow={(d) => ({ key: d.name, positive: d.status === 'On', cells: [d.name, d.status] })}
        footerRow={{ cells: ['2 people', ''] }}
      />,
    );
    expect(el.outerHTML).toBe(
      '<table class="ui table"><caption>People</caption>' +
        '<thead><tr><th scope="col">Name</th><th scope="col" class="four wide">Status</th></tr>' +
        '<tr><th scope="col">A</th><th scope="col">B</th></tr></thead>' +
        '<tbody><tr class="positive"><td>Ann</td><td>On</td></tr><tr><td>Bob</td><td>Off</td></tr></tbody>' +
        '<tfoot><tr><td>2 people</td><td></td></tr></tfoot></table>',
    );
    expect(screen.getByRole('table', { name: 'People' })).toBe(el);
  });

  it("makes a definition table's first body cell the row's header in the shorthand", () => {
    render(
      <Table
        definition
        headerRow={['', 'Value']}
        tableData={[['Size', 'Large']]}
        renderBodyRow={(cells) => ({ cells })}
      />,
    );
    expect(screen.getByRole('rowheader', { name: 'Size' }).tagName).toBe('TD');
    expect(screen.getByRole('cell', { name: 'Large' })).toBeInTheDocument();
  });

  it('takes elements and children in the shorthand, and keeps their keys', () => {
    const el = first(
      <Table
        tableData={[1, 2]}
        renderBodyRow={(n) => (
          <TableRow
            key={`r${n}`}
            cells={[<TableCell key="x" content={n} />, { content: n * 2, active: true }]}
          />
        )}
      />,
    );
    expect(el.querySelector('tbody')!.innerHTML).toBe(
      '<tr><td>1</td><td class="active">2</td></tr><tr><td>2</td><td class="active">4</td></tr>',
    );
    expect(
      first(
        <Table headerRow={['A']}>
          <tbody>
            <tr>
              <td>children win</td>
            </tr>
          </tbody>
        </Table>,
      ).textContent,
    ).toBe('children win');
  });

  it('wraps the table in a named, focusable scroll region when asked', () => {
    const { container } = render(<Table scrollRegion="Employees" unstackable />);
    const region = screen.getByRole('region', { name: 'Employees' });
    expect(region).toBe(container.firstElementChild);
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.style.overflowX).toBe('auto');
    expect(region.firstElementChild!.className).toBe('ui unstackable table');
  });

  it('takes static and named parts, as, other props and a ref', () => {
    expect(Table.Header).toBe(TableHeader);
    expect(Table.Body).toBe(TableBody);
    expect(Table.Footer).toBe(TableFooter);
    expect(Table.Row).toBe(TableRow);
    expect(Table.Cell).toBe(TableCell);
    expect(Table.HeaderCell).toBe(TableHeaderCell);
    const ref = createRef<HTMLTableElement>();
    const el = first(
      <Table id="t" ref={ref} aria-describedby="d">
        <Table.Header fullWidth>
          <Table.Row>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body className="b" />
        <Table.Footer fullWidth content={<tr />} />
      </Table>,
    );
    expect(el.outerHTML).toBe(
      '<table id="t" aria-describedby="d" class="ui table"><thead class="full-width"><tr><th scope="col"></th></tr></thead>' +
        '<tbody class="b"></tbody><tfoot class="full-width"><tr></tr></tfoot></table>',
    );
    expect(ref.current).toBe(el);
  });

  it.each([0, 17, 2.5, Number.NaN, Number.POSITIVE_INFINITY, -3, 'seventeen'])(
    'refuses the column count or width %o with the core error',
    (value) => {
      const n = value as unknown as 3;
      expect(() => renderToString(<Table columns={n} />)).toThrow(
        `Table: columns must be a whole number from 1 to 16 (or its word), or 'equal' (got ${String(value)}).`,
      );
      expect(() => renderToString(<TableCell width={n} />)).toThrow(/^Table\.Cell: width must be/);
      expect(() => renderToString(<TableHeaderCell width={n} />)).toThrow(
        /^Table\.HeaderCell: width must be/,
      );
    },
  );

  it('refuses tableData that is not an array, or without renderBodyRow', () => {
    expect(() =>
      renderToString(<Table tableData={{ length: 2 } as unknown as []} renderBodyRow={() => null} />),
    ).toThrow('Table: tableData must be an array (got [object Object]).');
    expect(() => renderToString(<Table tableData={[1]} />)).toThrow(
      'Table: renderBodyRow must be a function when tableData is given (got undefined).',
    );
  });

  it('draws no header or footer for a row that is none (false, null), and no stray text for 0', () => {
    for (const none of [false, null] as const) {
      const el = first(<Table headerRow={none} footerRow={none} />);
      expect(el.outerHTML).toBe('<table class="ui table"><tbody></tbody></table>');
    }
    // A row given as one value (0 too) is a row of one cell.
    expect(first(<Table headerRow="Name" footerRow={0} />).outerHTML).toBe(
      '<table class="ui table"><thead><tr><th scope="col">Name</th></tr></thead><tbody></tbody>' +
        '<tfoot><tr><td>0</td></tr></tfoot></table>',
    );
  });

  it('refuses a scroll region with no name, and draws no empty header or caption', () => {
    expect(() => renderToString(<Table scrollRegion="" />)).toThrow(
      "Table: scrollRegion must be the region's name, a non-empty string (got ).",
    );
    expect(first(<Table headerRows={[]} caption="" />).outerHTML).toBe(
      '<table class="ui table"><tbody></tbody></table>',
    );
  });

  it('draws empty, duplicate and huge data', () => {
    expect(first(<Table tableData={[]} renderBodyRow={() => ({})} />).innerHTML).toBe('<tbody></tbody>');
    const same = first(<Table tableData={['a', 'a']} renderBodyRow={(d) => ({ cells: [d] })} />);
    expect(same.querySelectorAll('td')).toHaveLength(2);
    const many = Array.from({ length: 20_000 }, (_, i) => i);
    const html = renderToString(<Table tableData={many} renderBodyRow={(n) => ({ key: n, cells: [n] })} />);
    expect(html.match(/<tr>/g)).toHaveLength(20_000);
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <Table
        celled
        caption="Scores"
        headerRow={['Name', 'Score']}
        tableData={[['Ann', 3]]}
        renderBodyRow={(cells) => ({ cells })}
      />
    );
    expect(renderOnServer(ui)).toBe(
      '<table class="ui celled table"><caption>Scores</caption><thead><tr><th scope="col">Name</th><th scope="col">Score</th></tr></thead><tbody><tr><td>Ann</td><td>3</td></tr></tbody></table>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
