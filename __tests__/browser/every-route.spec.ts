// Every route, in one visit each: a page load costs more than any check made
// on it, so each route is loaded twice (at 375 px, then at 1440 px) and
// everything a route must be is checked on those two loads:
// - its first view shows, titled, before the app's scripts arrive, and the
//   app then takes over that very markup (src/boot.ts starts it after the
//   first view);
// - nothing shifts while it loads and while it is scrolled through, at 375
//   and at 1440 px, and every picture reserves its box and says what it shows;
// - at 375, 768, 1024 and 1440 px: the right heading and title, header and
//   footer, nothing wider than the screen, every picture loaded in the
//   rendition the browser picks at that width;
// - axe finds no violation at 375 or 1440 px (a11y.spec.ts checks the open
//   states: the menu, past gigs, a track);
// - it loads at most 103 KB of gzipped JavaScript and 15 KB of CSS (the
//   other budgets are in budgets.spec.ts).
// With SCREENSHOTS=1 (npm run screenshots), also a full-page screenshot of
// each at each width, for a human to look over.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  BUDGET,
  expectNoAxeViolations,
  expectNoLayoutShift,
  gzipBytes,
  gzipSize,
  holdAppScripts,
  imageProblems,
  inlineStyles,
  recordFilesByType,
  recordLayoutShifts,
  scriptsBeforePrefetch,
  scrollThrough,
} from './checks';
import {
  appReady,
  expect,
  goToRoute,
  loadImagesAtThisSize,
  openRoute,
  pageHeading,
  type Route,
  test,
  testEveryRoute,
  viewports,
} from './fixtures';

/** Full-page screenshots cost a third of a route's time: taken on demand (npm run screenshots). */
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

const [phone, , , desktop] = viewports;

/** `#/media/varm&kall` → `media-varm-kall`; `#/` → `home`. */
function routeSlug(hash: string): string {
  return (
    hash
      .replace(/^#\/?/, '')
      .replace(/[^a-z0-9]+/gi, '-')
      .replace(/^-|-$/g, '') || 'home'
  );
}

function screenshotDir(): string {
  const configFile = test.info().config.configFile;
  const root = configFile ? path.dirname(configFile) : process.cwd();
  const dir = path.join(root, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

testEveryRoute(
  (route) =>
    `${route}: first view before the app, no layout shift, every width, no axe violations, within budget${SCREENSHOTS ? ', screenshots' : ''}`,
  async ({ page, content, distDir }, route) => {
    await page.setViewportSize(phone);
    await recordLayoutShifts(page);
    // A fresh load for each route (a test of several release pages comes here once for each).
    await page.goto('about:blank');
    const files = recordFilesByType(page);

    await test.step('its first view shows before the app, which takes that page over', async () => {
      const release = await holdAppScripts(page);
      await goToRoute(page, route.hash);
      await expect(pageHeading(page, route.heading)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      const firstView = await pageHeading(page, route.heading).elementHandle();

      await release();
      await appReady(page);
      await expect(pageHeading(page, route.heading)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      // Hydrated in place, not drawn again. An address the site does not have
      // only gets a placeholder: the app decides what it shows.
      const kept = await firstView?.evaluate((node) => node.isConnected);
      expect(kept, 'the first view is the page the app runs on').toBe(route.hash !== '#/no-such-page');
    });

    await test.step(`no layout shift while it loads and scrolls at ${phone.width} px; images sized and described`, () =>
      checkLoadWithoutShifts(page, `at ${phone.width}px`));

    for (const viewport of viewports) {
      await test.step(`${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height });
        await checkAtThisWidth(page, route, `© ${content.site.copyrightYear} ${content.site.name}`, viewport.width);
        if (viewport === phone) {
          await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
        }
        if (viewport === phone || viewport === desktop) {
          await expectNoAxeViolations(page, `on ${route.hash} at ${viewport.width}px`);
        }
        if (SCREENSHOTS) {
          await page.screenshot({
            path: path.join(screenshotDir(), `${test.info().project.name}-${viewport.name}-${routeSlug(route.hash)}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        }
      });
    }

    await test.step(`at most ${BUDGET.scriptGzip / 1000} KB of gzipped JavaScript and ${BUDGET.styleGzip / 1000} KB of CSS`, async () => {
      // Idle by now (it has been scrolled through at four widths); the
      // other pages' code fetched ahead once idle (src/app/prefetch.ts) is not
      // this route's cost, and has a budget of its own (budgets.spec.ts).
      await page.waitForLoadState('networkidle');
      const ownScripts = await scriptsBeforePrefetch(page);
      expect(ownScripts.length).toBeGreaterThan(0);
      const scripts = gzipBytes(distDir, ownScripts);
      const styles = gzipSize(inlineStyles(distDir)) + gzipBytes(distDir, files.stylesheet);
      test.info().annotations.push({
        type: 'sizes',
        description: `${route.hash}: JS ${scripts} B, CSS ${styles} B (gzip)`,
      });
      expect.soft(scripts, 'gzipped JavaScript').toBeLessThanOrEqual(BUDGET.scriptGzip);
      expect.soft(styles, 'gzipped CSS').toBeLessThanOrEqual(BUDGET.styleGzip);
      // The band's recordings wait for a press of play, whatever the page, even once it is idle.
      expect.soft([...files.media], 'audio fetched before play').toEqual([]);
    });

    await test.step(`no layout shift while it loads and scrolls at ${desktop.width} px; images sized and described`, async () => {
      await page.setViewportSize(desktop);
      await page.goto('about:blank');
      await openRoute(page, route.hash, route.heading);
      await checkLoadWithoutShifts(page, `at ${desktop.width}px`);
    });
  },
);

/** Scrolled through since it loaded: no layout shift, and every image sized and described. */
async function checkLoadWithoutShifts(page: Page, state: string) {
  await scrollThrough(page);
  await expectNoLayoutShift(page, state);
  expect.soft(await imageProblems(page), `images ${state}`).toEqual([]);
}

/** Heading, title, header and footer, nothing wider than the screen, every picture loaded at this width. */
async function checkAtThisWidth(page: Page, route: Route, footer: string, width: number) {
  await expect.soft(pageHeading(page, route.heading)).toBeVisible();
  await expect.soft(page).toHaveTitle(route.title);
  await expect.soft(page.getByRole('banner')).toBeVisible();
  await expect.soft(page.getByRole('contentinfo')).toContainText(footer);
  await loadImagesAtThisSize(page);
  const overflow = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect.soft(overflow.scrollWidth, `page is wider than the ${width}px viewport`).toBeLessThanOrEqual(overflow.clientWidth);
}
