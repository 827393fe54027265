import { useState } from 'react';
import { Table, type TableSorted } from 'sui-react/table';

const people = [
  { name: 'John', age: 15, city: 'Lyon' },
  { name: 'Amber', age: 40, city: 'Porto' },
  { name: 'Leslie', age: 25, city: 'Ghent' },
  { name: 'Ben', age: 70, city: 'Turin' },
];
type Column = keyof (typeof people)[number];

export default function SortableExample() {
  const [sort, setSort] = useState<{ column: Column; direction: TableSorted } | null>(null);
  const sorted = sort
    ? [...people].sort((a, b) => {
        const order = a[sort.column] < b[sort.column] ? -1 : a[sort.column] > b[sort.column] ? 1 : 0;
        return sort.direction === 'ascending' ? order : -order;
      })
    : people;
  const header = (column: Column, label: string) => (
    <Table.HeaderCell
      sorted={sort?.column === column ? sort.direction : undefined}
      onClick={() =>
        setSort({
          column,
          direction: sort?.column === column && sort.direction === 'ascending' ? 'descending' : 'ascending',
        })
      }
    >
      {label}
    </Table.HeaderCell>
  );
  return (
    <Table sortable celled fixed caption="People (sort by a column's header)">
      <Table.Header>
        <Table.Row>
          {header('name', 'Name')}
          {header('age', 'Age')}
          {header('city', 'City')}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sorted.map(({ name, age, city }) => (
          <Table.Row key={name}>
            <Table.Cell>{name}</Table.Cell>
            <Table.Cell>{age}</Table.Cell>
            <Table.Cell>{city}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table>
  );
}
