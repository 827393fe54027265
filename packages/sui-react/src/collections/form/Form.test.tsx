import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '../../elements/input/Input.js';
import { Checkbox } from '../../modules/checkbox/Checkbox.js';
import { Form, FormField, FormGroup } from './index.js';

const OPTIONS = [
  { key: 'm', text: 'Male', value: 'male' },
  { key: 'f', text: 'Female', value: 'female' },
];

describe('Form', () => {
  it('renders a real form with the kit classes of its variations', () => {
    expect(renderToString(<Form />)).toBe('<form class="ui form"></form>');
    const { container } = render(
      <Form
        size="small"
        error
        inverted
        loading
        reply
        success
        unstackable
        warning
        widths="equal"
        className="x"
      />,
    );
    const form = container.querySelector('form')!;
    expect(form.className).toBe(
      'ui small error inverted loading reply success unstackable warning equal width form x',
    );
    expect(form.getAttribute('aria-busy')).toBe('true');
  });

  it('calls onSubmit with the event and its props, and stops the browser submit without an action', () => {
    const onSubmit = vi.fn();
    const { container } = render(<Form onSubmit={onSubmit} id="f" />);
    const event = fireEvent.submit(container.querySelector('form')!);
    expect(event).toBe(false);
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'submit' }),
      expect.objectContaining({ id: 'f' }),
    );
  });

  it('lets the browser submit to an action given', () => {
    const onSubmit = vi.fn();
    const { container } = render(<Form action="/go" onSubmit={onSubmit} />);
    expect(fireEvent.submit(container.querySelector('form')!)).toBe(true);
    expect(onSubmit).toHaveBeenCalled();
  });

  it('has its parts as static members and named exports', () => {
    expect(Form.Field).toBe(FormField);
    expect(Form.Group).toBe(FormGroup);
    for (const part of ['Input', 'TextArea', 'Button', 'Checkbox', 'Radio', 'Select', 'Dropdown'] as const)
      expect(Form[part]).toBeTypeOf('object');
  });
});

describe('Form.Group and Form.Field', () => {
  it('give the classes of their variations', () => {
    expect(renderToString(<FormGroup widths={2} inline grouped unstackable />)).toBe(
      '<div class="two inline grouped unstackable fields"></div>',
    );
    expect(renderToString(<FormGroup widths="equal" />)).toBe('<div class="equal width fields"></div>');
    expect(
      renderToString(
        <FormField width={6} required inline disabled error>
          x
        </FormField>,
      ),
    ).toBe('<div class="disabled error inline required six wide field">x</div>');
  });

  it('refuses a width outside 1 to 16', () => {
    for (const width of [0, 17, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(() => renderToString(<FormField width={width as 1} />)).toThrow(/Form.Field: width must be/);
  });

  it('ties its label and its error to the control by the id given', () => {
    render(<FormField id="email" control={Input} label="Email" error="Enter an email" />);
    const input = screen.getByLabelText('Email');
    expect(input.id).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-error-message');
    expect(document.getElementById('email-error-message')!.className).toBe('ui pointing above prompt label');
  });

  it('shows an error given as a plain element inside the prompt label, tied to the control', () => {
    render(<FormField id="code" control="input" label="Code" error={<span>Too short</span>} />);
    const message = document.getElementById('code-error-message')!;
    expect(message.className).toBe('ui pointing above prompt label');
    expect(message.innerHTML).toBe('<span>Too short</span>');
    expect(screen.getByLabelText('Code').getAttribute('aria-describedby')).toBe('code-error-message');
  });

  it('gives no children to a native input or textarea control (their text is their value)', () => {
    const { container } = render(
      <>
        <FormField id="i" control="input" label="I" defaultValue="kept">
          ignored
        </FormField>
        <FormField id="t" control="textarea" label="T" content="ignored too" defaultValue="text" />
      </>,
    );
    expect(container.textContent).not.toContain('ignored');
    expect((screen.getByLabelText('I') as HTMLInputElement).value).toBe('kept');
    expect((screen.getByLabelText('T') as HTMLTextAreaElement).value).toBe('text');
  });

  it('puts an error pointing below before the control, and a native checkbox inside its label', () => {
    const { container } = render(
      <>
        <FormField id="a" control="input" label="A" error={{ content: 'Wrong', pointing: 'below' }} />
        <FormField control="input" type="checkbox" label="Agree" />
      </>,
    );
    const [first, second] = container.querySelectorAll('.field');
    expect(first!.children[1]!.className).toBe('ui pointing below prompt label');
    expect(first!.children[2]!.tagName).toBe('INPUT');
    expect(screen.getByLabelText('Agree').getAttribute('type')).toBe('checkbox');
    expect(second!.querySelector('label > input')).not.toBeNull();
  });

  it('says in development when a control has a label but no id', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderToString(<FormField control="input" label="Name" />);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Form.Field has a control and a label or error but no id'),
    );
    error.mockRestore();
  });

  it("draws the library's Checkbox through its adapter, with the label inside", () => {
    const onChange = vi.fn();
    render(<FormField id="t" control={Checkbox} label={{ children: 'Terms' }} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Terms'));
    expect(onChange).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ checked: true }));
  });
});

describe('Form controls', () => {
  it('make an id for their control when none is given, so that the label names it', () => {
    render(<Form.Input label="First name" placeholder="First" />);
    const input = screen.getByLabelText('First name');
    expect(input.id).toMatch(/^field/);
  });

  it('Form.Input calls onChange(event, data) with the name and the value', () => {
    const onChange = vi.fn();
    render(<Form.Input label="Name" name="name" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    expect(onChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'name', value: 'Ada' }),
    );
  });

  it('Form.Checkbox ties its error message to the box', () => {
    render(<Form.Checkbox id="agree" label="I agree" error={{ content: 'Agree first', pointing: 'left' }} />);
    const box = screen.getByLabelText('I agree');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('agree-error-message');
    expect(screen.getByText('Agree first').className).toBe('ui left pointing prompt label');
  });

  it('Form.Radio: controlled by checked, onChange(event, data) with its value', () => {
    const onChange = vi.fn();
    render(<Form.Radio label="Small" name="size" value="sm" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByLabelText('Small'));
    expect(onChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ value: 'sm', checked: true }),
    );
  });

  it('Form.Radio uncontrolled: follows the other radios of its name', () => {
    render(
      <form>
        <Form.Radio label="One" name="n" value="1" defaultChecked />
        <Form.Radio label="Two" name="n" value="2" />
      </form>,
    );
    fireEvent.click(screen.getByLabelText('Two'));
    expect(screen.getByLabelText('Two').closest('.checkbox')!.className).toContain('checked');
    expect(screen.getByLabelText('One').closest('.checkbox')!.className).not.toContain('checked');
    expect((screen.getByLabelText('One') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByLabelText('Two') as HTMLInputElement).checked).toBe(true);
  });

  it('Form.Select takes options of { key, text, value }, is named by its label and submits its value', () => {
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <Form.Select
          id="gender"
          label="Gender"
          name="gender"
          options={OPTIONS}
          placeholder="Gender"
          onChange={onChange}
        />
      </form>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Gender' });
    expect(combobox.className).toContain('ui selection dropdown');
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'Female' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ value: 'female', name: 'gender' }),
    );
    expect(new FormData(container.querySelector('form')!).get('gender')).toBe('female');
  });

  it('Form.Checkbox and Form.Radio refuse a tabIndex that is not a whole number, naming the field', () => {
    expect(() => renderToString(<Form.Checkbox label="A" tabIndex="x" />)).toThrow(
      /Form\.Checkbox: tabIndex must be a whole number/,
    );
    expect(() => renderToString(<Form.Radio label="A" tabIndex={Number.NaN} />)).toThrow(
      /Form\.Radio: tabIndex must be a whole number/,
    );
  });

  it('Form.Select puts its default back when its form is reset', async () => {
    const { container } = render(
      <form>
        <Form.Select
          id="plan"
          name="plan"
          label="Plan"
          defaultValue="free"
          options={[
            { key: 'f', text: 'Free', value: 'free' },
            { key: 'p', text: 'Pro', value: 'pro' },
          ]}
        />
      </form>,
    );
    const form = container.querySelector('form')!;
    screen.getByRole('combobox', { name: 'Plan' }).focus();
    fireEvent.click(screen.getAllByRole('option', { hidden: true }).find((o) => o.textContent === 'Pro')!);
    expect(new FormData(form).get('plan')).toBe('pro');
    form.reset();
    await waitFor(() => expect(new FormData(form).get('plan')).toBe('free'));
  });

  it('Form.Select and Form.Dropdown refuse options they cannot draw, naming the field', () => {
    const a = { text: 'A', value: 'a' };
    const cases: Array<[ReactElement, RegExp]> = [
      [
        <Form.Select options={[a, null as never]} />,
        /Form\.Select: options must be a list of \{ text, value \} objects/,
      ],
      [
        <Form.Select options={[a, { text: 'B', value: 'a' }]} />,
        /Form\.Select: options must be options with distinct values \(got "a"\)/,
      ],
      [
        <Form.Dropdown multiple options={[a]} value={['a', 'a']} />,
        /Form\.Dropdown: value must be a list of distinct values/,
      ],
      [
        <Form.Dropdown additionPosition={'middle' as never} />,
        /Form\.Dropdown: additionPosition must be 'top' or 'bottom'/,
      ],
    ];
    for (const [element, message] of cases) expect(() => renderToString(element)).toThrow(message);
  });

  it('Form.Dropdown with multiple keeps several values', () => {
    const onChange = vi.fn();
    render(<Form.Dropdown id="d" label="Pick" multiple options={OPTIONS} onChange={onChange} />);
    const combobox = screen.getByRole('combobox', { name: 'Pick' });
    fireEvent.click(combobox);
    fireEvent.click(screen.getByRole('option', { name: 'Male' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.anything(),
      expect.objectContaining({ value: ['male'] }),
    );
  });

  it('Form.TextArea and Form.Button are fields around their element', () => {
    const { container } = render(
      <Form>
        <Form.TextArea label="About" rows={2} />
        <Form.Button content="Submit" />
      </Form>,
    );
    expect(screen.getByLabelText('About').tagName).toBe('TEXTAREA');
    expect(container.querySelectorAll('.field > .ui.button')).toHaveLength(1);
  });

  it('render on the server', () => {
    const html = renderToString(
      <Form>
        <Form.Input id="a" label="A" required />
        <Form.Checkbox id="b" label="B" />
        <Form.Select id="c" label="C" options={OPTIONS} />
      </Form>,
    );
    expect(html).toContain('class="required field"');
    expect(html).toContain('for="a"');
  });
});
