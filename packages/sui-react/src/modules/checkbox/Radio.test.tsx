import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './Radio.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { radioKeyboard } from './keyboard.js';

const objectValue = { example: 'object' };
const values: unknown[] = ['hello', 'world', 'example', objectValue];

function Group(props: { initial?: unknown; onChange?: (v: unknown) => void; readOnly?: boolean }) {
  const [value, setValue] = useState<unknown>(props.initial ?? 'world');
  return (
    <>
      <RadioGroup
        aria-label="Example"
        value={value}
        readOnly={props.readOnly}
        onChange={(v) => {
          setValue(v);
          props.onChange?.(v);
        }}
      >
        {values.map((v) => (
          <Radio key={JSON.stringify(v)} value={v} label={`Value: ${JSON.stringify(v)}`} />
        ))}
      </RadioGroup>
      <output>{JSON.stringify(value)}</output>
    </>
  );
}

const radio = (value: string) => screen.getByRole('radio', { name: `Value: ${value}` });

testKeyboard('RadioGroup', radioKeyboard, {
  Tab: async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Group />);
    await user.tab();
    expect(radio('"world"')).toHaveFocus();
    unmount();
    render(<Group initial="nowhere" />);
    await user.tab();
    expect(radio('"hello"')).toHaveFocus();
  },
  'ArrowDown, ArrowRight': async () => {
    const user = userEvent.setup();
    render(<Group />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(radio('"example"')).toBeChecked();
    expect(radio('"example"')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('status')).toHaveTextContent('{"example":"object"}');
    await user.keyboard('{ArrowDown}');
    expect(radio('"hello"')).toBeChecked();
  },
  'ArrowUp, ArrowLeft': async () => {
    const user = userEvent.setup();
    render(<Group />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(radio('"hello"')).toBeChecked();
    expect(radio('"hello"')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('status')).toHaveTextContent('{"example":"object"}');
  },
  Space: async () => {
    const user = userEvent.setup();
    render(<Group initial="nowhere" />);
    for (const box of screen.getAllByRole('radio')) expect(box).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('"nowhere"');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('"hello"');
  },
});

describe('Radio and RadioGroup', () => {
  it('is a labelled radiogroup of real radios sharing one name', () => {
    render(<Group />);
    const group = screen.getByRole('radiogroup', { name: 'Example' });
    const radios = screen.getAllByRole('radio');
    expect(group).toContainElement(radios[0]!);
    const names = new Set(radios.map((r) => r.getAttribute('name')));
    expect(names.size).toBe(1);
    expect(screen.getByRole('radio', { name: 'Value: "world"' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Value: "world"' }).parentElement).toHaveClass(
      'ui radio checkbox checked',
    );
  });

  it('chooses values of any type by click, including objects', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Group onChange={onChange} />);
    await user.click(screen.getByText('Value: {"example":"object"}'));
    expect(onChange).toHaveBeenCalledWith(objectValue);
    expect(screen.getByRole('status')).toHaveTextContent('{"example":"object"}');
  });

  it('a read-only group ignores the user', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Group readOnly onChange={onChange} />);
    await user.click(screen.getByText('Value: "hello"'));
    await user.keyboard('{ArrowDown}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Value: "world"' })).toBeChecked();
  });

  it('takes the checkbox variations as props, none reaching the input (a switch is not drawn round)', () => {
    render(
      <RadioGroup aria-label="Size">
        <Radio value="s" label="Small" toggle size="small" className="x" />
      </RadioGroup>,
    );
    const radio = screen.getByRole('radio', { name: 'Small' });
    expect(radio.parentElement!.className).toBe('ui checkbox toggle small x');
    expect(radio).not.toHaveAttribute('size');
    expect(radio).not.toHaveAttribute('toggle');
  });

  it('a standalone radio uses checked and onChange', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Radio value={7} name="n" label="Seven" onChange={onChange} />);
    await user.click(screen.getByText('Seven'));
    expect(onChange).toHaveBeenCalledWith(7, expect.anything());
  });
});
