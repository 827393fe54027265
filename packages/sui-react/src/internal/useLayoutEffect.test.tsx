import { render } from '@testing-library/react';
import { useEffect, useState, version } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServer } from '../test-utils/server.js';
import { useLayoutEffect } from './useLayoutEffect.js';

afterEach(() => vi.restoreAllMocks());

function Probe({ log }: { log: string[] }) {
  const [text, setText] = useState('server');
  useLayoutEffect(() => {
    log.push('layout');
    setText('client');
  }, [log]);
  useEffect(() => void log.push('passive'), [log]);
  return <span>{text}</span>;
}

describe(`useLayoutEffect (React ${version})`, () => {
  it('renders on the server with no warning and runs no effect there', () => {
    const error = vi.spyOn(console, 'error');
    const warn = vi.spyOn(console, 'warn');
    const log: string[] = [];
    expect(renderOnServer(<Probe log={log} />)).toBe('<span>server</span>');
    expect(log).toEqual([]);
    expect(error).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it("is React's layout effect in the browser: it runs before the passive effects, before paint", () => {
    const log: string[] = [];
    const { container } = render(<Probe log={log} />);
    expect(log).toEqual(['layout', 'passive']);
    expect(container.textContent).toBe('client');
  });
});
