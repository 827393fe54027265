import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from '../collections/menu/index.js';
import { renderOnServer } from '../test-utils/server.js';
import { Accordion } from './index.js';

const panels = [
  { key: 'a', title: 'First', content: 'One' },
  { key: 'b', title: 'Second', content: { content: 'Two' } },
  { key: 'c', title: 'Third', content: 'Three' },
];

describe('compat Accordion', () => {
  it('opens one panel at a time by default and calls onTitleClick(event, data)', async () => {
    const onTitleClick = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Accordion panels={panels} defaultActiveIndex={0} styled onTitleClick={onTitleClick} />,
    );
    expect(container.firstElementChild).toHaveClass('ui styled accordion');
    const contents = () => Array.from(container.querySelectorAll('.content')).map((el) => el.className);
    expect(contents()).toEqual(['active content', 'content', 'content']);
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(contents()).toEqual(['content', 'active content', 'content']);
    expect(screen.getByRole('button', { name: 'Second' })).toHaveAttribute('aria-expanded', 'true');
    expect(onTitleClick).toHaveBeenCalledTimes(1);
    const [event, data] = onTitleClick.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toMatchObject({ index: 1, active: false, content: 'Second' });
    await user.click(screen.getByRole('button', { name: 'Second' }));
    expect(contents()).toEqual(['content', 'content', 'content']);
  });

  it('keeps several open when not exclusive, and follows a controlled activeIndex', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Accordion panels={panels} exclusive={false} />);
    await user.click(screen.getByText('First'));
    await user.click(screen.getByText('Third'));
    expect(container.querySelectorAll('.active.content')).toHaveLength(2);
    rerender(<Accordion key="c" panels={panels} activeIndex={2} />);
    await user.click(screen.getByText('First'));
    expect(container.querySelector('.active.content')).toHaveTextContent('Three');
  });

  it('takes Title and Content children, their own icon, and the arrow keys between titles', async () => {
    function Manual() {
      const [active, setActive] = useState(-1);
      const click = (_: unknown, { index }: { index?: number | string }) =>
        setActive(active === index ? -1 : Number(index));
      return (
        <Accordion fluid inverted>
          <Accordion.Title active={active === 0} index={0} onClick={click} icon="plus" content="Dogs" />
          <Accordion.Content active={active === 0}>Woof</Accordion.Content>
          <Accordion.Title active={active === 1} index={1} onClick={click}>
            Cats
          </Accordion.Title>
          <Accordion.Content active={active === 1} content="Meow" />
        </Accordion>
      );
    }
    const user = userEvent.setup();
    const { container } = render(<Manual />);
    expect(container.firstElementChild).toHaveClass('ui fluid inverted accordion');
    expect(container.querySelector('.title i')).toHaveClass('plus icon');
    expect(container.querySelectorAll('.title')[1]!.querySelector('i')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dogs' }));
    expect(screen.getByText('Woof')).toHaveClass('active content');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Cats' })).toHaveFocus();
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('renders as another element and nests with Accordion.Accordion', () => {
    const { container } = render(
      <Accordion as={Menu} vertical>
        <Menu.Item>
          <Accordion.Accordion panels={[{ title: 'Inner', content: 'x' }]} defaultActiveIndex={0} />
        </Menu.Item>
      </Accordion>,
    );
    expect(container.firstElementChild).toHaveClass('ui vertical menu accordion');
    expect(container.querySelector('.item > .accordion')!.className).toBe('accordion');
    expect(container.querySelector('.item .active.content')).toHaveTextContent('x');
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Accordion panels={panels} defaultActiveIndex={1} />);
    expect(html).toContain('class="active title"');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
