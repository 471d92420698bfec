// schema.org data for search engines. Each page renders its own part
// (components/StructuredData.tsx) from the data it is drawn from, so the
// structured data of a release or of every gig travels with that page, not
// with every page.
import type { Gig, Member, Release, Site } from '../content/schema';
import { paths, shareFolder } from './routes';

const ROLE_NAMES: Record<Member['roles'][number], string> = {
  Vocals: 'vocals',
  Bass: 'bass',
  Guitar: 'guitar',
  Drums: 'drum programming',
};

const COUNTRY_CODES: Record<Gig['country'], string> = { Sweden: 'SE', 'Czech Republic': 'CZ' };

/**
 * An address of the site as a search engine sees it: the published URL, or a
 * page's share page beside it (`…/media/varm&kall/`), which is what it can
 * read (routes.ts, `share`). Every path but `/` given here has one.
 */
export function absoluteUrl(site: Pick<Site, 'url'>, path: string): string {
  return path === '/' ? site.url : `${site.url}${shareFolder(path)}`;
}

export function musicEvent(site: Site, gig: Gig) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicEvent',
    name: gig.eventName || `${site.name} at ${gig.club}`,
    startDate: gig.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: gig.club,
      address: { '@type': 'PostalAddress', addressLocality: gig.town, addressCountry: COUNTRY_CODES[gig.country] },
    },
    performer: gig.bands.map((name) => ({ '@type': 'MusicGroup', name })),
    url: absoluteUrl(site, paths.gigs),
  };
}

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
      inLanguage: track.lang,
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

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so no text can close the element. */
export function structuredDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
