// What each page is drawn from, made by the build from the band's content
// (src/prerender.build.tsx) and written into the page's file (pages/<path>.js).
// A page gets only what it shows, so no page's file carries the whole catalogue
// unless the page lists it (the media page, the gig list). Its structured data
// (lib/structuredData.build.ts, gigs/events.ts) is made here too, so the browser's scripts carry the
// data, not the code that makes it; but for the gig list, whose events the
// page makes from its gigs (gigs/GigsPage.tsx). Each route's builder is its
// folder's data.build.ts; this lists them. A page takes its data's type from here
// (PageData), so a page whose builder is not listed does not compile.
import type { Content } from '../content/content';
import type { RouteId } from '../util/routes';
import { buildBandData } from './band/data.build';
import { buildGigsData } from './gigs/data.build';
import { buildHomeData } from './home/data.build';
import { buildMediaData } from './media/data.build';
import { buildMerchData, buildMerchItemData } from './merch/data.build';
import { buildNewsData, buildPostData } from './news/data.build';
import type { BuildContext, PageDataBuilder } from './pageDataBuilder.build';
import { buildPressData } from './press/data.build';
import { buildReleaseData } from './release/data.build';

export const pageData = {
  home: buildHomeData,
  band: buildBandData,
  media: buildMediaData,
  release: buildReleaseData,
  gigs: buildGigsData,
  press: buildPressData,
  news: buildNewsData,
  newsPost: buildPostData,
  merch: buildMerchData,
  merchItem: buildMerchItemData,
} satisfies { [Route in RouteId]?: PageDataBuilder };

export type PageData<Route extends keyof typeof pageData> = ReturnType<(typeof pageData)[Route]>;

/** What a page of `route` is drawn from; null for routes drawn from nothing but the scripts. */
export function buildPageData(route: RouteId, content: Content, context: BuildContext): unknown {
  const build: PageDataBuilder | undefined = route in pageData ? pageData[route as keyof typeof pageData] : undefined;
  return build ? build(content, context) : null;
}
export type HomeData = PageData<'home'>;
