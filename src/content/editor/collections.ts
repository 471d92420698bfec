// Every part of content/ the band's editor (admin/) edits, in one list: which
// file or folder, and which schema checks it. A new collection of content is
// one entry here; its form fields come from its schema (fields.ts).
import type { EntryCollection } from '@sveltia/cms';
import type { z } from 'zod';
import { gigSchema } from '../../gigs/gig.build';
import { bandFileSchema } from '../band';
import { GIGS_FOLDER } from '../gigs';
import { merchFileSchema } from '../merch';
import { postFrontMatterSchema } from '../news';
import { pressFileSchema, SHORT_BIO_WORDS } from '../press';
import { releaseFileSchema, trackFrontMatterSchema } from '../releases';
import { siteSchema } from '../site';

/** Where the content sits in the repository the editor opens. */
export const CONTENT_FOLDER = 'content';

/** Where uploaded pictures go, inside the content folder; band.yaml and press.yaml name them from there. */
export const PICTURES_FOLDER = 'pictures';

/**
 * What the editor's form lets through and the schema stops, by field: rules
 * between two fields, or against a list the form cannot hold. The build
 * stops such a save, and says why; the guide lists them
 * (docs/updating-the-site.md). The editor's test holds the forms to this list.
 */
export type Unchecked = Readonly<Record<string, string>>;

/** A Markdown file that is text only (paragraphs, or a track's `## label` sections after its front matter). */
export interface TextBody {
  readonly label: string;
  readonly hint: string;
}

/** One file of a collection of files: a YAML file and its schema, or a text. */
export interface EditorFile {
  readonly name: string;
  readonly label: string;
  /** Relative to the content folder. */
  readonly file: string;
  /** A YAML file whose top level is this object schema. */
  readonly schema?: z.ZodType;
  readonly text?: TextBody;
  readonly unchecked?: Unchecked;
}

interface CollectionBase {
  readonly name: string;
  readonly label: string;
  readonly description: string;
  /** A Material Symbols name: the editor's self-hosted icon font draws it. */
  readonly icon: string;
}

export interface FilesCollection extends CollectionBase {
  readonly files: readonly EditorFile[];
}

/** A folder of entries: a file each, named by `path` inside `folder`. */
export interface FolderCollection extends CollectionBase {
  readonly folder: string;
  /** The entry's file inside the folder, without its extension: `{{slug}}/release`; or, with `depth`, any file that deep. */
  readonly path: string | { readonly depth: number };
  readonly extension: 'yaml' | 'md';
  /** The YAML file, or the Markdown file's front matter. */
  readonly schema: z.ZodType;
  readonly body?: TextBody;
  /** Whether the editor may add entries (it can name a file only from the entry's own fields). */
  readonly create: boolean;
  /** A new entry's file name, from its fields (`{{fields.number}}-{{title}}`); by default its title's address. */
  readonly slug?: string;
  /** Pictures and recordings uploaded in the form go into the entry's own folder, and its file names them from there. */
  readonly picturesBeside?: true;
  /** A new entry's file name is made of Swedish words (a town, a title): the editor spells them in Swedish plain letters. */
  readonly namedInSwedish?: true;
  readonly summary: string;
  /** How the entry list sorts, groups and filters the entries, in the editor's own terms. */
  readonly view?: Pick<EntryCollection, 'sortable_fields' | 'view_groups' | 'view_filters'>;
  readonly unchecked?: Unchecked;
}

export type EditorCollection = FilesCollection | FolderCollection;

const LYRICS_HINT =
  'Each section starts with a heading line: ## intro, ## verse, ## pre-chorus, ## chorus, ## bridge or ## outro. The lines of the section follow it, one sung line a line. On a track with a recording, a line may start with the time it is sung, minutes:seconds in square brackets: [1:23] Vi kör natt.';

const paragraphs = (what: string): TextBody => ({
  label: what,
  hint: 'Paragraphs, separated by an empty line.',
});

/** The band's content, as the editor lists it. */
export const editorCollections: readonly EditorCollection[] = [
  {
    name: 'gigs',
    label: 'Gigs',
    description:
      'Every gig, past and to come, a file each. A gig to come shows under Upcoming gigs; fill in what you know of it and leave the rest empty. Duplicate a gig for the next night of a tour.',
    icon: 'event',
    folder: GIGS_FOLDER,
    path: '{{slug}}',
    extension: 'yaml',
    schema: gigSchema,
    create: true,
    // The file's name: its day and town, as content/gigs.ts names them (2026-05-25-leipzig).
    slug: '{{fields.date}}-{{fields.town}}',
    namedInSwedish: true,
    summary: '{{fields.date}} · {{fields.club}}, {{fields.town}} ({{fields.country}})',
    view: {
      sortable_fields: { fields: ['date', 'club', 'town', 'country'], default: { field: 'date', direction: 'descending' } },
      // The year is the date's first four digits.
      view_groups: { groups: [{ name: 'year', label: 'Year', field: 'date', pattern: '^\\d{4}' }], default: 'year' },
      // To come and past by the editor's own day ({{today}}, the computer's date): the site goes by the town's.
      view_filters: {
        filters: [
          { name: 'upcoming', label: 'To come', field: 'date', gte: '{{today}}' },
          { name: 'past', label: 'Past', field: 'date', lt: '{{today}}' },
          { name: 'cancelled', label: 'Cancelled', field: 'status', eq: 'cancelled' },
        ],
      },
    },
    unchecked: {
      timeZone: "a time zone of the gig's country, needed where the country keeps more than one",
      time: 'a time the clocks show that night (not in the hour skipped when summer time starts)',
      doors: 'before the gig starts (or at most a few hours before, the evening before, for a late show)',
      price: "an amount and a real currency's three-letter code, or free",
      ageLimit: 'an age, or all ages',
      rescheduledFrom: 'only with the status rescheduled',
    },
  },
  {
    name: 'releases',
    label: 'Releases',
    description: "A folder per release: its title, year, cover and listen links. The cover uploads into the release's folder.",
    icon: 'album',
    folder: 'releases',
    path: '{{slug}}/release',
    extension: 'yaml',
    schema: releaseFileSchema,
    create: true,
    // The folder's name is the release's address, from its title.
    namedInSwedish: true,
    picturesBeside: true,
    summary: '{{title}} ({{year}})',
    unchecked: { listen: "each link on its own service's site (a Spotify link under spotify)" },
  },
  {
    name: 'tracks',
    label: 'Tracks and lyrics',
    description:
      "Pick a release's folder to see its tracks, in their order: each in its own file (01-title.md), its English translation after it (01-title.en.md). A new track goes into the release's folder you pick, named by its number and title; its recording uploads into that folder too.",
    icon: 'lyrics',
    folder: 'releases',
    // A file in a release's folder: the editor shows each release as a folder of its tracks.
    path: { depth: 2 },
    extension: 'md',
    schema: trackFrontMatterSchema,
    body: { label: 'Lyrics', hint: LYRICS_HINT },
    create: true,
    // A recording uploads into the release's folder, beside the track's file, which names it.
    picturesBeside: true,
    // The name the content loader reads a track's number and address from: `3-mareld.md`.
    slug: '{{fields.number}}-{{title}}',
    namedInSwedish: true,
    // The file beside the title: a translation shows as one (`varm&kall/02-mareld.en`).
    summary: '{{title}} · {{slug}}',
    // An entry's slug is its file's path in the collection (`varm&kall/02-mareld`): grouped by its folder, each release's
    // tracks together; sorted by it (the editor compares digits as numbers), in the order the build numbers them, each
    // translation after its track.
    view: {
      sortable_fields: { fields: ['slug', 'number', 'title'], default: { field: 'slug', direction: 'ascending' } },
      view_groups: { groups: [{ name: 'release', label: 'Release', field: 'slug', pattern: '^[^/]+' }], default: 'release' },
    },
  },
  {
    name: 'news',
    label: 'News',
    description:
      'Posts for the fans, each in its own file: a date, a title and the text in Swedish, and if you like the post in English and a picture. The newest show on the home page.',
    icon: 'campaign',
    folder: 'news',
    path: '{{slug}}',
    extension: 'md',
    schema: postFrontMatterSchema,
    body: { label: 'Text', hint: 'In Swedish. Paragraphs, separated by an empty line.' },
    create: true,
    // Its file name is its address, from its title: `Nya låtar på väg` → nya-latar-pa-vag.md.
    namedInSwedish: true,
    summary: '{{date}} · {{title}}',
    // Newest first, by year, as the site lists them.
    view: {
      sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
      view_groups: { groups: [{ name: 'year', label: 'Year', field: 'date', pattern: '^\\d{4}' }] },
    },
  },
  {
    name: 'merch',
    label: 'Merch',
    description:
      "What the band sells, an item a file: its name, pictures, price, sizes, whether it is in stock, and the link to the band's checkout (a Stripe Payment Link, Bandcamp or Big Cartel), where fans pay. The first three show on the home page.",
    icon: 'apparel',
    folder: 'merch',
    path: '{{slug}}',
    extension: 'yaml',
    schema: merchFileSchema,
    create: true,
    // The file's name is the item's address, from its name.
    namedInSwedish: true,
    summary: '{{name}} · {{price}} {{currency}} · {{availability}}',
    unchecked: { currency: "a real currency's three-letter code", shipsOn: 'only with pre-order, and then needed' },
  },
  {
    name: 'band',
    label: 'The band',
    description: "The band's facts, pictures and members, and its story in Swedish and English.",
    icon: 'groups',
    files: [
      { name: 'band', label: 'Band and members', file: 'band.yaml', schema: bandFileSchema },
      { name: 'story', label: 'Story (Swedish)', file: 'band.md', text: paragraphs('Story') },
      { name: 'storyEn', label: 'Story (English)', file: 'band.en.md', text: paragraphs('Story in English') },
    ],
  },
  {
    name: 'press',
    label: 'Press kit',
    description: 'What promoters and press need: bios, quotes, photos, the rider and stage plot, and who to write to.',
    icon: 'newspaper',
    files: [
      { name: 'press', label: 'Press kit', file: 'press.yaml', schema: pressFileSchema },
      { name: 'short', label: 'Short bio (Swedish)', file: 'press/short.md', text: { label: 'Short bio', hint: `At most ${SHORT_BIO_WORDS} words.` } },
      { name: 'shortEn', label: 'Short bio (English)', file: 'press/short.en.md', text: { label: 'Short bio in English', hint: `At most ${SHORT_BIO_WORDS} words.` } },
      { name: 'long', label: 'Long bio (Swedish)', file: 'press/long.md', text: paragraphs('Long bio') },
      { name: 'longEn', label: 'Long bio (English)', file: 'press/long.en.md', text: paragraphs('Long bio in English') },
    ],
  },
  {
    name: 'site',
    label: 'Site',
    description: "The site's name and address, the booking address, the band's profiles and the players on the home page.",
    icon: 'settings',
    files: [
      { name: 'site', label: 'Site', file: 'site.yaml', schema: siteSchema, unchecked: { social: 'at least one of the profiles', 'newsletter.action': 'an address a browser can read (the form checks its shape only)', 'bookingForm.action': 'an address a browser can read (the form checks its shape only)' } },
    ],
  },
];

export const isFolderCollection = (collection: EditorCollection): collection is FolderCollection => 'folder' in collection;
