import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Advertisement } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Advertisement', () => {
  it('gives the kit classes of its unit and variations', () => {
    expect(first(<Advertisement unit="medium rectangle" />).outerHTML).toBe(
      '<div class="ui medium rectangle ad"></div>',
    );
    expect(first(<Advertisement unit="banner" centered className="x" />).className).toBe(
      'ui banner centered ad x',
    );
  });

  it('a test unit shows its text in the placeholder; `true` draws one with no text', () => {
    expect(first(<Advertisement unit="leaderboard" test="Leaderboard" />).outerHTML).toBe(
      '<div class="ui leaderboard test ad" data-text="Leaderboard"></div>',
    );
    expect(first(<Advertisement unit="square" test={0} />).outerHTML).toBe(
      '<div class="ui square test ad" data-text="0"></div>',
    );
    expect(first(<Advertisement unit="square" test />).outerHTML).toBe(
      '<div class="ui square test ad"></div>',
    );
    expect(first(<Advertisement unit="square" test={false} />).outerHTML).toBe(
      '<div class="ui square ad"></div>',
    );
  });

  it('refuses a test text of NaN with a clear error', () => {
    expect(() => renderToString(<Advertisement unit="banner" test={Number.NaN} />)).toThrow(
      'Advertisement: test must be true, a text or a number (got NaN).',
    );
  });

  it('takes children or content, as, other props and a ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(
      <Advertisement as="aside" aria-label="Advertisement" unit="skyscraper" ref={ref} content="Ad" />,
    );
    expect(el.outerHTML).toBe('<aside class="ui skyscraper ad" aria-label="Advertisement">Ad</aside>');
    expect(ref.current).toBe(el);
    expect(
      first(
        <Advertisement unit="button" content="C">
          D
        </Advertisement>,
      ),
    ).toHaveTextContent(/^D$/);
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = <Advertisement unit="half page" test="Half page" centered />;
    expect(renderOnServer(ui)).toBe(
      '<div class="ui half page test centered ad" data-text="Half page"></div>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
