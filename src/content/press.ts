// press.yaml and the bios in press/ beside it: the press kit promoters use
// (#/press). Its schema (which gives the PressKit type) and its loader. The
// kit names the band's tracks by reference and takes its live video from
// site.yaml, so nothing is written twice. Optional as a whole: without
// press.yaml the kit holds what the rest of the content gives.
import path from 'node:path';
import { z } from 'zod';
import { paragraphsOf } from './band';
import { exampleAt, lineOf, type Loading, loadYaml, nearest, readText, shownPath, exists, type YamlFile } from './check';
import { example, httpsUrl, input, text } from '../util/fields.build';
import { type PictureFile, readPicture } from './pictures';
import { languageSchema, type Release } from './releases';

/** What a promoter can paste into a listing as it is. */
export const SHORT_BIO_WORDS = 60;

/** A print-size photo is at least this long on its long side. */
export const PRINT_LONG_SIDE = 3000;

export const orientationSchema = z.enum(['landscape', 'portrait', 'square']);
export type Orientation = z.infer<typeof orientationSchema>;

const metres = (rightForm: string) =>
  example(z.number({ error: 'write a number of metres, like 1.5' }).min(0, { error: 'it cannot be below 0.' }), rightForm);

const positionSchema = z.strictObject({
  name: text('name: Tove'),
  role: text('role: Vocals, bass'),
  x: metres('x: 1.5   # metres from the left edge, as the audience sees the stage'),
  y: metres('y: 1     # metres from the front edge'),
});

const inputSchema = z.strictObject({
  channel: example(z.int().min(1, { error: 'number the channels from 1.' }), 'channel: 1'),
  source: text('source: Bass'),
  connection: example(z.enum(['DI', 'mic']), 'connection: DI'),
  mic: text('mic: SM58').optional(),
  position: text('position: Tove').optional(),
});

const riderSchema = example(
  z.strictObject({
    stage: example(
      z.strictObject({ width: metres('width: 4'), depth: metres('depth: 3') }),
      'stage:\n  width: 4   # metres\n  depth: 3',
    ),
    changeover: example(z.int().min(0), 'changeover: 15   # minutes'),
    power: text('power: Two grounded 230 V sockets, front left and back centre'),
    monitors: example(z.array(text('- A wedge for vocals, front centre')).min(1), 'monitors:\n  - A wedge for vocals, front centre'),
    backline: example(z.array(text('- Bass amp with 4×10 cabinet')), 'backline:\n  - Bass amp with 4×10 cabinet'),
    positions: example(z.array(positionSchema).min(1), 'positions:\n  - name: Tove\n    role: Vocals, bass\n    x: 1.5\n    y: 1'),
    inputs: example(z.array(inputSchema).min(1), 'inputs:\n  - channel: 1\n    source: Bass\n    connection: DI\n    position: Tove'),
  }),
  'rider:\n  stage: …\n  changeover: 15\n  power: …\n  monitors: …\n  backline: …\n  positions: …\n  inputs: …',
);

export const pressFileSchema = example(
  z.strictObject({
    updated: example(
      z.iso.date({ error: 'write the date as year-month-day, like 2026-11-20.' }),
      'updated: 2026-11-20   # the day you last changed the press kit',
    ),
    quotes: example(
      z.array(
        z.strictObject({
          text: text('text: Fast, loud and funny.'),
          // The language the quote was written in, so it is read out right.
          language: example(languageSchema.default('en'), 'language: sv   # or en'),
          source: text('source: Skrammel zine'),
          url: httpsUrl('url: https://skrammel.example/kantstott'),
        }),
      ),
      'quotes:\n  - text: Fast, loud and funny.\n    language: en\n    source: Skrammel zine\n    url: https://…',
    ).nullish(),
    photos: example(
      z.array(
        z.strictObject({
          picture: input(
            example(
              z.string().trim().regex(/\.(svg|jpe?g|png)$/i, { error: 'name a .jpg, .jpeg, .png or .svg file, e.g. pictures/live.jpg.' }),
              'picture: pictures/live.jpg',
            ),
            'picture',
          ),
          alt: text('alt: The band on stage, the bassist mid-jump'),
          caption: text('caption: Kantstött live in Brno, 2023'),
          credit: text('credit: Photo: Lo Berglund'),
          orientation: example(orientationSchema, 'orientation: landscape   # or portrait, square'),
        }),
      ),
      'photos:\n  - picture: pictures/live.jpg\n    alt: …\n    caption: …\n    credit: Photo: …\n    orientation: landscape',
    ).nullish(),
    tracks: example(
      z.array(text('- varm&kall/mareld')),
      'tracks:   # release folder / track file name without its number\n  - varm&kall/mareld',
    ).nullish(),
    rider: riderSchema.optional(),
    contacts: example(
      z.array(
        z.strictObject({
          territory: text('territory: Scandinavia'),
          name: text('name: Tove Lindroth'),
          email: example(z.email({ error: 'write an e-mail address.' }), 'email: booking@kantstott.se'),
          phone: text('phone: +46 70 123 45 67').optional(),
        }),
      ),
      'contacts:\n  - territory: Scandinavia\n    name: Tove Lindroth\n    email: booking@kantstott.se',
    ).nullish(),
  }),
  'updated: 2026-11-20\nquotes: …\nphotos: …\ntracks: …\nrider: …\ncontacts: …',
);

export type PressFile = z.infer<typeof pressFileSchema>;
export type Rider = NonNullable<PressFile['rider']>;

/** A text in Swedish, and in English if the band wrote it. */
export type Bilingual = { readonly sv: string; readonly en?: string };

export type PressPhoto<P = PictureFile> = Omit<NonNullable<PressFile['photos']>[number], 'picture' | 'alt'> & { readonly picture: P };

/** The press kit as the loader gives it; null fields are parts the band left out. */
export interface PressKit<P = PictureFile> {
  readonly updated: string | null;
  readonly shortBio: Bilingual | null;
  readonly longBio: Bilingual | null;
  readonly quotes: NonNullable<PressFile['quotes']>;
  readonly photos: readonly PressPhoto<P>[];
  /** `release/track` references, checked against the releases (content.ts); empty: the featured release's. */
  readonly tracks: readonly string[];
  readonly rider: Rider | null;
  readonly contacts: NonNullable<PressFile['contacts']>;
}

export const NO_PRESS_KIT: PressKit<never> = {
  updated: null,
  shortBio: null,
  longBio: null,
  quotes: [],
  photos: [],
  tracks: [],
  rider: null,
  contacts: [],
};

const orientationOf = (width: number, height: number): Orientation =>
  Math.abs(width - height) < 1 ? 'square' : width > height ? 'landscape' : 'portrait';

/** A bio as press/<name>.md and press/<name>.en.md; Swedish required, English optional. */
async function loadBio(loading: Loading, name: 'short' | 'long'): Promise<Bilingual | undefined> {
  const read = async (file: string) => paragraphsOf((await readText(loading, path.join(loading.dir, 'press', file))) ?? '').join('\n\n');
  const sv = await read(`${name}.md`);
  const en = await read(`${name}.en.md`);
  const what = name === 'short' ? `the short bio (at most ${SHORT_BIO_WORDS} words)` : 'the long bio';
  if (!sv) {
    loading.problems.push({
      file: shownPath(path.join(loading.dir, 'press', `${name}.md`)),
      message: `press/${name}.md is missing or empty: it holds ${what}, in Swedish.`,
      example: 'Kantstött är ett skatepunkband från Borås …',
    });
    return undefined;
  }
  if (name === 'short') {
    for (const [language, bio, file] of [['sv', sv, `${name}.md`], ['en', en, `${name}.en.md`]] as const) {
      const words = bio.split(/\s+/).filter(Boolean).length;
      if (words <= SHORT_BIO_WORDS) continue;
      loading.problems.push({
        file: shownPath(path.join(loading.dir, 'press', file)),
        field: `short bio (${language})`,
        message: `the short bio has ${words} words: a promoter pastes it into a listing, so keep it to ${SHORT_BIO_WORDS}. The long bio has room for the rest.`,
        example: 'Kantstött: skate punk from Borås, two humans and a drum machine …',
      });
    }
  }
  return en ? { sv, en } : { sv };
}

/** The press photos' pictures, read and checked against the orientation the band gave. */
async function loadPhotos(loading: Loading, yaml: YamlFile, photos: NonNullable<PressFile['photos']>) {
  const loaded: PressPhoto[] = [];
  for (const [index, { picture, alt, ...photo }] of photos.entries()) {
    const fieldPath = ['photos', index, 'picture'];
    const line = lineOf(yaml, fieldPath);
    const absolute = path.resolve(loading.dir, picture);
    const where = { file: yaml.file, line, field: 'photos.picture', subject: `photo ${index + 1}, field \`picture\``, example: exampleAt(pressFileSchema, fieldPath) };
    if (path.relative(loading.dir, absolute).startsWith('..')) {
      loading.problems.push({ ...where, message: `${where.subject}: name a file inside ${shownPath(loading.dir)}.` });
      continue;
    }
    const info = await readPicture(loading, absolute, where);
    if (!info) continue;
    const problem = (field: string, message: string, example?: string) =>
      loading.problems.push({ file: yaml.file, line: lineOf(yaml, ['photos', index, field]), field: `photos.${field}`, message: `photo ${index + 1}, field \`${field}\`: ${message}`, example });
    if (info.format !== 'svg' && Math.max(info.width, info.height) < PRINT_LONG_SIDE) {
      problem('picture', `the photo is ${info.width}×${info.height} px: a poster needs at least ${PRINT_LONG_SIDE} px on the long side.`, `picture: ${picture}  (at least ${PRINT_LONG_SIDE} px on its long side)`);
      continue;
    }
    const shape = orientationOf(info.width, info.height);
    if (shape !== photo.orientation) {
      problem('orientation', `the picture is ${info.width}×${info.height} px, so it is ${shape}, not ${photo.orientation}.`, `orientation: ${shape}`);
      continue;
    }
    loaded.push({ ...photo, picture: { path: absolute, file: shownPath(absolute), alt, width: info.width, height: info.height, crop: null } });
  }
  return loaded.length === photos.length ? loaded : undefined;
}

/** The rider's own rules: channels once each, inputs on named positions, positions on the stage. */
function checkRider(loading: Loading, yaml: YamlFile, rider: Rider): void {
  const problem = (fieldPath: (string | number)[], field: string, message: string, example?: string) =>
    loading.problems.push({ file: yaml.file, line: lineOf(yaml, fieldPath), field, message, example });
  const names = rider.positions.map((position) => position.name);
  for (const [index, position] of rider.positions.entries()) {
    for (const [axis, size, edge] of [['x', rider.stage.width, 'width'], ['y', rider.stage.depth, 'depth']] as const) {
      if (position[axis] <= size) continue;
      problem(['rider', 'positions', index, axis], `rider.positions.${axis}`, `position ${position.name}, field \`${axis}\`: ${position[axis]} m is off the stage, which is ${size} m (stage.${edge}).`, `${axis}: ${size / 2}`);
    }
  }
  const channels = new Map<number, number>();
  for (const [index, input] of rider.inputs.entries()) {
    const earlier = channels.get(input.channel);
    if (earlier !== undefined) {
      problem(['rider', 'inputs', index, 'channel'], 'rider.inputs.channel', `input ${input.source}, field \`channel\`: channel ${input.channel} is input ${earlier + 1}'s too. Give each input its own channel.`, `channel: ${Math.max(...channels.keys()) + 1}`);
    }
    channels.set(input.channel, index);
    if (input.position !== undefined && !names.includes(input.position)) {
      const suggestion = nearest(input.position, names);
      problem(['rider', 'inputs', index, 'position'], 'rider.inputs.position', `input ${input.source}, field \`position\`: there is no position \`${input.position}\`. The positions are: ${names.join(', ')}.`, `position: ${suggestion ?? names[0]}`);
    }
  }
}

/** press.yaml and press/*.md; NO_PRESS_KIT without press.yaml, undefined after reporting problems. */
export async function loadPress(loading: Loading): Promise<{ yaml: YamlFile | null; kit: PressKit } | undefined> {
  const absolute = path.join(loading.dir, 'press.yaml');
  if (!(await exists(absolute))) return { yaml: null, kit: NO_PRESS_KIT };
  const loaded = await loadYaml(loading, absolute, pressFileSchema, {
    noun: 'press.yaml',
    entry: ([list, index]) =>
      typeof list === 'string' && typeof index === 'number' && ['quotes', 'photos', 'contacts', 'tracks'].includes(list)
        ? { context: `${list.replace(/s$/, '')} ${index + 1}`, noun: `a ${list.replace(/s$/, '')}`, depth: 2 }
        : undefined,
  });
  const shortBio = await loadBio(loading, 'short');
  const longBio = await loadBio(loading, 'long');
  if (!loaded) return undefined;
  const { yaml, data } = loaded;
  const photos = await loadPhotos(loading, yaml, data.photos ?? []);
  if (data.rider) checkRider(loading, yaml, data.rider);
  if (!shortBio || !longBio || !photos) return undefined;
  return {
    yaml,
    kit: {
      updated: data.updated,
      shortBio,
      longBio,
      quotes: data.quotes ?? [],
      photos,
      tracks: data.tracks ?? [],
      rider: data.rider ?? null,
      contacts: data.contacts ?? [],
    },
  };
}

/** The press kit's tracks must be the band's: `release/track`, as the addresses have them. */
export function checkPressTracks(loading: Loading, yaml: YamlFile, kit: PressKit, releases: readonly Release<unknown>[]): void {
  const known = releases.flatMap((release) => release.tracks.map((track) => `${release.slug}/${track.id}`));
  for (const [index, reference] of kit.tracks.entries()) {
    if (known.includes(reference)) continue;
    const suggestion = nearest(reference, known);
    loading.problems.push({
      file: yaml.file,
      line: lineOf(yaml, ['tracks', index]),
      field: 'tracks',
      message: `track ${index + 1}: there is no track \`${reference}\`. Name it as release folder / track file name without its number${suggestion ? `: did you mean \`${suggestion}\`?` : '.'}`,
      example: `- ${suggestion ?? known[0] ?? 'varm&kall/mareld'}`,
    });
  }
}
