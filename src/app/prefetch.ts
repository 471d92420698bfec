import { matchRoute, pathOfHash } from '../lib/routeMatch';
import { routes, type RouteDefinition, type RouteId } from '../util/routes';
import type { RoutePage } from './lazyPage';

// Fetches what other pages need before the visitor goes there, so a page
// change shows the new page at once: its code and its page file.
// - Once the page has loaded and the browser is idle: every page's code, and
//   the files of the routes without params (home, band, media, gigs), but
//   those the route table keeps for a link pointed at (fetchedAhead: the press
//   kit). A fixed handful of small files, however many releases and gigs the
//   band has.
// - A release (or any page) as soon as a link to it is pointed at, focused or
//   touched: the fraction of a second before the click is usually enough.
// Nothing is fetched ahead when the visitor has asked to save data.
// This module is a file of its own, loaded when the browser is idle, so the
// first view never waits for it.

declare global {
  interface Navigator {
    connection?: { saveData?: boolean };
  }
}

export function startPrefetching(pages: Readonly<Record<RouteId, RoutePage>>): void {
  // The route path as the router gets it (`/media/varm%26kall`): the start-up script matches it as this does.
  const prefetch = (route: string) => {
    pages[matchRoute(route).route].preload?.();
    window.kantstott?.prefetch(route);
  };

  const linked = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#/"]') : null;
    if (link) prefetch(pathOfHash(link.getAttribute('href')!));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) {
    document.addEventListener(type, linked, { passive: true, capture: true });
  }

  if (navigator.connection?.saveData) return;
  // One file at a time, each when the browser is idle again: fetching ahead
  // never makes a long task of its own.
  const ahead = (Object.keys(routes) as RouteId[]).filter((id) => (routes[id] as RouteDefinition).fetchedAhead !== false);
  const queue: (() => unknown)[] = [
    ...ahead.map((id) => () => pages[id].preload?.()),
    ...ahead
      .map((id) => routes[id].path)
      .filter((path) => !path.includes(':') && path !== '*')
      .map((path) => () => window.kantstott?.prefetch(path)),
  ];
  const next = () => {
    const task = queue.shift();
    if (task) whenIdle(() => void Promise.resolve(task()).finally(next));
    // Everything is asked for (the tests and the benchmark wait for this).
    else performance.mark('kantstott:prefetched');
  };
  next();
}

function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task, 50);
}
