import { routes } from '../src/routes';
import {
  axeViolations,
  clippedText,
  expect,
  openRoute,
  routeRuns,
  runAxe,
  runName,
  showSystemTheme,
  test,
  TEXT_SPACING,
  visitEach,
} from './fixtures';
import { checkReflow } from './reflow';

/** The pages with examples of the library's own components, checked with the text spacing of WCAG 1.4.12. */
const withExamples = new Set(
  routes.filter((r) => r.group === 'Collections' || r.group === 'Modules').map((r) => r.path),
);

// Each route is loaded once for all its checks: at 1300 px the light theme's (title, glyphs, axe),
// the text spacing of WCAG 1.4.12 (pages with examples) and colour contrast in the dark theme; then
// the window narrows to 320 px for the reflow of WCAG 1.4.10 (reflow.ts). Those were separate sets of
// runs (here, reflow.spec and theme.spec), each loading every route again: the loads, not the
// checks, were most of their time.
for (const run of routeRuns(4)) {
  test(`${runName(run)}: each renders its title, its icons' glyphs, no console problem and no axe violation; examples keep their text with WCAG 1.4.12 spacing; the dark theme passes axe colour contrast; at 320 px each reflows with no axe violation`, async ({
    page,
    problems,
  }) => {
    // Every example source open and axe at 320 px: the Datepicker page took 15 s on a loaded machine.
    test.setTimeout(30_000 + run.length * 40_000);
    const wide = page.viewportSize()!;
    await visitEach(page, problems, run, async (route) => {
      await expect.soft(page, route.path).toHaveTitle(`${route.title} · sui-react`);
      // The build keeps only the icons the sources name (site/build/kit-fonts-plugin.ts): each icon
      // shown must still have its glyph.
      const iconsWithoutGlyph = await page.locator('i.icon').evaluateAll((icons) =>
        icons
          // A loading input draws a spinner in its icon's place (the kit empties the glyph).
          .filter((icon) => !icon.closest('.ui.loading.input'))
          .filter((icon) => ['none', 'normal', '""'].includes(getComputedStyle(icon, '::before').content))
          .map((icon) => icon.className),
      );
      expect.soft(iconsWithoutGlyph, `${route.path}: icons with no glyph`).toEqual([]);
      expect.soft(await axeViolations(page), `${route.path}: axe`).toEqual([]);

      if (withExamples.has(route.path)) {
        expect.soft(await clippedText(page), `${route.path}: before the spacing`).toEqual([]);
        const spacing = await page.addStyleTag({ content: TEXT_SPACING });
        await expect(page.locator('.animating')).toHaveCount(0);
        expect.soft(await clippedText(page), `${route.path}: text spacing`).toEqual([]);
        await spacing.evaluate((style) => (style as Element).remove());
      }

      // The dark theme, as System shows it when the device turns dark; light again for the next route.
      await showSystemTheme(page, 'dark');
      const failures = (await runAxe(page, { rules: ['color-contrast'] })).flatMap((v) =>
        v.nodes.slice(0, 5).map((n) => `${n.target} ${n.message}`),
      );
      expect.soft(failures, `${route.path}: colour contrast in the dark theme`).toEqual([]);
      await showSystemTheme(page, 'light');

      await checkReflow(page, route);
      await page.setViewportSize(wide);
    });
  });
}

test('every route is visited by the runs above, once', () => {
  expect(
    routeRuns(4)
      .flat()
      .map((route) => route.path),
  ).toEqual(routes.map((route) => route.path));
});

test('the root and unknown paths redirect to Getting Started', async ({ page, problems }) => {
  for (const path of ['/', '/no/such/page', '/modules/unknown-thing']) {
    await page.goto(`./#${path}`);
    await expect(page).toHaveURL(/#\/getting-started$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Getting Started');
  }
  expect(problems).toEqual([]);
});

test('the nav menu lists every production page in its group, and no development page', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/getting-started', 'Getting Started');
  const nav = page.locator('nav.toc');
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.width).toBe(250);
  await expect(nav.getByRole('link', { name: 'Getting Started' })).toHaveClass(/active/);
  await expect(nav.getByRole('link', { name: /Source repository/ })).toHaveAttribute(
    'href',
    /^https:\/\/github\.com\//,
  );
  for (const route of routes.filter((r) => r.group && !r.devOnly)) {
    const group = nav.getByRole('group', { name: route.group });
    await expect(group.getByRole('link', { name: route.label ?? route.title, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('group', { name: 'Development' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Test', exact: true })).toHaveCount(0);
  // The top bar and its menu button are for narrow screens only.
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  // Navigating through the menu loads the page.
  await nav.getByRole('link', { name: 'Sidebar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sidebar');
  await expect(page).toHaveURL(/#\/modules\/sidebar$/);
  expect(problems).toEqual([]);
});

test('the axe check can fail: it reports low contrast, a nameless button, and only what it is asked', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/development/test', 'Test');
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    main.insertAdjacentHTML(
      'beforeend',
      '<p style="color:#bbb;background:#fff">Faint text</p><button type="button" class="probe"></button>',
    );
  });
  const all = await axeViolations(page);
  expect(all).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^color-contrast /),
      expect.stringMatching(/^button-name /),
    ]),
  );
  const contrast = await runAxe(page, { rules: ['color-contrast'] });
  expect(contrast.map((v) => v.id)).toEqual(['color-contrast']);
  expect(contrast[0]!.nodes[0]!.message).toMatch(/insufficient color contrast/);
  expect(problems).toEqual([]);
});
