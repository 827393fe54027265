import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestErrorBoundary } from '../../test-utils/ErrorBoundary.js';
import { Checkbox } from './Checkbox.js';
import { Radio, RadioGroup } from './Radio.js';

const form = () => document.querySelector('form')!;
const entries = (f: HTMLFormElement = form()) => [...new FormData(f).entries()];
const flush = () => act(() => new Promise((resolve) => setTimeout(resolve)));

describe('Checkbox in a native form', () => {
  it('submits value while checked; reset puts back defaultChecked, in the DOM and the look', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <Checkbox name="news" value="yes" label="News" />
        <Checkbox name="terms" defaultChecked label="Terms" />
      </form>,
    );
    expect(entries()).toEqual([['terms', 'on']]);
    await user.click(screen.getByText('News'));
    await user.click(screen.getByText('Terms'));
    expect(entries()).toEqual([['news', 'yes']]);
    act(() => form().reset());
    await flush();
    expect(entries()).toEqual([['terms', 'on']]);
    expect(screen.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Terms' }).parentElement).toHaveClass('checked');
  });

  it('a controlled box keeps its state through a reset, like React’s own', async () => {
    render(
      <form>
        <Checkbox name="c" checked={false} onChange={() => {}} defaultChecked label="C" />
      </form>,
    );
    act(() => form().reset());
    await flush();
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(entries()).toEqual([]);
  });

  it('required blocks while unchecked and marks it invalid; disabled submits nothing; form="id"; error', async () => {
    const user = userEvent.setup();
    render(
      <>
        <form id="f" />
        <form>
          <Checkbox name="must" required label="Must" />
          <Checkbox name="off" disabled defaultChecked label="Off" />
        </form>
        <Checkbox form="f" name="far" defaultChecked error label="Far" />
      </>,
    );
    const [outer, inner] = [...document.querySelectorAll('form')] as HTMLFormElement[];
    expect(inner!.checkValidity()).toBe(false);
    act(() => void inner!.reportValidity());
    const must = screen.getByRole('checkbox', { name: 'Must' });
    expect(must).toHaveAttribute('aria-invalid', 'true');
    await user.click(must);
    expect(inner!.checkValidity()).toBe(true);
    expect(must).not.toHaveAttribute('aria-invalid');
    expect(entries(inner)).toEqual([['must', 'on']]);
    expect(entries(outer)).toEqual([['far', 'on']]);
    expect(screen.getByRole('checkbox', { name: 'Far' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('RadioGroup in a native form', () => {
  const group = (props: Record<string, unknown> = {}) => (
    <RadioGroup<string | number> name="size" aria-label="Size" {...props}>
      <Radio value="s" label="Small" />
      <Radio value={2} label="Two" />
    </RadioGroup>
  );

  it('submits the chosen value as text; reset puts back defaultValue', async () => {
    const user = userEvent.setup();
    render(<form>{group({ defaultValue: 's' })}</form>);
    expect(entries()).toEqual([['size', 's']]);
    await user.click(screen.getByText('Two'));
    expect(entries()).toEqual([['size', '2']]);
    act(() => form().reset());
    await flush();
    expect(entries()).toEqual([['size', 's']]);
    expect(screen.getByRole('radio', { name: 'Small' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Small' }).parentElement).toHaveClass('checked');
  });

  it('a controlled group hears of the reset with defaultValue and keeps its value until the owner changes it', async () => {
    const onChange = vi.fn();
    render(<form>{group({ value: 2, onChange, defaultValue: 's' })}</form>);
    act(() => form().reset());
    await flush();
    expect(onChange).toHaveBeenCalledWith('s');
    expect(screen.getByRole('radio', { name: 'Two' })).toBeChecked();
    expect(entries()).toEqual([['size', '2']]);
  });

  it('a reset to no default clears an uncontrolled group without calling onChange', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<form>{group({ onChange })}</form>);
    await user.click(screen.getByText('Two'));
    expect(onChange).toHaveBeenCalledTimes(1);
    act(() => form().reset());
    await flush();
    expect(entries()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'Two' })).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('required blocks while none is chosen and marks the radios invalid; disabled submits nothing', async () => {
    const user = userEvent.setup();
    render(
      <form>
        {group({ required: true })}
        <RadioGroup name="off" disabled defaultValue="x">
          <Radio value="x" label="X" />
        </RadioGroup>
      </form>,
    );
    expect(form().checkValidity()).toBe(false);
    act(() => void form().reportValidity());
    expect(screen.getByRole('radio', { name: 'Small' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByText('Small'));
    expect(form().checkValidity()).toBe(true);
    expect(screen.getByRole('radio', { name: 'Small' })).not.toHaveAttribute('aria-invalid');
    expect(entries()).toEqual([['size', 's']]);
  });

  it('an object value with a name is an error naming the group, name and value; formValue turns it into text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = { id: 1 };
    render(
      <TestErrorBoundary>
        <RadioGroup name="pick">
          <Radio value={a} label="A" />
        </RadioGroup>
      </TestErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'RadioGroup: name "pick" submits the chosen value as text, but {"id":1} is not a string or a number. Give formValue to turn a value into text.',
    );
    vi.restoreAllMocks();
    render(
      <form>
        <RadioGroup name="pick" defaultValue={a} formValue={(v) => `#${v.id}`}>
          <Radio value={a} label="A" />
        </RadioGroup>
      </form>,
    );
    expect(entries()).toEqual([['pick', '#1']]);
  });

  it('an empty name submits nothing, so an object value needs no formValue then', () => {
    render(
      <form>
        <Radio name="" value={{ id: 1 }} checked label="A" />
      </form>,
    );
    expect(entries()).toEqual([]);
    expect(screen.getByRole('radio', { name: 'A' })).toBeChecked();
  });
});
