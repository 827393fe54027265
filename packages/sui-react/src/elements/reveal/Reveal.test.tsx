import { render } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnServer } from '../../test-utils/server.js';
import { Reveal, RevealContent } from './index.js';

const first = (ui: React.ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Reveal', () => {
  it('is a div.ui.reveal holding its two contents', () => {
    const reveal = first(
      <Reveal animated="move up">
        <Reveal.Content visible>Front</Reveal.Content>
        <Reveal.Content hidden>Back</Reveal.Content>
      </Reveal>,
    );
    expect(reveal.tagName).toBe('DIV');
    expect(reveal.className).toBe('ui move up reveal');
    const [front, back] = reveal.children;
    expect(front!.className).toBe('ui visible content');
    expect(back!.className).toBe('ui hidden content');
    expect(Reveal.Content).toBe(RevealContent);
  });

  it('gives the classes of its variations', () => {
    expect(first(<Reveal animated="small fade" active instant />)).toHaveClass(
      'ui small fade active instant reveal',
    );
    expect(first(<Reveal animated="slide right" disabled size="large" visible className="x" />)).toHaveClass(
      'ui slide right disabled large visible reveal x',
    );
  });

  it('takes focus, so keyboard users can reveal it, unless it is active or disabled', () => {
    expect(first(<Reveal animated="fade" />)).toHaveAttribute('tabindex', '0');
    expect(first(<Reveal animated="fade" active />)).not.toHaveAttribute('tabindex');
    expect(first(<Reveal animated="fade" disabled />)).not.toHaveAttribute('tabindex');
    expect(first(<Reveal animated="fade" tabIndex={-1} />)).toHaveAttribute('tabindex', '-1');
  });

  it('takes content as shorthand', () => {
    expect(first(<Reveal content="R" />)).toHaveTextContent('R');
    expect(first(<RevealContent content="C" />)).toHaveTextContent('C');
    expect(first(<RevealContent content="C">D</RevealContent>)).toHaveTextContent(/^D$/);
  });

  it('renders another element with `as`, and forwards its ref', () => {
    const ref = createRef<HTMLElement>();
    const inner = createRef<HTMLElement>();
    render(
      <Reveal as="span" ref={ref}>
        <RevealContent as="span" ref={inner} visible />
      </Reveal>,
    );
    expect(ref.current?.tagName).toBe('SPAN');
    expect(inner.current).toHaveClass('visible content');
  });

  it('renders on a server', () => {
    expect(renderOnServer(<Reveal animated="rotate left" content="x" />)).toBe(
      '<div class="ui rotate left reveal" tabindex="0">x</div>',
    );
  });
});
