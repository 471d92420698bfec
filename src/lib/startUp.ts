// What the start-up script (src/boot.ts), the build that writes it into
// index.html and the app say to each other through the page.
import type { RouteId } from '../util/routes';

/** The start-up script's own attributes, which the build writes (public/index.html). */
export const scriptData = {
  /** The build's facts about each route (RouteFacts), as JSON. */
  routes: 'data-routes',
  /** The build's version, which names its page files (pageFileUrl). */
  version: 'data-version',
  /** The app's scripts, in the order they run, separated by spaces. */
  scripts: 'data-scripts',
  /** The player's stylesheet, which it links when it first shows (none in development, which loads it with the code). */
  playerStyle: 'data-player-style',
} as const;

/**
 * On <html>: `starting` once the app's scripts run, `ready` once the app has
 * drawn its first page. Until then the start-up script keeps the copy on screen working.
 */
export const APP_STATE = 'data-app';

/**
 * What the app hydrates with the page's own code (app/Layout.tsx: the page's
 * <main>, and the footer after it, which waits with the page). While the app
 * starts, that code may still be on its way, and React drops a press there:
 * the start-up script keeps it for the page (the header is the app's at once).
 */
export const HYDRATED_WITH_PAGE = '#main, #main ~ footer';

/** On #root: the address whose page the copy in it shows. The app hydrates a copy of its own address only. */
export const PRERENDERED_FOR = 'data-prerendered-for';

/**
 * On #root, while the pictures a route names (RouteFacts) come: the copy's
 * other pictures wait (src/styles/global.css hides its lazy ones, so the
 * browser does not fetch them) and leave the line to the first. The start-up
 * script takes it off once those are on screen, and at any change of address.
 */
export const FIRST_PICTURES_COMING = 'data-first-pictures-coming';

/**
 * Offline, the service worker's answer for a page file this phone never kept
 * (src/sw.ts): this header, so the start-up script fails the load with an
 * error of this name and the page says "Not saved for offline" rather than
 * "Something went wrong".
 */
export const NOT_SAVED = { header: 'X-Kantstott-Offline', value: 'not-saved', error: 'PageNotSaved' } as const;

/**
 * A page that needs the host's newer build, asked for while music plays: the
 * reload into it would cut the song, so the start-up script fails the load
 * with an error of this name, and the page offers to open it now or once the
 * music stops.
 */
export const NEWER_BUILD_WAITING = 'NewerBuildWaiting';

/** A picture to preload: its first source's type, srcset and sizes, as the page's <picture> has them. */
export interface PicturePreload {
  type: string;
  srcSet: string;
  sizes: string;
}

/**
 * What the build knows of each route that the start-up script needs: whether
 * its pages have page files and, for a route of one page whose first view is
 * in its file (media), the pictures that view fetches first. Only routes with
 * something to say are in it; none of it grows with the catalogue.
 */
export type RouteFacts = Partial<Record<RouteId, { file?: true; pictures?: PicturePreload[] }>>;
