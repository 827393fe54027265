import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { Checkbox, Radio } from './index.js';

describe('compat Checkbox', () => {
  it("draws Semantic UI React's classes: fitted without a label, hidden on the input", () => {
    const { container, rerender } = render(<Checkbox />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('ui checkbox fitted');
    expect(root.querySelector('input')).toHaveClass('hidden');
    expect(root.querySelector('input')).toHaveAttribute('tabindex', '0');
    rerender(<Checkbox label="Accept" toggle disabled />);
    expect(root).toHaveClass('ui checkbox toggle disabled');
    expect(root).not.toHaveClass('fitted');
    expect(root.querySelector('input')).toHaveAttribute('tabindex', '-1');
    rerender(<Checkbox label={{ children: 'From props' }} />);
    expect(screen.getByRole('checkbox', { name: 'From props' })).toBeInTheDocument();
  });

  it('is uncontrolled with defaultChecked and calls onChange(event, data) and onClick(event, data)', async () => {
    const onChange = vi.fn();
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Ok" name="ok" value={3} onChange={onChange} onClick={onClick} />);
    await user.click(screen.getByText('Ok'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(onClick.mock.calls[0]![1]).toMatchObject({ name: 'ok', checked: true, indeterminate: false });
    expect(onChange).toHaveBeenCalledTimes(1);
    const [event, data] = onChange.mock.calls[0]!;
    expect(event.type).toBe('change');
    expect(data).toMatchObject({ label: 'Ok', name: 'ok', value: 3, checked: true, indeterminate: false });
  });

  it('is controlled with checked, and clears defaultIndeterminate on the first change', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox
          label="C"
          checked={checked}
          defaultIndeterminate
          onChange={(_, d) => setChecked(d.checked)}
        />
      );
    }
    render(<Controlled />);
    const box = screen.getByRole('checkbox');
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    expect(box.parentElement).toHaveClass('indeterminate');
    await user.click(box);
    expect(box).toBeChecked();
    expect(box).not.toHaveAttribute('aria-checked');
    expect(box.parentElement).toHaveClass('checked');
  });

  it('ignores the user when readOnly', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="R" readOnly onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('checkbox'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox').parentElement).toHaveClass('read-only');
  });

  it('renders on the server without warnings', () => {
    const error = vi.spyOn(console, 'error');
    const html = renderOnServer(<Checkbox label="S" defaultChecked slider />);
    expect(html).toContain('class="ui checkbox checked slider"');
    expect(html).toContain('class="hidden"');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('compat Radio', () => {
  it('draws a radio, or a switch with toggle, and calls onChange(event, data) with checked: true', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(
      <form>
        <Radio label="A" name="pick" value="a" defaultChecked />
        <Radio label="B" name="pick" value="b" onChange={onChange} />
        <Radio label="T" name="other" toggle />
      </form>,
    );
    const [a, b, t] = screen.getAllByRole('radio');
    expect(a!.parentElement).toHaveClass('ui radio checkbox checked');
    expect(a).toHaveClass('hidden');
    expect(t!.parentElement!.className).toBe('ui checkbox toggle');
    await user.click(screen.getByText('B'));
    expect(b!.parentElement).toHaveClass('checked');
    expect(a!.parentElement).not.toHaveClass('checked');
    // The inputs themselves follow (React puts a controlled radio back before the browser's change
    // event, so the uncontrolled radios follow the chosen one's own event).
    expect([(a as HTMLInputElement).checked, (b as HTMLInputElement).checked]).toEqual([false, true]);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![1]).toMatchObject({ value: 'b', checked: true, type: 'radio' });
  });

  it('is controlled with checked', async () => {
    function Group() {
      const [value, setValue] = useState('x');
      return ['x', 'y'].map((v) => (
        <Radio
          key={v}
          label={v}
          value={v}
          checked={value === v}
          onChange={(_, d) => setValue(String(d.value))}
        />
      ));
    }
    render(<Group />);
    await userEvent.setup().click(screen.getByText('y'));
    expect(screen.getByRole('radio', { name: 'y' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'x' })).not.toBeChecked();
  });
});

describe('compat Checkbox bad input', () => {
  it('refuses a tabIndex that is not a whole number', () => {
    for (const tabIndex of ['x', Number.NaN, 1.5, Number.POSITIVE_INFINITY])
      expect(() => renderToString(<Checkbox label="A" tabIndex={tabIndex} />)).toThrow(
        /Checkbox: tabIndex must be a whole number/,
      );
    expect(() => renderToString(<Radio label="A" tabIndex="x" />)).toThrow(
      /Radio: tabIndex must be a whole number/,
    );
    expect(renderToString(<Checkbox label="A" tabIndex="2" />)).toContain('tabindex="2"');
  });
});
