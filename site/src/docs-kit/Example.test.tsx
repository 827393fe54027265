import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  bindings: [],
  source: async () => ({ default: { html: '<pre>throw</pre>' } }),
};
const working = {
  Component: () => <p>I still work</p>,
  file: 'Working.tsx',
  bindings: [],
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

/** An example whose compiled component differs from its source text: the editor must show the text, run the text. */
const HELLO = `import { greeting } from './greeting';

export default function Hello() {
  return <p>{greeting}, reader</p>;
}
`;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const hello = {
  Component: () => <p>Compiled hello</p>,
  file: 'Hello.tsx',
  bindings: ['Hi'],
  source: async () => ({
    default: {
      html: `<pre class="shiki"><code>${escape(HELLO)}</code></pre>`,
      file: 'Hello.tsx',
      imports: [{ from: './greeting', names: ['greeting'] }],
    },
  }),
};

// The first Edit imports the editor's module (the editor library, Prism and the example runner): on a
// busy machine that takes longer than Testing Library's default second.
const EDITOR_LOAD = { timeout: 10_000 };

describe('Example: Edit', () => {
  it('edits the exact source, re-renders from the edit, shows errors in the box, and resets', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Router hook={memoryLocation({ path: '/modules/select' }).hook}>
        <Example title="Hello" example={hello} />
        <Example title="Working one" example={working} />
      </Router>,
    );
    const edit = screen.getAllByRole('button', { name: 'Edit' })[0]!;
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await act(async () => {
      fireEvent.click(edit);
    });
    const code = (await screen.findByRole(
      'textbox',
      { name: 'Edit Hello.tsx' },
      EDITOR_LOAD,
    )) as HTMLTextAreaElement;
    expect(screen.getByRole('button', { name: 'Close editor' })).toHaveAttribute('aria-expanded', 'true');
    expect(code.value).toBe(HELLO);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/Tab leaves the editor/);
    // Until an edit, the example's own compiled component shows.
    expect(screen.getByText('Compiled hello')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: HELLO.replace(', reader', ', editor') } });
    expect(await screen.findByText('Hi, editor')).toBeInTheDocument();

    fireEvent.change(code, { target: { value: HELLO.replace('</p>', '</p') } });
    const status = screen.getAllByRole('status').find((node) => node.classList.contains('live-status'))!;
    await waitFor(() => expect(status).toHaveTextContent(/Line 4, column \d+:/));
    // The last edit that ran stays, and the rest of the page works.
    expect(screen.getByText('Hi, editor')).toBeInTheDocument();
    expect(screen.getByText('I still work')).toBeInTheDocument();

    fireEvent.change(code, {
      target: { value: HELLO.replace('return', "throw new Error('typed by the reader');\n  return") },
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('typed by the reader'));
    expect(status).toHaveTextContent('');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(code.value).toBe(HELLO);
    expect(await screen.findByText('Compiled hello')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // Closing the editor shows the compiled component; an edit waits in the editor until Reset.
    fireEvent.change(code, { target: { value: HELLO.replace(', reader', ', again') } });
    expect(await screen.findByText('Hi, again')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close editor' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Compiled hello')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Edit' })[0]!);
    });
    expect(((await screen.findByRole('textbox')) as HTMLTextAreaElement).value).toContain(', again');
    expect(await screen.findByText('Hi, again')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('indents with Ctrl+] and outdents with Ctrl+[, and lets Tab leave the editor', async () => {
    const user = userEvent.setup();
    render(
      <Router hook={memoryLocation({ path: '/modules/select' }).hook}>
        {/* A copy: the editor keeps each example's edit (the test above left one in `hello`). */}
        <Example title="Hello indent" example={{ ...hello }} />
      </Router>,
    );
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const code = (await screen.findByRole(
      'textbox',
      { name: 'Edit Hello.tsx' },
      EDITOR_LOAD,
    )) as HTMLTextAreaElement;
    code.setSelectionRange(0, 0);
    await user.keyboard('{Control>}]{/Control}');
    expect(code.value).toBe(`  ${HELLO}`);
    await user.keyboard('{Control>}[[{/Control}');
    expect(code.value).toBe(HELLO);
    await user.keyboard('{Escape}');
    expect(code).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Reset' })).not.toHaveFocus();
    expect(code).not.toHaveFocus();
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
