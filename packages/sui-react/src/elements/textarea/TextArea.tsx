// TextArea: a server component (no hooks, no state). A change or input handler is attached only
// when one is given. `autoHeight` needs no script either: the textarea is sized to its content by
// CSS (`field-sizing: content`), so it stays a server component; a browser without that property
// keeps the height of `rows` and scrolls.
import {
  forwardRef,
  type ChangeEvent,
  type CSSProperties,
  type FormEvent,
  type TextareaHTMLAttributes,
} from 'react';
import { badProp, DEV } from '../../internal/errors.js';
import type { Polymorphic } from '../../internal/polymorphic.js';
import type { Handler } from '../../internal/vocabulary.js';

/** What `onChange` and `onInput` get besides the event: the TextArea's props and the new `value`. */
export type TextAreaOnChangeData = TextAreaProps & { value: string };

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'onInput' | 'rows' | 'value' | 'defaultValue'
> {
  /**
   * Grows and shrinks with its content (from one line, or from `rows` lines when given) instead of
   * scrolling. Done by CSS (`field-sizing: content`); where a browser lacks it, the textarea keeps
   * the height of `rows` and scrolls.
   * @default false
   */
  autoHeight?: boolean;
  /** Extra classes. */
  className?: string;
  /** The value at first (uncontrolled); a form reset puts it back. NaN throws. */
  defaultValue?: string | number;
  /** Called on every change with the event and the TextArea's props with the new `value`. */
  onChange?: Handler<ChangeEvent<HTMLTextAreaElement>, TextAreaOnChangeData>;
  /** Called on every input with the event and the TextArea's props with the new `value`. */
  onInput?: Handler<FormEvent<HTMLTextAreaElement>, TextAreaOnChangeData>;
  /**
   * How many lines of text it shows (with `autoHeight`, the fewest). A whole number of 1 or more,
   * or its text.
   * @default 3
   */
  rows?: number | string;
  /** The value (controlled): pair it with `onChange`. NaN throws. */
  value?: string | number;
}

/** The styles `autoHeight` adds (`fieldSizing` is not in React's CSS types yet). */
const AUTO_HEIGHT = { fieldSizing: 'content', resize: 'none', height: 'auto' } as CSSProperties;

/**
 * Checks a TextArea's props, naming `component` in the error (TextArea, or the Form.TextArea that
 * draws one); returns the number of rows.
 */
export function checkTextArea(component: string, { rows = 3, value, defaultValue }: TextAreaProps): number {
  const lines = Number(rows);
  if (!Number.isInteger(lines) || lines < 1)
    badProp(component, 'rows', DEV && 'a whole number of 1 or more', rows);
  // NaN has no text: React would warn and write nothing.
  if (Number.isNaN(value)) badProp(component, 'value', DEV && 'a text or a number', value);
  if (Number.isNaN(defaultValue))
    badProp(component, 'defaultValue', DEV && 'a text or a number', defaultValue);
  if (value !== undefined && defaultValue !== undefined)
    badProp(
      component,
      'defaultValue',
      DEV && 'left out when value is given (controlled or not, not both)',
      defaultValue,
    );
  return lines;
}

/**
 * A multi-line text field: the native `<textarea>`, which a `<form>` submits under its `name` and
 * puts back on reset. Inside a `ui form` the kit draws it.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps & { as?: 'textarea' }>(
  function TextArea(all, ref) {
    const { as: As = 'textarea', autoHeight, rows: _rows, style, onChange, onInput, ...rest } = all;
    const lines = checkTextArea('TextArea', all);
    const data = (event: { target: EventTarget }) => ({
      ...all,
      value: (event.target as HTMLTextAreaElement).value,
    });
    return (
      <As
        ref={ref}
        {...rest}
        rows={lines}
        style={
          autoHeight
            ? { ...AUTO_HEIGHT, minHeight: all.rows == null ? undefined : `${lines * 1.4285}em`, ...style }
            : style
        }
        onChange={onChange && ((event: ChangeEvent<HTMLTextAreaElement>) => onChange(event, data(event)))}
        onInput={onInput && ((event: FormEvent<HTMLTextAreaElement>) => onInput(event, data(event)))}
      />
    );
  },
) as unknown as Polymorphic<'textarea', TextAreaProps>;
