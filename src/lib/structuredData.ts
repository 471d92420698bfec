// schema.org data for search engines, made at build time into each page's
// data (src/pages/<route>/data.ts) and its share page (src/sharePages.tsx); the
// page renders it (components/StructuredData.tsx). So the structured data of a
// release travels with that page, not with every page. The gig list makes its
// events itself, from the gigs it has (pages/gigs/GigsPage.tsx): in its file they
// would be there twice, in its data and in its first view, about 1 KB a gig.
// That is the one part of this code the browser's scripts carry.
import type { Member } from '../content/band';
import type { Gig, GigStatus } from '../content/gigs';
import type { Release } from '../content/releases';
import type { Site } from '../content/site';
import { paths, shareFolder } from './routes';

const ROLE_NAMES: Record<Member['roles'][number], string> = {
  Vocals: 'vocals',
  Bass: 'bass',
  Guitar: 'guitar',
  Drums: 'drum programming',
};

/** A gig's status as schema.org names it: a sold-out gig is still on, as booked. */
const EVENT_STATUS: Record<GigStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  'sold out': 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

/**
 * An address of the site as a search engine sees it: the published URL, or a
 * page's share page beside it (`…/media/varm&kall/`), which is what it can
 * read (routes.ts, `share`). Every path but `/` given here has one.
 */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return path === '/' ? site.url : `${site.url}${shareFolder(path)}`;
}

/** What a gig is called: its event's name, or the band at the club. (The calendar files' too.) */
export const gigTitle = (site: Pick<Site, 'name'>, gig: Gig) => gig.eventName || `${site.name} at ${gig.club}`;

export function musicEvent(site: Site, gig: Gig) {
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
export const gigListEvents = (site: Site, gigs: readonly Gig[]) => gigs.map((gig) => musicEvent(site, gig));

export function musicAlbum(site: Site, release: Release) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: release.title,
    datePublished: String(release.year),
    url: absoluteUrl(site, paths.release(release.slug)),
    byArtist: { '@type': 'MusicGroup', name: site.name, url: site.url },
    // The same album on the streaming services and shops.
    ...(release.listen.length > 0 ? { sameAs: release.listen.map((link) => link.url) } : {}),
    numTracks: release.tracks.length,
    track: release.tracks.map((track) => ({
      '@type': 'MusicRecording',
      name: track.title,
      position: track.number,
      url: absoluteUrl(site, paths.track(release.slug, track.id)),
      inLanguage: track.language,
    })),
  };
}

interface BandFacts {
  genre: string;
  formed: number;
  hometown: string;
  members: readonly Pick<Member, 'name' | 'roles'>[];
}

/** The band as a schema.org MusicGroup. */
export function musicGroup(site: Site, band: BandFacts) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: site.name,
    url: site.url,
    genre: band.genre,
    foundingDate: String(band.formed),
    foundingLocation: {
      '@type': 'Place',
      name: band.hometown,
      address: { '@type': 'PostalAddress', addressLocality: band.hometown, addressCountry: 'SE' },
    },
    sameAs: site.social.map((profile) => profile.url),
    member: band.members.map((member) => ({
      '@type': 'OrganizationRole',
      member: { '@type': 'Person', name: member.name },
      roleName: member.roles.map((role) => ROLE_NAMES[role]),
    })),
  };
}
