// What the site says of a gig beyond its day and place, in the words both the
// gig lists (features/gigs) and the calendar files (gigs/calendar.build.ts) use, and
// where each gig's calendar file is.
import type { AgeLimit, Gig, GigStatus, Price } from './gig.build';
import { doorsTheEveningBefore } from './night';

/** The feed of every upcoming gig, beside index.html. */
export const GIGS_CALENDAR = 'gigs.ics';

/** A gig's own calendar file, relative to index.html: `gigs/2026-03-14-klubb-kuben.ics`. */
export const gigCalendar = (gigId: string) => `gigs/${gigId}.ics`;

/** A gig's preview card, in its share page's folder, relative to index.html: `gigs/2026-03-14-klubb-kuben/card.png` (src/gigImages.build.ts). */
export const gigCard = (gigId: string) => `gigs/${gigId}/card.png`;

/** The poster of every gig still to come, for the band to post (src/gigImages.build.ts); the build draws none without one. */
export const TOUR_POSTER_FILE = 'gigs/tour-poster.png';

/** `Cancelled`, `Sold out`: a status as the site says it. */
export const statusText = (status: GigStatus) => status[0]!.toUpperCase() + status.slice(1);

/** `Doors 19:00`; `Doors 23:30 the evening before` a gig that starts after midnight. */
export const doorsText = ({ doors, time }: Pick<Gig, 'doors' | 'time'>) =>
  doors && `Doors ${doors}${time !== undefined && doorsTheEveningBefore(doors, time) ? ' the evening before' : ''}`;

/** `150 SEK`, or `Free`. */
export const priceText = ({ amount, currency }: Price) => (amount ? `${amount} ${currency}` : 'Free');

/** `Age 18+`, or `All ages`. */
export const ageText = (limit: AgeLimit) => (limit === 'all ages' ? 'All ages' : `Age ${limit}+`);

/** The ticket link while tickets are to be had: a sold-out or cancelled gig has none. */
export const ticketsOnSale = (gig: Gig) => (gig.status === 'sold out' || gig.status === 'cancelled' ? undefined : gig.tickets);
