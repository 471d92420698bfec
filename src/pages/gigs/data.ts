import type { Content } from '../../content/content';
import type { Gig } from '../../content/gigs';
import { byYear, splitGigs } from '../../features/gigs/gigDates';
import { paths } from '../../lib/routes';
import type { BuildContext } from '../pageDataBuilder';

// The gig list's own file holds the gigs still to come; each past year is a
// file of its own, fetched when the list opens. So the list's first view, and
// its file, stay the size of a season whatever the band has played.

/** The page-file path of a past year's gigs: `/gigs/year/2023`. */
export const pastYearPath = (year: string) => `${paths.gigs}/year/${year}`;

export const buildGigsData = (content: Content, { now }: BuildContext) => {
  const { upcoming, past } = splitGigs(content.gigs, now);
  return {
    gigs: upcoming,
    /** The years with past gigs, newest first: each has a file (pastYearFiles). */
    pastYears: byYear(past).map(({ year }) => year),
    // The first view splits the gigs as they stood at the build.
    asOf: now,
    // No structured data: the page makes it from the gigs (GigsPage.tsx).
  };
};

export interface PastYearData {
  /** The year's gigs, newest first. */
  gigs: Gig[];
}

/** The files of the gig list's past years, as they stood at the build's instant. */
export function pastYearFiles(content: Content, { now }: Pick<BuildContext, 'now'>): { path: string; data: PastYearData }[] {
  return byYear(splitGigs(content.gigs, now).past).map(({ year, gigs }) => ({ path: pastYearPath(year), data: { gigs } }));
}
