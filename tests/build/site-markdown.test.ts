import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_DIST, siteRoutes } from '../../bench/measure.mjs';

describe('the built site’s markdown copies and llms.txt', () => {
  const llms = readFileSync(join(SITE_DIST, 'llms.txt'), 'utf8');
  const links = [...llms.matchAll(/^- \[([^\]]+)\]\((md\/[^)]+\.md)\)/gm)].map((m) => ({
    title: m[1]!,
    file: m[2]!,
  }));

  it('links every route of the menu, each to a markdown file of the build that starts with its title', () => {
    const menu = siteRoutes().filter((r) => !r.devOnly);
    expect(links.map((l) => l.file).sort()).toEqual(menu.map((r) => `md${r.path}.md`).sort());
    for (const { title, file } of links) {
      expect(existsSync(join(SITE_DIST, file)), file).toBe(true);
      expect(readFileSync(join(SITE_DIST, file), 'utf8').startsWith(`# ${title}\n`), file).toBe(true);
    }
  });
});
