import { Table } from 'sui-react/table';

export default function StatesExample() {
  return (
    <Table celled caption="Deployments">
      <Table.Header>
        <Table.Row>
          <Table.HeaderCell>Service</Table.HeaderCell>
          <Table.HeaderCell>Status</Table.HeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        <Table.Row positive>
          <Table.Cell>Search</Table.Cell>
          <Table.Cell icon="checkmark" content="Deployed" />
        </Table.Row>
        <Table.Row negative>
          <Table.Cell>Billing</Table.Cell>
          <Table.Cell icon="close" content="Failed" />
        </Table.Row>
        <Table.Row warning>
          <Table.Cell>Mail</Table.Cell>
          <Table.Cell icon="attention" content="Slow" />
        </Table.Row>
        <Table.Row active>
          <Table.Cell>Accounts</Table.Cell>
          <Table.Cell>Selected</Table.Cell>
        </Table.Row>
        <Table.Row disabled>
          <Table.Cell>Legacy</Table.Cell>
          <Table.Cell>Retired</Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell>Reports</Table.Cell>
          <Table.Cell error icon="attention" content="Error in one cell" />
        </Table.Row>
      </Table.Body>
    </Table>
  );
}
