import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIST, firstLoad } from '../../bench/measure.mjs';

const KB = 1000;

describe('site size budgets (built site, gzipped)', () => {
  it('first load of /#/getting-started is at most 110 KB of JavaScript', () => {
    const { js, files } = firstLoad(['src/pages/getting-started/index.tsx']);
    expect(files.some((f) => f.includes('getting-started'))).toBe(true);
    expect(js).toBeGreaterThan(50 * KB); // React alone is more: a smaller figure means a broken measurement
    expect(js, `first-load JS is ${(js / KB).toFixed(1)} KB`).toBeLessThanOrEqual(110 * KB);
  });

  it('loads per-component kit CSS, never the whole semantic.min.css', () => {
    const { css } = firstLoad(['src/pages/getting-started/index.tsx']);
    // The whole Fomantic kit is about 182 KB gzipped.
    expect(css).toBeLessThan(90 * KB);
  });

  it('index.html uses relative asset paths, so the site works from any sub-path', () => {
    const html = readFileSync(join(SITE_DIST, 'index.html'), 'utf8');
    const urls = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(2);
    for (const url of urls) expect(url, url).toMatch(/^\.\//);
  });
});
