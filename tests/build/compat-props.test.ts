// Every prop Semantic UI React 2.1.5 handles itself (its components' `handledProps`) is taken by
// sui-react/compat's component of the same name: none may reach the DOM, where React warns of an
// unknown prop (`searchQuery`) or writes an attribute the app never meant (`open="…"`). Each prop is
// tried alone, on the server (React 19, development build), with a string: React writes any string
// prop it does not know as an attribute (its warning comes once per name and process, so the
// attribute is what is looked for, the warning as well).
// The props that are real HTML attributes (href, type, value…) are meant for the DOM. The few
// Semantic UI React props sui-react does not take yet are listed with the reason (NOT_TAKEN, in the
// migration command's names: it points at each place that passes one). The test fails on any other
// prop that reaches the DOM, and on a listed one that no longer does. A server writes no `on…` prop,
// so the handlers are checked in the DOM, in compat-handlers.test.ts.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, LIBRARY_DIST, suir } from './compat-suir';
import { NOT_TAKEN } from '../../packages/sui-react/migrate/names.mjs';

/** Props that are HTML attributes or React's own: they belong on an element. */
const DOM_PROPS = new Set(
  'as children className content key href role tabIndex type id name value src action autoComplete placeholder alt title width height disabled required readOnly target rel htmlFor checked rows'.split(
    ' ',
  ),
);

type Found = Record<string, string[]>;

const REACT_DOM_WARNING =
  /does not recognize the|Invalid value for prop|Unknown event handler property|for a non-boolean attribute|Invalid attribute name/;

/** Each component's handled props that reach the DOM, tried with `value`. */
function leaks(compat: Record<string, unknown>, value: string): Found {
  const found: Found = {};
  for (const [name, Component] of Object.entries(compat)) {
    const handled = suir[name]?.handledProps;
    if (!/^[A-Z]/.test(name) || !handled) continue;
    for (const prop of handled) {
      if (DOM_PROPS.has(prop) || prop.startsWith('aria-')) continue;
      const logged: string[] = [];
      const { error, warn } = console;
      console.error = console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      let html = '';
      try {
        html = renderToString(
          createElement(Component as ComponentType<Record<string, unknown>>, {
            ...BASE[name],
            [prop]: value,
          }),
        );
      } catch {
        // A value the component refuses (a string where it takes a number) reaches no element.
      } finally {
        Object.assign(console, { error, warn });
      }
      // An attribute of that name (the values taken out, so that a class word does not count).
      const attribute = new RegExp(` ${prop}[ >/]`, 'i').test(html.replace(/="[^"]*"/g, ''));
      // React's own warnings of a DOM prop (the library's development advice, which may name a prop
      // such as `label` or `icon`, is no leak).
      const warned = logged.some((line) => REACT_DOM_WARNING.test(line) && line.includes(prop));
      if (attribute || warned) (found[name] ??= []).push(prop);
    }
  }
  return found;
}

describe("sui-react/compat takes every prop Semantic UI React's components handle", () => {
  let compat: Record<string, unknown>;
  beforeAll(async () => {
    compat = await import(pathToFileURL(join(LIBRARY_DIST, 'compat/index.js')).href);
  });

  it('checks the components Semantic UI React has (more than 100 with their parts)', () => {
    const checked = Object.keys(compat).filter((name) => /^[A-Z]/.test(name) && suir[name]?.handledProps);
    expect(checked.length).toBeGreaterThan(100);
  });

  const expected = Object.fromEntries(
    Object.entries(NOT_TAKEN).map(([name, props]) => [name, Object.keys(props).sort()]),
  );
  it('none reaches the DOM but those listed', () => {
    const found = leaks(compat, 'zz9');
    for (const props of Object.values(found)) props.sort();
    expect(found).toEqual(expected);
  });
});
