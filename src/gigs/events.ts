// A gig as schema.org's MusicEvent, for search engines: on the home page
// (the gigs it lists), the gig list (made there from the gigs it has: in its
// file they would be there twice, in its data and in its first view) and the
// gig's own share page. The one part of the structured data the browser's
// scripts carry.
import { absoluteUrl } from '../util/absoluteUrl';
import { paths } from '../util/routes';
import type { Gig, GigStatus } from './gig.build';

/** What a gig's event and calendar say of the band's site. */
export interface SiteFacts {
  name: string;
  /** Where the site is published, ending in `/`. */
  url: string;
  description: string;
}

/** A gig's status as schema.org names it: a sold-out gig is still on, as booked. */
const EVENT_STATUS: Record<GigStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  'sold out': 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

/** What a gig is called: its event's name, or the band at the club. (The calendar files' too.) */
export const gigTitle = (site: Pick<SiteFacts, 'name'>, gig: Gig) => gig.eventName || `${site.name} at ${gig.club}`;

export function musicEvent(site: SiteFacts, gig: Gig) {
  const { status = 'scheduled', price, tickets } = gig;
  const url = absoluteUrl(site, paths.gigs);
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: gigTitle(site, gig),
    // With its UTC offset when the time is known (the build worked it out from the town's time zone).
    startDate: gig.startsAt ?? gig.date,
    eventStatus: EVENT_STATUS[status],
    ...(gig.rescheduledFrom ? { previousStartDate: gig.rescheduledFrom } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: gig.club,
      address: { '@type': 'PostalAddress', addressLocality: gig.town, addressCountry: gig.countryCode },
    },
    performer: gig.bands.map((name) => ({ '@type': 'MusicGroup', name })),
    image: `${site.url}share.png`,
    url,
    // What a ticket costs and where to get one; a cancelled gig sells none.
    ...((tickets || price) && status !== 'cancelled'
      ? {
          offers: {
            '@type': 'Offer',
            url: tickets ?? url,
            ...(price ? { price: price.amount, priceCurrency: price.currency } : {}),
            availability: `https://schema.org/${status === 'sold out' ? 'SoldOut' : 'InStock'}`,
          },
        }
      : {}),
  };
}

/** The gig list's structured data, on its page and its share page alike: an event for every gig, past and to come. */
export const gigListEvents = (site: SiteFacts, gigs: readonly Gig[]) => gigs.map((gig) => musicEvent(site, gig));
