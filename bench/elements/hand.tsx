// The elements benchmark's floor: the markup sui-react's list renders (bench/elements/sui-react.tsx),
// written by hand as plain elements with their classes, with no component in between.
import { AVATAR, indices, row, type RowsProps } from './data';

export function Rows({ count, gen }: RowsProps) {
  return (
    <>
      {indices(count).map((i) => {
        const r = row(i, gen);
        return (
          <div key={i} className="ui segment">
            <h4 className="ui header">{r.title}</h4>
            <div className="ui blue label">
              <i aria-hidden className="mail icon" />
              {r.count}
            </div>
            <i aria-hidden className={`grey ${r.icon} icon`} />
            <button type="button" className="ui small primary button">
              {r.action}
            </button>
            <img src={AVATAR} alt="" className="ui avatar image" />
          </div>
        );
      })}
    </>
  );
}
