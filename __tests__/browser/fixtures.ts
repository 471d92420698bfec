// Shared set-up for every browser test: the site is served from 127.0.0.1
// under a sub-path (playwright.config.ts); anything from another host is
// blocked, so the suite is hermetic and proves the site needs no third party.
// Each test collects what would show a visitor something is broken — page
// errors, console errors, failed same-origin requests, CSP violations — and
// fails if any appear, unless it says it expects them.
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export interface PageProblems {
  pageErrors: string[];
  consoleErrors: string[];
  failedRequests: string[];
  cspViolations: string[];
  /** Requests the page tried to make to any host but ours (all blocked). */
  thirdPartyRequests: string[];
}

interface Fixtures {
  problems: PageProblems;
  /** Call in a test that provokes errors on purpose (aborted images, offline…). */
  allowProblems: () => void;
}

const SITE_HOST = '127.0.0.1';

export const test = base.extend<Fixtures>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = {
        pageErrors: [],
        consoleErrors: [],
        failedRequests: [],
        cspViolations: [],
        thirdPartyRequests: [],
      };
      await page.route(
        // Our server, inline data and files opened from disk are the site; the rest is third party.
        (url) => url.hostname !== SITE_HOST && url.protocol !== 'data:' && url.protocol !== 'file:',
        (route) => {
          problems.thirdPartyRequests.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      page.on('pageerror', (error) => problems.pageErrors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.consoleErrors.push(message.text());
      });
      page.on('requestfailed', (request) => {
        // ERR_ABORTED is the browser dropping a request because the page moved on, not a failure.
        if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
        if (new URL(request.url()).hostname === SITE_HOST) problems.failedRequests.push(request.url());
      });
      page.on('response', (response) => {
        if (new URL(response.url()).hostname === SITE_HOST && response.status() >= 400) {
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

/** Every route a visitor can reach, with its document title and main heading. */
export const routes = [
  { hash: '#/', title: 'Kantstött | Official site', heading: 'Home' },
  { hash: '#/band', title: 'Kantstött | Band', heading: 'Band' },
  { hash: '#/media', title: 'Kantstött | Media', heading: 'Media' },
  { hash: '#/media/birds', title: "Kantstött | Birds don't sing / Fritt fall", heading: "Birds don't sing / Fritt fall" },
  { hash: '#/media/varm&kall', title: 'Kantstött | VARM & KALL EP', heading: 'VARM & KALL EP' },
  { hash: '#/media/kniv', title: 'Kantstött | Kniv (Live Recording Session)', heading: 'Kniv (Live Recording Session)' },
  { hash: '#/media/spring', title: 'Kantstött | Spring/Två Cent', heading: 'Spring/Två Cent' },
  { hash: '#/extras', title: 'Kantstött | Extras', heading: 'Extras' },
  { hash: '#/no-such-page', title: 'Kantstött | Page not found', heading: 'Page not found!' },
] as const;

/**
 * Opens a route by typing it, as a fan would paste a link, and waits for its
 * heading and for the app to run (every page is static HTML until then).
 */
export async function openRoute(page: Page, hash: string, heading?: string) {
  await page.goto(hash === '#/' ? './' : `./${hash}`);
  if (heading) await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/**
 * Scrolls through the whole page half a screen at a time, so every lazy image
 * is requested, ends at the bottom, and waits until every image has loaded.
 */
export async function loadAllImages(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, document.documentElement.scrollHeight);
    await frame();
  });
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => !(image.complete && image.naturalWidth > 0))
            .map((image) => image.currentSrc || image.src),
        ),
      { message: 'images still loading (or broken)' },
    )
    .toEqual([]);
}

/** Waits until `image` has loaded a picture (not merely been given a src). */
export async function expectPictureLoaded(image: Locator, message: string) {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message })
    .toBe(true);
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
