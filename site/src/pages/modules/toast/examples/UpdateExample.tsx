import { useState } from 'react';
import { useToast } from 'sui-react/toast';

export default function UpdateExample() {
  const toast = useToast();
  const [id, setId] = useState<string | null>(null);
  const [count, setCount] = useState(0);

  const start = () => {
    if (id !== null) return;
    setCount(0);
    setId(
      toast({ title: 'Inbox', message: 'No new messages.', displayTime: 0, onDismiss: () => setId(null) }),
    );
  };
  const update = () => {
    if (id === null) return;
    const next = count + 1;
    setCount(next);
    toast.update(id, {
      type: 'info',
      icon: 'envelope',
      message: `${next} new message${next === 1 ? '' : 's'}.`,
    });
  };

  return (
    <div className="ui spaced buttons">
      <button type="button" className="ui button" onClick={start}>
        Show
      </button>
      <button type="button" className="ui button" onClick={update}>
        Update by id
      </button>
      <button type="button" className="ui button" onClick={() => id !== null && toast.dismiss(id)}>
        Dismiss by id
      </button>
    </div>
  );
}
