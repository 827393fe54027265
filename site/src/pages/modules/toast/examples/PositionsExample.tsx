import { TOAST_POSITIONS, toast } from 'sui-react/toast';

export default function PositionsExample() {
  return (
    <div className="ui wrapping spaced buttons">
      {TOAST_POSITIONS.map((position) => (
        <button
          key={position}
          type="button"
          className="ui button"
          onClick={() => toast({ position, type: 'info', message: `Shown ${position}.` })}
        >
          {position}
        </button>
      ))}
    </div>
  );
}
