import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RangeSlider, Slider } from './Slider.js';

const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];

describe('Slider and RangeSlider in a native form', () => {
  it('a slider submits its number; a range two entries under its name, start first', async () => {
    render(
      <form>
        <Slider aria-label="Volume" name="volume" defaultValue={30} />
        <RangeSlider aria-label="Price" name="price" defaultValue={[10, 80]} step={10} />
      </form>,
    );
    expect(entries()).toEqual([
      ['volume', '30'],
      ['price', '10'],
      ['price', '80'],
    ]);
    screen.getByRole('slider', { name: 'Maximum' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(new FormData(form()).getAll('price')).toEqual(['10', '70']);
  });

  it('reset restores the default; a controlled slider is told it', async () => {
    const onChange = vi.fn();
    render(
      <form>
        <Slider aria-label="U" name="u" defaultValue={5} />
        <RangeSlider aria-label="C" name="c" value={[2, 4]} defaultValue={[1, 9]} onChange={onChange} />
      </form>,
    );
    screen.getByRole('slider', { name: 'U' }).focus();
    await userEvent.keyboard('{End}');
    expect(new FormData(form()).get('u')).toBe('100');
    act(() => form().reset());
    expect(new FormData(form()).get('u')).toBe('5');
    expect(screen.getByRole('slider', { name: 'U' })).toHaveAttribute('aria-valuenow', '5');
    expect(onChange).toHaveBeenCalledWith([1, 9]);
  });

  it('a disabled slider, or one with no name, submits nothing; form= joins a form elsewhere', () => {
    render(
      <>
        <form id="f" />
        <form>
          <Slider aria-label="D" name="d" disabled />
          <Slider aria-label="N" />
        </form>
        <Slider aria-label="Away" name="away" form="f" defaultValue={7} />
      </>,
    );
    const [outside, inside] = [...document.querySelectorAll('form')];
    expect(entries(inside)).toEqual([]);
    expect(entries(outside)).toEqual([['away', '7']]);
  });

  it('submits the snapped value, not the raw one', () => {
    render(
      <form>
        <Slider aria-label="S" name="s" value={0.30000000000000004} min={0} max={1} step={0.1} />
      </form>,
    );
    expect(entries()).toEqual([['s', '0.3']]);
  });
});
