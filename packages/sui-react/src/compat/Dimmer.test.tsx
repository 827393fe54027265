import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Dimmer } from './index.js';

describe('compat Dimmer', () => {
  it("draws Semantic UI React's classes when active, and content in div.content", () => {
    const { container } = render(
      <Dimmer.Dimmable blurring dimmed>
        <Dimmer active inverted verticalAlign="top" content="Hi" />
        <p>Below</p>
      </Dimmer.Dimmable>,
    );
    expect(container.firstElementChild).toHaveClass('blurring dimmed dimmable');
    const dimmer = container.querySelector('.ui.dimmer') as HTMLElement;
    expect(dimmer).toHaveClass('active transition visible inverted top aligned');
    expect(dimmer.style.getPropertyValue('display')).toBe('flex');
    expect(dimmer.style.getPropertyPriority('display')).toBe('important');
    expect(dimmer.querySelector('.content')).toHaveTextContent('Hi');
    expect(screen.getByText('Below')).toHaveAttribute('inert');
  });

  it('has no content element without content, and takes simple, disabled and middle', () => {
    const { container } = render(<Dimmer simple disabled verticalAlign="middle" />);
    const dimmer = container.firstElementChild!;
    expect(dimmer).toHaveClass('ui dimmer simple disabled middle aligned');
    expect(dimmer).not.toHaveClass('active');
    expect(dimmer.querySelector('.content')).toBeNull();
  });

  it('calls onClick(event, data) and onClickOutside only outside the content; only active hides it', async () => {
    const onClick = vi.fn();
    const onClickOutside = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <Dimmer active onClick={onClick} onClickOutside={onClickOutside}>
        <span>Inside</span>
      </Dimmer>,
    );
    await user.click(screen.getByText('Inside'));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClickOutside).not.toHaveBeenCalled();
    await user.click(container.firstElementChild!);
    expect(onClickOutside).toHaveBeenCalledTimes(1);
    expect(onClickOutside.mock.calls[0]![1]).toMatchObject({ active: true });
    expect(container.firstElementChild).toHaveClass('active');
  });

  it('draws a page dimmer in <body> while active only, never on the server', () => {
    const error = vi.spyOn(console, 'error');
    expect(renderOnServer(<Dimmer page content="P" />)).toBe('');
    expect(renderOnServer(<Dimmer active content="A" />)).toContain('ui dimmer');
    render(<Dimmer page active content="Page" />);
    expect(screen.getByText('Page').closest('.ui.page.dimmer')!.parentElement).toBe(document.body);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
