// Runs in Node at build time (webpack's "prerender" compiler): renders every
// page that needs no visitor input to HTML for dist/index.html, so the first
// view of any route needs no JavaScript, and builds the page's metadata from
// the same content modules the site shows.
//
// The home page goes into #root. The others go into <template>s beside it;
// the start-up script (public/boot.js) puts the one the address asks for in
// its place before the first paint. The app then hydrates what is shown.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { App } from './app/App';
import { PageMetaRecorder, type PageMeta } from './app/pageMeta';
import { paths } from './app/paths';
import { makeStore } from './app/store';
import { buildStructuredData, structuredDataJson } from './app/structuredData';
import { formedYear, genre, hometown } from './content/bandText';
import { gigs } from './content/gigs';
import { hero } from './content/pictures';
import { members } from './content/members';
import { releases } from './content/releases';
import { bandName, siteUrl, socialProfiles } from './content/site';
import { releaseTracks } from './features/lyrics/releaseTracks';
import { heroSizes } from './pages/HomePage';

// Hrefs as HashRouter writes them (`#/band`), so hydration finds identical markup.
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

export { siteUrl };

/** One page as the build rendered it. */
export interface RenderedPage extends PageMeta {
  /** The route it shows: `/band`; `*` for the page of an address the site does not have. */
  route: string;
  html: string;
  /**
   * Also the first view of the route's child addresses: a release page is what
   * a link to one of its tracks shows until the app opens that track.
   */
  coversChildren: boolean;
}

export interface Shell {
  home: RenderedPage;
  /** Every other page, for the <template>s of index.html. */
  pages: RenderedPage[];
  /** The hero's AVIF renditions, for a preload link; null when the hero is drawn inline. */
  heroPreload: { srcSet: string; type: string; sizes: string } | null;
  structuredData: string;
}

// Each render suspends on one thing at most (the page's code, then a
// release's lyrics); a few passes settle any page.
const MAX_PASSES = 5;
/** React's marker for a Suspense boundary that rendered its fallback. */
const SUSPENDED = '<!--$!-->';

/**
 * A page as HTML, with its lazily loaded code and data in place.
 * @param route the address it is the copy for (`*`: any the site does not have)
 * @param location the address rendered; the route itself unless that is `*`
 */
async function renderPage(
  route: string,
  { location = route, coversChildren = false }: { location?: string; coversChildren?: boolean } = {},
): Promise<RenderedPage> {
  const reported: { meta?: PageMeta } = {};
  const app = (
    <PageMetaRecorder.Provider value={(meta) => (reported.meta = meta)}>
      <Provider store={makeStore()}>
        <Router location={location} navigator={hashNavigator} static>
          <App />
        </Router>
      </Provider>
    </PageMetaRecorder.Provider>
  );
  // A pass that suspends starts loading what it waits for (React.lazy, `use`);
  // once that has settled, the next pass renders it in place.
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    const html = renderToString(app);
    if (!html.includes(SUSPENDED)) {
      if (!reported.meta) throw new Error(`The page at ${location} set no title (usePageMeta)`);
      return { route, html, coversChildren, ...reported.meta };
    }
    await new Promise((settled) => setTimeout(settled, 0));
  }
  throw new Error(`The page at ${location} still waits for something after ${MAX_PASSES} renders`);
}

/** The pages the build renders: every route that shows the same to everyone. */
function renderPages(): Promise<RenderedPage[]> {
  return Promise.all([
    renderPage(paths.band),
    renderPage(paths.media),
    renderPage(paths.extras),
    ...releases.map((release) => renderPage(paths.release(release.slug), { coversChildren: true })),
    renderPage('*', { location: '/this-page-does-not-exist' }),
  ]);
}

export async function renderShell(url: string): Promise<Shell> {
  const [home, pages, albums] = await Promise.all([
    renderPage(paths.home),
    renderPages(),
    // The same requests the release pages render from.
    Promise.all(releases.map(async (release) => ({ release, tracks: await releaseTracks(release) }))),
  ]);
  const data = buildStructuredData(
    {
      name: bandName,
      genre,
      foundingYear: formedYear,
      hometown,
      url,
      sameAs: socialProfiles.map((profile) => profile.url),
      members,
    },
    albums,
    gigs,
  );
  return {
    home,
    pages,
    heroPreload: hero.image.inlineSrc || !hero.image.sources[0] ? null : { ...hero.image.sources[0], sizes: heroSizes },
    structuredData: structuredDataJson(data),
  };
}
