// The build-time program (webpack's "prerender" compiler bundles it for Node;
// scripts/site-plugin.js runs it). From the band's content it makes every
// page of the route table (src/util/routes.ts): the data each page is drawn
// from and its first view as HTML, rendered with React's static API, which
// waits for everything a page loads. Nothing here runs in the browser.
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentBasics, PageHead, siteCard } from './components/PageHead.build';
import { type Content, mapPictures, mapRecordings } from './content/content';
import type { Artwork, PictureFile, ResponsiveImage } from './content/pictures';
import type { RecordingFile } from './content/recordings';
import type { Recording } from './content/releases';
import { formOrigins, scriptSite, type Site } from './content/site';
import { splitGigs, standingSince } from './gigs/dates';
import { gigImages } from './gigImages.build';
import { calendarFiles } from './gigs/calendar.build';
import type { PageFile } from './lib/pageFiles';
import type { PageMeta } from './lib/pageMeta';
import { keptRenditions, type OfflineBundle, planPrecache } from './lib/offlineCopy.build';
import { isRendition } from './lib/renditions';
import { isAudioPath } from './util/audio';
import { NOT_FOUND_PATH, pageFile, paths, routes, type FirstView, type RouteId } from './util/routes';
import type { PicturePreload, RouteFacts } from './lib/startUp';
import { pastYearFiles } from './pages/gigs/data.build';
import { buildPageData, hasParams, pagesOf } from './pages/routes.build';
import { pressFiles, type PressDownloads } from './pages/press/files.build';
import { heroSizes, renderPage } from './renderPage.build';
import { shareFiles } from './sharePages.build';
import { untranslatedReport } from './content/translations';

export { ContentError, githubAnnotations } from './content/check';
export { loadContent } from './content/content';
export { ffmpegCommand } from './content/recordings';
export { formOrigins, scriptSite };
export { editorConfigYaml, keyValueTables } from './content/editor/config';
export { layoutReport } from './content/editor/layout';
export { routes } from './util/routes';
export { pagesOf } from './pages/routes.build';
export { standingSince, standsUntil } from './gigs/dates';

/** Every picture in the content, with the name stem its files get. */
function picturesOf(content: Content<PictureFile>): { picture: PictureFile; name: string }[] {
  const pictures: { picture: PictureFile; name: string }[] = [];
  mapPictures(content, (picture, name) => pictures.push({ picture, name }));
  return pictures;
}

/** Every recording in the content, with the path its files get. */
function recordingsOf(content: Content<PictureFile>): { recording: RecordingFile; name: string }[] {
  const recordings: { recording: RecordingFile; name: string }[] = [];
  mapRecordings(content, (recording, name) => recordings.push({ recording, name }));
  return recordings;
}

/**
 * The content with each picture file replaced by the pictures the pipeline
 * made of it, and each recording file by the recording the audio pipeline made.
 */
function withArtwork(
  content: Content<PictureFile>,
  images: ReadonlyMap<string, ResponsiveImage>,
  recordings: ReadonlyMap<string, Recording>,
): Content<Artwork> {
  const pictured = mapPictures(content, (picture) => {
    const image = images.get(picture.path);
    if (!image) throw new Error(`${picture.file} was not encoded`);
    return { image, alt: picture.alt };
  });
  return mapRecordings(pictured, (file) => {
    const recording = recordings.get(file.path);
    if (!recording) throw new Error(`${file.file} was not encoded`);
    return recording;
  });
}

/** Whether a page has a page file: it has data, or its first view lives in one. */
function hasPageFile(page: Pick<BuiltPage, 'data' | 'firstView'>): boolean {
  return page.data !== null || page.firstView === 'file';
}

/** One page as the build made it. */
export interface BuiltPage extends PageMeta {
  route: RouteId;
  /** The page's address (`/media/kniv`); `*` for the page of an address the site does not have. */
  path: string;
  firstView: FirstView;
  html: string;
  /** What the page is drawn from; null for pages drawn from nothing but the scripts. */
  data: unknown;
}

/** A file the build writes, by its name relative to the site's folder. */
export interface OutputFile {
  name: string;
  data: Buffer;
}

/** A picture as the encoder (scripts/pictures.js) made it: what pages show, and its files. */
export interface EncodedPicture {
  image: ResponsiveImage;
  files: OutputFile[];
  fromCache: boolean;
}

/** A recording as the encoder (scripts/audio.js) made it: what pages play, and its files (none yet in npm start). */
export interface EncodedRecording {
  recording: Recording;
  files: OutputFile[];
  fromCache: boolean;
}

/** Every page of the site, rendered. */
export interface RenderedSite {
  site: Site;
  /** The content as the pages got it, pictures encoded. */
  content: Content<Artwork>;
  /** The instant the pages show the gigs as at (gigs/dates.ts, standingSince): which are still to come. */
  now: number;
  pages: BuiltPage[];
  /** What the start-up script (src/boot.ts) is told of each route: see RouteFacts. */
  routeFacts: RouteFacts;
  /** The hero's AVIF renditions, for a preload link; null when the hero is drawn inline. */
  heroPreload: { srcSet: string; type: string; sizes: string } | null;
  /** index.html's description of itself (components/PageHead.build.tsx), as HTML: the home page's title and description. */
  homeHead: string;
}

/** The site as built: its pages, and every file to write but index.html and 404.html. */
export interface BuiltSite extends RenderedSite {
  /** The version that names every page file (pageFile in src/util/routes.ts), from what they hold. */
  version: string;
  files: OutputFile[];
}

/**
 * The whole site from checked content, in the build's steps (scripts/site-plugin.js
 * calls this once per build): encode every picture, render every page, and
 * make every file to write: the pictures, each page's file, the share pages
 * with sitemap.xml and robots.txt, the calendars, and the gigs' cards and poster.
 */
export async function buildSite(
  content: Content<PictureFile>,
  options: {
    /** Each picture's renditions (scripts/pictures.js), in the order given. */
    encode: (pictures: { picture: PictureFile; name: string }[]) => Promise<EncodedPicture[]>;
    /** Each recording's files (scripts/audio.js), in the order given. */
    encodeAudio: (recordings: { recording: RecordingFile; name: string }[]) => Promise<EncodedRecording[]>;
    /** The instant of the build (ms since 1970): which gigs are upcoming. */
    at: number;
    /** The share pages' Content-Security-Policy, given the origins their forms post to (site.ts, formOrigins). */
    csp: string | ((formActions: readonly string[]) => string);
    /** A line on how a step went, for the terminal. */
    log?: (line: string) => void;
    /** npm start: the press kit's photos as drafts, not at print size (pressFiles). */
    draft?: boolean;
  },
): Promise<BuiltSite> {
  const { encode, encodeAudio, at, csp, log, draft = false } = options;
  const pictures = picturesOf(content);
  const recordings = recordingsOf(content);
  const started = Date.now();
  // Side by side: all spend their time in sharp and ffmpeg, off the main thread.
  const [encoded, audio, press] = await Promise.all([encode(pictures), encodeAudio(recordings), pressFiles(content, { draft })]);
  const made = encoded.filter((result) => !result.fromCache).length;
  const madeAudio = audio.filter((result) => !result.fromCache).length;
  log?.(
    `encode: ${pictures.length} pictures, ${made} encoded, ${recordings.length} recordings, ${madeAudio} encoded, the rest from the cache, and the press kit, in ${secondsSince(started)}`,
  );
  const images = new Map(
    pictures.map(({ picture }, index) => {
      const result = encoded[index];
      if (!result) throw new Error(`${picture.file} was not encoded`);
      return [picture.path, result.image];
    }),
  );
  const played = new Map(
    recordings.map(({ recording }, index) => {
      const result = audio[index];
      if (!result) throw new Error(`${recording.file} was not encoded`);
      return [recording.path, result.recording];
    }),
  );
  log?.(untranslatedReport(content));
  const rendering = Date.now();
  const site = await renderSite(content, images, played, { at, press: press.downloads });
  log?.(`render: ${site.pages.length} pages in ${secondsSince(rendering)}`);

  const contents = [
    ...site.pages.filter(hasPageFile).map((page) => ({ path: page.path, ...pageFileContents(page) })),
    // Data alone, drawn by the page that fetches it: the gig list's past years.
    ...pastYearFiles(site.content, { now: site.now }).map(({ path, data }) => ({
      path,
      ...pageFileContents({ path, title: '', description: '', data }),
    })),
  ];
  // One version for all page files, from what they hold, in their names:
  // index.html asks for its own build's files, and a new build's never
  // overwrite an older one's on a host (routes.ts, pageFile).
  const hash = createHash('sha256');
  for (const { path, json } of contents) hash.update(path).update(json);
  const version = hash.digest('hex').slice(0, 10);
  const pageFiles = contents.flatMap(({ path, json, js }) => [
    { name: pageFile(path, 'json', version), data: Buffer.from(json) },
    { name: pageFile(path, 'js', version), data: Buffer.from(js) },
  ]);
  const gigPictures = await gigImages(content.site, splitGigs(content.gigs, at).upcoming);
  if (gigPictures.length)
    log?.(
      `gig pictures: ${gigPictures.length}, ${gigPictures.filter((picture) => !picture.fromCache).length} drawn, the rest from the cache`,
    );
  return {
    ...site,
    version,
    files: [
      ...encoded.flatMap((result) => result.files),
      ...audio.flatMap((result) => result.files),
      ...pageFiles,
      ...(await sharePages(site, typeof csp === 'string' ? csp : csp(formOrigins(content.site)))),
      ...calendarFiles(content, at),
      ...gigPictures.map(({ name, data }) => ({ name, data })),
      ...press.files,
    ],
  };
}

const secondsSince = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * The pictures a page's first view fetches first (<Picture priority>, marked
 * fetchpriority="high"), read from the page as rendered, so the rule of
 * which ones lives in the page alone. The start-up script preloads them while it fetches
 * the page file, rather than after: one round trip less before them.
 */
export function priorityPictures(html: string): PicturePreload[] {
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
  return [...html.matchAll(/<picture\b[^>]*>([\s\S]*?)<\/picture>/gi)].flatMap(([, inner = '']) => {
    const source = /<source\b[^>]*>/i.exec(inner)?.[0];
    if (!/\sfetchpriority="high"/i.test(inner) || !source) return [];
    const [type, srcSet, sizes] = ['type', 'srcset', 'sizes'].map((name) => attribute(source, name));
    return type && srcSet && sizes ? [{ type, srcSet, sizes }] : [];
  });
}

/**
 * Every page of the site, from content whose pictures are encoded.
 * @param at the instant of the build (ms since 1970): which gigs are upcoming in the pages as built
 */
async function renderSite(
  content: Content<PictureFile>,
  images: ReadonlyMap<string, ResponsiveImage>,
  recordings: ReadonlyMap<string, Recording>,
  { at, press }: { at: number; press?: PressDownloads },
): Promise<RenderedSite> {
  // The same pages whenever the build runs, until a gig's day is over.
  const now = standingSince(content.gigs, at);
  const site = withArtwork(content, images, recordings);

  const pages = await Promise.all(
    pagesOf(site).map(async ({ route, path, params }): Promise<BuiltPage> => {
      const data = buildPageData(route, site, { params, now, press });
      const location = path === '*' ? NOT_FOUND_PATH : path;
      const { html, meta } = await renderPage(
        scriptSite(site.site, site.news.length, site.merch.length),
        location,
        data === null ? null : { path, data },
      );
      return { route, path, firstView: routes[route].firstView, html, data, ...meta };
    }),
  );

  const withFile = new Set(pages.filter(hasPageFile).map((page) => page.route));
  const hero = site.band.hero.image;
  return {
    site: site.site,
    content: site,
    now,
    pages,
    routeFacts: Object.fromEntries(
      (Object.keys(routes) as RouteId[]).flatMap((id) => {
        const file = withFile.has(id) ? { file: true as const } : {};
        // Only routes of one page: the facts must not grow with the catalogue (index.html carries them).
        const page = routes[id].firstView === 'file' && !hasParams(id) ? pages.find((candidate) => candidate.route === id) : undefined;
        const pictures = page ? priorityPictures(page.html) : [];
        const facts = pictures.length ? { ...file, pictures } : file;
        return Object.keys(facts).length ? [[id, facts]] : [];
      }),
    ),
    heroPreload: hero.inlineSrc || !hero.sources[0] ? null : { ...hero.sources[0], sizes: heroSizes },
    homeHead: renderToStaticMarkup(
      <PageHead meta={{ ...homeMeta(pages), url: site.site.url, type: 'website', image: siteCard(site.site) }} site={site.site} />,
    ),
  };
}

/** The start of a document's head (components/PageHead.build.tsx, DocumentBasics), as HTML: for index.html and 404.html. */
export function documentBasics(csp: string | null): string {
  return renderToStaticMarkup(<DocumentBasics csp={csp} />);
}

/** The home page's title and description, as it rendered them. */
function homeMeta(pages: readonly BuiltPage[]): { title: string; description: string } {
  const home = pages.find((page) => page.route === 'home');
  if (!home) throw new Error('The route table has no home page');
  return { title: home.title, description: home.description };
}

const BUILD_ONLY = new Set(['inlineSrc', 'preview']);

/**
 * The share pages (src/sharePages.build.tsx) of a built site, with sitemap.xml and
 * robots.txt, as files to write.
 * @param csp the pages' Content-Security-Policy
 */
async function sharePages(built: RenderedSite, csp: string): Promise<OutputFile[]> {
  const meta = new Map(
    built.pages.map(({ path, title, description, data }) => [
      path,
      { title, description, structuredData: (data as { structuredData?: unknown } | null)?.structuredData, data },
    ]),
  );
  return shareFiles({ content: built.content, now: built.now, meta }, csp);
}

/**
 * A page's file (see pageFile in src/util/routes.ts), as JSON and as the
 * script that hands the same JSON to the start-up script (src/boot.ts).
 */
function pageFileContents(page: Pick<BuiltPage, 'path' | 'title' | 'description' | 'data'> & { firstView?: FirstView; html?: string }): {
  json: string;
  js: string;
} {
  const file: PageFile = {
    title: page.title,
    description: page.description,
    ...(page.firstView === 'file' ? { html: page.html } : {}),
    data: page.data,
  };
  // Data URLs of SVG art are for the build's own render (HeroArt), which the page in the browser
  // already has; previews are for the share pages (ResponsiveImage).
  const json = JSON.stringify(file, (key, value: unknown) => (BUILD_ONLY.has(key) ? undefined : value));
  return { json, js: `kantstott.page(${JSON.stringify(page.path)},${json});\n` };
}

/**
 * The site's files in the order the offline copy keeps them (src/lib/offlineCopy.build.ts):
 * the app, the pages without params and their pictures, the gig list's past
 * years, then each release newest first with its cover, then each post
 * newest first with its picture.
 * @param urls every file the worker could precache, relative to the site's folder
 */
export function offlineBundles(built: Pick<BuiltSite, 'content' | 'pages' | 'version' | 'now'>, urls: readonly string[]): OfflineBundle[] {
  const { content, version } = built;
  const file = (path: string) => pageFile(path, 'json', version);
  const isPageFile = (url: string) => url.startsWith('pages/');
  const featured = content.releases.filter((release) => release.slug === content.site.featured.release);
  const fixedPages = built.pages.filter((page) => hasPageFile(page) && !hasParams(page.route));
  const { hero, group, members } = content.band;
  return [
    // The recordings are in no bundle, so never in the offline copy: a song is megabytes (lib/workerScope.ts).
    { name: 'app', urls: urls.filter((url) => !isPageFile(url) && !isRendition(url) && !isAudioPath(url)) },
    {
      name: 'pages without params',
      urls: [
        ...fixedPages.map((page) => file(page.path)),
        ...keptRenditions(
          [hero, group, ...members.map((member) => member.portrait), ...featured.map((release) => release.cover)].map((art) => art.image),
        ),
      ],
    },
    { name: 'past gigs by year', urls: pastYearFiles(content, { now: built.now }).map(({ path }) => file(path)) },
    ...content.releases.map((release) => ({
      name: `release ${release.slug}`,
      urls: [file(paths.release(release.slug)), ...keptRenditions([release.cover.image])],
    })),
    ...content.news.map((post) => ({
      name: `post ${post.slug}`,
      urls: [file(paths.newsPost(post.slug)), ...keptRenditions(post.picture ? [post.picture.image] : [])],
    })),
  ];
}

/** The files the worker precaches, of those webpack offers it (workbox-webpack-plugin's entries), and what was left out. */
export function precachePlan<Entry extends { url: string; size: number }>(entries: readonly Entry[], built: BuiltSite) {
  return planPrecache(
    entries,
    offlineBundles(
      built,
      entries.map((entry) => entry.url),
    ),
  );
}
