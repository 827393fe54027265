import { badProp, DEV } from '../../internal/errors.js';

/** The scale of a slider: its ends and its step. */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
}

/**
 * Checks the scale and the page multiplier: `min` and `max` finite with `min < max`, `step` finite
 * and above 0, `pageMultiplier` a whole number, 1 or more. Anything else is a developer error naming
 * the component, the prop and the value.
 */
export function assertSliderScale(component: string, scale: SliderScale, pageMultiplier: number): void {
  const { min, max, step } = scale;
  if (!Number.isFinite(min)) badProp(component, 'min', DEV && 'a finite number', min);
  if (!Number.isFinite(max) || max <= min)
    badProp(component, 'max', DEV && `a finite number above min (${min})`, max);
  if (!Number.isFinite(step) || step <= 0) badProp(component, 'step', DEV && 'a finite number above 0', step);
  if (!Number.isInteger(pageMultiplier) || pageMultiplier < 1)
    badProp(component, 'pageMultiplier', DEV && 'a whole number, 1 or more', pageMultiplier);
}

/**
 * The value `k` steps above `min`, written without float noise (`0.1 * 3` gives 0.3), or `max`
 * when that is beyond it; `value` itself when `k` is infinite (a step below float precision: no
 * step can be counted).
 */
function stepAt({ min, max, step }: SliderScale, k: number, value?: number): number {
  const raw = min + k * step;
  // The fewest decimals that write both min and step (`0.1` 1, `1e-7` 7, `100` 0): the first
  // `toFixed` that reads back as the number itself. Past 15, the sum is kept as it is.
  let places = 0;
  while (places < 16 && (+min.toFixed(places) !== min || +step.toFixed(places) !== step)) places++;
  return Number.isFinite(k) ? Math.min(max, places > 15 ? raw : +raw.toFixed(places)) : value!;
}

/** How many steps `value` is above `min`, a whole number when it is on a step (within 1e-9). */
function stepsOf({ min, step }: SliderScale, value: number): number {
  const q = (value - min) / step;
  const whole = Math.round(q);
  return Math.abs(q - whole) < 1e-9 ? whole : q;
}

/**
 * The value a slider holds for `value` (a documented clamp and snap): below `min` gives `min`,
 * above `max` gives `max`, anything else the nearest value on a step (`min + k * step`) or `max`
 * itself. When `step` does not divide the range, the last step is shorter: `max` stays reachable.
 */
export function snapValue(value: number, scale: SliderScale): number {
  const { min, max } = scale;
  if (!(value > min)) return min;
  if (value >= max) return max;
  const k = Math.floor(stepsOf(scale, value));
  const below = stepAt(scale, k, value);
  const above = stepAt(scale, k + 1, value);
  return above - value <= value - below ? above : below;
}

/**
 * The value after a key on a thumb, following the WAI-ARIA slider pattern: ArrowRight / ArrowUp
 * one step up, ArrowLeft / ArrowDown one step down, PageUp / PageDown `pageMultiplier` steps, Home
 * `lo`, End `hi`. A step goes to the next values on a step, or `max`, never past `lo` and `hi`, the
 * thumb's bounds: the scale's ends, or the other thumb (thumbs stop where they meet). Null for any
 * other key.
 */
export function valueAfterKey(
  key: string,
  value: number,
  scale: SliderScale,
  pageMultiplier: number,
  lo: number,
  hi: number,
): number | null {
  const by = {
    ArrowRight: 1,
    ArrowUp: 1,
    ArrowLeft: -1,
    ArrowDown: -1,
    PageUp: pageMultiplier,
    PageDown: -pageMultiplier,
  }[key];
  if (by)
    return Math.min(
      hi,
      Math.max(lo, stepAt(scale, (by > 0 ? Math.floor : Math.ceil)(stepsOf(scale, value)) + by, value)),
    );
  return key === 'Home' ? lo : key === 'End' ? hi : null;
}

/**
 * Which thumb a press at `value` (a finite value) moves: the nearest. A tie (the press halfway between two thumbs,
 * or thumbs that meet) goes to the second thumb, unless the press is below the first thumb.
 */
export function nearestThumb(values: readonly number[], value: number): number {
  // One thumb: the second is at Infinity, never the nearer.
  const [a = 0, b = Infinity] = values;
  const da = Math.abs(value - a);
  const db = Math.abs(value - b);
  return da < db || (da === db && value < a) ? 0 : 1;
}

/**
 * The values after thumb `index` asks for `value`: the thumbs never cross. A thumb that reaches
 * the other stops there; pushed further, it stays (the thumbs do not swap).
 */
export function moveThumb(values: readonly number[], index: number, value: number): number[] {
  const next = values.slice();
  next[index] = Math.min(values[index + 1] ?? Infinity, Math.max(values[index - 1] ?? -Infinity, value));
  return next;
}

/** One auto label: its value, and whether it is a half tick (a tick with no text). */
export interface SliderLabel {
  value: number;
  half: boolean;
}

/**
 * The auto labels of a labeled slider: `min`, `max`, and values on a step between them, at most
 * `fit` gaps (what fits the track): when the steps are more, every n-th step gets a label (n the
 * fewest that fit), and with `ticks`, a half tick halfway when that is on a step. The cost follows
 * `fit`, never the number of steps (0 to 1e12 by 1 gives 11 labels or fewer).
 */
export function sliderLabels(scale: SliderScale, fit: number, ticks?: boolean): SliderLabel[] {
  const steps = Math.ceil(stepsOf(scale, scale.max));
  // (At least 1 whenever the loop runs: steps is then above 0.)
  const every = Math.ceil(steps / Math.max(1, Math.floor(fit)));
  const labels: SliderLabel[] = [];
  // Steps too many to count (a step below float precision) make `every` infinite: the loop then
  // labels min alone, and max follows.
  for (let k = 0; k < steps; k += every) {
    // The last label before max is dropped when it would sit closer than half a gap to it.
    if (k > 0 && steps - k < every / 2) break;
    labels.push({ value: stepAt(scale, k), half: false });
    if (ticks && every % 2 === 0 && k + every / 2 < steps)
      labels.push({ value: stepAt(scale, k + every / 2), half: true });
  }
  labels.push({ value: scale.max, half: false });
  return labels;
}
