import data from 'virtual:performance';
import { ScrollRegion } from '../../../docs-kit';

/** The components whose sizes the guide quotes: the ones most apps move first. */
const QUOTED = ['Dropdown', 'Modal', 'Popup', 'Search', 'Checkbox + Radio'];

/**
 * The size figures, from the benchmark's results (bench/results/sizes.json, read at build time by
 * the Performance page's plugin): a few components and the whole library, next to what a Semantic
 * UI React user ships for them. It loads after the page.
 */
export default function SizeFigures() {
  const sizes = data.charts.find((chart) => chart.id === 'sizes');
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
  const rows = sizes?.table.rows.filter(([name]) => QUOTED.includes(name!)) ?? [];
  return (
    <ScrollRegion label="Bundle sizes">
      <table className="ui compact celled unstackable table">
        <caption className="visually-hidden">
          Bundle sizes, gzipped, React external, measured {data.whole.date.slice(0, 10)}
        </caption>
        <thead>
          <tr>
            {sizes?.table.head.map((head) => (
              <th key={head} scope="col">
                {head}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]}>
              {row.map((cell, i) =>
                i === 0 ? (
                  <th key={i} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={i}>{cell}</td>
                ),
              )}
            </tr>
          ))}
          <tr>
            <th scope="row">The whole library</th>
            <td>{kb(data.whole.ours)}</td>
            <td>{kb(data.whole.peer)}</td>
            <td>{Math.round(data.whole.ratio * 100)}%</td>
          </tr>
        </tbody>
      </table>
    </ScrollRegion>
  );
}
