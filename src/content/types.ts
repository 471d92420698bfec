// The shapes of everything the band edits. A typo in a content module is a
// build error that points at the field, not a broken page.

/** A raster picture produced by the build's image pipeline (scripts/responsive-image-loader.js). */
export interface ResponsiveImage {
  /** One JPEG or PNG, for browsers that read neither AVIF nor WebP. */
  readonly src: string;
  /** Intrinsic size of the largest rendition, so the browser reserves the box. */
  readonly width: number;
  readonly height: number;
  /** AVIF, then WebP, each at several widths. */
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
  /**
   * SVG art as a data: URL, to draw it from the page itself. Only the
   * build-time render has it (the browser's scripts would carry it for nothing).
   */
  readonly inlineSrc?: string;
}

/** A picture plus what it shows, for people who cannot see it. */
export interface Artwork {
  readonly image: ResponsiveImage;
  readonly alt: string;
}

export type Country = 'Sweden' | 'Czech Republic';

export interface Gig {
  readonly id: number;
  /** Calendar date of the show, ISO `YYYY-MM-DD`, so gigs sort and split into upcoming/past. */
  readonly date: string;
  /** Festival or night name; empty string when the show had none. */
  readonly eventName: string;
  readonly club: string;
  readonly town: string;
  readonly country: Country;
  /** Every band on the bill, Kantstött included. */
  readonly bands: readonly string[];
}

export type LyricSectionLabel = 'intro' | 'verse' | 'pre-chorus' | 'chorus' | 'bridge' | 'outro';

export interface LyricSection {
  readonly label: LyricSectionLabel;
  readonly lines: readonly string[];
}

export interface Track {
  /** URL slug, unique across all releases (`#/media/varm&kall/mareld`). */
  readonly id: string;
  readonly number: number;
  readonly title: string;
  /** Language of the lyrics: most are Swedish. */
  readonly lang: 'sv' | 'en';
  readonly sections: readonly LyricSection[];
}

export interface Release {
  /** URL slug: `#/media/<slug>`. */
  readonly slug: string;
  readonly title: string;
  readonly year: number;
  readonly cover: Artwork;
  /** Track list and lyrics load with the release page, not with the home page. */
  readonly loadTracks: () => Promise<{ readonly tracks: readonly Track[] }>;
}

export type Role = 'Vocals' | 'Bass' | 'Guitar' | 'Drums';

export interface Member {
  readonly id: string;
  readonly name: string;
  readonly roles: readonly Role[];
  /** One line about them, in Swedish. */
  readonly bio: string;
  readonly portrait: Artwork;
}
