// `npm test`: every check, in order, with one closing line that sums every runner:
//   type-check, lint, format, unit + component tests, build, build-output tests (sizes, package,
//   consumer app), then the Playwright suite against the built site.
// Each check that is not a test runner (type-check, lint, format, build) counts as one test.
// Exits non-zero when anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const REPORTS = 'reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${label}: ${ok ? 'passed' : 'FAILED'}`);
  return ok;
}

function vitest(label, projects, report) {
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p])];
  args.push('--reporter=default', '--reporter=json', `--outputFile=${REPORTS}/${report}`);
  const ok = run(label, 'npx', args);
  if (!existsSync(`${REPORTS}/${report}`)) {
    totals.failed += 1;
    lines.push(`${label}: FAILED (no report)`);
    return false;
  }
  const r = JSON.parse(readFileSync(`${REPORTS}/${report}`, 'utf8'));
  const failed = r.numFailedTests + (ok || r.numFailedTests ? 0 : 1);
  totals.passed += r.numPassedTests;
  totals.failed += failed;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  lines.push(`${label}: ${r.numPassedTests} passed, ${failed} failed`);
  return ok && failed === 0;
}

function playwright(label) {
  const report = resolve(REPORTS, 'e2e.json');
  const ok = run(
    label,
    'npx',
    ['playwright', 'test', '-c', 'site/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
    },
  );
  if (!existsSync(report)) {
    totals.failed += 1;
    lines.push(`${label}: FAILED (no report)`);
    return false;
  }
  const { stats } = JSON.parse(readFileSync(report, 'utf8'));
  const failed = stats.unexpected + (ok || stats.unexpected ? 0 : 1);
  totals.passed += stats.expected + stats.flaky;
  totals.failed += failed;
  totals.skipped += stats.skipped;
  lines.push(`${label}: ${stats.expected + stats.flaky} passed, ${failed} failed`);
  return ok;
}

check('type-check', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);
check('format', 'npm', ['run', 'format']);
vitest('unit and component tests', ['library', 'site', 'docgen'], 'unit.json');
if (check('build', 'npm', ['run', 'build'])) {
  vitest('build output tests', ['build'], 'build.json');
  playwright('end-to-end tests');
} else {
  lines.push('build output tests and end-to-end tests: not run (the build failed)');
}

console.log('\nSummary');
for (const line of lines) console.log(`  ${line}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed === 0 ? 0 : 1);
