// The table case (issue 27) with Semantic UI React 2.1.5: a 1,000-row Table, each row a title, a
// Label and a Button (bench/elements.mjs --case=table). bench/table/sui-react.tsx is this code with
// only the import changed.
import { Button, Label, Table } from 'semantic-ui-react';
import { indices, row, type RowsProps } from '../elements/data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <Table celled compact>
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Item</Table.HeaderCell>
          <Table.HeaderCell>Count</Table.HeaderCell>
          <Table.HeaderCell>Action</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {indices(count).map((i) => {
          const r = row(i, gen);
          return (
            <Table.Row key={i}>
              <Table.Cell>{r.title}</Table.Cell>
              <Table.Cell>
                <Label color="blue" content={r.count} />
              </Table.Cell>
              <Table.Cell>
                <Button primary size="small" content={r.action} />
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table>
  );
}
