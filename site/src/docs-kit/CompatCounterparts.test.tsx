import { render, screen } from '@testing-library/react';
import * as compat from 'sui-react/compat';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { routes } from '../routes';
import { CompatCounterparts } from './CompatCounterparts';
import { COMPAT_COUNTERPARTS, MIGRATING_GUIDE } from './compat-counterparts';

const at = (path: string, node: React.ReactNode) =>
  render(<Router hook={memoryLocation({ path }).hook}>{node}</Router>);

describe('the compat counterparts table', () => {
  it('names pages that exist and components sui-react/compat exports', () => {
    const paths = new Set(routes.map((r) => r.path));
    expect(paths).toContain(MIGRATING_GUIDE);
    for (const [path, names] of Object.entries(COMPAT_COUNTERPARTS)) {
      expect(paths, path).toContain(path);
      expect(names.length, path).toBeGreaterThan(0);
      for (const name of names) expect(compat, `${path}: ${name}`).toHaveProperty(name);
    }
  });

  it('draws one line for a native page (PageTitle draws it under the title), naming its compat components and linking to the guide', () => {
    at('/modules/modal', <CompatCounterparts />);
    const line = screen.getByText(/Coming from Semantic UI React\?/);
    expect(line.textContent).toContain('Modal and Confirm from sui-react/compat are adapters over this');
    expect(screen.getByRole('link', { name: 'Migrating from Semantic UI React' })).toHaveAttribute(
      'href',
      '#/guides/migrating#prop-map',
    );
  });

  it('draws nothing on a page with no compat counterpart', () => {
    const { container } = at('/elements/button', <CompatCounterparts />);
    expect(container).toBeEmptyDOMElement();
    at('/modules/embed', <CompatCounterparts />);
    expect(screen.getByText(/is an adapter over this/).textContent).toContain('Embed from sui-react/compat');
  });
});
