import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../test-utils/server.js';
import { Rail } from './index.js';

const first = (ui: React.ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Rail', () => {
  it('is a div.ui.rail with the classes of its variations', () => {
    const rail = first(<Rail position="left">Menu</Rail>);
    expect(rail.tagName).toBe('DIV');
    expect(rail.className).toBe('ui left rail');
    expect(rail).toHaveTextContent('Menu');
    expect(
      first(<Rail position="right" attached internal dividing size="large" className="x" />)
        .className.split(' ')
        .sort(),
    ).toEqual(['ui', 'right', 'attached', 'internal', 'dividing', 'large', 'rail', 'x'].sort());
    expect(first(<Rail position="left" close />)).toHaveClass('ui left close rail');
    expect(first(<Rail position="left" close="very" />)).toHaveClass('very close');
  });

  it('takes content as shorthand, children winning', () => {
    expect(first(<Rail position="left" content="Short" />)).toHaveTextContent('Short');
    expect(
      first(
        <Rail position="left" content="Short">
          Long
        </Rail>,
      ),
    ).toHaveTextContent(/^Long$/);
  });

  it('renders another element with `as`, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    render(<Rail as="aside" ref={ref} position="right" aria-label="Related" />);
    expect(ref.current?.tagName).toBe('ASIDE');
    expect(ref.current).toHaveAttribute('aria-label', 'Related');
  });

  it('renders on a server', () => {
    expect(renderOnServer(<Rail position="left" close="very" />)).toBe(
      '<div class="ui left very close rail"></div>',
    );
  });
});
