// Share pages (build time only, loaded by src/prerender.build.tsx once the site's
// details are in place). Link previews (WhatsApp, Facebook, Bluesky …) and
// search engines neither run scripts nor read the part after `#`, so every
// page of a route with a share page in the build's route table
// (pages/routes.build.ts) — each release, each track, the gig list — also gets a small static page at a real path
// (`media/varm&kall/mareld/index.html`): its own title, description,
// canonical address, Open Graph and Twitter tags, structured data, and its
// content readable without JavaScript. A browser goes on to the hash route at
// once (public/redirect.js). Beside them: sitemap.xml, which lists them, and
// robots.txt, which names it. None of this touches index.html or the app.
// Each route's share page is made in its folder (pages/<route>/share.build.tsx).
import { prerenderToNodeStream } from 'react-dom/static';
import { DocumentBasics, PageHead } from './components/PageHead.build';
import { StructuredData } from './components/StructuredData';
import type { Site } from './content/site';
import { splitGigs } from './gigs/dates';
import { paths } from './util/routes';
import { feedFiles } from './feeds.build';
import { absoluteUrl } from './util/absoluteUrl';
import { sharePageOf, sharePagesOf } from './pages/routes.build';
import { toRoot, type SharePage, type ShareSource } from './pages/shareParts.build';

/** The stylesheet every share page links (public/share.css). */
const STYLESHEET = 'share.css';

/** Every share page of the content: a page of each route with a share page in the build's route table (pages/routes.build.ts). */
export function sharePagesIn(source: ShareSource): SharePage[] {
  return sharePagesOf(source.content, { upcomingGigs: splitGigs(source.content.gigs, source.now).upcoming }).map((page) =>
    sharePageOf(source, page),
  );
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

/** Every share page, sitemap.xml, robots.txt and the feeds (src/feeds.build.ts) that link to them, as files to write. */
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
    ...feedFiles(source.content, source.now, pages),
  ];
}
