import { fireEvent, render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { TextArea } from './index.js';

describe('TextArea', () => {
  it('renders a native textarea of 3 rows by default, with the rows given', () => {
    expect(renderToString(<TextArea />)).toBe('<textarea rows="3"></textarea>');
    expect(renderToString(<TextArea rows="5" placeholder="About" />)).toBe(
      '<textarea placeholder="About" rows="5"></textarea>',
    );
  });

  it('calls onChange and onInput with the props and the new value', () => {
    const onChange = vi.fn();
    const onInput = vi.fn();
    const { container } = render(<TextArea name="about" onChange={onChange} onInput={onInput} />);
    const area = container.querySelector('textarea')!;
    fireEvent.input(area, { target: { value: 'Hello' } });
    expect(onInput).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'about', value: 'Hello' }),
    );
    expect(onChange).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ name: 'about', value: 'Hello' }),
    );
  });

  it('grows with its content by CSS under autoHeight, from the rows given', () => {
    const { container } = render(<TextArea autoHeight rows={2} style={{ color: 'red' }} />);
    const area = container.querySelector('textarea')!;
    expect(area.style.resize).toBe('none');
    expect(area.style.minHeight).toBe('2.857em');
    expect(area.style.color).toBe('red');
    expect(area.getAttribute('style')).toContain('field-sizing: content');
  });

  it('takes part in a native form: submitted under its name, put back on reset', () => {
    const { container } = render(
      <form>
        <TextArea name="about" defaultValue="first" />
      </form>,
    );
    const form = container.querySelector('form')!;
    const area = container.querySelector('textarea')!;
    fireEvent.change(area, { target: { value: 'changed' } });
    expect(new FormData(form).get('about')).toBe('changed');
    form.reset();
    expect(area.value).toBe('first');
  });

  it('refuses rows that are not a whole number of 1 or more', () => {
    for (const rows of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '', 'x'])
      expect(() => renderToString(<TextArea rows={rows} />)).toThrow(
        /TextArea: rows must be a whole number of 1 or more/,
      );
  });

  it('refuses NaN as value or defaultValue, and a value with a defaultValue', () => {
    expect(() => renderToString(<TextArea value={Number.NaN} readOnly />)).toThrow(
      /TextArea: value must be a text or a number/,
    );
    expect(() => renderToString(<TextArea defaultValue={Number.NaN} />)).toThrow(
      /TextArea: defaultValue must be a text or a number/,
    );
    expect(() => renderToString(<TextArea value="a" defaultValue="b" readOnly />)).toThrow(
      /TextArea: defaultValue must be left out when value is given/,
    );
    // A number is a value like a text.
    expect(renderToString(<TextArea value={0} readOnly />)).toMatch(/^<textarea [^>]*>0<\/textarea>$/);
  });
});
