import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Rating } from './index.js';

const icons = (root: Element) => Array.from(root.querySelectorAll('i'));

describe('compat Rating', () => {
  it('draws maxRating icons (1 by default) with the icon class on the rating', () => {
    const { container, rerender } = render(<Rating />);
    expect(icons(container)).toHaveLength(1);
    rerender(<Rating key="new" icon="heart" defaultRating={2} maxRating={4} size="large" />);
    expect(container.firstElementChild).toHaveClass('ui heart rating large');
    expect(icons(container).map((i) => i.className)).toEqual([
      'heart icon active',
      'heart icon active',
      'heart icon',
      'heart icon',
    ]);
  });

  it('calls onRate(event, data) on a click, uncontrolled', async () => {
    const onRate = vi.fn();
    const { container } = render(<Rating icon="star" maxRating={5} onRate={onRate} name="r" />);
    await userEvent.setup().click(icons(container)[2]!);
    expect(onRate).toHaveBeenCalledTimes(1);
    const [event, data] = onRate.mock.calls[0]!;
    expect(event.type).toBe('click');
    expect(data).toMatchObject({ rating: 3, maxRating: 5, name: 'r' });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '3');
  });

  it("clears per clearable: 'auto' toggles one icon, true clears the same rating, false never", async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<Rating />);
    await user.click(icons(container)[0]!);
    expect(icons(container)[0]).toHaveClass('active');
    await user.click(icons(container)[0]!);
    expect(icons(container)[0]).not.toHaveClass('active');
    rerender(<Rating key="b" maxRating={3} defaultRating={2} clearable />);
    await user.click(icons(container)[1]!);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
    rerender(<Rating key="c" maxRating={3} defaultRating={2} clearable={false} />);
    await user.click(icons(container)[1]!);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '2');
  });

  it('is controlled by rating and reports keys with their event', async () => {
    const onRate = vi.fn();
    function Controlled() {
      const [rating, setRating] = useState(1);
      return (
        <Rating
          maxRating={5}
          rating={rating}
          onRate={(event, data) => {
            onRate(event, data);
            setRating(data.rating);
          }}
        />
      );
    }
    render(<Controlled />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.setup().keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(onRate.mock.calls[0]![0].type).toBe('keydown');
    expect(onRate.mock.calls[0]![1]).toMatchObject({ rating: 2 });
  });

  it('ignores the user when disabled', async () => {
    const onRate = vi.fn();
    const { container } = render(<Rating maxRating={3} disabled onRate={onRate} />);
    await userEvent.setup().click(icons(container)[1]!);
    expect(onRate).not.toHaveBeenCalled();
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Rating icon="star" defaultRating={3} maxRating={3} />);
    expect(html).toContain('class="ui rating star"');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
