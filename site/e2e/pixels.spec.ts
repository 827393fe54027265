// The pixel measures of a11y-css.spec.ts, on pictures whose answer is known.
import { expect, test } from '@playwright/test';
import {
  contrast,
  decode,
  differingPixels,
  focusChange,
  isVisibleRing,
  luminance,
  type Picture,
} from './pixels';

/** A white picture, with the given pixels painted in `rgb`. */
function picture(width: number, height: number, paint: (x: number, y: number) => number[] | null): Picture {
  const data: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.push(...(paint(x, y) ?? [255, 255, 255]), 255);
  }
  return { width, height, data };
}

test.describe('pixel measures', () => {
  test('luminance and contrast follow WCAG 2', () => {
    expect(luminance(0, 0, 0)).toBe(0);
    expect(luminance(255, 255, 255)).toBeCloseTo(1, 10);
    expect(contrast(luminance(0, 0, 0), luminance(255, 255, 255))).toBeCloseTo(21, 5);
    // #767676 on white is the well-known 4.54:1.
    expect(contrast(luminance(0x76, 0x76, 0x76), 1)).toBeCloseTo(4.54, 2);
    expect(contrast(0.3, 0.3)).toBe(1);
  });

  test('counts differing pixels, and refuses pictures of two sizes', () => {
    const white = picture(4, 3, () => null);
    const dot = picture(4, 3, (x, y) => (x === 1 && y === 2 ? [0, 0, 0] : null));
    expect(differingPixels(white, white)).toBe(0);
    expect(differingPixels(white, dot)).toBe(1);
    expect(() =>
      differingPixels(
        white,
        picture(3, 4, () => null),
      ),
    ).toThrow('pixels: pictures of 4x3 and 3x4 cannot be compared.');
  });

  // A 20 x 10 control with a 6 px margin: a 32 x 22 picture.
  const before = picture(32, 22, (x, y) => (x >= 6 && x < 26 && y >= 6 && y < 16 ? [220, 220, 220] : null));
  const ring = (thickness: number, rgb: number[]) =>
    picture(32, 22, (x, y) => {
      const inRing =
        x >= 2 &&
        x < 30 &&
        y >= 2 &&
        y < 20 &&
        !(x >= 2 + thickness && x < 30 - thickness && y >= 2 + thickness && y < 20 - thickness);
      return inRing ? rgb : before.data[(y * 32 + x) * 4] === 220 ? [220, 220, 220] : null;
    });

  test('a dark 2 px ring around the control is a visible ring', () => {
    const change = focusChange(before, ring(2, [27, 28, 29]), 6);
    expect(change.required).toBe(4 * (20 + 10));
    expect(change.thickness).toEqual([2, 2, 2, 2]);
    expect(change.pixels).toBe(28 * 18 - 24 * 14);
    expect(change.medianContrast).toBeGreaterThan(15);
    expect(isVisibleRing(change)).toBe(true);
  });

  test('a 1 px ring, or a pale one, is not', () => {
    const thin = focusChange(before, ring(1, [0, 0, 0]), 6);
    expect(thin.thickness).toEqual([1, 1, 1, 1]);
    expect(isVisibleRing(thin)).toBe(false);
    // Fomantic's focus blue (#96c8da) on white is 1.8:1: no pixel counts.
    const pale = focusChange(before, ring(3, [0x96, 0xc8, 0xda]), 6);
    expect(pale.pixels).toBe(0);
    expect(isVisibleRing(pale)).toBe(false);
  });

  test('a ring on three sides only is not', () => {
    const open = ring(2, [0, 0, 0]);
    for (let y = 0; y < 22; y++)
      for (const x of [28, 29]) open.data.splice((y * 32 + x) * 4, 3, 255, 255, 255);
    const change = focusChange(before, open, 6);
    expect(change.thickness[1]).toBe(0);
    expect(isVisibleRing(change)).toBe(false);
  });

  test('the browser decodes a screenshot to its exact pixels', async ({ page }) => {
    await page.setContent(
      '<body style="margin:0;background:#fff"><div style="width:5px;height:4px;background:#1b1c1d;margin:2px"></div></body>',
    );
    // A frame drawn first: a screenshot taken before the new page's first frame once failed under
    // load ("Unable to capture screenshot").
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const [shot] = await decode(page, [await page.screenshot({ clip: { x: 0, y: 0, width: 9, height: 8 } })]);
    expect([shot!.width, shot!.height]).toEqual([9, 8]);
    const at = (x: number, y: number) => shot!.data.slice((y * 9 + x) * 4, (y * 9 + x) * 4 + 4);
    expect(at(0, 0)).toEqual([255, 255, 255, 255]);
    expect(at(2, 2)).toEqual([0x1b, 0x1c, 0x1d, 255]);
    expect(at(6, 5)).toEqual([0x1b, 0x1c, 0x1d, 255]);
    expect(at(7, 6)).toEqual([255, 255, 255, 255]);
  });
});
