// The library project runs on the project's React 19, library-react18 on React 18.3 from react18/
// (vitest.config.ts): check that each really has the React it is named for, in every part.
import { render, screen } from '@testing-library/react';
import { useState, version } from 'react';
import { version as domVersion } from 'react-dom';
import { version as serverVersion } from 'react-dom/server';
import { expect, it } from 'vitest';

it('runs on the React version its test project is for, one copy throughout', () => {
  const expected = process.env.EXPECTED_REACT;
  expect(expected).toMatch(/^\d+(\.\d+)?$/);
  for (const v of [version, domVersion, serverVersion])
    expect(`${v}.`.startsWith(`${expected}.`), v).toBe(true);
  // Testing Library renders with the same React: a hook works in what it renders.
  // With two copies of React, the hook would throw "Invalid hook call".
  function Version() {
    const [text] = useState(version);
    return <output>{text}</output>;
  }
  render(<Version />);
  expect(screen.getByRole('status')).toHaveTextContent(version);
});
