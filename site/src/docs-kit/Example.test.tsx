import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { menuRoutes, routes } from '../routes';
import { Example } from './Example';

function Broken(): never {
  throw new Error('Select: optionsFilter cannot be combined with optionsLookup.');
}
const broken = {
  Component: Broken,
  file: 'Broken.tsx',
  source: async () => ({ default: { html: '<pre>throw</pre>' } }),
};
const working = {
  Component: () => <p>I still work</p>,
  file: 'Working.tsx',
  // The source loads when it is opened (the ?example module imports it lazily).
  source: async () => ({
    default: { html: '<pre class="shiki"><code>export default function Working() {}</code></pre>' },
  }),
};

function Toggle() {
  const [on, setOn] = useState(false);
  return (
    <button type="button" className={on ? 'ui active button' : 'ui button'} onClick={() => setOn(!on)}>
      Toggle
    </button>
  );
}
const toggling = { ...working, Component: Toggle, file: 'Toggle.tsx' };

describe('Example', () => {
  it('shows the HTML the example renders, and follows it as it changes', async () => {
    render(
      <Router hook={memoryLocation({ path: '/modules/button' }).hook}>
        <Example title="Toggling" example={toggling} />
      </Router>,
    );
    const view = screen.getByRole('button', { name: 'View HTML' });
    expect(view).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      fireEvent.click(view);
    });
    expect(screen.getByRole('button', { name: 'Hide HTML' })).toHaveAttribute('aria-expanded', 'true');
    // The code block is redrawn with each change: look it up afresh each time.
    const code = () => screen.getByText((_, element) => element?.tagName === 'CODE');
    await waitFor(() =>
      expect(code()).toHaveTextContent('<button type="button" class="ui button">Toggle</button>'),
    );
    expect(screen.getByText('Toggling: the HTML it renders now')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() =>
      expect(code()).toHaveTextContent('<button type="button" class="ui active button">Toggle</button>'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide HTML' }));
    expect(screen.queryByText('Toggling: the HTML it renders now')).not.toBeInTheDocument();
  });

  it('shows a failing example’s error and keeps the rest of the page working', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Router hook={memoryLocation({ path: '/modules/select' }).hook}>
        <Example title="Broken one" example={broken} />
        <Example title="Working one" example={working} />
      </Router>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This example failed to render');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'optionsFilter cannot be combined with optionsLookup',
    );
    expect(screen.getByText('I still work')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('toggles the source panel and names its file, with an anchor to the example', async () => {
    render(
      <Router hook={memoryLocation({ path: '/modules/select' }).hook}>
        <Example title="Working one" example={working}>
          <p>Description</p>
        </Example>
      </Router>,
    );
    const toggle = screen.getByRole('button', { name: 'View source' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // An awaited act: the panel suspends while the source loads, once it opens.
    await act(async () => {
      fireEvent.click(toggle);
    });
    expect(screen.getByRole('button', { name: 'Hide source' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Working.tsx')).toBeInTheDocument();
    expect(screen.getByText('export default function Working() {}')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link to the Working one example' })).toHaveAttribute(
      'href',
      '#/modules/select#working-one',
    );
  });
});

describe('routes', () => {
  it('lists development pages in the menu only when asked to', () => {
    expect(menuRoutes(true)).toEqual(routes);
    expect(menuRoutes(false).some((r) => r.devOnly)).toBe(false);
    expect(routes.find((r) => r.path === '/development/test')).toMatchObject({
      title: 'Test',
      devOnly: true,
    });
  });

  it('has unique paths and titles', () => {
    expect(new Set(routes.map((r) => r.path)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => r.title)).size).toBe(routes.length);
  });
});
