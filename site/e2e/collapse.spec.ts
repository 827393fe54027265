import { axeViolations, expect, openRoute, test } from './fixtures';

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

    // Sample the panel in the page on every frame from the click on, so that a slow test machine
    // cannot miss the animation between two round trips.
    await panel.evaluate((el) => {
      const heights: number[] = [];
      let animations = 0;
      (window as unknown as { sampled: unknown }).sampled = new Promise((resolve) => {
        const sample = () => {
          animations = Math.max(animations, el.getAnimations().length);
          heights.push(el.getBoundingClientRect().height);
          if (el.classList.contains('collapsing') && heights.length < 120) requestAnimationFrame(sample);
          else resolve({ animations, heights });
        };
        document.addEventListener('click', () => requestAnimationFrame(sample), { once: true });
      });
    });
    await button.click();
    const { animations, heights } = await page.evaluate(
      () => (window as unknown as { sampled: Promise<{ animations: number; heights: number[] }> }).sampled,
    );
    expect(animations).toBe(1);
    // The Web Animations API really runs: the height passes through values between full and 0.
    expect(
      heights.some((h) => h > 1 && h < full - 1),
      `heights ${heights.join(', ')}`,
    ).toBe(true);
    await expect(panel).toHaveClass('collapsed');
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(panel).toHaveClass('collapsing');
    await expect(panel).toHaveClass('expanded');
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
