// schema.org data for search engines, made at build time into each page's
// data (src/pages/<route>/data.ts) and its share page (src/sharePages.build.tsx); the
// page renders it (components/StructuredData.tsx). So the structured data of a
// release travels with that page, not with every page. The gig list makes its
// events itself (src/gigs/events.ts), from the gigs it has (pages/gigs/GigsPage.tsx).
import type { Member } from '../content/band';
import type { Post } from '../content/news';
import type { Artwork } from '../content/pictures';
import type { Recording, Release } from '../content/releases';
import type { Site } from '../content/site';
import { paths } from '../util/routes';
import { absoluteUrl } from '../util/absoluteUrl';

const ROLE_NAMES: Record<Member['roles'][number], string> = {
  Vocals: 'vocals',
  Bass: 'bass',
  Guitar: 'guitar',
  Drums: 'drum programming',
};

const SECONDS_A_MINUTE = 60;

/** A length as schema.org takes it, ISO 8601, to the second: 67.2 → `PT1M7S`. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `PT${Math.floor(whole / SECONDS_A_MINUTE)}M${whole % SECONDS_A_MINUTE}S`;
}

/**
 * A track's recording for search engines: its length, and its first file
 * (the one every browser plays) as an AudioObject at its published address.
 */
function recordingFacts(site: Site, recording: Recording) {
  const [playedEverywhere] = recording.sources;
  return {
    duration: isoDuration(recording.duration),
    ...(playedEverywhere
      ? {
          audio: {
            '@type': 'AudioObject',
            contentUrl: new URL(playedEverywhere.url, site.url).href,
            encodingFormat: playedEverywhere.type,
          },
        }
      : {}),
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
      inLanguage: track.language,
      ...(track.recording ? recordingFacts(site, track.recording) : {}),
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

/** A post of the band's news as a schema.org BlogPosting, in the language of its first text. */
export function blogPosting(site: Site, post: Pick<Post<Artwork>, 'slug' | 'date' | 'title' | 'picture'>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.date,
    url: absoluteUrl(site, paths.newsPost(post.slug)),
    inLanguage: 'sv',
    author: { '@type': 'MusicGroup', name: site.name, url: site.url },
    ...(post.picture ? { image: `${site.url}${post.picture.image.preview?.src ?? post.picture.image.src}` } : {}),
  };
}

/** The band's news, all posts, as a schema.org Blog. */
export function blog(site: Site, posts: readonly Post<Artwork>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name}: news`,
    url: absoluteUrl(site, paths.news),
    blogPost: posts.map((post) => {
      const { '@context': _context, ...posting } = blogPosting(site, post);
      return posting;
    }),
  };
}
