import { useRef, useState } from 'react';
import { Sticky } from 'sui-react/sticky';

const PARAGRAPHS = [
  'A long article sits in the left column. The panel on the right keeps up with it while it scrolls past.',
  'Once the top of the panel reaches the top of the view, the panel is fixed there, 16 pixels down.',
  'Its place in the column keeps its height, so nothing below it moves when it leaves the flow.',
  'Nothing reads the layout while the page scrolls: the browser reports each crossing to an observer.',
  'When the end of the grid comes up, the panel stays at the bottom of its column instead of covering what follows.',
  'Scrolling back up, the panel lets go as soon as its place in the column comes back into view.',
  'The same happens inside any scrolling element given as the scroll context.',
  'The panel is an ordinary segment: sticking changes where it is drawn, not what it contains.',
];

// Two columns side by side, one above the other when narrow; the second is positioned, so that a
// bound sticky rests at its bottom.
const ROW = { display: 'flex', flexWrap: 'wrap', gap: '1.5em' } as const;
const COLUMN = { flex: '1 1 16em', minWidth: 0, position: 'relative' } as const;

export default function StickyContextExample() {
  const grid = useRef<HTMLDivElement>(null);
  const [stuck, setStuck] = useState(false);

  return (
    <div ref={grid} id="sticky-context-grid" style={ROW}>
      <div style={COLUMN}>
        {[...PARAGRAPHS, ...PARAGRAPHS].map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </div>
      <div style={COLUMN}>
        <Sticky context={grid} offset={16} onStick={() => setStuck(true)} onUnstick={() => setStuck(false)}>
          <div className="ui segment" id="sticky-context-panel">
            <h4 className="ui header">Stuck panel</h4>
            <p>{stuck ? 'Stuck to the top of the view.' : 'In its place.'}</p>
          </div>
        </Sticky>
      </div>
    </div>
  );
}
