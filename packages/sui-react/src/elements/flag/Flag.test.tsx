import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Flag } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Flag', () => {
  it('is an i with the name and the flag class', () => {
    expect(first(<Flag name="fr" />).outerHTML).toBe('<i aria-hidden="true" class="fr flag"></i>');
    expect(first(<Flag name="aland islands" />).className).toBe('aland islands flag');
    expect(first(<Flag name="france" size="large" className="extra" />).className).toBe(
      'france large flag extra',
    );
  });

  it('is decorative unless it has an aria-label, then an image with that name', () => {
    expect(first(<Flag name="fr" />)).toHaveAttribute('aria-hidden', 'true');
    render(<Flag name="fr" aria-label="France" />);
    const img = screen.getByRole('img', { name: 'France' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('renders another element with as, passes other props on and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(<Flag as="span" name="de" ref={ref} title="Germany" />);
    expect(el.tagName).toBe('SPAN');
    expect(el).toHaveAttribute('title', 'Germany');
    expect(ref.current).toBe(el);
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Flag name="jp" aria-label="Japan" />)).toBe(
      '<i role="img" aria-label="Japan" class="jp flag"></i>',
    );
    const hydrated = await hydrateServerHtml(<Flag name="jp" />);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
