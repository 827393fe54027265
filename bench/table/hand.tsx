// The table case's floor: the markup sui-react's table renders (bench/table/sui-react.tsx), written by
// hand as plain elements with their classes, with no component in between.
import { indices, row, type RowsProps } from '../elements/data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <table className="ui celled compact table">
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Count</th>
          <th scope="col">Action</th>
        </tr>
      </thead>
      <tbody>
        {indices(count).map((i) => {
          const r = row(i, gen);
          return (
            <tr key={i}>
              <td>{r.title}</td>
              <td>
                <div className="ui blue label">{r.count}</div>
              </td>
              <td>
                <button className="ui primary small button" type="button">
                  {r.action}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
