// Pixel measures for the accessibility stylesheet's tests (a11y-css.spec.ts): PNG screenshots
// decoded by the browser itself (no image library), compared pixel by pixel, and the WCAG contrast
// of what keyboard focus changes (2.4.13 focus appearance: a change of at least 3:1 over an area at
// least a 2 CSS px thick perimeter of the control). pixels.spec.ts tests the pure functions.
import type { Page } from '@playwright/test';

/** RGBA pixels, row by row, 4 bytes each. */
export interface Picture {
  width: number;
  height: number;
  data: number[];
}

/**
 * Decodes PNG screenshots in the page (createImageBitmap on a canvas): RGBA, row by row. The pixels
 * come back as one base64 string a picture: as an array of numbers, Playwright's serialisation of
 * a 600 x 200 picture took 3.4 s of the test runner's CPU; as base64, 0.1 s.
 */
export async function decode(page: Page, pngs: Buffer[]): Promise<Picture[]> {
  const pictures = await page.evaluate(
    async (list) => {
      const out: { width: number; height: number; base64: string }[] = [];
      for (const base64 of list) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        // btoa takes a binary string: built in slices, as an argument list has a length limit.
        let binary = '';
        for (let i = 0; i < data.length; i += 0x8000) {
          binary += String.fromCharCode(...data.subarray(i, i + 0x8000));
        }
        out.push({ width: bitmap.width, height: bitmap.height, base64: btoa(binary) });
      }
      return out;
    },
    pngs.map((png) => png.toString('base64')),
  );
  return pictures.map(({ width, height, base64 }) => ({
    width,
    height,
    data: Array.from(Buffer.from(base64, 'base64')),
  }));
}

/** WCAG 2 relative luminance of an sRGB colour (0-255 channels). */
export function luminance(r: number, g: number, b: number): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two luminances, 1 to 21. */
export function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** How many pixels differ between two pictures of the same size (an error if the sizes differ). */
export function differingPixels(a: Picture, b: Picture): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(
      `pixels: pictures of ${a.width}x${a.height} and ${b.width}x${b.height} cannot be compared.`,
    );
  }
  let count = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (a.data[i] !== b.data[i] || a.data[i + 1] !== b.data[i + 1] || a.data[i + 2] !== b.data[i + 2])
      count++;
  }
  return count;
}

/** What focus changed: the pixels whose colour changed by `minimum` or more (contrast ratio). */
export interface FocusChange {
  /** Pixels that changed by at least the minimum contrast. */
  pixels: number;
  /** The area of a 2 px thick perimeter of the control (its box, less its rounded corners). */
  required: number;
  /**
   * The run of changed pixels met first going inward from each side along the middle row and
   * column (left, right, top, bottom), within that side's half.
   */
  thickness: [number, number, number, number];
  /** The median contrast of the changed pixels (0 when none). */
  medianContrast: number;
}

/**
 * Measures a focus ring: `before` and `after` are the same area (the control, whose corners have
 * the radius `radius`, with a margin of `margin` px on every side), unfocused and focused. Counts
 * the pixels that changed by at least `minimum`:1, and the thickness of the change on each side,
 * going inward from the edge of the area.
 */
export function focusChange(
  before: Picture,
  after: Picture,
  margin: number,
  radius = 0,
  minimum = 3,
): FocusChange {
  differingPixels(before, after); // checks the sizes
  const { width, height } = before;
  const ring = new Uint8Array(width * height);
  const ratios: number[] = [];
  for (let p = 0; p < width * height; p++) {
    const i = p * 4;
    const l1 = luminance(before.data[i]!, before.data[i + 1]!, before.data[i + 2]!);
    const l2 = luminance(after.data[i]!, after.data[i + 1]!, after.data[i + 2]!);
    const ratio = contrast(l1, l2);
    if (ratio >= minimum) {
      ring[p] = 1;
      ratios.push(ratio);
    }
  }
  const run = (start: number, step: number, count: number) => {
    let p = start;
    let i = 0;
    while (i < count && !ring[p]) {
      p += step;
      i++;
    }
    let length = 0;
    while (i < count && ring[p]) {
      p += step;
      i++;
      length++;
    }
    return length;
  };
  // Each side's scans stop halfway, so that they never meet the opposite side's ring; a side's
  // thickness is the largest of three scans (at a quarter, half and three quarters), so that one
  // scan crossing something as dark as the ring (a slider's fill) does not hide it.
  const rows = [1, 2, 3].map((q) => Math.floor((height * q) / 4) * width);
  const columns = [1, 2, 3].map((q) => Math.floor((width * q) / 4));
  const side = (scans: number[]) => Math.max(...scans);
  const w = width - 2 * margin;
  const h = height - 2 * margin;
  const r = Math.min(radius, w / 2, h / 2);
  ratios.sort((a, b) => a - b);
  return {
    pixels: ratios.length,
    // Twice the perimeter of the part: a rounded corner of radius r replaces 2r of straight edge by
    // a quarter circle.
    required: Math.floor(2 * (2 * (w + h) - (8 - 2 * Math.PI) * r)),
    thickness: [
      side(rows.map((row) => run(row, 1, width >> 1))),
      side(rows.map((row) => run(row + width - 1, -1, width >> 1))),
      side(columns.map((column) => run(column, width, height >> 1))),
      side(columns.map((column) => run(column + (height - 1) * width, -width, height >> 1))),
    ],
    medianContrast: ratios.length ? ratios[Math.floor(ratios.length / 2)]! : 0,
  };
}

/** Whether a focus change is a visible ring: enough pixels at 3:1, at least 2 px thick on every side. */
export function isVisibleRing(change: FocusChange): boolean {
  return change.pixels >= change.required && change.thickness.every((t) => t >= 2);
}
