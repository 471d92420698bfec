// Which route of the table (routes.ts) an address shows, for the start-up
// script (src/boot.ts) and for fetching ahead (app/prefetch.ts). The app
// itself routes with React Router (app/App.tsx), and this follows the
// router's matchRoutes over this table, rule for rule:
// __tests__/unit/routeMatch.test.ts holds the two side by side over every
// route and a few hundred hostile addresses. It is its own small function
// because the start-up script runs before the router's code has arrived.
//
// The rules, for a table of static segments and `:params`:
// - each segment of the address is percent-decoded on its own (a decoded `/`
//   stays inside its segment); if any is malformed, none is;
// - trailing slashes do not count; every other segment must be there;
// - static segments match in any letter case, a param matches any segment
//   that is not empty;
// - the most specific route wins (a static segment counts more than a param);
// - an address no route matches is the not-found route's, `*`.
import { fillPath, routes, type RouteId } from '../util/routes';

export interface RouteMatch {
  route: RouteId;
  /** The params, decoded: `/media/varm%26kall` → `{ releaseSlug: 'varm&kall' }`. */
  params: Readonly<Record<string, string>>;
  /**
   * The address as the route spells it, params as given: `/MEDIA/kniv/` →
   * `/media/kniv`. `*` for an address the table does not have.
   */
  path: string;
}

/** An address's route path as the hash router reads it: `#/media/kniv?x#y` → `/media/kniv`. */
export function pathOfHash(hash: string): string {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] ?? '';
  return path.startsWith('/') || path.startsWith('.') ? path : `/${path}`;
}

const NOT_FOUND: RouteMatch = { route: 'notFound', params: {}, path: '*' };

// A static segment compares as the router's case-insensitive pattern compares it.
const caseless = (segment: string) => new RegExp(`^${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');

type Part = { param: string } | { literal: RegExp };

const table = (Object.keys(routes) as RouteId[])
  .filter((route) => routes[route].path !== '*')
  .map((route) => {
    const parts = segmentsOf(routes[route].path).map((part): Part =>
      part.startsWith(':') ? { param: part.slice(1) } : { literal: caseless(part) },
    );
    // React Router's ranking (computeScore): a point per segment and the leading
    // empty one, then 10 more per static segment, 3 per param, 1 per empty one;
    // home is an index route (2 more) of two empty segments.
    const score = routes[route].path === '/' ? 6 : 2 + parts.reduce((sum, part) => sum + ('param' in part ? 4 : 11), 0);
    return { route, parts, score };
  })
  .sort((a, b) => b.score - a.score);

/** The route an address shows (a route path as the router gets it: `/media/varm%26kall`). */
export function matchRoute(pathname: string): RouteMatch {
  const decoded = decodeSegments(pathname || '/');
  if (!decoded.startsWith('/')) return NOT_FOUND;
  const segments = segmentsOf(decoded.replace(/\/+$/, '') || '/');
  for (const { route, parts } of table) {
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = parts.every((part, index) => {
      const segment = segments[index] ?? '';
      if ('literal' in part) return part.literal.test(segment);
      params[part.param] = segment.replace(/%2F/g, '/');
      return segment !== '';
    });
    if (matches) return { route, params, path: fillPath(routes[route].path, params) };
  }
  return NOT_FOUND;
}

/**
 * The page whose first view an address shows: its route's own, or for a
 * route whose first view is its parent's (a track) the parent's page (its release).
 */
export function pageOf(match: RouteMatch): { route: RouteId; path: string } {
  if (routes[match.route].firstView !== 'parent') return { route: match.route, path: match.path };
  const parentPattern = routes[match.route].path.replace(/\/[^/]*$/, '');
  const parent = (Object.keys(routes) as RouteId[]).find((route) => routes[route].path === parentPattern);
  if (!parent) throw new Error(`${routes[match.route].path} shows its parent's page, and the table has no ${parentPattern}`);
  return { route: parent, path: fillPath(parentPattern, match.params) };
}

function segmentsOf(path: string): string[] {
  return path === '/' ? [] : path.slice(1).split('/');
}

function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    // Malformed (`%E0%A4%A`): the address as typed. It names no page the site has.
    return pathname;
  }
}
