// The site's feeds (build time only, from src/sharePages.build.tsx): feed.xml
// (Atom 1.0, RFC 4287) and feed.json (JSON Feed 1.1), made with the `feed`
// package, for feed readers and the services that mail a feed's news on.
// Each holds every release, every gig still to come and every post of the
// band's news, newest first, each
// item linking to its share page (a real page a reader can open, where a
// `#/` address is not). Every date in them is the content's own, never the
// build's: a feed's bytes change only when one of its items does, so a
// publish sends it again only then (docs/updating-the-site.md, "Feeds and
// calendars"). Their words are in English, as the pages' own words are:
// `xml:lang` and `language` say so. A post is in English where the band wrote
// it in English too, else in its Swedish, and then its own entry says so.
import { Feed } from 'feed';
import type { Content } from './content/content';
import { splitGigs, gigDateParts } from './gigs/dates';
import { statusText } from './gigs/details';
import { gigTitle } from './gigs/events';
import type { Gig } from './gigs/gig.build';
import { FEEDS, type FeedFormat } from './util/feeds.build';
import { paths } from './util/routes';
import type { SharePage } from './pages/shareParts.build';

/** The language of the feeds' words: the site's own (a post the band wrote only in Swedish says so itself). */
const FEED_LANGUAGE = 'en';

/** One item of the feeds: a release or a gig, as its share page says it. */
export interface FeedItem {
  /** The share page's absolute address: the item's link and its lasting id. */
  url: string;
  title: string;
  summary: string;
  /** When the item was new: the release's year, the day the gig was announced. */
  date: Date;
  /** The share page's preview picture. */
  image: string;
  /** Set where the item's words are not in the feed's language: a post written only in Swedish. */
  language?: 'sv';
}

const day = (date: string) => new Date(`${date}T00:00:00Z`);

/** A gig as an item's title: `Cancelled: Kantstött at Klubb Kuben, Borås, 14 March 2026`. */
function gigItemTitle(site: Content['site'], gig: Gig): string {
  const { dayMonth, year } = gigDateParts(gig.date);
  const title = `${gigTitle(site, gig)}, ${gig.town}, ${dayMonth} ${year}`;
  return gig.status ? `${statusText(gig.status)}: ${title}` : title;
}

/**
 * Every item, newest first: each release (dated 1 January of its year, all a
 * release says of when) and each gig still to come (dated the day it was
 * `announced`, else its own day), from their share pages.
 */
export function feedItems(content: Content<unknown>, now: number, pages: readonly SharePage[]): FeedItem[] {
  const byPath = new Map(pages.map((page) => [page.path, page.head]));
  const item = (path: string, title: string, date: Date): FeedItem => {
    const head = byPath.get(path);
    if (!head) throw new Error(`No share page at ${path} for the feeds`);
    return { url: head.url, title, summary: head.description, date, image: head.image.url };
  };
  const items = [
    ...content.releases.map((release) => item(paths.release(release.slug), release.title, day(`${release.year}-01-01`))),
    ...splitGigs(content.gigs, now).upcoming.map((gig) =>
      item(paths.gig(gig.id), gigItemTitle(content.site, gig), day(gig.announced ?? gig.date)),
    ),
    ...content.news.map(({ slug, date, title, text, english }): FeedItem => {
      const written = english ?? { title, text };
      return {
        ...item(paths.newsPost(slug), written.title, day(date)),
        summary: written.text[0] ?? '',
        ...(english ? {} : { language: 'sv' }),
      };
    }),
  ];
  // Newest first; on the same day, by address, so the order is the same in every build.
  return items.sort((a, b) => b.date.getTime() - a.date.getTime() || (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text as HTML: Atom's titles and summaries, and JSON Feed's content_html, are HTML. */
const asHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]!);

/** The feed of `items`, with titles as HTML (Atom's) or as plain text (JSON Feed's). */
function feedOf(site: Content['site'], items: readonly FeedItem[], titles: 'html' | 'text'): Feed {
  const newest = items[0]?.date ?? day(`${site.copyrightYear}-01-01`);
  const feed = new Feed({
    id: site.url,
    link: site.url,
    title: site.name,
    description: site.description,
    language: FEED_LANGUAGE,
    updated: newest,
    feedLinks: Object.fromEntries(FEEDS.map(({ file, format }) => [format === 'Atom' ? 'atom' : 'json', `${site.url}${file}`])),
    author: { name: site.name, link: site.url },
    favicon: `${site.url}favicon-32.png`,
    copyright: `© ${site.copyrightYear} ${site.name}`,
  });
  for (const each of items) {
    feed.addItem({
      id: each.url,
      link: each.url,
      title: titles === 'html' ? asHtml(each.title) : each.title,
      description: asHtml(each.summary),
      date: each.date,
      published: each.date,
      image: each.image,
    });
  }
  return feed;
}

/** Atom, with the language of its words on the root element (inherited by every entry but those that name their own). */
function atom(site: Content['site'], items: readonly FeedItem[]): string {
  const xml = feedOf(site, items, 'html').atom1();
  const root = '<feed xmlns="http://www.w3.org/2005/Atom">';
  if (!xml.includes(root)) throw new Error('The feed package wrote an Atom root element this build does not know');
  // The entries are written in the items' order: the nth <entry> is the nth item.
  let entry = 0;
  const marked = xml.replace(/<entry>/g, () => {
    const language = items[entry++]?.language;
    return language ? `<entry xml:lang="${language}">` : '<entry>';
  });
  if (entry !== items.length) throw new Error('The feed package wrote a number of Atom entries this build does not know');
  return `${marked.replace(root, `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${FEED_LANGUAGE}">`)}\n`;
}

/**
 * JSON Feed 1.1. The `feed` package writes version 1's fields; 1.1 names
 * the language and lists authors (`author` is deprecated), which this adds.
 */
function jsonFeed(site: Content['site'], items: readonly FeedItem[]): string {
  const { author, ...written } = JSON.parse(feedOf(site, items, 'text').json1()) as Record<string, unknown>;
  const { items: entries, ...top } = written as { items: Record<string, unknown>[] };
  // JSON Feed 1.1's item `language`, where an item's words are not the feed's.
  const withLanguage = entries.map((entry, index) => {
    const language = items[index]?.language;
    return language ? { ...entry, language } : entry;
  });
  return `${JSON.stringify(
    { ...top, version: 'https://jsonfeed.org/version/1.1', language: FEED_LANGUAGE, authors: [author], items: withLanguage },
    null,
    2,
  )}\n`;
}

/** feed.xml and feed.json of the content, from its share pages, as files to write. */
export function feedFiles(content: Content<unknown>, now: number, pages: readonly SharePage[]): { name: string; data: Buffer }[] {
  const items = feedItems(content, now, pages);
  const made: Record<FeedFormat, string> = { Atom: atom(content.site, items), 'JSON Feed': jsonFeed(content.site, items) };
  return FEEDS.map(({ file, format }) => ({ name: file, data: Buffer.from(made[format]) }));
}
