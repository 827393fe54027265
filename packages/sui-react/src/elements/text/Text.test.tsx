import { render } from '@testing-library/react';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Text } from './Text.js';

describe('Text', () => {
  it('is a span with the kit classes of its variations', () => {
    expect(
      renderToString(
        <Text color="red" inverted size="large" disabled>
          Hot
        </Text>,
      ),
    ).toBe('<span class="ui red inverted large disabled text">Hot</span>');
    expect(renderToString(<Text error content="Failed" />)).toBe('<span class="ui error text">Failed</span>');
    expect(renderToString(<Text info success warning />)).toBe(
      '<span class="ui info success warning text"></span>',
    );
  });

  it('draws nothing for false or missing variations', () => {
    expect(
      renderToString(
        <Text color={undefined} disabled={false}>
          a
        </Text>,
      ),
    ).toBe('<span class="ui text">a</span>');
  });

  it('renders another element through `as`, merges className, forwards the ref and other props', () => {
    const ref = createRef<HTMLElement>();
    const { container } = render(<Text as="strong" ref={ref} className="x" title="t" color="primary" />);
    const el = container.querySelector('strong')!;
    expect(el).toHaveClass('ui', 'primary', 'text', 'x');
    expect(el).toHaveAttribute('title', 't');
    expect(ref.current).toBe(el);
  });
});
