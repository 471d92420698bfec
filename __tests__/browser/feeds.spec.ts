// The feeds as a feed reader finds and follows them on the built site: every
// page announces feed.xml and feed.json; both parse (feedsmith, a feed
// reader's parser) and hold every release, every gig still to come and every
// post; each
// item's link is a share page the host serves, and that page leads into the
// app, at the item's own page.
import type { APIRequestContext } from '@playwright/test';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import { paths, shareFolder } from '../../src/util/routes';
import { CATALOGUE, escapeRegExp, expect, gigsToday, pageHeading, type SiteContent, test } from './fixtures';

/** The share page of every item the feeds hold, relative to the site's folder. */
const itemPages = (content: SiteContent) =>
  [
    ...content.releases.map((release) => shareFolder(paths.release(release.slug))),
    ...gigsToday(content).upcoming.map((gig) => shareFolder(paths.gig(gig.id))),
    ...content.news.map((post) => shareFolder(paths.newsPost(post.slug))),
  ].sort();

async function fetchText(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return { text: await response.text(), type: response.headers()['content-type'] ?? '' };
}

test('a post in Swedish only says so in both feeds; one with English is in English', { tag: CATALOGUE }, async ({ request, content }) => {
  const xml = (await fetchText(request, 'feed.xml')).text;
  const json = parseJsonFeed(JSON.parse((await fetchText(request, 'feed.json')).text));
  for (const post of content.news) {
    const url = `${content.site.url}${shareFolder(paths.newsPost(post.slug))}`;
    const item = json.items!.find((each) => each.url === url) as { title?: string; language?: string } | undefined;
    expect(item?.title, url).toBe(post.english?.title ?? post.title);
    expect(item?.language, url).toBe(post.english ? undefined : 'sv');
    const entry = new RegExp(`<entry( xml:lang="sv")?>\\s*<title[^>]*>.*?</title>\\s*<id>${escapeRegExp(url)}</id>`).exec(xml);
    expect(entry, url).not.toBeNull();
    expect(entry?.[1] ?? '', url).toBe(post.english ? '' : ' xml:lang="sv"');
  }
});

test('every page announces both feeds, and each is served as what it is', async ({ page, request, content }) => {
  for (const address of ['./', 'gigs/', 'press/']) {
    await page.goto(address);
    const alternates = page.locator('head link[rel="alternate"]');
    const announced = await alternates.evaluateAll((links) => links.map((link) => [link.getAttribute('type'), link.getAttribute('href')]));
    expect(announced, address).toEqual([
      ['application/atom+xml', `${content.site.url}feed.xml`],
      ['application/feed+json', `${content.site.url}feed.json`],
    ]);
  }
  expect((await fetchText(request, 'feed.xml')).type).toMatch(/xml/);
  expect((await fetchText(request, 'feed.json')).type).toMatch(/json/);
});

test(
  'each item of both feeds links to its share page on the host, which leads into the app',
  { tag: CATALOGUE },
  async ({ page, request, baseURL, content }) => {
    const atom = parseAtomFeed((await fetchText(request, 'feed.xml')).text);
    const json = parseJsonFeed(JSON.parse((await fetchText(request, 'feed.json')).text));
    const atomLinks = atom.entries!.map((entry) => entry.links!.find((link) => (link.rel ?? 'alternate') === 'alternate')!.href!);
    expect(json.items!.map((item) => item.url)).toEqual(atomLinks);
    const relative = atomLinks.map((link) => {
      expect(link.startsWith(content.site.url), link).toBe(true);
      return decodeURI(link.slice(content.site.url.length));
    });
    expect([...relative].sort()).toEqual(itemPages(content).map((folder) => decodeURI(folder)));

    // Each is a page the host serves, with its way into the app.
    for (const folder of relative) {
      const { text, type } = await fetchText(request, encodeURI(folder));
      expect(type, folder).toMatch(/^text\/html/);
      expect(text, folder).toContain(`href="${'../'.repeat(folder.split('/').length - 1)}#/`);
    }
    // Followed in a browser, the newest goes on to its page in the app.
    const newest = relative[0]!;
    await page.goto(encodeURI(newest));
    const hash = `#/${newest.replace(/\/$/, '')}`;
    await expect.poll(() => decodeURIComponent(page.url())).toBe(`${baseURL}${hash}`);
    const release = content.releases.find((each) => newest === decodeURI(shareFolder(paths.release(each.slug))));
    const post = content.news.find((each) => newest === decodeURI(shareFolder(paths.newsPost(each.slug))));
    // A post shows in the browser's language where it has both (Playwright's browser asks for English).
    await expect(pageHeading(page, release ? release.title : post ? (post.english?.title ?? post.title) : 'Gigs')).toBeVisible();
  },
);
