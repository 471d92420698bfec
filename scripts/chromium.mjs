// Where the browser comes from, decided once for the browser tests and the
// benchmarks: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's
// own. The browser tests first try Debian's headless shell, the lean headless
// build of the same Chromium that Playwright itself runs headless tests in:
// on a 2-core machine the suite takes half the time it takes in the full
// browser. The benchmarks measure what a visitor's browser does, so they keep
// the full one.
import { existsSync } from 'node:fs';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Path of a Chromium binary, or undefined to let Playwright use its own download.
 * @param {{ headlessShell?: boolean }} [options] prefer Debian's chromium-headless-shell (the browser tests)
 */
export function chromiumPath({ headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (headlessShell && existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}
