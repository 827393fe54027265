// The tests beside this file run with no polyfill. This one proves it: if a setup file ever
// added a ResizeObserver, matchMedia or a fake layout, it would fail, and the guide would no longer
// be telling the truth.
import { expect, test } from 'vitest';

test('jsdom here has no ResizeObserver, no matchMedia and no layout', () => {
  expect(typeof globalThis.ResizeObserver).toBe('undefined');
  expect(typeof window.matchMedia).toBe('undefined');
  const box = document.createElement('div');
  box.style.height = '300px';
  document.body.append(box);
  expect(box.getBoundingClientRect().height).toBe(0);
  expect(box.clientHeight).toBe(0);
  box.remove();
});
