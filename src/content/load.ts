// Reads the band's content files at build time, checks them against
// src/content/schema.ts and gives the build one typed Content object: a
// loader for each kind of file, built on the checker in check.ts.
//
// A band member fixing the files wants the whole list of mistakes at once, not
// one per rebuild: every problem is collected, then all are thrown together as
// one ContentError. Each names the file, the line and the field, says what is
// wrong and shows the right form.
//
// Node only (files, sharp); the browser never runs this.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import {
  ContentError,
  type ContentWarning,
  exampleAt,
  exists,
  lineOf,
  type Loading,
  loadYaml,
  nearest,
  parseYaml,
  type Place,
  readText,
  shownPath,
  subjectOf,
  validate,
  valueAt,
  type YamlFile,
} from './check';
import {
  type Band,
  bandFileSchema,
  type Content,
  coverFilePattern,
  type Gig,
  gigsFileSchema,
  type LyricLabel,
  lyricLabelSchema,
  type LyricSection,
  type Member,
  type PictureFile,
  type Release,
  releaseFileSchema,
  releaseSlugPattern,
  type Site,
  siteSchema,
  slugify,
  type Track,
  trackFilePattern,
  trackFrontMatterSchema,
} from './schema';


/**
 * The band's content. Resolved from the working directory, not __dirname:
 * the build and the tests run from the repository root, and a bundled copy
 * of this file would report the bundle's folder as its __dirname.
 */
export const CONTENT_DIR = path.resolve('src', 'content');

/** A photo cover smaller than this looks soft on a large screen. SVG covers scale to any size. */
export const MIN_COVER_SIZE = 1000;

const SECTION_LABELS = lyricLabelSchema.options;

// ---------------------------------------------------------------- pictures

/** Where a picture is named, for its problems. */
interface PictureRef {
  readonly file: string;
  readonly line?: number;
  readonly field: string;
  /** "member Tove Lindroth, field `portrait`" */
  readonly subject: string;
  /** The right form, when no file close to the name is found. */
  readonly example?: string;
}

/** Reads a picture's size and format; undefined after reporting why it cannot be used. */
async function readPicture(
  loading: Loading,
  absolute: string,
  ref: PictureRef,
): Promise<{ width: number; height: number; format: 'jpeg' | 'png' | 'svg' } | undefined> {
  const { file, line, field, subject } = ref;
  const problem = (message: string, example?: string) =>
    loading.problems.push({ file, line, field, message: `${subject}: ${message}`, example });

  if (!(await exists(absolute))) {
    // A typo in a file name is likelier than a lost file: point at the closest one in that folder.
    const folder = path.dirname(absolute);
    const siblings = await readdir(folder).catch(() => []);
    const suggestion = nearest(path.basename(absolute), siblings);
    const closest = suggestion && path.relative(loading.dir, path.join(folder, suggestion)).split(path.sep).join('/');
    problem(
      `there is no file ${shownPath(absolute)}.${closest ? ` Did you mean \`${closest}\`?` : ''}`,
      closest ? `${field.split('.').at(-1)}: ${closest}` : ref.example,
    );
    return undefined;
  }
  loading.files.push(absolute);
  try {
    const info = await sharp(absolute).metadata();
    if (info.format !== 'jpeg' && info.format !== 'png' && info.format !== 'svg') {
      problem(`${shownPath(absolute)} is a ${info.format} file; the site takes JPEG, PNG or SVG.`);
      return undefined;
    }
    // A phone photo may be stored on its side with a note to turn it: its upright size is what shows.
    const { width, height } = info.autoOrient ?? info;
    return { width, height, format: info.format };
  } catch {
    problem(`${shownPath(absolute)} could not be read as a picture. Save it again as JPEG, PNG or SVG.`);
    return undefined;
  }
}

/** A picture named in band.yaml, checked. */
async function bandPicture(
  loading: Loading,
  yaml: YamlFile,
  fieldPath: readonly PropertyKey[],
  name: string,
  alt: string,
  context?: string,
): Promise<PictureFile | undefined> {
  const absolute = path.resolve(loading.dir, name);
  const field = fieldPath.filter((key) => typeof key === 'string' && key !== 'members').join('.');
  const ref: PictureRef = {
    file: yaml.file,
    line: lineOf(yaml, fieldPath),
    field,
    subject: subjectOf(context, field),
    example: exampleAt(bandFileSchema, fieldPath),
  };
  // The build reads pictures from the content folder only.
  if (path.relative(loading.dir, absolute).startsWith('..')) {
    const { subject, example, ...where } = ref;
    loading.problems.push({ ...where, message: `${subject}: name a file inside ${shownPath(loading.dir)}.`, example });
    return undefined;
  }
  const info = await readPicture(loading, absolute, ref);
  return info && { path: absolute, file: shownPath(absolute), alt, width: info.width, height: info.height, crop: null };
}

// ---------------------------------------------------------------- the files

async function loadSite(loading: Loading) {
  return loadYaml(loading, path.join(loading.dir, 'site.yaml'), siteSchema, { noun: 'the site' });
}

/** band.md: paragraphs separated by blank lines; a paragraph may be wrapped over several lines. */
async function loadDescription(loading: Loading): Promise<string[] | undefined> {
  const absolute = path.join(loading.dir, 'band.md');
  const source = await readText(loading, absolute);
  const paragraphs = (source ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join(' ').trim())
    .filter(Boolean);
  if (paragraphs.length === 0) {
    loading.problems.push({
      file: shownPath(absolute),
      message: `${source === undefined ? 'band.md is missing' : 'band.md is empty'}: it holds the band's description, in Swedish.`,
      example: 'Kantstött är ett skatepunkband från Borås …\n\nVi spelar snabbt och högt …',
    });
    return undefined;
  }
  return paragraphs;
}

async function loadBand(loading: Loading): Promise<Band<PictureFile> | undefined> {
  const place: Place = {
    noun: 'band.yaml',
    entry: ([list, index], data) =>
      list === 'members' && typeof index === 'number'
        ? { context: memberContext(valueAt(data, ['members', index, 'name']), index), noun: 'a member', depth: 2 }
        : undefined,
  };
  const loaded = await loadYaml(loading, path.join(loading.dir, 'band.yaml'), bandFileSchema, place);
  const description = await loadDescription(loading);
  if (!loaded) return undefined;
  const { yaml, data } = loaded;

  const hero = await bandPicture(loading, yaml, ['hero', 'picture'], data.hero.picture, data.hero.alt);
  const group = await bandPicture(loading, yaml, ['group', 'picture'], data.group.picture, data.group.alt);
  const members: Member<PictureFile>[] = [];
  for (const [index, member] of data.members.entries()) {
    const portrait = await bandPicture(
      loading,
      yaml,
      ['members', index, 'portrait'],
      member.portrait,
      member.portraitAlt,
      memberContext(member.name, index),
    );
    const { portrait: _path, portraitAlt, ...fields } = member;
    if (portrait) members.push({ ...fields, id: slugify(member.name), portrait });
  }
  if (!description || !hero || !group || members.length < data.members.length) return undefined;
  return { ...data, description, hero, group, members };
}

function memberContext(name: unknown, index: number): string {
  return typeof name === 'string' && name.trim() ? `member ${name.trim()}` : `member ${index + 1}`;
}

async function loadGigs(loading: Loading): Promise<Gig[] | undefined> {
  const place: Place = {
    noun: 'gigs.yaml',
    entry: ([index], data) => {
      if (typeof index !== 'number') return undefined;
      const date = valueAt(data, [index, 'date']);
      return { context: typeof date === 'string' ? `gig on ${date}` : `gig ${index + 1}`, noun: 'a gig', depth: 1 };
    },
  };
  const loaded = await loadYaml(loading, path.join(loading.dir, 'gigs.yaml'), gigsFileSchema, place);
  if (!loaded) return undefined;
  const gigs = loaded.data ?? [];

  // Two entries with one day and club are one gig written twice, and would share an address.
  const seen = new Map<string, number>();
  for (const [index, gig] of gigs.entries()) {
    const first = seen.get(gig.id);
    if (first === undefined) {
      seen.set(gig.id, index);
      continue;
    }
    loading.problems.push({
      file: loaded.yaml.file,
      line: lineOf(loaded.yaml, [index]),
      field: 'club',
      message: `gig on ${gig.date}: the gig on line ${lineOf(loaded.yaml, [first])} is also on ${gig.date} at ${gig.club}. Delete one, or correct its date or club.`,
    });
  }
  return [...gigs].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}

// ---------------------------------------------------------------- releases

const LYRICS_EXAMPLE = '## chorus\nFyra väggar, ett tak och en dörr';

/** One track file: front matter, then `## label` sections of lines. */
async function loadTrack(loading: Loading, absolute: string, number: number, id: string): Promise<Track | undefined> {
  const file = shownPath(absolute);
  const source = (await readText(loading, absolute)) ?? '';
  const problem = (line: number, field: string, message: string, example?: string) =>
    loading.problems.push({ file, line, field, message, example });

  const frontMatter = /^---\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(source);
  if (!frontMatter) {
    problem(1, 'title', 'a track file starts with its title between two --- lines.', '---\ntitle: Mareld\n---');
    return undefined;
  }
  const yaml = parseYaml(loading, file, frontMatter[1] ?? '', 2);
  const head = yaml && validate(loading, yaml, trackFrontMatterSchema, { noun: 'a track' });

  // The body starts on the line after the closing ---.
  const bodyStart = frontMatter[0].split('\n').length + (frontMatter[0].endsWith('\n') ? 0 : 1);
  const sections: { label: string; line: number; lines: string[] }[] = [];
  let wrongHeading = false;
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
      sections.push({ label, line: lineNumber, lines: [] });
    } else if (sections.length > 0) {
      sections.at(-1)!.lines.push(line);
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
  if (!head || wrongHeading || textBeforeHeading || sections.length === 0 || emptySections.length > 0) return undefined;
  return {
    ...head,
    id,
    number,
    sections: sections.map((section): LyricSection => ({ label: section.label as LyricLabel, lines: section.lines })),
  };
}

/** The release's cover: exactly one cover.* file, big enough to stay sharp. */
async function loadCover(
  loading: Loading,
  folder: string,
  names: readonly string[],
  alt: string,
): Promise<PictureFile | undefined> {
  const covers = names.filter((name) => coverFilePattern.test(name));
  const folderShown = shownPath(folder);
  const rightForm = `${folderShown}/cover.jpg  (square, at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px)`;
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
  if (width !== height) {
    loading.warnings.push({
      file,
      message: `the cover is ${width}×${height} px, not square: it will be cropped to its centre. Crop it to a square yourself to choose what shows.`,
    });
  }
  return { path: absolute, file, alt, width, height, crop: width === height ? null : 'square' };
}

/** Track files, checked for their names and numbering, then read. */
async function loadTracks(loading: Loading, folder: string, names: readonly string[]): Promise<Track[] | undefined> {
  const folderShown = shownPath(folder);
  const found: { name: string; number: number; id: string }[] = [];
  let ok = true;
  const problem = (file: string, message: string, example: string) => {
    loading.problems.push({ file, field: 'file name', message, example });
    ok = false;
  };

  for (const name of names.filter((name) => /\.md$/i.test(name))) {
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

  const tracks: Track[] = [];
  for (const { name, number, id } of found) {
    const track = await loadTrack(loading, path.join(folder, name), number, id);
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
    tracks.push(track);
  }
  return ok && tracks.length === found.length ? tracks : undefined;
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
    if (name !== 'release.yaml' && !coverFilePattern.test(name) && !/\.md$/i.test(name)) {
      loading.problems.push({
        file: `${folderShown}/${name}`,
        field: 'file name',
        message: `\`${name}\` is not a file a release folder holds: release.yaml, one cover and a .md file per track.`,
        example: 'release.yaml\ncover.jpg\n01-mareld.md',
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
  const cover = await loadCover(loading, folder, names, releaseFile?.coverAlt ?? '');
  const tracks = await loadTracks(loading, folder, names);
  if (!releaseFile || !cover || !tracks) return undefined;
  const { coverAlt, ...fields } = releaseFile;
  return { ...fields, slug, cover, tracks };
}

async function loadReleases(loading: Loading): Promise<Release<PictureFile>[] | undefined> {
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

/** The home page's EP must be one of the releases. */
function checkFeatured(
  loading: Loading,
  site: { yaml: YamlFile; data: Site },
  releases: readonly Release<PictureFile>[],
): void {
  const slugs = releases.map((release) => release.slug);
  const named = site.data.featured.release;
  if (slugs.includes(named)) return;
  const suggestion = nearest(named, slugs);
  loading.problems.push({
    file: site.yaml.file,
    line: lineOf(site.yaml, ['featured', 'release']),
    field: 'featured.release',
    message: `field \`featured.release\`: there is no release folder \`${named}\`. The releases are: ${slugs.join(', ')}.`,
    example: `release: ${suggestion ?? slugs[0] ?? 'varm&kall'}`,
  });
}

// ---------------------------------------------------------------- the whole

/**
 * Reads and checks every content file in `dir`. Throws one ContentError
 * listing every problem; returns warnings the build should show, and every
 * file read (for watch mode: editing any of them rebuilds).
 */
export async function loadContent(
  dir: string,
): Promise<{ content: Content<PictureFile>; warnings: ContentWarning[]; files: string[] }> {
  const loading: Loading = { dir: path.resolve(dir), problems: [], warnings: [], files: [] };
  const site = await loadSite(loading);
  const band = await loadBand(loading);
  const gigs = await loadGigs(loading);
  const releases = await loadReleases(loading);
  if (site && releases) checkFeatured(loading, site, releases);

  if (loading.problems.length > 0 || !site || !band || !gigs || !releases) throw new ContentError(loading.problems);
  return { content: { site: site.data, band, gigs, releases }, warnings: loading.warnings, files: loading.files };
}
