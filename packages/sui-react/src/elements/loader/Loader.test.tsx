import { render, screen } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Loader } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Loader', () => {
  it('gives the kit classes of its variations', () => {
    expect(first(<Loader />).className).toBe('ui loader');
    expect(
      first(<Loader active size="large" inverted indeterminate />)
        .className.split(' ')
        .sort(),
    ).toEqual(['ui', 'active', 'large', 'inverted', 'indeterminate', 'loader'].sort());
    expect(first(<Loader inline />).className).toBe('ui inline loader');
    expect(first(<Loader inline="centered" />).className).toBe('ui centered inline loader');
    expect(first(<Loader disabled color="primary" elastic speed="slow" />)).toHaveClass(
      'ui disabled primary elastic slow loader',
    );
    expect(first(<Loader active={false} className="extra" />).className).toBe('ui loader extra');
  });

  it('has the text class when it has content', () => {
    expect(first(<Loader>Loading</Loader>).className).toBe('ui text loader');
    expect(first(<Loader content="Wait" />)).toHaveClass('text');
    expect(first(<Loader content="Wait" />)).toHaveTextContent('Wait');
    expect(first(<Loader content="">Children</Loader>)).toHaveTextContent(/^Children$/);
  });

  it('is a status named "Loading" unless its content or aria-label says more', () => {
    render(<Loader active />);
    expect(screen.getByRole('status', { name: 'Loading' })).toHaveClass('ui active loader');
    const withText = first(<Loader active>Fetching the orders</Loader>);
    expect(withText).toHaveAttribute('role', 'status');
    expect(withText).not.toHaveAttribute('aria-label');
    render(<Loader active aria-label="Saving" />);
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
  });

  it('renders another element with as, passes other props on and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(<Loader as="span" ref={ref} id="l" />);
    expect(el.tagName).toBe('SPAN');
    expect(el).toHaveAttribute('id', 'l');
    expect(ref.current).toBe(el);
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Loader active />)).toBe(
      '<div role="status" aria-label="Loading" class="ui active loader"></div>',
    );
    const hydrated = await hydrateServerHtml(<Loader active>Loading</Loader>);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
