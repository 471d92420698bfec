// releases/<slug>/: a folder per release, with release.yaml, its cover and a
// Markdown file per track. Their schemas (which give the Release and Track
// types), the names the files must have, and the loaders.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { exampleAt, exists, type Loading, lineOf, loadYaml, nearest, parseYaml, readText, shownPath, validate, type YamlFile } from './check';
import { example, input, text, year } from '../util/fields.build';
import { slugify } from '../util/slug.build';
import { type Artwork, hasShape, type PictureFile, readPicture, SQUARE } from './pictures';
import { audioFilePattern, recordingExtensions, type RecordingFile, type RecordingLookup, recordingsIn } from './recordings';
import { checkTimes, formatTime, parseTimeMark, TIMED_EXAMPLE, type TimedLine } from './timedLyrics';

export const languageSchema = z.enum(['sv', 'en']);
export type Language = z.infer<typeof languageSchema>;

export const lyricLabelSchema = z.enum(['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'outro']);
export type LyricLabel = z.infer<typeof lyricLabelSchema>;

const SECTION_LABELS = lyricLabelSchema.options;

/** A release folder's name, which is its address: `#/media/varm&kall`. */
export const releaseSlugPattern = /^[a-z0-9]+([-&][a-z0-9]+)*$/;

/** A track file's name: its number, then its address (`02-mareld.md` → `#/media/<release>/mareld`). */
export const trackFilePattern = /^(\d{1,2})-([a-z0-9]+(-[a-z0-9]+)*)\.md$/;

/** A track's English translation, beside it: `02-mareld.en.md`. */
export const translationFilePattern = /^(\d{1,2})-([a-z0-9]+(-[a-z0-9]+)*)\.en\.md$/;

/** The cover in a release folder: exactly one of these, unless release.yaml names its cover. */
export const coverFilePattern = /^cover\.(svg|jpe?g|png)$/i;

/** A picture a release folder may hold: its cover, or one release.yaml can name as its cover. */
const pictureFilePattern = /^[^/\\]+\.(svg|jpe?g|png)$/i;

/** A photo cover smaller than this looks soft on a large screen. SVG covers scale to any size. */
export const MIN_COVER_SIZE = 1000;

// ---------------------------------------------------------------- releases/<slug>/release.yaml

/**
 * Where a release can be streamed or bought, in the order its buttons show:
 * the key in release.yaml, the name on the button, and the web address a
 * link to that service starts with (any subdomain of it, for Bandcamp's
 * `kantstott.bandcamp.com`).
 */
export const listenServices = [
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
    // Optional: the cover is the folder's cover.* unless this names another picture in the folder.
    cover: input(
      example(
        z
          .string()
          .trim()
          .regex(pictureFilePattern, { error: "name a .jpg, .jpeg, .png or .svg file in the release's folder, e.g. cover.jpg." })
          .optional(),
        'cover: cover.jpg',
      ),
      'picture',
    ).describe("The cover picture, in the release's folder. Left empty, it is the picture named cover there."),
    coverAlt: text('coverAlt: "Cover of VARM & KALL EP: a halftone sun against a white snowflake"').describe(
      'What the cover shows, for people who cannot see it.',
    ),
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
    // Required, though the file's name (`02-mareld.md`) gives it too: the editor's form asks for it, and names a new track's file by it.
    number: example(
      z
        .int({ error: 'write the track number as a whole number.' })
        .min(1, { error: 'tracks are numbered from 1.' })
        .max(99, { error: 'a release has at most 99 tracks.' }),
      'number: 2',
    ).describe(
      "The track's place on the release, 1, 2, 3 …: a new track's file is named by it (2-mareld.md). The editor does not rename a file: to change the number later, rename the file to match (and its translation and recording), or the build stops and says how.",
    ),
    language: example(languageSchema.default('sv'), 'language: en'),
    // Optional: the recording is the one named as the track's file is (02-mareld.flac) unless this names another.
    recording: input(
      example(
        z
          .string()
          .trim()
          .regex(audioFilePattern, {
            error: `name a ${recordingExtensions.map((each) => `.${each}`).join(', ')} file in the release's folder, e.g. 02-mareld.flac.`,
          })
          .optional(),
        'recording: 02-mareld.flac',
      ),
      'recording',
    ).describe(
      "The band's recording of the track, in the release's folder: FLAC, WAV, MP3 or M4A. Left empty, it is the one named as the track's file is (02-mareld.flac beside 02-mareld.md), if there is one.",
    ),
  }),
  '---\ntitle: Mareld\nnumber: 2\n---',
);

// ---------------------------------------------------------------- what the loader gives the site

export interface LyricSection {
  readonly label: LyricLabel;
  readonly lines: readonly string[];
  /**
   * Each line's time in seconds into the recording, where the band marked it
   * (`[1:23] Vi kör natt`), else null. Absent when no line of the track is timed.
   */
  readonly times?: readonly (number | null)[];
}

/** One encoded file of a recording, as an <audio>'s <source>. */
export interface AudioSource {
  /** Relative to index.html, like a picture's src. */
  readonly url: string;
  /** 'audio/mpeg' or 'audio/ogg; codecs=opus'. */
  readonly type: string;
}

/** A track's recording as the build gives it to pages. */
export interface Recording {
  /** In seconds. */
  readonly duration: number;
  /** MP3 first (every browser plays it), then Opus (smaller, where the browser takes it). */
  readonly sources: readonly AudioSource[];
}

/**
 * What a track's recording is at a stage of the build, by what its pictures
 * are then: files as found (PictureFile, RecordingFile) until the build
 * encodes both, then what pages get (Artwork, Recording); for code that
 * takes content at any stage (`Release<unknown>`), whichever it is.
 */
export type RecordingOf<P> = P extends PictureFile ? RecordingFile : P extends Artwork ? Recording : unknown;

/** A track: its front matter, its place from its file's name (`01-mareld.md`), its lyrics, and its recording if it has one. */
export type Track<A = Recording> = Readonly<Omit<z.output<typeof trackFrontMatterSchema>, 'recording'>> & {
  /** From the file name: `#/media/<release>/<id>`. */
  readonly id: string;
  /** From the file name; the tracks of a release run 1, 2, 3 … */
  readonly number: number;
  readonly sections: readonly LyricSection[];
  /** The lyrics in English (`02-mareld.en.md`), shown beside the original; absent when the band wrote none. */
  readonly translation?: { readonly title: string; readonly sections: readonly LyricSection[] };
  /** The band's recording (`02-mareld.mp3` beside `02-mareld.md`); absent when the track has none. */
  readonly recording?: A;
};

/** A release as release.yaml has it, its cover the picture coverAlt describes. */
export type Release<P = Artwork, A = RecordingOf<P>> = Readonly<Omit<ReleaseFile, 'coverAlt' | 'cover'>> & {
  /** The folder name: `#/media/<slug>`. */
  readonly slug: string;
  readonly cover: P;
  /** In track-number order. */
  readonly tracks: readonly Track<A>[];
};

const LYRICS_EXAMPLE = '## chorus\nFyra väggar, ett tak och en dörr';

// ---------------------------------------------------------------- loading

/**
 * A track's front matter without its number (the band's files carried none
 * before the editor asked for it): reported with the line to add, the number
 * its file's name gives. True when it was left out or left empty.
 */
function numberLeftOut(loading: Loading, yaml: YamlFile, { file, number }: { file: string; number: number }): boolean {
  const { data } = yaml;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const written = (data as Record<string, unknown>).number;
  if (written !== undefined && written !== null) return false;
  // A misspelt `number:` is told as a misspelling, which names the right field.
  if (Object.keys(data).some((key) => nearest(key, ['number']) === 'number')) return false;
  loading.problems.push({
    file,
    // Where it goes: below the title (or on the number's own line, where it is there but empty).
    line: lineOf(yaml, written === null ? ['number'] : ['title']),
    field: 'number',
    message:
      written === null
        ? `field \`number\` is empty: the file's name makes this track ${number}.`
        : `field \`number\` is missing: the file's name makes this track ${number}. Write it below the title.`,
    example: `number: ${number}`,
  });
  return true;
}

/**
 * A number changed in the front matter (as the editor's form changes it)
 * but not in the file's name, which the editor never renames: what to
 * rename, to what, and the other way out.
 */
function numberMismatch(name: string, byName: number, written: number): { message: string; example: string } {
  const [, digits = '', rest = ''] = /^(\d+)(-.*)$/.exec(name) ?? [];
  // The same width as the name had: 02-mareld.md → 03-mareld.md, 2-mareld.md → 3-mareld.md.
  const renamed = `${String(written).padStart(digits.length, '0')}${rest}`;
  const says = `field \`number\`: the front matter says track ${written}, the file's name (${name}) track ${byName}.`;
  if (translationFilePattern.test(name)) {
    // A translation is named after its track, so it follows the track's number, not its own.
    const track = name.replace(/\.en\.md$/, '.md');
    return {
      message: `${says} A translation takes its track's number: change it back, or renumber the track (${track}) and rename both files.`,
      example: `number: ${byName}`,
    };
  }
  const stem = name.replace(/\.md$/, '');
  return {
    message: `${says} The editor does not rename a file: rename it ${renamed}, and any file beside it named ${stem}.* (its translation, its recording) to match, or change the number back.`,
    example: `${renamed}  (the file renamed, for track ${written})\nnumber: ${byName}  (the number changed back, for track ${byName})`,
  };
}

/** One track file: front matter, then `## label` sections of lines, each line perhaps timed. */
async function loadTrack(
  loading: Loading,
  absolute: string,
  { number, id, recordingOf, translation = false }: { number: number; id: string; recordingOf?: RecordingLookup; translation?: boolean },
): Promise<Track<RecordingFile> | undefined> {
  const file = shownPath(absolute);
  const source = (await readText(loading, absolute)) ?? '';
  const problem = (line: number, field: string, message: string, example?: string) =>
    loading.problems.push({ file, line, field, message, example });

  const frontMatter = /^---\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(source);
  if (!frontMatter) {
    problem(1, 'title', 'a track file starts with its title and number between two --- lines.', `---\ntitle: Mareld\nnumber: ${number}\n---`);
    return undefined;
  }
  const yaml = parseYaml(loading, file, frontMatter[1] ?? '', 2);
  const numberMissing = yaml !== undefined && numberLeftOut(loading, yaml, { file, number });
  // The rest is checked as if the number were there, so every other slip is told at once too.
  const checked = numberMissing ? { ...yaml, data: { ...(yaml.data as object), number } } : yaml;
  const head = checked && validate(loading, checked, trackFrontMatterSchema, { noun: 'a track' });

  // The body starts on the line after the closing ---.
  const bodyStart = frontMatter[0].split('\n').length + (frontMatter[0].endsWith('\n') ? 0 : 1);
  const sections: { label: string; line: number; lines: string[]; times: (number | null)[] }[] = [];
  const timed: TimedLine[] = [];
  let wrongHeading = false;
  let wrongTime = false;
  let textBeforeHeading = false;
  for (const [index, raw] of source.slice(frontMatter[0].length).split('\n').entries()) {
    const line = raw.trim();
    const lineNumber = bodyStart + index;
    if (!line) continue;
    const heading = /^(#+)\s*(.*)$/.exec(line);
    if (heading) {
      const label = heading[2]!.toLowerCase();
      if (heading[1] !== '##') {
        const message = `\`${line}\`: a section heading starts with exactly two #.`;
        problem(lineNumber, 'section', message, `## ${label || 'verse'}`);
        wrongHeading = true;
      } else if (!(SECTION_LABELS as readonly string[]).includes(label)) {
        problem(
          lineNumber,
          'section',
          `section \`${heading[2]}\`: not a section label. Use one of: ${SECTION_LABELS.join(', ')}.`,
          `## ${nearest(label, SECTION_LABELS) ?? 'chorus'}`,
        );
        wrongHeading = true;
      }
      sections.push({ label, line: lineNumber, lines: [], times: [] });
    } else if (sections.length > 0) {
      const mark = parseTimeMark(line);
      if (mark && 'malformed' in mark) {
        const message = `\`${mark.malformed}\` is not a time: write a line's time as minutes:seconds in square brackets before its words, to the hundredth of a second if you like ([1:23.45]).`;
        // The right form keeps the line's own words.
        problem(lineNumber, 'time', message, `[1:23] ${line.slice(mark.malformed.length).trim() || 'Vi kör natt'}`);
        wrongTime = true;
      } else if (mark && !mark.text) {
        problem(lineNumber, 'time', `\`[${formatTime(mark.time)}]\` marks no words: the time goes before the line it marks.`, TIMED_EXAMPLE);
        wrongTime = true;
      }
      const timedLine = mark && 'time' in mark && mark.text ? mark : null;
      if (timedLine) timed.push({ line: lineNumber, time: timedLine.time });
      sections.at(-1)!.lines.push(timedLine ? timedLine.text : line);
      sections.at(-1)!.times.push(timedLine ? timedLine.time : null);
    } else if (!textBeforeHeading) {
      // Reported once: every line up to the first heading is the same mistake.
      const message = 'lyrics must start with a section heading such as `## verse`.';
      problem(lineNumber, 'section', message, `## verse\n${line}`);
      textBeforeHeading = true;
    }
  }
  const emptySections = sections.filter((section) => section.lines.length === 0);
  for (const section of emptySections) {
    problem(
      section.line,
      'section',
      `section \`${section.label}\` is an empty lyric: write its lines under the heading, or delete the heading.`,
      LYRICS_EXAMPLE,
    );
  }
  if (sections.length === 0 && !textBeforeHeading) {
    const message = 'the track is an empty lyric: write its sections below the front matter.';
    problem(bodyStart, 'lyrics', message, LYRICS_EXAMPLE);
  }
  if (head && !numberMissing && head.number !== number) {
    const line = (frontMatter[1] ?? '').split('\n').findIndex((each) => /^number\s*:/.test(each));
    const { message, example } = numberMismatch(path.basename(absolute), number, head.number);
    problem(line + 2, 'number', message, example);
    return undefined;
  }
  const recordingLine = (frontMatter[1] ?? '').split('\n').findIndex((each) => /^recording\s*:/.test(each)) + 2;
  const recording = head && recordingOf ? await recordingOf(head.recording, recordingLine) : undefined;
  const timesOk = checkTimes(problem, timed, { recording, translation, name: path.basename(absolute) }) && !wrongTime;
  if (!head || numberMissing || wrongHeading || !timesOk || textBeforeHeading || sections.length === 0 || emptySections.length > 0) return undefined;
  // The number (the file's, which the front matter's agrees with) after the id, where it always was: pages keep their bytes.
  const { recording: named, number: written, ...fields } = head;
  return {
    ...fields,
    id,
    number,
    sections: sections.map(
      ({ label, lines, times }): LyricSection => ({ label: label as LyricLabel, lines, ...(timed.length > 0 ? { times } : {}) }),
    ),
    ...(recording ? { recording } : {}),
  };
}

/** The release's cover: the picture release.yaml names, or else exactly one cover.* file; big enough to stay sharp. */
async function loadCover(
  loading: Loading,
  folder: string,
  names: readonly string[],
  { cover: named, coverAlt: alt = '' }: { cover?: string | undefined; coverAlt?: string },
): Promise<PictureFile | undefined> {
  const covers = named === undefined ? names.filter((name) => coverFilePattern.test(name)) : names.filter((name) => name === named);
  const folderShown = shownPath(folder);
  const rightForm = `${folderShown}/cover.jpg  (square, at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px)`;
  if (named !== undefined && covers.length === 0) {
    loading.problems.push({
      file: `${folderShown}/release.yaml`,
      field: 'cover',
      message: `field \`cover\`: the release's folder has no picture ${named}. Put it there, or name the picture that is.`,
      example: `cover: ${names.find((name) => pictureFilePattern.test(name)) ?? 'cover.jpg'}`,
    });
    return undefined;
  }
  if (covers.length !== 1) {
    loading.problems.push({
      file: folderShown,
      field: 'cover',
      message:
        covers.length === 0
          ? `field \`cover\`: the release has no cover. Put a square picture named cover.jpg, cover.png or cover.svg in its folder.`
          : `field \`cover\`: the release has ${covers.length} covers (${covers.join(', ')}). Keep one.`,
      example: rightForm,
    });
    return undefined;
  }
  // A picture the editor left behind when the cover was swapped: harmless, but not shown.
  for (const unused of names.filter((name) => name !== covers[0] && pictureFilePattern.test(name))) {
    loading.warnings.push({
      file: `${folderShown}/${unused}`,
      message: `\`${unused}\` is not the release's cover (${covers[0]} is), and nothing shows it: delete it.`,
    });
  }
  const absolute = path.join(folder, covers[0]!);
  const file = shownPath(absolute);
  const info = await readPicture(loading, absolute, { file, field: 'cover', subject: 'field `cover`' });
  if (!info) return undefined;
  const { width, height } = info;
  // A vector cover is sharp at any size; a photo needs the pixels.
  if (info.format !== 'svg' && Math.min(width, height) < MIN_COVER_SIZE) {
    loading.problems.push({
      file,
      field: 'cover',
      message: `field \`cover\`: the cover is ${width}×${height} px, too small to stay sharp. It must be at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px.`,
      example: rightForm,
    });
    return undefined;
  }
  const crop = hasShape(width, height, SQUARE) ? null : SQUARE;
  if (crop) {
    loading.warnings.push({
      file,
      message: `the cover is ${width}×${height} px, not square: it will be cropped to its centre. Crop it to a square yourself to choose what shows.`,
    });
  }
  return { path: absolute, file, alt, width, height, crop };
}

/** Track files, checked for their names and numbering, then read with their recordings. */
async function loadTracks(loading: Loading, folder: string, names: readonly string[]): Promise<Track<RecordingFile>[] | undefined> {
  const folderShown = shownPath(folder);
  const found: { name: string; number: number; id: string }[] = [];
  let ok = true;
  const problem = (file: string, message: string, example: string) => {
    loading.problems.push({ file, field: 'file name', message, example });
    ok = false;
  };

  for (const name of names.filter((name) => /\.md$/i.test(name) && !translationFilePattern.test(name))) {
    const match = trackFilePattern.exec(name);
    if (!match) {
      // `1 Mareld.md` → `1-mareld.md`; a name without a number gets one.
      const stem = slugify(name.replace(/\.md$/i, '')) || 'mareld';
      problem(
        `${folderShown}/${name}`,
        `\`${name}\` is not a track's file name: the track number, a dash, then the track's address in lowercase letters, digits and dashes.`,
        /^\d/.test(stem) ? `${stem}.md` : `01-${stem}.md`,
      );
      continue;
    }
    const number = Number(match[1]);
    const id = match[2]!;
    const sameSlug = found.find((track) => track.id === id);
    const sameNumber = found.find((track) => track.number === number);
    if (sameSlug) {
      problem(
        `${folderShown}/${name}`,
        `track \`${id}\`: ${sameSlug.name} has the same address. Two tracks of one release need different names after the number.`,
        `${match[1]}-${id}-2.md`,
      );
    } else if (sameNumber) {
      problem(
        `${folderShown}/${name}`,
        `track ${number}: ${sameNumber.name} has the same number. Number the tracks 1, 2, 3 … in playing order.`,
        `${String(found.length + 1).padStart(2, '0')}-${id}.md`,
      );
    }
    found.push({ name, number, id });
  }

  found.sort((a, b) => a.number - b.number);
  if (ok && found.length === 0) {
    problem(folderShown, 'the release has no tracks.', '01-mareld.md');
  } else if (ok && found.some((track, index) => track.number !== index + 1)) {
    problem(
      folderShown,
      `the track numbers are ${found.map((track) => track.number).join(', ')}: they must run 1, 2, 3 … without gaps.`,
      found.map((track, index) => `${String(index + 1).padStart(2, '0')}-${track.id}.md`).join('\n'),
    );
  }

  const recordings = recordingsIn(
    loading,
    folder,
    names,
    found.map((track) => track.name),
  );
  const tracks: Track<RecordingFile>[] = [];
  for (const { name, number, id } of found) {
    const track = await loadTrack(loading, path.join(folder, name), { number, id, recordingOf: recordings.recordingOf(name) });
    if (!track) continue;
    // Each track is a button named by its title: two alike, and a fan (or a screen reader) cannot tell them apart.
    const sameTitle = tracks.find((other) => other.title.toLowerCase() === track.title.toLowerCase());
    if (ok && sameTitle) {
      loading.problems.push({
        file: `${folderShown}/${name}`,
        field: 'title',
        message: `track ${number}'s title \`${track.title}\` is track ${sameTitle.number}'s too. Give each track a title of its own.`,
        example: `title: ${track.title} (Reprise)`,
      });
    }
    tracks.push(await withTranslation(loading, folder, name, track));
  }
  recordings.warnUnused();
  for (const name of names.filter((name) => translationFilePattern.test(name))) {
    if (found.some((track) => `${track.name.slice(0, -'.md'.length)}.en.md` === name)) continue;
    problem(
      `${folderShown}/${name}`,
      `\`${name}\` is a translation of a track this release does not have: name it after its track's file, with .en before .md.`,
      `${found[0]?.name.replace(/\.md$/, '') ?? '01-mareld'}.en.md`,
    );
  }
  return ok && tracks.length === found.length ? tracks : undefined;
}

/** The track with its English translation (`02-mareld.en.md` beside `02-mareld.md`), if the band wrote one. */
async function withTranslation(
  loading: Loading,
  folder: string,
  name: string,
  track: Track<RecordingFile>,
): Promise<Track<RecordingFile>> {
  const absolute = path.join(folder, name.replace(/\.md$/, '.en.md'));
  if (!(await exists(absolute))) return track;
  if (track.language === 'en') {
    loading.problems.push({
      file: shownPath(absolute),
      field: 'file name',
      message: `track \`${track.title}\` is sung in English already: an English translation is for a track in Swedish.`,
      example: `${name}  (language: en, no .en.md beside it)`,
    });
    return track;
  }
  const english = await loadTrack(loading, absolute, { number: track.number, id: track.id, translation: true });
  return english ? { ...track, translation: { title: english.title, sections: english.sections } } : track;
}

async function loadRelease(loading: Loading, folder: string): Promise<Release<PictureFile> | undefined> {
  const slug = path.basename(folder);
  const folderShown = shownPath(folder);
  if (!releaseSlugPattern.test(slug)) {
    loading.problems.push({
      file: folderShown,
      field: 'folder name',
      message: `\`${slug}\` cannot be a release's address: name the folder with lowercase letters and digits, joined by - or &.`,
      example: slugify(slug) || 'varm&kall',
    });
  }
  // Hidden files (.DS_Store) are the computer's, not the band's.
  const names = (await readdir(folder)).filter((name) => !name.startsWith('.')).sort();
  for (const name of names) {
    if (name !== 'release.yaml' && !pictureFilePattern.test(name) && !/\.md$/i.test(name) && !audioFilePattern.test(name)) {
      loading.problems.push({
        file: `${folderShown}/${name}`,
        field: 'file name',
        message: `\`${name}\` is not a file a release folder holds: release.yaml, one cover, a .md file per track and the track's recording beside it (${recordingExtensions.map((each) => `.${each}`).join(', ')}).`,
        example: 'release.yaml\ncover.jpg\n01-mareld.md\n01-mareld.flac',
      });
    }
  }

  let releaseFile: z.output<typeof releaseFileSchema> | undefined;
  if (names.includes('release.yaml')) {
    const place = { noun: 'a release' };
    releaseFile = (await loadYaml(loading, path.join(folder, 'release.yaml'), releaseFileSchema, place))?.data;
  } else {
    loading.problems.push({
      file: `${folderShown}/release.yaml`,
      field: 'release.yaml',
      message: `the release folder \`${slug}\` has no release.yaml: it says the release's title, year and what its cover shows.`,
      example: exampleAt(releaseFileSchema, []),
    });
  }
  const cover = await loadCover(loading, folder, names, releaseFile ?? {});
  const tracks = await loadTracks(loading, folder, names);
  if (!releaseFile || !cover || !tracks) return undefined;
  const { coverAlt, cover: coverName, ...fields } = releaseFile;
  return { ...fields, slug, cover, tracks };
}

export async function loadReleases(loading: Loading): Promise<Release<PictureFile>[] | undefined> {
  const releasesDir = path.join(loading.dir, 'releases');
  const entries = (await readdir(releasesDir, { withFileTypes: true }).catch(() => [])).filter(
    (entry) => !entry.name.startsWith('.'),
  );
  const releases: Release<PictureFile>[] = [];
  let ok = true;
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isDirectory()) {
      loading.problems.push({
        file: shownPath(path.join(releasesDir, entry.name)),
        field: 'file name',
        message: `\`${entry.name}\`: ${shownPath(releasesDir)} holds one folder per release, nothing else.`,
        example: `${shownPath(releasesDir)}/nattbuss/release.yaml`,
      });
      continue;
    }
    const release = await loadRelease(loading, path.join(releasesDir, entry.name));
    if (release) releases.push(release);
    else ok = false;
  }
  if (!ok) return undefined;
  return releases.sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
}
