// The pages of the route table (src/util/routes.ts) in the content: each
// route once, and a route with params once for each value its params take.
// Build time only (the prerender and the share pages): the browser needs the
// table's patterns, not the content's pages.
import type { Content } from './content/content';
import type { Gig } from './gigs/gig.build';
import { fillPath, routes, type ParamRoute, type RouteDefinition, type RouteId, type RoutePage } from './util/routes';

/** What the build knows besides the content: the gigs still to come at its instant (gigs/dates.ts, splitGigs). */
export interface BuildMoment {
  upcomingGigs: readonly Gig[];
}

type Params = (content: Content<unknown>, moment: BuildMoment) => readonly Record<string, string>[];

/** The values of each route's params for every page it has in the content, at the build's moment: every route with params, and only those. */
const routeParams = {
  release: (content) => content.releases.map((release) => ({ releaseSlug: release.slug })),
  track: (content) =>
    content.releases.flatMap((release) => release.tracks.map((track) => ({ releaseSlug: release.slug, trackId: track.id }))),
  // Only gigs still to come have a page of their own.
  gig: (_content, { upcomingGigs }) => upcomingGigs.map((gig) => ({ gigId: gig.id })),
  newsPost: (content) => content.news.map((post) => ({ postSlug: post.slug })),
  merchItem: (content) => content.merch.map((item) => ({ itemSlug: item.slug })),
} satisfies Record<ParamRoute, Params>;

/** Routes without params that have a page only when the content has something for it: the news, when there are posts; the merch, when there are items. */
const shownWhen: Partial<Record<RouteId, (content: Content<unknown>) => boolean>> = {
  news: (content) => content.news.length > 0,
  merch: (content) => content.merch.length > 0,
};

/**
 * Every page the build makes: each route once, routes with params once per
 * page in the content. `*` is made once, as the page for addresses the site
 * does not have; `parent` routes have no page of their own.
 */
export function pagesOf(content: Content<unknown>, moment: BuildMoment = { upcomingGigs: [] }): RoutePage[] {
  return routePages(content, moment, (definition) => definition.firstView !== 'parent');
}

/** Every share page the build writes: each page of the routes marked `share`, at the build's moment. */
export function sharePagesOf(content: Content<unknown>, moment: BuildMoment): RoutePage[] {
  return routePages(content, moment, (definition) => definition.share === true);
}

/** Whether a route has a page for each value of its params. */
export const hasParams = (route: RouteId): route is ParamRoute => route in routeParams;

/** The pages of the routes `wanted` picks: each route once, or once per params in the content. */
function routePages(content: Content<unknown>, moment: BuildMoment, wanted: (definition: RouteDefinition) => boolean): RoutePage[] {
  return (Object.entries(routes) as [RouteId, RouteDefinition][]).flatMap(([route, definition]): RoutePage[] => {
    if (!wanted(definition) || shownWhen[route]?.(content) === false) return [];
    if (!hasParams(route)) return [{ route, path: definition.path, params: {} }];
    const params: Params = routeParams[route];
    return params(content, moment).map((values) => ({ route, path: fillPath(definition.path, values), params: values }));
  });
}
