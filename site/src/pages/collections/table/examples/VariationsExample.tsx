import { Table } from 'sui-react/table';

const rows = [
  ['Ada', 'Engineer', '2019'],
  ['Grace', 'Designer', '2021'],
  ['Linus', 'Writer', '2023'],
];

export default function VariationsExample() {
  return (
    <>
      <Table
        striped
        compact
        color="teal"
        caption="Striped, compact, teal"
        headerRow={['Name', 'Role', 'Since']}
        tableData={rows}
        renderBodyRow={(cells) => ({ key: cells[0], cells })}
      />
      <Table
        basic="very"
        padded
        singleLine
        caption="Very basic, padded, single line"
        headerRow={['Name', 'Role', 'Since']}
        tableData={rows}
        renderBodyRow={(cells) => ({ key: cells[0], cells })}
      />
      <Table
        inverted
        selectable
        size="small"
        caption="Inverted, selectable, small"
        headerRow={['Name', 'Role', 'Since']}
        tableData={rows}
        renderBodyRow={(cells) => ({ key: cells[0], cells })}
      />
    </>
  );
}
