import { Table } from 'sui-react/table';

export default function BasicExample() {
  return (
    <Table celled caption="Team">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Name</Table.HeaderCell>
          <Table.HeaderCell>Role</Table.HeaderCell>
          <Table.HeaderCell>Since</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row>
          <Table.Cell>Ada</Table.Cell>
          <Table.Cell>Engineer</Table.Cell>
          <Table.Cell>2019</Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell>Grace</Table.Cell>
          <Table.Cell>Designer</Table.Cell>
          <Table.Cell>2021</Table.Cell>
        </Table.Row>
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.HeaderCell scope="row">Total</Table.HeaderCell>
          <Table.HeaderCell colSpan={2}>2 people</Table.HeaderCell>
        </Table.Row>
      </Table.Footer>
    </Table>
  );
}
