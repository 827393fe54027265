import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { renderOnServer } from '../../test-utils/server.js';
import { Icon } from '../icon/Icon.js';
import { Label } from '../label/Label.js';
import { Input } from './index.js';

let error: MockInstance;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => error.mockRestore());

const first = (ui: React.ReactElement) => render(ui).container.firstElementChild as HTMLElement;
const kids = (el: Element) =>
  [...el.children].map((c) => `${c.tagName.toLowerCase()}.${c.className.split(' ').join('.')}`);

describe('Input', () => {
  it('is a div.ui.input around a text input that gets the native props', () => {
    const root = first(
      <Input
        placeholder="Search"
        name="q"
        defaultValue="x"
        required
        id="q"
        aria-describedby="h"
        data-testid="w"
        style={{ width: 10 }}
      />,
    );
    expect(root.tagName).toBe('DIV');
    expect(root.className).toBe('ui input');
    expect(root).toHaveAttribute('data-testid', 'w');
    expect(root.style.width).toBe('10px');
    const input = root.querySelector('input')!;
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'Search');
    expect(input).toHaveAttribute('name', 'q');
    expect(input).toHaveValue('x');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('id', 'q');
    expect(input).toHaveAttribute('aria-describedby', 'h');
    expect(root).not.toHaveAttribute('id');
  });

  it('gives the classes of its variations', () => {
    const root = first(
      <Input size="small" error fluid focus inverted transparent info success warning className="x" />,
    );
    expect(root.className.split(' ').sort()).toEqual(
      [
        'ui',
        'small',
        'error',
        'fluid',
        'focus',
        'inverted',
        'transparent',
        'info',
        'success',
        'warning',
        'input',
        'x',
      ].sort(),
    );
  });

  it('disables the native input and takes it out of the tab order', () => {
    const root = first(<Input disabled />);
    expect(root).toHaveClass('ui disabled input');
    expect(root.querySelector('input')).toBeDisabled();
    expect(root.querySelector('input')).toHaveAttribute('tabindex', '-1');
    expect(first(<Input disabled tabIndex={2} />).querySelector('input')).toHaveAttribute('tabindex', '2');
  });

  it('takes an icon as shorthand, after the input (before it with iconPosition="left")', () => {
    let root = first(<Input icon="search" />);
    expect(root).toHaveClass('ui icon input');
    expect(kids(root)).toEqual(['input.', 'i.search.icon']);
    expect(root.querySelector('i')).toHaveAttribute('aria-hidden', 'true');
    root = first(<Input icon={{ name: 'search', circular: true, link: true }} iconPosition="left" />);
    expect(root.className).toBe('ui left icon input');
    expect(root.querySelector('i')).toHaveClass('search circular link icon');
    root = first(<Input icon={<Icon name="at" color="red" />} />);
    expect(root.querySelector('i')).toHaveClass('red at icon');
  });

  it('shows a spinner while loading', () => {
    let root = first(<Input loading />);
    expect(root).toHaveClass('ui loading icon input');
    expect(root.querySelector('i')).toHaveClass('spinner icon');
    root = first(<Input loading icon="user" iconPosition="left" />);
    expect(root).toHaveClass('ui loading left icon input');
    expect(root.querySelector('i')).toHaveClass('user icon');
  });

  it('takes actions as shorthand: a button, several, on the left', () => {
    let root = first(<Input action="Search" />);
    expect(root).toHaveClass('ui action input');
    expect(kids(root)[0]).toBe('input.');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveClass('ui button');
    root = first(
      <Input action={{ color: 'teal', content: 'Go', icon: 'arrow right' }} actionPosition="left" />,
    );
    expect(root.className).toBe('ui left action input');
    expect(root.firstElementChild).toHaveClass('ui teal button');
    root = first(<Input action={['One', { content: 'Two', primary: true }]} />);
    expect(kids(root).slice(1)).toEqual(['button.ui.button', 'button.ui.primary.button']);
    expect(error).not.toHaveBeenCalled();
  });

  it('names the input with its label, by an id made from the id or the name', () => {
    let root = first(<Input label="http://" id="site" />);
    expect(root).toHaveClass('ui labeled input');
    expect(kids(root)).toEqual(['div.ui.label', 'input.']);
    expect(root.firstElementChild).toHaveAttribute('id', 'site-label');
    expect(screen.getByRole('textbox', { name: 'http://' })).toHaveAttribute('aria-labelledby', 'site-label');
    root = first(<Input label={{ content: 'kg', basic: true }} labelPosition="right" name="weight" />);
    expect(root.className).toBe('ui right labeled input');
    expect(kids(root)).toEqual(['input.', 'div.ui.basic.label']);
    expect(root.querySelector('input')).toHaveAttribute('aria-labelledby', 'weight-label');
    root = first(<Input label={<Label id="mine">€</Label>} name="price" />);
    expect(root.querySelector('input')).toHaveAttribute('aria-labelledby', 'mine');
    expect(error).not.toHaveBeenCalled();
  });

  it('leaves the name the user gives, and reports a label it cannot tie', () => {
    let root = first(<Input label="Amount" id="a" aria-label="Amount in euros" />);
    expect(root.querySelector('input')).not.toHaveAttribute('aria-labelledby');
    expect(root.querySelector('input')).toHaveAttribute('aria-label', 'Amount in euros');
    expect(error).not.toHaveBeenCalled();
    root = first(<Input label="Amount" />);
    expect(root.querySelector('input')).not.toHaveAttribute('aria-labelledby');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Input has a label but no id or name'));
  });

  it('puts a corner label in its corner, and ties no label without text', () => {
    const root = first(<Input label={{ icon: 'asterisk' }} labelPosition="left corner" id="c" />);
    expect(root.className).toBe('ui left corner labeled input');
    expect(root.querySelector('.label')).toHaveClass('ui left corner label');
    expect(root.querySelector('input')).not.toHaveAttribute('aria-labelledby');
  });

  it('takes the native input as shorthand: its type, props or element', () => {
    expect(first(<Input input="password" />).querySelector('input')).toHaveAttribute('type', 'password');
    expect(first(<Input type="number" />).querySelector('input')).toHaveAttribute('type', 'number');
    const input = first(<Input name="n" input={{ className: 'mine', maxLength: 3 }} />).querySelector(
      'input',
    )!;
    expect(input).toHaveClass('mine');
    expect(input).toHaveAttribute('maxlength', '3');
    expect(input).toHaveAttribute('name', 'n');
    expect(first(<Input input={<input data-x="1" />} />).querySelector('input')).toHaveAttribute(
      'data-x',
      '1',
    );
  });

  it('calls onChange with (event, props and the new value)', () => {
    const onChange = vi.fn();
    render(<Input onChange={onChange} name="q" aria-label="Query" />);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: 'abc' } });
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'change' }),
      expect.objectContaining({ name: 'q', value: 'abc' }),
    );
  });

  it('forwards its ref to the native input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<Input ref={ref} aria-label="x" />);
    expect(ref.current?.tagName).toBe('INPUT');
    ref.current!.focus();
    expect(document.activeElement).toBe(ref.current);
  });

  it('lets children replace the shorthand, giving an input child the native props and ref', () => {
    const ref = createRef<HTMLInputElement>();
    const own = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    const root = first(
      <Input
        ref={ref}
        labelPosition="right"
        placeholder="Amount"
        name="amount"
        onChange={onChange}
        action
        icon
      >
        <Label basic>$</Label>
        <input ref={own} data-own="1" />
        <Icon name="search" />
      </Input>,
    );
    expect(root.className).toBe('ui right labeled action icon input');
    expect(kids(root)).toEqual(['div.ui.basic.label', 'input.', 'i.search.icon']);
    const input = root.querySelector('input')!;
    expect(input).toHaveAttribute('placeholder', 'Amount');
    expect(input).toHaveAttribute('data-own', '1');
    expect(input).toHaveAttribute('type', 'text');
    expect(ref.current).toBe(input);
    expect(own.current).toBe(input);
    fireEvent.change(input, { target: { value: '5' } });
    expect(onChange).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ value: '5' }));
  });

  it('renders another element with `as`', () => {
    expect(first(<Input as="span" />).tagName).toBe('SPAN');
  });

  it('renders on a server with no hooks', () => {
    const html = renderOnServer(<Input icon="search" placeholder="Search" name="q" label="Find" />);
    const root = document.createElement('div');
    root.innerHTML = html;
    const wrapper = root.firstElementChild!;
    expect(wrapper.className).toBe('ui icon labeled input');
    expect(kids(wrapper)).toEqual(['div.ui.label', 'input.', 'i.search.icon']);
    expect(wrapper.firstElementChild).toHaveAttribute('id', 'q-label');
    expect(wrapper.querySelector('input')).toHaveAttribute('aria-labelledby', 'q-label');
  });
});
