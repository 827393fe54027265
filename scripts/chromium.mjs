// @ts-check
// The system Chromium used by the browser tests and the benchmark; Playwright never downloads one.

/** CHROMIUM_PATH when set, else Debian's package (apt-get install chromium). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

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
