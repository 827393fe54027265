// The card case's floor: the markup sui-react's cards render (bench/card/sui-react.tsx), written by
// hand as plain elements with their classes, with no component in between.
import { AVATAR, indices, row, type RowsProps } from '../elements/data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <div className="ui four cards">
      {indices(count).map((i) => {
        const r = row(i, gen);
        return (
          <div key={i} className="ui card">
            <div className="image">
              <img src={AVATAR} alt="" />
            </div>
            <div className="content">
              <div className="header">{r.title}</div>
              <div className="meta">{r.icon}</div>
              <div className="description">{`Card ${i + 1} of the group.`}</div>
            </div>
            <div className="extra content">
              <div className="ui blue label">{r.count}</div>
              <button className="ui primary small button" type="button">
                {r.action}
              </button>
            </div>
          </div>
        );
      })}
    </div>
  );
}
