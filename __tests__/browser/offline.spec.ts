// Offline on every revisit (src/sw.ts): after one visit the whole site works
// with no connection, a weak one shows the cached site rather than a
// spinner, and a publish still shows at the next online visit. The worker's
// own requests are the ones Playwright takes offline (context.setOffline)
// and holds back (context.route) in Chromium: each test checks that they did.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { loadContent } from '../../src/content/content';
import { builds, siteBase } from '../../playwright.config';
import {
  buildIn,
  buildOf,
  CATALOGUE,
  expect,
  finishHeaderFade,
  fixedRoute,
  longestRelease,
  openRoute,
  pageHeading,
  releaseHash,
  routesOf,
  showRoute,
  startServer,
  switchingHost,
  test,
  trackHash,
} from './fixtures';

// The suite blocks the worker (playwright.config.ts): here it is what is tested.
test.use({ serviceWorkers: 'allow' });

/** What the issue allows a weak signal before the cached page shows. */
const CACHED_PAGE_WITHIN_MS = 2500;
/** The slow network: every answer from the host this late. */
const SLOW_ANSWER_MS = 5000;
const PRECACHE_LIMIT_BYTES = 1.5e6;

/** The files a build's worker precaches (tools/precache.mjs, an ES module Node loads itself, as startServer does). */
async function precacheOf(dist: string) {
  const modulePath: string = '../../tools/precache.mjs';
  const { precacheOf: read } = (await import(modulePath)) as typeof import('../../tools/precache.mjs');
  return read(dist);
}

/** Waits until the worker is installed (its precache complete), active and serving this page. */
async function workerServing(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL in the page's caches, by cache name. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const byCache: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      byCache[name] = (await (await caches.open(name)).keys()).map((request) => request.url);
    }
    return byCache;
  });

/** Requests the service worker made that failed (offline, they all do). */
function workerFailures(context: BrowserContext): Request[] {
  const failed: Request[] = [];
  context.on('requestfailed', (request) => {
    if (request.serviceWorker()) failed.push(request);
  });
  return failed;
}

test('offline after one visit: every route, every track of a release, a share page and the gig feed; the players say they need a connection', async ({
  page,
  context,
  content,
}) => {
  test.setTimeout(60_000);
  await openRoute(page, '#/', 'Home');
  await workerServing(page);
  // Seen once online: a release's share page (a fan's link) and the gig feed.
  const release = longestRelease(content);
  const sharePage = `media/${encodeURIComponent(release.slug)}/`;
  const feed = await page.evaluate(() => fetch('gigs.ics').then((response) => response.text()));
  await page.goto(sharePage);
  await expect(pageHeading(page, release.title)).toBeVisible();

  const failed = workerFailures(context);
  await context.setOffline(true);
  await page.goto('./');
  await expect(pageHeading(page, 'Home')).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);

  await test.step('the players say, in words, that they need a connection', async () => {
    await expect(page.getByText('The Spotify player needs a connection: you are offline')).toBeVisible();
    await expect(page.getByText('The YouTube player needs a connection: you are offline')).toBeVisible();
    await expect(page.getByRole('button', { name: /Play on Spotify|Play video/ })).toHaveCount(0);
  });

  for (const route of routesOf(content)) {
    await test.step(route.hash, async () => {
      await showRoute(page, route.hash, route.heading);
      await expect(page).toHaveTitle(route.title);
    });
  }

  await test.step(`every track of ${releaseHash(release)}`, async () => {
    for (const track of release.tracks) {
      await showRoute(page, trackHash(release, track.id), release.title);
      const button = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true });
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(panel).toContainText(track.sections[0]!.lines[0]!);
    }
  });

  await test.step('a page reloaded offline, an address never seen, and a share page seen once', async () => {
    const extras = fixedRoute(content, '#/extras');
    await page.goto(`./${extras.hash}`);
    await page.reload();
    await expect(pageHeading(page, extras.heading)).toBeVisible();
    // A path-style address (a link from elsewhere): 404.html, kept, sends it on to its route.
    const band = fixedRoute(content, '#/band');
    await page.goto(`./${band.hash.slice('#/'.length)}`);
    await expect(pageHeading(page, band.heading)).toBeVisible();
    // From the worker's copy of it, kept as it was fetched.
    const shareUrl = new URL(sharePage, page.url()).href;
    expect(Object.values(await cachedUrls(page)).flat()).toContain(shareUrl);
    await page.goto(sharePage);
    await expect(pageHeading(page, release.title)).toBeVisible();
  });

  await test.step('the gig feed as it was fetched', async () => {
    expect(await page.evaluate(() => fetch('gigs.ics').then((response) => response.text()))).toBe(feed);
  });

  // The worker tried the network for the documents, and was offline too.
  expect(failed.map((request) => request.failure()?.errorText)).toContain('net::ERR_INTERNET_DISCONNECTED');

  await test.step('nothing from another origin is cached', async () => {
    const origin = new URL(page.url()).origin;
    const foreign = Object.values(await cachedUrls(page))
      .flat()
      .filter((url) => new URL(url).origin !== origin);
    expect(foreign).toEqual([]);
  });
});

test('a weak signal: the cached page shows within 2.5 s when the host answers after 5 s', async ({ page, context }) => {
  await openRoute(page, '#/', 'Home');
  await workerServing(page);
  const held: Request[] = [];
  await context.route(
    (url) => url.pathname.startsWith(siteBase),
    async (route) => {
      held.push(route.request());
      await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
      await route.continue().catch(() => {
        // The test may be over, its page closed.
      });
    },
  );
  await page.reload({ waitUntil: 'commit' });
  await expect(pageHeading(page, 'Home')).toBeVisible();
  // The page's own clock, from the reload to its first paint: not the test runner's round trips.
  const firstPaint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await expect.poll(firstPaint, 'the paint is reported a frame or so after it').not.toBeNull();
  expect(await firstPaint()).toBeLessThan(CACHED_PAGE_WITHIN_MS);
  expect(held.some((request) => request.serviceWorker()), 'the worker asked the (slow) host first').toBe(true);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('after a publish, the next online visit shows the new build at its first load, an open tab reloads into it, and the old version’s cache goes when the new one takes over', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const server = await switchingHost(builds.band.distDir, siteBase);
  const context = await browser.newContext({ baseURL: server.url });
  await finishHeaderFade(context);
  try {
    const newFiles = await precacheOf(builds.large.distDir);
    const newContent = (await loadContent(builds.large.contentDir)).content;
    const oldSlugs = new Set((await loadContent(builds.band.contentDir)).content.releases.map((release) => release.slug));
    const added = newContent.releases.find((release) => !oldSlugs.has(release.slug));
    expect(added, 'the new build has a release the old one has not').toBeDefined();

    const newBuild = buildIn(builds.large.distDir);
    // A tab on the old version, which the worker serves.
    const tab = await context.newPage();
    await openRoute(tab, '#/', 'Home');
    await workerServing(tab);

    // The band publishes: the host serves the new build, all at once.
    server.switchTo(builds.large.distDir);

    await test.step('the next visit shows the new build at its first load', async () => {
      const visit = await context.newPage();
      await openRoute(visit, '#/', 'Home');
      expect(await buildOf(visit)).toBe(newBuild);
      await showRoute(visit, releaseHash(added!), added!.title);
      // Never reloaded into it.
      expect(await visit.evaluate(() => performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type))).toEqual(['navigate']);
      await visit.close();
    });

    await test.step('the tab open on the old version reloads once into the new build (the start-up script’s version check asks the host, not the worker)', async () => {
      let loads = 0;
      tab.on('load', () => (loads += 1));
      // The old version has no page file for it: the host says so, and index.html there names the new build.
      await showRoute(tab, releaseHash(added!), added!.title);
      expect(await buildOf(tab)).toBe(newBuild);
      expect(loads).toBe(1);
    });

    // The new version's worker installs beside the old one, and waits while a tab runs the old one.
    await expect.poll(() => tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null)).toBe(true);
    await tab.close();
    // Then it takes over: seen from a page of the same origin outside the site's folder, which no worker serves.
    const outside = await context.newPage();
    await outside.goto(new URL('/', server.url).href);
    await expect
      .poll(() =>
        outside.evaluate(async (scope) => {
          const registration = await navigator.serviceWorker.getRegistration(scope);
          return !registration?.waiting && !registration?.installing && registration?.active?.state;
        }, server.url),
      )
      .toBe('activated');
    const toUrl = (file: string) => new URL(file, server.url).href;
    const newUrls = newFiles.files.map((file) => toUrl(file.url));
    const precached = Object.entries(await cachedUrls(outside))
      .filter(([name]) => name.includes('precache'))
      .flatMap(([, urls]) => urls.map((url) => url.replace(/\?__WB_REVISION__=.*$/, '')));
    expect(precached.sort(), 'the new version’s files, and none of the old one’s').toEqual(newUrls.sort());
  } finally {
    await context.close();
    await server.close();
  }
});

test('the switch: a build’s sw.js made with SERVICE_WORKER=off deletes the site’s caches and unregisters the worker', async ({
  browser,
}) => {
  // The band's build, file by file, so its sw.js alone can be swapped for the removal worker the switch builds.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-switch-'));
  const served = path.join(dir, 'site');
  mkdirSync(served);
  for (const entry of readdirSync(builds.band.distDir)) symlinkSync(path.join(builds.band.distDir, entry), path.join(served, entry));
  const server = await startServer(served, siteBase);
  const context = await browser.newContext({ baseURL: server.url });
  await finishHeaderFade(context);
  try {
    const page = await context.newPage();
    await openRoute(page, '#/', 'Home');
    await workerServing(page);
    expect(Object.keys(await cachedUrls(page)).length).toBeGreaterThan(0);

    copyFileSync(path.resolve(__dirname, '../../public/sw-removal.js'), path.join(dir, 'sw.js'));
    renameSync(path.join(dir, 'sw.js'), path.join(served, 'sw.js'));
    // What the browser does at a visit: look for a new sw.js.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
    await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) === undefined)).toBe(true);
    expect(await cachedUrls(page)).toEqual({});
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

// What the worker keeps after the first visit, as stored on the phone (a host
// that compresses sends about a third of it: tools/precache.mjs). The largest
// catalogues the generator makes (12 releases, 200 more gigs) stored 1.39 to
// 1.48 MB, once the gig list's events were no longer in its file twice.
test('the precache is less than 1.5 MB', { tag: CATALOGUE }, async ({ distDir }) => {
  const { sentBytes, bytes, files } = await precacheOf(distDir);
  expect(bytes, `${files.length} files, ${sentBytes} bytes sent compressed`).toBeLessThan(PRECACHE_LIMIT_BYTES);
});
