// The elements benchmark's server render, one Node bundle per library (bench/elements.mjs): run as
// `node server.mjs <runs>`, it renders the 1,000-row list with react-dom/server's renderToString,
// first a few times to warm up, then `runs` times, and prints the times (wall and this process's
// CPU time, ms per render), React's version and the markup of a two-row render as JSON.
import { version, type JSX } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
// @ts-expect-error: resolved by the benchmark's bundler to bench/<case>/<library>.tsx
import { Rows as LibraryRows } from 'elements-rows';
import type { RowsProps } from './data';

const Rows = LibraryRows as (props: RowsProps) => JSX.Element;
const runs = Number(process.argv[2] ?? 20);
const count = Number(process.argv[3] ?? 1000);
const WARM_UP = 10;

const times: number[] = [];
const cpu: number[] = [];
let length = 0;
for (let i = 0; i < WARM_UP + runs; i++) {
  const startCpu = process.cpuUsage();
  const start = performance.now();
  const html = renderToString(<Rows count={count} gen={i} />);
  const ms = performance.now() - start;
  const used = process.cpuUsage(startCpu);
  length = html.length;
  if (i >= WARM_UP) {
    times.push(ms);
    cpu.push((used.user + used.system) / 1000);
  }
}
const markup = renderToStaticMarkup(<Rows count={2} gen={0} />);
process.stdout.write(JSON.stringify({ react: version, times, cpu, length, markup }));
