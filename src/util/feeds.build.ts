// Where the site's feeds are (src/feeds.build.ts makes them at build time): named
// once, for the files and for the links every page announces them with.

/** The feeds' files, beside index.html, their media types, and the name of each format. */
export const FEEDS = [
  { file: 'feed.xml', type: 'application/atom+xml', format: 'Atom' },
  { file: 'feed.json', type: 'application/feed+json', format: 'JSON Feed' },
] as const;

export type FeedFormat = (typeof FEEDS)[number]['format'];
