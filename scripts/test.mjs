// `npm test`: every check, with one closing line that sums every runner:
//   type-check, lint, format and the build (two at a time: each is mostly one process on one core),
//   then the unit and component tests (the library's on React 19 and on React 18.3), the
//   build-output tests (sizes, package, consumer app), the Playwright suite against the built site
//   (each of these spreads over the cores itself), and last the Next.js example's own Playwright
//   test; the example's pack, install and build (scripts/nextjs-example.mjs) run beside the rest
//   from the moment the build ends.
// Each check that is not a test runner (type-check, lint, format, build, the example's install and
// build) counts as one test.
// Prints how long each phase took, and exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const started = performance.now();
const totals = { passed: 0, failed: 0, skipped: 0 };
/** One line per phase for the summary: what it counted and how long it took. */
const lines = [];
/** Each failed test's name and the first line of its error, printed last so a log's tail shows them. */
const failures = [];
const firstLine = (text = '') =>
  text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs a command. With `capture`, its output is kept and printed in one piece when it ends, so
 * that two commands running side by side do not interleave their lines.
 */
function exec(label, command, args, { env = {}, capture = false } = {}) {
  const header = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!capture) console.log(header);
  const begin = performance.now();
  return new Promise((done) => {
    const child = spawn(command, args, {
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const finish = (ok, extra = '') => {
      const ms = performance.now() - begin;
      if (capture) console.log(`${header}\n${output}${extra}`.trimEnd());
      done({ ok, ms });
    };
    child.on('error', (error) => finish(false, `\n${error.message}`));
    child.on('close', (code) => finish(code === 0));
  });
}

/** A check that is not a test runner counts as one test. */
async function check(label, command, args) {
  const { ok, ms } = await exec(label, command, args, { capture: true });
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'passed' : 'FAILED'} (${seconds(ms)})`);
  return ok;
}

/** Adds a runner's counts from its JSON report; a runner that failed with no failed test counts one. */
function count(label, ok, ms, report, read) {
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`${label}: FAILED, no report (${seconds(ms)})`);
    return false;
  }
  const { passed, failed: failedTests, skipped } = read(JSON.parse(readFileSync(report, 'utf8')));
  const failed = failedTests + (ok || failedTests ? 0 : 1);
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped (${seconds(ms)})`);
  return ok && failed === 0;
}

async function vitest(label, projects, name) {
  const report = `${REPORTS}/${name}`;
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${report}`);
  const { ok, ms } = await exec(label, 'npx', args);
  return count(label, ok, ms, report, (r) => {
    for (const file of r.testResults) {
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        failures.push(
          `${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
      // A file that failed to load has no tests, only a message.
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        failures.push(`${file.name.replace(`${process.cwd()}/`, '')}: ${firstLine(file.message)}`);
      }
    }
    return {
      passed: r.numPassedTests,
      failed: r.numFailedTests,
      skipped: r.numPendingTests + r.numTodoTests,
    };
  });
}

async function playwright(label, config, name) {
  const report = resolve(REPORTS, name);
  const args = ['playwright', 'test', '-c', config, '--reporter=list,json'];
  const { ok, ms } = await exec(label, 'npx', args, { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  // A test that passed only on a retry is a failure here: the suite runs with no retries.
  return count(label, ok, ms, report, ({ stats, suites }) => {
    const visit = (suite, path) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
          const error = test.results.find((result) => result.error)?.error?.message;
          failures.push(
            `${spec.file} › ${[...path, spec.title].join(' › ')} (${test.status}): ${firstLine(error)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
    };
    for (const suite of suites) visit(suite, []);
    return {
      passed: stats.expected,
      failed: stats.unexpected + stats.flaky,
      skipped: stats.skipped,
    };
  });
}

/** Runs the tasks at most `width` at a time, in the order given; resolves with their results in order. */
async function pool(width, tasks) {
  const results = [];
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, lane));
  return results;
}

// The static checks and the build are single-threaded for the most part: two at a time, the
// longest first. The test runners after them spread their files over every core on their own.
/** @type {(ok: boolean) => void} */
let buildEnded = () => {};
const buildResult = new Promise((resolve) => (buildEnded = resolve));
const checks = pool(Math.min(2, availableParallelism()), [
  () => check('type-check', 'npm', ['run', 'typecheck']),
  () => check('build', 'npm', ['run', 'build']).then((ok) => (buildEnded(ok), ok)),
  () => check('lint', 'npm', ['run', 'lint']),
  () => check('format', 'npm', ['run', 'format']),
]);
// The Next.js example's pack, install and `next build` need only the build, and spend most of
// their time on the disk and the network (its `npm ci`): they run beside the checks and the tests
// that follow, not after the browser tests (20.9 s at the end of a 648 s run, 2026-11-29). Its
// browser tests still come last.
const nextjsBuilt = buildResult.then(
  (ok) => ok && check('Next.js example: pack, install, next build', 'node', ['scripts/nextjs-example.mjs']),
);
const [, built] = await checks;
// The library's component and server-render tests run twice: on React 19 (the project's) and on
// React 18.3, installed apart in react18/ (.ci/run installs it; a checkout without it gets it here).
// Jest, for the Jest consumer build test, is installed apart in jest/ the same way, and so is
// Semantic UI React 2.1.5 on React 18.3 in suir/, for the build test that compares its docs examples.
if (!existsSync('react18/node_modules/react-dom/package.json')) {
  await check('React 18 install', 'npm', ['ci', '--prefix', 'react18', '--no-audit', '--no-fund']);
}
if (!existsSync('jest/node_modules/jest/package.json')) {
  await check('Jest install', 'npm', ['ci', '--prefix', 'jest', '--no-audit', '--no-fund']);
}
if (!existsSync('suir/node_modules/semantic-ui-react/package.json')) {
  await check('Semantic UI React install', 'npm', ['ci', '--prefix', 'suir', '--no-audit', '--no-fund']);
}
await vitest(
  'unit and component tests',
  [
    'library',
    'library-own-modules',
    'library-react18',
    'library-react18-own-modules',
    'site',
    'site-react18',
    'guides',
    'docgen',
  ],
  'unit.json',
);
if (built) {
  await vitest('build output tests', ['build'], 'build.json');
  await playwright('end-to-end tests', 'site/playwright.config.ts', 'e2e.json');
  // The Next.js example: the packed library installed into a Next.js app, built (started above),
  // then driven in Chromium. Its install and build count as one check, its browser tests as
  // themselves.
  if (await nextjsBuilt) {
    await playwright('Next.js example tests', 'examples/nextjs/playwright.config.ts', 'nextjs.json');
  } else {
    lines.push('Next.js example tests: not run (its install or build failed)');
  }
} else {
  lines.push('build output tests, end-to-end tests and the Next.js example: not run (the build failed)');
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`  total: ${seconds(performance.now() - started)}`);
if (failures.length > 0) {
  console.log('Failed tests');
  for (const failure of failures) console.log(`  ✘ ${failure}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
