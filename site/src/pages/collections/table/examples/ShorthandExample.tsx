import { Table } from 'sui-react/table';

const fruits = [
  { name: 'Apples', origin: 'France', stock: 120 },
  { name: 'Bananas', origin: 'Ecuador', stock: 0 },
  { name: 'Cherries', origin: 'Italy', stock: 35 },
];

export default function ShorthandExample() {
  return (
    <Table
      celled
      caption="Fruit in stock"
      headerRow={['Fruit', 'Origin', { content: 'Stock', textAlign: 'right' }]}
      tableData={fruits}
      renderBodyRow={(fruit) => ({
        key: fruit.name,
        negative: fruit.stock === 0,
        cells: [fruit.name, fruit.origin, { content: fruit.stock, textAlign: 'right' }],
      })}
      footerRow={['3 fruits', '', { content: 155, textAlign: 'right' }]}
    />
  );
}
