import { render } from '@testing-library/react';
import { createRef, forwardRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Segment } from '../elements/segment/index.js';
import { renderOnServer } from '../test-utils/server.js';
import { Ref } from './index.js';

describe('compat Ref', () => {
  it('hands the DOM node of an element or a forwarding component to innerRef, keeping its own ref', () => {
    const object = createRef<HTMLElement>();
    const own = createRef<HTMLDivElement>();
    const callback = vi.fn();
    const Forwarding = forwardRef<HTMLButtonElement>(function Forwarding(props, ref) {
      return (
        <div>
          <button {...props} ref={ref} />
        </div>
      );
    });
    render(
      <>
        <Ref innerRef={object}>
          <Segment>Seg</Segment>
        </Ref>
        <Ref innerRef={callback}>
          <div ref={own}>Own</div>
        </Ref>
        <Ref innerRef={object}>
          <Forwarding />
        </Ref>
      </>,
    );
    expect(object.current!.nodeName).toBe('BUTTON');
    expect(own.current).toHaveTextContent('Own');
    expect(callback).toHaveBeenCalledWith(own.current);
  });

  it('calls a state setter once, not on every render', () => {
    let renders = 0;
    function App() {
      const [node, setNode] = useState<unknown>(null);
      renders += 1;
      return (
        <Ref innerRef={setNode}>
          <p>{node ? 'has node' : 'none'}</p>
        </Ref>
      );
    }
    const { container } = render(<App />);
    expect(container).toHaveTextContent('has node');
    expect(renders).toBeLessThan(4);
  });

  it('refuses anything but one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Ref innerRef={createRef()}>text</Ref>)).toThrow(
      'Ref: children must be one React element (got text).',
    );
    vi.restoreAllMocks();
  });

  it('renders on the server without warnings and adds no element', () => {
    const error = vi.spyOn(console, 'error');
    expect(
      renderOnServer(
        <Ref innerRef={createRef()}>
          <span>x</span>
        </Ref>,
      ),
    ).toBe('<span>x</span>');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
