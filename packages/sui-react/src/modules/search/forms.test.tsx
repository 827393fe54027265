import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Search } from './Search.js';

const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];
const input = () => screen.getByRole('combobox');
const OPTIONS = ['Apples', 'Oranges', 'Pears'];

describe('Search in a native form', () => {
  it('submits its text under its name, like a text input; a chosen result’s text too; reset empties it', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Search name="q" options={OPTIONS} searchDelay={0} transitionDuration={0} aria-label="Fruit" />
      </form>,
    );
    expect(entries()).toEqual([['q', '']]);
    await user.type(input(), 'ora');
    expect(entries()).toEqual([['q', 'ora']]);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(entries()).toEqual([['q', 'Oranges']]);
    act(() => form().reset());
    expect(input()).toHaveValue('');
    expect(entries()).toEqual([['q', '']]);
  });

  it('a reset returns to defaultValue, and reports it through onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form>
        <Search
          name="q"
          defaultValue="Pe"
          onChange={onChange}
          options={OPTIONS}
          searchDelay={0}
          aria-label="Fruit"
        />
      </form>,
    );
    expect(entries()).toEqual([['q', 'Pe']]);
    await user.type(input(), 'a');
    expect(onChange).toHaveBeenLastCalledWith('Pea');
    act(() => form().reset());
    expect(input()).toHaveValue('Pe');
    expect(onChange).toHaveBeenLastCalledWith('Pe');
    expect(entries()).toEqual([['q', 'Pe']]);
  });

  it('required blocks while empty (natively, on the input); the invalid state shows until the text changes', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Search name="q" required options={OPTIONS} aria-label="Fruit" />
      </form>,
    );
    expect(input()).toBeRequired();
    expect(form().checkValidity()).toBe(false);
    act(() => void form().reportValidity());
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(input().parentElement).toHaveClass('ui input error');
    await user.type(input(), 'x');
    expect(form().checkValidity()).toBe(true);
    expect(input()).not.toHaveAttribute('aria-invalid');
  });

  it('disabled submits nothing; form="id" joins a form elsewhere; error marks it invalid', () => {
    render(
      <>
        <form id="f" />
        <form>
          <Search name="off" disabled required options={OPTIONS} aria-label="Off" />
        </form>
        <Search name="q" form="f" error options={OPTIONS} aria-label="Q" />
      </>,
    );
    const [outer, inner] = [...document.querySelectorAll('form')] as HTMLFormElement[];
    expect(entries(inner)).toEqual([]);
    expect(inner!.checkValidity()).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Off' })).toBeDisabled();
    expect(entries(outer)).toEqual([['q', '']]);
    expect(screen.getByRole('combobox', { name: 'Q' })).toHaveAttribute('aria-invalid', 'true');
  });
});
