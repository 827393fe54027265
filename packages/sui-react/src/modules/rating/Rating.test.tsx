import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Rating } from './Rating.js';
import { serverError } from '../../test-utils/server.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { ratingKeyboard } from './keyboard.js';

/** Tabs to a rating of 2 of 5, presses the keys, and returns the values reported (a key at an end reports nothing). */
async function press(keys: string, defaultValue = 2) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<Rating defaultValue={defaultValue} onChange={onChange} />);
  await user.tab();
  expect(screen.getByRole('slider')).toHaveFocus();
  await user.keyboard(keys);
  return {
    values: onChange.mock.calls.map((c) => c[0] as number),
    now: screen.getByRole('slider').getAttribute('aria-valuenow'),
  };
}

testKeyboard('Rating', ratingKeyboard, {
  'ArrowRight, ArrowUp': async () => {
    expect(await press('{ArrowRight}{ArrowUp}{ArrowUp}{ArrowUp}')).toEqual({
      values: [3, 4, 5],
      now: '5',
    });
  },
  'ArrowLeft, ArrowDown': async () => {
    expect(await press('{ArrowLeft}{ArrowDown}{ArrowDown}')).toEqual({ values: [1, 0], now: '0' });
  },
  Home: async () => {
    expect(await press('{Home}', 4)).toEqual({ values: [0], now: '0' });
  },
  End: async () => {
    expect(await press('{End}')).toEqual({ values: [5], now: '5' });
  },
});

const icons = () => Array.from(document.querySelectorAll('.ui.rating > i'));

describe('Rating', () => {
  it('renders the Fomantic markup: one star icon per point, the value active', () => {
    render(<Rating defaultValue={3} className="yellow" />);
    const slider = screen.getByRole('slider', { name: 'Rating' });
    expect(slider).toHaveClass('ui rating yellow');
    expect(icons()).toHaveLength(5);
    expect(icons().map((i) => i.className)).toEqual([
      'star icon active',
      'star icon active',
      'star icon active',
      'star icon',
      'star icon',
    ]);
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '5');
    expect(slider).toHaveAttribute('aria-valuetext', '3 of 5');
    expect(icons()[0]).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes its colour and size as props, and neither reaches the DOM', () => {
    render(<Rating color="yellow" size="large" className="x" />);
    const slider = screen.getByRole('slider');
    expect(slider.className).toBe('ui rating yellow large x');
    expect(slider).not.toHaveAttribute('color');
    expect(slider).not.toHaveAttribute('size');
  });

  it('draws hearts for the heart class, or any icon given', () => {
    const { rerender } = render(<Rating className="red heart" maximum={2} />);
    expect(icons().map((i) => i.className)).toEqual(['heart icon', 'heart icon']);
    rerender(<Rating icon="thumbs up" maximum={1} />);
    expect(icons()[0]).toHaveClass('thumbs up icon');
  });

  it('sets the value by click and previews it on hover', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Rating maximum={10} onChange={onChange} />);
    expect(icons()).toHaveLength(10);
    await user.hover(icons()[3]!);
    expect(icons().filter((i) => i.classList.contains('selected'))).toHaveLength(4);
    await user.click(icons()[3]!);
    expect(onChange).toHaveBeenCalledWith(4);
    expect(icons().filter((i) => i.classList.contains('active'))).toHaveLength(4);
    await user.unhover(screen.getByRole('slider'));
    expect(icons().filter((i) => i.classList.contains('selected'))).toHaveLength(0);
  });

  it('read-only: focusable, announced, but neither clicks, hover nor keys change it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Rating defaultValue={2} readOnly onChange={onChange} />);
    const slider = screen.getByRole('slider');
    expect(slider).toHaveClass('ui rating read-only');
    expect(slider).toHaveAttribute('aria-readonly', 'true');
    await user.hover(icons()[4]!);
    expect(icons().filter((i) => i.classList.contains('selected'))).toHaveLength(0);
    // A click focuses it (it stays reachable) but does not change it.
    await user.click(icons()[4]!);
    expect(slider).toHaveFocus();
    expect(slider).toHaveAttribute('tabindex', '0');
    await user.keyboard('{ArrowRight}{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('follows a controlled value, clamped to the maximum, and keeps its own aria-label', async () => {
    function Controlled() {
      const [value, setValue] = useState(7);
      return (
        <>
          <Rating value={value} onChange={setValue} aria-label="Stars" />
          <output>{value}</output>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Controlled />);
    const slider = screen.getByRole('slider', { name: 'Stars' });
    expect(slider).toHaveAttribute('aria-valuenow', '5');
    await user.click(icons()[1]!);
    expect(screen.getByRole('status')).toHaveTextContent('2');
    expect(slider).toHaveAttribute('aria-valuenow', '2');
  });

  it('shows a value out of range at the nearest end, and a fraction rounded', () => {
    const { rerender } = render(<Rating value={9} maximum={5} aria-label="Stars" />);
    const slider = screen.getByRole('slider', { name: 'Stars' });
    expect(slider).toHaveAttribute('aria-valuetext', '5 of 5');
    expect(icons().filter((i) => i.classList.contains('active'))).toHaveLength(5);
    const shown: Array<[number, string]> = [
      [-2, '0'],
      [-Infinity, '0'],
      [Infinity, '5'],
      [1e300, '5'],
      [2.5, '3'],
      [2.49, '2'],
    ];
    for (const [value, now] of shown) {
      rerender(<Rating value={value} maximum={5} aria-label="Stars" />);
      expect(slider).toHaveAttribute('aria-valuenow', now);
    }
    rerender(<Rating key="u" defaultValue={Infinity} maximum={100} aria-label="Stars" />);
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '100 of 100');
    expect(icons()).toHaveLength(100);
  });

  it('throws clear errors for a bad maximum or a NaN value', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const rule = 'a whole number from 1 to 100';
    const cases: Array<[React.ReactNode, string]> = [
      [<Rating key="a" maximum={-1} />, `Rating: maximum must be ${rule} (got -1).`],
      [<Rating key="b" maximum={Number.NaN} />, `Rating: maximum must be ${rule} (got NaN).`],
      [<Rating key="c" maximum={0} />, `Rating: maximum must be ${rule} (got 0).`],
      [<Rating key="d" maximum={2.5} />, `Rating: maximum must be ${rule} (got 2.5).`],
      [<Rating key="e" maximum={Infinity} />, `Rating: maximum must be ${rule} (got Infinity).`],
      [<Rating key="f" maximum={101} />, `Rating: maximum must be ${rule} (got 101).`],
      [<Rating key="g" maximum={1e7} />, `Rating: maximum must be ${rule} (got 10000000).`],
      [<Rating key="h" value={Number.NaN} />, 'Rating: value must be a number (got NaN).'],
      [<Rating key="i" defaultValue={Number.NaN} />, 'Rating: defaultValue must be a number (got NaN).'],
    ];
    for (const [element, message] of cases) {
      const { unmount } = render(<TestErrorBoundary>{element}</TestErrorBoundary>);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      unmount();
    }
    vi.restoreAllMocks();
  });
});

describe('Rating value errors', () => {
  it('names defaultValue when the uncontrolled start value is NaN (found by the prop fuzz)', () => {
    expect(serverError(<Rating defaultValue={Number.NaN} />)).toBe(
      'Rating: defaultValue must be a number (got NaN).',
    );
    expect(serverError(<Rating value={Number.NaN} />)).toBe('Rating: value must be a number (got NaN).');
  });
});
