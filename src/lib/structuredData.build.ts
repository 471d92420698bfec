// schema.org data for search engines, made at build time into each page's
// data (src/pages/<route>/data.ts) and its share page (src/sharePages.build.tsx); the
// page renders it (components/StructuredData.tsx). So the structured data of a
// release travels with that page, not with every page. The gig list makes its
// events itself (src/gigs/events.ts), from the gigs it has (pages/gigs/GigsPage.tsx).
import type { Member } from '../content/band';
import type { Availability, MerchItem } from '../content/merch';
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

/** A length as schema.org writes it, ISO 8601: 83.4 s → `PT1M23S`. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return `PT${minutes > 0 ? `${minutes}M` : ''}${whole % 60}S`;
}

/** A track's recording: its length, and each of its files as an AudioObject, at its absolute address. */
function recordingFacts(site: Site, recording: Recording) {
  const duration = isoDuration(recording.duration);
  return {
    duration,
    audio: recording.sources.map((source) => ({
      '@type': 'AudioObject',
      contentUrl: `${site.url}${source.url}`,
      encodingFormat: source.type.split(';')[0]!,
      duration,
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

/** How schema.org names each availability (an ItemAvailability). */
const AVAILABILITY: Record<Availability, string> = {
  'in stock': 'https://schema.org/InStock',
  'sold out': 'https://schema.org/SoldOut',
  'pre-order': 'https://schema.org/PreOrder',
};

/** A merch item as a schema.org Product, with its Offer at the band's checkout: price, currency and availability. */
export function product(site: Site, item: MerchItem<Artwork>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.english?.name ?? item.name,
    url: absoluteUrl(site, paths.merchItem(item.slug)),
    image: item.pictures.map((picture) => `${site.url}${picture.image.preview?.src ?? picture.image.src}`),
    brand: { '@type': 'Brand', name: site.name },
    offers: {
      '@type': 'Offer',
      price: item.price,
      priceCurrency: item.currency,
      availability: AVAILABILITY[item.availability],
      ...(item.shipsOn ? { availabilityStarts: item.shipsOn } : {}),
      url: item.buy,
    },
  };
}

/** The band's merch, every item, as a schema.org ItemList of Products. */
export function merchList(site: Site, items: readonly MerchItem<Artwork>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${site.name}: merch`,
    url: absoluteUrl(site, paths.merch),
    itemListElement: items.map((item, index) => {
      const { '@context': _context, ...listed } = product(site, item);
      return { '@type': 'ListItem', position: index + 1, item: listed };
    }),
  };
}
