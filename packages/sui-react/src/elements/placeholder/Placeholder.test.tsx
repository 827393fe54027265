import { render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml } from '../../test-utils/server.js';
import {
  Placeholder,
  PlaceholderHeader,
  PlaceholderImage,
  PlaceholderLine,
  PlaceholderParagraph,
} from './Placeholder.js';

describe('Placeholder', () => {
  it('draws the kit markup, hidden from assistive technology', () => {
    const html = renderToString(
      <Placeholder fluid inverted>
        <PlaceholderHeader image>
          <PlaceholderLine />
          <PlaceholderLine length="very short" />
        </PlaceholderHeader>
        <PlaceholderParagraph>
          <PlaceholderLine length="full" />
        </PlaceholderParagraph>
        <PlaceholderImage square />
        <PlaceholderImage rectangular />
      </Placeholder>,
    );
    expect(html).toBe(
      '<div aria-hidden="true" class="ui fluid inverted placeholder">' +
        '<div class="image header"><div class="line"></div><div class="line very short"></div></div>' +
        '<div class="paragraph"><div class="line full"></div></div>' +
        '<div class="square image"></div><div class="rectangular image"></div></div>',
    );
  });

  it('can be exposed to assistive technology with aria-hidden={false}', () => {
    const { container } = render(<Placeholder aria-hidden={false} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'false');
  });

  it('takes content as shorthand for children, in every part that has content', () => {
    const { container } = render(
      <Placeholder content={<PlaceholderHeader content={<PlaceholderLine />} />} />,
    );
    expect(container.querySelector('.placeholder > .header > .line')).not.toBeNull();
    const { container: p } = render(<PlaceholderParagraph content="x" />);
    expect(p.textContent).toBe('x');
  });

  it('renders other elements through `as`, merges className, forwards refs and other props', () => {
    const ref = createRef<HTMLElement>();
    const lineRef = createRef<HTMLElement>();
    const { container } = render(
      <Placeholder as="section" ref={ref} className="extra" data-x="1">
        <PlaceholderLine as="span" ref={lineRef} className="mine" />
      </Placeholder>,
    );
    const section = container.querySelector('section')!;
    expect(section).toHaveClass('ui', 'placeholder', 'extra');
    expect(section).toHaveAttribute('data-x', '1');
    expect(ref.current).toBe(section);
    expect(lineRef.current).toBe(container.querySelector('span.line.mine'));
  });

  it('draws nothing for false or missing variations', () => {
    expect(renderToString(<Placeholder fluid={false} />)).toBe(
      '<div aria-hidden="true" class="ui placeholder"></div>',
    );
    expect(renderToString(<PlaceholderImage square={false} />)).toBe('<div class="image"></div>');
  });

  it('has its parts as static members', () => {
    expect(Placeholder.Header).toBe(PlaceholderHeader);
    expect(Placeholder.Line).toBe(PlaceholderLine);
    expect(Placeholder.Paragraph).toBe(PlaceholderParagraph);
    expect(Placeholder.Image).toBe(PlaceholderImage);
  });

  it('hydrates with no warning', async () => {
    const { problems, unmount } = await hydrateServerHtml(
      <Placeholder>
        <PlaceholderParagraph>
          <PlaceholderLine />
        </PlaceholderParagraph>
      </Placeholder>,
    );
    expect(problems).toEqual([]);
    unmount();
  });
});
