// @ts-check
// Gets examples/nextjs ready for its browser test, as a user's app would be: packs the built library
// (npm pack, so what npm would publish), installs the tarball with the example's own lockfile, and
// runs `next build`. Needs the library built first (npm run build -w sui-react). Then
// `playwright test -c examples/nextjs/playwright.config.ts` serves the app with `next start`.
//
// The example lists `sui-react` as `file:.pack/sui-react.tgz`, and its lockfile records no
// integrity for it, so `npm ci` takes whichever tarball this script has just packed. When the
// example's node_modules was installed from the same lockfile (a second run on the same checkout),
// only the library is unpacked again (what npm does for it: it has no scripts and no bins), in place
// of a whole `npm ci`; CI starts from a clean clone, where the full `npm ci` always runs.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LIBRARY = `${ROOT}packages/sui-react/`;
const APP = `${ROOT}examples/nextjs/`;
const PACK = `${APP}.pack/`;
const TARBALL = `${PACK}sui-react.tgz`;

/** @param {string} file */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
/** @param {number} since */
const took = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
/**
 * @param {string} command
 * @param {string[]} args
 * @param {string} cwd
 */
function run(command, args, cwd) {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
  } catch (error) {
    // The command's own output says what went wrong; Node's stack trace would only repeat it.
    process.stdout.write(String(/** @type {{ stdout?: string }} */ (error).stdout ?? ''));
    fail(`\`${[command, ...args].join(' ')}\` failed in ${cwd}`);
  }
}

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`nextjs-example: ${message}`);
  process.exit(1);
}

if (!existsSync(`${LIBRARY}dist/index.js`)) fail('build the library first: npm run build -w sui-react');

// The lockfile's entry for the library must take any tarball (no integrity) and must list the
// dependencies the library has now, or `npm ci` would install a stale set.
const lock = readJson(`${APP}package-lock.json`);
const entry = lock.packages['node_modules/sui-react'];
const library = readJson(`${LIBRARY}package.json`);
if (!entry || entry.resolved !== 'file:.pack/sui-react.tgz') {
  fail('examples/nextjs/package-lock.json has no sui-react entry resolved to file:.pack/sui-react.tgz.');
}
if ('integrity' in entry) {
  fail(
    'examples/nextjs/package-lock.json records an integrity for sui-react, so `npm ci` would refuse every newer build of the library: delete that one "integrity" line.',
  );
}
if (!isDeepStrictEqual(entry.dependencies ?? {}, library.dependencies ?? {})) {
  fail(
    `the library's dependencies (${JSON.stringify(library.dependencies)}) differ from those examples/nextjs/package-lock.json records for it (${JSON.stringify(entry.dependencies)}): run \`npm install\` in examples/nextjs after this script has packed the library, then delete the "integrity" line of node_modules/sui-react in its lockfile.`,
  );
}

let start = performance.now();
rmSync(PACK, { recursive: true, force: true });
mkdirSync(PACK);
const [packed] = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', PACK], LIBRARY));
renameSync(`${PACK}${packed.filename}`, TARBALL);
console.log(`packed ${packed.filename} (${(packed.size / 1024).toFixed(1)} KB) in ${took(start)}`);

// After each `npm ci`, node_modules gets a stamp: the hash of the lockfile it installed.
start = performance.now();
const stamp = `${APP}node_modules/.installed-lock-sha256`;
const lockHash = createHash('sha256')
  .update(readFileSync(`${APP}package-lock.json`))
  .digest('hex');
if (existsSync(stamp) && readFileSync(stamp, 'utf8') === lockHash) {
  const target = `${APP}node_modules/sui-react`;
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target);
  run('tar', ['-xzf', TARBALL, '-C', target, '--strip-components=1'], APP);
  console.log(`node_modules matches the lockfile: unpacked the library into it in ${took(start)}`);
} else {
  run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], APP);
  writeFileSync(stamp, lockHash);
  console.log(`npm ci in examples/nextjs took ${took(start)}`);
}

start = performance.now();
rmSync(`${APP}.next`, { recursive: true, force: true });
process.stdout.write(run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], APP));
console.log(`next build took ${took(start)}`);
