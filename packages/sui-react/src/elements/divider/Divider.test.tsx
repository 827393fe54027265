import { render } from '@testing-library/react';
import { createRef, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { hydrateServerHtml, renderOnServer } from '../../test-utils/server.js';
import { Divider } from './index.js';

const first = (ui: ReactElement) => render(ui).container.firstElementChild as HTMLElement;

describe('Divider', () => {
  it('gives the kit classes of its variations', () => {
    expect(first(<Divider />).className).toBe('ui divider');
    expect(
      first(<Divider clearing fitted section inverted size="small" />)
        .className.split(' ')
        .sort(),
    ).toEqual(['ui', 'clearing', 'fitted', 'section', 'inverted', 'small', 'divider'].sort());
    expect(
      first(
        <Divider horizontal textAlign="left">
          Or
        </Divider>,
      ),
    ).toHaveClass('ui horizontal left aligned divider');
    expect(first(<Divider vertical hidden={false} className="extra" />).className).toBe(
      'ui vertical divider extra',
    );
  });

  it('is a separator when it has no content', () => {
    const line = first(<Divider />);
    expect(line).toHaveAttribute('role', 'separator');
    expect(line).not.toHaveAttribute('aria-orientation');
    expect(first(<Divider vertical />)).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('is plain text with content, and decorative when hidden', () => {
    const text = first(<Divider horizontal>Or</Divider>);
    expect(text).not.toHaveAttribute('role');
    expect(text).toHaveTextContent('Or');
    expect(first(<Divider horizontal content="And" />)).not.toHaveAttribute('role');
    expect(first(<Divider vertical content="Or" />)).not.toHaveAttribute('aria-orientation');
    expect(first(<Divider hidden />)).not.toHaveAttribute('role');
    // `hidden` is a class here, not the attribute.
    expect(first(<Divider hidden />)).not.toHaveAttribute('hidden');
  });

  it('lets the user choose the element and the role, and forwards its ref', () => {
    const ref = createRef<HTMLHRElement>();
    const hr = first(<Divider as="hr" ref={ref} />);
    expect(hr.tagName).toBe('HR');
    expect(ref.current).toBe(hr);
    expect(first(<Divider role="presentation" />)).toHaveAttribute('role', 'presentation');
  });

  it('renders on the server and hydrates with no warning', async () => {
    expect(renderOnServer(<Divider />)).toBe('<div role="separator" class="ui divider"></div>');
    const hydrated = await hydrateServerHtml(<Divider horizontal>Or</Divider>);
    expect(hydrated.problems).toEqual([]);
    hydrated.unmount();
  });
});
