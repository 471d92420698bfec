// Page changes once the app has started and sat idle for a moment: by link,
// by an address typed into the same tab, by back and forward. Every page's
// code and the fixed pages' files were fetched ahead, so no change waits for
// the network (a release's file is fetched as its link is pointed at). The new
// page replaces the old one whole: no "Loading…" placeholder, no empty main
// area, and never the new page's title over the old page's heading. How long
// each change takes is the benchmark's to report (npm run bench), not a test's.
import type { Page } from '@playwright/test';
import { CATALOGUE, expect, featuredRelease, fixedRoute, openRoute, pageHeading, releaseRoute, type Route, test } from './fixtures';

/** What the page showed, sampled every frame and on every change to the document. */
interface Sample {
  title: string;
  heading: string;
  loading: boolean;
  emptyMain: boolean;
}

/** Starts recording samples in the page; returns a function that collects them. */
async function recordPageStates(page: Page): Promise<() => Promise<Sample[]>> {
  await page.evaluate(() => {
    const samples: Sample[] = [];
    const sample = () => {
      const main = document.querySelector('main');
      samples.push({
        title: document.title,
        heading: document.querySelector('main h1')?.textContent ?? '',
        loading: /Loading…/.test(main?.textContent ?? ''),
        emptyMain: !main || main.children.length === 0,
      });
    };
    new MutationObserver(sample).observe(document, { subtree: true, childList: true, characterData: true });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    frame();
    (window as unknown as { pageSamples: Sample[] }).pageSamples = samples;
  });
  return () => page.evaluate(() => (window as unknown as { pageSamples: Sample[] }).pageSamples);
}

async function expectShown(page: Page, route: Route) {
  await expect(pageHeading(page, route.heading)).toBeVisible();
  await expect(page).toHaveTitle(route.title);
}

test(
  'after idle, every kind of page change shows the next page whole, with no placeholder in between',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const home = fixedRoute(content, '#/');
    const band = fixedRoute(content, '#/band');
    const media = fixedRoute(content, '#/media');
    const gigs = fixedRoute(content, '#/gigs');
    const release = featuredRelease(content);
    const releasePage = releaseRoute(content, release);
    const visited = [home, band, media, releasePage, gigs];

    await openRoute(page, '#/', home.heading);
    // The app fetches the other pages' code once the browser is idle.
    // (On a busy machine the idle moments between files can outlast networkidle's half second: wait for the last.)
    await page.waitForFunction(() => performance.getEntriesByName('kantstott:prefetched').length > 0);
    await page.waitForLoadState('networkidle');
    const samples = await recordPageStates(page);
    const fetched: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/(assets\/.*\.js|pages\/.*)$/.test(pathname)) fetched.push(decodeURIComponent(pathname.replace(/^\/kantstott\//, '')));
    });

    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Band', exact: true }).click();
    await expectShown(page, band);
    await header.getByRole('link', { name: 'Media', exact: true }).click();
    await expectShown(page, media);
    // A release's page file is fetched when its link is pointed at, then clicked.
    await page.getByRole('main').locator(`a[href="${releasePage.hash}"]`).click();
    await expectShown(page, releasePage);
    // An address typed or pasted into the same tab.
    await page.evaluate((hash) => (window.location.hash = hash), gigs.hash);
    await expectShown(page, gigs);
    await page.goBack();
    await expectShown(page, releasePage);
    await page.goBack();
    await expectShown(page, media);
    await page.goForward();
    await expectShown(page, releasePage);

    // Nothing waited for the network but the release, whose file is fetched as its link is pointed at: the
    // one clicked, and any other release whose link the pointer crossed on its way (however many there are).
    const releaseFile = (file: string) => content.releases.some(({ slug }) => file.startsWith(`pages/media/${slug}.`));
    expect(
      fetched.filter((file) => !releaseFile(file)),
      'fetched during page changes',
    ).toEqual([]);

    const seen = await samples();
    expect(seen.length).toBeGreaterThan(10);
    expect(
      seen.filter((state) => state.loading),
      'a "Loading…" placeholder showed',
    ).toEqual([]);
    expect(
      seen.filter((state) => state.emptyMain),
      'the main area was empty',
    ).toEqual([]);
    // The title changes with the page or just after it, never ahead of it:
    // wherever the title turns to a page's, that page's heading is already there.
    const stale = seen.filter((state, index) => {
      const route = visited.find((candidate) => candidate.title === state.title);
      return index > 0 && state.title !== seen[index - 1]!.title && route && route.heading !== state.heading;
    });
    expect(stale, 'a new title over the old page').toEqual([]);
  },
);
