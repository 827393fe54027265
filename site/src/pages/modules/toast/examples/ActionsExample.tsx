import { toast } from 'sui-react/toast';

const LAYOUTS = ['', 'vertical', 'attached', 'top attached', 'vertical attached', 'basic left'];

export default function ActionsExample() {
  return (
    <div className="ui wrapping spaced buttons">
      {LAYOUTS.map((layout) => (
        <button
          key={layout}
          type="button"
          className="ui button"
          onClick={() =>
            toast({
              title: 'Message archived',
              message: `Actions: ${layout || 'default'}.`,
              displayTime: 0,
              actionsClassName: layout,
              actions: [
                {
                  text: 'Undo',
                  className: 'green',
                  onClick: () => void toast({ type: 'success', message: 'Restored.' }),
                },
                { text: 'Keep', className: 'basic' },
              ],
            })
          }
        >
          {layout || 'default'} actions
        </button>
      ))}
    </div>
  );
}
