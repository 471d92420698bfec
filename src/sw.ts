// The service worker: the site works offline on a revisit, and is never
// stale online. src/app/serviceWorker.ts registers it; the build
// (workbox-webpack-plugin's InjectManifest, webpack.config.js) writes it to
// sw.js beside index.html, with the files to precache in self.__WB_MANIFEST:
// the offline copy's plan (src/lib/offlineCopy.build.ts), bounded whatever the
// catalogue: the app, the pages without params, the gig list, and the
// newest releases that fit.
//
// - Documents (the entry page, page files, share pages, calendars) go to the
//   network first; with no answer within NETWORK_TIMEOUT_SECONDS, or none at
//   all, the copy seen last, else this version's precached one. So a publish
//   shows at the first online visit after it, and a weak signal shows the
//   site rather than a spinner. What was not precached is kept once opened;
//   offline, a page file never kept is answered "not saved" (NOT_SAVED).
// - Scripts, fonts and the precached renditions come from the precache:
//   their names change with their content.
// - Other renditions are cached as they are seen; offline, one never seen is
//   answered with the picture's smallest, if kept.
// - A request that asks for no cache (the start-up script's version check) goes to the host alone.
// - Nothing from another origin (the players' frames) is handled or cached,
//   nor the band's editor, nor the recordings (lib/workerScope.ts).
/// <reference lib="webworker" />
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { pictureKeyOf, smallestRenditions } from './lib/renditions';
import { NOT_SAVED } from './lib/startUp';
import { handledByWorker } from './lib/workerScope';

declare const self: ServiceWorkerGlobalScope;

/**
 * How long a document may take from the network before the cached copy shows.
 * A fan on a weak signal sees the page within 2.5 s: what is left after this
 * wait goes to starting the worker and drawing the page, which on a busy
 * phone takes about half a second, so 2 s would leave too little.
 */
const NETWORK_TIMEOUT_SECONDS = 1.5;
/**
 * What the runtime caches keep, the oldest dropped first: their size limit.
 * A document is a page file or share page of tens of KB, a picture a
 * rendition of up to a few hundred: a few MB and some tens of MB at most.
 */
const DOCUMENTS_KEPT = 100;
const PICTURES_KEPT = 200;

// The site's folder: the worker sits in it, so it is its scope, under any sub-path.
const { scope } = self.registration;
// Each cache's name ends with the scope, as Workbox's own do: sites sharing
// an origin (GitHub Pages project sites) never touch each other's, and the
// switch-off worker (public/sw-removal.js) finds this site's by it.
setCacheNameDetails({ prefix: 'kantstott' });
const cacheName = (purpose: string) => `kantstott-${purpose}-${scope}`;

// The band's editor (admin/) and recordings (audio/) are the network's alone, and nothing of them is kept (workerScope.ts).
const inSite = (url: URL) => handledByWorker(url.href, scope);
// Relative to the site's folder: the folder itself, a folder's page, an HTML
// page, a calendar, or a page file (pages/<path>.<version>.json).
const DOCUMENT = /(^|\/|\.html|\.ics)$|^pages\//;
const PAGE_FILE = /^pages\/.+\.json$/;
// A file opened in a tab (the press kit's zip, a print-size photo, the tour
// poster) is a navigation too, but no page: the host alone serves it.
const FILE = /\.(?!html$)[a-z0-9]+$/i;
/** A URL's path relative to the site's folder. */
const inSitePath = (url: URL) => url.pathname.slice(new URL(scope).pathname.length);
const isDocument = (request: Request, url: URL) =>
  inSite(url) && (DOCUMENT.test(inSitePath(url)) || (request.mode === 'navigate' && !FILE.test(inSitePath(url))));

/**
 * The precached URL of a document, if it is one: a folder's page is its
 * index.html, the query (a tracking ?fbclid=…) plays no part, and
 * `pages/media/varm%26kall.….json`, as the start-up script asks for it, is the file
 * `pages/media/varm&kall.….json`.
 */
function precachedUrl(href: string): string | undefined {
  const url = new URL(href);
  url.search = '';
  try {
    url.pathname = url.pathname.split('/').map(decodeURIComponent).join('/');
  } catch {
    return undefined; // malformed: no file of ours
  }
  if (url.pathname.endsWith('/')) url.pathname += 'index.html';
  return getCacheKeyForURL(url.href) ? url.href : undefined;
}

const documents = new NetworkFirst({
  cacheName: cacheName('documents'),
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  // The host's answer, not the browser's HTTP cache's (installing the precache
  // left this version's page files there): a page file gone from the host is
  // how a tab open before a publish learns of it, and the start-up script reloads it into
  // the new build.
  fetchOptions: { cache: 'no-cache' },
  plugins: [
    new ExpirationPlugin({ maxEntries: DOCUMENTS_KEPT, purgeOnQuotaError: true }),
    {
      // This version's own documents are in the precache: a second copy would only go stale.
      cacheWillUpdate: async ({ request, response }) => (response.ok && !precachedUrl(request.url) ? response : null),
      // Offline, or no answer in time, and no copy of its own: this version's
      // precached one; for an address never seen, 404.html, which sends the
      // visitor on to its hash route (a share page's).
      cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
        if (cachedResponse) return cachedResponse;
        const precached = precachedUrl(request.url);
        if (precached) return matchPrecache(precached);
        return request.mode === 'navigate' ? matchPrecache(new URL('404.html', scope).href) : undefined;
      },
      // No answer from the host, and a page file this phone never kept (the
      // offline copy keeps what fits its budget: src/lib/offlineCopy.build.ts):
      // say so, and the page says "Not saved for offline".
      handlerDidError: async ({ request }) =>
        PAGE_FILE.test(inSitePath(new URL(request.url)))
          ? new Response(null, { status: 504, statusText: 'Not saved for offline', headers: { [NOT_SAVED.header]: NOT_SAVED.value } })
          : undefined,
    },
  ],
});

// First, a request that asks for no cache: it is for the host alone. the start-up script's
// version check compares the host's index.html with the page's, and this
// version's own copy must never answer it.
registerRoute(({ request, url }) => inSite(url) && request.cache === 'no-store', new NetworkOnly());
// Then documents: the precache would answer the entry page and page files from the cache.
registerRoute(({ request, url }) => isDocument(request, url), documents);

const manifest = self.__WB_MANIFEST;
precacheAndRoute(manifest);
// When this version takes over (install done, and no tab on the one before):
// the precache drops the files it no longer lists, and this removes caches
// of older Workbox formats.
cleanupOutdatedCaches();

const smallest = smallestRenditions(manifest.map((entry) => (typeof entry === 'string' ? entry : entry.url)));

registerRoute(
  ({ request, url }) => inSite(url) && request.destination === 'image',
  new CacheFirst({
    cacheName: cacheName('pictures'),
    plugins: [
      new ExpirationPlugin({ maxEntries: PICTURES_KEPT, purgeOnQuotaError: true }),
      {
        // Offline, a rendition never seen: the picture's smallest, rather than a hole in the page.
        handlerDidError: async ({ request }) => {
          const precached = smallest.get(pictureKeyOf(request.url) ?? '');
          return precached ? matchPrecache(precached) : undefined;
        },
      },
    ],
  }),
);

// No skipWaiting: a new version waits until no tab runs the one before, so an
// open tab never loses the files it was built with, and the offline copy is
// always one whole version. Freshness does not wait for it: the entry page
// and page files come from the network first, whichever worker answers
// (the start-up script's version check reloads a tab whose build is gone from the host).
// clientsClaim: the first visit's page is served by the worker as soon as it
// is installed, so a connection lost during that very visit is covered too.
clientsClaim();
