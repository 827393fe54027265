import { useRef, useState } from 'react';
import { Sticky } from 'sui-react/sticky';
import { Visibility, type VisibilityCalculations } from 'sui-react/visibility';

const ROWS: Array<keyof VisibilityCalculations & string> = [
  'direction',
  'height',
  'width',
  'pixelsPassed',
  'percentagePassed',
  'topVisible',
  'bottomVisible',
  'topPassed',
  'bottomPassed',
  'fits',
  'passing',
  'onScreen',
  'offScreen',
];

const show = (value: VisibilityCalculations[keyof VisibilityCalculations] | undefined) =>
  typeof value === 'number' ? String(Math.round(value * 100) / 100) : String(value ?? '');

// Two columns side by side, one above the other when narrow; the second is positioned, so that a
// bound sticky rests at its bottom.
const ROW = { display: 'flex', flexWrap: 'wrap', gap: '1.5em' } as const;
const COLUMN = { flex: '1 1 16em', minWidth: 0, position: 'relative' } as const;

export default function VisibilityCalculationsExample() {
  const grid = useRef<HTMLDivElement>(null);
  const [calculations, setCalculations] = useState<VisibilityCalculations | null>(null);
  const [log, setLog] = useState<string[]>([]);
  const note = (name: string) => () => setLog((lines) => [name, ...lines].slice(0, 5));

  return (
    <div ref={grid} id="visibility-grid" style={ROW}>
      <div style={COLUMN}>
        <Visibility
          once={false}
          fireOnMount
          onUpdate={setCalculations}
          onTopVisible={note('onTopVisible')}
          onTopPassed={note('onTopPassed')}
          onBottomVisible={note('onBottomVisible')}
          onBottomPassed={note('onBottomPassed')}
          onOnScreen={note('onOnScreen')}
          onOffScreen={note('onOffScreen')}
        >
          <div className="ui segment" id="visibility-watched">
            <h4 className="ui header">Watched segment</h4>
            {Array.from({ length: 8 }, (_, index) => (
              <p key={index}>
                Scroll this segment through the view: the table beside it shows what the observers last
                reported, and the list under it the callbacks as they were called.
              </p>
            ))}
          </div>
        </Visibility>
      </div>
      <div style={COLUMN}>
        <Sticky context={grid} offset={16}>
          <table className="ui compact celled definition table" id="visibility-table">
            <caption className="visually-hidden">Calculations</caption>
            <tbody>
              {ROWS.map((name) => (
                <tr key={name}>
                  <th scope="row">{name}</th>
                  <td data-calculation={name}>{show(calculations?.[name])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="ui segment">
            <h4 className="ui header">Last callbacks</h4>
            <ol className="ui list" id="visibility-log">
              {log.map((line, index) => (
                <li key={`${line}-${log.length - index}`}>{line}</li>
              ))}
            </ol>
          </div>
        </Sticky>
      </div>
    </div>
  );
}
