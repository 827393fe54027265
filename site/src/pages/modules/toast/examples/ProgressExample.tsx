import { toast } from 'sui-react/toast';

export default function ProgressExample() {
  return (
    <div className="ui wrapping spaced buttons">
      <button
        type="button"
        className="ui button"
        onClick={() =>
          toast({
            type: 'success',
            message: 'Counting down from the top.',
            progress: 'top',
            displayTime: 5000,
          })
        }
      >
        Progress at the top
      </button>
      <button
        type="button"
        className="ui button"
        onClick={() =>
          toast({
            type: 'info',
            message: 'Counting down at the bottom.',
            progress: 'bottom',
            displayTime: 5000,
          })
        }
      >
        Progress at the bottom
      </button>
      <button
        type="button"
        className="ui button"
        onClick={() =>
          toast({ title: 'Stays', message: 'displayTime 0: it stays until you close it.', displayTime: 0 })
        }
      >
        Stays until closed
      </button>
    </div>
  );
}
