// Which gigs are still to come: the one rule of "today" for the build, the
// app and the tests, and the lists the pages make of it.
import type { Gig } from './gig.build';
import { dayIn, zonedInstant } from '../util/timeZone';

/**
 * How many gigs of each kind the home page lists; all of them are on the gig
 * list (#/gigs). Eight past gigs fit the past-gigs panel's 1000 px on the
 * narrowest phone with room to spare, whatever the club names.
 */
export const GIGS_ON_HOME = { upcoming: 5, past: 8 } as const;

export interface GigsByDate {
  /** Today and later, soonest first. */
  readonly upcoming: readonly Gig[];
  /** Before today, newest first. */
  readonly past: readonly Gig[];
}

/**
 * Whether a gig is still to come at the instant `now` (ms since 1970): up to
 * the end of its own day in its own town, whatever the time where the site is
 * built or read. The one rule of "today" for the build, the app and the tests.
 * ISO dates compare as text.
 */
export const isUpcoming = (gig: Pick<Gig, 'date' | 'timeZone'>, now: number) => gig.date >= dayIn(gig.timeZone, now);

/** The instant a gig's own day is over in its town: midnight after it, on its clocks. */
function dayOver(gig: Pick<Gig, 'date' | 'timeZone'>): number {
  const next = new Date(Date.parse(`${gig.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return zonedInstant(gig.timeZone, next, '00:00');
}

/**
 * The latest instant up to `now` at which a gig moved from upcoming to past
 * (0 if none has): the gigs split at it as they split at `now`, and it stays
 * the same until the next one does. The build draws its pages at it, so a
 * build is the same whenever it runs until a gig's day is over.
 */
export function standingSince(gigs: readonly Gig[], now: number): number {
  return gigs.reduce((latest, gig) => {
    const over = dayOver(gig);
    return over <= now && over > latest ? over : latest;
  }, 0);
}

/**
 * The next instant after `now` at which a gig moves from upcoming to past
 * (Infinity if none will): a build drawn at `now` stays right until then.
 */
export function standsUntil(gigs: readonly Gig[], now: number): number {
  return gigs.reduce((soonest, gig) => {
    const over = dayOver(gig);
    return over > now && over < soonest ? over : soonest;
  }, Infinity);
}

/** Splits gigs around the instant `now`: upcoming soonest first, past newest first (isUpcoming). */
export function splitGigs(gigs: readonly Gig[], now: number): GigsByDate {
  const upcoming = gigs.filter((gig) => isUpcoming(gig, now)).sort((a, b) => a.date.localeCompare(b.date));
  const past = gigs.filter((gig) => !isUpcoming(gig, now)).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}

/** The home page's gigs as the build chose them, at the build's instant. */
export interface HomeGigs {
  /** The instant they were chosen at (ms since 1970): the page's first view shows them as they were then. */
  readonly asOf: number;
  /** Upcoming then, soonest first, at most GIGS_ON_HOME.upcoming of them. */
  readonly upcoming: readonly Gig[];
  readonly upcomingTotal: number;
  /** Past then, newest first, at most GIGS_ON_HOME.past of them. */
  readonly past: readonly Gig[];
  readonly pastTotal: number;
}

/** The home page's lists at the build's instant: the first few of each, with how many there are in all. */
export function chooseHomeGigs(gigs: readonly Gig[], asOf: number): HomeGigs {
  const { upcoming, past } = splitGigs(gigs, asOf);
  return {
    asOf,
    upcoming: upcoming.slice(0, GIGS_ON_HOME.upcoming),
    upcomingTotal: upcoming.length,
    past: past.slice(0, GIGS_ON_HOME.past),
    pastTotal: past.length,
  };
}

/**
 * The home page's lists at the instant of the visit: a gig that was upcoming
 * when the site was built and has been played since moves to the top of the past.
 */
export function homeGigsOn(chosen: HomeGigs, now: number): HomeGigs {
  const { upcoming, past: playedSince } = splitGigs(chosen.upcoming, now);
  return {
    asOf: now,
    upcoming,
    upcomingTotal: chosen.upcomingTotal - playedSince.length,
    past: [...playedSince, ...chosen.past].slice(0, GIGS_ON_HOME.past),
    pastTotal: chosen.pastTotal + playedSince.length,
  };
}

/** Past gigs (newest first) grouped by year, newest year first. */
export function byYear(gigs: readonly Gig[]): { year: string; gigs: Gig[] }[] {
  const years = new Map<string, Gig[]>();
  for (const gig of gigs) {
    const year = gig.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), gig]);
  }
  return [...years].map(([year, inYear]) => ({ year, gigs: inYear }));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day-and-month text and the year shown for a gig: `{ dayMonth: '14 May', year: '2023' }`. */
export function gigDateParts(date: string): { dayMonth: string; year: string } {
  const [year = '', month = '', day = ''] = date.split('-');
  return { dayMonth: `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`.trim(), year };
}
