import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import type { SiteOptions } from './__tests__/browser/fixtures';
import { chromiumPath, testFlags } from './tools/chromium.js';

// The browser suite runs production builds from the project's own static
// server, under a sub-path as on GitHub Pages. Two projects:
// - band: the band's own content (content → dist/), every spec;
// - large: the band's content grown by a generated catalogue (npm run
//   build:large → dist-large/, from tools/make-catalogue.ts), the tests
//   tagged @catalogue: those of pages that grow with releases and gigs, to
//   show they still work, fit and stay within budget whatever the band adds
//   (many more releases and gigs, gigs abroad in other time zones, long and
//   accented titles …). The catalogue is made from a seed, CATALOGUE_SEED:
//   npm test picks a new one each run and prints it, and the same seed
//   builds the same catalogue again. Tests that go release by release (and
//   track by track) open a sample of its releases (fixtures.ts,
//   releasesToTest); the band's own releases are each opened by the band
//   project.
// Each tells the tests which content it was built from (SiteOptions), so they
// read what to expect from that content.
export const siteBase = '/kantstott/';
const bandPort = Number(process.env.PORT ?? 4173);
const largePort = bandPort + 1;

const site = (dist: string, content: string, port: number, sampleReleases = false) => ({
  baseURL: `http://127.0.0.1:${port}${siteBase}`,
  distDir: path.resolve(__dirname, dist),
  contentDir: path.resolve(__dirname, content),
  sampleReleases,
});

/**
 * The two builds, each with the content it was made from. LARGE_CATALOGUE
 * names another folder for the large catalogue than npm run build:large's,
 * for worktrees that share one node_modules (and so its cache) but not a build.
 */
export const builds = {
  band: site('dist', 'content', bandPort),
  large: site('dist-large', process.env.LARGE_CATALOGUE ?? 'node_modules/.cache/large-catalogue', largePort, true),
};

const server = (dist: string, port: number) => ({
  command: `node tools/serve.mjs --dir ${dist} --port ${port} --base ${siteBase}`,
  url: `http://127.0.0.1:${port}${siteBase}`,
  reuseExistingServer: !process.env.CI,
});

export default defineConfig<SiteOptions>({
  testDir: '__tests__/browser',
  fullyParallel: true,
  // One more than there are cores: a test spends part of its time waiting on
  // the browser, and another worker fills that (docs/performance.md has the figures).
  workers: os.availableParallelism() + 1,
  forbidOnly: true,
  // On CI a test that fails once runs once more, and is reported as flaky if
  // it then passes; locally every failure counts at once. (A keyboard test
  // failed once on a loaded CI machine and did not in 45 runs under load here.)
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    // `npm test` asks for the results as JSON, to print the slowest tests (tools/test.mjs).
    ...(process.env.BROWSER_REPORT ? [['json', { outputFile: process.env.BROWSER_REPORT }] as const] : []),
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    viewport: { width: 1440, height: 900 },
    launchOptions: {
      executablePath: chromiumPath({ headlessShell: true }),
      // Hermetic, the compositor in the browser process (tools/chromium.js);
      // fixtures.ts notes any request made elsewhere than the test server.
      args: testFlags,
    },
    // Traces cost about 40% of the run time: record one on demand with --trace on.
    trace: 'off',
    // The tests visit as a first visit does, with no service worker (src/sw.ts)
    // taking over once the page is idle: its precache would cost each test a
    // second download of the site, and it would answer from its cache what a
    // test makes fail on purpose (page.route does not even see what it serves).
    // offline.spec.ts allows it and tests it, and how it works with the rest.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'band', use: builds.band },
    {
      name: 'large',
      use: builds.large,
      // The tests whose outcome depends on the catalogue (fixtures.ts, CATALOGUE).
      grep: /@catalogue/,
    },
  ],
  webServer: [server('dist', bandPort), server('dist-large', largePort)],
});
