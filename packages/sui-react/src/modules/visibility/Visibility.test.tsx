import { act, render } from '@testing-library/react';
import fc from 'fast-check';
import { createRef, StrictMode, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installObservers, type ObserverWorld } from '../../test-utils/intersection.js';
import {
  calculate,
  callbacksToFire,
  CONDITIONS,
  NO_CALCULATIONS,
  normalizeOffset,
  type VisibilityCalculations,
} from './calculations.js';
import { Visibility } from './Visibility.js';

let world: ObserverWorld;
let scroll = 0;

// The watched element: 200 px high, 500 px wide, 300 px down the page; `scroll` moves it up.
beforeEach(() => {
  world = installObservers();
  scroll = 0;
  world.layout = (element) => {
    const watched = document.querySelector('[data-testid="watched"]');
    if (!watched) return undefined;
    const top = 300 - scroll;
    if (element === watched) return { top, height: 200, width: 500 };
    if (element === watched.firstElementChild) return { top, height: 0 };
    if (element === watched.lastElementChild) return { top: top + 200, height: 0 };
    return undefined;
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function to(position: number) {
  scroll = position;
  act(() => world.update());
}

const watch = (tree: ReactNode) => render(tree);

describe('Visibility', () => {
  it('with fireOnMount, calls the callbacks whose conditions hold once the element is measured', () => {
    const onOnScreen = vi.fn();
    const onTopVisible = vi.fn();
    const onOffScreen = vi.fn();
    const view = watch(
      <Visibility
        data-testid="watched"
        fireOnMount
        onOnScreen={onOnScreen}
        onTopVisible={onTopVisible}
        onOffScreen={onOffScreen}
      >
        <p>Content</p>
      </Visibility>,
    );
    expect(view.getByText('Content')).toBeInTheDocument();
    expect(onOnScreen).toHaveBeenCalledTimes(1);
    expect(onTopVisible).toHaveBeenCalledTimes(1);
    expect(onOffScreen).not.toHaveBeenCalled();
    expect(onOnScreen.mock.calls[0]![0]).toMatchObject({
      fits: true,
      onScreen: true,
      offScreen: false,
      topVisible: true,
      bottomVisible: true,
      height: 200,
      width: 500,
    });
  });

  it('without fireOnMount, calls nothing until the first report after mount', () => {
    const onOnScreen = vi.fn();
    const onTopPassed = vi.fn();
    const onPassing = vi.fn();
    const onTopVisible = vi.fn();
    watch(
      <Visibility
        data-testid="watched"
        onOnScreen={onOnScreen}
        onTopPassed={onTopPassed}
        onPassing={onPassing}
        onTopVisible={onTopVisible}
      >
        Content
      </Visibility>,
    );
    expect(onOnScreen).not.toHaveBeenCalled();
    to(350);
    expect(onTopPassed).toHaveBeenCalledTimes(1);
    expect(onPassing).toHaveBeenCalledTimes(1);
    expect(onOnScreen).toHaveBeenCalledTimes(1);
    expect(onTopVisible).not.toHaveBeenCalled();
    expect(onTopPassed.mock.calls[0]![0]).toMatchObject({ topPassed: true, passing: true, pixelsPassed: 50 });
  });

  it('calls each callback once by default, and each time its condition returns with once={false}', () => {
    const once = vi.fn();
    const again = vi.fn();
    const reverse = vi.fn();
    const tree = (callback: typeof once, only: boolean) => (
      <Visibility data-testid="watched" once={only} onTopPassed={callback} onTopPassedReverse={reverse}>
        Content
      </Visibility>
    );
    const { unmount } = watch(tree(once, true));
    for (const position of [350, 0, 350, 0]) to(position);
    expect(once).toHaveBeenCalledTimes(1);
    expect(reverse).toHaveBeenCalledTimes(1);
    unmount();
    reverse.mockClear();
    watch(tree(again, false));
    for (const position of [350, 0, 350, 0]) to(position);
    expect(again).toHaveBeenCalledTimes(2);
    expect(reverse).toHaveBeenCalledTimes(2);
  });

  it('with continuous, calls a callback on every report while its condition holds', () => {
    const onPassing = vi.fn();
    watch(
      <Visibility data-testid="watched" continuous onPassing={onPassing}>
        Content
      </Visibility>,
    );
    to(320);
    to(350);
    to(400);
    expect(onPassing.mock.calls.length).toBeGreaterThanOrEqual(3);
    const count = onPassing.mock.calls.length;
    to(0);
    expect(onPassing).toHaveBeenCalledTimes(count);
  });

  it('reports the calculations to onUpdate as the element passes, with the direction', () => {
    const onUpdate = vi.fn();
    watch(
      <Visibility data-testid="watched" onUpdate={onUpdate}>
        Content
      </Visibility>,
    );
    to(400);
    expect(onUpdate.mock.lastCall![0]).toMatchObject({
      pixelsPassed: 100,
      percentagePassed: 0.5,
      direction: 'down',
      passing: true,
    });
    to(350);
    expect(onUpdate.mock.lastCall![0]).toMatchObject({ pixelsPassed: 50, direction: 'up' });
    to(600);
    expect(onUpdate.mock.lastCall![0]).toMatchObject({
      bottomPassed: true,
      offScreen: true,
      pixelsPassed: 0,
    });
  });

  it('calls onPassed callbacks at px and share thresholds', () => {
    const half = vi.fn();
    const px150 = vi.fn();
    watch(
      <Visibility data-testid="watched" onPassed={{ '50%': half, 150: px150 }}>
        Content
      </Visibility>,
    );
    to(400);
    expect(half).toHaveBeenCalledTimes(1);
    expect(px150).not.toHaveBeenCalled();
    to(460);
    expect(px150).toHaveBeenCalledTimes(1);
    expect(half).toHaveBeenCalledTimes(1);
  });

  it('moves the top line down by the offset', () => {
    const onTopPassed = vi.fn();
    watch(
      <Visibility data-testid="watched" offset={[50, 0]} onTopPassed={onTopPassed}>
        Content
      </Visibility>,
    );
    to(240);
    expect(onTopPassed).not.toHaveBeenCalled();
    to(260);
    expect(onTopPassed).toHaveBeenCalledTimes(1);
  });

  it('calls each callback once under StrictMode, passes the rest of the props and the ref, and stops when unmounted', () => {
    const onTopPassed = vi.fn();
    const ref = createRef<HTMLDivElement>();
    const { getByTestId, unmount } = watch(
      <StrictMode>
        <Visibility ref={ref} data-testid="watched" className="extra" onTopPassed={onTopPassed}>
          Content
        </Visibility>
      </StrictMode>,
    );
    expect(ref.current).toBe(getByTestId('watched'));
    expect(ref.current).toHaveClass('extra', { exact: true });
    to(350);
    expect(onTopPassed).toHaveBeenCalledTimes(1);
    unmount();
    expect(world.active()).toBe(0);
  });

  it('refuses offsets that are neither px nor shares', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Visibility offset={NaN} />)).toThrow(
      "Visibility: offset must be px, a share such as '10%', or a [top, bottom] pair of them (got NaN).",
    );
    expect(() => render(<Visibility offset={'ten' as never} />)).toThrow('(got ten).');
    expect(() => render(<Visibility offset={[1] as never} />)).toThrow('(got [1]).');
  });
});

const box = fc.record({
  top: fc.integer({ min: -3000, max: 3000 }),
  height: fc.integer({ min: 0, max: 2000 }),
  width: fc.integer({ min: 0, max: 2000 }),
});
const offsets = fc.tuple(fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }));

describe('Visibility calculations (pure)', () => {
  it('keeps its conditions consistent for any box, view and offsets', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 1, max: 2000 }), offsets, (b, view, o) => {
        const c = calculate(b, view, o, null);
        expect(c.offScreen).toBe(!c.onScreen);
        expect(c.fits).toBe(c.topVisible && c.bottomVisible);
        expect(c.passing).toBe(c.topPassed && !c.bottomPassed);
        expect(c.percentagePassed).toBeGreaterThanOrEqual(0);
        expect(c.percentagePassed).toBeLessThanOrEqual(1);
        expect(c.pixelsPassed).toBeGreaterThanOrEqual(0);
        if (c.topVisible) expect(c.topPassed).toBe(false);
        if (c.pixelsPassed > 0) expect(b.top).toBeLessThan(0);
        expect([c.height, c.width]).toEqual([b.height, b.width]);
      }),
    );
  });

  it('says down when the box moved up the view, up otherwise', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: -500, max: 500 }), (b, moved) => {
        const c = calculate(b, 800, [0, 0], b.top + moved);
        expect(c.direction).toBe(moved > 0 ? 'down' : 'up');
      }),
    );
  });

  it('with once, never calls a callback twice; without continuous, only on a change', () => {
    const calculations = box.map((b) => calculate(b, 800, [0, 0], null));
    fc.assert(
      fc.property(fc.array(calculations, { maxLength: 30 }), fc.boolean(), (steps, once) => {
        const called = new Set<string>();
        const seen = new Map<string, number>();
        let previous: VisibilityCalculations = NO_CALCULATIONS;
        for (const next of steps) {
          for (const name of callbacksToFire(previous, next, { once, continuous: false }, called)) {
            seen.set(name, (seen.get(name) ?? 0) + 1);
            const condition = CONDITIONS.find(([, f, r]) => f === name || r === name)!;
            expect(previous[condition[0]]).not.toBe(next[condition[0]]);
            expect(next[condition[0]]).toBe(condition[1] === name);
          }
          previous = next;
        }
        if (once) for (const count of seen.values()) expect(count).toBe(1);
      }),
    );
  });

  it('reads offsets as px or shares of the view', () => {
    expect(normalizeOffset(10, 800)).toEqual([10, 10]);
    expect(normalizeOffset(['10%', 20], 800)).toEqual([80, 20]);
    expect(normalizeOffset('abc' as never, 800)[0]).toBeNaN();
  });
});
