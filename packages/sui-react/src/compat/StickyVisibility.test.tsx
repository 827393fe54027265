import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installObservers, type ObserverWorld } from '../test-utils/intersection.js';
import { Sticky, Visibility } from './index.js';

let world: ObserverWorld;
let scroll = 0;

beforeEach(() => {
  world = installObservers();
  scroll = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function to(position: number) {
  scroll = position;
  act(() => world.update());
}

describe('compat Sticky', () => {
  function Page(props: { onStick: () => void; onUnstick: () => void }) {
    const context = useRef<HTMLDivElement>(null);
    return (
      <div ref={context} data-testid="context">
        <Sticky context={context} offset={5} className="extra" styleElement={{ zIndex: 3 }} {...props}>
          Content
        </Sticky>
      </div>
    );
  }

  it('takes a ref context and styleElement, and calls its callbacks with (null, props)', () => {
    const onStick = vi.fn();
    const onUnstick = vi.fn();
    const { getByTestId, getByText } = render(<Page onStick={onStick} onUnstick={onUnstick} />);
    const context = getByTestId('context');
    const wrapper = context.firstElementChild!;
    world.layout = (element) => {
      if (element === context) return { top: 50 - scroll, height: 1000 };
      if (element === wrapper.firstElementChild) return { top: 100 - scroll, height: 0 };
      return undefined;
    };
    act(() => world.update());
    expect(wrapper).toHaveClass('extra', { exact: true });
    const content = getByText('Content');
    expect(content).toHaveClass('ui sticky', { exact: true });
    expect(content.style.zIndex).toBe('3');
    to(200);
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
    expect(onStick).toHaveBeenCalledWith(null, expect.objectContaining({ offset: 5, className: 'extra' }));
    to(0);
    expect(onUnstick).toHaveBeenCalledWith(null, expect.objectContaining({ offset: 5 }));
  });

  it('reads the window or the document as context: the whole page, with native sticky', () => {
    const { getByText } = render(
      <Sticky context={window} scrollContext={document}>
        Content
      </Sticky>,
    );
    expect(getByText('Content')).toHaveClass('ui native sticky', { exact: true });
  });
});

describe('compat Visibility', () => {
  it('calls its callbacks with (null, { ...props, calculations }), onPassed too, and ignores updateOn', () => {
    world.layout = (element) => {
      const watched = document.querySelector('[data-testid="watched"]');
      if (!watched) return undefined;
      const top = 300 - scroll;
      if (element === watched) return { top, height: 200 };
      if (element === watched.firstElementChild) return { top, height: 0 };
      if (element === watched.lastElementChild) return { top: top + 200, height: 0 };
      return undefined;
    };
    const onTopPassed = vi.fn();
    const half = vi.fn();
    const { getByTestId } = render(
      <Visibility
        data-testid="watched"
        context={window}
        offset={[10, 10]}
        updateOn="repaint"
        onTopPassed={onTopPassed}
        onPassed={{ '50%': half }}
      >
        Content
      </Visibility>,
    );
    expect(getByTestId('watched')).not.toHaveAttribute('updateOn');
    to(400);
    expect(onTopPassed).toHaveBeenCalledTimes(1);
    const [event, data] = onTopPassed.mock.calls[0]!;
    expect(event).toBeNull();
    expect(data).toMatchObject({ offset: [10, 10], calculations: { topPassed: true, pixelsPassed: 100 } });
    expect(half).toHaveBeenCalledWith(
      null,
      expect.objectContaining({ calculations: expect.objectContaining({ percentagePassed: 0.5 }) }),
    );
  });
});
