// The e2e monkey's settings (site/e2e/monkey.spec.ts) read from the environment: each bad value is
// refused by name when Playwright loads the spec, and MONKEY_WIDTHS=both (what `npm run fuzz:e2e`
// sets) tours every route at both widths where the default tours each route once.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Lists the monkey's tests with these settings: Playwright's exit code and its output. */
function list(env: Record<string, string>) {
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      '-c',
      'site/playwright.config.ts',
      'site/e2e/monkey.spec.ts',
      '--list',
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true', ...env } },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** How many route visits the listed tours make, at each width. */
function visits(output: string) {
  const tours = [...output.matchAll(/steps on each of (.+?)(?: \(narrow\))?: no error/g)];
  const count = (narrow: boolean) =>
    tours
      .filter((tour) => tour[0].includes('(narrow)') === narrow)
      .reduce((sum, tour) => sum + tour[1]!.split(', ').length, 0);
  return { wide: count(false), narrow: count(true) };
}

describe('the monkey’s settings', () => {
  it.each([
    [{ MONKEY_WIDTHS: 'all' }, 'MONKEY_WIDTHS: "all" is not "both"'],
    [{ MONKEY_SEED: '-1' }, 'MONKEY_SEED: "-1" is not a seed'],
    [{ MONKEY_STEPS: '0' }, 'MONKEY_STEPS: "0" is not a whole number of 1 or more'],
    [{ MONKEY_ROUTE: '/no/such' }, 'MONKEY_ROUTE: no route "/no/such"'],
  ])('refuses %o by name', (env, message) => {
    const { status, output } = list(env);
    expect(status).not.toBe(0);
    expect(output).toContain(message);
  });

  it('tours each route once by default, and at both widths with MONKEY_WIDTHS=both', () => {
    const once = list({});
    const both = list({ MONKEY_WIDTHS: 'both' });
    expect(once.status).toBe(0);
    expect(both.status).toBe(0);
    const one = visits(once.output);
    const two = visits(both.output);
    expect(one.wide).toBeGreaterThan(20);
    expect(Math.abs(one.wide - one.narrow)).toBeLessThanOrEqual(1);
    expect(two).toEqual({ wide: one.wide + one.narrow, narrow: one.wide + one.narrow });
  });
});
