// The example's browser test: `next start` serves the built app (run `next build` first) on a free
// port of 127.0.0.1, and the system Chromium drives it. `npm test` runs it through
// scripts/nextjs-example.mjs, which packs the library, installs it here and builds the app.
import { createServer } from 'node:net';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, TEST_CHROMIUM } from '../../scripts/chromium.mjs';

/** A port nothing listens on now; NEXT_PORT chooses one instead. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// Set once, in the runner's process: the workers it starts inherit it and so see the same port.
process.env.NEXT_PORT ??= String(await freePort());
const PORT = Number(process.env.NEXT_PORT);

export default defineConfig({
  testDir: './e2e',
  outputDir: '../../test-results/nextjs',
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    actionTimeout: 10_000,
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: TEST_CHROMIUM, args: CHROMIUM_FLAGS },
      },
    },
  ],
  webServer: {
    command: `node node_modules/next/dist/bin/next start --hostname 127.0.0.1 --port ${PORT}`,
    cwd: import.meta.dirname,
    url: `http://127.0.0.1:${PORT}/`,
    env: { NEXT_TELEMETRY_DISABLED: '1' },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
