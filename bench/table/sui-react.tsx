// The table case (issue 27) with sui-react: the code of bench/table/semantic-ui-react.tsx with only
// the import changed. bench/elements.mjs bundles the library's sources (packages/sui-react/src), not
// its build.
import { Button } from 'sui-react/button';
import { Label } from 'sui-react/label';
import { Table } from 'sui-react/table';
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
