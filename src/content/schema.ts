// The format of the band's content files (src/content/*.yaml, *.md), written
// as zod schemas. One schema both checks a file and gives the TypeScript type
// of what it holds, so the two cannot drift apart. src/content/load.ts reads
// the files at build time; browser code imports only types from here
// (`import type`), so this file must not import Node modules.
import { z } from 'zod';
import { isTimeZone, zonedDateTime } from '../lib/timeZone';
import { type Country, findCountry, nearestCountries, onlyZoneOf, zonesOf } from './countries';

// ---------------------------------------------------------------- helpers

/**
 * Attaches the "right form" a band member is shown when this field is wrong.
 * check.ts reads it back with `schema.meta()`; it is kept beside the field so
 * the format and its examples are written down in one place.
 */
function example<T extends z.ZodType>(schema: T, rightForm: string): T {
  return schema.meta({ example: rightForm });
}

// Every message below completes "…, field `x`: " in check.ts, so it needs no subject.

/** Text the band must fill in. Surrounding spaces are dropped. */
const text = (rightForm: string) => example(z.string().trim().min(1, { error: 'it is empty.' }), rightForm);

/** A four-digit year: `22` is more likely a slip than the year 22. */
const year = (rightForm: string) =>
  example(
    z.int().min(1900, { error: 'write all four digits of the year.' }).max(2999, { error: 'write all four digits of the year.' }),
    rightForm,
  );

/** The site links out only over https (a plain http link would be flagged by browsers). */
const httpsUrl = (rightForm: string) =>
  example(z.url({ protocol: /^https$/, error: 'write a whole web address that starts with https://' }), rightForm);

/** A picture file named relative to src/content. load.ts checks that it exists. */
const picturePath = (rightForm: string) =>
  example(
    z
      .string()
      .trim()
      .regex(/\.(svg|jpe?g|png)$/i, { error: 'name a .jpg, .jpeg, .png or .svg file, e.g. pictures/hero.jpg.' }),
    rightForm,
  );

/** A calendar day written YYYY-MM-DD that exists (no 30 February). */
function isRealDay(day: string): boolean {
  // Date rolls 2025-02-30 over to 2025-03-02; a real day survives the round trip.
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** The address form of a name: `U Rezavé lopaty` → `u-rezave-lopaty`. */
export function slugify(name: string): string {
  return name
    .normalize('NFD') // é → e + accent, so the accent can be dropped
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

// ---------------------------------------------------------------- words the site knows

export const languageSchema = z.enum(['sv', 'en']);
export type Language = z.infer<typeof languageSchema>;

export const lyricLabelSchema = z.enum(['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'outro']);
export type LyricLabel = z.infer<typeof lyricLabelSchema>;

export const roleSchema = z.enum(['Vocals', 'Bass', 'Guitar', 'Drums']);
export type Role = z.infer<typeof roleSchema>;

/** A release folder's name, which is its address: `#/media/varm&kall`. */
export const releaseSlugPattern = /^[a-z0-9]+([-&][a-z0-9]+)*$/;

/** A track file's name: its number, then its address (`02-mareld.md` → `#/media/<release>/mareld`). */
export const trackFilePattern = /^(\d{1,2})-([a-z0-9]+(-[a-z0-9]+)*)\.md$/;

/** The cover in a release folder: exactly one of these. */
export const coverFilePattern = /^cover\.(svg|jpe?g|png)$/i;

// ---------------------------------------------------------------- site.yaml

/** The order the profiles are shown in, and how each platform's name is spelt on the page. */
const platforms = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
] as const;

export interface SocialProfile {
  readonly platform: (typeof platforms)[number][1];
  readonly url: string;
}

export const siteSchema = example(
  z.strictObject({
    name: text('name: Kantstött'),
    description: text('description: "Kantstött: skate punk from Borås, Sweden."'),
    url: httpsUrl('url: https://kantstott.github.io/kantstott/'),
    bookingEmail: example(z.email({ error: 'write an e-mail address.' }), 'bookingEmail: booking@kantstott.se'),
    social: example(
      z
        .strictObject({
          facebook: httpsUrl('facebook: https://www.facebook.com/kantstott').optional(),
          instagram: httpsUrl('instagram: https://www.instagram.com/kantstott/').optional(),
          youtube: httpsUrl('youtube: https://www.youtube.com/@kantstott').optional(),
        })
        .refine((social) => platforms.some(([key]) => social[key]), {
          error: 'name at least one profile: facebook, instagram or youtube.',
        }),
      'social:\n  instagram: https://www.instagram.com/kantstott/',
    ),
    featured: z
      .strictObject({
        release: text('release: varm&kall'),
        spotifyAlbum: example(
          z.string().regex(/^[A-Za-z0-9]{22}$/, { error: 'write only the 22 letters and digits after open.spotify.com/album/' }),
          'spotifyAlbum: 4kZ8TJ2nVhNrHkG6vQ3pXq',
        ),
        youtubeVideo: example(
          z.string().regex(/^[A-Za-z0-9_-]{11}$/, { error: 'write only the 11 characters after youtube.com/watch?v=' }),
          'youtubeVideo: k4nt5t0ttEP',
        ),
        youtubeTitle: text('youtubeTitle: Mareld (live in the rehearsal room)'),
      })
      .readonly(),
    developer: z
      .strictObject({
        name: text('name: Lo Berglund'),
        url: httpsUrl('url: https://github.com/loberglund'),
      })
      .readonly(),
    copyrightYear: year('copyrightYear: 2025'),
  }),
  'name: Kantstött\ndescription: …\nurl: https://…\nbookingEmail: …\nsocial: …\nfeatured: …\ndeveloper: …\ncopyrightYear: 2025',
)
  .transform((site) => {
    // The page lists profiles; the file names them by platform, so each platform is written once.
    const social: readonly SocialProfile[] = platforms.flatMap(([key, platform]) => {
      const url = site.social[key];
      return url ? [{ platform, url }] : [];
    });
    return { ...site, social };
  })
  .readonly();

export type Site = z.infer<typeof siteSchema>;

// ---------------------------------------------------------------- band.yaml

const artwork = (name: string) =>
  z.strictObject({
    picture: picturePath(`picture: pictures/${name}.jpg`),
    alt: text('alt: What the picture shows, for people who cannot see it'),
  });

const memberSchema = z.strictObject({
  name: text('name: Tove Lindroth'),
  roles: example(
    z.array(roleSchema).min(1, { error: 'name at least one role: Vocals, Bass, Guitar or Drums.' }).readonly(),
    'roles: [Vocals, Bass]',
  ),
  bio: text('bio: Sjunger och spelar bas.'),
  portrait: picturePath('portrait: pictures/member-vocals-bass.jpg'),
  portraitAlt: text('portraitAlt: Tove Lindroth singing, with a bass'),
});

/** band.yaml as written; load.ts turns its picture paths into pictures and adds band.md. */
export const bandFileSchema = example(
  z.strictObject({
    hometown: text('hometown: Borås'),
    genre: text('genre: Skate punk'),
    formed: year('formed: 2021'),
    hero: artwork('hero'),
    group: artwork('group'),
    members: example(
      z.array(memberSchema).min(1, { error: 'name at least one member.' }),
      'members:\n  - name: Tove Lindroth\n    roles: [Vocals, Bass]\n    bio: …\n    portrait: pictures/member-vocals-bass.jpg\n    portraitAlt: …',
    ),
  }),
  'hometown: Borås\ngenre: Skate punk\nformed: 2021\nhero: …\ngroup: …\nmembers: …',
);

export type BandFile = z.infer<typeof bandFileSchema>;

// ---------------------------------------------------------------- gigs.yaml

/** A day written YYYY-MM-DD that is in the calendar. */
const day = (rightForm: string) =>
  example(
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'write the date as YYYY-MM-DD.', abort: true })
      .refine(isRealDay, { error: (issue) => `${String(issue.input)} is not a day in the calendar.` }),
    rightForm,
  );

/**
 * A field the band writes as a few words, read into what it means by `read`
 * (undefined: it means nothing). YAML reads `18` or `2000` as a number; it is
 * taken as the text it was.
 */
function wordsFor<T>(read: (text: string) => T | undefined, error: (text: string) => string, rightForm: string) {
  return example(
    z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string()
        .trim()
        .transform((text, context) => {
          const meaning = read(text);
          if (meaning === undefined) context.addIssue({ code: 'custom', message: error(text) });
          return meaning as T;
        }),
    ),
    rightForm,
  );
}

/** A time of day on a 24-hour clock, `20:00`, local to the gig's town. (YAML 1.2 reads 20:00 as text.) */
const clockTime = (rightForm: string) =>
  wordsFor(
    (text) => {
      const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
      return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
    },
    (text) => `\`${text}\` is not a time: write it on a 24-hour clock as HH:MM, like 20:00.`,
    rightForm,
  );

/** A price as the band writes it: an amount and a currency, or free. */
export interface Price {
  /** 0 for a free gig. */
  readonly amount: number;
  /** ISO 4217: SEK, CZK, EUR … (a free gig's: its country's). */
  readonly currency: string;
}

const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const priceSchema = wordsFor<Price | 'free'>(
  (text) => {
    if (/^free$/i.test(text)) return 'free';
    const match = /^(\d+(?:[.,]\d{1,2})?) *([a-z]{3})$/i.exec(text);
    const currency = match?.[2]!.toUpperCase();
    return match && currency && CURRENCIES.has(currency) ? { amount: Number(match[1]!.replace(',', '.')), currency } : undefined;
  },
  (text) =>
    `\`${text}\` is not a price: write the amount, then the currency's three-letter code (SEK, CZK, EUR …), or write free.`,
  'price: 150 SEK',
);

/** The youngest a fan may be to get in (18 is shown 18+), or every age. */
export type AgeLimit = number | 'all ages';

const ageLimitSchema = wordsFor<AgeLimit>(
  (text) => {
    if (/^all ages$/i.test(text)) return 'all ages';
    const match = /^([1-9]\d?)\+?$/.exec(text);
    return match ? Number(match[1]) : undefined;
  },
  (text) => `\`${text}\` is not an age limit: write the youngest age let in, like 18, or write all ages.`,
  'ageLimit: 18',
);

export const gigStatusSchema = z.enum(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'sold out']);
/** How a gig stands; `scheduled` (as booked) unless the band says otherwise. */
export type GigStatus = z.infer<typeof gigStatusSchema>;

/** A country by its English name or ISO code (`Germany`, `DE`, `UK`, `USA`, `Czechia`). */
const countrySchema = wordsFor<Country>(
  findCountry,
  (text) => `\`${text}\` is not a country we know: write its English name or its two-letter code. Did you mean ${nearestCountries(text).join(', ')}?`,
  'country: Germany',
);

/** An IANA time zone (`America/Toronto`); which one the gig's country has is checked with the whole gig. */
const timeZoneSchema = example(z.string().trim(), 'timeZone: America/Toronto');

/** The first few of a country's zones, for a message. */
const someZones = (code: string) => {
  const zones = zonesOf(code);
  if (zones.length === 0) return 'the zones at https://en.wikipedia.org/wiki/List_of_tz_database_time_zones';
  return `${zones.slice(0, 6).join(', ')}${zones.length > 6 ? ` (${zones.length - 6} more)` : ''}`;
};

export const gigSchema = z
  .strictObject({
    date: day('date: 2024-05-25'),
    // `event:` with nothing after it reads as null: the same as leaving it out.
    event: example(z.string().trim().nullish(), 'event: Punk pod mostem'),
    club: text('club: Klubb Kuben'),
    town: text('town: Borås'),
    country: countrySchema,
    // Only where the country keeps more than one time: the US, Canada, Spain (the Canaries) …
    timeZone: timeZoneSchema.optional(),
    bands: example(
      z
        .array(z.string().trim().min(1, { error: 'one of the bands is empty.' }))
        .min(1, { error: 'name every band on the bill, Kantstött included.' })
        .readonly(),
      'bands: [Halkrisk, Kantstött]',
    ),
    // What fans need to know beyond the day and the place, each said when known.
    time: clockTime('time: 20:00').optional(),
    doors: clockTime('doors: 19:00').optional(),
    tickets: httpsUrl('tickets: https://tickets.example.com/varpunk-kuben').optional(),
    price: priceSchema.optional(),
    ageLimit: ageLimitSchema.optional(),
    status: example(
      // Written as the band would say it: `Sold out` is `sold out`.
      z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), gigStatusSchema),
      'status: cancelled',
    ).optional(),
    rescheduledFrom: day('rescheduledFrom: 2026-02-21').optional(),
  })
  .superRefine((gig, context) => {
    const { code, name } = gig.country;
    // A place the data set gives no zone (Antarctica) takes any zone there is.
    const ofCountry = (zone: string) => zonesOf(code).length === 0 || zonesOf(code).includes(zone);
    if (gig.timeZone !== undefined && !(isTimeZone(gig.timeZone) && ofCountry(gig.timeZone))) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: `\`${gig.timeZone}\` is not a time zone of ${name}: write one of ${someZones(code)}.`,
      });
    } else if (gig.timeZone === undefined && onlyZoneOf(code) === null) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: `${name} keeps more than one time: add the time zone of ${gig.town}, one of ${someZones(code)}.`,
      });
    }
    if (gig.rescheduledFrom !== undefined && gig.status !== 'rescheduled') {
      context.addIssue({
        code: 'custom',
        path: ['rescheduledFrom'],
        message: `only a rescheduled gig has an earlier date: add \`status: rescheduled\`, or delete this line.`,
      });
    }
    if (gig.time !== undefined && gig.doors !== undefined && gig.doors > gig.time) {
      context.addIssue({
        code: 'custom',
        path: ['doors'],
        message: `the doors open at ${gig.doors}, after the gig starts at ${gig.time}: the doors open first.`,
      });
    }
  })
  .transform(({ date, event, club, town, country, timeZone = onlyZoneOf(country.code)!, bands, time, price, status, ...details }) => {
    return {
      // A gig has no number to keep in step by hand: its day and club name it.
      id: `${date}-${slugify(club)}`,
      date,
      eventName: event ?? '',
      club,
      town,
      country: country.name,
      /** ISO 3166-1 alpha-2, for search engines: `DE`. */
      countryCode: country.code,
      /** The clocks the gig's times are read by, and its day ends by (IANA: `Europe/Stockholm`). */
      timeZone,
      bands,
      // Doors, tickets, age limit and the earlier date, where given.
      ...details,
      // The start as search engines and calendars read it, with its UTC offset: `2026-03-14T20:00:00+01:00`.
      ...(time === undefined ? {} : { time, startsAt: zonedDateTime(timeZone, date, time) }),
      ...(price === undefined ? {} : { price: price === 'free' ? { amount: 0, currency: country.currency } : price }),
      // A gig as booked carries no status, so the page data does not grow with it.
      ...(status === undefined || status === 'scheduled' ? {} : { status }),
    };
  })
  .readonly();

export type Gig = z.infer<typeof gigSchema>;

// An empty gigs.yaml (a band with no gigs yet) reads as null: no gigs.
export const gigsFileSchema = example(
  z.array(gigSchema).nullable(),
  '- date: 2024-05-25\n  club: Klubb Kuben\n  town: Borås\n  country: Sweden\n  bands: [Halkrisk, Kantstött]',
);

// ---------------------------------------------------------------- releases/<slug>/release.yaml

/**
 * Where a release can be streamed or bought, in the order its buttons show:
 * the key in release.yaml, the name on the button, and the web address a
 * link to that service starts with (any subdomain of it, for Bandcamp's
 * `kantstott.bandcamp.com`).
 */
const listenServices = [
  ['spotify', 'Spotify', 'open.spotify.com', 'https://open.spotify.com/album/4kZ8TJ2nVhNrHkG6vQ3pXq'],
  ['appleMusic', 'Apple Music', 'music.apple.com', 'https://music.apple.com/se/album/varm-kall-ep/1650000000'],
  ['bandcamp', 'Bandcamp', 'bandcamp.com', 'https://kantstott.bandcamp.com/album/varm-kall-ep'],
  ['youtube', 'YouTube', 'youtube.com', 'https://music.youtube.com/playlist?list=OLAK5uy_varmkall'],
  ['tidal', 'Tidal', 'tidal.com', 'https://tidal.com/browse/album/250000000'],
  ['deezer', 'Deezer', 'deezer.com', 'https://www.deezer.com/album/350000000'],
] as const;

export type ListenService = (typeof listenServices)[number][1];

export interface ListenLink {
  readonly service: ListenService;
  readonly url: string;
}

/** A link to one service: https, on that service's own site (a link pasted under the wrong name is a slip). */
const listenUrl = ([key, name, host, sample]: (typeof listenServices)[number]) =>
  example(
    z
      .url({ protocol: /^https$/, error: 'write a whole web address that starts with https://', abort: true })
      .refine(
        (url) => {
          const { hostname } = new URL(url);
          return hostname === host || hostname.endsWith(`.${host}`);
        },
        { error: `this is not a ${name} address: it should be on ${host}.` },
      ),
    `${key}: ${sample}`,
  );

export const releaseFileSchema = example(
  z.strictObject({
    title: text('title: VARM & KALL EP'),
    year: year('year: 2022'),
    coverAlt: text('coverAlt: "Cover of VARM & KALL EP: a halftone sun against a white snowflake"'),
    // Optional: the release's page on each service that has it.
    listen: example(
      z
        .strictObject(Object.fromEntries(listenServices.map((service) => [service[0], listenUrl(service).optional()])) as {
          [S in (typeof listenServices)[number] as S[0]]: z.ZodOptional<ReturnType<typeof listenUrl>>;
        })
        .nullish(),
      'listen:\n  spotify: https://open.spotify.com/album/…\n  bandcamp: https://kantstott.bandcamp.com/album/…',
    ),
  }),
  'title: VARM & KALL EP\nyear: 2022\ncoverAlt: "Cover of VARM & KALL EP: what it shows"',
)
  .transform(({ listen, ...release }) => {
    // The page lists buttons; the file names them by service, so each service is written once.
    const links: readonly ListenLink[] = listenServices.flatMap(([key, service]) => {
      const url = listen?.[key];
      return url ? [{ service, url }] : [];
    });
    return { ...release, listen: links };
  });

export type ReleaseFile = z.infer<typeof releaseFileSchema>;

// ---------------------------------------------------------------- releases/<slug>/NN-<track>.md front matter

export const trackFrontMatterSchema = example(
  z.strictObject({
    title: text('title: Mareld'),
    language: example(languageSchema.default('sv'), 'language: en'),
  }),
  '---\ntitle: Mareld\n---',
);

// ---------------------------------------------------------------- what the loader gives the site

/** A picture as the build's image pipeline gives it to pages. */
export interface ResponsiveImage {
  /** One JPEG or PNG, for browsers that read neither AVIF nor WebP. */
  readonly src: string;
  /** Intrinsic size of the largest rendition, so the browser reserves the box. */
  readonly width: number;
  readonly height: number;
  /** AVIF, then WebP, each at several widths. */
  readonly sources: readonly { readonly type: string; readonly srcSet: string }[];
  /** SVG as a data: URL (build-time only, hero art): the browser's scripts would carry it for nothing. */
  readonly inlineSrc?: string;
  /**
   * The JPEG (or PNG) as a link preview shows it (build-time only: the share
   * pages' og:image). None in development, which makes no such file.
   */
  readonly preview?: { readonly src: string; readonly type: string; readonly width: number; readonly height: number };
}

/** A picture plus what it shows, for people who cannot see it. */
export interface Artwork {
  readonly image: ResponsiveImage;
  readonly alt: string;
}

/** A picture file as found in the content, before the build encodes it. */
export interface PictureFile {
  /** Absolute path. */
  readonly path: string;
  /** As shown in messages, e.g. src/content/releases/kniv/cover.svg. */
  readonly file: string;
  readonly alt: string;
  /** As read by sharp (upright, for a photo with an EXIF rotation); an SVG's own size. */
  readonly width: number;
  readonly height: number;
  /** 'square' for a cover that is not square: the build crops it to its centre. */
  readonly crop: 'square' | null;
}

export interface LyricSection {
  readonly label: LyricLabel;
  readonly lines: readonly string[];
}

// The loaded content's types are the files' checked types (z.output), with
// what the loader adds: pictures for picture paths, ids and numbers from the
// names of files and folders, lyrics and band.md read from Markdown.

/** A track: its front matter, its place from its file's name (`01-mareld.md`), and its lyrics. */
export type Track = Readonly<z.output<typeof trackFrontMatterSchema>> & {
  /** From the file name: `#/media/<release>/<id>`. */
  readonly id: string;
  /** From the file name; the tracks of a release run 1, 2, 3 … */
  readonly number: number;
  readonly sections: readonly LyricSection[];
};

/** A member as band.yaml has them, their portrait and what it shows one picture. */
export type Member<P = Artwork> = Readonly<Omit<BandFile['members'][number], 'portrait' | 'portraitAlt'>> & {
  /** The name as an address, e.g. `tove-lindroth`. */
  readonly id: string;
  readonly portrait: P;
};

export type Band<P = Artwork> = Readonly<Omit<BandFile, 'hero' | 'group' | 'members'>> & {
  /** band.md, one string per paragraph (Swedish). */
  readonly description: readonly string[];
  readonly hero: P;
  readonly group: P;
  /** In the order of band.yaml. */
  readonly members: readonly Member<P>[];
};

/** A release as release.yaml has it, its cover the picture coverAlt describes. */
export type Release<P = Artwork> = Readonly<Omit<ReleaseFile, 'coverAlt'>> & {
  /** The folder name: `#/media/<slug>`. */
  readonly slug: string;
  readonly cover: P;
  /** In track-number order. */
  readonly tracks: readonly Track[];
};

export interface Content<P = Artwork> {
  readonly site: Site;
  readonly band: Band<P>;
  /** Oldest first. */
  readonly gigs: readonly Gig[];
  /** Newest first: year descending, then title. */
  readonly releases: readonly Release<P>[];
}

/**
 * The content with each picture replaced by `replace(picture, name)`, where
 * `name` is the stem its files get (`cover-varm-kall`). The one place that
 * knows where pictures sit in the content.
 */
export function mapPictures<P, Q>(content: Content<P>, replace: (picture: P, name: string) => Q): Content<Q> {
  const { band } = content;
  return {
    site: content.site,
    gigs: content.gigs,
    band: {
      ...band,
      hero: replace(band.hero, 'hero'),
      group: replace(band.group, 'group'),
      members: band.members.map((member) => ({ ...member, portrait: replace(member.portrait, `member-${member.id}`) })),
    },
    releases: content.releases.map((release) => ({ ...release, cover: replace(release.cover, `cover-${release.slug}`) })),
  };
}
