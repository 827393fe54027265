import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../scripts/chromium.mjs';

/**
 * The preview port (PREVIEW_PORT overrides). Outside CI a running preview server is reused, so each
 * checkout gets its own port, from its path: two worktrees' suites side by side never test each
 * other's build.
 */
const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
const PORT = Number(
  process.env.PREVIEW_PORT ??
    4173 + ([...CHECKOUT].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7) % 800),
);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results',
  // Tests run side by side, one worker more than the cores (E2E_WORKERS overrides), each test on any
  // worker: every test opens its own page and none depends on another's state, so a long file does
  // not keep one worker busy while the other has nothing left. With one worker per core the cores
  // sat idle a fifth of the time (a test waits for the browser, which waits for its turn to paint);
  // the extra worker fills it: 2 workers 432 s, 3 workers 366 s on 2 cores (2026-11-29).
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? availableParallelism() + 1),
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  // A hang detector, not a speed test: with a worker more than the cores, a step on a loaded CI
  // machine (twice as slow as this one) can wait its turn for a while. A passing check waits no
  // longer for it.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    actionTimeout: 10_000,
    screenshot: 'only-on-failure',
    // The system asks for reduced motion, so the library's transitions end at once (as they do
    // for those readers): the tests wait for no animation, and the browser draws none. The specs
    // that test an animation, and the monkey, whose steps land mid-animation, ask for motion
    // (test.use({ reducedMotion: 'no-preference' })).
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1300, height: 900 },
        launchOptions: {
          executablePath: TEST_CHROMIUM,
          args: CHROMIUM_FLAGS,
        },
      },
    },
  ],
  // The site is built by `npm run build` before the end-to-end run; this only serves it.
  webServer: {
    command: `npm run preview -- --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
