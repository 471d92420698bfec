import type { Content } from '../../content/content';
import type { Gig } from '../../gigs/gig.build';
import { byYear, splitGigs } from '../../gigs/dates';
import type { BuildContext } from '../pageDataBuilder.build';
import { pastYearPath } from './pastYearPath';

// The gig list's own file holds the gigs still to come and the latest year's
// past gigs; each older year is a file of its own, fetched when a visitor
// unfolds it. So the list's first view, and its file, stay the size of a
// season or two whatever the band has played, and nothing moves on the page
// until the visitor asks.

/** The past gigs as the build saw them: the latest year's, and every older year's. */
function pastAtBuild(content: Content, now: number) {
  const { upcoming, past } = splitGigs(content.gigs, now);
  const [latest, ...older] = byYear(past);
  return { upcoming, latest: latest?.gigs ?? [], older };
}

export const buildGigsData = (content: Content, { now }: BuildContext) => {
  const { upcoming, latest, older } = pastAtBuild(content, now);
  return {
    /** Those still to come at the build, and the latest year's past gigs. */
    gigs: [...upcoming, ...latest],
    /** The older years, newest first, and how many gigs each has: each has a file (pastYearFiles). */
    olderYears: older.map(({ year, gigs }) => ({ year, count: gigs.length })),
    // The first view splits the gigs as they stood at the build.
    asOf: now,
    // No structured data: the page makes it from the gigs (GigsPage.tsx).
  };
};

export interface PastYearData {
  /** The year's gigs, newest first. */
  gigs: Gig[];
}

/** The files of the gig list's older years, as they stood at the build's instant. */
export function pastYearFiles(content: Content, { now }: Pick<BuildContext, 'now'>): { path: string; data: PastYearData }[] {
  return pastAtBuild(content, now).older.map(({ year, gigs }) => ({ path: pastYearPath(year), data: { gigs } }));
}
