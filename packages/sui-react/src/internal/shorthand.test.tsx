import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { shorthand } from './shorthand.js';

interface PartProps {
  className?: string;
  content?: string;
}
function Part({ className, content }: PartProps) {
  return <b className={className}>{content}</b>;
}
const toProps = (value: string | number): PartProps => ({ content: String(value) });
const html = (node: ReturnType<typeof shorthand>) => renderToStaticMarkup(<>{node}</>);

describe('shorthand', () => {
  it('draws nothing for null, undefined and booleans', () => {
    for (const value of [null, undefined, true, false]) expect(shorthand(Part, toProps, value)).toBeNull();
  });

  it('maps a string or number through toProps, with defaults under and overrides over it', () => {
    expect(html(shorthand(Part, toProps, 'Hi', { className: 'a' }))).toBe('<b class="a">Hi</b>');
    expect(html(shorthand(Part, toProps, 3, null, { content: 'over' }))).toBe('<b>over</b>');
  });

  it('takes a props object, joining class names', () => {
    expect(html(shorthand(Part, toProps, { content: 'x', className: 'mine' }, { className: 'base' }))).toBe(
      '<b class="base mine">x</b>',
    );
  });

  it('uses an element as it is, with the defaults merged into its props', () => {
    expect(html(shorthand(Part, toProps, <i className="own">e</i>, { className: 'base' }))).toBe(
      '<i class="base own">e</i>',
    );
  });

  it('says what it takes when given something else, and draws nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(shorthand(Part, toProps, (() => 'x') as never)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining(
        'a shorthand prop takes a string, number, element or props object (got function)',
      ),
    );
    error.mockRestore();
  });
});
