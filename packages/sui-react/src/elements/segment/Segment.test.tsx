import { render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Segment, SegmentGroup, SegmentInline } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;
const classes = (ui: ReactElement) => first(ui).className.split(' ').sort();

describe('Segment', () => {
  it('is a div with the kit classes of its variations', () => {
    expect(first(<Segment />).outerHTML).toBe('<div class="ui segment"></div>');
    expect(classes(<Segment color="red" size="large" inverted raised piled compact circular />)).toEqual(
      ['ui', 'red', 'large', 'inverted', 'raised', 'piled', 'compact', 'circular', 'segment'].sort(),
    );
    expect(
      classes(<Segment basic clearing disabled placeholder secondary tertiary vertical primary />),
    ).toEqual(
      [
        'ui',
        'basic',
        'clearing',
        'disabled',
        'placeholder',
        'secondary',
        'tertiary',
        'vertical',
        'primary',
        'segment',
      ].sort(),
    );
  });

  it('gives the classes of the props that take true or a value', () => {
    expect(first(<Segment attached />)).toHaveClass('ui attached segment');
    expect(first(<Segment attached="top" />)).toHaveClass('top attached');
    expect(first(<Segment attached="left" seamless />)).toHaveClass('left attached seamless');
    expect(first(<Segment padded />).className).toBe('ui padded segment');
    expect(first(<Segment padded="very" />).className).toBe('ui very padded segment');
    expect(first(<Segment stacked="tall" />).className).toBe('ui tall stacked segment');
    expect(first(<Segment fitted="horizontally" />).className).toBe('ui horizontally fitted segment');
    expect(first(<Segment scrolling="very short" resizable />)).toHaveClass('very short scrolling resizable');
    expect(first(<Segment floated="right" textAlign="center" />)).toHaveClass('right floated center aligned');
  });

  it('leaves false and absent props out, and merges className', () => {
    expect(first(<Segment basic={false} padded={false} className="extra" />).className).toBe(
      'ui segment extra',
    );
  });

  it('takes children or content, children first', () => {
    expect(first(<Segment content="Shorthand" />)).toHaveTextContent('Shorthand');
    expect(first(<Segment content="Shorthand">Children</Segment>)).toHaveTextContent(/^Children$/);
    expect(first(<Segment content={0} />)).toHaveTextContent('0');
  });

  it('tells assistive technology a loading segment is busy', () => {
    const el = first(<Segment loading>Text</Segment>);
    expect(el).toHaveClass('ui loading segment');
    expect(el).toHaveAttribute('aria-busy', 'true');
    expect(first(<Segment />)).not.toHaveAttribute('aria-busy');
  });

  it('renders another element with as, passes other props on and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(
      <Segment as="section" ref={ref} id="s" aria-label="Box" data-x="1">
        x
      </Segment>,
    );
    expect(el.tagName).toBe('SECTION');
    expect(el).toHaveAttribute('id', 's');
    expect(el).toHaveAttribute('aria-label', 'Box');
    expect(el).toHaveAttribute('data-x', '1');
    expect(ref.current).toBe(el);
  });

  it('has its parts as static members', () => {
    expect(Segment.Group).toBe(SegmentGroup);
    expect(Segment.Inline).toBe(SegmentInline);
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Segment raised>Hi</Segment>)).toBe('<div class="ui raised segment">Hi</div>');
    const hydrated = await hydrateServerHtml(
      <SegmentGroup horizontal>
        <Segment loading>A</Segment>
        <Segment placeholder>
          <SegmentInline>B</SegmentInline>
        </Segment>
      </SegmentGroup>,
    );
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});

describe('Segment.Group', () => {
  it('is a div with the kit classes of its variations', () => {
    expect(first(<SegmentGroup />).outerHTML).toBe('<div class="ui segments"></div>');
    expect(
      classes(<SegmentGroup size="small" compact horizontal piled raised basic inverted disabled />),
    ).toEqual(
      [
        'ui',
        'small',
        'compact',
        'horizontal',
        'piled',
        'raised',
        'basic',
        'inverted',
        'disabled',
        'segments',
      ].sort(),
    );
    expect(first(<SegmentGroup horizontal equalWidth stackable wrapping />)).toHaveClass(
      'ui horizontal equal width stackable wrapping segments',
    );
    expect(first(<SegmentGroup stacked />).className).toBe('ui stacked segments');
    expect(first(<SegmentGroup stacked="tall" />).className).toBe('ui tall stacked segments');
  });

  it('is busy while loading, takes content, as, className and a ref', () => {
    const ref = createRef<HTMLElement>();
    const el = first(<SegmentGroup as="section" loading content="C" className="extra" ref={ref} />);
    expect(el.tagName).toBe('SECTION');
    expect(el).toHaveAttribute('aria-busy', 'true');
    expect(el).toHaveClass('ui loading segments extra');
    expect(el).toHaveTextContent('C');
    expect(ref.current).toBe(el);
  });
});

describe('Segment.Inline', () => {
  it('is a div.inline with content, as, className and a ref', () => {
    const ref = createRef<HTMLElement>();
    expect(first(<SegmentInline>x</SegmentInline>).outerHTML).toBe('<div class="inline">x</div>');
    const el = first(<SegmentInline as="span" content="y" className="extra" ref={ref} />);
    expect(el.outerHTML).toBe('<span class="inline extra">y</span>');
    expect(ref.current).toBe(el);
  });
});
