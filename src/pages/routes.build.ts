// The build's route table: for each route of the browser's (src/util/routes.ts),
// what the build makes of it, in one line. Each part lives in the route's
// folder:
// - `data`: what its pages are drawn from (data.build.ts), written into each
//   page's file (pages/<path>.js), so the browser's scripts carry the data and
//   not the code that makes it. A page gets only what it shows, and takes its
//   data's type from here (PageData);
// - `params`: the values of its params, a page for each, from the content at
//   the build's moment (every route with params has them, and only those);
// - `when`: a route without params that has a page only when the content has
//   something for it (no post, no news page);
// - `share`: its share page (share.build.tsx), a small static page at a real
//   path for link previews and search engines (src/sharePages.build.tsx).
// Build time only: the browser needs the table's patterns, not the content's pages.
import type { Content } from '../content/content';
import type { Gig } from '../gigs/gig.build';
import { fillPath, routes, type ParamRoute, type RouteId, type RoutePage } from '../util/routes';
import { buildBandData } from './band/data.build';
import { gigPage, gigsPage } from './gigs/share.build';
import { buildGigsData } from './gigs/data.build';
import { buildHomeData } from './home/data.build';
import { buildMediaData } from './media/data.build';
import { buildMerchData, buildMerchItemData } from './merch/data.build';
import { merchItemPage, merchPage } from './merch/share.build';
import { buildNewsData, buildPostData } from './news/data.build';
import { newsPage, postPage } from './news/share.build';
import type { BuildContext, PageDataBuilder } from './pageDataBuilder.build';
import { buildPressData } from './press/data.build';
import { pressPage } from './press/share.build';
import { buildReleaseData } from './release/data.build';
import { releasePage, trackPage } from './release/share.build';
import type { SharePage, ShareSource } from './shareParts.build';

/** What the build knows besides the content: the gigs still to come at its instant (gigs/dates.ts, splitGigs). */
export interface BuildMoment {
  upcomingGigs: readonly Gig[];
}

type Params = (content: Content<unknown>, moment: BuildMoment) => readonly Record<string, string>[];

interface BuildRoute {
  data?: PageDataBuilder;
  params?: Params;
  when?: (content: Content<unknown>) => boolean;
  share?: (source: ShareSource, page: RoutePage) => SharePage;
}

export const buildRoutes = {
  home: { data: buildHomeData },
  band: { data: buildBandData },
  media: { data: buildMediaData },
  release: { data: buildReleaseData, params: (content) => content.releases.map(({ slug }) => ({ releaseSlug: slug })), share: releasePage },
  // A track's page is its release's, with the track open: no data of its own.
  track: {
    params: (content) => content.releases.flatMap(({ slug, tracks }) => tracks.map((track) => ({ releaseSlug: slug, trackId: track.id }))),
    share: trackPage,
  },
  gigs: { data: buildGigsData, share: gigsPage },
  // Only gigs still to come have a page of their own.
  gig: { params: (_content, { upcomingGigs }) => upcomingGigs.map((gig) => ({ gigId: gig.id })), share: gigPage },
  press: { data: buildPressData, share: pressPage },
  news: { data: buildNewsData, when: (content) => content.news.length > 0, share: newsPage },
  newsPost: { data: buildPostData, params: (content) => content.news.map(({ slug }) => ({ postSlug: slug })), share: postPage },
  merch: { data: buildMerchData, when: (content) => content.merch.length > 0, share: merchPage },
  merchItem: { data: buildMerchItemData, params: (content) => content.merch.map(({ slug }) => ({ itemSlug: slug })), share: merchItemPage },
  extras: {},
  notFound: {},
} as const satisfies { [Id in RouteId]: BuildRoute & (Id extends ParamRoute ? { params: Params } : { params?: never }) };

/** The routes whose pages have data (`data` in the table). */
type DataRoute = { [Id in RouteId]: (typeof buildRoutes)[Id] extends { data: PageDataBuilder } ? Id : never }[RouteId];

export type PageData<Route extends DataRoute> = ReturnType<(typeof buildRoutes)[Route]['data']>;
export type HomeData = PageData<'home'>;

const tableRow = (route: RouteId): BuildRoute => buildRoutes[route];

/** What a page of `route` is drawn from; null for routes drawn from nothing but the scripts. */
export function buildPageData(route: RouteId, content: Content, context: BuildContext): unknown {
  return tableRow(route).data?.(content, context) ?? null;
}

/** Whether a route has a page for each value of its params. */
export const hasParams = (route: RouteId): route is ParamRoute => tableRow(route).params !== undefined;

/**
 * Every page the build makes: each route once, routes with params once per
 * page in the content. `*` is made once, as the page for addresses the site
 * does not have; `parent` routes have no page of their own.
 */
export function pagesOf(content: Content<unknown>, moment: BuildMoment = { upcomingGigs: [] }): RoutePage[] {
  return routePages(content, moment, (route) => routes[route].firstView !== 'parent');
}

/** Every share page the build writes: each page of the routes with a `share` page, at the build's moment. */
export function sharePagesOf(content: Content<unknown>, moment: BuildMoment): RoutePage[] {
  return routePages(content, moment, (route) => tableRow(route).share !== undefined);
}

/** The share page of one page of a route that has one. */
export function sharePageOf(source: ShareSource, page: RoutePage): SharePage {
  const make = tableRow(page.route).share;
  if (!make) throw new Error(`The route ${page.route} has no share page`);
  return make(source, page);
}

/** The pages of the routes `wanted` picks: each route once, or once per params in the content. */
function routePages(content: Content<unknown>, moment: BuildMoment, wanted: (route: RouteId) => boolean): RoutePage[] {
  return (Object.keys(routes) as RouteId[]).flatMap((route): RoutePage[] => {
    const { params, when } = tableRow(route);
    if (!wanted(route) || when?.(content) === false) return [];
    const { path } = routes[route];
    if (!params) return [{ route, path, params: {} }];
    return params(content, moment).map((values) => ({ route, path: fillPath(path, values), params: values }));
  });
}
