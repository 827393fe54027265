// @vitest-environment jsdom
// The handlers half of compat-props.test.ts. A server render writes no `on…` prop, whatever its
// value, so that test cannot see a Semantic UI React handler (`onLabelClick`, `onAddItem`) that
// sui-react/compat passes on to an element, where React warns of it once per name and process and
// drops it. Here each handler Semantic UI React's components handle is given, as a function, to
// sui-react/compat's component of the same name, rendered in the DOM; React keeps the props of each
// element it made on the node (`__reactProps$…`), and no element may hold the handler. Only the
// handlers React knows as DOM events (onClick, onBlur…) are left out: they belong on an element.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, LIBRARY_DIST, suir } from './compat-suir';

/** The handlers React knows as DOM events: they are meant for an element. */
const DOM_EVENTS = new Set(
  'onClick onChange onBlur onFocus onKeyDown onKeyUp onMouseDown onMouseUp onMouseEnter onMouseLeave onMouseMove onInput onSubmit onScroll onContextMenu onTouchStart onTouchEnd'.split(
    ' ',
  ),
);

/** The props React holds for each element under `root`. */
function elementProps(root: ParentNode): Record<string, unknown>[] {
  return Array.from(root.querySelectorAll('*')).flatMap((node) => {
    const key = Object.keys(node).find((name) => name.startsWith('__reactProps$'));
    return key ? [(node as unknown as Record<string, Record<string, unknown>>)[key]!] : [];
  });
}

/** Each component's handled handlers that some element holds, and the renders that failed. */
function leaks(compat: Record<string, unknown>): {
  found: Record<string, string[]>;
  failed: string[];
  checked: number;
} {
  let checked = 0;
  const found: Record<string, string[]> = {};
  const failed: string[] = [];
  const handler = () => {};
  // A Sidebar needs its container and the page beside it.
  const place = (name: string, element: ReturnType<typeof createElement>) =>
    name === 'Sidebar'
      ? createElement(
          compat.SidebarPushable as ComponentType,
          null,
          element,
          createElement(compat.SidebarPusher as ComponentType, null, 'Page'),
        )
      : element;
  for (const [name, Component] of Object.entries(compat)) {
    const handled = suir[name]?.handledProps;
    if (!/^[A-Z]/.test(name) || !handled) continue;
    for (const prop of handled) {
      if (!/^on[A-Z]/.test(prop) || DOM_EVENTS.has(prop)) continue;
      checked++;
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container, {
        onUncaughtError: (error) => failed.push(`${name} ${prop}: ${String(error)}`),
      });
      const { error, warn } = console;
      console.error = console.warn = () => {};
      try {
        flushSync(() =>
          root.render(
            place(
              name,
              createElement(Component as ComponentType<Record<string, unknown>>, {
                ...BASE[name],
                // An open Popup draws its content too.
                ...(name === 'Popup' && { open: true }),
                [prop]: handler,
              }),
            ),
          ),
        );
        // Portals (a Modal, a Popup) render into the body.
        if (elementProps(document.body).some((props) => prop in props)) (found[name] ??= []).push(prop);
      } finally {
        flushSync(() => root.unmount());
        container.remove();
        Object.assign(console, { error, warn });
      }
    }
  }
  return { found, failed, checked };
}

describe("sui-react/compat takes every handler Semantic UI React's components handle", () => {
  let compat: Record<string, unknown>;
  beforeAll(async () => {
    compat = await import(pathToFileURL(join(LIBRARY_DIST, 'compat/index.js')).href);
  });

  it('reads the props React holds on an element (the check can fail)', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const { error } = console;
    console.error = () => {};
    flushSync(() => root.render(createElement('div', { onLabelClick: () => {} })));
    console.error = error;
    expect(elementProps(container).some((props) => 'onLabelClick' in props)).toBe(true);
    flushSync(() => root.unmount());
  });

  it('no element holds one, and every component renders', () => {
    const { found, failed, checked } = leaks(compat);
    // onLabelClick, onAddItem, onRate, onTabChange, the Visibility callbacks…: 66 in all.
    expect(checked).toBeGreaterThan(60);
    expect({ found, failed }).toEqual({ found: {}, failed: [] });
  });
});
