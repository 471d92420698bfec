import type { Content } from '../../content/content';
import type { BuildContext } from '../pageDataBuilder';

export const buildGigsData = (content: Content, { now }: BuildContext) => ({
  gigs: content.gigs,
  // The first view splits the gigs as they stood at the build.
  asOf: now,
  // No structured data: the page makes it from the gigs (GigsPage.tsx).
});
