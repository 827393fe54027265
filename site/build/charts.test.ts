import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barChart, escapeXml, lineChart, linearTicks, logTicks } from './charts';
import { performanceData, type BenchFiles } from './performance-plugin';

describe('axes', () => {
  it('linear ticks start at 0, step by 1, 2 or 5 times a power of ten, and reach the maximum', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-3, max: 1e9, noNaN: true }), (max) => {
        const ticks = linearTicks(max);
        expect(ticks[0]).toBe(0);
        expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(max);
        const step = ticks[1]! - ticks[0]!;
        const mantissa = step / 10 ** Math.floor(Math.log10(step));
        expect([1, 2, 5, 10].some((m) => Math.abs(m - mantissa) < 1e-6)).toBe(true);
        expect(ticks.length).toBeLessThanOrEqual(8);
      }),
    );
    expect(linearTicks(0)).toEqual([0]);
    expect(linearTicks(Number.NaN)).toEqual([0]);
    expect(linearTicks(Infinity)).toEqual([0]);
  });

  it('log ticks are the powers of ten around the range, and a bad range is an error', () => {
    expect(logTicks(12, 4546)).toEqual([10, 100, 1000, 10_000]);
    expect(logTicks(100, 100_000)).toEqual([100, 1000, 10_000, 100_000]);
    expect(() => logTicks(0, 10)).toThrow('logTicks: bad range 0..10');
    expect(() => logTicks(10, 1)).toThrow('logTicks: bad range 10..1');
  });
});

describe('charts', () => {
  it('escapes the text it draws', () => {
    expect(escapeXml('<a & "b">')).toBe('&lt;a &amp; &quot;b&quot;&gt;');
    const svg = barChart({
      id: 't',
      title: 'Sizes <gz>',
      series: [{ name: 'ours & theirs', kind: 'ours' }],
      groups: [{ label: '<script>', values: [1] }],
      format: String,
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('<title id="t">Sizes &lt;gz&gt;</title>');
  });

  it('draws one bar per figure (after the legend), longest for the largest, and skips missing figures', () => {
    const svg = barChart({
      id: 'b',
      title: 'B',
      series: [
        { name: 'ours', kind: 'ours' },
        { name: 'peer', kind: 'peer' },
      ],
      groups: [
        { label: 'One', values: [10, 40] },
        { label: 'Two', values: [20, null] },
      ],
      format: (v) => `${v} B`,
    });
    const widths = [
      ...svg.matchAll(/<rect class="bar (ours|peer)" x="170" y="[\d.]+" width="([\d.]+)" height="12"/g),
    ].map((m) => Number(m[2]));
    expect(widths).toHaveLength(3);
    expect(Math.max(...widths)).toBe(widths[1]);
    expect(widths[2]).toBeCloseTo(widths[0]! * 2, 0);
    expect(svg).toMatch(/role="img" aria-labelledby="b"/);
  });

  it('marks a lower bound with an arrow and "≥", and places points on log axes', () => {
    const svg = lineChart({
      id: 'l',
      title: 'L',
      series: [
        {
          name: 'peer',
          kind: 'peer',
          points: [
            { x: 100, y: 10 },
            { x: 10_000, y: 120_000, atLeast: true },
          ],
        },
      ],
      x: { label: 'options', log: true, format: String },
      y: { label: 'ms', log: true, format: String },
    });
    expect(svg).toContain('≥ 120000');
    expect(svg.match(/<path class="mark peer"/g)).toHaveLength(1);
    expect(svg.match(/<circle class="mark peer"/g)).toHaveLength(1);
  });
});

describe('the Performance page data (bench/results)', () => {
  const read = (name: string) =>
    JSON.parse(readFileSync(new URL(`../../bench/results/${name}.json`, import.meta.url), 'utf8'));
  const files = (): BenchFiles => ({
    sizes: read('sizes'),
    select: read('select'),
    scale: read('scale'),
    elements: read('elements'),
    table: read('table'),
    card: read('card'),
    latest: read('latest'),
  });

  it('draws the eight charts from the committed results, each with its table', () => {
    const data = performanceData(files());
    expect(data.charts.map((c) => c.id)).toEqual([
      'sizes',
      'select-open',
      'select-keystroke',
      'elements',
      'table',
      'card',
      'first-load',
      'memory',
    ]);
    for (const chart of data.charts) {
      expect(chart.svg).toMatch(/^<svg [^>]*role="img"/);
      expect(chart.table.rows.length).toBeGreaterThan(0);
      expect(chart.table.rows.every((row) => row.length === chart.table.head.length)).toBe(true);
    }
    expect(data.whole.ratio).toBeCloseTo(data.whole.ours / data.whole.peer, 6);
  });

  it('names the missing figure when a result file lacks a case', () => {
    const broken = files();
    broken.select = {
      ...broken.select,
      comparison: broken.select.comparison.filter((c) => c.case !== 'select.1000.open'),
    };
    expect(() => performanceData(broken)).toThrow(
      'The benchmark results have no sui-react figure for select.1000.open.',
    );
  });
});
