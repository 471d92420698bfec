// Every page's first view arrives before the app's scripts: a copy inside
// index.html for the small pages that never grow (home, band, extras, not
// found), a page file (pages/<path>.<version>.json) for those that grow with the
// catalogue (media, the gig list, each release). every-route.spec.ts checks
// that each route shows before the app's scripts arrive (src/boot.ts starts
// them after that first view) and that the app then hydrates the very same
// markup; here, what the first view asks for, and that what a visitor does in
// the meantime is not lost.
import type { Page } from '@playwright/test';
import { holdAppScripts } from './checks';
import {
  appReady,
  CATALOGUE,
  expect,
  expectPictureLoaded,
  featuredRelease,
  goToRoute,
  pageFilePattern,
  pageHeading,
  releaseHash,
  test,
  trackHash,
} from './fixtures';

/** A URL as the site's file it names (`assets/main.1a2b3c4d5e.js`, '' for index.html), or itself if it is elsewhere. */
function siteFile(url: string, baseURL: string): string {
  const { origin, pathname } = new URL(url);
  const base = new URL(baseURL);
  return origin === base.origin ? decodeURIComponent(pathname.slice(base.pathname.length)) : url;
}

/** What a page asked for, as paths below the site's base, decoded and without a query: '' is index.html. */
function recordRequests(page: Page, baseURL: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:')) requested.push(siteFile(url, baseURL));
  });
  return requested;
}
const isAppScript = (file: string) => /^assets\/[\w.-]+\.js$/.test(file);

/**
 * The display face's second file, for letters beyond English and Swedish
 * (src/styles/fonts.css): asked for, never waited for, where the page shows
 * such a letter (a Czech title), and only then.
 */
async function extraLettersFont(page: Page): Promise<(file: string) => boolean> {
  const shown = await page.evaluate(() => /[\u0100-\u02AF\u1E00-\u1EFF]/.test(document.body.innerText));
  return (file) => shown && /^assets\/archivo-black-latin-ext-[\w.-]+\.woff2$/.test(file);
}

test(
  'the home page asks for nothing but index.html (and a photo hero) before its first view is on screen',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    const release = await holdAppScripts(page);
    const requested = recordRequests(page, baseURL!);
    await goToRoute(page, '#/');
    const hero = page.getByRole('img', { name: content.band.hero.alt, exact: true });
    await expect(hero).toBeVisible();
    await expectPictureLoaded(hero, 'hero art drawn');
    // SVG art travels inside index.html; a photo the band put in its place is preloaded beside it (docs/updating-the-site.md, "Replace a photo").
    const heroFile = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    const firstView = heroFile.startsWith('data:') ? [''] : ['', siteFile(heroFile, baseURL!)];
    await expect(page.getByRole('link', { name: 'Kantstött, home' })).toBeVisible();
    await page.waitForLoadState('load');
    // Stylesheet, font, logo, favicon and hero art all came inside the page; the
    // app's scripts are asked for (and held here) only after the first view.
    // Before the app starts, only index.html; the app's scripts then come with
    // the home page's data (its page file), after the first view. (The app
    // starts a moment after the load event: once the pictures are on screen.)
    await expect.poll(() => requested.findIndex(isAppScript), { message: 'the app starts after the first view' }).toBeGreaterThan(0);
    const appStart = requested.findIndex(isAppScript);
    const extraLetters = await extraLettersFont(page);
    expect(
      requested.slice(0, appStart).filter((file) => !extraLetters(file)),
      'asked for before the first view',
    ).toEqual(firstView);
    for (const file of requested.slice(appStart))
      expect(isAppScript(file) || pageFilePattern('/').test(file) || extraLetters(file), file).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toMatch(/^"?Archivo Black/);
    expect(await page.evaluate(() => document.fonts.check('1em "Archivo Black"'))).toBe(true);

    await release();
    await appReady(page);
  },
);

test(
  'a release deep link asks for index.html and its own page file before its first view, nothing else',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    const release = await holdAppScripts(page);
    const requested = recordRequests(page, baseURL!);
    for (const shown of [content.releases[0]!, content.releases.at(-1)!]) {
      requested.length = 0;
      await page.goto('about:blank');
      await goToRoute(page, releaseHash(shown));
      await expect(pageHeading(page, shown.title)).toBeVisible();
      await page.waitForLoadState('load');
      // Pictures (the cover) may follow; no other page's file, and nothing that grows with the catalogue.
      const extraLetters = await extraLettersFont(page);
      const files = requested.filter(
        (file) => !isAppScript(file) && !extraLetters(file) && !/^assets\/[\w.-]+\.(avif|webp|jpe?g|png|svg)$/.test(file),
      );
      expect(files).toEqual(['', expect.stringMatching(pageFilePattern(`/media/${shown.slug}`))]);
    }
    await release();
    await appReady(page);
  },
);

test(
  'Media from a link: the first cover comes alone, the others once it is on screen, in boxes kept for them',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    // Wide: the most covers in the first view.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.addInitScript(() => {
      const counted = window as unknown as { shifted: number };
      counted.shifted = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) counted.shifted += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const events: string[] = [];
    const isPicture = (file: string) => /^assets\/[\w.-]+\.(avif|webp|jpe?g|png)$/.test(file);
    page.on('request', (request) => {
      const file = siteFile(request.url(), baseURL!);
      if (isPicture(file)) events.push(`asked ${file}`);
    });
    page.on('requestfinished', (request) => {
      const file = siteFile(request.url(), baseURL!);
      if (isPicture(file)) events.push(`got ${file}`);
    });
    // Every picture a little slow, as on a weak signal: one asked for meanwhile shows.
    await page.route(/\.(avif|webp|jpe?g|png)$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const release = await holdAppScripts(page);
    await goToRoute(page, '#/media');
    await expect(pageHeading(page, 'Media')).toBeVisible();

    const covers = content.releases.map((shown) => page.getByRole('img', { name: shown.cover.alt, exact: true }));
    await expectPictureLoaded(covers[0]!, 'the first cover');
    // The others in view follow once it is on screen (the app's scripts are asked for then: held here).
    const inView = await Promise.all(covers.map((cover) => cover.evaluate((img) => img.getBoundingClientRect().top < window.innerHeight)));
    for (const [index, cover] of covers.entries()) if (inView[index]) await expectPictureLoaded(cover, `cover ${index + 1}, in view`);
    const files = await Promise.all(covers.map((cover) => cover.evaluate((img: HTMLImageElement) => img.currentSrc)));
    const [first, ...others] = files.map((url) => siteFile(url, baseURL!));
    const firstArrived = events.indexOf(`got ${first}`);
    expect(firstArrived, `${first} arrived`).toBeGreaterThanOrEqual(0);
    for (const file of new Set(others.filter((file) => file !== first))) {
      const asked = events.indexOf(`asked ${file}`);
      if (asked >= 0) expect(asked, `${file} asked for after ${first} arrived`).toBeGreaterThan(firstArrived);
    }
    expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), 'nothing moved as the covers came').toBe(0);

    await release();
    await appReady(page);
  },
);

test('a shared track link shows its release at once, then opens the track', async ({ page, content }) => {
  const shown = featuredRelease(content);
  const track = shown.tracks.at(1) ?? shown.tracks[0]!;
  const release = await holdAppScripts(page);
  await goToRoute(page, trackHash(shown, track.id));
  await expect(pageHeading(page, shown.title)).toBeVisible();
  const trackButton = page.getByRole('button', { name: track.title, exact: true });
  await expect(trackButton).toHaveAttribute('aria-expanded', 'false');

  await release();
  await appReady(page);
  await expect(trackButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).locator('[aria-expanded="true"]')).toHaveCount(1);
});

test('before the app runs, the header links lead to the first view of their pages', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goToRoute(page, '#/band');
  await expect(pageHeading(page, 'Band')).toBeVisible();

  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Media');
  expect(new URL(page.url()).hash).toBe('#/media');
  const heading = await pageHeading(page, 'Media').elementHandle();

  await release();
  await appReady(page);
  expect(await heading?.evaluate((node) => node.isConnected), 'the app hydrates the page now shown').toBe(true);
  await mainNav.getByRole('link', { name: 'Band', exact: true }).click();
  await expect(pageHeading(page, 'Band')).toBeVisible();
});

/** The release page's code alone: the app starts (`data-app="starting"`) and hydrates the header, not the page. */
const PAGE_CODE = '**/assets/page-release.*.js';
const starting = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'starting');

// Before the app runs, nothing takes a press. While it starts, React has
// hydrated the header but not a page whose code is on its way, and would
// drop a press there. Either way the start-up script keeps it for the page.
for (const [when, heldBack] of [
  ['before the app runs', undefined],
  ["while the app starts, its page's code still on its way", PAGE_CODE],
] as const) {
  test(`a button pressed ${when} takes effect once the page runs, once`, async ({ page, content }) => {
    const shown = content.releases[0]!;
    const track = shown.tracks[0]!;
    const release = await holdAppScripts(page, heldBack);
    await goToRoute(page, releaseHash(shown));
    if (heldBack) await starting(page);
    const trackButton = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true });
    await trackButton.click();
    await expect(trackButton, 'nothing to run it yet').toHaveAttribute('aria-expanded', 'false');

    await release();
    await appReady(page);
    await expect(trackButton).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`[id="${await trackButton.getAttribute('aria-controls')}"]`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { expanded: true })).toHaveCount(1);
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(trackHash(shown, track.id));
  });
}

// The header is the app's as soon as it starts: a press there is React's, taken once.
test("the menu pressed while the app starts, its page's code still on its way, opens at once and stays open", async ({ page, content }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const release = await holdAppScripts(page, PAGE_CODE);
  await goToRoute(page, releaseHash(content.releases[0]!));
  await starting(page);
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

  await release();
  await appReady(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
});

test('the past gigs toggle pressed on the home page before the app runs opens the list', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goToRoute(page, '#/');
  const toggle = page.getByRole('button', { name: /Past gigs/ });
  await toggle.click();

  await release();
  await appReady(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
