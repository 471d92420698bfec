// A tab opened before a publish goes on into the new build. The served folder
// switches from one build to another, as a host does when the band publishes
// (GitHub Pages at once; the publish tool's last step): the band's site, then
// the large catalogue's, which has other script names (built with HASH_SALT)
// and other releases. Three tabs browse on: one idle long enough to have
// fetched ahead, one fresh, one with data saver on (it fetches nothing ahead).
// None may show an error or a blank page, or new data drawn by old code, and
// each reloads at most once, into the new build, at the address it was going to.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { builds, siteBase } from '../../playwright.config';
import { appReady, buildIn, buildOf, expect, finishHeaderFade, pageHeading, switchingHost, test } from './fixtures';

const SOMETHING_WRONG = /Something went wrong/;

interface Tab {
  page: Page;
  /** Loads of the page's document since the switch: 1 is a reload. */
  loads: () => number;
  errors: string[];
}

async function openTab(browser: Browser, baseURL: string, { saveData = false } = {}): Promise<Tab> {
  const context = await browser.newContext({ baseURL });
  await finishHeaderFade(context);
  const page = await context.newPage();
  if (saveData) {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  }
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('./');
  await appReady(page);
  const before = loads;
  return { page, loads: () => loads - before, errors };
}

test('a tab opened before a publish goes on in the new build: reloads once into it, never an error, a blank page or a loop', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const server = await switchingHost(builds.band.distDir, siteBase);
  try {
    const [oldBuild, newBuild] = [buildIn(builds.band.distDir), buildIn(builds.large.distDir)];
    expect(newBuild).not.toBe(oldBuild);

    const idle = await openTab(browser, server.url);
    // Fetched ahead: every page's code (prefetch.ts), once the browser was idle.
    await expect
      .poll(() =>
        idle.page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/assets\/page-/.test(entry.name)).length),
      )
      .toBeGreaterThan(2);
    const saver = await openTab(browser, server.url, { saveData: true });
    // Opened just before the publish: it has fetched nothing ahead yet.
    const fresh = await openTab(browser, server.url);

    // The band publishes: the host serves the new build, all at once.
    server.switchTo(builds.large.distDir);

    for (const [name, tab] of Object.entries({ idle, fresh, saver })) {
      const { page } = tab;
      await test.step(`${name}: Media, then a release`, async () => {
        await page.getByRole('banner').getByRole('link', { name: 'Media' }).click();
        await expect(pageHeading(page, 'Media')).toBeVisible();
        await expect(page.getByText(SOMETHING_WRONG)).toHaveCount(0);
        // Whichever build it shows, it shows whole: its data drawn by its own code.
        await page.getByRole('main').getByRole('link').first().click();
        await expect(page).toHaveURL(/#\/media\/.+/);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
        await expect(page.getByText(SOMETHING_WRONG)).toHaveCount(0);
        // A release page file the tab had not fetched is the new build's only: by now it runs that build.
        await expect.poll(() => buildOf(page)).toBe(newBuild);
        await appReady(page);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        expect(tab.loads(), 'reloaded once, into the new build').toBe(1);
        expect(tab.errors).toEqual([]);
      });
    }

    // A cache that keeps bringing back the old index.html: one reload, then the page stays as it is.
    await test.step('no loop when a reload brings back the old build', async () => {
      const context = await browser.newContext({ baseURL: server.url });
      await finishHeaderFade(context);
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => (loads += 1));
      // The document is the old build's; newerBuild's own look at index.html (a fetch) sees the host's.
      await page.route(/\/kantstott\/(index\.html)?$/, (route) =>
        route.request().resourceType() === 'document'
          ? route.fulfill({ body: readFileSync(path.join(builds.band.distDir, 'index.html')), contentType: 'text/html' })
          : route.continue(),
      );
      await page.goto('./');
      // Its scripts are gone from the host: it reloads once, gets the old page again, and stays on its first view.
      await expect.poll(() => loads).toBe(2);
      await page.waitForTimeout(1500);
      expect(loads, 'one reload, then none').toBe(2);
      await expect(pageHeading(page, 'Home')).toBeVisible();
      await context.close();
    });
  } finally {
    await server.close();
  }
});
