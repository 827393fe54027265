// `npm run flake-hunt`: builds once, runs the end-to-end suite (or the spec files given) with every
// test repeated N times, and reports each test that failed in any repeat, with how often and its
// distinct errors. A test that fails sometimes is a bug to find, in the test or in the code.
//
//   node scripts/flake-hunt.mjs [--repeat N] [--no-build] [spec files…] [-- <more Playwright arguments>]
//
//   --repeat N   runs of each test (default 5)
//   --no-build   use the build already in site/dist
import { buildOnce, parseArgs, plain, playwright } from './e2e-report.mjs';

const [own, extra = []] = (() => {
  const cut = process.argv.indexOf('--', 2);
  return cut < 0 ? [process.argv.slice(2)] : [process.argv.slice(2, cut), process.argv.slice(cut + 1)];
})();
let parsed;
try {
  parsed = parseArgs(own, { numbers: ['repeat'], flags: ['no-build'] });
} catch (error) {
  console.error(`flake-hunt: ${error.message}`);
  process.exit(2);
}
const { options, rest: files } = parsed;
const repeat = options.repeat ?? 5;

buildOnce(options['no-build']);
const { tests, errors } = playwright([`--repeat-each=${repeat}`, ...files, ...extra], {}, 'flake-hunt.json');

const runs = tests.reduce((sum, t) => sum + t.runs, 0);
const failing = tests.filter((t) => t.failed).sort((a, b) => b.failed - a.failed);
console.log(
  `\nFlake hunt: ${tests.length} tests × ${repeat} = ${runs} runs, ${failing.length} tests failed at least once.`,
);
for (const t of failing) {
  console.log(`\n✘ ${t.failed}/${t.runs}  ${t.file}:${t.line}  ${t.title}`);
  const distinct = [
    ...new Set(
      t.errors.map(
        (e) =>
          plain(e)
            .split('\n')
            .find((line) => line.trim()) ?? e,
      ),
    ),
  ];
  for (const error of distinct.slice(0, 3)) console.log(`    ${error.trim().slice(0, 300)}`);
}
for (const error of errors) console.log(`\n✘ ${plain(error)}`);
process.exit(failing.length || errors.length || !tests.length ? 1 : 0);
