// The build is plain static files that work on any host: GitHub Pages' 404
// page sends path-style links to the hash route, the only inline code is what
// the CSP names by hash, assets are referenced relatively (any sub-path
// works), and the metadata for search engines and link previews is in place.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import {
  CATALOGUE,
  expect,
  expectPictureLoaded,
  featuredRelease,
  fixedRoute,
  gigsToday,
  pageHeading,
  releaseHash,
  startServer,
  test,
} from './fixtures';

test.describe('GitHub Pages 404 redirect', () => {
  test('a path-style link ends on its hash route', async ({ page, baseURL, content, problems, allowProblems }) => {
    allowProblems(); // the host answers these paths with 404.html and status 404: expected
    const releases = [content.releases[0]!, featuredRelease(content)];
    // Releases and the gig list have share pages at these paths (share-pages.spec.ts): the
    // host redirects to the folder and serves its page, which goes on to the hash route too.
    const cases = [
      { path: 'band', hash: '#/band', heading: 'Band', status: 404 },
      { path: 'band/', hash: '#/band', heading: 'Band', status: 404 },
      { path: 'gigs', hash: '#/gigs', heading: 'Gigs', status: 200 },
      { path: 'media', hash: '#/media', heading: 'Media', status: 404 },
      ...releases.map((release) => ({
        path: releaseHash(release).slice(2),
        hash: releaseHash(release),
        heading: release.title,
        status: 200,
      })),
      { path: 'whatever', hash: '#/whatever', heading: 'Page not found!', status: 404 },
    ];
    const base = new URL(baseURL ?? '');
    for (const { path: route, hash, heading, status } of cases) {
      const response = await page.goto(`${base.pathname}${route}`);
      expect(response?.status(), `${route}: served by ${status === 404 ? '404.html' : 'its share page'}`).toBe(status);
      await expect
        .poll(() => decodeURIComponent(page.url()), { message: `${route} is redirected` })
        .toBe(`${base.origin}${base.pathname}${hash}`);
      // The site itself (its header), not the bare 404.html, which also says "Page not found!".
      await expect(page.getByRole('banner'), route).toBeVisible();
      await expect(pageHeading(page, heading), route).toBeVisible();
      await expect(page.getByRole('contentinfo'), route).toBeVisible();
    }
    expect(problems.pageErrors, 'page errors').toEqual([]);
    expect(
      problems.consoleErrors.filter((text) => !/status of 404/.test(text)),
      'console errors',
    ).toEqual([]);
    // The only failures are the 404 answers to the path-style links themselves.
    const expected404s = cases
      .filter(({ status }) => status === 404)
      .map(({ path: route }) => `404 ${base.origin}${base.pathname}${route}`);
    for (const failure of problems.failedRequests) {
      expect(expected404s, `unexpected failed request ${failure}`).toContain(decodeURI(failure));
    }
  });
});

// One test for the file checks: each test opens a browser page (the fixtures), which these do not need.
test('the built HTML allows only its own inline code, by hash, and references its files relatively', ({ distDir, content }) => {
  const readDist = (file: string) => readFileSync(path.join(distDir, file), 'utf8');
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const release = content.releases[0]!;
  // A share page of each kind too (share-pages.spec.ts).
  const sharePages = [`media/${release.slug}/index.html`, `media/${release.slug}/${release.tracks[0]!.id}/index.html`, 'gigs/index.html'];
  for (const file of ['index.html', '404.html', ...sharePages]) {
    const html = readDist(file);
    // As a browser reads the attribute: React's render (the share pages) writes `'` as `&#x27;`.
    const csp = (/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&amp;/g, '&');
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([directiveName]) => directiveName === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')[0], `${file}: scripts from the site itself`).toBe("'self'");
    expect(directive('style-src')[0], `${file}: styles from the site itself`).toBe("'self'");
    for (const name of ['script-src', 'style-src']) {
      for (const source of directive(name).slice(1)) {
        expect(source, `${file}: ${name} names inline code by hash only`).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
      }
    }

    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
    expect(scripts.length, `${file} has scripts`).toBeGreaterThan(0);
    for (const [tag, attributes = '', body = ''] of scripts) {
      if (/\bsrc\s*=/i.test(attributes)) {
        expect(body.trim(), `${file}: ${tag.slice(0, 80)} has no inline code`).toBe('');
      } else if (!/\btype\s*=\s*"application\/ld\+json"/i.test(attributes)) {
        expect(directive('script-src'), `${file}: inline script ${tag.slice(0, 80)} is allowed by its hash`).toContain(sha256(body));
      }
    }
    for (const [tag, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      expect(directive('style-src'), `${file}: ${tag.slice(0, 60)} is allowed by its hash`).toContain(sha256(body));
    }
    expect(html, `${file}: no style="" attribute`).not.toMatch(/\sstyle\s*=/i);
    expect(html, `${file}: no inline event handler`).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(html, `${file}: no javascript: URL`).not.toMatch(/javascript:/i);
  }

  // index.html: no root-relative path anywhere; the site's own files are plain
  // relative paths, or data: URLs for what the page carries inside itself.
  const html = readDist('index.html');
  const urls = [...html.matchAll(/\s(src|href|srcset|imagesrcset|content)\s*=\s*"([^"]*)"/gi)];
  expect(urls.length).toBeGreaterThan(10);
  for (const [, attribute = '', value = ''] of urls) {
    const isSrcset = /srcset/i.test(attribute);
    const list = isSrcset ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
    for (const url of list) {
      expect(url, `${attribute}="${value.slice(0, 80)}" is not a root-relative path`).not.toMatch(/^\//);
      if (isSrcset || attribute.toLowerCase() === 'src') {
        expect(url, `${attribute}="${value.slice(0, 80)}" is a relative path or data: URL`).toMatch(
          /^(data:|(?![a-z][a-z0-9+.-]*:)[\w.])/i,
        );
      }
    }
  }
});

test('the site works served at the root and at a deeper sub-path', async ({ page, distDir }) => {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  for (const base of ['/', '/a/b/']) {
    const server = await startServer(distDir, base);
    try {
      expect(new URL(server.url).pathname).toBe(base);
      await page.goto(server.url);
      await expect(pageHeading(page, 'Home'), base).toBeVisible();
      const hero = page.getByRole('main').getByRole('img').first();
      await expectPictureLoaded(hero, `${base}: hero picture loaded`);
      // The scripts run: navigation loads another page's code from the same relative folder.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Band', exact: true }).click();
      await expect(page).toHaveURL(`${server.url}#/band`);
      await expect(pageHeading(page, 'Band'), base).toBeVisible();
      const group = page.getByRole('main').getByRole('img').first();
      await expectPictureLoaded(group, `${base}: group picture loaded`);
      // Every download done (lazy pictures too) before this server goes away.
      await expect.poll(() => pending.size, { message: `${base}: page settled` }).toBe(0);
    } finally {
      // Leave the page first: once idle it goes on fetching other pages ahead,
      // and those requests must not meet a server that is gone.
      await page.goto('about:blank');
      await server.close();
    }
  }
});

/** The schema.org items on the page now: every JSON-LD block, lists flattened. */
async function structuredData(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  expect(blocks.length, 'structured data on the page').toBeGreaterThan(0);
  return blocks.flatMap((text) => [JSON.parse(text)].flat());
}

test('link previews and search engines find their metadata', { tag: CATALOGUE }, async ({ page, request, content }) => {
  await page.goto('./');
  const head = page.locator('head');
  const meta = (selector: string) => head.locator(selector).getAttribute('content');

  const canonical = await head.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, 'canonical link').toMatch(/^https:\/\/[^/]+\/.*\/$/);
  expect(await meta('meta[property="og:title"]')).toBe(fixedRoute(content, '#/').title);
  expect(await meta('meta[property="og:description"]')).toMatch(/\S{10}/);
  expect(await meta('meta[property="og:url"]')).toBe(canonical);
  const ogImage = (await meta('meta[property="og:image"]')) ?? '';
  expect(ogImage, 'og:image is an absolute URL to share.png').toMatch(/^https:\/\/.+\/share\.png$/);
  expect(ogImage).toBe(`${canonical}share.png`);
  expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
  expect(await meta('meta[name="description"]')).toMatch(/\S{10}/);

  // Structured data: each page carries its own part. Home: the band, and the upcoming gigs it lists.
  const home = await structuredData(page);
  const band = home.find((item) => item['@type'] === 'MusicGroup');
  expect(band?.['@context']).toBe('https://schema.org');
  expect(band?.name).toBe(content.site.name);
  for (const item of home) expect(['MusicGroup', 'MusicEvent']).toContain(item['@type']);

  // A release page: that release, with every track.
  for (const release of content.releases) {
    await page.goto(`./${releaseHash(release)}`);
    await expect(pageHeading(page, release.title)).toBeVisible();
    const albums = (await structuredData(page)).filter((item) => item['@type'] === 'MusicAlbum');
    expect(
      albums.map((album) => album.name),
      releaseHash(release),
    ).toEqual([release.title]);
    const tracks = albums[0]!.track as Array<Record<string, unknown>>;
    expect(albums[0]!.numTracks).toBe(release.tracks.length);
    expect(tracks.map((track) => track['@type'])).toEqual(release.tracks.map(() => 'MusicRecording'));
    expect(tracks.map((track) => track.name)).toEqual(release.tracks.map((track) => track.title));
  }

  // The gig list: the gigs it shows at once, those to come and the latest
  // year's (every gig is in its share page's, gigs/index.html: share-pages.spec.ts).
  const gigs = fixedRoute(content, '#/gigs');
  await page.goto(`./${gigs.hash}`);
  await expect(pageHeading(page, gigs.heading)).toBeVisible();
  const events = (await structuredData(page)).filter((item) => item['@type'] === 'MusicEvent') as Array<{
    startDate: string;
    location?: { '@type'?: string; name?: string; address?: { addressLocality?: string; addressCountry?: string } };
  }>;
  const { upcoming, past } = gigsToday(content);
  const latestYear = past[0]?.date.slice(0, 4);
  const shown = [...upcoming, ...past.filter((gig) => gig.date.startsWith(latestYear ?? '-'))];
  expect(events.map((event) => event.startDate).sort()).toEqual(shown.map((gig) => gig.startsAt ?? gig.date).sort());
  for (const event of events) {
    expect(event.location?.['@type'], event.startDate).toBe('Place');
    expect(event.location?.name, event.startDate).toEqual(expect.any(String));
    expect(event.location?.address?.addressLocality, event.startDate).toEqual(expect.any(String));
    expect(event.location?.address?.addressCountry, event.startDate).toMatch(/^[A-Z]{2}$/);
  }
  await page.goto('./');

  // The files the metadata points at are served; the SVG favicon is inside the page.
  const linkedIcons = await head
    .locator('link[rel="icon"], link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(linkedIcons.some((href) => href.startsWith('data:image/svg+xml,'))).toBe(true);
  for (const file of [...linkedIcons.filter((href) => !href.startsWith('data:')), 'robots.txt']) {
    const response = await request.get(file);
    expect(response.status(), file).toBe(200);
  }
  const share = await request.get('share.png');
  expect(share.status(), 'share.png').toBe(200);
  expect(share.headers()['content-type']).toBe('image/png');
  const png = await share.body();
  const [width, height] = [png.readUInt32BE(16), png.readUInt32BE(20)];
  expect(`${width}x${height}`, 'share.png matches og:image:width/height').toBe(
    `${await meta('meta[property="og:image:width"]')}x${await meta('meta[property="og:image:height"]')}`,
  );
});
