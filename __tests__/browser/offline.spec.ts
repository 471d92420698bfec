// Offline on every revisit (src/sw.ts): after one visit the whole site works
// with no connection, a weak one shows the cached site rather than a
// spinner, and a publish still shows at the next online visit. The worker's
// own requests are the ones Playwright takes offline (context.setOffline)
// and holds back (context.route) in Chromium: each test checks that they did.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request } from '@playwright/test';
import { loadContent } from '../../src/content/content';
import type { Release } from '../../src/content/releases';
import { builds, siteBase } from '../../playwright.config';
import { scriptSizes } from './checks';
import {
  buildIn,
  buildOf,
  CATALOGUE,
  expect,
  finishHeaderFade,
  fixedRoute,
  gigsToday,
  longestRelease,
  openRoute,
  pageFilePattern,
  pageHeading,
  releaseHash,
  releaseRoute,
  routesOf,
  showRoute,
  startServer,
  switchingHost,
  test,
  trackHash,
} from './fixtures';

// The suite blocks the worker (playwright.config.ts): here it is what is tested.
test.use({ serviceWorkers: 'allow' });

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

/** How long a new version's worker may take to install and take over: a hang detector, not a measure. */
const INSTALL_TIMEOUT_MS = 30_000;

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
  // Opened once online: a press kit file in a tab (the logo, whatever the
  // content), which is no page and is not kept; a release's share page (a
  // fan's link) and the gig feed, which are.
  await showRoute(page, '#/press', 'Press kit');
  const pressFile = await page.locator('main a[download][href^="press/"][href$=".svg"]').first().getAttribute('href');
  expect(pressFile, 'the press kit links its logo').toBeTruthy();
  const pressFileUrl = new URL(pressFile!, page.url()).href;
  expect((await page.goto(pressFileUrl))?.ok()).toBe(true);
  await page.goBack();
  const release = longestRelease(content);
  const sharePage = `media/${encodeURIComponent(release.slug)}/`;
  const feed = await page.evaluate(() => fetch('gigs.ics').then((response) => response.text()));
  await page.goto(sharePage);
  await expect(pageHeading(page, release.title)).toBeVisible();

  await page.goto('./');
  await expect(pageHeading(page, 'Home')).toBeVisible();

  const failed = workerFailures(context);
  await context.setOffline(true);
  // Read in the page that was open as the signal went, as a fan's phone tells it. (Chromium 150 tells
  // a page opened after context.setOffline that it is online, though its requests fail: what the next steps
  // check is what a visitor sees, which holds in both.)
  await test.step('the players say, in words, that they need a connection', async () => {
    await expect(page.getByText('The Spotify player needs a connection: you are offline')).toBeVisible();
    await expect(page.getByText('The YouTube player needs a connection: you are offline')).toBeVisible();
    await expect(page.getByRole('button', { name: /Play on Spotify|Play video/ })).toHaveCount(0);
  });
  await page.reload();
  await expect(pageHeading(page, 'Home')).toBeVisible();

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
    const kept = Object.values(await cachedUrls(page)).flat();
    expect(kept).toContain(shareUrl);
    expect(kept).not.toContain(pressFileUrl);
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

test('a weak signal: while the host does not answer, the cached page shows', async ({ page, context }) => {
  await openRoute(page, '#/', 'Home');
  await workerServing(page);
  // The host is held silent until the test ends: a page that shows can only have come from the worker's copy,
  // after its network timeout (src/sw.ts). No stopwatch: how soon is the worker's setting, not a test's measure.
  let answer = () => {};
  const silence = new Promise<void>((resolve) => (answer = resolve));
  const held: Request[] = [];
  await context.route(
    (url) => url.pathname.startsWith(siteBase),
    async (route) => {
      held.push(route.request());
      await silence;
      await route.continue().catch(() => {
        // The test may be over, its page closed.
      });
    },
  );
  try {
    await page.reload({ waitUntil: 'commit' });
    await expect(pageHeading(page, 'Home')).toBeVisible();
    expect(
      held.some((request) => request.serviceWorker()),
      'the worker asked the (silent) host first',
    ).toBe(true);
  } finally {
    answer();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  }
});

test('after a publish, the next online visit shows the new build at its first load, an open tab reloads into it, and the old version’s cache goes when the new one takes over', async ({
  browser,
}) => {
  test.setTimeout(90_000);
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
      expect(
        await visit.evaluate(() => performance.getEntriesByType('navigation').map((entry) => (entry as PerformanceNavigationTiming).type)),
      ).toEqual(['navigate']);
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

    // The new version's worker installs beside the old one, and waits while a tab runs the old one. Installing
    // downloads the new version's offline copy: on a busy two-core machine that took more than expect's 5 s.
    await expect
      .poll(() => tab.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null), {
        timeout: INSTALL_TIMEOUT_MS,
      })
      .toBe(true);
    await tab.close();
    // Then it takes over: seen from a page of the same origin outside the site's folder, which no worker serves.
    const outside = await context.newPage();
    await outside.goto(new URL('/', server.url).href);
    await expect
      .poll(
        () =>
          outside.evaluate(async (scope) => {
            const registration = await navigator.serviceWorker.getRegistration(scope);
            return !registration?.waiting && !registration?.installing && registration?.active?.state;
          }, server.url),
        { timeout: INSTALL_TIMEOUT_MS },
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

/**
 * What a build's offline copy holds, read from its sw.js and its content:
 * which releases it keeps (their page files are precached) and which it leaves to the runtime cache.
 */
async function offlineCopyOf(distDir: string, contentDir: string) {
  const precache = await precacheOf(distDir);
  const { content } = await loadContent(contentDir);
  const urls = new Set(precache.files.map((file) => file.url));
  const pageFiles = (pagePath: string) => [...urls].filter((url) => pageFilePattern(pagePath).test(url));
  const [kept, left] = [true, false].map((isKept) =>
    content.releases.filter((release) => pageFiles(`/media/${release.slug}`).length > 0 === isKept),
  ) as [Release<unknown>[], Release<unknown>[]];
  return { precache, content, urls, kept, left };
}

// What the worker keeps after the first visit, as stored on the phone (a host
// that compresses sends about a third of it: tools/precache.mjs), whatever
// the catalogue: the app and the pages first, then releases newest first.
test(
  'the offline copy is at most 1.5 MB: the app, every page, the gig list and its older years, then the newest releases',
  { tag: CATALOGUE },
  async ({ distDir, contentDir }) => {
    const { precache, urls, content, kept, left } = await offlineCopyOf(distDir, contentDir);
    expect(precache.bytes, `${precache.files.length} files, ${precache.sentBytes} bytes sent compressed`).toBeLessThanOrEqual(
      PRECACHE_LIMIT_BYTES,
    );
    for (const file of ['index.html', '404.html', 'redirect.js']) expect(urls).toContain(file);
    // The gig list's file holds the latest year; each older year has a file of its own.
    const [, ...olderYears] = new Set(gigsToday(content).past.map((gig) => gig.date.slice(0, 4)));
    for (const pagePath of ['/', '/media', '/gigs', ...olderYears.map((year) => `/gigs/year/${year}`)]) {
      expect(
        [...urls].some((url) => pageFilePattern(pagePath).test(url)),
        `${pagePath}'s file is kept`,
      ).toBe(true);
    }
    expect(kept.length, 'the newest release fits').toBeGreaterThan(0);
    // Newest first: no release left out is newer than one kept.
    const oldestKept = Math.min(...kept.map((release) => release.year));
    for (const release of left) expect(release.year, `${release.slug} left out`).toBeLessThanOrEqual(oldestKept);
  },
);

// A catalogue twice the size of the generator's largest, made and built here:
// its offline copy is bounded too, and a release left out of it says so
// offline, until a fan opens it once with a signal.
test('a catalogue twice the generator’s largest: the offline copy stays within 1.5 MB, a release never opened says "Not saved for offline", and one opened once shows whole', async ({
  browser,
}) => {
  test.setTimeout(600_000);
  const root = path.resolve(__dirname, '../..');
  const contentDir = path.join(root, 'node_modules/.cache/double-catalogue');
  const grown = path.join(root, 'node_modules/.cache/double-catalogue-half');
  const dist = mkdtempSync(path.join(os.tmpdir(), 'kantstott-double-'));
  // The generator's largest addition, twice over, on the band's own content.
  const makeCatalogue = (...args: string[]) =>
    execFileSync(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'tools/make-catalogue.ts'), '--largest', ...args],
      {
        cwd: root,
        stdio: 'ignore',
      },
    );
  makeCatalogue('--out', grown);
  makeCatalogue('--out', contentDir, '--from', grown);
  execFileSync(process.execPath, [path.join(root, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production'], {
    cwd: root,
    env: { ...process.env, CONTENT_DIR: contentDir, OUTPUT_DIR: dist, HASH_SALT: 'double' },
    stdio: 'ignore',
  });
  const server = await startServer(dist, siteBase);
  const context = await browser.newContext({ baseURL: server.url });
  await finishHeaderFade(context);
  try {
    const { precache, content, kept, left } = await offlineCopyOf(dist, contentDir);
    // Made by the same generator as the large build (the same site.yaml): the same scripts, none grown.
    expect(scriptSizes(dist), 'the same scripts as the large build’s').toEqual(scriptSizes(builds.large.distDir));
    expect(precache.bytes).toBeLessThanOrEqual(PRECACHE_LIMIT_BYTES);
    // Two left out at least: one is opened once below, and another never.
    expect(left.length, 'a catalogue this size does not fit whole').toBeGreaterThan(1);
    const newest = content.releases[0]!;
    expect(kept.map((release) => release.slug)).toContain(newest.slug);
    const neverOpened = left[0]!;
    const openedOnce = left.at(-1)!;

    const page = await context.newPage();
    await openRoute(page, '#/', 'Home');
    await workerServing(page);
    await test.step('one release opened once with a signal', async () => {
      await showRoute(page, releaseHash(openedOnce), openedOnce.title);
    });

    await context.setOffline(true);
    await page.goto('./');
    await expect(pageHeading(page, 'Home')).toBeVisible();
    for (const route of [
      ...(['#/gigs', '#/band', '#/extras', '#/media'] as const).map((hash) => fixedRoute(content, hash)),
      releaseRoute(content, newest),
    ]) {
      await test.step(`${route.hash} shows whole`, async () => {
        await showRoute(page, route.hash, route.heading);
        await expect(page).toHaveTitle(route.title);
      });
    }
    await test.step('the gig list shows every past year, the older ones unfolded', async () => {
      await showRoute(page, '#/gigs', 'Gigs');
      const years = [...new Set(gigsToday(content).past.map((gig) => gig.date.slice(0, 4)))];
      const past = page.getByRole('region', { name: 'Past gigs' });
      for (const year of years.slice(1)) await past.getByRole('button', { name: new RegExp(`^${year}\\b`) }).click();
      for (const year of years)
        await expect(
          past
            .getByRole('region', { name: new RegExp(`^${year}\\b`) })
            .getByRole('listitem')
            .first(),
        ).toBeVisible();
    });

    await test.step('a release never opened says it is not saved, with links to what is', async () => {
      await showRoute(page, releaseHash(neverOpened), 'Not saved for offline');
      await expect(page.getByRole('main')).toContainText('open it once with a signal');
      const saved = page.getByRole('navigation', { name: 'Saved for offline' });
      await expect(saved.getByRole('link', { name: newest.title, exact: true })).toBeVisible();
      await expect(saved.getByRole('link', { name: openedOnce.title, exact: true })).toBeVisible();
      await expect(saved.getByRole('link', { name: neverOpened.title, exact: true })).toHaveCount(0);
      await saved.getByRole('link', { name: newest.title, exact: true }).click();
      await expect(pageHeading(page, newest.title)).toBeVisible();
    });

    await test.step('the release opened once shows whole, reloaded offline too', async () => {
      await page.goto(`./${releaseHash(openedOnce)}`);
      await expect(pageHeading(page, openedOnce.title)).toBeVisible();
      const first = openedOnce.tracks[0]!;
      await expect(
        page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: first.title, exact: true }),
      ).toBeVisible();
    });
  } finally {
    await context.close();
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
