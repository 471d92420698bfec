// Shared set-up for every browser test: the site is served from 127.0.0.1
// under a sub-path (playwright.config.ts); anything from another host is
// blocked, so the suite is hermetic and proves the site needs no third party.
// Each test collects what would show a visitor something is broken — page
// errors, console errors, failed same-origin requests, CSP violations — and
// fails if any appear, unless it says it expects them.
import { mkdtempSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  test as base,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
} from '@playwright/test';
import { type Content, loadContent } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import type { PictureFile } from '../../src/content/pictures';
import type { Release } from '../../src/content/releases';
import { splitGigs } from '../../src/gigs/dates';
import { OLDEST_SUPPORTED_CHROMIUM } from '../../tools/chromium.js';

/**
 * What a project of playwright.config.ts tests: a build and the content it was
 * built from. Tests read what to expect from that content, never from a copy
 * of today's catalogue.
 */
export interface SiteOptions {
  /** Absolute path of the content folder the build read. */
  contentDir: string;
  /** Absolute path of the built site. */
  distDir: string;
  /**
   * Open a sample of the releases (releasesToTest) where a test would open
   * every one. For a catalogue whose releases are all alike: the band's own
   * content is tested release by release, track by track.
   */
  sampleReleases: boolean;
}

export type SiteContent = Content<PictureFile>;

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
  cspViolations: string[];
  /** Requests the page tried to make to any host but ours (all blocked). */
  thirdPartyRequests: string[];
}

interface Fixtures {
  /**
   * Let the header's 2 s fade-in play, as a visitor sees it (header.spec.ts,
   * which checks it). Elsewhere it ends as it starts: see finishHeaderFade.
   */
  playHeaderFade: boolean;
  problems: PageProblems;
  /** Call in a test that provokes errors on purpose (aborted images, offline…). */
  allowProblems: () => void;
}

interface WorkerFixtures extends SiteOptions {
  /** The content of this project's build, read once per worker. */
  content: SiteContent;
  /** Stops the run at once on a Chromium older than the suite supports (tools/chromium.js). */
  supportedBrowser: void;
}

const SITE_HOST = '127.0.0.1';

/**
 * A page file (pages/<path>.<version>.json, or .js from disk) answered 404: src/boot.ts
 * asks for one for any address shaped like a page that grows with the
 * catalogue (#/media/nope), and a 404 is how it learns there is no such page.
 * Expected; Chromium logs each as a console error.
 */
function isPageFile404(url: string, status: number): boolean {
  return status === 404 && /\/pages\/.+\.(json|js)$/.test(new URL(url).pathname);
}

/**
 * Ends the header's fade-in as it starts, in every page of a context. With
 * no GPU, Chromium draws each of the fade's 120 frames in software, which
 * costs a test a third of its CPU (docs/performance.md). What the tests
 * check never depends on it: they read the page as a visitor can, whatever its opacity, and axe
 * finishes every animation before it reads colours (checks.ts).
 */
export async function finishHeaderFade(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    document.addEventListener(
      'animationstart',
      (event) => {
        if (!(event.target instanceof Element) || !event.target.closest('header')) return;
        for (const animation of event.target.getAnimations()) if (animation instanceof CSSAnimation) animation.finish();
      },
      true,
    );
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  contentDir: ['content', { option: true, scope: 'worker' }],
  distDir: ['dist', { option: true, scope: 'worker' }],
  sampleReleases: [false, { option: true, scope: 'worker' }],
  content: [
    async ({ contentDir }, use) => {
      await use((await loadContent(contentDir)).content);
    },
    { scope: 'worker' },
  ],
  supportedBrowser: [
    async ({ browser }, use) => {
      const major = Number(browser.version().split('.')[0]);
      if (major < OLDEST_SUPPORTED_CHROMIUM) {
        throw new Error(
          `Chromium ${browser.version()} is older than ${OLDEST_SUPPORTED_CHROMIUM}, the oldest the suite supports: set CHROME_PATH`,
        );
      }
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  playHeaderFade: [false, { option: true }],
  context: async ({ context, playHeaderFade }, use) => {
    if (!playHeaderFade) await finishHeaderFade(context);
    await use(context);
  },
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = {
        pageErrors: [],
        consoleErrors: [],
        failedRequests: [],
        cspViolations: [],
        thirdPartyRequests: [],
      };
      // The browser resolves no host but ours (playwright.config.ts,
      // --host-resolver-rules), so a request elsewhere fails there; here it
      // is noted. (Blocking by page.route instead would pause every request
      // on its way to this process and back: 3% of the suite's time.)
      page.on('request', (request) => {
        const url = new URL(request.url());
        // Our server, inline data and files opened from disk are the site; the rest is third party.
        if (url.hostname !== SITE_HOST && url.protocol !== 'data:' && url.protocol !== 'file:') {
          problems.thirdPartyRequests.push(request.url());
        }
      });
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const { url } = message.location();
        const missingPageFile = /status of 404\b/.test(message.text()) && url !== '' && url.startsWith('http') && isPageFile404(url, 404);
        if (!missingPageFile) problems.consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
      });
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is the browser dropping a request because the page moved on, not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (new URL(request.url()).hostname === SITE_HOST) problems.failedRequests.push(request.url());
      });
      page.on('response', (response) => {
        const { hostname } = new URL(response.url());
        if (hostname === SITE_HOST && response.status() >= 400 && !isPageFile404(response.url(), response.status())) {
          problems.failedRequests.push(`${response.status()} ${response.url()}`);
        }
      });
      await page.exposeFunction('__reportCspViolation', (text: string) => problems.cspViolations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${event.violatedDirective} ${event.blockedURI}`,
          );
        });
      });
      await use(problems);
    },
    { auto: true },
  ],
  allowProblems: [
    async ({ problems }, use) => {
      let allowed = false;
      await use(() => {
        allowed = true;
      });
      if (!allowed) {
        expect(problems.pageErrors, 'page errors').toEqual([]);
        expect(problems.consoleErrors, 'console errors').toEqual([]);
        expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
      }
      // A policy violation is never acceptable, whatever else a test provokes.
      expect(problems.cspViolations, 'Content-Security-Policy violations').toEqual([]);
    },
    // Automatic: the checks run after every test, used or not.
    { auto: true },
  ],
});

export { expect };

/** Widths from the spec, with a phone-like height for each. */
export const viewports = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/** A route as a visitor meets it: its address, document title and main heading. */
export interface Route {
  readonly hash: string;
  readonly title: string;
  readonly heading: string;
}

/**
 * Tag of the tests whose outcome depends on the catalogue: how many releases,
 * tracks and gigs there are, and how long they are. The `large` project
 * (playwright.config.ts) runs only these; the band project runs every test.
 */
export const CATALOGUE = '@catalogue';

/**
 * The site's pages that are always there: [address, page title after
 * "<band> | ", main heading, whether it shows the catalogue (releases or gigs)].
 */
const FIXED_PAGES = [
  ['#/', 'Official site', 'Home', true],
  ['#/band', 'Band', 'Band', false],
  ['#/media', 'Media', 'Media', true],
  ['#/gigs', 'Gigs', 'Gigs', true],
  ['#/extras', 'Extras', 'Extras', false],
  ['#/press', 'Press kit', 'Press kit', false],
  ['#/no-such-page', 'Page not found', 'Page not found!', false],
] as const;

export type FixedHash = (typeof FIXED_PAGES)[number][0];

/** `Kantstött | Band`: how the site titles a page. */
export const pageTitle = (content: SiteContent, page: string) => `${content.site.name} | ${page}`;

/** A fixed page's route. */
export function fixedRoute(content: SiteContent, hash: FixedHash): Route {
  const [, title, heading] = FIXED_PAGES.find(([fixed]) => fixed === hash)!;
  return { hash, title: pageTitle(content, title), heading };
}

export const releaseHash = (release: Release<unknown>) => `#/media/${release.slug}`;
export const trackHash = (release: Release<unknown>, trackId: string) => `${releaseHash(release)}/${trackId}`;

/** A release page's route. */
export function releaseRoute(content: SiteContent, release: Release<unknown>): Route {
  return { hash: releaseHash(release), title: pageTitle(content, release.title), heading: release.title };
}

/** Every route a visitor can reach in this content: the fixed pages, then one per release. */
export function routesOf(content: SiteContent): Route[] {
  return [...FIXED_PAGES.map(([hash]) => fixedRoute(content, hash)), ...content.releases.map((release) => releaseRoute(content, release))];
}

/**
 * The news pages a route test opens, when the content has posts: the list,
 * and the newest post, the oldest and the first with a picture. A post's
 * heading is in the browser's language where it has both (Playwright's asks
 * for English); its title, the Swedish.
 */
export function newsRoutes(content: SiteContent): Route[] {
  const { news } = content;
  if (news.length === 0) return [];
  const sample = new Set([news[0]!, news.at(-1)!, ...news.filter((post) => post.picture).slice(0, 1)]);
  return [
    { hash: '#/news', title: pageTitle(content, 'News'), heading: 'News' },
    ...[...sample].map((post) => ({
      hash: `#/news/${post.slug}`,
      title: pageTitle(content, post.title),
      heading: post.english?.title ?? post.title,
    })),
  ];
}

/**
 * The merch pages a route test opens, when the content has items: the shelf,
 * and the first item, the last, and the first sold out, on pre-order and with
 * several pictures. An item's heading is its English name where it has one
 * (Playwright's browser asks for English); its title, the Swedish.
 */
export function merchRoutes(content: SiteContent): Route[] {
  const { merch } = content;
  if (merch.length === 0) return [];
  const sample = new Set([
    merch[0]!,
    merch.at(-1)!,
    ...merch.filter((item) => item.availability === 'sold out').slice(0, 1),
    ...merch.filter((item) => item.availability === 'pre-order').slice(0, 1),
    ...merch.filter((item) => item.pictures.length > 1).slice(0, 1),
  ]);
  return [
    { hash: '#/merch', title: pageTitle(content, 'Merch'), heading: 'Merch' },
    ...[...sample].map((item) => ({
      hash: `#/merch/${item.slug}`,
      title: pageTitle(content, item.name),
      heading: item.english?.name ?? item.name,
    })),
  ];
}

/** The pages that exist only where the content has something for them, the address of their list, and which spec checks the rest. */
const OPTIONAL_PAGES = [
  ['news pages', newsRoutes, '#/news', 'news.spec.ts'],
  ['merch pages', merchRoutes, '#/merch', 'merch.spec.ts'],
] as const;

/** The release the home page features (site.yaml), which the content checks is one of the releases. */
export function featuredRelease(content: SiteContent): Release<PictureFile> {
  return content.releases.find((release) => release.slug === content.site.featured.release)!;
}

/** The release with the most tracks (the first such): the most to scroll through. */
export function longestRelease(content: SiteContent): Release<PictureFile> {
  return content.releases.reduce((longest, release) => (release.tracks.length > longest.tracks.length ? release : longest));
}

/**
 * How many tests the release pages are spread over: which releases there are
 * is only known from the content, once a test runs, and a large catalogue
 * should not run as one long test.
 */
export const RELEASE_GROUPS = 4;

/**
 * The releases a test that goes through releases opens: every one, or with
 * `sample` (SiteOptions.sampleReleases) RELEASE_GROUPS of them chosen from the
 * content: the newest (first on the Media page), the oldest (last, furthest
 * down), the longest (most tracks, then most lyrics: the largest page) and the
 * featured one (the home page's), then, while two of those are the same
 * release, others spread evenly over the Media page. Newest first.
 */
export function releasesToTest(content: SiteContent, sample: boolean): readonly Release<PictureFile>[] {
  const { releases } = content;
  if (!sample || releases.length <= RELEASE_GROUPS) return releases;
  const lyrics = (release: Release<unknown>) =>
    release.tracks.reduce((sum, track) => sum + track.sections.reduce((chars, section) => chars + section.lines.join('').length, 0), 0);
  const largest = releases.reduce((best, release) =>
    release.tracks.length > best.tracks.length || (release.tracks.length === best.tracks.length && lyrics(release) > lyrics(best))
      ? release
      : best,
  );
  const chosen = new Set([releases[0]!, releases.at(-1)!, largest, featuredRelease(content)]);
  for (let step = 2; chosen.size < RELEASE_GROUPS; step *= 2) {
    for (let index = 1; index < step && chosen.size < RELEASE_GROUPS; index += 2) {
      chosen.add(releases[Math.floor((index * (releases.length - 1)) / step)]!);
    }
  }
  return releases.filter((release) => chosen.has(release));
}

/** Group `group` (from 0) of RELEASE_GROUPS of the releases a test opens (releasesToTest). */
export function releaseGroup(content: SiteContent, sample: boolean, group: number): Release<PictureFile>[] {
  return releasesToTest(content, sample).filter((_, index) => index % RELEASE_GROUPS === group);
}

/** The fixtures a route test's body gets. */
export type RouteTestArgs = Pick<PlaywrightTestArgs, 'page' | 'context'> &
  Pick<PlaywrightTestOptions, 'baseURL'> &
  Pick<WorkerFixtures, 'content' | 'distDir'>;

/** `text` as a regular expression that matches it as it is. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Time allowed per route when a test checks several. */
const ROUTE_TIMEOUT = 30_000;

/**
 * Declares `body` for every route: a test per fixed page (tagged CATALOGUE
 * if it shows releases or gigs), the news and merch pages (newsRoutes, merchRoutes), and the release pages of the project's
 * content (releasesToTest: every one, or a sample) spread over RELEASE_GROUPS
 * tests (a step per release). `name` gets the route's address, or which
 * group of releases.
 */
export function testEveryRoute(name: (route: string) => string, body: (args: RouteTestArgs, route: Route) => Promise<void>) {
  // Playwright sets up the fixtures a test destructures: these, whatever the body uses.
  for (const [hash, , , showsCatalogue] of FIXED_PAGES) {
    test(name(hash), { tag: showsCatalogue ? [CATALOGUE] : [] }, async ({ page, context, baseURL, content, distDir }) => {
      // A page that lists the catalogue takes longer to check the more it lists (axe over every gig,
      // at two widths): a second ROUTE_TIMEOUT per 100 gigs or releases it may show.
      if (showsCatalogue) test.setTimeout(ROUTE_TIMEOUT * (1 + Math.ceil((content.gigs.length + content.releases.length) / 100)));
      await body({ page, context, baseURL, content, distDir }, fixedRoute(content, hash));
    });
  }
  for (const [label, routesIn, listHash, spec] of OPTIONAL_PAGES) {
    test(name(label), { tag: CATALOGUE }, async ({ page, context, baseURL, content, distDir }) => {
      const routes = routesIn(content);
      if (routes.length === 0) {
        // None in the content: the list's address is the clear page every unknown address gets (the spec named checks the rest).
        test.info().annotations.push({ type: 'none', description: `no ${label}: ${spec} checks the rest` });
        await openRoute(page, listHash, fixedRoute(content, '#/no-such-page').heading);
        return;
      }
      test.setTimeout(ROUTE_TIMEOUT * routes.length);
      for (const route of routes) await test.step(route.hash, () => body({ page, context, baseURL, content, distDir }, route));
    });
  }
  for (let group = 0; group < RELEASE_GROUPS; group += 1) {
    test(
      name(`release pages, group ${group + 1} of ${RELEASE_GROUPS}`),
      { tag: CATALOGUE },
      async ({ page, context, baseURL, content, distDir, sampleReleases }) => {
        const args = { page, context, baseURL, content, distDir };
        const releases = releaseGroup(content, sampleReleases, group);
        test.skip(releases.length === 0, 'the content has fewer releases than groups');
        test.setTimeout(ROUTE_TIMEOUT * releases.length);
        for (const release of releases) {
          const route = releaseRoute(content, release);
          await test.step(route.hash, () => body(args, route));
        }
      },
    );
  }
}

/** The content's gigs now, by the site's own rule (each gig's town's day): upcoming soonest first, past newest first. */
export function gigsToday(content: SiteContent): { upcoming: readonly Gig[]; past: readonly Gig[] } {
  return splitGigs(content.gigs, Date.now());
}

/** A page's file, `pages/<path>.<version>.json`, in whichever build: matches its name or the end of its URL path (decoded). */
export const pageFilePattern = (pagePath: string) =>
  new RegExp(`(^|/)pages/${(pagePath === '/' ? 'index' : pagePath.slice(1)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]+\\.json$`);

/** The `form-action` directive of the page's Content-Security-Policy: where its forms may post. */
export async function formAction(page: Page): Promise<string | undefined> {
  const policy = await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  return policy
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('form-action '));
}

/** A page's main heading (there is one <h1> per page). */
export const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/** Goes to a route as a typed or pasted address: `#/` is the site's own address. */
export const goToRoute = (page: Page, hash: string) => page.goto(hash === '#/' ? './' : `./${hash}`);

/** The app runs on the page (src/app/Layout.tsx marks it). */
export const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

/**
 * Opens a route by typing it, as a fan would paste a link, and waits for its
 * heading and for the app to run (every page is static HTML until then).
 */
export async function openRoute(page: Page, hash: string, heading?: string) {
  await goToRoute(page, hash);
  if (heading) await expect(pageHeading(page, heading)).toBeVisible();
  await appReady(page);
}

/**
 * Shows another route in the same document, as the site's own links do: only
 * the hash changes and the app shows that page, with no reload (a reload costs
 * as much as a test of its own). Waits for the page's heading.
 */
export async function showRoute(page: Page, hash: string, heading: string) {
  await page.evaluate((to) => {
    window.location.hash = to;
  }, hash);
  await expect(pageHeading(page, heading)).toBeVisible();
}

/** The page's images not (yet) showing a picture: what each asks for, or its src. */
const imagesNotLoaded = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => !(image.complete && image.naturalWidth > 0))
      .map((image) => image.currentSrc || image.src),
  );

/**
 * Scrolls through the whole page a screen at a time, so every lazy image
 * is requested, ends at the bottom, and waits until every image has loaded.
 */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  await expect.poll(() => imagesNotLoaded(page), { message: 'images still loading (or broken)' }).toEqual([]);
}

/**
 * Waits until every image shows the picture the browser picks at the
 * viewport's present size: after a resize, an image whose srcset or <picture>
 * asks for another rendition loads it wherever it is on the page, and is not
 * `complete` until it has. Each image not yet loaded (lazy ones below the fold
 * the first time) is scrolled into view; a page whose images are all loaded is
 * not scrolled at all. Use loadAllImages to scroll through the whole page.
 */
export async function loadImagesAtThisSize(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // A resize takes effect at the next frames: layout, media queries, each image's choice of rendition.
    await frame();
    await frame();
    for (const image of Array.from(document.images)) {
      if (image.complete && image.naturalWidth > 0) continue;
      image.scrollIntoView({ block: 'center' });
      await frame();
      await frame();
    }
  });
  await expect.poll(() => imagesNotLoaded(page), { message: 'images still loading (or broken)' }).toEqual([]);
}

/** Waits until `image` has loaded a picture (not merely been given a src). */
export async function expectPictureLoaded(image: Locator, message: string) {
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message }).toBe(true);
}

/** How long `element` transitions `property`, in ms, as the page computes it (reduced motion included). */
export async function transitionMs(element: Locator, property: string): Promise<number> {
  const { properties, durations } = await element.evaluate((node) => {
    const style = getComputedStyle(node);
    return { properties: style.transitionProperty.split(', '), durations: style.transitionDuration.split(', ') };
  });
  const index = properties.indexOf(property);
  expect(index, `transition-property is "${properties.join(', ')}"`).toBeGreaterThanOrEqual(0);
  const duration = durations[index % durations.length]!;
  return duration.endsWith('ms') ? parseFloat(duration) : parseFloat(duration) * 1000;
}

/** The build a page runs: index.html's version of its page files, and its app's scripts ('' while it reloads). */
export const buildOf = (page: Page) =>
  page
    .locator('script[data-version]')
    .evaluate((script) => `${script.getAttribute('data-version')} ${script.getAttribute('data-scripts')}`)
    .catch(() => '');

/** The same, from a built folder's index.html. */
export function buildIn(dist: string): string {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return `${/data-version="([^"]*)"/.exec(html)![1]} ${/data-scripts="([^"]*)"/.exec(html)![1]}`;
}

/** The project's own static server (tools/serve.mjs), started by a test at another base path. */
export async function startServer(dist: string, base: string) {
  // Loaded by Node itself: a static import would go through Playwright's
  // TypeScript loader, which cannot load this ES module. Its types come
  // from its JSDoc.
  const modulePath: string = '../../tools/serve.mjs';
  const { serve } = (await import(modulePath)) as typeof import('../../tools/serve.mjs');
  return serve({ dir: dist, port: 0, base });
}

/**
 * A host serving a build from a folder of its own (under the suite's base
 * path), which the test switches to another build all at once, as a publish
 * to GitHub Pages does.
 */
export async function switchingHost(dist: string, base: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-host-'));
  const served = path.join(dir, 'site');
  symlinkSync(dist, served);
  const server = await startServer(served, base);
  return {
    url: server.url,
    /** From now on the host serves `next`. */
    switchTo(next: string) {
      const link = path.join(dir, 'next');
      symlinkSync(next, link);
      renameSync(link, served);
    },
    close: async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
