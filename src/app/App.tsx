import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { useSelector } from 'react-redux';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { ScriptSite } from '../content/site';
import { SiteContext } from '../lib/site';
import { APP_STATE } from '../lib/startUp';
import { NOT_FOUND_PATH, routes, type RouteId } from '../util/routes';
import { selectPlayerStatus } from '../features/player/playerEvents';
import { Layout } from './Layout';
import { pages } from './pages';
import { registerServiceWorker } from './serviceWorker';
import * as styles from './App.module.css';

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

/**
 * The route table as the router takes it: every route inside the one layout,
 * home its index. A track's page is its release's, the same component
 * (pages.ts), so moving between a release and its tracks keeps it mounted.
 */
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
  useWhenPageReadyAndIdle(() => {
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

/**
 * Runs `task` once, when the app has drawn its first page whole (APP_STATE
 * `ready`: the page's code and its own parts, such as the sign-up form, have
 * come; app/Layout.tsx) after the document's load, and the browser has
 * nothing else to do. Waiting on the network is idle too: starting earlier
 * would fetch the other pages' files beside the page's own.
 */
function useWhenPageReadyAndIdle(task: () => unknown) {
  useEffect(() => {
    const idle = 'requestIdleCallback' in window;
    let handle: number | undefined;
    const observer = new MutationObserver(() => scheduleWhenReady());
    const stopWaiting = () => {
      observer.disconnect();
      window.removeEventListener('load', scheduleWhenReady);
    };
    function scheduleWhenReady() {
      if (document.readyState !== 'complete' || document.documentElement.getAttribute(APP_STATE) !== 'ready') return;
      stopWaiting();
      handle = idle ? requestIdleCallback(() => void task(), { timeout: 3000 }) : window.setTimeout(() => void task(), 1000);
    }
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [APP_STATE] });
    window.addEventListener('load', scheduleWhenReady);
    scheduleWhenReady();
    return () => {
      stopWaiting();
      if (handle !== undefined) (idle ? cancelIdleCallback : clearTimeout)(handle);
    };
    // Once per app: the task is the same whatever renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
