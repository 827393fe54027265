// `npm run fuzz:e2e`: the long interaction fuzz (site/e2e/monkey.spec.ts). Builds once, then runs
// the monkey's tours with many seeds and steps, and prints each failure with the command that
// replays it.
//
//   node scripts/monkey.mjs [--seeds N | --seed S[,S…]] [--steps N] [--routes /a,/b] [--no-build]
//                           [-- <more Playwright arguments>]
//
//   --seeds N    N random seeds (default 5), printed first so that the run can be repeated
//   --seed S     these seeds instead
//   --steps N    steps on each route of a tour (default 25)
//   --routes     one tour of exactly these routes, instead of every route at both widths
//   --narrow     that tour at the narrow width (the site's menu in a Sidebar)
//   --no-build   use the build already in site/dist
import { randomInt } from 'node:crypto';
import { buildOnce, parseArgs, plain, playwright } from './e2e-report.mjs';

const [own, extra = []] = (() => {
  const cut = process.argv.indexOf('--', 2);
  return cut < 0 ? [process.argv.slice(2)] : [process.argv.slice(2, cut), process.argv.slice(cut + 1)];
})();
let parsed;
try {
  parsed = parseArgs(own, {
    numbers: ['seeds', 'steps'],
    strings: ['seed', 'routes'],
    flags: ['no-build', 'narrow'],
  });
  if (parsed.rest.length) throw new Error(`unexpected argument ${parsed.rest[0]}`);
} catch (error) {
  console.error(`monkey: ${error.message}`);
  process.exit(2);
}
const { options } = parsed;
const seeds = options.seed ?? Array.from({ length: options.seeds ?? 5 }, () => randomInt(2 ** 32)).join(',');
const steps = options.steps ?? 25;

buildOnce(options['no-build']);
console.log(
  `Monkey: seeds ${seeds}, ${steps} steps per route${options.routes ? `, routes ${options.routes}` : ''}`,
);
const env = { MONKEY_SEED: seeds, MONKEY_STEPS: String(steps), MONKEY_WIDTHS: 'both' };
if (options.routes) env.MONKEY_ROUTE = options.routes;
if (options.narrow) env.MONKEY_NARROW = '1';
const { tests, errors } = playwright(['site/e2e/monkey.spec.ts', ...extra], env, 'monkey.json');

const failed = tests.filter((t) => t.failed);
console.log(
  `\nMonkey: ${tests.length - failed.length} of ${tests.length} tours passed (seeds ${seeds}, ${steps} steps per route).`,
);
for (const t of failed) {
  const message = plain(t.errors[0]);
  const replay = /Replay:\n\s*(.+)/.exec(message)?.[1];
  console.log(`\n✘ ${t.title}\n  ${message.split('\n').slice(0, 3).join('\n  ')}`);
  console.log(replay ? `  replay: ${replay}` : '  (no replay line: see the output above)');
}
for (const error of errors) console.log(`\n✘ ${plain(error)}`);
process.exit(failed.length || errors.length || !tests.length ? 1 : 0);
