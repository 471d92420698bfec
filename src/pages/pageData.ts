// What each page is drawn from, made by the build from the band's content
// (src/prerender.tsx) and written into the page's file (pages/<path>.js).
// A page gets only what it shows, so no page's file carries the whole catalogue
// unless the page lists it (the media page, the gig list). Its structured data
// (lib/structuredData.ts) is made here too, so the browser's scripts carry the
// data, not the code that makes it; but for the gig list, whose events the
// page makes from its gigs (pages/GigsPage.tsx).
import type { Content } from '../content/content';
import { chooseHomeGigs } from '../features/gigs/gigDates';
import type { RouteId } from '../lib/routes';
import { musicAlbum, musicEvent, musicGroup } from '../lib/structuredData';

interface BuildContext {
  /** The route's params: `{ releaseSlug: 'kniv' }`. */
  params: Readonly<Record<string, string>>;
  /** The instant the build shows the gigs as at (ms since 1970): which are still to come. */
  now: number;
}

const withoutTracks = <R extends Content['releases'][number]>({ tracks, ...release }: R) => release;

export const pageData = {
  home: (content: Content, { now }: BuildContext) => {
    const featured = content.releases.find((release) => release.slug === content.site.featured.release);
    const { hero, group } = content.band;
    const gigs = chooseHomeGigs(content.gigs, now);
    return {
      hero,
      group,
      gigs,
      featured: featured ? withoutTracks(featured) : null,
      // The band, and the gigs upcoming at the build.
      structuredData: [musicGroup(content.site, content.band), ...gigs.upcoming.map((gig) => musicEvent(content.site, gig))],
    };
  },
  band: (content: Content) => ({ band: content.band }),
  media: (content: Content) => ({ releases: content.releases.map(withoutTracks) }),
  release: (content: Content, { params }: BuildContext) => {
    const release = content.releases.find((candidate) => candidate.slug === params.releaseSlug);
    if (!release) throw new Error(`No release ${params.releaseSlug}`);
    return { release, structuredData: musicAlbum(content.site, release) };
  },
  gigs: (content: Content, { now }: BuildContext) => ({
    gigs: content.gigs,
    // The first view splits the gigs as they stood at the build.
    asOf: now,
    // No structured data: the page makes it from the gigs (GigsPage.tsx).
  }),
} satisfies { [Route in RouteId]?: (content: Content, context: BuildContext) => unknown };

export type PageData<Route extends keyof typeof pageData> = ReturnType<(typeof pageData)[Route]>;

/** What a page of `route` is drawn from; null for routes drawn from nothing but the scripts. */
export function buildPageData(route: RouteId, content: Content, context: BuildContext): unknown {
  const build: ((content: Content, context: BuildContext) => unknown) | undefined =
    route in pageData ? pageData[route as keyof typeof pageData] : undefined;
  return build ? build(content, context) : null;
}
export type HomeData = PageData<'home'>;
