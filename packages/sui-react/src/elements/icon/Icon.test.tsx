import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Icon, IconGroup } from './Icon.js';

describe('Icon', () => {
  it('draws the name and each variation as classes, decorative by default', () => {
    const { container } = render(
      <Icon
        name="arrow left"
        color="red"
        size="large"
        bordered
        circular
        flipped="horizontally"
        rotated="clockwise"
      />,
    );
    const icon = container.querySelector('i')!;
    expect(icon.className.split(' ').sort()).toEqual(
      [
        'arrow',
        'left',
        'red',
        'large',
        'bordered',
        'circular',
        'horizontally',
        'flipped',
        'clockwise',
        'rotated',
        'icon',
      ].sort(),
    );
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).not.toHaveAttribute('role');
  });

  it('is an image with a name when it has an aria-label', () => {
    render(<Icon name="trash" aria-label="Delete" />);
    const img = screen.getByRole('img', { name: 'Delete' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('gives a corner icon `corner`, or its position before it', () => {
    const { container } = render(
      <IconGroup size="big">
        <Icon name="twitter" />
        <Icon corner name="add" />
        <Icon corner="top left" name="add" />
      </IconGroup>,
    );
    expect(container.firstElementChild).toHaveClass('big', 'icons');
    const [, corner, topLeft] = container.querySelectorAll('i.icon');
    expect(corner).toHaveClass('corner');
    expect(topLeft).toHaveClass('top', 'left', 'corner', 'add', 'icon');
  });

  it('is both Icon.Group and IconGroup', () => {
    expect(Icon.Group).toBe(IconGroup);
  });

  it('renders another element through `as`, merges className and forwards the ref', () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<Icon as="span" name="user" className="extra" ref={ref} data-x="1" />);
    const span = container.querySelector('span')!;
    expect(span).toHaveClass('user', 'icon', 'extra');
    expect(span).toHaveAttribute('data-x', '1');
    expect(ref.current).toBe(span);
  });

  it('calls onClick with the event and its props, and not while disabled', () => {
    const onClick = vi.fn();
    const { container, rerender } = render(<Icon name="close" link onClick={onClick} />);
    fireEvent.click(container.querySelector('i')!);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![0]).toHaveProperty('type', 'click');
    expect(onClick.mock.calls[0]![1]).toMatchObject({ name: 'close', link: true });
    rerender(<Icon name="close" link disabled onClick={onClick} />);
    fireEvent.click(container.querySelector('i')!);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('passes no variation prop to the DOM and renders on the server', () => {
    const html = renderToString(<Icon name="user" color="red" inverted loading corner="top right" />);
    expect(html).toBe('<i aria-hidden="true" class="user red inverted loading top right corner icon"></i>');
  });

  it('draws nothing for false, null and undefined variations', () => {
    const html = renderToString(<Icon name="user" color={undefined} inverted={false} corner={false} />);
    expect(html).toBe('<i aria-hidden="true" class="user icon"></i>');
  });
});

describe('Icon.Group', () => {
  it('is decorative unless named, then one image', () => {
    const { container, rerender } = render(
      <IconGroup>
        <Icon name="user" />
      </IconGroup>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    rerender(
      <IconGroup aria-label="Add a user" size="big" color="blue">
        <Icon name="user" />
        <Icon corner name="add" />
      </IconGroup>,
    );
    const group = screen.getByRole('img', { name: 'Add a user' });
    expect(group).toHaveClass('big', 'blue', 'icons');
    expect(group).not.toHaveAttribute('aria-hidden');
  });

  it('takes its icons as content too', () => {
    const { container } = render(<IconGroup content={<Icon name="user" />} />);
    expect(container.querySelector('.icons > i.user.icon')).not.toBeNull();
  });
});
