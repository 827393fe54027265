import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.js';
import { testKeyboard } from '../../test-utils/keyboard.js';
import { checkboxKeyboard } from './keyboard.js';

testKeyboard('Checkbox', checkboxKeyboard, {
  Tab: async () => {
    const user = userEvent.setup();
    render(
      <>
        <Checkbox label="Off" disabled />
        <Checkbox label="On" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'On' })).toHaveFocus();
  },
  Space: async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Accept" onChange={onChange} />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([true, false]);
  },
});

describe('Checkbox', () => {
  it('renders a real checkbox with its label and the Semantic classes', () => {
    render(<Checkbox label="Accept" name="accept" defaultChecked />);
    const box = screen.getByRole('checkbox', { name: 'Accept' });
    expect(box).toBeChecked();
    expect(box).toHaveAttribute('name', 'accept');
    expect(box.parentElement).toHaveClass('ui checkbox checked');
  });

  it('toggles by click on the label, reporting each change', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Accept" onChange={onChange} />);
    await user.click(screen.getByText('Accept'));
    expect(screen.getByRole('checkbox')).toBeChecked();
    await user.click(screen.getByText('Accept'));
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([true, false]);
  });

  it('follows a controlled value and mirrors it', async () => {
    function Mirror() {
      const [checked, setChecked] = useState(true);
      return (
        <>
          <Checkbox label="First" checked={checked} onChange={setChecked} />
          <Checkbox label="Mirror" checked={checked} onChange={setChecked} />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Mirror />);
    await user.click(screen.getByRole('checkbox', { name: 'First' }));
    expect(screen.getByRole('checkbox', { name: 'Mirror' })).not.toBeChecked();
  });

  it('read-only shows the state, stays focusable and ignores the user', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Checkbox label="Locked" readOnly defaultChecked onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Locked' });
    await user.click(box);
    box.focus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-readonly', 'true');
    expect(box.parentElement).toHaveClass('read-only');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('disabled cannot be changed', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Off" disabled />);
    await user.click(screen.getByText('Off'));
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('checkbox').parentElement).toHaveClass('disabled');
  });

  it('is a switch when styled as toggle or slider', () => {
    render(
      <>
        <Checkbox label="Toggle" className="toggle" />
        <Checkbox label="Slider" className="slider" />
        <Checkbox label="Plain" />
      </>,
    );
    expect(screen.getByRole('switch', { name: 'Toggle' }).parentElement).toHaveClass('ui checkbox toggle');
    expect(screen.getByRole('switch', { name: 'Slider' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Plain' })).toBeInTheDocument();
  });

  it('takes its variations as props: toggle and slider make a switch, none reaches the input', () => {
    render(
      <>
        <Checkbox label="Toggle" toggle size="large" inverted rightAligned className="x" />
        <Checkbox label="Slider" slider fitted />
      </>,
    );
    const toggle = screen.getByRole('switch', { name: 'Toggle' });
    expect(toggle.parentElement!.className).toBe('ui checkbox toggle large inverted right aligned x');
    for (const name of ['toggle', 'size', 'inverted', 'rightaligned'])
      expect(toggle).not.toHaveAttribute(name);
    expect(screen.getByRole('switch', { name: 'Slider' }).parentElement).toHaveClass(
      'ui checkbox slider fitted',
      {
        exact: true,
      },
    );
  });

  it('shows the indeterminate state as mixed', () => {
    render(<Checkbox label="Some" indeterminate />);
    const box = screen.getByRole('checkbox', { name: 'Some' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    expect(box).toHaveAttribute('aria-checked', 'mixed');
  });
});
