import { render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Container } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Container', () => {
  it('gives the kit classes of its variations', () => {
    expect(first(<Container />).outerHTML).toBe('<div class="ui container"></div>');
    expect(first(<Container text />).className).toBe('ui text container');
    expect(first(<Container fluid textAlign="right" />).className).toBe('ui fluid right aligned container');
    expect(first(<Container textAlign="justified" />).className).toBe('ui justified container');
    expect(first(<Container wide />).className).toBe('ui wide container');
    expect(first(<Container scrolling resizable />).className).toBe('ui scrolling resizable container');
    expect(first(<Container scrolling="very long" />).className).toBe('ui very long scrolling container');
    expect(first(<Container fluid={false} className="extra" />).className).toBe('ui container extra');
  });

  it('takes children or content, as, other props and a ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(<Container as="main" content="C" id="m" ref={ref} />);
    expect(el.outerHTML).toBe('<main class="ui container" id="m">C</main>');
    expect(ref.current).toBe(el);
    expect(first(<Container content="C">D</Container>)).toHaveTextContent(/^D$/);
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Container text>Hi</Container>)).toBe('<div class="ui text container">Hi</div>');
    const hydrated = await hydrateServerHtml(<Container fluid>Hi</Container>);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
