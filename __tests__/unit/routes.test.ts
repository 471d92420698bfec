/** @jest-environment node */
// The route table on the fixture catalogue: the pages the build makes and the
// files it writes them to all derive from it and the content.
import type { Content } from '../../src/content/content';
import { fillPath, pageFile, paths, routes, shareFolder, type RouteDefinition } from '../../src/util/routes';
import { pagesOf, sharePagesOf } from '../../src/pages/routes.build';
import { buildRoutes } from '../../src/pages/routes.build';
import { fixtureCatalogue } from '../support/fixtureSite';

/** A merch item, its picture given where it is used. */
const merchItem = {
  slug: 'nattbuss',
  name: 'Nattbuss-tröja',
  price: 250,
  currency: 'SEK',
  availability: 'in stock',
  buy: 'https://buy.stripe.com/test_nattbuss',
} as const;

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

describe('fillPath', () => {
  test('puts each param in its place and leaves static segments alone', () => {
    expect(fillPath('/media/:releaseSlug/:trackId', { releaseSlug: 'sol&regn', trackId: 'paper-boats' })).toBe(
      '/media/sol&regn/paper-boats',
    );
    expect(fillPath('/band', {})).toBe('/band');
  });

  test('a missing param is an error that names it', () => {
    expect(() => fillPath('/media/:releaseSlug', {})).toThrow(':releaseSlug');
  });
});

describe('paths', () => {
  test('static paths are the route table’s own', () => {
    expect(paths.home).toBe(routes.home.path);
    expect(paths.gigs).toBe(routes.gigs.path);
    expect(paths.media).toBe(routes.media.path);
  });

  test('release and track paths keep the slug readable', () => {
    expect(paths.release('sol&regn')).toBe('/media/sol&regn');
    expect(paths.track('sol&regn', 'paper-boats')).toBe('/media/sol&regn/paper-boats');
  });
});

describe('pagesOf', () => {
  test('every release of the content has a page, at its path', () => {
    const releasePages = pagesOf(content).filter((page) => page.route === 'release');
    expect(releasePages.map((page) => page.path).sort()).toEqual(content.releases.map((release) => paths.release(release.slug)).sort());
    for (const page of releasePages) expect(page.path).toBe(paths.release(page.params.releaseSlug ?? ''));
  });

  test('tracks have no page of their own', () => {
    const pages = pagesOf(content);
    expect(pages.some((page) => page.route === 'track')).toBe(false);
    const trackPaths = content.releases.flatMap((release) => release.tracks.map((track) => paths.track(release.slug, track.id)));
    expect(trackPaths.length).toBeGreaterThan(0);
    for (const trackPath of trackPaths) expect(pages.map((page) => page.path)).not.toContain(trackPath);
  });

  test('routes without params are made once each, `*` included; the news and the merch only where there are some', () => {
    const post = { slug: 'nya-latar', date: '2026-11-20', title: 'Nya låtar', text: ['Text.'] };
    const item = { ...merchItem, pictures: [content.band.group] };
    for (const catalogue of [content, { ...content, news: [post], merch: [item] }]) {
      const pages = pagesOf(catalogue);
      expect(pages.filter((page) => page.path === '*')).toHaveLength(1);
      for (const [route, definition] of Object.entries(routes) as [string, RouteDefinition][]) {
        if (definition.path.includes(':') || definition.firstView === 'parent') continue;
        const none = (route === 'news' && catalogue.news.length === 0) || (route === 'merch' && catalogue.merch.length === 0);
        const expected = none ? [] : [{ route, path: definition.path, params: {} }];
        expect(pages.filter((page) => page.route === route)).toEqual(expected);
      }
      expect(pages.filter((page) => page.route === 'newsPost').map((page) => page.path)).toEqual(
        catalogue.news.map((each) => paths.newsPost(each.slug)),
      );
      expect(pages.filter((page) => page.route === 'merchItem').map((page) => page.path)).toEqual(
        catalogue.merch.map((each) => paths.merchItem(each.slug)),
      );
    }
  });

  test('no page is made twice', () => {
    const made = pagesOf(content).map((page) => page.path);
    expect(new Set(made).size).toBe(made.length);
  });
});

describe('pageFile', () => {
  test('home is pages/index, every other page is named after its path and the build’s version, as JSON and as a script', () => {
    expect(pageFile('/', 'json', '0123abcdef')).toBe('pages/index.0123abcdef.json');
    expect(pageFile('/', 'js', '0123abcdef')).toBe('pages/index.0123abcdef.js');
    expect(pageFile('/gigs', 'json', '0123abcdef')).toBe('pages/gigs.0123abcdef.json');
    expect(pageFile('/media/sol&regn', 'js', '0123abcdef')).toBe('pages/media/sol&regn.0123abcdef.js');
  });

  test('every page with data of its own gets a file of its own', () => {
    // `*` has no data (its copy is in index.html), so no file.
    const files = pagesOf(content)
      .filter((page) => 'data' in buildRoutes[page.route])
      .map((page) => pageFile(page.path, 'json', '0123abcdef'));
    expect(new Set(files).size).toBe(files.length);
    for (const file of files) expect(file).toMatch(/^pages\/.+\.json$/);
  });
});

describe('sharePagesOf', () => {
  test('every release, every track of it and the gig list get a share page, each once', () => {
    const pages = sharePagesOf(content, { upcomingGigs: [] });
    const byRoute = (route: string) => pages.filter((page) => page.route === route).map((page) => page.path);
    expect(byRoute('release').sort()).toEqual(content.releases.map((release) => paths.release(release.slug)).sort());
    expect(byRoute('track').sort()).toEqual(
      content.releases.flatMap((release) => release.tracks.map((track) => paths.track(release.slug, track.id))).sort(),
    );
    expect(byRoute('gigs')).toEqual([paths.gigs]);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
  });

  test('pages that never grow, and addresses the site does not have, get none', () => {
    const made = sharePagesOf(content, { upcomingGigs: [] }).map((page) => page.path);
    for (const path of [paths.home, paths.band, paths.media, paths.extras, '*']) expect(made).not.toContain(path);
  });

  test('a release added to the content gets its page and its tracks’ pages', () => {
    const [first] = content.releases;
    if (!first) throw new Error('the fixture catalogue has releases');
    const added = { ...first, slug: 'ny&skiva', tracks: first.tracks.map((track) => ({ ...track, id: `${track.id}-2` })) };
    const made = sharePagesOf({ ...content, releases: [...content.releases, added] }, { upcomingGigs: [] }).map((page) => page.path);
    expect(made).toContain('/media/ny&skiva');
    for (const track of added.tracks) expect(made).toContain(`/media/ny&skiva/${track.id}`);
  });
});

describe('the gig route', () => {
  test('every gig still to come gets a share page at its own path, and no other gig does', () => {
    const upcomingGigs = content.gigs.slice(0, 2);
    const made = sharePagesOf(content, { upcomingGigs }).filter((page) => page.route === 'gig');
    expect(made.map((page) => page.path)).toEqual(upcomingGigs.map((gig) => paths.gig(gig.id)));
    expect(made.map((page) => page.params.gigId)).toEqual(upcomingGigs.map((gig) => gig.id));
    expect(sharePagesOf(content, { upcomingGigs: [] }).some((page) => page.route === 'gig')).toBe(false);
  });

  test('a gig has no page file of its own: the gig list shows it', () => {
    expect(routes.gig.firstView).toBe('parent');
    expect(paths.gig('2090-07-14-klubb')).toBe('/gigs/2090-07-14-klubb');
  });
});

describe('shareFolder', () => {
  test('a path becomes its folder beside index.html, `&` kept readable', () => {
    expect(shareFolder('/gigs')).toBe('gigs/');
    expect(shareFolder('/media/sol&regn')).toBe('media/sol&regn/');
    expect(shareFolder('/media/sol&regn/paper-boats')).toBe('media/sol&regn/paper-boats/');
  });

  test('characters a path segment cannot hold as they are are percent-encoded', () => {
    expect(shareFolder('/media/a b?c#d%e')).toBe('media/a%20b%3Fc%23d%25e/');
    expect(shareFolder('/media/väg')).toBe('media/v%C3%A4g/');
  });
});
