import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Select } from 'sui-react/select';
import { describe, expect, it } from 'vitest';
import { CompileError, importable, indentLines, moduleTable, requireFrom, runExample } from './run';

const people = ['Ada', 'Grace'];
const table = moduleTable(
  [
    { from: 'sui-react/select', names: ['Select'] },
    { from: './data', names: ['people'] },
    { from: './picture.svg', names: ['default'] },
  ],
  [Select, people, '/picture.svg'],
);

describe('live editor runner', () => {
  it('pairs the imported names with their values, and refuses a table that does not match', () => {
    expect(table.get('./data')).toEqual({ __esModule: true, people });
    expect(table.get('./picture.svg')).toEqual({ __esModule: true, default: '/picture.svg' });
    expect(() => moduleTable([{ from: 'x', names: ['a', 'b'] }], [1])).toThrow(
      "The example's imports name 2 values but it has 1.",
    );
    const namespace = moduleTable([{ from: 'y', names: ['*'] }], [{ one: 1, two: 2 }]);
    expect(namespace.get('y')).toEqual({ __esModule: true, one: 1, two: 2 });
  });

  it('compiles TSX with types and runs it with the example’s imports and all of React', () => {
    const Component = runExample(
      `import { useReducer, type ReactNode } from 'react';
import { people } from './data';
import picture from './picture.svg';

interface Props { children?: ReactNode }

export default function Edited(_: Props) {
  const [count, add] = useReducer((n: number) => n + 1, 0);
  return (
    <>
      <p>{people.join(' and ')} ({count})</p>
      <img src={picture} alt="" />
    </>
  );
}`,
      table,
    );
    const { container } = render(<Component />);
    expect(screen.getByText('Ada and Grace (0)')).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/picture.svg');
  });

  it('runs the library component the example imports', () => {
    const Component = runExample(
      `import { Select } from 'sui-react/select';
export default () => <Select aria-label="Person" options={['Ada']} value="Ada" onChange={() => {}} />;`,
      table,
    );
    render(<Component />);
    expect(screen.getByRole('combobox', { name: 'Person' })).toHaveTextContent('Ada');
  });

  it('gives a syntax error its line and column', () => {
    const edit = `export default function Broken() {\n  return <p>Hi</p;\n}`;
    expect(() => runExample(edit, table)).toThrow(CompileError);
    expect(() => runExample(edit, table)).toThrow(/^Line 2, column 17: unterminated regular expression\.$/);
    expect(() => runExample('const a = 1 2;\nexport default () => a;', table)).toThrow(
      /^Line 1, column 13: unexpected token, expected ";"\.$/,
    );
  });

  it('names what an example can import when the code imports anything else', () => {
    const list =
      "This example can import: Select from 'sui-react/select'; people from './data'; default from './picture.svg'; anything from 'react'.";
    expect(importable(table)).toBe(list);
    expect(() =>
      runExample(`import { Modal } from 'sui-react/modal';\nexport default () => <Modal />;`, table),
    ).toThrow(`'sui-react/modal' cannot be imported here. ${list}`);
    // A name the example did not import, from a module it did: the message comes when it is read.
    const Component = runExample(
      `import { MultiSelect } from 'sui-react/select';\nexport default () => <MultiSelect />;`,
      table,
    );
    expect(() => (Component as () => unknown)()).toThrow(
      `MultiSelect from 'sui-react/select' cannot be imported here. ${list}`,
    );
  });

  it('asks for a default export, and lets an error the code throws through as it is', () => {
    expect(() => runExample('export const x = 1;', table)).toThrow(
      'The example has no component to show: end it with `export default function Example() { … }`.',
    );
    expect(() => runExample(`throw new RangeError('at the top');`, table)).toThrow(RangeError);
    const Throwing = runExample(
      `export default function T(): never { throw new Error('in render'); }`,
      table,
    );
    expect(() => (Throwing as () => unknown)()).toThrow('in render');
  });

  it('requires React itself and the JSX runtime, and nothing else by name', () => {
    const require = requireFrom(table);
    expect((require('react') as { useState: unknown }).useState).toBe(useState);
    expect(Object.keys(require('react/jsx-runtime') as object).sort()).toEqual(['Fragment', 'jsx', 'jsxs']);
    expect(() => require('react-dom')).toThrow("'react-dom' cannot be imported here.");
  });
});

describe('indentLines (Ctrl+] and Ctrl+[)', () => {
  const text = 'a\n  b\n    c\nd';
  it('indents every line the selection touches, and only those', () => {
    // Caret in "b": that line alone.
    expect(indentLines(text, 4, 4, false)).toEqual({ from: 2, to: 5, text: '    b' });
    // From "a" to the start of "c": a and b (a selection ending at a line's start leaves that line).
    expect(indentLines(text, 0, 6, false)).toEqual({ from: 0, to: 5, text: '  a\n    b' });
    // Up to the end of the text.
    expect(indentLines(text, 8, text.length, false)).toEqual({ from: 6, to: 13, text: '      c\n  d' });
  });

  it('outdents by two spaces at most, and reports nothing to do', () => {
    expect(indentLines(text, 0, text.length, true)).toEqual({ from: 0, to: 13, text: 'a\nb\n  c\nd' });
    expect(indentLines(text, 0, 0, true)).toBeNull();
  });
});
