// The built library in an app's production bundle (NODE_ENV=production, as Vite, Next.js and
// webpack set it): the explanations of its errors are left out, and bad input still throws an
// error that names the component, the prop and the value.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, bundle } from '../../bench/measure.mjs';

/** Texts that only a development build's errors carry (errors.ts, Slider, Select, Localization). */
const EXPLANATIONS = [
  'a finite number above 0',
  'a number of milliseconds, 0 or more',
  'Use one of:',
  'optionsLookup already returns the matching options',
  'Load it first',
];

const ALL = `export * from 'sui-react';`;

// The bundle imports react from the repository's node_modules: it is written inside the repository.
const dir = mkdtempSync(join(ROOT, 'tests/build/.production-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The whole library bundled for `nodeEnv`, imported as an app would run it. */
async function load(nodeEnv: string) {
  const file = join(dir, `${nodeEnv}.mjs`);
  writeFileSync(
    file,
    `${new TextDecoder().decode(await bundle(ALL, ROOT, nodeEnv))}\nexport { renderToString } from 'react-dom/server';\nexport { createElement } from 'react';`,
  );
  return import(pathToFileURL(file).href);
}

describe('errors in a production bundle', () => {
  it('a development bundle carries the explanations (the check below can fail)', async () => {
    const text = new TextDecoder().decode(await bundle(ALL, ROOT, 'development'));
    for (const explanation of EXPLANATIONS) expect(text).toContain(explanation);
  });

  it('a production bundle leaves them out', async () => {
    const text = new TextDecoder().decode(await bundle(ALL, ROOT, 'production'));
    for (const explanation of EXPLANATIONS) expect(text).not.toContain(explanation);
  });

  it('bad input still throws, naming the component, the prop and the value', async () => {
    const lib = await load('production');
    const render = (type: unknown, props: object) => () => lib.renderToString(lib.createElement(type, props));
    expect(render(lib.Slider, { 'aria-label': 'S', min: 5, max: 5 })).toThrow('Slider: invalid max (got 5).');
    expect(render(lib.RangeSlider, { 'aria-label': 'R', value: [8, 2] })).toThrow(
      'RangeSlider: invalid value (got [8, 2]).',
    );
    expect(render(lib.Toaster, { limit: 0 })).toThrow('Toaster: invalid limit (got 0).');
    expect(render(lib.Toaster, { position: 'middle' })).toThrow('Toaster: unknown position "middle".');
    expect(render(lib.Rating, { maximum: NaN })).toThrow('Rating: invalid maximum (got NaN).');
    expect(() => lib.toast({ displayTime: -5 })).toThrow('Toast: invalid displayTime (got -5).');
  });

  it('the same input in development explains the rule', async () => {
    const lib = await load('development');
    expect(() =>
      lib.renderToString(lib.createElement(lib.Slider, { 'aria-label': 'S', min: 5, max: 5 })),
    ).toThrow('Slider: max must be a finite number above min (5) (got 5).');
  });
});
