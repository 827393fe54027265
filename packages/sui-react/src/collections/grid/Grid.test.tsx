import { render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Grid, GridColumn, GridRow } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Grid', () => {
  it('gives the kit classes of its variations', () => {
    expect(first(<Grid />).outerHTML).toBe('<div class="ui grid"></div>');
    expect(first(<Grid columns={3} divided />).className).toBe('ui three column divided grid');
    expect(first(<Grid columns="equal" />).className).toBe('ui equal width grid');
    expect(first(<Grid columns="sixteen" celled="internally" />).className).toBe(
      'ui sixteen column internally celled grid',
    );
    expect(first(<Grid divided="vertically" relaxed="very" padded="horizontally" />).className).toBe(
      'ui vertically divided very relaxed horizontally padded grid',
    );
    expect(first(<Grid container stackable doubling centered stretched inverted compact />).className).toBe(
      'ui container stackable doubling centered stretched inverted compact grid',
    );
    expect(first(<Grid textAlign="center" verticalAlign="middle" />).className).toBe(
      'ui center aligned middle aligned grid',
    );
    expect(first(<Grid compact="very" className="extra" />).className).toBe('ui very compact grid extra');
  });

  it('takes several screens in `only` and `reversed`', () => {
    expect(first(<Grid reversed="computer vertically" />).className).toBe(
      'ui computer vertically reversed grid',
    );
    expect(first(<Grid reversed="tablet mobile" />).className).toBe(
      'ui tablet reversed mobile reversed grid',
    );
    expect(first(<Grid only="large screen widescreen" />).className).toBe(
      'ui large screen only widescreen only grid',
    );
  });

  it('rows and columns give their classes, widths as words', () => {
    expect(first(<GridRow columns={2} color="red" only="tablet mobile" />).className).toBe(
      'two column red tablet only mobile only row',
    );
    expect(first(<GridRow centered divided stretched relaxed="very" />).className).toBe(
      'centered divided stretched very relaxed row',
    );
    expect(first(<GridColumn width={4} />).className).toBe('four wide column');
    expect(
      first(<GridColumn mobile={16} tablet="8" computer="four" largeScreen={2} widescreen={1} />).className,
    ).toBe(
      'sixteen wide mobile eight wide tablet four wide computer two wide large screen one wide widescreen column',
    );
    expect(first(<GridColumn floated="right" attached="left" verticalAlign="bottom" />).className).toBe(
      'right floated left attached bottom aligned column',
    );
  });

  it.each([0, 17, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 'seventeen'])(
    'refuses the width %o with the core error',
    (value) => {
      const width = value as unknown as 3;
      expect(() => renderToString(<GridColumn width={width} />)).toThrow(
        `Grid.Column: width must be a whole number from 1 to 16 (or its word), or 'equal' (got ${String(value)}).`,
      );
      expect(() => renderToString(<Grid columns={width} />)).toThrow(/^Grid: columns must be/);
    },
  );

  it('takes an empty width as none: no class, no error', () => {
    expect(first(<GridColumn width={'' as unknown as 3} />).className).toBe('column');
  });

  it('takes static and named parts, children or content, as, other props and a ref', () => {
    expect(Grid.Row).toBe(GridRow);
    expect(Grid.Column).toBe(GridColumn);
    const ref = createRef<HTMLElement>();
    const el = first(
      <Grid as="section" id="g" ref={ref} aria-label="Products">
        <Grid.Row content="R" />
        <Grid.Column as="article">C</Grid.Column>
      </Grid>,
    );
    expect(el.outerHTML).toBe(
      '<section class="ui grid" id="g" aria-label="Products"><div class="row">R</div><article class="column">C</article></section>',
    );
    expect(ref.current).toBe(el);
    expect(first(<Grid content="C">D</Grid>)).toHaveTextContent(/^D$/);
  });

  it('renders on the server and hydrates with no warning', async () => {
    const ui = (
      <Grid columns={2} stackable>
        <Grid.Row>
          <Grid.Column width={6}>A</Grid.Column>
          <Grid.Column width={10}>B</Grid.Column>
        </Grid.Row>
      </Grid>
    );
    expect(renderOnServer(ui)).toBe(
      '<div class="ui two column stackable grid"><div class="row"><div class="six wide column">A</div><div class="ten wide column">B</div></div></div>',
    );
    const hydrated = await hydrateServerHtml(ui);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
