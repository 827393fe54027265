import { Table } from 'sui-react/table';

const settings = [
  ['reset rating', 'None', 'Resets the rating to none'],
  ['set rating', 'rating (integer)', 'Sets the current star rating'],
];

export default function DefinitionExample() {
  return (
    <Table
      definition
      celled
      caption="Behaviours"
      headerRow={['Behaviour', 'Arguments', 'Description']}
      tableData={settings}
      renderBodyRow={(cells) => ({ key: cells[0], cells })}
    />
  );
}
