/** @jest-environment node */
// The start-up script's route matcher beside React Router's: for every page
// of the fixture catalogue and a few hundred hostile addresses, both name
// the same route with the same params. The router's table is built as
// App.tsx builds it: one layout route, home its index, every other route a child.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import type { Content } from '../../src/content/content';
import { matchRoute, pageOf, pathOfHash } from '../../src/lib/routeMatch';
import { fillPath, routes, type RouteId } from '../../src/util/routes';
import { pagesOf } from '../../src/pages/routes.build';
import { fixtureCatalogue } from '../support/fixtureSite';

const routeIds = Object.keys(routes) as RouteId[];
const routerTable: RouteObject[] = [
  { children: routeIds.map((id) => (routes[id].path === '/' ? { id, index: true } : { id, path: routes[id].path })) },
];

/** What the router renders for a pathname: its route and params, or the not-found page where no route matches. */
function routerAnswer(pathname: string): { route: string; params: Record<string, string | undefined> } {
  const matched = matchRoutes(routerTable, { pathname })?.at(-1);
  if (!matched || matched.route.id === 'notFound') return { route: 'notFound', params: {} };
  return { route: matched.route.id ?? '', params: { ...matched.params } };
}

function ourAnswer(pathname: string): { route: string; params: Record<string, string | undefined> } {
  const { route, params } = matchRoute(pathname);
  return { route, params: route === 'notFound' ? {} : { ...params } };
}

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

// Segments a visitor, a link checker or a broken QR code could put in an address.
const HOSTILE_SEGMENTS = [
  '',
  '.',
  '..',
  '...',
  '%2E%2E',
  '%2F',
  '%2f',
  'a%2Fb',
  '%252F',
  '%',
  '%E0%A4%A',
  '%zz',
  '%0A',
  '%0D',
  '%E2%80%A8',
  '%E2%80%A9',
  '%00',
  '%20',
  ' ',
  '+',
  '?',
  '%3F',
  '#',
  '%23',
  '*',
  '%2A',
  ':releaseSlug',
  '%3A',
  '&',
  '%26',
  'varm%26kall',
  'v%C3%A4rm',
  'värm',
  'řeka',
  'MEDIA',
  'Media',
  'mEdIa',
  'BAND',
  'Gigs',
  'EXTRAS',
  '\u017Fand',
  'ban\u212A',
  'ＭＥＤＩＡ',
  'İ',
  '🛹',
  'media',
  'band',
  'gigs',
  'extras',
  'index.html',
  'pages',
  'x'.repeat(300),
  '<script>',
  '"',
  "'",
  '\\',
  'a;b',
  '=',
];

/** Each pattern of the table with every hostile segment as each param and after it, and alone at the root, with slashes around. */
function hostileAddresses(): string[] {
  const addresses = new Set<string>();
  for (const segment of HOSTILE_SEGMENTS) {
    addresses.add(`/${segment}`);
    addresses.add(`//${segment}`);
    addresses.add(`/${segment}/`);
    for (const id of routeIds) {
      const { path } = routes[id];
      if (path === '*') continue;
      const filled = path.replace(/:\w+/g, segment);
      addresses.add(filled);
      addresses.add(`${filled}/`);
      addresses.add(`${filled}//`);
      addresses.add(
        `${path === '/' ? '' : fillPath(path, { releaseSlug: 'kniv', trackId: 'kniv', gigId: 'kniv', postSlug: 'kniv', itemSlug: 'kniv' })}/${segment}`,
      );
    }
  }
  for (const odd of ['', '/', '//', '///', '/./band', '/../band', 'band', './band', '/band/..', '/media/kniv/1/2']) addresses.add(odd);
  return [...addresses];
}

describe('matchRoute', () => {
  test('every page of the catalogue is its own route’s, at its own path', () => {
    for (const page of pagesOf(content)) {
      if (page.path === '*') continue;
      expect(matchRoute(page.path)).toEqual({ route: page.route, params: page.params, path: page.path });
    }
  });

  test('a page’s address URL-encoded, in capitals or with a trailing slash is still its page', () => {
    for (const page of pagesOf(content)) {
      if (page.path === '*') continue;
      const encoded = page.path
        .split('/')
        .map((segment) => encodeURIComponent(segment))
        .join('/');
      const shouting = page.path.replace(/^\/[a-z]+/, (first) => first.toUpperCase());
      for (const address of [encoded, `${page.path}/`, shouting]) {
        expect(matchRoute(address)).toEqual({ route: page.route, params: page.params, path: page.path });
      }
    }
  });

  test('agrees with React Router over a few hundred hostile addresses', () => {
    // The router warns of each malformed address it keeps as typed, as it should.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const addresses = hostileAddresses();
    expect(addresses.length).toBeGreaterThan(300);
    const disagreements = addresses.filter((address) => JSON.stringify(ourAnswer(address)) !== JSON.stringify(routerAnswer(address)));
    warn.mockRestore();
    expect(disagreements).toEqual([]);
  });

  test('an address the router cannot match at all is the not-found route’s', () => {
    // The router's `*` pattern does not match a line break: such an address matches no route of its table.
    for (const address of ['/%0A', '/band%0A', '/%E2%80%A8', 'band']) {
      expect(matchRoutes(routerTable, { pathname: address })).toBeNull();
      expect(matchRoute(address)).toEqual({ route: 'notFound', params: {}, path: '*' });
    }
  });
});

describe('pageOf', () => {
  test('a track shows its release’s page; every other page is its own', () => {
    for (const release of content.releases) {
      for (const track of release.tracks) {
        expect(pageOf(matchRoute(`/media/${encodeURIComponent(release.slug)}/${track.id}`))).toEqual({
          route: 'release',
          path: `/media/${release.slug}`,
        });
      }
    }
    for (const page of pagesOf(content)) expect(pageOf(matchRoute(page.path === '*' ? '/no-such-page' : page.path)).path).toBe(page.path);
  });

  test('a gig shows the gig list’s page', () => {
    for (const gig of content.gigs) {
      expect(matchRoute(`/gigs/${gig.id}`)).toEqual({ route: 'gig', params: { gigId: gig.id }, path: `/gigs/${gig.id}` });
      expect(pageOf(matchRoute(`/gigs/${gig.id}`))).toEqual({ route: 'gigs', path: '/gigs' });
    }
  });
});

describe('pathOfHash', () => {
  test('takes the route path out of a hash, as the hash router reads it', () => {
    expect(pathOfHash('')).toBe('/');
    expect(pathOfHash('#')).toBe('/');
    expect(pathOfHash('#/')).toBe('/');
    expect(pathOfHash('#/media/varm%26kall?utm=1#top')).toBe('/media/varm%26kall');
    expect(pathOfHash('#band')).toBe('/band');
    expect(pathOfHash('#./band')).toBe('./band');
  });
});
