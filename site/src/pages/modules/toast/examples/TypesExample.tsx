import { toast, type ToastType } from 'sui-react/toast';
import avatar from './avatar.svg';

const TYPES: { type: ToastType; title: string; message: string }[] = [
  { type: 'neutral', title: 'Draft saved', message: 'Your draft is saved on this device.' },
  { type: 'info', title: 'New version', message: 'Version 2.1 is ready to install.' },
  { type: 'success', title: 'Payment received', message: 'Thank you, your order is on its way.' },
  { type: 'warning', title: 'Storage almost full', message: 'You have 200 MB left.' },
  { type: 'error', title: 'Upload failed', message: 'The server did not answer. Try again.' },
];

export default function TypesExample() {
  return (
    <div className="ui wrapping spaced buttons">
      {TYPES.map(({ type, title, message }) => (
        <button
          key={type}
          type="button"
          className="ui button"
          onClick={() => toast({ type, title, message, icon: true })}
        >
          {type}
        </button>
      ))}
      <button
        type="button"
        className="ui button"
        onClick={() => toast({ title: 'Dark mode', message: 'An inverted toast.', className: 'inverted' })}
      >
        inverted
      </button>
      <button
        type="button"
        className="ui button"
        onClick={() =>
          toast({
            title: 'Ann Lee',
            message: 'Shared a file with you.',
            image: avatar,
            imageAlt: 'Ann Lee’s picture',
          })
        }
      >
        with an image
      </button>
    </div>
  );
}
