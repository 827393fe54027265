import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Rating } from './Rating.js';

const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];
const slider = () => screen.getByRole('slider');

describe('Rating in a native form', () => {
  it('submits its number under its name; 0 submits nothing; reset puts back defaultValue', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Rating name="stars" defaultValue={2} />
      </form>,
    );
    expect(entries()).toEqual([['stars', '2']]);
    slider().focus();
    await user.keyboard('{End}');
    expect(entries()).toEqual([['stars', '5']]);
    await user.keyboard('{Home}');
    expect(entries()).toEqual([]);
    act(() => form().reset());
    expect(entries()).toEqual([['stars', '2']]);
    expect(slider()).toHaveAttribute('aria-valuenow', '2');
  });

  it('a controlled rating is told the default on reset', () => {
    const onChange = vi.fn();
    render(
      <form>
        <Rating name="r" value={4} onChange={onChange} />
      </form>,
    );
    act(() => form().reset());
    expect(onChange).toHaveBeenCalledWith(0);
    expect(entries()).toEqual([['r', '4']]);
  });

  it('required blocks at 0; the invalid event focuses the slider and marks it invalid', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Rating name="r" required />
      </form>,
    );
    expect(slider()).toHaveAttribute('aria-required', 'true');
    expect(form().checkValidity()).toBe(false);
    const anchor = form().querySelector<HTMLInputElement>('input:not([type=hidden])')!;
    expect(anchor).toHaveAttribute('tabindex', '-1');
    expect(anchor).toHaveAttribute('aria-hidden', 'true');
    let valid = true;
    act(() => void (valid = form().reportValidity()));
    expect(valid).toBe(false);
    act(() => anchor.focus());
    expect(slider()).toHaveFocus();
    expect(slider()).toHaveAttribute('aria-invalid', 'true');
    expect(slider()).toHaveClass('error');
    await user.keyboard('{ArrowRight}');
    expect(form().checkValidity()).toBe(true);
    expect(slider()).not.toHaveAttribute('aria-invalid');
  });

  it('disabled: out of the tab order, ignores keys, submits nothing, does not block', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Rating name="r" required disabled defaultValue={3} />
      </form>,
    );
    expect(slider()).toHaveAttribute('tabindex', '-1');
    expect(slider()).toHaveClass('ui rating disabled');
    expect(slider()).toHaveAttribute('aria-disabled', 'true');
    slider().focus();
    await user.keyboard('{End}');
    expect(slider()).toHaveAttribute('aria-valuenow', '3');
    expect(entries()).toEqual([]);
    expect(form().checkValidity()).toBe(true);
  });

  it('form="id" joins and resets with a form elsewhere; error marks it invalid', async () => {
    const user = userEvent.setup();
    render(
      <>
        <form id="f" />
        <Rating form="f" name="r" error />
      </>,
    );
    slider().focus();
    await user.keyboard('{ArrowRight}');
    expect(entries()).toEqual([['r', '1']]);
    expect(slider()).toHaveAttribute('aria-invalid', 'true');
    act(() => form().reset());
    expect(entries()).toEqual([]);
  });
});
