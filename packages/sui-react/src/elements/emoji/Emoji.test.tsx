import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Emoji } from './Emoji.js';

describe('Emoji', () => {
  it('is an em with data-emoji and its variations as classes, decorative by default', () => {
    expect(renderToString(<Emoji name="smile" size="large" disabled loading link />)).toBe(
      '<em aria-hidden="true" data-emoji="smile" class="large disabled loading link"></em>',
    );
    expect(renderToString(<Emoji name=":rocket:" />)).toBe(
      '<em aria-hidden="true" data-emoji=":rocket:"></em>',
    );
  });

  it('is an image with a name when it has an aria-label', () => {
    render(<Emoji name="thumbsup" aria-label="Approved" />);
    const img = screen.getByRole('img', { name: 'Approved' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('merges className, forwards the ref and other props', () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<Emoji name="tada" className="x" ref={ref} title="Party" />);
    const em = container.querySelector('em')!;
    expect(em).toHaveClass('x');
    expect(em).toHaveAttribute('title', 'Party');
    expect(ref.current).toBe(em);
  });

  it('calls onClick with the event and its props, and not while disabled', () => {
    const onClick = vi.fn();
    const { container, rerender } = render(<Emoji name="heart" link onClick={onClick} />);
    fireEvent.click(container.querySelector('em')!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');
    expect(onClick.mock.calls[0]![1]).toMatchObject({ name: 'heart', link: true });
    rerender(<Emoji name="heart" link disabled onClick={onClick} />);
    fireEvent.click(container.querySelector('em')!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes only the names the kit draws (a type error otherwise)', () => {
    // @ts-expect-error: no such emoji in the kit.
    const bad = <Emoji name="not_an_emoji" />;
    expect(bad.props.name).toBe('not_an_emoji');
  });
});
