// @ts-check
// The system Chromium used by the browser tests and the benchmarks; Playwright never downloads one.
import { existsSync } from 'node:fs';

/**
 * The full browser, for the benchmarks: they measure what a reader's Chromium does (CHROMIUM_PATH
 * when set, else Debian's package: apt-get install chromium).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser of the tests: Debian's headless shell (apt-get install chromium-headless-shell), the
 * same Blink and V8 without the full browser's windowing layer, which Playwright itself prefers for
 * headless runs. It starts a browser, a context and a page about twice as fast: the site's
 * end-to-end suite took 18.5 min with it and 27.7 min with the full browser on this 2-core
 * machine (2026-11-28). CHROMIUM_PATH overrides; without the shell, the full browser.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);

/** Flags that let headless Chromium run as root on a machine with no outside network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
