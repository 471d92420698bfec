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

test('a publish while a song plays: the song plays on, and the new build waits for a page change after it stops', async ({
  browser,
  content,
}) => {
  test.setTimeout(60_000);
  // The newest release with a recording, its first recorded track; and a page only the new build will have.
  const release = content.releases.find((candidate) => candidate.tracks.some((track) => track.recording));
  const elsewhere = content.releases.find((candidate) => candidate !== release);
  if (!release || !elsewhere) return; // Nothing to play, or nowhere else to go: the test above covers the publish.
  const track = release.tracks.find((candidate) => candidate.recording)!;
  const server = await switchingHost(builds.band.distDir, siteBase);
  try {
    const newBuild = buildIn(builds.large.distDir);
    const tab = await openTab(browser, server.url);
    const { page } = tab;
    const audioTime = () => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
    const songGoesOn = async () => {
      const before = await audioTime();
      await expect.poll(audioTime, { message: 'the song plays on' }).toBeGreaterThan(before);
      expect(await page.locator('audio').count(), 'one <audio> element').toBe(1);
    };

    await page.evaluate((hash) => (window.location.hash = hash), `#/media/${release.slug}`);
    await expect(pageHeading(page, release.title)).toBeVisible();
    await page.getByRole('button', { name: `Play ${track.title}`, exact: true }).click();
    await songGoesOn();

    server.switchTo(builds.large.distDir);

    await test.step('a page the tab has: shown by its own build, the song on', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Band' }).click();
      await expect(pageHeading(page, 'Band')).toBeVisible();
      await songGoesOn();
    });
    await test.step('a page only the new build has: it says it waits for the music, which plays on', async () => {
      await page.evaluate((hash) => (window.location.hash = hash), `#/media/${elsewhere.slug}`);
      await expect(pageHeading(page, 'The site was just updated')).toBeVisible();
      await songGoesOn();
      expect(tab.loads(), 'no reload while the song plays').toBe(0);
      expect(tab.errors).toEqual([]);
    });
    await test.step('the music stops: the next page change goes into the new build', async () => {
      await page.getByRole('region', { name: 'Music player' }).getByRole('button', { name: 'Pause', exact: true }).click();
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => buildOf(page)).toBe(newBuild);
      await appReady(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(SOMETHING_WRONG)).toHaveCount(0);
      expect(tab.loads(), 'reloaded once, into the new build').toBe(1);
    });
  } finally {
    await server.close();
  }
});
