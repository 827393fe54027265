import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Message, MessageContent, MessageHeader, MessageItem, MessageList } from './index.js';

const classesOf = (root: Element) =>
  [root, ...root.querySelectorAll('[class]')].map((el) => el.getAttribute('class'));

describe('compat Message', () => {
  it('has its parts as static members and named exports', () => {
    expect(Message.Content).toBe(MessageContent);
    expect(Message.Header).toBe(MessageHeader);
    expect(Message.List).toBe(MessageList);
    expect(Message.Item).toBe(MessageItem);
  });

  it('builds header, list, content and icon from shorthand', () => {
    const { container } = render(
      <Message icon="inbox" header="Mailing list" list={['One', { content: 'Two' }]} content="Every day." />,
    );
    const root = container.firstElementChild!;
    expect(classesOf(root)).toEqual([
      'ui icon message',
      'inbox icon',
      'content',
      'header',
      'list',
      'content',
      'content',
    ]);
    expect(root.querySelector('ul.list')!.textContent).toBe('OneTwo');
    expect(root.querySelector('p')).toHaveTextContent('Every day.');
  });

  it('is not dismissable without onDismiss', () => {
    render(<Message header="Hi" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('calls onDismiss(event, data) and leaves the message to its parent', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Message header="Stays" onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const [event, data] = onDismiss.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toMatchObject({ header: 'Stays' });
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByText('Stays')).toBeInTheDocument();
  });

  it('is dismissed from the keyboard when the parent stops rendering it', async () => {
    const user = userEvent.setup();
    function Page() {
      const [shown, setShown] = useState(true);
      return shown ? <Message content="Bye" onDismiss={() => setShown(false)} /> : <p>Gone</p>;
    }
    render(<Page />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Gone')).toBeInTheDocument();
  });

  it('maps states and variations to the kit classes, with children over shorthand', () => {
    const { container } = render(
      <Message
        hidden
        visible={false}
        error
        attached="bottom"
        size="mini"
        color="red"
        compact
        floating
        header="x"
      >
        Own
      </Message>,
    );
    const root = container.firstElementChild!;
    expect(root.className.split(' ').sort()).toEqual(
      ['ui', 'hidden', 'error', 'bottom', 'attached', 'mini', 'red', 'compact', 'floating', 'message'].sort(),
    );
    expect(root).toHaveAttribute('role', 'alert');
    expect(root).toHaveTextContent('Own');
    expect(root.querySelector('.header')).toBeNull();
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Message info header="Hi" list={['a']} onDismiss={() => {}} />);
    expect(html).toContain('class="ui info message"');
    expect(error).not.toHaveBeenCalled();
  });
});
