// A shared link as a link preview (WhatsApp, Facebook, Bluesky …) or a search
// engine reads it: each release, track and the gig list has a static page at
// a real path. A crawler fetches it with no script and no cookies and finds
// the page's own Open Graph tags, canonical address, structured data and
// content; a browser goes on to the hash route at once, the track open. The
// pages come from the content the build used (a sample of the releases in
// the large catalogue, releasesToTest).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import type { PictureFile } from '../../src/content/pictures';
import type { Gig } from '../../src/gigs/gig.build';
import type { Release, Track } from '../../src/content/releases';
import { gigDateParts } from '../../src/gigs/dates';
import { gigTitle } from '../../src/gigs/events';
import {
  CATALOGUE,
  expect,
  featuredRelease,
  gigsToday,
  pageHeading,
  pageTitle,
  RELEASE_GROUPS,
  releaseGroup,
  releaseHash,
  type SiteContent,
  startServer,
  test,
  trackHash,
} from './fixtures';
import { paths, shareFolder } from '../../src/util/routes';

/** What a crawler is told about one share page. */
interface SharePage {
  /** Relative to the site's folder: `media/varm&kall/mareld/`. */
  path: string;
  title: string;
  /** Text the page's content must hold. */
  texts: string[];
  /** The structured data's `@type`s. */
  types: string[];
  /** The picture its og:image shows, if it is a cover. */
  cover?: PictureFile;
}

const releasePage = (content: SiteContent, release: Release<PictureFile>): SharePage => ({
  path: `media/${release.slug}/`,
  title: pageTitle(content, release.title),
  texts: [release.title, String(release.year), ...release.tracks.map((track) => track.title)],
  types: ['MusicAlbum'],
  cover: release.cover,
});

const trackPage = (content: SiteContent, release: Release<PictureFile>, track: Track<unknown>): SharePage => ({
  path: `media/${release.slug}/${track.id}/`,
  title: pageTitle(content, track.title),
  texts: [track.title, release.title, ...track.sections.flatMap((section) => section.lines)],
  types: ['MusicRecording'],
  cover: release.cover,
});

function gigsPage(content: SiteContent): SharePage {
  const { upcoming, past } = gigsToday(content);
  return {
    path: 'gigs/',
    title: pageTitle(content, 'Gigs'),
    texts: [...upcoming, ...past].flatMap((gig) => [gig.club, gig.town, gig.country]),
    types: [...upcoming, ...past].map(() => 'MusicEvent'),
  };
}

function gigPage(content: SiteContent, gig: Gig): SharePage {
  const { dayMonth, year } = gigDateParts(gig.date);
  return {
    path: `gigs/${gig.id}/`,
    title: pageTitle(content, `${gigTitle(content.site, gig)}, ${dayMonth} ${year}`),
    texts: [gig.club, gig.town, gig.country, `Lineup: ${gig.bands.join(', ')}`],
    types: ['MusicEvent'],
  };
}

/** A browser as a link preview is: no script, no cookies, nothing remembered. */
async function crawler(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({ baseURL, javaScriptEnabled: false });
}

/** The address the site is published at, as the build wrote it into index.html. */
async function publishedUrl(crawl: Page): Promise<string> {
  await crawl.goto('./');
  const url = await crawl.locator('head link[rel="canonical"]').getAttribute('href');
  expect(url, 'index.html names the site’s address').toMatch(/^https?:\/\/.+\/$/);
  return url!;
}

/** What a crawler reads of the loaded page, in one round trip. */
const readPage = (crawl: Page) =>
  crawl.evaluate(() => {
    const all = (selector: string) => Array.from(document.querySelectorAll(selector));
    return {
      title: document.title,
      canonical: all('head link[rel="canonical"]').map((link) => link.getAttribute('href')),
      // Each <meta> of the head by the attribute that names it: `property="og:url"`, `name="description"`.
      meta: all('head meta').flatMap((tag) =>
        ['property', 'name']
          .filter((attribute) => tag.hasAttribute(attribute))
          .map((attribute) => [`${attribute}="${tag.getAttribute(attribute)}"`, tag.getAttribute('content')] as const),
      ),
      structuredData: all('head script[type="application/ld+json"]').map((script) => script.textContent ?? ''),
      main: all('main').map((main) => main.textContent ?? ''),
    };
  });

/** Reads one share page as a crawler, and checks what it says. */
async function crawlSharePage(crawl: Page, expected: SharePage, siteUrl: string, distDir: string) {
  const response = await crawl.goto(expected.path);
  expect(response?.status(), expected.path).toBe(200);
  expect(response?.headers()['content-type'], expected.path).toMatch(/^text\/html/);
  const read = await readPage(crawl);
  /** The content of the one tag `meta[selector]` in the head. */
  const meta = (selector: string) => {
    const tags = read.meta.filter(([key]) => key === selector);
    expect(tags.length, `${expected.path}: <meta ${selector}> tags`).toBe(1);
    return tags[0]![1];
  };

  expect(read.title, expected.path).toBe(expected.title);
  expect(read.canonical.length, `${expected.path}: canonical links`).toBe(1);
  const canonical = read.canonical[0];
  expect(canonical, `${expected.path}: canonical`).toBe(`${siteUrl}${expected.path}`);
  expect(meta('property="og:url"')).toBe(canonical);
  expect(meta('property="og:title"')).toBe(expected.title);
  expect(meta('property="og:site_name"')).toBeTruthy();
  expect(meta('property="og:type"')).toBeTruthy();
  expect(meta('property="og:description"')).toMatch(/\S{3}/);
  expect(meta('name="description"')).toBe(meta('property="og:description"'));
  expect(meta('name="twitter:card"')).toMatch(/^summary(_large_image)?$/);
  expect(meta('name="twitter:title"')).toBe(expected.title);

  // The picture: absolute, one of the build's own files, as wide and tall as the tags say.
  const image = meta('property="og:image"') ?? '';
  expect(new URL(image).href, `${expected.path}: og:image is absolute`).toBe(image);
  expect(image.startsWith(siteUrl), `${expected.path}: og:image ${image} is the site’s`).toBe(true);
  expect(meta('name="twitter:image"')).toBe(image);
  expect(meta('property="og:image:alt"')).toEqual(expected.cover ? expected.cover.alt : expect.stringMatching(/\S/));
  const file = path.join(distDir, decodeURI(image.slice(siteUrl.length)));
  expect(existsSync(file), `${expected.path}: og:image ${image} is in the build`).toBe(true);
  const { width, height, format } = await sharp(readFileSync(file)).metadata();
  expect(`${width}x${height}`).toBe(`${meta('property="og:image:width"')}x${meta('property="og:image:height"')}`);
  if (expected.cover) {
    expect(['jpeg', 'png'], `${expected.path}: the cover as a raster`).toContain(format);
    expect(width, `${expected.path}: a cover preview wide enough`).toBeGreaterThanOrEqual(Math.min(600, expected.cover.width));
  }

  // Its structured data, and its content, with no script run.
  const items = read.structuredData.flatMap((text) => [JSON.parse(text) as { '@type': string }].flat());
  expect(items.map((item) => item['@type']).sort(), `${expected.path}: structured data`).toEqual([...expected.types].sort());
  expect(read.main.length, `${expected.path}: <main> elements`).toBe(1);
  const text = read.main[0]!;
  for (const wanted of expected.texts) expect(text, `${expected.path} shows “${wanted}”`).toContain(wanted);
  expect(new URL(crawl.url()).hash, `${expected.path}: without scripts nothing moves on`).toBe('');
}

/** Opens a share page in a browser, which goes on to the hash route: the release, with the track open if any. */
async function followSharePage(
  page: Page,
  siteFolder: string,
  release: Release<unknown>,
  track: Track<unknown> | null,
  content: SiteContent,
  sharePath = track ? `media/${release.slug}/${track.id}/` : `media/${release.slug}/`,
) {
  await page.goto(`${siteFolder}${sharePath}`);
  const hash = track ? trackHash(release, track.id) : releaseHash(release);
  await expect.poll(() => decodeURIComponent(page.url()), { message: `${sharePath} goes on to ${hash}` }).toBe(`${siteFolder}${hash}`);
  await expect(pageHeading(page, release.title)).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(content, release.title));
  const list = page.getByRole('list', { name: 'Tracks & lyrics' });
  if (!track) {
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
    return;
  }
  const toggle = list.getByRole('button', { name: track.title, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const lyrics = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
  await expect(lyrics).toBeVisible();
  await expect(lyrics.getByText(track.sections[0]!.lines[0]!, { exact: true }).first()).toBeVisible();
}

/** Time per share page when a test goes through several. */
const PAGE_TIMEOUT = 5_000;

for (let group = 0; group < RELEASE_GROUPS; group += 1) {
  test(
    `each release and track page, group ${group + 1} of ${RELEASE_GROUPS}: a crawler reads its tags and content, a browser lands on it`,
    { tag: CATALOGUE },
    async ({ browser, page, baseURL, content, distDir, sampleReleases }) => {
      const releases = releaseGroup(content, sampleReleases, group);
      test.skip(releases.length === 0, 'the content has fewer releases than groups');
      const pages = releases.reduce((sum, release) => sum + 1 + release.tracks.length, 0);
      test.setTimeout(10_000 + PAGE_TIMEOUT * pages);
      const context = await crawler(browser, baseURL);
      const crawl = await context.newPage();
      const siteUrl = await publishedUrl(crawl);
      for (const release of releases) {
        await test.step(`${release.slug}: as a crawler reads it`, async () => {
          await crawlSharePage(crawl, releasePage(content, release), siteUrl, distDir);
          // Each track the release page lists links to the track's own page. (Read all at once.)
          const main = crawl.getByRole('main');
          const hrefs = await Promise.all(
            release.tracks.map((track) => main.getByRole('link', { name: track.title, exact: true }).getAttribute('href')),
          );
          for (const [index, track] of release.tracks.entries()) {
            expect(new URL(hrefs[index] ?? '', crawl.url()).href).toBe(`${baseURL}media/${release.slug}/${track.id}/`);
          }
          for (const track of release.tracks) await crawlSharePage(crawl, trackPage(content, release, track), siteUrl, distDir);
        });
        await test.step(`${release.slug}: in a browser`, async () => {
          await followSharePage(page, baseURL ?? '', release, null, content);
          // Every track of the band's own releases; in a catalogue of alike
          // releases, the first and the last of each (the crawler reads them all).
          const followed = sampleReleases ? [...new Set([release.tracks[0]!, release.tracks.at(-1)!])] : release.tracks;
          for (const track of followed) await followSharePage(page, baseURL ?? '', release, track, content);
        });
      }
      await context.close();
    },
  );
}

test(
  'the gig list page: a crawler reads its tags and every gig, a browser lands on the gig list',
  { tag: CATALOGUE },
  async ({ browser, page, baseURL, content, distDir }) => {
    const context = await crawler(browser, baseURL);
    const crawl = await context.newPage();
    await crawlSharePage(crawl, gigsPage(content), await publishedUrl(crawl), distDir);
    await context.close();

    await page.goto('gigs/');
    await expect.poll(() => page.url()).toBe(`${baseURL}#/gigs`);
    await expect(pageHeading(page, 'Gigs')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(content, 'Gigs'));
  },
);

test(
  'each gig still to come has a page of its own with its own 1200×630 card; a browser lands on the gig list',
  { tag: CATALOGUE },
  async ({ browser, page, baseURL, content, distDir }) => {
    const { upcoming, past } = gigsToday(content);
    const context = await crawler(browser, baseURL);
    const crawl = await context.newPage();
    const siteUrl = await publishedUrl(crawl);
    for (const gig of upcoming) {
      await crawlSharePage(crawl, gigPage(content, gig), siteUrl, distDir);
      const card = (await crawl.locator('head meta[property="og:image"]').getAttribute('content')) ?? '';
      expect(card).toBe(`${siteUrl}gigs/${gig.id}/card.png`);
      expect(await sharp(readFileSync(path.join(distDir, 'gigs', gig.id, 'card.png'))).metadata()).toMatchObject({
        format: 'png',
        width: 1200,
        height: 630,
      });
    }
    // A gig that has been played has no page to share.
    for (const gig of past.slice(0, 3)) expect((await crawl.goto(`gigs/${gig.id}/`))?.status(), gig.id).toBe(404);
    await context.close();

    const [next] = upcoming;
    if (!next) {
      // Nothing to come: no gig has a folder of its own.
      const folders = readdirSync(path.join(distDir, 'gigs'), { withFileTypes: true }).filter((entry) => entry.isDirectory());
      expect(folders.map((entry) => entry.name)).toEqual([]);
      return;
    }
    await page.goto(`gigs/${next.id}/`);
    await expect.poll(() => page.url()).toBe(`${baseURL}#/gigs/${next.id}`);
    await expect(pageHeading(page, 'Gigs')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Upcoming gigs' }).getByText(next.club).first()).toBeVisible();
  },
);

test(
  'the tour poster: a 1080×1350 PNG of the gigs to come, or none when there are none',
  { tag: CATALOGUE },
  async ({ request, content }) => {
    const { upcoming } = gigsToday(content);
    const response = await request.get('gigs/tour-poster.png');
    if (upcoming.length === 0) {
      expect(response.status()).toBe(404);
      return;
    }
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(await sharp(await response.body()).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1350 });
  },
);

test(
  'sitemap.xml lists the home page and every share page; robots.txt names it',
  { tag: CATALOGUE },
  async ({ page, request, content }) => {
    await page.goto('./');
    const siteUrl = (await page.locator('head link[rel="canonical"]').getAttribute('href')) ?? '';
    const sitemap = await request.get('sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const { valid, namespace, locs } = await page.evaluate((text) => {
      const document = new DOMParser().parseFromString(text, 'application/xml');
      return {
        valid: document.getElementsByTagName('parsererror').length === 0,
        namespace: document.documentElement.namespaceURI,
        locs: Array.from(document.getElementsByTagName('loc'), (loc) => loc.textContent ?? ''),
      };
    }, xml);
    expect(valid, 'sitemap.xml is well-formed XML').toBe(true);
    expect(namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const expected = [
      siteUrl,
      `${siteUrl}gigs/`,
      ...gigsToday(content).upcoming.map((gig) => `${siteUrl}gigs/${gig.id}/`),
      `${siteUrl}press/`,
      ...(content.news.length > 0 ? [`${siteUrl}news/`, ...content.news.map((post) => `${siteUrl}news/${post.slug}/`)] : []),
      ...(content.merch.length > 0 ? [`${siteUrl}merch/`, ...content.merch.map((item) => `${siteUrl}merch/${item.slug}/`)] : []),
      ...content.releases.flatMap((release) => [
        `${siteUrl}media/${release.slug}/`,
        ...release.tracks.map((track) => `${siteUrl}media/${release.slug}/${track.id}/`),
      ]),
    ];
    expect([...locs].sort()).toEqual(expected.sort());

    const robots = await request.get('robots.txt');
    expect(robots.status()).toBe(200);
    expect((await robots.text()).split('\n')).toContain(`Sitemap: ${siteUrl}sitemap.xml`);
  },
);

test('share pages work served at the root and at a deeper sub-path, by their folder or their index.html', async ({
  page,
  content,
  distDir,
}) => {
  const release = featuredRelease(content);
  const track = release.tracks.at(-1)!;
  for (const base of ['/', '/a/b/']) {
    const server = await startServer(distDir, base);
    try {
      const folder = `media/${release.slug}/${track.id}/`;
      await followSharePage(page, server.url, release, track, content, folder);
      await followSharePage(page, server.url, release, track, content, `${folder}index.html`);
      // Without the trailing slash the host redirects to the folder first.
      await followSharePage(page, server.url, release, track, content, folder.slice(0, -1));
      await followSharePage(page, server.url, release, null, content, `media/${encodeURIComponent(release.slug)}/`);
    } finally {
      // Leave the page first: once idle it fetches other pages ahead, which must not meet a server that is gone.
      await page.goto('about:blank');
      await server.close();
    }
  }
});

test(
  'a share page read without scripts on a 375-px phone is no wider than the screen',
  { tag: CATALOGUE },
  async ({ browser, baseURL, content }) => {
    const release = featuredRelease(content);
    const shared = [
      paths.gigs,
      paths.release(release.slug),
      paths.track(release.slug, release.tracks.at(-1)!.id),
      paths.press,
      ...content.news.slice(0, 1).map((post) => paths.newsPost(post.slug)),
      ...content.merch.slice(0, 1).map((item) => paths.merchItem(item.slug)),
    ];
    const context = await browser.newContext({ baseURL, viewport: { width: 375, height: 740 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const path of shared) {
        await page.goto(shareFolder(path));
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(375);
      }
    } finally {
      await context.close();
    }
  },
);
