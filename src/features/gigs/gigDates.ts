import type { Gig } from '../../content/types';

/** `YYYY-MM-DD` of a moment, in the visitor's own calendar. */
export function isoDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

export interface GigsByDate {
  /** Today and later, soonest first. */
  readonly upcoming: readonly Gig[];
  /** Before today, newest first. */
  readonly past: readonly Gig[];
}

/**
 * Splits gigs around `today` (a `YYYY-MM-DD` day): a gig is upcoming up to and
 * including its own day and past from the day after. ISO dates compare as text.
 */
export function splitGigs(gigs: readonly Gig[], today: string): GigsByDate {
  const upcoming = gigs.filter((gig) => gig.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = gigs.filter((gig) => gig.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The day-and-month text and the year shown for a gig: `{ dayMonth: '14 May', year: '2023' }`. */
export function gigDateParts(date: string): { dayMonth: string; year: string } {
  const [year = '', month = '', day = ''] = date.split('-');
  return { dayMonth: `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''}`.trim(), year };
}
