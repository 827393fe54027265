// Shared by scripts/monkey.mjs and scripts/flake-hunt.mjs: builds the library and the site once,
// runs Playwright against the built site with a JSON report next to the list output, and reads that
// report back as one row per test (its runs and failures summed over repeats).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

/** Reads `--name value` and `--flag` options; the rest are positional arguments. */
export function parseArgs(argv, { numbers = [], strings = [], flags = [] }) {
  const options = {};
  const rest = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const name = arg.startsWith('--') ? arg.slice(2) : null;
    if (name && flags.includes(name)) {
      options[name] = true;
    } else if (name && (numbers.includes(name) || strings.includes(name))) {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (numbers.includes(name)) {
        const n = Number(value);
        if (!Number.isInteger(n) || n < 1)
          throw new Error(`${arg}: "${value}" is not a whole number of 1 or more`);
        options[name] = n;
      } else {
        options[name] = value;
      }
      i += 1;
    } else if (name) {
      throw new Error(`unknown option ${arg}`);
    } else {
      rest.push(arg);
    }
  }
  return { options, rest };
}

/** `npm run build` (library and site), unless told the build is there already. */
export function buildOnce(skip) {
  if (skip) {
    if (!existsSync('site/dist/index.html'))
      throw new Error('--no-build: site/dist has no build; run npm run build');
    return;
  }
  console.log('▶ npm run build');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed.');
    process.exit(1);
  }
}

/** Runs Playwright with the given arguments and environment; returns the rows of its JSON report. */
export function playwright(args, env, reportName) {
  mkdirSync('reports', { recursive: true });
  const report = resolve('reports', reportName);
  rmSync(report, { force: true });
  const command = ['playwright', 'test', '-c', 'site/playwright.config.ts', '--reporter=list,json', ...args];
  console.log(`▶ npx ${command.join(' ')}`);
  const result = spawnSync('npx', command, {
    stdio: 'inherit',
    env: { ...process.env, ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  if (!existsSync(report)) {
    console.error(`Playwright wrote no report (exit code ${result.status}).`);
    process.exit(1);
  }
  return rows(JSON.parse(readFileSync(report, 'utf8')));
}

/** One row per test: where it is, how many times it ran, failed, and the first lines of each error. */
function rows(report) {
  const byTest = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const key = `${spec.file}:${spec.line} ${spec.title}`;
      const row = byTest.get(key) ?? {
        file: spec.file,
        line: spec.line,
        title: spec.title,
        runs: 0,
        failed: 0,
        errors: [],
      };
      byTest.set(key, row);
      for (const t of spec.tests) {
        for (const r of t.results) {
          if (r.status === 'skipped') continue;
          row.runs += 1;
          if (r.status !== 'passed') {
            row.failed += 1;
            row.errors.push(r.error?.message ?? r.status);
          }
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return { tests: [...byTest.values()], errors: (report.errors ?? []).map((e) => e.message ?? String(e)) };
}

/** Strips the terminal colours Playwright puts in error messages. */
export function plain(text) {
  return text.replace(/\u001b\[[0-9;]*m/g, '');
}
