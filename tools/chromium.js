// Where the browser comes from, decided once for the browser tests, the
// publish tests' visitors and the benchmarks: CHROME_PATH, then Debian's
// /usr/bin/chromium, then Playwright's own. The tests first try Debian's
// headless shell, the lean headless build of the same Chromium that
// Playwright itself runs headless tests in: on a 2-core machine the browser
// suite takes half the time it takes in the full browser. The benchmarks
// measure what a visitor's browser does, so they keep the full one.
// CommonJS, so that Jest, Playwright's config and the .mjs tools all load it.
//
// The oldest Chromium the suite supports is 150, what Debian 12 installs
// from its main archive (its security archive brings a newer one). The
// suite checks what a visitor sees, not how a version emulates a
// condition: Chromium 150 tells a page opened after context.setOffline that
// it is online, though its requests fail (offline.spec.ts reads the page that
// was open as the signal went). To run the suite on another: CHROME_PATH.
'use strict';

const { existsSync } = require('node:fs');

const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * For the tests (the browser suite and the publish tests' visitors):
 * - hermetic: the browser finds no host but 127.0.0.1, so a request anywhere
 *   else fails (and is noted);
 * - the compositor in the browser process rather than a GPU process of its
 *   own: there is no GPU to isolate, and one process less leaves more of
 *   two cores to the tests (docs/performance.md).
 */
const testFlags = [...chromiumFlags, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1', '--in-process-gpu'];

/**
 * Path of a Chromium binary, or undefined to let Playwright use its own download.
 * @param {{ headlessShell?: boolean }} [options] prefer Debian's chromium-headless-shell (the tests)
 * @returns {string | undefined}
 */
function chromiumPath({ headlessShell = false } = {}) {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  if (headlessShell && existsSync('/usr/bin/chromium-headless-shell')) return '/usr/bin/chromium-headless-shell';
  if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  return undefined;
}

/** The oldest Chromium major version the browser suite is run on and supported on. */
const OLDEST_SUPPORTED_CHROMIUM = 150;

module.exports = { chromiumFlags, chromiumPath, testFlags, OLDEST_SUPPORTED_CHROMIUM };
