import { axeViolations, expect, openRoute, recordClasses, test } from './fixtures';

// With motion, unlike the rest of the suite (playwright.config.ts): its height animates.
test.use({ reducedMotion: 'no-preference' });

test.describe('Collapse page', () => {
  test('the Toggle Collapse button animates the height closed and open, by mouse', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/modules/collapse', 'Collapse');
    const button = page.getByRole('button', { name: 'Toggle Collapse' });
    const panel = page.locator('#collapse-example-panel');
    await expect(panel).toHaveClass('expanded');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const full = (await panel.boundingBox())!.height;
    expect(full).toBeGreaterThan(50);
    expect(await axeViolations(page)).toEqual([]);

    // From the click on, look for the panel's animation on every frame. The first frame that has
    // it holds the animation at half its duration and reads the height there, then lets it run on:
    // a loaded machine that draws no frame mid-animation cannot miss it this way.
    await panel.evaluate((el) => {
      (window as unknown as { sampled: unknown }).sampled = new Promise((resolve) => {
        let frames = 0;
        const sample = () => {
          const [animation, ...more] = el.getAnimations();
          if (animation) {
            const duration = Number(animation.effect?.getComputedTiming().duration);
            animation.pause();
            animation.currentTime = duration / 2;
            const height = el.getBoundingClientRect().height;
            animation.play();
            resolve({ animations: 1 + more.length, duration, height });
          } else if (el.classList.contains('collapsing') || frames++ < 10) requestAnimationFrame(sample);
          else resolve({ animations: 0, duration: 0, height: -1 });
        };
        document.addEventListener('click', () => requestAnimationFrame(sample), { once: true });
      });
    });
    await button.click();
    const { animations, duration, height } = await page.evaluate(
      () =>
        (window as unknown as { sampled: Promise<{ animations: number; duration: number; height: number }> })
          .sampled,
    );
    expect(animations).toBe(1);
    expect(duration).toBeGreaterThan(0);
    // The Web Animations API really runs: half way through, the height is between full and 0.
    expect(height, `height at ${duration / 2} ms of ${duration}`).toBeGreaterThan(1);
    expect(height).toBeLessThan(full - 1);
    await expect(panel).toHaveClass('collapsed');
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The opening animation, recorded in the page: a loaded machine can end it between two polls.
    const seen = await recordClasses(panel);
    await button.click();
    await expect(panel).toHaveClass('expanded');
    expect(await seen()).toContain('collapsing');
    await expect(panel).toBeVisible();
    expect((await panel.boundingBox())!.height).toBeCloseTo(full, 0);
    await page.mouse.move(0, 0);
    // The animation is cleaned up: the height is natural again.
    expect(await panel.evaluate((el) => el.getAnimations().length)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('by keyboard: Enter and Space toggle, and collapsed content is out of reach', async ({
    page,
    problems,
  }) => {
    await openRoute(page, '/modules/collapse', 'Collapse');
    const button = page.getByRole('button', { name: 'Toggle Collapse' });
    const panel = page.locator('#collapse-example-panel');
    await page.getByRole('button', { name: 'View source' }).focus();
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(panel).toHaveClass('collapsed');
    await expect(page.getByText('Content of the panel.')).toBeHidden();
    await page.keyboard.press('Space');
    await expect(panel).toHaveClass('expanded');
    await expect(page.getByText('Content of the panel.')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('with reduced motion it changes at once', async ({ page, problems }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openRoute(page, '/modules/collapse', 'Collapse');
    await page.getByRole('button', { name: 'Toggle Collapse' }).click();
    await expect(page.locator('#collapse-example-panel')).toHaveClass('collapsed', { timeout: 100 });
    expect(problems).toEqual([]);
  });
});
