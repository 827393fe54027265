import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIST, siteManifest, siteRoutes } from '../../bench/measure.mjs';

const html = readFileSync(join(SITE_DIST, 'index.html'), 'utf8');

describe('the built index.html', () => {
  // The page's own files start downloading with the entry: the inline script that preloads them must
  // run at once, and an inline script after a stylesheet link waits for that stylesheet.
  it('runs the route preload script before any stylesheet or module script', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const preload = head.indexOf('const pages = {');
    expect(preload, 'no route preload script in <head>').toBeGreaterThan(0);
    const stylesheet = head.search(/<link rel="stylesheet"/);
    const entry = head.search(/<script type="module"/);
    expect(stylesheet).toBeGreaterThan(0);
    expect(entry).toBeGreaterThan(0);
    expect(preload).toBeLessThan(stylesheet);
    expect(preload).toBeLessThan(entry);
  });

  // index.html's inline script sets <html data-theme> (site/src/layout/theme.ts): before any
  // stylesheet applies or anything paints, so a dark page never shows light first.
  it('decides the theme before any other script and any stylesheet', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    const theme = head.indexOf("localStorage.getItem('sui-docs-theme')");
    expect(theme, 'no theme script in <head>').toBeGreaterThan(0);
    expect(head.indexOf('<script')).toBeLessThan(theme);
    expect(head.indexOf('<script', head.indexOf('<script') + 1)).toBeGreaterThan(theme);
    expect(theme).toBeLessThan(head.search(/<link rel="stylesheet"/));
  });

  it('declares its encoding in the first 1,024 bytes, where browsers look for it', () => {
    const charset = html.indexOf('<meta charset="UTF-8" />');
    expect(charset).toBeGreaterThan(0);
    expect(charset).toBeLessThan(1024 - 30);
  });

  it('preloads, for every route, its page chunk', () => {
    const pages: Record<string, string[]> = JSON.parse(/const pages = (\{.*\});/.exec(html)![1]!);
    const manifest = siteManifest();
    for (const { path, source } of siteRoutes()) {
      expect(pages[path], path).toContain(manifest[source]!.file);
    }
  });
});
