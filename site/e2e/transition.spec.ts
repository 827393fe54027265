import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its animations are the subject.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await openRoute(page, '/modules/transition', 'Transition');
});

test('the page explains the controller, the binding and the usage, and documents the interface', async ({
  page,
  problems,
}) => {
  for (const heading of ['The controller', 'Binding it to an element', 'Usage', 'Examples', 'API']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  const members = page.getByRole('table', { name: 'TransitionController members' });
  for (const name of [
    'new TransitionController',
    'animate',
    'stop(',
    'stopAll',
    'clearQueue',
    'isVisible',
    'isAnimating',
  ]) {
    await expect(
      members.getByRole('rowheader', { name: new RegExp(name.replace('(', '\\(')) }).first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Transition members' })).toContainText(
    'TransitionDirection.Either',
  );
  expect(problems).toEqual([]);
});

test('by mouse: choose an animation, Animate hides the image, Animate again shows it', async ({
  page,
  problems,
}) => {
  const box = page.locator('section.example#transition');
  const image = box.getByRole('img', { name: /landscape/ });
  const visible = box.getByTestId('transition-visible');
  await expect(image).toBeVisible();
  const select = box.getByRole('combobox', { name: 'Animation' });
  await box.locator('.ui.dropdown').click();
  // 29 animations; the menu draws those in view, each telling its place in the list.
  await expect(box.getByRole('option').first()).toHaveText('scale');
  await expect(box.getByRole('option').first()).toHaveAttribute('aria-setsize', '29');
  expect(await axeViolations(page, 'section.example#transition .example-result')).toEqual([]);
  await box.getByRole('option', { name: 'fade up', exact: true }).click();
  await expect(select).toHaveAttribute('aria-expanded', 'false');
  // Each class list with its animation's duration, recorded in the page: on a loaded machine the
  // animation can end between two polls.
  const seen = await recordClasses(image, 'animation-duration');
  await box.getByRole('button', { name: 'Animate' }).click();
  await expect(visible).toHaveText('false');
  await expect(image).toBeHidden();
  expect(await seen()).toContainEqual(expect.stringMatching(/animating out fade up.* \/ 0\.5s$/));
  await box.getByRole('button', { name: 'Animate' }).click();
  await expect(visible).toHaveText('true');
  await expect.poll(async () => (await seen()).some((c) => /animating in fade up/.test(c))).toBe(true);
  await expect(image).toBeVisible();
  expect(problems).toEqual([]);
});

test('by keyboard: search the animations, pick one, press Animate', async ({ page, problems }) => {
  const box = page.locator('section.example#transition');
  const image = box.getByRole('img', { name: /landscape/ });
  const select = box.getByRole('combobox', { name: 'Animation' });
  await select.focus();
  await page.keyboard.type('sha');
  await expect(box.getByRole('option')).toHaveText(['shake']);
  await page.keyboard.press('Enter');
  await expect(box.locator('.ui.dropdown > .text')).toHaveText('shake');
  await page.keyboard.press('Tab');
  await expect(box.getByRole('button', { name: 'Animate' })).toBeFocused();
  const shake = await recordClasses(image);
  await page.keyboard.press('Enter');
  // Attention seekers animate in place: the image stays visible.
  await expect.poll(async () => (await shake()).some((c) => /animating shake/.test(c))).toBe(true);
  await expect(image).not.toHaveClass(/animating/);
  await expect(box.getByTestId('transition-visible')).toHaveText('true');
  // Queued presses run one after another: out, then in.
  await select.focus();
  await page.keyboard.type('scale');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  const scale = await recordClasses(image);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect
    .poll(async () => {
      const seen = await scale();
      const out = seen.findIndex((c) => /animating out scale/.test(c));
      const back = seen.findIndex((c) => /animating in scale/.test(c));
      return out >= 0 && back > out && /transition visible$/.test(seen.at(-1)!);
    })
    .toBe(true);
  expect(problems).toEqual([]);
});
