// Share pages (build time only, loaded by src/prerender.tsx once the site's
// details are in place). Link previews (WhatsApp, Facebook, Bluesky …) and
// search engines neither run scripts nor read the part after `#`, so every
// page of a route marked `share` in the route table — each release, each
// track, the gig list — also gets a small static page at a real path
// (`media/varm&kall/mareld/index.html`): its own title, description,
// canonical address, Open Graph and Twitter tags, structured data, and its
// content readable without JavaScript. A browser goes on to the hash route at
// once (public/redirect.js). Beside them: sitemap.xml, which lists them, and
// robots.txt, which names it. None of this touches index.html or the app.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { DocumentBasics, PageHead, siteCard, type HeadMeta, type PreviewImage } from './components/PageHead';
import { StructuredData } from './components/StructuredData';
import type { Content } from './content/content';
import type { Release, Track } from './content/releases';
import type { Site } from './content/site';
import { GigDetails } from './features/gigs/GigDetails';
import { GigListItem } from './features/gigs/GigListItem';
import { NoGigsBooked } from './features/gigs/NoGigsBooked';
import { splitGigs } from './features/gigs/gigDates';
import { LyricSheet } from './features/lyrics/LyricSheet';
import { pageTitle } from './lib/pageMeta';
import { paths, shareFolder, sharePagesOf, type RoutePage } from './lib/routes';
import { absoluteUrl, gigListEvents, type musicAlbum } from './lib/structuredData';

/** The stylesheet every share page links (public/share.css). */
const STYLESHEET = 'share.css';

/** What a share page says about itself in its head (components/PageHead.tsx), and its structured data. */
export interface ShareHead extends HeadMeta {
  structuredData: unknown;
}

/** What the share pages are made from: the content as the pages got it, and what each page says of itself. */
export interface ShareSource {
  content: Content;
  /** The instant of the build (ms since 1970): which gigs are upcoming. */
  now: number;
  /**
   * Title and description of the site's pages, by path, as they rendered
   * them, and the structured data in their page data: a share page carries
   * the same as the page it stands for.
   */
  meta: ReadonlyMap<string, { title: string; description: string; structuredData?: unknown }>;
}

/** A share page before it is rendered. */
export interface SharePage {
  /** The route's path: `/media/varm&kall/mareld`. */
  path: string;
  head: ShareHead;
  body: ReactNode;
}

/** A release's cover as link previews show it: its JPEG, absolute. */
function coverImage(site: Site, release: Release): PreviewImage {
  const { image, alt } = release.cover;
  const raster = image.preview ?? { src: image.src, width: image.width, height: image.height };
  return { url: `${site.url}${raster.src}`, width: raster.width, height: raster.height, alt };
}

/** `../../` from a share page back to the folder of index.html. */
const toRoot = (path: string) => '../'.repeat(path.split('/').length - 1);

/** A page's title, description and structured data: its page data's, or as given. */
function metaOf(source: ShareSource, path: string, given?: unknown): { title: string; description: string; structuredData: unknown } {
  const meta = source.meta.get(path);
  if (!meta) throw new Error(`No page at ${path} to share`);
  const structuredData = given ?? meta.structuredData;
  if (structuredData === undefined) throw new Error(`The page at ${path} has no structured data to share`);
  return { ...meta, structuredData };
}

function releasePage(source: ShareSource, release: Release, path: string): SharePage {
  const { site } = source.content;
  const root = toRoot(path);
  const cover = release.cover.image.preview ?? release.cover.image;
  return {
    path,
    head: {
      ...metaOf(source, path),
      url: absoluteUrl(site, path),
      type: 'music.album',
      image: coverImage(site, release),
    },
    body: (
      <>
        {/* Lazy: a browser is on its way to the site, and need not fetch it. */}
        <img
          className="cover"
          loading="lazy"
          src={`${root}${cover.src}`}
          width={cover.width}
          height={cover.height}
          alt={release.cover.alt}
        />
        <h1>{release.title}</h1>
        <p className="year">{release.year}</p>
        {release.listen.length > 0 && (
          <>
            <h2>Listen</h2>
            <ul className="listen">
              {release.listen.map(({ service, url }) => (
                <li key={service}>
                  <a href={url} rel="noopener">
                    {service}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>Tracks &amp; lyrics</h2>
        <ol className="tracks">
          {release.tracks.map((track) => (
            <li key={track.id}>
              <a href={shareFolder(`/${track.id}`)} lang={track.language}>
                {track.title}
              </a>
            </li>
          ))}
        </ol>
      </>
    ),
  };
}

function trackPage(source: ShareSource, release: Release, track: Track, path: string): SharePage {
  const { site } = source.content;
  // The release page's album; the track is one of its recordings.
  const album = metaOf(source, paths.release(release.slug)).structuredData as ReturnType<typeof musicAlbum>;
  return {
    path,
    head: {
      title: pageTitle(track.title),
      description: `${track.title}, track ${track.number} of ${release.title} (${release.year}) by ${site.name}: the lyrics.`,
      url: absoluteUrl(site, path),
      type: 'music.song',
      image: coverImage(site, release),
      structuredData: {
        '@context': album['@context'],
        ...album.track.find((recording) => recording.position === track.number),
        byArtist: album.byArtist,
        inAlbum: { '@type': album['@type'], name: album.name, url: album.url, datePublished: album.datePublished },
      },
    },
    body: (
      <>
        <p className="from">
          From <a href="../">{release.title}</a> ({release.year})
        </p>
        <h1 lang={track.language}>{track.title}</h1>
        <LyricSheet track={track} headingLevel={2} />
        <p>
          <a href="../">All tracks of {release.title}</a>
        </p>
      </>
    ),
  };
}

function gigsPage(source: ShareSource, path: string): SharePage {
  const { site, gigs } = source.content;
  const { upcoming, past } = splitGigs(gigs, source.now);
  return {
    path,
    head: {
      // The gig list's page makes its events from the gigs (pages/GigsPage.tsx): so does its share page.
      ...metaOf(source, path, gigListEvents(site, gigs)),
      url: absoluteUrl(site, path),
      type: 'website',
      image: siteCard(site),
    },
    body: (
      <>
        <h1>Gigs</h1>
        <h2>Upcoming gigs</h2>
        {upcoming.length > 0 ? (
          <ul className="gigs">
            {upcoming.map((gig) => (
              <GigListItem key={gig.id} gig={gig} showEventName>
                <GigDetails gig={gig} root={toRoot(path)} />
              </GigListItem>
            ))}
          </ul>
        ) : (
          <NoGigsBooked bookingEmail={site.bookingEmail} />
        )}
        {past.length > 0 && (
          <>
            <h2>Past gigs</h2>
            <ul className="gigs">
              {past.map((gig) => (
                <GigListItem key={gig.id} gig={gig} showEventName={false} />
              ))}
            </ul>
          </>
        )}
      </>
    ),
  };
}

/** Every share page of the content, from the route table (routes.ts, `share`). */
export function sharePagesIn(source: ShareSource): SharePage[] {
  const { releases } = source.content;
  const releaseOf = (page: RoutePage) => {
    const release = releases.find((candidate) => candidate.slug === page.params.releaseSlug);
    if (!release) throw new Error(`No release ${page.params.releaseSlug}`);
    return release;
  };
  return sharePagesOf(source.content).map((page) => {
    switch (page.route) {
      case 'release':
        return releasePage(source, releaseOf(page), page.path);
      case 'track': {
        const release = releaseOf(page);
        const track = release.tracks.find((candidate) => candidate.id === page.params.trackId);
        if (!track) throw new Error(`No track ${page.params.trackId} in ${release.slug}`);
        return trackPage(source, release, track, page.path);
      }
      case 'gigs':
        return gigsPage(source, page.path);
      default:
        throw new Error(`The route ${page.route} is marked share, but there is no share page for it here`);
    }
  });
}

/** The whole document of a share page. */
export function ShareDocument({ page, site, csp }: { page: SharePage; site: Site; csp: string }) {
  const { head } = page;
  const root = toRoot(page.path);
  return (
    <html lang="en">
      <head>
        <DocumentBasics csp={csp} />
        <PageHead meta={head} site={site} />
        <link rel="icon" href={`${root}favicon-32.png`} type="image/png" sizes="32x32" />
        <link rel="stylesheet" href={`${root}${STYLESHEET}`} />
        {/* On to the hash route at once; a file, so the CSP forbids inline code. */}
        <script src={`${root}redirect.js`} />
        <StructuredData data={head.structuredData} />
      </head>
      <body>
        <header className="masthead">
          <a href={root}>{site.name}</a>
        </header>
        <main>{page.body}</main>
        <footer>
          <p>
            <a href={`${root}#${page.path}`}>Open this on {site.name}’s site</a>
          </p>
          <p>
            © {site.copyrightYear} {site.name}
          </p>
        </footer>
      </body>
    </html>
  );
}

/** A share page as HTML, with React's static API. */
export async function renderSharePage(page: SharePage, site: Site, csp: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<ShareDocument page={page} site={site} csp={csp} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** sitemap.xml (sitemaps.org): the home page and every share page, absolute. */
export function sitemap(site: Site, pages: readonly SharePage[]): string {
  const urls = [absoluteUrl(site, paths.home), ...pages.map((page) => page.head.url)];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlText(url)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap, by its absolute address. */
export function robotsTxt(site: Site): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}sitemap.xml\n`;
}

/** The file a share page is written to, relative to index.html: `media/varm&kall/mareld/index.html`. */
export const sharePageFile = (path: string) => `${path.slice(1)}/index.html`;

/** Every share page, sitemap.xml and robots.txt, as files to write. */
export async function shareFiles(source: ShareSource, csp: string): Promise<{ name: string; data: Buffer }[]> {
  const { site } = source.content;
  const pages = sharePagesIn(source);
  const rendered = await Promise.all(
    pages.map(async (page) => ({ name: sharePageFile(page.path), data: Buffer.from(await renderSharePage(page, site, csp)) })),
  );
  return [
    ...rendered,
    { name: 'sitemap.xml', data: Buffer.from(sitemap(site, pages)) },
    { name: 'robots.txt', data: Buffer.from(robotsTxt(site)) },
  ];
}
