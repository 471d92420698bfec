// Everything outside the music that the band may need to change: profiles,
// booking address, the players on the home page and the developer credit.
/** The band's name, as every page title and heading spells it. */
export const bandName = 'Kantstött';

export interface SocialProfile {
  readonly platform: 'Facebook' | 'Instagram' | 'YouTube';
  readonly url: string;
}

export const socialProfiles: readonly SocialProfile[] = [
  { platform: 'Facebook', url: 'https://www.facebook.com/kantstott' },
  { platform: 'Instagram', url: 'https://www.instagram.com/kantstott/' },
  { platform: 'YouTube', url: 'https://www.youtube.com/@kantstott' },
];

/** Where promoters write to book a gig. */
export const bookingEmail = 'booking@kantstott.se';

/** The EP shown on the home page: a Spotify album and a YouTube video. */
export const featuredRelease = {
  /** Slug of the release in releases.ts whose cover is the Spotify poster. */
  releaseSlug: 'varm&kall',
  /** The part after `open.spotify.com/album/`. */
  spotifyAlbumId: '4kZ8TJ2nVhNrHkG6vQ3pXq',
  /** The part after `youtube.com/watch?v=`. */
  youtubeVideoId: 'k4nt5t0ttEP',
  youtubeVideoTitle: 'Mareld (live in the rehearsal room)',
} as const;

export const developerCredit = {
  name: 'Lo Berglund',
  url: 'https://github.com/loberglund',
} as const;

export const copyrightYear = 2025;

/**
 * Where the site is published, ending in `/`. Used for the canonical link,
 * the social preview card and the 404 redirect on GitHub Pages. The deploy
 * workflow sets SITE_URL from GitHub Pages itself; a build without it uses this.
 */
export const siteUrl = 'https://kantstott.github.io/kantstott/';

/** One line that says what the band is, for search results and link previews. */
export const siteDescription = 'Kantstött: skate punk from Borås, Sweden. Gigs, releases, lyrics and videos.';
