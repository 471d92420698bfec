// schema.org data for search engines, built from the content modules at build
// time (src/prerender.tsx) so nothing is written twice.
import type { Gig, Member, Release, Track } from '../content/types';

export interface BandFacts {
  name: string;
  genre: string;
  foundingYear: number;
  hometown: string;
  url: string;
  sameAs: readonly string[];
  members: readonly Member[];
}

const ROLE_NAMES: Record<Member['roles'][number], string> = {
  Vocals: 'vocals',
  Bass: 'bass',
  Guitar: 'guitar',
  Drums: 'drum programming',
};

function musicEvent(gig: Gig, bandName: string) {
  return {
    '@type': 'MusicEvent',
    name: gig.eventName || `${bandName} at ${gig.club}`,
    startDate: gig.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: gig.club,
      address: { '@type': 'PostalAddress', addressLocality: gig.town, addressCountry: gig.country },
    },
    performer: gig.bands.map((name) => ({ '@type': 'MusicGroup', name })),
  };
}

function musicAlbum(release: Release, tracks: readonly Track[], url: string, bandName: string) {
  return {
    '@type': 'MusicAlbum',
    name: release.title,
    datePublished: String(release.year),
    url: `${url}#/media/${release.slug}`,
    byArtist: { '@type': 'MusicGroup', name: bandName },
    numTracks: tracks.length,
    track: tracks.map((track) => ({
      '@type': 'MusicRecording',
      name: track.title,
      position: track.number,
      url: `${url}#/media/${release.slug}/${track.id}`,
      inLanguage: track.lang,
    })),
  };
}

/** The band as a schema.org MusicGroup with its albums and gigs. */
export function buildStructuredData(
  band: BandFacts,
  albums: readonly { release: Release; tracks: readonly Track[] }[],
  gigs: readonly Gig[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: band.name,
    url: band.url,
    genre: band.genre,
    foundingDate: String(band.foundingYear),
    foundingLocation: {
      '@type': 'Place',
      name: band.hometown,
      address: { '@type': 'PostalAddress', addressLocality: band.hometown, addressCountry: 'Sweden' },
    },
    sameAs: [...band.sameAs],
    member: band.members.map((member) => ({
      '@type': 'OrganizationRole',
      member: { '@type': 'Person', name: member.name },
      roleName: member.roles.map((role) => ROLE_NAMES[role]),
    })),
    album: albums.map(({ release, tracks }) => musicAlbum(release, tracks, band.url, band.name)),
    event: gigs.map((gig) => musicEvent(gig, band.name)),
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so no text can close the element. */
export function structuredDataJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
