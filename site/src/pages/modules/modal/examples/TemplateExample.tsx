import { useState } from 'react';
import { useModal } from 'sui-react/modal';
import { useAlert } from '../../../../docs-kit/useAlert';

interface Context {
  data: string;
}

export default function TemplateExample() {
  const modal = useModal();
  const alert = useAlert();
  const [text, setText] = useState('Example of dynamic content.');

  const open = () => {
    modal
      .open<Context, string, string>({
        context: { data: text },
        closeResult: 'dismissed',
        render: (context, controls) => (
          <>
            <div className="header">Example</div>
            <div className="content">
              <p>{context.data}</p>
            </div>
            <div className="actions">
              <button type="button" className="ui red button" onClick={() => controls.deny('denied')}>
                Cancel
              </button>
              <button
                type="button"
                className="ui green button"
                autoFocus
                onClick={() => controls.approve('approved')}
              >
                OK
              </button>
            </div>
          </>
        ),
      })
      .onApprove((result) => alert(`Accepted with result: '${result}'.`))
      .onDeny((result) => alert(`Denied with result: '${result}'.`));
  };

  return (
    <div className="ui fluid action input">
      <input
        type="text"
        aria-label="Modal content"
        placeholder="Modal content..."
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="button" className="ui primary button" onClick={open}>
        Open
      </button>
    </div>
  );
}
