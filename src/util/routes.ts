// The browser's route table: every address the site answers, defined once,
// with what the browser needs of it (its pattern, its page, where its first
// view comes from, whether it is fetched ahead). Everything in the browser
// derives from it: the router (src/app/App.tsx, with the pages the build
// imports from the table: src/app/pages.ts), the links (`paths` below), the
// matcher of the start-up script and of fetching ahead (lib/routeMatch.ts).
// The build's route table (src/pages/routes.build.ts) says, for the same
// routes, what the build makes of each: its data, its params' values, its
// share page. A route's files live in its folder, src/pages/<route>/
// (docs/architecture.md, "Adding a route").

/**
 * Where a route's first view comes from before the app's scripts run:
 * - `index`: a copy inside index.html (small pages that never grow);
 * - `file`: a page file of its own, `pages/<path>.js` (pages that grow with
 *   the catalogue, so index.html stays the same size whatever the band adds);
 * - `parent`: the parent route's first view (a track shows its release).
 */
export type FirstView = 'index' | 'file' | 'parent';

export interface RouteDefinition {
  /** The react-router pattern: static segments, `:params`, or `*` for everything else. */
  readonly path: string;
  /**
   * Its page component, by name: `src/pages/<its folder>/<page>.tsx`, the
   * file's default export (the not-found page's named one: it is in the
   * first script). The build imports each from here (src/app/pages.ts), so
   * the table itself imports no page.
   */
  readonly page: `${string}Page`;
  readonly firstView: FirstView;
  /**
   * Pages few visitors open (the press kit): their code and file are fetched
   * when a link to them is pointed at, not ahead whenever a page is idle.
   */
  readonly fetchedAhead?: false;
}

export const routes = {
  home: { path: '/', page: 'HomePage', firstView: 'index' },
  band: { path: '/band', page: 'BandPage', firstView: 'index' },
  media: { path: '/media', page: 'MediaPage', firstView: 'file' },
  release: { path: '/media/:releaseSlug', page: 'ReleasePage', firstView: 'file' },
  track: { path: '/media/:releaseSlug/:trackId', page: 'ReleasePage', firstView: 'parent' },
  gigs: { path: '/gigs', page: 'GigsPage', firstView: 'file' },
  // A gig still to come, for sharing: the app shows it in the gig list; its share page has its own card.
  gig: { path: '/gigs/:gigId', page: 'GigsPage', firstView: 'parent' },
  press: { path: '/press', page: 'PressPage', firstView: 'file', fetchedAhead: false },
  // The band's posts, when it has some: no post, no page (the address shows "Page not found!").
  // Fetched when a link to them is pointed at, as the press kit: the budget of what is fetched ahead stays.
  news: { path: '/news', page: 'NewsPage', firstView: 'file', fetchedAhead: false },
  newsPost: { path: '/news/:postSlug', page: 'PostPage', firstView: 'file', fetchedAhead: false },
  // The band's merch, when it has some: no item, no page and no menu link. Fetched when a link to it is pointed at.
  merch: { path: '/merch', page: 'MerchPage', firstView: 'file', fetchedAhead: false },
  merchItem: { path: '/merch/:itemSlug', page: 'MerchItemPage', firstView: 'file', fetchedAhead: false },
  extras: { path: '/extras', page: 'ExtrasPage', firstView: 'index' },
  notFound: { path: '*', page: 'NotFoundPage', firstView: 'index' },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof routes;

/** An address no route has: where the not-found page is rendered (by the build, and by the app for any address the table does not have). */
export const NOT_FOUND_PATH = '/this-page-does-not-exist';

/** A pattern with its params filled in: `/media/:releaseSlug` → `/media/varm&kall`. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern} needs a value for :${name}`);
    return value;
  });
}

/** Addresses for links. Slugs are used as they are (`/media/varm&kall`): HashRouter keeps them readable. */
export const paths = {
  home: routes.home.path,
  band: routes.band.path,
  media: routes.media.path,
  gigs: routes.gigs.path,
  press: routes.press.path,
  news: routes.news.path,
  merch: routes.merch.path,
  extras: routes.extras.path,
  release: (releaseSlug: string) => fillPath(routes.release.path, { releaseSlug }),
  track: (releaseSlug: string, trackId: string) => fillPath(routes.track.path, { releaseSlug, trackId }),
  gig: (gigId: string) => fillPath(routes.gig.path, { gigId }),
  newsPost: (postSlug: string) => fillPath(routes.newsPost.path, { postSlug }),
  merchItem: (itemSlug: string) => fillPath(routes.merchItem.path, { itemSlug }),
} as const;

/** One page of a route: its address, and its params' values. */
export interface RoutePage {
  route: RouteId;
  path: string;
  params: Readonly<Record<string, string>>;
}

/** The routes whose pattern has params (`:releaseSlug`): the build's route table (src/pages/routes.build.ts) gives each one's values. */
export type ParamRoute = { [Id in RouteId]: (typeof routes)[Id]['path'] extends `${string}:${string}` ? Id : never }[RouteId];

/**
 * The file holding a page's first view and data, relative to index.html, in
 * the build `version`: `/` → `pages/index.<version>.json`, `/media/varm&kall`
 * → `pages/media/varm&kall.<version>.json`. Named by version, as the scripts
 * are by their hash, so a host holds two builds' files side by side while a
 * new one is uploaded, and a page open from the old one keeps reading its own.
 * Each is written twice: as JSON, which a web host serves to fetch(), and as
 * a script (`.js`), which also loads from disk, where fetch() cannot.
 */
export function pageFile(path: string, format: 'json' | 'js', version: string): string {
  return `pages/${path === '/' ? 'index' : path.slice(1)}.${version}.${format}`;
}

/** A page file's URL, relative to index.html: its name with each segment URL-encoded (`varm&kall` → `varm%26kall`). */
export function pageFileUrl(path: string, format: 'json' | 'js', version: string): string {
  return pageFile(path.split('/').map(encodeURIComponent).join('/'), format, version);
}

/**
 * A share page's folder relative to index.html, as a URL path: `/media/varm&kall`
 * → `media/varm&kall/` (its file is that folder's index.html). Each segment is
 * percent-encoded, except `&`, which a path may hold as it is and which keeps
 * the address readable, as the hash routes do.
 */
export function shareFolder(path: string): string {
  return `${path
    .slice(1)
    .split('/')
    .map((segment) => encodeURIComponent(segment).replace(/%26/g, '&'))
    .join('/')}/`;
}
