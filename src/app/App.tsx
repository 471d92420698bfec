import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { ScriptSite } from '../content/site';
import { SiteContext } from '../lib/site';
import { NOT_FOUND_PATH, routes, type RouteId } from '../util/routes';
import { selectPlayerStatus } from '../features/player/playerEvents';
import { NotFoundPage } from '../pages/notFound/NotFoundPage';
import { Layout } from './Layout';
import { lazyPage, type RoutePage } from './lazyPage';
import { registerServiceWorker } from './serviceWorker';
import * as styles from './App.module.css';

// The page each route of the table (src/util/routes.ts) shows. Each page is
// its own small file, loaded with its route or ahead of it (prefetch.ts): the
// first script holds only what every page shares. (Every page's first view is
// also in index.html or its page file, prerendered, so it shows before any of
// this runs.) A track is its release's page with the track open: the same
// component, so moving between a release and its tracks keeps the page mounted.
const ReleasePage = lazyPage(() => import(/* webpackChunkName: "page-release" */ '../pages/release/ReleasePage'));
// A gig's address shows the gig list, as a track's shows its release.
const GigsPage = lazyPage(() => import(/* webpackChunkName: "page-gigs" */ '../pages/gigs/GigsPage'));

const pages: Record<RouteId, RoutePage> = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/home/HomePage')),
  band: lazyPage(() => import(/* webpackChunkName: "page-band" */ '../pages/band/BandPage')),
  media: lazyPage(() => import(/* webpackChunkName: "page-media" */ '../pages/media/MediaPage')),
  release: ReleasePage,
  track: ReleasePage,
  gigs: GigsPage,
  gig: GigsPage,
  extras: lazyPage(() => import(/* webpackChunkName: "page-extras" */ '../pages/extras/ExtrasPage')),
  press: lazyPage(() => import(/* webpackChunkName: "page-press" */ '../pages/press/PressPage')),
  // The list and a post share one file: a reader of one is likely to open the other.
  news: lazyPage(() => import(/* webpackChunkName: "page-news" */ '../pages/news/NewsPage')),
  newsPost: lazyPage(() => import(/* webpackChunkName: "page-news" */ '../pages/news/PostPage')),
  // The list and an item share one file, as the news do.
  merch: lazyPage(() => import(/* webpackChunkName: "page-merch" */ '../pages/merch/MerchPage')),
  merchItem: lazyPage(() => import(/* webpackChunkName: "page-merch" */ '../pages/merch/MerchItemPage')),
  notFound: NotFoundPage,
};

// The one <audio> element and its bar, outside the routes: the music goes on
// through every page change. Its code is the player's file, which the store
// fetches at the first press of play (app/store.ts), and the offline copy
// keeps: the player leaves idle only once that file is here.
const Player = lazy(() => import(/* webpackChunkName: "player" */ '../features/player/Player'));

function PlayerSlot() {
  const status = useSelector(selectPlayerStatus);
  return status === 'idle' ? null : (
    <Suspense fallback={null}>
      <Player />
    </Suspense>
  );
}

/** The route table as the router takes it: every route inside the one layout, home its index. */
const routeObjects: RouteObject[] = [
  {
    element: <Layout />,
    children: (Object.keys(routes) as RouteId[]).map((id) => {
      const Page = pages[id];
      return routes[id].path === '/' ? { index: true, element: <Page /> } : { path: routes[id].path, element: <Page /> };
    }),
  },
];

/**
 * Every route of the table inside the one layout. Works under any router:
 * HashRouter in the browser.
 *
 * A page change keeps the current page on screen until the next one is ready
 * (its code and file arrived) and then shows it whole: the router's location
 * is deferred, so no "Loading…" placeholder or blank page ever shows between
 * two pages, whether the visitor clicked, typed an address or went back. If
 * that takes a moment (a slow connection), a bar at the top says so.
 *
 * `site`: the site's details (site.yaml, checked), which every page's header,
 * footer and title use; the app hands them down (useSite).
 */
export function App({ site }: { site: ScriptSite }) {
  const location = useLocation();
  const shown = useDeferredValue(location);
  // The router's `*` matches no address with a line break in it (`#/%0A`):
  // rather than a blank page, an address no route matches shows the not-found page.
  const routed = useMemo(() => (matchRoutes(routeObjects, shown) ? shown : { ...shown, pathname: NOT_FOUND_PATH }), [shown]);
  const page = useRoutes(routeObjects, routed);
  useWhenIdle(() => {
    registerServiceWorker();
    // The size budgets count what a page loads before this mark: the rest is for other pages.
    performance.mark('kantstott:prefetch');
    return (
      import(/* webpackChunkName: "prefetch" */ './prefetch')
        .then((module) => module.startPrefetching(pages))
        // Only ever ahead of need: offline, or with this build's files replaced by a
        // new one on the host, a page opened later meets (and handles) the failure itself.
        .catch(() => {})
    );
  });
  return (
    <SiteContext value={site}>
      <div className={styles.pending} hidden={shown === location} aria-hidden="true" />
      {page}
      <PlayerSlot />
    </SiteContext>
  );
}

/** Runs `task` once, after the page has loaded, when the browser has nothing else to do. */
function useWhenIdle(task: () => unknown) {
  useEffect(() => {
    const idle = 'requestIdleCallback' in window;
    let handle: number | undefined;
    const schedule = () => {
      handle = idle ? requestIdleCallback(() => void task(), { timeout: 3000 }) : window.setTimeout(() => void task(), 1000);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (handle !== undefined) (idle ? cancelIdleCallback : clearTimeout)(handle);
    };
    // Once per app: the task is the same whatever renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
