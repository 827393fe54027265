import 'fomantic-ui-css/components/table.min.css';
import type { KeyboardTable as Rows } from '../../../packages/sui-react/src/test-utils/keyboard';

/** How a key value reads on the page. */
const SHOWN: Record<string, string> = {
  ' ': 'Space',
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
};

function Key({ value }: { value: string }) {
  const parts = value === '+' ? ['+'] : value.split('+');
  return (
    <>
      {parts.map((part, i) => (
        <span key={part}>
          {i > 0 && '+'}
          <kbd>{SHOWN[part] ?? part}</kbd>
        </span>
      ))}
    </>
  );
}

/** Draws a keyboard table (loaded after the page by KeyboardTable, with the table CSS). */
export default function KeyboardRows({ rows, caption }: { rows: Rows; caption: string }) {
  const places = rows.some((row) => row.where);
  return (
    <table className="ui celled unstackable table keyboard-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {places && <th scope="col">Where</th>}
          <th scope="col">Key</th>
          <th scope="col">What it does</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.where ?? ''}${row.keys.join()}`}>
            {places && <td>{row.where ?? 'Anywhere'}</td>}
            <th scope="row">
              {row.keys.map((key, i) => (
                <span key={key}>
                  {i > 0 && ', '}
                  <Key value={key} />
                </span>
              ))}
            </th>
            <td>{row.does}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
