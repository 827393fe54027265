import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { SAMPLE_ITEMS } from '../../test-utils/samples.js';
import { MultiSelect } from './MultiSelect.js';
import { Select } from './Select.js';

const ITEMS = SAMPLE_ITEMS;
const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];
const combobox = () => screen.getByRole('combobox');

describe('Select in a native form', () => {
  it('submits the value under its name, nothing while empty', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Select name="fruit" options={ITEMS} labelField="name" valueField="id" aria-label="Fruit" />
      </form>,
    );
    expect(entries()).toEqual([]);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Oranges' }));
    expect(entries()).toEqual([['fruit', '5']]);
  });

  it('form.reset() puts back defaultValue; a controlled select gets onChange(defaultValue)', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Select name="a" defaultValue={2} options={ITEMS} labelField="name" valueField="id" aria-label="A" />
      </form>,
    );
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Apples' }));
    expect(entries()).toEqual([['a', '8']]);
    act(() => form().reset());
    expect(entries()).toEqual([['a', '2']]);
    expect(combobox()).toHaveTextContent('What');
  });

  it('a controlled select is told the default on reset and shows what its owner passes', () => {
    const onChange = vi.fn();
    const select = (value: number) => (
      <form>
        <Select
          name="a"
          value={value}
          defaultValue={2}
          onChange={onChange}
          options={ITEMS}
          labelField="name"
          valueField="id"
        />
      </form>
    );
    const { rerender } = render(select(8));
    act(() => form().reset());
    expect(onChange).toHaveBeenCalledWith(2);
    expect(entries()).toEqual([['a', '8']]);
    rerender(select(2));
    expect(entries()).toEqual([['a', '2']]);
  });

  it('a reset to no default empties an uncontrolled select and calls no onChange (it only gets values)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <form>
        <Select
          name="a"
          onChange={onChange}
          options={ITEMS}
          labelField="name"
          valueField="id"
          aria-label="A"
        />
      </form>,
    );
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Bar' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => form().reset());
    expect(entries()).toEqual([]);
    expect(onChange).toHaveBeenCalledTimes(1);
    // Controlled with no default: the value stays, nobody is called.
    rerender(
      <form>
        <Select name="a" value={4} onChange={onChange} options={ITEMS} labelField="name" valueField="id" />
      </form>,
    );
    act(() => form().reset());
    expect(entries()).toEqual([['a', '4']]);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('required blocks the form while empty; the invalid event sends focus to the combobox and shows the error', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Select required name="a" options={ITEMS} labelField="name" valueField="id" aria-label="A" />
      </form>,
    );
    expect(combobox()).toHaveAttribute('aria-required', 'true');
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    expect(form().checkValidity()).toBe(false);
    // The anchor is out of the tab order and hidden from assistive technology.
    const anchor = combobox().querySelector('input')!;
    expect(anchor).toHaveAttribute('tabindex', '-1');
    expect(anchor).toHaveAttribute('aria-hidden', 'true');
    expect(anchor).not.toHaveAttribute('name');
    act(() => void form().reportValidity());
    // jsdom does not focus the first invalid control as browsers do; do it as they do.
    act(() => anchor.focus());
    expect(combobox()).toHaveFocus();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
    expect(combobox()).toHaveClass('error');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(form().checkValidity()).toBe(true);
    expect(combobox()).not.toHaveAttribute('aria-invalid');
    expect(entries()).toEqual([['a', '0']]);
  });

  it('disabled submits nothing and does not block; form="id" joins a form elsewhere', () => {
    render(
      <>
        <form id="elsewhere" />
        <form>
          <Select
            disabled
            required
            name="d"
            defaultValue={1}
            options={ITEMS}
            valueField="id"
            labelField="name"
          />
          <Select
            form="elsewhere"
            name="e"
            defaultValue={3}
            options={ITEMS}
            valueField="id"
            labelField="name"
          />
        </form>
      </>,
    );
    const [outer, inner] = [...document.querySelectorAll('form')] as HTMLFormElement[];
    expect(entries(inner)).toEqual([]);
    expect(inner!.checkValidity()).toBe(true);
    expect(entries(outer)).toEqual([['e', '3']]);
  });

  it('form="id" resets with that form', async () => {
    const user = userEvent.setup();
    render(
      <>
        <form id="f" />
        <Select form="f" name="e" options={ITEMS} valueField="id" labelField="name" aria-label="E" />
      </>,
    );
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Test' }));
    expect(entries()).toEqual([['e', '1']]);
    act(() => form().reset());
    expect(entries()).toEqual([]);
  });

  it('the error prop adds the error class and aria-invalid', () => {
    render(<Select error options={ITEMS} labelField="name" aria-label="A" />);
    expect(combobox()).toHaveClass('ui dropdown error');
    expect(combobox()).toHaveAttribute('aria-invalid', 'true');
  });

  it('a value that is not text is an error naming the select, name and value; formValue turns it into text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <TestErrorBoundary>
        <Select name="item" defaultValue={ITEMS[1]} options={ITEMS} labelField="name" />
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Select: name "item" submits each value as text, but {"id":1,"name":"Test"} is not a string or a number. Set valueField to a string or number property of the options, or give formValue to turn a value into text.',
    );
    vi.restoreAllMocks();
    render(
      <form>
        <Select
          name="item"
          defaultValue={ITEMS[1]}
          options={ITEMS}
          labelField="name"
          formValue={(item) => item!.name}
        />
      </form>,
    );
    expect(entries()).toEqual([['item', 'Test']]);
  });
});

describe('MultiSelect in a native form', () => {
  it('submits one entry per value, in order; reset puts back defaultValue', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <MultiSelect
          name="tags"
          defaultValue={['b']}
          options={['a', 'b', 'c']}
          aria-label="Tags"
          transitionDuration={0}
        />
      </form>,
    );
    expect(entries()).toEqual([['tags', 'b']]);
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'c' }));
    await user.click(screen.getByRole('option', { name: 'a' }));
    expect(entries()).toEqual([
      ['tags', 'b'],
      ['tags', 'c'],
      ['tags', 'a'],
    ]);
    act(() => form().reset());
    expect(entries()).toEqual([['tags', 'b']]);
  });

  it('required blocks while empty and passes with one value; a controlled one hears of the reset', () => {
    function Owner() {
      const [tags, setTags] = useState<string[]>(['a']);
      return (
        <form>
          <MultiSelect
            required
            name="t"
            value={tags}
            onChange={setTags}
            options={['a', 'b']}
            aria-label="T"
          />
        </form>
      );
    }
    render(<Owner />);
    expect(form().checkValidity()).toBe(true);
    // The owner accepts the default (none): the form is then invalid.
    act(() => form().reset());
    expect(entries()).toEqual([]);
    expect(form().checkValidity()).toBe(false);
    const invalid = vi.fn();
    combobox().querySelector('input')!.addEventListener('invalid', invalid);
    fireEvent.submit(form());
    expect(form().reportValidity()).toBe(false);
    expect(invalid).toHaveBeenCalled();
  });
});
