import { Table } from 'sui-react/table';

export default function LayoutExample() {
  return (
    <Table celled fixed caption="Widths and alignment">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell width={3}>Item</Table.HeaderCell>
          <Table.HeaderCell width={10}>Notes</Table.HeaderCell>
          <Table.HeaderCell width={3} textAlign="right">
            Price
          </Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row verticalAlign="top">
          <Table.Cell>Desk</Table.Cell>
          <Table.Cell>
            Oak, oiled. A long note wraps inside its column, which keeps its width in a fixed table.
          </Table.Cell>
          <Table.Cell textAlign="right">420.00</Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell singleLine>Lamp</Table.Cell>
          <Table.Cell>Brass.</Table.Cell>
          <Table.Cell textAlign="right">85.00</Table.Cell>
        </Table.Row>
      </Table.Body>
    </Table>
  );
}
