// band.yaml (the band's facts, pictures and members) and band.md (its
// description): the schema, the Band and Member types, and their loader.
import path from 'node:path';
import { z } from 'zod';
import {
  exampleAt,
  lineOf,
  type Loading,
  loadYaml,
  type Place,
  readText,
  shownPath,
  subjectOf,
  valueAt,
  type YamlFile,
} from './check';
import { example, input, text, year } from '../util/fields.build';
import { slugify } from '../util/slug.build';
import { type Artwork, hasShape, type PictureFile, type PictureRef, readPicture, type Shape } from './pictures';

// ---------------------------------------------------------------- band.yaml

export const roleSchema = z.enum(['Vocals', 'Bass', 'Guitar', 'Drums']);

/** A picture file named relative to the content folder. bandPicture checks that it exists. */
const picturePath = (rightForm: string) =>
  input(
    example(
      z
        .string()
        .trim()
        .regex(/\.(svg|jpe?g|png)$/i, { error: 'name a .jpg, .jpeg, .png or .svg file, e.g. pictures/hero.jpg.' }),
      rightForm,
    ),
    'picture',
  );

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
  bio: input(text('bio: Sjunger och spelar bas.'), 'longText'),
  // Optional: the bio in English, shown by the Svenska / English switch.
  bioEn: input(text('bioEn: Sings and plays bass.'), 'longText').optional(),
  portrait: picturePath('portrait: pictures/member-vocals-bass.jpg'),
  portraitAlt: text('portraitAlt: Tove Lindroth singing, with a bass'),
});

/** band.yaml as written; loadBand turns its picture paths into pictures and adds band.md. */
export const bandFileSchema = example(
  z.strictObject({
    hometown: text('hometown: Borås'),
    genre: text('genre: Skate punk'),
    formed: year('formed: 2021'),
    hero: artwork('hero').describe('The picture at the top of the home page.'),
    group: artwork('group').describe("On the Band page, and the poster of the home page's video."),
    members: example(
      z.array(memberSchema).min(1, { error: 'name at least one member.' }),
      'members:\n  - name: Tove Lindroth\n    roles: [Vocals, Bass]\n    bio: …\n    portrait: pictures/member-vocals-bass.jpg\n    portraitAlt: …',
    ).describe('In the order they appear on the Band page. The story is under The band, Story.'),
  }),
  'hometown: Borås\ngenre: Skate punk\nformed: 2021\nhero: …\ngroup: …\nmembers: …',
);

export type BandFile = z.infer<typeof bandFileSchema>;

// ---------------------------------------------------------------- what the loader gives the site

/** A member as band.yaml has them, their portrait and what it shows one picture. */
export type Member<P = Artwork> = Readonly<Omit<BandFile['members'][number], 'portrait' | 'portraitAlt'>> & {
  /** The name as an address, e.g. `tove-lindroth`. */
  readonly id: string;
  readonly portrait: P;
};

export type Band<P = Artwork> = Readonly<Omit<BandFile, 'hero' | 'group' | 'members'>> & {
  /** band.md, one string per paragraph (Swedish). */
  readonly description: readonly string[];
  /** band.en.md, the description in English, if the band wrote one. */
  readonly descriptionEn?: readonly string[];
  readonly hero: P;
  readonly group: P;
  /** In the order of band.yaml. */
  readonly members: readonly Member<P>[];
};

// ---------------------------------------------------------------- loading

/** The hero's shape on the home page (HomePage.module.css: aspect-ratio 8 / 5); a picture of another is cropped to it. */
export const HERO_SHAPE: Shape = { width: 8, height: 5 };

/** A picture named in band.yaml, checked. */
async function bandPicture(
  loading: Loading,
  yaml: YamlFile,
  fieldPath: readonly PropertyKey[],
  name: string,
  alt: string,
  context?: string,
  shape?: Shape,
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
  if (!info) return undefined;
  const crop = shape && !hasShape(info.width, info.height, shape) ? shape : null;
  if (crop) {
    loading.warnings.push({
      file: shownPath(absolute),
      message: `${ref.subject}: the picture is ${info.width}×${info.height} px, not ${crop.width}:${crop.height} as the page shows it: it will be cropped to its centre. Crop it yourself to choose what shows.`,
    });
  }
  return { path: absolute, file: shownPath(absolute), alt, width: info.width, height: info.height, crop };
}

/** Markdown text as paragraphs: separated by blank lines, each may be wrapped over several lines. */
export const paragraphsOf = (source: string): string[] =>
  source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map((line) => line.trim()).join(' ').trim())
    .filter(Boolean);

/** band.md: the band's description, in Swedish. */
async function loadDescription(loading: Loading): Promise<string[] | undefined> {
  const absolute = path.join(loading.dir, 'band.md');
  const source = await readText(loading, absolute);
  const paragraphs = paragraphsOf(source ?? '');
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

export async function loadBand(loading: Loading): Promise<Band<PictureFile> | undefined> {
  const place: Place = {
    noun: 'band.yaml',
    entry: ([list, index], data) =>
      list === 'members' && typeof index === 'number'
        ? { context: memberContext(valueAt(data, ['members', index, 'name']), index), noun: 'a member', depth: 2 }
        : undefined,
  };
  const loaded = await loadYaml(loading, path.join(loading.dir, 'band.yaml'), bandFileSchema, place);
  const description = await loadDescription(loading);
  // Optional, and simply absent when not there: the build lists what has no translation.
  const english = paragraphsOf((await readText(loading, path.join(loading.dir, 'band.en.md'))) ?? '');
  if (!loaded) return undefined;
  const { yaml, data } = loaded;

  const hero = await bandPicture(loading, yaml, ['hero', 'picture'], data.hero.picture, data.hero.alt, undefined, HERO_SHAPE);
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
  return { ...data, description, ...(english.length > 0 ? { descriptionEn: english } : {}), hero, group, members };
}

function memberContext(name: unknown, index: number): string {
  return typeof name === 'string' && name.trim() ? `member ${name.trim()}` : `member ${index + 1}`;
}
