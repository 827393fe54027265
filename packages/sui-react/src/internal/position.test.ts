import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoUpdate, placementClasses, positionFloating, type FloatingOptions } from './position.js';

// jsdom has no layout: the tests give the viewport, the reference's rect and the floating
// element's size by hand.
const VIEWPORT = { width: 800, height: 600 };

function define(target: object, values: Record<string, unknown>) {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(target, key, { configurable: true, value });
  }
}

function rect(left: number, top: number, width: number, height: number) {
  return () => ({ left, top, width, height, x: left, y: top, right: left + width, bottom: top + height });
}

let made: HTMLElement[] = [];

function elements(reference: { left: number; top: number; width: number; height: number }) {
  const anchor = document.createElement('button');
  const floating = document.createElement('div');
  document.body.append(anchor, floating);
  made.push(anchor, floating);
  define(anchor, {
    getBoundingClientRect: rect(reference.left, reference.top, reference.width, reference.height),
  });
  define(floating, { offsetWidth: 200, offsetHeight: 100 });
  return { anchor, floating };
}

const options = (placement: FloatingOptions['placement'], more: Partial<FloatingOptions> = {}) => ({
  placement,
  offset: 10,
  padding: 6,
  ...more,
});

beforeEach(() => {
  define(document.documentElement, { clientWidth: VIEWPORT.width, clientHeight: VIEWPORT.height });
});

afterEach(() => {
  made.forEach((el) => el.remove());
  made = [];
  delete (document.documentElement as { clientWidth?: number }).clientWidth;
  delete (document.documentElement as { clientHeight?: number }).clientHeight;
  document.documentElement.dir = '';
});

describe('positionFloating', () => {
  it('puts the element on the asked-for side, at the gap, aligned as asked', async () => {
    const { anchor, floating } = elements({ left: 300, top: 250, width: 80, height: 30 });
    expect(await positionFloating(anchor, floating, options('bottom-start'))).toEqual({
      x: 300,
      y: 290,
      placement: 'bottom-start',
    });
    expect(await positionFloating(anchor, floating, options('top-end'))).toEqual({
      x: 180,
      y: 140,
      placement: 'top-end',
    });
    expect(await positionFloating(anchor, floating, options('top'))).toMatchObject({ x: 240, y: 140 });
    expect(await positionFloating(anchor, floating, options('right'))).toEqual({
      x: 390,
      y: 215,
      placement: 'right',
    });
    expect(await positionFloating(anchor, floating, options('left-start'))).toMatchObject({ x: 90, y: 250 });
  });

  it('flips to the other side when the asked-for side has no room', async () => {
    // 40 px above the reference: no room for 100 px and the gap.
    const { anchor, floating } = elements({ left: 300, top: 40, width: 80, height: 30 });
    expect(await positionFloating(anchor, floating, options('top-start'))).toEqual({
      x: 300,
      y: 80,
      placement: 'bottom-start',
    });
    // Near the bottom edge, bottom flips above.
    const low = elements({ left: 300, top: 540, width: 80, height: 30 });
    expect(await positionFloating(low.anchor, low.floating, options('bottom'))).toEqual({
      x: 240,
      y: 430,
      placement: 'top',
    });
  });

  it('keeps the side when the other one has no room either, unless told to try the cross axis', async () => {
    // A 200 px wide element beside a reference in the middle of a 300 px wide viewport.
    define(document.documentElement, { clientWidth: 300 });
    const { anchor, floating } = elements({ left: 110, top: 250, width: 80, height: 30 });
    const stays = await positionFloating(anchor, floating, options('right'));
    expect(stays.placement).toBe('right');
    const moved = await positionFloating(anchor, floating, options('right', { crossAxis: 'end' }));
    expect(['top', 'bottom']).toContain(moved.placement);
  });

  it('slides along to stay `padding` inside the viewport', async () => {
    // At the right edge, centred: it would end at 880.
    const right = elements({ left: 770, top: 100, width: 20, height: 20 });
    expect(await positionFloating(right.anchor, right.floating, options('bottom'))).toEqual({
      x: 800 - 6 - 200,
      y: 130,
      placement: 'bottom',
    });
    // Aligned to the start it would overflow too: the alignment flips first, as in Floating UI.
    expect(await positionFloating(right.anchor, right.floating, options('bottom-start'))).toEqual({
      x: 590,
      y: 130,
      placement: 'bottom-end',
    });
    // At the left edge, centred: it would start at -80.
    const left = elements({ left: 10, top: 100, width: 20, height: 20 });
    expect(await positionFloating(left.anchor, left.floating, options('bottom'))).toMatchObject({ x: 6 });
    // Beside the reference, it slides vertically.
    const top = elements({ left: 300, top: 0, width: 20, height: 20 });
    expect(await positionFloating(top.anchor, top.floating, options('right'))).toEqual({
      x: 330,
      y: 6,
      placement: 'right',
    });
  });

  it('aligns start and end to the writing direction of the floating element', async () => {
    const { anchor, floating } = elements({ left: 300, top: 250, width: 80, height: 30 });
    floating.dir = 'rtl';
    // jsdom does not compute `direction` from dir; the style does.
    floating.style.direction = 'rtl';
    expect(await positionFloating(anchor, floating, options('bottom-start'))).toMatchObject({ x: 180 });
  });

  it('returns coordinates in the containing block: a positioned ancestor, its border and scroll', async () => {
    const { anchor, floating } = elements({ left: 300, top: 250, width: 80, height: 30 });
    const box = document.createElement('div');
    box.style.position = 'relative';
    document.body.append(box);
    made.push(box);
    define(box, {
      getBoundingClientRect: rect(100, 50, 500, 500),
      clientLeft: 2,
      clientTop: 3,
      scrollLeft: 0,
      scrollTop: 40,
    });
    define(floating, { offsetParent: box });
    expect(await positionFloating(anchor, floating, options('bottom-start'))).toEqual({
      x: 300 - 102,
      y: 290 - 53 + 40,
      placement: 'bottom-start',
    });
  });

  it('skips a static offset parent (a table cell) and uses the page for a static body', async () => {
    const { anchor, floating } = elements({ left: 300, top: 250, width: 80, height: 30 });
    const cell = document.createElement('td');
    define(cell, { getBoundingClientRect: rect(100, 50, 500, 500), offsetParent: null });
    define(floating, { offsetParent: cell });
    define(window, { scrollX: 15, scrollY: 120 });
    try {
      expect(await positionFloating(anchor, floating, options('bottom-start'))).toEqual({
        x: 315,
        y: 410,
        placement: 'bottom-start',
      });
    } finally {
      define(window, { scrollX: 0, scrollY: 0 });
    }
  });
});

describe('placementClasses', () => {
  it('swaps left and right alignment in a right-to-left element, and only those', () => {
    expect(placementClasses('bottom-start', true)).toBe('bottom right');
    expect(placementClasses('top-end', true)).toBe('top left');
    expect(placementClasses('bottom', true)).toBe('bottom center');
    expect(placementClasses('left-start', true)).toBe('left center');
  });
});

describe('autoUpdate', () => {
  it('updates on window resize and on a scroll anywhere, until cleaned up', () => {
    const { anchor, floating } = elements({ left: 0, top: 0, width: 10, height: 10 });
    const scroller = document.createElement('div');
    document.body.append(scroller);
    made.push(scroller);
    const update = vi.fn();
    const stop = autoUpdate(anchor, floating, update);
    window.dispatchEvent(new Event('resize'));
    // A scroll event does not bubble: the window hears it in the capture phase.
    scroller.dispatchEvent(new Event('scroll'));
    expect(update).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('resize'));
    scroller.dispatchEvent(new Event('scroll'));
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('observes the size of both elements when ResizeObserver exists', () => {
    const observed: Element[] = [];
    const disconnect = vi.fn();
    let callback: () => void = () => {};
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(fn: () => void) {
          callback = fn;
        }
        observe(el: Element) {
          observed.push(el);
        }
        disconnect = disconnect;
      },
    );
    try {
      const { anchor, floating } = elements({ left: 0, top: 0, width: 10, height: 10 });
      const update = vi.fn();
      const stop = autoUpdate(anchor, floating, update);
      expect(observed).toEqual([anchor, floating]);
      callback();
      expect(update).toHaveBeenCalledTimes(1);
      stop();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
