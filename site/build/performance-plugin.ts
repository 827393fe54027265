// `import data from 'virtual:performance'` gives the Performance page its charts and figures, made at
// build time from the benchmark's result files in bench/results (committed; `npm run bench` and its
// parts rewrite them). The page ships SVG markup and small tables, no charting code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { barChart, lineChart, type Point } from './charts.ts';

const RESULTS = fileURLToPath(new URL('../../bench/results/', import.meta.url));
const ID = 'virtual:performance';
const RESOLVED = `\0${ID}`;

interface Timing {
  paintMs: number | null;
  scriptMs: number | null;
  cappedAtMs?: number;
}
interface Comparison {
  case: string;
  label: string;
  [library: string]: Timing | string | number | boolean | null | undefined;
}
interface Size {
  min: number;
  gz: number;
}
/** A case of bench/elements.mjs: sui-react, Semantic UI React and the same markup by hand. */
interface ListBench {
  date: string;
  environment: { runs: number; cycles: number };
  comparison: {
    case: string;
    label: string;
    goal: boolean;
    [library: string]: number | string | boolean;
  }[];
  libraries: Record<string, { heap: { firstBytes: number; lastBytes: number } }>;
}

/** The parts of the result files the page reads. */
export interface BenchFiles {
  sizes: {
    date: string;
    library: {
      rows: { name: string; ours: Size; peer: Size }[];
      total: { ours: Size; peer: Size; ratio: number };
    };
    site: { path: string; js: number; css: number }[] | null;
  };
  select: { date: string; environment: { runs: number; cpus: string }; comparison: Comparison[] };
  scale: { date: string; comparison: Comparison[] };
  /** bench/elements.mjs: the 1,000-row list of elements (bench/results/elements.json). */
  elements: ListBench;
  /** bench/elements.mjs --case=table: the 1,000-row Table (bench/results/table.json). */
  table: ListBench;
  /** bench/elements.mjs --case=card: the 200-card Card.Group (bench/results/card.json). */
  card: ListBench;
  latest: {
    date: string;
    site: {
      mountCycles: { cycles: number; pages: { path: string; samples: { heap: number }[] }[] };
      lighthouse: Record<string, Record<string, Record<string, number | string[]>>>;
    };
  };
}

export interface Chart {
  id: string;
  title: string;
  /** When the figures were measured (ISO date). */
  measured: string;
  svg: string;
  /** The same figures as a table (for reading exact values, and for screen readers). */
  table: { head: string[]; rows: string[][] };
}

export interface PerformanceData {
  charts: Chart[];
  whole: { ours: number; peer: number; ratio: number; date: string };
  lighthouse: { page: string; form: string; scores: Record<string, number> }[];
  lighthouseDate: string;
  environment: { runs: number; cpus: string };
  /** The elements list: runs per timing and mount/unmount cycles for the heap. */
  elementsRuns: number;
  elementsCycles: number;
}

const OURS = 'sui-react';
const PEER = 'semantic-ui-react';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (value: number) =>
  value >= 1000 ? `${(value / 1000).toFixed(value >= 10_000 ? 0 : 1)} s` : `${value} ms`;
const count = (n: number) => n.toLocaleString('en');

function timing(list: Comparison[], key: string, library: string): Timing {
  const row = list.find((c) => c.case === key);
  const value = row?.[library] as Timing | undefined;
  if (!value) throw new Error(`The benchmark results have no ${library} figure for ${key}.`);
  return value;
}

/** A point from a timing: the paint time, or the cap for a run stopped there (a lower bound). */
function point(x: number, t: Timing): Point {
  if (t.paintMs !== null) return { x, y: t.paintMs };
  if (t.cappedAtMs) return { x, y: t.cappedAtMs, atLeast: true };
  throw new Error(`A timing at ${x} options has neither a paint time nor a cap.`);
}

const cell = (p: Point) => `${p.atLeast ? '> ' : ''}${ms(p.y)}`;

/** The chart of a case of bench/elements.mjs: mount, update and server render, and the heap. */
function listChart(id: string, bench: ListBench, title: string, svgTitle: string): Chart {
  const FLOOR = 'hand';
  const listCases = ['mount', 'update', 'server'].map((key) => {
    const row = bench.comparison.find((c) => c.case === key);
    if (!row) throw new Error(`The benchmark results have no ${id} figure for ${key}.`);
    return row;
  });
  const listNames: Record<string, string> = {
    mount: 'Mount (painted)',
    update: 'Update (painted)',
    server: 'Server render',
  };
  const listSeries = [
    { name: 'sui-react', kind: 'ours' as const, library: OURS },
    { name: 'Semantic UI React', kind: 'peer' as const, library: PEER },
    { name: 'hand-written markup', kind: 'plain' as const, library: FLOOR },
  ];
  const heapOf = (library: string) => {
    const heap = bench.libraries[library]?.heap;
    if (!heap) throw new Error(`The benchmark results have no ${id} heap for ${library}.`);
    return `${(heap.firstBytes / 1e6).toFixed(2)} → ${(heap.lastBytes / 1e6).toFixed(2)} MB`;
  };
  return {
    id,
    title,
    measured: bench.date,
    svg: barChart({
      id: `chart-${id}`,
      title: svgTitle,
      series: listSeries,
      groups: listCases.map((c) => ({
        label: listNames[c.case]!,
        values: listSeries.map((s) => c[s.library] as number),
      })),
      format: (v) => `${v.toFixed(v >= 100 ? 0 : 1)} ms`,
      tickFormat: (v) => `${v} ms`,
    }),
    table: {
      head: ['Case', ...listSeries.map((s) => s.name)],
      rows: [
        ...listCases.map((c) => [
          listNames[c.case]!,
          ...listSeries.map((s) => `${(c[s.library] as number).toFixed(1)} ms`),
        ]),
        [
          `JS heap after ${bench.environment.cycles} mount and unmount cycles (first → last, after a forced GC)`,
          ...listSeries.map((s) => heapOf(s.library)),
        ],
      ],
    },
  };
}

/** The charts and figures of the Performance page, from the benchmark's result files. */
export function performanceData(files: BenchFiles): PerformanceData {
  const { sizes, select, scale, elements, latest } = files;
  const charts: Chart[] = [];

  const rows = sizes.library.rows;
  charts.push({
    id: 'sizes',
    title:
      'Bundle size of each component, gzipped, React external: sui-react next to Semantic UI React or the package its users add',
    measured: sizes.date,
    svg: barChart({
      id: 'chart-sizes',
      title: 'Bundle size per component, sui-react next to Semantic UI React',
      series: [
        { name: 'sui-react', kind: 'ours' },
        { name: 'Semantic UI React (or its add-on)', kind: 'peer' },
      ],
      groups: rows.map((r) => ({ label: r.name, values: [r.ours.gz, r.peer.gz] })),
      format: kb,
      tickFormat: (v) => `${v / 1000} KB`,
    }),
    table: {
      head: ['Component', 'sui-react', 'Semantic UI React (or its add-on)', 'Share'],
      rows: rows.map((r) => [
        r.name,
        kb(r.ours.gz),
        kb(r.peer.gz),
        `${Math.round((100 * r.ours.gz) / r.peer.gz)}%`,
      ]),
    },
  });

  const counts = [100, 1000, 10_000, 100_000];
  const at = (library: string, action: 'open' | 'keystroke') =>
    counts.map((n) =>
      point(
        n,
        n === 100_000
          ? timing(scale.comparison, `select.${action}`, library)
          : timing(select.comparison, `select.${n}.${action}`, library),
      ),
    );
  for (const [action, what] of [
    ['open', 'a click to the open menu painted'],
    ['keystroke', 'a keystroke to the filtered list painted'],
  ] as const) {
    const lines = [
      { name: 'sui-react', kind: 'ours' as const, points: at(OURS, action) },
      { name: 'Semantic UI React', kind: 'peer' as const, points: at(PEER, action) },
    ];
    charts.push({
      id: `select-${action}`,
      title: `Select, ${what}: time against the number of options (both axes logarithmic)`,
      measured: scale.date > select.date ? scale.date : select.date,
      svg: lineChart({
        id: `chart-select-${action}`,
        title: `Select, ${what}, against the number of options, on log scales`,
        series: lines,
        x: { label: 'options', log: true, format: count },
        y: { label: 'ms', log: true, format: (v) => (v >= 1000 ? `${v / 1000} s` : `${v}`) },
        limit: { value: 16.7, label: 'one frame, 16.7 ms' },
      }),
      table: {
        head: ['Options', ...lines.map((l) => l.name)],
        rows: counts.map((n, i) => [count(n), ...lines.map((l) => cell(l.points[i]!))]),
      },
    });
  }

  // The cases of bench/elements.mjs: 1,000 rows, with the same markup written by hand as the floor.
  charts.push(
    listChart(
      'elements',
      elements,
      'A list of 1,000 rows (a Segment holding a Header, a Label with an icon, an Icon, a Button and an avatar Image): sui-react, Semantic UI React and the same markup written by hand, in ms',
      'A 1,000-row list of elements: mount, update and server render, in ms',
    ),
    listChart(
      'table',
      files.table,
      'A Table of 1,000 rows (a Label and a Button in each): sui-react, Semantic UI React and the same markup written by hand, in ms',
      'A 1,000-row Table: mount, update and server render, in ms',
    ),
    listChart(
      'card',
      files.card,
      'A Card.Group of 200 cards (an image, header, meta, description and an extra with a Label and a Button in each): sui-react, Semantic UI React and the same markup written by hand, in ms',
      'A 200-card Card.Group: mount, update and server render, in ms',
    ),
  );

  if (sizes.site) {
    const pages = [...sizes.site].sort((a, b) => b.js - a.js);
    charts.push({
      id: 'first-load',
      title: 'First-load JavaScript of each page of this site, gzipped (the budget is 110 KB)',
      measured: sizes.date,
      svg: barChart({
        id: 'chart-first-load',
        title: 'First-load JavaScript per page of this site',
        series: [{ name: 'first-load JavaScript', kind: 'ours' }],
        groups: pages.map((p) => ({ label: p.path, values: [p.js] })),
        format: kb,
        tickFormat: (v) => `${v / 1000} KB`,
        limit: { value: 110_000, label: 'budget 110 KB' },
      }),
      table: { head: ['Page', 'JavaScript', 'CSS'], rows: pages.map((p) => [p.path, kb(p.js), kb(p.css)]) },
    });
  }

  const { cycles, pages } = latest.site.mountCycles;
  const steps = [0, cycles, 2 * cycles];
  charts.push({
    id: 'memory',
    title: `JavaScript heap after a forced garbage collection, each page mounted and unmounted ${2 * cycles} times`,
    measured: latest.date,
    svg: lineChart({
      id: 'chart-memory',
      title: 'JavaScript heap over mount and unmount cycles, one line per page',
      series: pages.map((p) => ({
        name: p.path,
        kind: 'plain' as const,
        points: p.samples.map((s, i) => ({ x: steps[i]!, y: s.heap / 1e6 })),
      })),
      x: { label: 'mount and unmount cycles', format: (v) => `${v}`, ticks: steps },
      y: { label: 'heap, MB', format: (v) => `${v}` },
      legend: false,
    }),
    table: {
      head: ['Page', ...steps.map((s) => `After ${s} cycles`)],
      rows: pages.map((p) => [p.path, ...p.samples.map((s) => `${(s.heap / 1e6).toFixed(2)} MB`)]),
    },
  });

  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  return {
    charts,
    whole: {
      ours: sizes.library.total.ours.gz,
      peer: sizes.library.total.peer.gz,
      ratio: sizes.library.total.ratio,
      date: sizes.date,
    },
    lighthouse: Object.entries(latest.site.lighthouse).flatMap(([page, forms]) =>
      Object.entries(forms).map(([form, s]) => ({
        page,
        form,
        scores: Object.fromEntries(categories.map((c) => [c, s[c] as number])),
      })),
    ),
    lighthouseDate: latest.date,
    environment: { runs: select.environment.runs, cpus: select.environment.cpus },
    elementsRuns: elements.environment.runs,
    elementsCycles: elements.environment.cycles,
  };
}

function read(name: string, command: string) {
  const file = join(RESULTS, name);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `The Performance page needs ${file} (written by ${command}): ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

export function performancePlugin(): Plugin {
  return {
    name: 'sui-docs-performance',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      const names = {
        sizes: 'npm run bench:sizes',
        select: 'npm run bench:select',
        scale: 'npm run bench:scale',
        elements: 'npm run bench:elements',
        table: 'npm run bench:elements -- --case=table',
        card: 'npm run bench:elements -- --case=card',
        latest: 'npm run bench',
      };
      for (const name of Object.keys(names)) this.addWatchFile(join(RESULTS, `${name}.json`));
      const files = Object.fromEntries(
        Object.entries(names).map(([name, command]) => [name, read(`${name}.json`, command)]),
      ) as unknown as BenchFiles;
      return `export default ${JSON.stringify(performanceData(files))};`;
    },
  };
}
