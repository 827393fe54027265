import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { createRef, StrictMode, useRef, type ReactNode, type Ref } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installObservers, type ObserverWorld } from '../../test-utils/intersection.js';
import { Sticky, type StickyProps } from './Sticky.js';
import { nextPlace, placeClasses, placeEvents, type StickyPlace, type StickySignals } from './stickyState.js';

let world: ObserverWorld;
let scroll = 0;

beforeEach(() => {
  world = installObservers();
  scroll = 0;
  // The content is 50 px high, its wrapper 300 px wide.
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(50);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A 1000 px context 50 px down the page, the Sticky's start 100 px down; `scroll` moves both up. */
function Page(props: StickyProps & { withContext?: boolean; stickyRef?: Ref<HTMLDivElement> }) {
  const { withContext = true, stickyRef, ...rest } = props;
  const context = useRef<HTMLDivElement>(null);
  return (
    <div ref={context} data-testid="context">
      <Sticky data-testid="sticky" ref={stickyRef} {...rest} context={withContext ? context : undefined}>
        Stuck content
      </Sticky>
    </div>
  );
}

function setUp(tree: ReactNode) {
  const view = render(tree);
  const context = view.getByTestId('context');
  const wrapper = view.getByTestId('sticky');
  world.layout = (element) => {
    if (element === context) return { top: 50 - scroll, height: 1000 };
    if (element === wrapper.firstElementChild) return { top: 100 - scroll, height: 0 };
    return undefined;
  };
  act(() => world.update());
  const content = wrapper.lastElementChild as HTMLElement;
  const to = (position: number) => {
    scroll = position;
    act(() => world.update());
  };
  return { ...view, wrapper, content, to };
}

describe('Sticky', () => {
  it('sticks to the top once its start passes the top line, and returns', () => {
    const onStick = vi.fn();
    const onUnstick = vi.fn();
    const onTop = vi.fn();
    const { wrapper, content, to } = setUp(<Page onStick={onStick} onUnstick={onUnstick} onTop={onTop} />);
    expect(content).toHaveClass('ui sticky', { exact: true });
    expect(content).toHaveTextContent('Stuck content');
    to(99);
    expect(content).toHaveClass('ui sticky', { exact: true });
    to(150);
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
    expect(content.style.top).toBe('0px');
    expect(content.style.width).toBe('300px');
    // The wrapper keeps the content's height, so the page does not jump.
    expect(wrapper.style.minHeight).toBe('50px');
    expect(onStick).toHaveBeenCalledTimes(1);
    to(300);
    expect(onStick).toHaveBeenCalledTimes(1);
    to(0);
    expect(content).toHaveClass('ui sticky', { exact: true });
    expect(wrapper.style.minHeight).toBe('');
    expect(onTop).toHaveBeenCalledTimes(1);
    expect(onUnstick).toHaveBeenCalledTimes(1);
    expect(onTop.mock.invocationCallOrder[0]).toBeLessThan(onUnstick.mock.invocationCallOrder[0]!);
  });

  it('follows offset: the top line is offset px down', () => {
    const { content, to } = setUp(<Page offset={40} />);
    to(59);
    expect(content).toHaveClass('ui sticky', { exact: true });
    to(61);
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
    expect(content.style.top).toBe('40px');
  });

  it('stays at the bottom of its context once the context ends (bound)', () => {
    const onBottom = vi.fn();
    const onStick = vi.fn();
    const { content, to } = setUp(<Page onBottom={onBottom} onStick={onStick} />);
    to(500);
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
    // The context's bottom (1050 - scroll) passes 0 + 50 px.
    to(1001);
    expect(content).toHaveClass('ui bound bottom sticky', { exact: true });
    expect(onBottom).toHaveBeenCalledTimes(1);
    expect(onStick).toHaveBeenCalledTimes(1);
    to(900);
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
  });

  it('with pushing, rides the bottom of the view while scrolling back up from its context bottom', () => {
    const { content, to } = setUp(<Page pushing bottomOffset={20} />);
    to(1001);
    expect(content).toHaveClass('ui bound bottom sticky', { exact: true });
    // The context's bottom is still above the bottom line (768 - 20): held at the context bottom.
    to(350);
    expect(content).toHaveClass('ui bound bottom sticky', { exact: true });
    to(250);
    expect(content).toHaveClass('ui fixed bottom sticky', { exact: true });
    expect(content.style.bottom).toBe('20px');
    to(50);
    expect(content).toHaveClass('ui sticky', { exact: true });
  });

  it('without context and pushing, uses CSS position: sticky within its parent and still announces', () => {
    const onStick = vi.fn();
    const onUnstick = vi.fn();
    const { wrapper, content, to } = setUp(
      <Page withContext={false} offset={10} onStick={onStick} onUnstick={onUnstick} />,
    );
    expect(content).toHaveClass('ui native sticky', { exact: true });
    expect(content.style.top).toBe('10px');
    expect(wrapper.style.display).toBe('contents');
    to(200);
    expect(content).toHaveClass('ui native sticky', { exact: true });
    expect(onStick).toHaveBeenCalledTimes(1);
    to(0);
    expect(onUnstick).toHaveBeenCalledTimes(1);
  });

  it('when not active stays in its place, watches nothing, and sticks again when active', () => {
    const onStick = vi.fn();
    const { content, to, rerender } = setUp(<Page active={false} onStick={onStick} />);
    expect(world.active()).toBe(0);
    to(300);
    expect(content).toHaveClass('ui sticky', { exact: true });
    expect(onStick).not.toHaveBeenCalled();
    rerender(<Page onStick={onStick} />);
    act(() => world.update());
    expect(content).toHaveClass('ui fixed top sticky', { exact: true });
    rerender(<Page active={false} onStick={onStick} />);
    expect(content).toHaveClass('ui sticky', { exact: true });
    expect(world.active()).toBe(0);
  });

  it('announces each change once under StrictMode, and stops watching when unmounted', () => {
    const onStick = vi.fn();
    const { to, unmount } = setUp(
      <StrictMode>
        <Page onStick={onStick} />
      </StrictMode>,
    );
    to(200);
    expect(onStick).toHaveBeenCalledTimes(1);
    expect(world.active()).toBeGreaterThan(0);
    unmount();
    expect(world.active()).toBe(0);
  });

  it('passes the rest of the props to its wrapper, the ref too, and styleElement to the content', () => {
    const ref = createRef<HTMLDivElement>();
    const { wrapper, content } = setUp(
      <Page stickyRef={ref} id="aside" className="extra" stickyStyle={{ background: 'red' }} />,
    );
    expect(ref.current).toBe(wrapper);
    expect(wrapper).toHaveAttribute('id', 'aside');
    expect(wrapper).toHaveClass('extra', { exact: true });
    expect(content.style.background).toBe('red');
  });

  it('refuses offsets that are not finite numbers of pixels', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Sticky offset={NaN} />)).toThrow(
      'Sticky: offset must be a finite number of pixels (got NaN).',
    );
    expect(() => render(<Sticky bottomOffset={Infinity} />)).toThrow(
      'Sticky: bottomOffset must be a finite number of pixels (got Infinity).',
    );
  });

  it('does nothing where IntersectionObserver is missing: the content stays in its place', () => {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getByText } = render(<Sticky context={document.body}>Here</Sticky>);
    expect(getByText('Here')).toHaveClass('ui sticky', { exact: true });
  });
});

const places = fc.constantFrom<StickyPlace>('top', 'fixed-top', 'fixed-bottom', 'bound');
const signals = fc.record<StickySignals>({
  passedTop: fc.boolean(),
  contextEnded: fc.boolean(),
  contextBelowView: fc.boolean(),
  backAtStart: fc.boolean(),
});

describe('Sticky places (pure)', () => {
  it('is in its place exactly when its start has not passed the top line', () => {
    fc.assert(
      fc.property(places, signals, fc.boolean(), (previous, s, pushing) => {
        if (!s.passedTop) expect(nextPlace(previous, s, pushing)).toBe('top');
        else expect(nextPlace('top', s, pushing)).toBe(s.contextEnded ? 'bound' : 'fixed-top');
      }),
    );
  });

  it('never rides the bottom of the view without pushing, and without pushing ignores the past', () => {
    fc.assert(
      fc.property(places, places, signals, (a, b, s) => {
        expect(nextPlace(a, s, false)).not.toBe('fixed-bottom');
        expect(nextPlace(a, s, false)).toBe(nextPlace(b, s, false));
      }),
    );
  });

  it('announces stick and unstick alternately over any run of places', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(signals, fc.boolean()), { maxLength: 40 }), (steps) => {
        let place: StickyPlace = 'top';
        let stuck = false;
        for (const [s, pushing] of steps) {
          const next = nextPlace(place, s, pushing);
          for (const event of placeEvents(place, next)) {
            if (event === 'onStick') {
              expect(stuck).toBe(false);
              stuck = true;
            }
            if (event === 'onUnstick') {
              expect(stuck).toBe(true);
              stuck = false;
            }
          }
          expect(stuck).toBe(next !== 'top');
          expect(placeClasses(next, false)).toMatch(/^ui (fixed (top|bottom) |bound bottom )?sticky$/);
          place = next;
        }
      }),
    );
  });
});
