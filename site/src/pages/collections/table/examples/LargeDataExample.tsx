import { useMemo, useState } from 'react';
import { Checkbox } from 'sui-react/checkbox';
import { Pagination } from 'sui-react/pagination';
import { Table, type TableSorted } from 'sui-react/table';

interface Order {
  id: number;
  customer: string;
  city: string;
  total: number;
}

const NAMES = ['Ada', 'Grace', 'Linus', 'Margaret', 'Alan', 'Barbara', 'Dennis', 'Frances', 'Ken', 'Radia'];
const CITIES = ['Lisbon', 'Oslo', 'Cairo', 'Lima', 'Perth', 'Quebec', 'Seoul', 'Turin'];
const PAGE_SIZE = 25;

/** 10,000 orders, the same on every load. */
const ORDERS: Order[] = Array.from({ length: 10_000 }, (_, i) => ({
  id: i + 1,
  customer: `${NAMES[(i * 7) % NAMES.length]} ${String.fromCharCode(65 + ((i * 13) % 26))}.`,
  city: CITIES[(i * 5) % CITIES.length]!,
  total: ((i * 7919) % 100_000) / 100,
}));

type Column = Exclude<keyof Order, 'id'> | 'id';
const COLUMNS: Array<[Column, string]> = [
  ['id', 'Order'],
  ['customer', 'Customer'],
  ['city', 'City'],
  ['total', 'Total'],
];

export default function LargeDataExample() {
  const [sort, setSort] = useState<{ column: Column; direction: TableSorted }>({
    column: 'id',
    direction: 'ascending',
  });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());

  // Sorting 10,000 orders takes a few milliseconds; only the page's 25 rows are drawn.
  const sorted = useMemo(() => {
    const { column, direction } = sort;
    const sign = direction === 'ascending' ? 1 : -1;
    return [...ORDERS].sort((a, b) =>
      a[column] < b[column] ? -sign : a[column] > b[column] ? sign : a.id - b.id,
    );
  }, [sort]);
  const rows = sorted.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const sortBy = (column: Column) => {
    setSort((s) => ({
      column,
      direction: s.column === column && s.direction === 'ascending' ? 'descending' : 'ascending',
    }));
    setPage(1);
  };
  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <Table
        sortable
        selectable
        celled
        compact
        unstackable
        scrollRegion="Orders"
        caption={`Orders: ${ORDERS.length.toLocaleString('en')}, page ${page} of ${ORDERS.length / PAGE_SIZE}`}
      >
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell collapsing>Select</Table.HeaderCell>
            {COLUMNS.map(([column, label]) => (
              <Table.HeaderCell
                key={column}
                sorted={sort.column === column ? sort.direction : undefined}
                onClick={() => sortBy(column)}
              >
                {label}
              </Table.HeaderCell>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((order) => {
            const on = selected.has(order.id);
            return (
              <Table.Row key={order.id} active={on}>
                <Table.Cell collapsing>
                  <Checkbox
                    fitted
                    aria-label={`Select order ${order.id}`}
                    checked={on}
                    onChange={(checked) => toggle(order.id, checked)}
                  />
                </Table.Cell>
                <Table.Cell>{order.id}</Table.Cell>
                <Table.Cell>{order.customer}</Table.Cell>
                <Table.Cell>{order.city}</Table.Cell>
                <Table.Cell textAlign="right">{order.total.toFixed(2)}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table>
      <p role="status">{selected.size.toLocaleString('en')} selected</p>
      <Pagination
        aria-label="Order pages"
        collectionSize={ORDERS.length}
        pageSize={PAGE_SIZE}
        page={page}
        onPageChange={setPage}
        maxSize={5}
        boundaryLinks
      />
    </>
  );
}
