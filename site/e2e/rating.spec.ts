import type { Page } from '@playwright/test';
import { axeViolations, expect, openRoute, test } from './fixtures';

const example = (page: Page, title: string) =>
  page.locator('section.example', { has: page.getByRole('heading', { name: title, level: 3 }) });

test('rating: click, hover preview, slider keys, the value field and read-only', async ({
  page,
  problems,
}) => {
  await openRoute(page, '/modules/rating', 'Rating');
  expect(await axeViolations(page)).toEqual([]);
  const box = example(page, 'Rating');
  const rating = box.getByRole('slider', { name: 'Example rating' });
  const icons = rating.locator('i.icon');
  await expect(icons).toHaveCount(10);
  await expect(rating).toHaveAttribute('aria-valuenow', '3');
  await expect(rating.locator('i.active')).toHaveCount(3);

  await icons.nth(6).hover();
  await expect(rating.locator('i.selected')).toHaveCount(7);
  await icons.nth(6).click();
  await expect(rating).toHaveAttribute('aria-valuenow', '7');
  await expect(box.getByLabel('Value')).toHaveValue('7');
  await page.mouse.move(5, 5);
  await expect(rating.locator('i.selected')).toHaveCount(0);

  await rating.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(rating).toHaveAttribute('aria-valuenow', '6');
  await page.keyboard.press('End');
  await expect(rating).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('Home');
  await expect(rating).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowUp');
  await expect(rating).toHaveAttribute('aria-valuetext', '1 of 10');

  await box.getByLabel('Value').fill('4');
  await expect(rating).toHaveAttribute('aria-valuenow', '4');

  await box.getByRole('checkbox', { name: 'Read Only?' }).focus();
  await page.keyboard.press('Space');
  await expect(rating).toHaveAttribute('aria-readonly', 'true');
  await icons.nth(8).click();
  await expect(rating.locator('i.selected')).toHaveCount(0);
  await rating.focus();
  await page.keyboard.press('End');
  await expect(rating).toHaveAttribute('aria-valuenow', '4');
  // The field still sets it: read-only is about the user interface.
  await box.getByLabel('Value').fill('2');
  await expect(rating).toHaveAttribute('aria-valuenow', '2');
  expect(await axeViolations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('styled: yellow stars and red hearts', async ({ page, problems }) => {
  await openRoute(page, '/modules/rating', 'Rating');
  const box = example(page, 'Styled rating');
  const stars = box.getByRole('slider', { name: 'Stars' });
  const hearts = box.getByRole('slider', { name: 'Hearts' });
  await expect(stars).toHaveClass(/ui rating yellow/);
  await expect(stars.locator('i.star.icon')).toHaveCount(5);
  await expect(stars.locator('i.active')).toHaveCount(3);
  await expect(hearts.locator('i.heart.icon')).toHaveCount(5);
  await expect(hearts.locator('i.active')).toHaveCount(3);
  // Active icons are coloured by the kit.
  const color = await stars
    .locator('i.active')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(color).not.toBe('rgba(0, 0, 0, 0.15)');
  await hearts.locator('i').nth(4).click();
  await expect(hearts).toHaveAttribute('aria-valuenow', '5');
  await stars.focus();
  await page.keyboard.press('ArrowRight');
  await expect(stars).toHaveAttribute('aria-valuenow', '4');
  expect(problems).toEqual([]);
});
