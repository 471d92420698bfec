// An entry as the editor's form holds it (the fields as the band types them,
// the same shape as the file) made into what the site's components take. The
// build checks and reads the files (src/content); a preview shows what is
// written, as far as it reads, and leaves the checking to the build.
import type { Member } from '../content/band';
import type { Post } from '../content/news';
import type { Artwork } from '../content/pictures';
import type { LyricSection, Release, Track } from '../content/releases';
import type { AgeLimit, Gig, GigStatus, Price } from '../gigs/gig.build';

type Fields = Readonly<Record<string, unknown>>;

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');
const fieldsOf = (value: unknown): Fields => (typeof value === 'object' && value !== null ? (value as Fields) : {});
const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
/** Only what is filled in: an empty field is left out, as in the file. */
const given = <T>(key: string, value: T | undefined | '') => (value === undefined || value === '' ? {} : { [key]: value });

/** A picture the editor has (its URL) as the site's components draw one: at its own size, once loaded. */
export const artworkOf = (url: string | undefined, alt: unknown, width = 1000, height = 1000): Artwork => ({
  image: { src: url ?? '', width, height, sources: [] },
  alt: textOf(alt),
});

/** `150 SEK`, or free. */
function priceOf(value: unknown): Price | undefined {
  const text = textOf(value);
  if (/^free$/i.test(text)) return { amount: 0, currency: '' };
  const match = /^(\d+(?:[.,]\d{1,2})?) *([a-z]{3})$/i.exec(text);
  return match ? { amount: Number(match[1]!.replace(',', '.')), currency: match[2]!.toUpperCase() } : undefined;
}

/** `18`, `18+`, or all ages. */
function ageLimitOf(value: unknown): AgeLimit | undefined {
  const text = textOf(value);
  if (/^all ages$/i.test(text)) return 'all ages';
  const age = Number.parseInt(text, 10);
  return Number.isNaN(age) ? undefined : age;
}

/** The zone the reader's clock keeps: a gig's own, where the band named it, decides its day otherwise. */
const readersZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A gig as the form holds it (a gig of gigs.yaml), as the gig lists draw one. */
export function gigOf(value: unknown, index = 0): Gig {
  const fields = fieldsOf(value);
  const date = textOf(fields.date);
  const status = textOf(fields.status).toLowerCase();
  const gig = {
    // Unique in the list: a new gig has no date or club yet.
    id: `${date}-${index}`,
    date,
    eventName: textOf(fields.event),
    club: textOf(fields.club),
    town: textOf(fields.town),
    country: textOf(fields.country),
    countryCode: '',
    timeZone: textOf(fields.timeZone) || readersZone(),
    bands: listOf(fields.bands).map(textOf).filter(Boolean),
    ...given('time', textOf(fields.time)),
    ...given('doors', textOf(fields.doors)),
    ...given('tickets', textOf(fields.tickets)),
    ...given('price', priceOf(fields.price)),
    ...given('ageLimit', ageLimitOf(fields.ageLimit)),
    ...given('status', status === 'scheduled' ? '' : (status as GigStatus)),
    ...given('rescheduledFrom', textOf(fields.rescheduledFrom)),
  };
  return gig as Gig;
}

/**
 * A track's lyrics, `## label` then its lines, each perhaps led by its time
 * (`[1:23]`), which the sheet does not show: sections as the lyric sheet takes them.
 */
export function sectionsOf(body: unknown): LyricSection[] {
  const sections: { label: string; lines: string[] }[] = [];
  for (const raw of textOf(body).split('\n')) {
    const line = raw.trim();
    const heading = /^##\s*(.+)$/.exec(line);
    if (heading) sections.push({ label: heading[1]!.trim().toLowerCase(), lines: [] });
    else if (line) sections.at(-1)?.lines.push(line.replace(/^\[[\d:.\s]*\]\s*/, ''));
  }
  return sections.filter((section) => section.lines.length > 0) as LyricSection[];
}

/** The paragraphs of a text, as the build splits them: at empty lines. */
export const paragraphsOf = (body: unknown) =>
  textOf(body)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** `content/releases/<slug>/…`: the folder a file of a release is in. */
export const releaseFolderOf = (path: string) => /releases\/([^/]+)\//.exec(path)?.[1] ?? '';

/** A track file (`releases/<slug>/02-mareld.md`, or its translation `02-mareld.en.md`) as the form holds it. */
export interface TrackFile {
  readonly path: string;
  readonly data: Fields;
}

/** `02-mareld.en.md` → its number, its id and whether it is a translation. */
function fileNameOf(path: string) {
  const match = /(\d{1,2})-([^/.]+)(\.en)?\.md$/.exec(path);
  return match ? { number: Number(match[1]), id: match[2]!, translation: Boolean(match[3]) } : undefined;
}

/** A release's tracks from their files, each with its translation beside it where there is one, in number order. */
export function tracksOf(files: readonly TrackFile[]): Track[] {
  const originals = files.filter((file) => !fileNameOf(file.path)?.translation);
  const tracks = originals.map((file, index): Track => {
    const name = fileNameOf(file.path);
    const id = name?.id ?? `new-${index}`;
    const translation = files.find((each) => {
      const other = fileNameOf(each.path);
      return other?.translation && other.id === id;
    });
    return {
      id,
      number: Number(file.data.number) || name?.number || index + 1,
      title: textOf(file.data.title),
      language: file.data.language === 'en' ? 'en' : 'sv',
      sections: sectionsOf(file.data.body),
      ...(translation ? { translation: { title: textOf(translation.data.title), sections: sectionsOf(translation.data.body) } } : {}),
    };
  });
  return tracks.sort((a, b) => a.number - b.number);
}

/** A release as its form holds it (release.yaml), with its cover and tracks. */
export function releaseOf(fields: Fields, slug: string, cover: string | undefined, tracks: readonly Track[]): Release {
  return {
    slug,
    title: textOf(fields.title),
    year: Number(fields.year) || 0,
    // The listen links' names and icons are the build's (src/content/releases.ts): the release page shows them once built.
    listen: [],
    cover: artworkOf(cover, fields.coverAlt),
    tracks,
  } as unknown as Release;
}

/** A post as its form holds it. */
export function postOf(fields: Fields, slug: string, picture: string | undefined): Post {
  const english = fieldsOf(fields.english);
  const pictureFields = fieldsOf(fields.picture);
  return {
    slug,
    date: textOf(fields.date),
    title: textOf(fields.title),
    text: paragraphsOf(fields.body),
    ...(textOf(english.title) ? { english: { title: textOf(english.title), text: paragraphsOf(english.text) } } : {}),
    ...(picture ? { picture: artworkOf(picture, pictureFields.alt, 1600, 1000) } : {}),
  };
}

/** The band's members as band.yaml's form holds them, each with the URL of their portrait. */
export function membersOf(fields: Fields, portraitOf: (path: unknown) => string | undefined): Member[] {
  return listOf(fields.members).map((value, index) => {
    const member = fieldsOf(value);
    return {
      id: `member-${index}`,
      name: textOf(member.name),
      roles: listOf(member.roles).map(textOf),
      bio: textOf(member.bio),
      ...given('bioEn', textOf(member.bioEn)),
      portrait: artworkOf(portraitOf(member.portrait), member.portraitAlt, 800, 1000),
    } as Member;
  });
}
