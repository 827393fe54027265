import { Table } from 'sui-react/table';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const cities = ['Lisbon', 'Oslo', 'Cairo'];
// Temperatures in °C, made up for the example.
const temperature = (city: number, month: number) => Math.round(10 + 8 * Math.sin((month - 3 + city) / 2));

export default function ScrollRegionExample() {
  return (
    <Table
      celled
      unstackable
      singleLine
      scrollRegion="Average temperatures by month"
      caption="Average temperatures by month (°C)"
      headerRow={['City', ...months]}
      tableData={cities}
      renderBodyRow={(city, c) => ({
        key: city,
        cells: [{ as: 'th', scope: 'row', content: city }, ...months.map((_, m) => temperature(c, m))],
      })}
    />
  );
}
