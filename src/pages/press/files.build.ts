// The press kit's downloads, made at build time (src/prerender.build.tsx): each
// photo at print size, the logo as SVG and as PNG with transparency for light
// and dark backgrounds, the rider as text, the stage plot as SVG, and one zip
// of it all with the bios as text. All of it sits in press/, which the
// service worker does not precache (webpack.config.js, serviceWorker): large
// files a promoter fetches once, on purpose. The same content makes the same
// bytes (sharp's output, the zip's fixed times and order), so a publish does
// not send them again. Node only.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import type { Content } from '../../content/content';
import brand from '../../styles/brand.json';
import { slugify } from '../../util/slug.build';
import type { PictureFile } from '../../content/pictures';
import { type Bilingual, PRINT_LONG_SIDE } from '../../content/press';
import { riderText } from './riderText.build';
import { stagePlotSvg } from './stagePlot.build';

/** A file the page offers, by its name relative to index.html. */
export interface Download {
  readonly name: string;
  readonly type: string;
  readonly bytes: number;
}

export interface PrintPhoto extends Download {
  readonly width: number;
  readonly height: number;
}

export interface PressDownloads {
  /** The kit's photos at print size, in the order of press.yaml. */
  readonly photos: readonly PrintPhoto[];
  readonly logos: readonly (Download & { readonly use: string })[];
  readonly rider: Download | null;
  readonly stagePlot: Download | null;
  readonly zip: Download;
}

/** The folder of the downloads, relative to index.html: no precache pattern matches it. */
export const PRESS_FOLDER = 'press/';

/** The logo's paper and ink, swapped for the version on dark backgrounds. */
const { ink: INK, paper: PAPER } = brand;
const LOGO_WIDTH = 2000;
/** The long side of the photos in a draft (npm start): a drawing's print size costs seconds of CPU each. */
const DRAFT_LONG_SIDE = 800;
/** In the zip, every file has this time: the same content makes the same bytes. Local time, as zip stores it. */
const ZIP_TIME = new Date(1980, 0, 1, 12, 0, 0);
/** The band's logo (the header's), resolved from where the build runs, as the content folder is. */
const LOGO_FILE = path.resolve('src', 'assets', 'logo.svg');
const CACHE_DIR = path.resolve('node_modules', '.cache', 'press');
/** Files stored in the zip as they are: compressed already, deflating them again costs time and saves nothing. */
const STORED = /\.(jpe?g|png)$/i;

/** What `render` makes, kept on disk by `key` (what it is made from): print photos take seconds each. */
async function cached(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(CACHE_DIR, `${createHash('sha256').update(key).digest('hex').slice(0, 24)}`);
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  const made = await render();
  await mkdir(CACHE_DIR, { recursive: true });
  await writeFile(file, made);
  return made;
}

/**
 * A photo at print size as a JPEG: a drawing (SVG) rendered so its long side is `longSide`, a photo as it is,
 * upright. A drawing's full print size takes seconds of CPU each; npm start asks for a draft (DRAFT_LONG_SIDE).
 */
async function printPhoto(picture: PictureFile, longSide: number): Promise<{ data: Buffer; width: number; height: number }> {
  const source = await readFile(picture.path);
  const svg = picture.path.toLowerCase().endsWith('.svg');
  const data = await cached(`print:${longSide}:${svg}:${createHash('sha256').update(source).digest('hex')}`, async () => {
    const scale = svg ? Math.ceil(longSide / Math.max(picture.width, picture.height)) : 1;
    let image = sharp(source, svg ? { density: 72 * scale } : {}).rotate();
    if (svg)
      image = image.resize({
        width: picture.width >= picture.height ? longSide : undefined,
        height: picture.width < picture.height ? longSide : undefined,
      });
    return image.flatten({ background: PAPER }).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  });
  const { width = 0, height = 0 } = await sharp(data).metadata();
  return { data, width, height };
}

/** The logo as PNG with transparency, for a light or a dark background. */
async function logoPng(svg: string, on: 'light' | 'dark'): Promise<Buffer> {
  // On dark, ink and paper trade places, so the letters stay readable.
  const drawn = on === 'light' ? svg : svg.replaceAll(INK, '#__ink__').replaceAll(PAPER, INK).replaceAll('#__ink__', PAPER);
  return cached(`logo:${LOGO_WIDTH}:${on}:${drawn}`, () =>
    sharp(Buffer.from(drawn), { density: 72 * 6 })
      .resize({ width: LOGO_WIDTH })
      .png({ compressionLevel: 9 })
      .toBuffer(),
  );
}

const bioFiles = (name: string, bio: Bilingual | null) =>
  bio ? [[`bio-${name}-sv.txt`, `${bio.sv}\n`], ...(bio.en ? [[`bio-${name}-en.txt`, `${bio.en}\n`]] : [])] : [];

/**
 * Every download of the press kit, and what the page says of them. The pictures are drawn side by side (sharp
 * works off the main thread), and each is kept on disk by what it is made from: a build draws only what changed.
 * @param options.draft npm start: the photos at DRAFT_LONG_SIDE, not print size (as the pictures get one quick rendition)
 */
export async function pressFiles(
  content: Content<PictureFile>,
  { logoFile = LOGO_FILE, draft = false }: { logoFile?: string; draft?: boolean } = {},
): Promise<{ files: { name: string; data: Buffer }[]; downloads: PressDownloads }> {
  const { press, site } = content;
  const logoSvg = await readFile(logoFile, 'utf8');
  const band = slugify(site.name);
  const files: { name: string; data: Buffer }[] = [];
  const add = (file: string, type: string, data: Buffer): Download => {
    files.push({ name: `${PRESS_FOLDER}${file}`, data });
    return { name: `${PRESS_FOLDER}${file}`, type, bytes: data.length };
  };

  const [printed, onLight, onDark] = await Promise.all([
    Promise.all(press.photos.map((photo) => printPhoto(photo.picture, draft ? DRAFT_LONG_SIDE : PRINT_LONG_SIDE))),
    logoPng(logoSvg, 'light'),
    logoPng(logoSvg, 'dark'),
  ]);
  const photos: PrintPhoto[] = printed.map(({ data, width, height }, index) => ({
    ...add(`${band}-photo-${index + 1}-${width}x${height}.jpg`, 'image/jpeg', data),
    width,
    height,
  }));
  const logos = [
    { ...add(`${band}-logo.svg`, 'image/svg+xml', Buffer.from(logoSvg)), use: 'SVG, any size' },
    { ...add(`${band}-logo-for-light-backgrounds.png`, 'image/png', onLight), use: 'PNG for light backgrounds' },
    { ...add(`${band}-logo-for-dark-backgrounds.png`, 'image/png', onDark), use: 'PNG for dark backgrounds' },
  ];
  const rider = press.rider && add(`${band}-rider.txt`, 'text/plain', Buffer.from(riderText(press.rider, site.name)));
  const stagePlot = press.rider && add(`${band}-stage-plot.svg`, 'image/svg+xml', Buffer.from(stagePlotSvg(press.rider)));

  const zipped: Record<string, [Uint8Array, { mtime: Date; level: 0 | 6 }]> = {};
  const entries: [string, Buffer][] = [
    ...files.map(({ name, data }): [string, Buffer] => [name.slice(PRESS_FOLDER.length), data]),
    ...[...bioFiles('short', press.shortBio), ...bioFiles('long', press.longBio)].map(([name, text]): [string, Buffer] => [
      name!,
      Buffer.from(text!),
    ]),
  ];
  for (const [name, data] of entries.sort(([a], [b]) => (a < b ? -1 : 1)))
    zipped[`${band}-press-kit/${name}`] = [data, { mtime: ZIP_TIME, level: STORED.test(name) ? 0 : 6 }];
  const zip = add(`${band}-press-kit.zip`, 'application/zip', Buffer.from(zipSync(zipped)));
  return { files, downloads: { photos, logos, rider, stagePlot, zip } };
}
