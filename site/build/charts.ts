// Charts drawn at build time: each function takes figures and returns the markup of an SVG, so the
// Performance page ships pictures and numbers, not a charting library. The SVGs carry classes, not
// colours (the page's CSS colours them, also under forced colours), and every series differs in
// shape as well as colour: a filled bar or a solid line for sui-react, an outlined bar or a dashed
// line for its peer.

/** One series: its name (the legend) and how it is drawn. */
export interface Series {
  name: string;
  /** `ours`: filled bars, solid lines. `peer`: outlined bars, dashed lines. `plain`: thin grey lines. */
  kind: 'ours' | 'peer' | 'plain';
}

export interface BarGroup {
  label: string;
  /** One value per series, in the order of `series`; null where the series has no figure. */
  values: (number | null)[];
}

export interface BarChartOptions {
  /** The id of the picture's <title>, unique on the page. */
  id: string;
  /** The accessible name of the picture (its <title>). */
  title: string;
  series: Series[];
  groups: BarGroup[];
  /** Formats a value for the text after each bar, e.g. `12.7 KB`. */
  format: (value: number) => string;
  /** Formats the scale's ticks (round values); by default as `format` does. */
  tickFormat?: (value: number) => string;
  /** A vertical line marking a budget, with its text. */
  limit?: { value: number; label: string };
}

export interface Point {
  x: number;
  y: number;
  /** The figure is a lower bound (the run was stopped at this value): drawn with an arrow up. */
  atLeast?: boolean;
}

export interface LineChartOptions {
  /** The id of the picture's <title>, unique on the page. */
  id: string;
  title: string;
  series: (Series & { points: Point[] })[];
  x: { label: string; log?: boolean; format: (value: number) => string; ticks?: number[] };
  y: { label: string; log?: boolean; format: (value: number) => string; ticks?: number[] };
  /** A horizontal line marking a limit, with its text (e.g. one frame, 16.7 ms). */
  limit?: { value: number; label: string };
  /** Draws the series names above the plot (default); leave it off for many unnamed lines. */
  legend?: boolean;
}

const WIDTH = 640;
const FONT = 13;

/** Escapes text for SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Round tick values covering 0..max for a linear axis: 1, 2 or 5 times a power of ten apart, about
 * `count` of them. A max of 0 or less (or not finite) gives [0].
 */
export function linearTicks(max: number, count = 5): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  const raw = max / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const ticks: number[] = [];
  for (let t = 0; t <= max + step / 2 && ticks.length <= count + 1; t += step)
    ticks.push(round(t * 1e6) / 1e6);
  if (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks;
}

/** The powers of ten from below `min` to above `max`, for a log axis. */
export function logTicks(min: number, max: number): number[] {
  if (!(min > 0) || !(max >= min) || !Number.isFinite(max))
    throw new Error(`logTicks: bad range ${min}..${max}`);
  const ticks: number[] = [];
  for (let p = Math.floor(Math.log10(min)); p <= Math.ceil(Math.log10(max)); p++) ticks.push(10 ** p);
  return ticks;
}

const open = (title: string, height: number, id: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="100%" role="img" aria-labelledby="${id}" class="chart" font-size="${FONT}"><title id="${id}">${escapeXml(title)}</title>`;

/** The series names with their swatches, wrapped into rows that fit the width; and their height. */
function legend(series: Series[], x0: number, shape: 'bar' | 'line'): { svg: string; height: number } {
  let x = x0;
  let y = 16;
  const items = series.map((s) => {
    const width = 19 + s.name.length * 6.5 + 20;
    if (x > x0 && x + width > WIDTH) {
      x = x0;
      y += 18;
    }
    const swatch =
      shape === 'line'
        ? `<line class="line ${s.kind}" x1="${x}" y1="${y - 4}" x2="${x + 14}" y2="${y - 4}"/>`
        : `<rect class="bar ${s.kind}" x="${x}" y="${y - 9}" width="14" height="10"/>`;
    const item = `${swatch}<text x="${x + 19}" y="${y}">${escapeXml(s.name)}</text>`;
    x += width;
    return item;
  });
  return { svg: items.join(''), height: y + 8 };
}

/**
 * Horizontal bars, one group of bars per label, the value written after each bar. The scale starts
 * at 0 and ends at the largest value (or the limit, if larger), so bars compare by length.
 */
export function barChart({
  id,
  title,
  series,
  groups,
  format,
  tickFormat = format,
  limit,
}: BarChartOptions): string {
  const labelWidth = 170;
  const valueWidth = 70;
  const plot = WIDTH - labelWidth - valueWidth;
  const bar = 12;
  const gap = 3;
  const groupHeight = series.length * (bar + gap) + 10;
  const key = legend(series, labelWidth, 'bar');
  const top = key.height + (limit ? 20 : 6);
  const height = top + groups.length * groupHeight + 34;
  const values = groups.flatMap((g) => g.values.filter((v): v is number => v !== null && Number.isFinite(v)));
  const max = Math.max(limit?.value ?? 0, ...values, 0);
  const ticks = linearTicks(max);
  const end = ticks[ticks.length - 1]!;
  const x = (v: number) => labelWidth + (end > 0 ? (v / end) * plot : 0);
  const parts = [open(title, height, id), key.svg];
  const bottom = top + groups.length * groupHeight;
  for (const t of ticks) {
    parts.push(
      `<line class="grid" x1="${round(x(t))}" y1="${top}" x2="${round(x(t))}" y2="${bottom}"/>`,
      `<text class="tick" x="${round(x(t))}" y="${bottom + 16}" text-anchor="middle">${escapeXml(tickFormat(t))}</text>`,
    );
  }
  groups.forEach((group, g) => {
    const y0 = top + g * groupHeight + 5;
    parts.push(
      `<text x="${labelWidth - 8}" y="${round(y0 + (series.length * (bar + gap)) / 2 + 2)}" text-anchor="end">${escapeXml(group.label)}</text>`,
    );
    series.forEach((s, i) => {
      const value = group.values[i];
      if (value === null || value === undefined || !Number.isFinite(value)) return;
      const y = y0 + i * (bar + gap);
      const w = Math.max(1, x(value) - labelWidth);
      parts.push(
        `<rect class="bar ${s.kind}" x="${labelWidth}" y="${y}" width="${round(w)}" height="${bar}"/>`,
        `<text class="value" x="${round(labelWidth + w + 5)}" y="${y + bar - 2}">${escapeXml(format(value))}</text>`,
      );
    });
  });
  if (limit) {
    const lx = round(x(limit.value));
    parts.push(
      `<line class="limit" x1="${lx}" y1="${top - 4}" x2="${lx}" y2="${bottom}"/>`,
      `<text class="limit-label" x="${lx + 4}" y="${top - 6}">${escapeXml(limit.label)}</text>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}

/** Maps values to pixels on a linear or logarithmic axis between two pixel ends. */
function axis(ticks: number[], log: boolean | undefined, from: number, to: number) {
  const lo = ticks[0]!;
  const hi = ticks[ticks.length - 1]!;
  const f = log ? Math.log10 : (v: number) => v;
  return (v: number) => from + ((f(v) - f(lo)) / (f(hi) - f(lo) || 1)) * (to - from);
}

/**
 * Lines through points, on linear or logarithmic axes. A point that is a lower bound (`atLeast`)
 * ends its line with an arrow pointing up and the text "≥".
 */
export function lineChart({
  id,
  title,
  series,
  x,
  y,
  limit,
  legend: named = true,
}: LineChartOptions): string {
  const left = 64;
  const right = WIDTH - 36;
  const key = named ? legend(series, left, 'line') : { svg: '', height: 0 };
  const top = key.height + 26;
  const bottom = top + 256;
  const height = bottom + 44;
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = series.flatMap((s) => s.points.map((p) => p.y)).concat(limit ? [limit.value] : []);
  const xTicks =
    x.ticks ?? (x.log ? logTicks(Math.min(...xs), Math.max(...xs)) : linearTicks(Math.max(...xs)));
  const yTicks =
    y.ticks ?? (y.log ? logTicks(Math.min(...ys), Math.max(...ys)) : linearTicks(Math.max(...ys)));
  const px = axis(xTicks, x.log, left, right);
  const py = axis(yTicks, y.log, bottom, top);
  const parts = [open(title, height, id), key.svg];
  for (const t of xTicks) {
    const at = round(px(t));
    parts.push(
      `<line class="grid" x1="${at}" y1="${top}" x2="${at}" y2="${bottom}"/>`,
      `<text class="tick" x="${at}" y="${bottom + 16}" text-anchor="middle">${escapeXml(x.format(t))}</text>`,
    );
  }
  for (const t of yTicks) {
    const at = round(py(t));
    parts.push(
      `<line class="grid" x1="${left}" y1="${at}" x2="${right}" y2="${at}"/>`,
      `<text class="tick" x="${left - 6}" y="${at + 4}" text-anchor="end">${escapeXml(y.format(t))}</text>`,
    );
  }
  parts.push(
    `<text class="axis-label" x="${(left + right) / 2}" y="${bottom + 36}" text-anchor="middle">${escapeXml(x.label)}</text>`,
    `<text class="axis-label" x="${left}" y="${top - 8}" text-anchor="start">${escapeXml(y.label)}</text>`,
  );
  if (limit) {
    const at = round(py(limit.value));
    parts.push(
      `<line class="limit" x1="${left}" y1="${at}" x2="${right}" y2="${at}"/>`,
      `<text class="limit-label" x="${right - 4}" y="${at - 4}" text-anchor="end">${escapeXml(limit.label)}</text>`,
    );
  }
  for (const s of series) {
    const points = s.points.map((p) => `${round(px(p.x))},${round(py(p.y))}`).join(' ');
    parts.push(`<polyline class="line ${s.kind}" points="${points}"/>`);
    if (s.kind === 'plain') continue;
    for (const p of s.points) {
      const cx = round(px(p.x));
      const cy = round(py(p.y));
      parts.push(
        p.atLeast
          ? `<path class="mark ${s.kind}" d="M${cx - 5},${cy + 2} L${cx},${cy - 8} L${cx + 5},${cy + 2} Z"/><text class="value" x="${cx - 8}" y="${cy - 4}" text-anchor="end">≥ ${escapeXml(y.format(p.y))}</text>`
          : `<circle class="mark ${s.kind}" cx="${cx}" cy="${cy}" r="3.5"/>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}
