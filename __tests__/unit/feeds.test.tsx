/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The feeds the build writes beside the share pages (src/feeds.build.ts), made from
// the fixture catalogue as the build makes them, read back with feedsmith (a
// feed reader's parser) and the browser's own XML parser, and held to the
// rules of Atom (RFC 4287) and JSON Feed 1.1: what a feed reader subscribed
// to the site reads.
import { setImmediate } from 'node:timers';
import { parseAtomFeed, parseJsonFeed } from 'feedsmith';
import type { Content } from '../../src/content/content';
import { splitGigs } from '../../src/gigs/dates';
import type { Gig } from '../../src/gigs/gig.build';
import { buildPageData } from '../../src/pages/routes.build';
import type { ShareSource } from '../../src/pages/shareParts.build';
import { pagesOf } from '../../src/pages/routes.build';
import { shareFiles, sharePageFile } from '../../src/sharePages.build';
import { FEEDS } from '../../src/util/feeds.build';
import { paths, shareFolder } from '../../src/util/routes';
import { fixtureCatalogue } from '../support/fixtureSite';

// React's Node build schedules its work with setImmediate, which Jest's jsdom leaves out.
Object.assign(globalThis, { setImmediate });

const CSP = "default-src 'self'";
/** A build's instant, and another a day later at which the same gigs are still to come. */
const NOW = Date.parse('2025-06-01T12:00:00+02:00');
const A_DAY_LATER = NOW + 24 * 3600_000;

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

const sourceOf = (catalogue: Content, now = NOW): ShareSource => ({
  content: catalogue,
  now,
  meta: new Map(
    pagesOf(catalogue).map(({ route, path, params }) => {
      const data = buildPageData(route, catalogue, { params, now }) as { structuredData?: unknown } | null;
      return [path, { title: `Title of ${path}`, description: `About ${path}`, structuredData: data?.structuredData }];
    }),
  ),
});

async function filesOf(catalogue: Content, now = NOW) {
  const files = await shareFiles(sourceOf(catalogue, now), CSP);
  return new Map(files.map((file) => [file.name, file.data.toString('utf8')]));
}

const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339's date-time, as Atom and JSON Feed both require. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The share page's path an item links to, from its absolute address: `/media/varm&kall`. */
const sharedPath = (catalogue: Content, url: string) => {
  expect(url.startsWith(catalogue.site.url)).toBe(true);
  return `/${decodeURI(url.slice(catalogue.site.url.length)).replace(/\/$/, '')}`;
};

/** The share page of every item the feeds must hold: each release, each gig still to come. */
const expectedPaths = (catalogue: Content, now = NOW) =>
  [
    ...catalogue.releases.map((release) => paths.release(release.slug)),
    ...splitGigs(catalogue.gigs, now).upcoming.map((gig) => paths.gig(gig.id)),
  ].sort();

/** Atom as the browser reads XML: well-formed, or a parsererror document. */
function atomDocument(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

/** The children of an element in Atom's namespace, by local name. */
const atomChildren = (element: Element, name: string) =>
  Array.from(element.children).filter((child) => child.namespaceURI === ATOM && child.localName === name);

describe('feed.xml, Atom 1.0', () => {
  test('is well-formed Atom, in English, with the elements RFC 4287 requires of a feed', async () => {
    const xml = (await filesOf(content)).get('feed.xml')!;
    const root = atomDocument(xml).documentElement;
    expect({ namespace: root.namespaceURI, name: root.localName }).toEqual({ namespace: ATOM, name: 'feed' });
    expect(root.getAttribute('xml:lang')).toBe('en');
    for (const name of ['id', 'title', 'updated']) expect(atomChildren(root, name)).toHaveLength(1);
    expect(atomChildren(root, 'updated')[0]!.textContent).toMatch(RFC3339);
    // An author for the feed stands for every entry's.
    expect(atomChildren(root, 'author')).toHaveLength(1);
    const links = atomChildren(root, 'link').map((link) => [link.getAttribute('rel'), link.getAttribute('href')]);
    expect(links).toContainEqual(['self', `${content.site.url}feed.xml`]);
    expect(links).toContainEqual(['alternate', content.site.url]);
  });

  test('holds every release and every gig still to come, each entry as RFC 4287 asks, newest first', async () => {
    const xml = (await filesOf(content)).get('feed.xml')!;
    const root = atomDocument(xml).documentElement;
    const entries = atomChildren(root, 'entry');
    const read = parseAtomFeed(xml);
    expect(read.entries).toHaveLength(entries.length);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated']) expect(atomChildren(entry, name)).toHaveLength(1);
      expect(atomChildren(entry, 'updated')[0]!.textContent).toMatch(RFC3339);
      // With no content, an entry links its page as rel="alternate" (a link without rel is one).
      const alternate = atomChildren(entry, 'link').filter((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate');
      expect(alternate).toHaveLength(1);
      expect(new URL(atomChildren(entry, 'id')[0]!.textContent!).href).toBeTruthy();
    }
    const ids = read.entries!.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const links = read.entries!.map((entry) => entry.links!.find((link) => (link.rel ?? 'alternate') === 'alternate')!.href!);
    expect(links.map((link) => sharedPath(content, link)).sort()).toEqual(expectedPaths(content));
    const dates = read.entries!.map((entry) => Date.parse(entry.updated!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(Date.parse(read.updated!)).toBe(Math.max(...dates));
  });

  test('each entry links to a share page the build writes, not to a #/ address', async () => {
    const files = await filesOf(content);
    for (const entry of parseAtomFeed(files.get('feed.xml')!).entries!) {
      const link = entry.links![0]!.href!;
      expect(link).not.toContain('#');
      expect(files.has(sharePageFile(sharedPath(content, link)))).toBe(true);
    }
  });
});

describe('feed.json, JSON Feed 1.1', () => {
  test('says its version, language and authors, and holds the same items as feed.xml, in the same order', async () => {
    const files = await filesOf(content);
    const json = JSON.parse(files.get('feed.json')!) as Record<string, unknown>;
    expect(json.version).toBe('https://jsonfeed.org/version/1.1');
    const read = parseJsonFeed(json);
    expect(read.title).toBe(content.site.name);
    expect(read.language).toBe('en');
    expect(read.home_page_url).toBe(content.site.url);
    expect(read.feed_url).toBe(`${content.site.url}feed.json`);
    expect(read.authors).toEqual([{ name: content.site.name, url: content.site.url }]);
    // 1.1 deprecates the single author.
    expect(json).not.toHaveProperty('author');
    const atom = parseAtomFeed(files.get('feed.xml')!);
    expect(read.items!.map((item) => item.url)).toEqual(atom.entries!.map((entry) => entry.links![0]!.href));
    for (const item of read.items!) {
      expect(typeof item.id).toBe('string');
      expect(item.content_html ?? item.content_text).toBeTruthy();
      expect(item.date_published).toMatch(RFC3339);
      expect(item.title).toBeTruthy();
    }
    expect(new Set(read.items!.map((item) => item.id)).size).toBe(read.items!.length);
  });
});

describe('both feeds', () => {
  /** The first upcoming gig as booked, and the fixture catalogue with it changed. */
  const booked = () => {
    const gig = splitGigs(content.gigs, NOW).upcoming.find((each) => each.status === undefined);
    if (!gig) throw new Error('the fixture catalogue has a gig to come as booked');
    return gig;
  };
  const withBookedGig = (change: Partial<Gig>): Content => ({
    ...content,
    gigs: content.gigs.map((gig) => (gig === booked() ? { ...gig, ...change } : gig)),
  });
  const itemOf = (files: Map<string, string>, gig: Gig) =>
    parseJsonFeed(JSON.parse(files.get('feed.json')!)).items!.find(
      (item) => item.url === `${content.site.url}${shareFolder(paths.gig(gig.id))}`,
    );

  test('are the same bytes when built again on another day with the same items: the build’s time is in neither', async () => {
    expect(expectedPaths(content, A_DAY_LATER)).toEqual(expectedPaths(content));
    const [first, again] = [await filesOf(content), await filesOf(content, A_DAY_LATER)];
    for (const { file } of FEEDS) expect(again.get(file)).toBe(first.get(file));
  });

  test('change when an item does: a gig cancelled says so in its title, and one announced is dated that day', async () => {
    const before = await filesOf(content);
    const cancelled = await filesOf(withBookedGig({ status: 'cancelled' }));
    for (const { file } of FEEDS) expect(cancelled.get(file)).not.toBe(before.get(file));
    expect(itemOf(before, booked())!.title).not.toMatch(/^Cancelled/);
    expect(itemOf(cancelled, booked())!.title).toBe(`Cancelled: ${itemOf(before, booked())!.title}`);
    const announced = await filesOf(withBookedGig({ announced: '1999-12-31' }));
    expect(itemOf(announced, booked())!.date_published).toBe('1999-12-31T00:00:00.000Z');
    expect(itemOf(before, booked())!.date_published).toBe(`${booked().date}T00:00:00.000Z`);
  });

  test('keep a title’s &, < and quotes as written: Atom as HTML, JSON Feed as text', async () => {
    const title = 'Öl & <Punk> "live"';
    const [first, ...rest] = content.releases;
    const files = await filesOf({ ...content, releases: [{ ...first!, title }, ...rest] });
    const link = `${content.site.url}${shareFolder(paths.release(first!.slug))}`;
    const atomEntry = parseAtomFeed(files.get('feed.xml')!).entries!.find((entry) => entry.links![0]!.href === link);
    // Atom's title is HTML, and says so: read as a browser reads it, it says what the band wrote.
    const atomTitle = atomEntry!.title as { value: string; type: string };
    expect(atomTitle.type).toBe('html');
    const html = document.createElement('div');
    html.innerHTML = atomTitle.value;
    expect(html.textContent).toBe(title);
    const jsonItem = parseJsonFeed(JSON.parse(files.get('feed.json')!)).items!.find((item) => item.url === link);
    expect(jsonItem!.title).toBe(title);
  });
});
