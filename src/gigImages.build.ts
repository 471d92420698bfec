// The pictures of the gigs still to come (build time only, src/prerender.build.tsx
// calls it): each gig's preview card, `gigs/<id>/card.png`, for its share page,
// and the tour poster, `gigs/tour-poster.png`, listing them all for the band
// to post. Each is an SVG of the band's look (paper, ink, one loud colour)
// rasterised by sharp, with the words set on it in the site's own faces,
// Archivo Black and Special Elite (from @fontsource): librsvg would set SVG
// <text> in whatever fonts the machine has, so the words are rendered by
// sharp's text input from the font files themselves and laid on the picture.
// A picture is drawn again only when what it is drawn from changed: each is
// cached on disk under the hash of everything it is made of.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import previewCard from './assets/images/previewCard.json';
import brand from './styles/brand.json';
import type { Gig } from './gigs/gig.build';
import type { Site } from './content/site';
import { gigDateParts } from './gigs/dates';
import { posterLayout, TOUR_POSTER, type PosterLayout } from './features/gigs/posterLayout';
import { gigCard, statusText, TOUR_POSTER_FILE } from './gigs/details';

const { ink: INK, paper: PAPER, accent: ACCENT } = brand;

/** The faces the pictures' words are set in, each from its @fontsource files (Latin, then the rest of Europe's letters). */
const FACES = {
  display: {
    family: brand.faces.display,
    files: ['archivo-black/files/archivo-black-latin', 'archivo-black/files/archivo-black-latin-ext'],
  },
  type: { family: brand.faces.type, files: ['special-elite/files/special-elite-latin', 'special-elite/files/special-elite-latin-ext'] },
} as const;
type Face = keyof typeof FACES;

/** Every letter the font files may hold that a gig's words may need: Latin and its extensions, punctuation, arrows. */
const LETTERS = [
  [0x20, 0x24f],
  [0x1e00, 0x1eff],
  [0x2010, 0x206f],
  [0x20a0, 0x20c0],
  [0x2190, 0x2193],
]
  .flatMap(([from = 0, to = 0]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join('');

/** A line of words on a picture: its face and size, where its top left goes, and the widest it may be (it is set smaller to fit). */
interface Words {
  text: string;
  face: Face;
  size: number;
  colour: string;
  x: number;
  y: number;
  maxWidth: number;
  /** Set so its right edge is at x + maxWidth. */
  alignRight?: boolean;
}

/** A picture before it is drawn: its size, its shapes as SVG, and its words. */
export interface Drawing {
  width: number;
  height: number;
  svg: string;
  words: Words[];
}

/** A picture as written: its file's name, its PNG, and whether it came from the cache. */
export interface DrawnPicture {
  name: string;
  data: Buffer;
  fromCache: boolean;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A gig's date as the pictures show it: `14 Jul 2090`. */
function dateText(gig: Gig): string {
  const { dayMonth, year } = gigDateParts(gig.date);
  return `${dayMonth} ${year}`;
}

/** A sheet of paper with the band's marks: an ink bar at the top with a stripe of the loud colour under it, a halftone corner. */
function paper(width: number, height: number, bar: number): string {
  const dots = Array.from({ length: 8 }, (_, row) =>
    Array.from({ length: 8 - row }, (_, column) => {
      const r = 7 - (row + column) * 0.8;
      return r > 0.5 ? `<circle cx="${width - 20 - column * 26}" cy="${height - 20 - row * 26}" r="${r.toFixed(1)}" fill="${INK}"/>` : '';
    }).join(''),
  ).join('');
  return [
    `<rect width="${width}" height="${height}" fill="${PAPER}"/>`,
    dots,
    `<rect width="${width}" height="${bar}" fill="${INK}"/>`,
    `<polygon points="0,${bar} ${width},${bar - 6} ${width},${bar + 12} 0,${bar + 18}" fill="${ACCENT}"/>`,
    `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" fill="none" stroke="${INK}" stroke-width="8"/>`,
  ].join('');
}

const svgOf = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

/** A gig's preview card (1200×630, as the site's own): date, town, club and country, under the band's name. */
export function gigCardDrawing(site: Pick<Site, 'name' | 'url'>, gig: Gig): Drawing {
  const { width, height } = previewCard;
  const margin = 64;
  const inner = width - 2 * margin;
  const status = gig.status ? statusText(gig.status).toUpperCase() : '';
  const words: Words[] = [
    { text: site.name.toUpperCase(), face: 'display', size: 56, colour: PAPER, x: margin, y: 30, maxWidth: inner * 0.6 },
    { text: 'LIVE', face: 'display', size: 56, colour: ACCENT, x: margin, y: 30, maxWidth: inner, alignRight: true },
    { text: dateText(gig).toUpperCase(), face: 'display', size: 64, colour: ACCENT, x: margin, y: 150, maxWidth: inner },
    { text: gig.town.toUpperCase(), face: 'display', size: 120, colour: INK, x: margin, y: 232, maxWidth: inner },
    { text: gig.club, face: 'type', size: 60, colour: INK, x: margin, y: 380, maxWidth: inner },
    { text: gig.country, face: 'type', size: 48, colour: INK, x: margin, y: 456, maxWidth: inner },
    { text: siteAddress(site), face: 'type', size: 30, colour: INK, x: margin, y: 548, maxWidth: inner * 0.75 },
  ];
  if (status) words.push({ text: status, face: 'display', size: 40, colour: ACCENT, x: margin, y: 548, maxWidth: inner, alignRight: true });
  return { width, height, svg: svgOf(width, height, paper(width, height, 120)), words };
}

/** The site's address as a poster prints it: without `https://` and the last `/`. */
const siteAddress = (site: Pick<Site, 'url'>) => site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The tour poster (1080×1350): every gig still to come, laid out by the poster's rule (posterLayout); null for none. */
export function tourPosterDrawing(site: Pick<Site, 'name' | 'url'>, gigs: readonly Gig[]): Drawing | null {
  const layout = posterLayout(gigs.length);
  if (!layout) return null;
  const { width, height } = TOUR_POSTER;
  const margin = 64;
  const top = 320;
  const bottom = height - 150;
  const columnGap = 48;
  const columnWidth = (width - 2 * margin - (layout.columns - 1) * columnGap) / layout.columns;
  // Rows no taller than a gig's lines need, centred in the space between the heading and the address.
  const rowHeight = Math.min((bottom - top) / layout.rows, layout.typeSize * [0, 1.9, 2.4, 3.5][layout.lines]!);
  const listTop = top + (bottom - top - rowHeight * layout.rows) / 2;
  const words: Words[] = [
    { text: site.name.toUpperCase(), face: 'display', size: 120, colour: PAPER, x: margin, y: 40, maxWidth: width - 2 * margin },
    { text: 'ON TOUR', face: 'display', size: 96, colour: INK, x: margin, y: 200, maxWidth: width - 2 * margin },
    { text: siteAddress(site), face: 'type', size: 40, colour: INK, x: margin, y: height - 110, maxWidth: width - 2 * margin },
  ];
  const places = [...gigs.slice(0, layout.shown).map((gig) => ({ gig })), ...(layout.more ? [{ more: layout.more }] : [])];
  places.forEach((place, index) => {
    const x = margin + Math.floor(index / layout.rows) * (columnWidth + columnGap);
    const y = listTop + (index % layout.rows) * rowHeight;
    if ('more' in place) {
      words.push({ text: `and ${place.more} more`, face: 'display', size: layout.typeSize, colour: ACCENT, x, y, maxWidth: columnWidth });
      return;
    }
    words.push(...posterGigWords(place.gig, layout, { x, y, width: columnWidth }));
  });
  return { width, height, svg: svgOf(width, height, paper(width, height, 180)), words };
}

/** The words of one gig on the poster, in its place (its top left, and the column's width), in the layout's lines. */
function posterGigWords(gig: Gig, layout: PosterLayout, place: { x: number; y: number; width: number }): Words[] {
  const { x, y, width } = place;
  const small = Math.round(layout.typeSize * 0.7);
  const date = dateText(gig).toUpperCase();
  const town = gig.town.toUpperCase();
  // A gig called off or moved says so: the poster is posted, and stays up.
  const where = `${gig.club}, ${gig.country}${gig.status ? ` · ${statusText(gig.status)}` : ''}`;
  const dateWidth = small * (layout.lines === 2 ? 7.2 : 7.8);
  if (layout.lines === 3) {
    return [
      { text: date, face: 'display', size: small, colour: ACCENT, x, y, maxWidth: width },
      { text: town, face: 'display', size: layout.typeSize, colour: INK, x, y: y + small * 1.25, maxWidth: width },
      { text: where, face: 'type', size: small, colour: INK, x, y: y + small * 1.25 + layout.typeSize * 1.15, maxWidth: width },
    ];
  }
  if (layout.lines === 2) {
    const second = y + layout.typeSize * 1.2;
    return [
      { text: town, face: 'display', size: layout.typeSize, colour: INK, x, y, maxWidth: width },
      { text: date, face: 'display', size: small, colour: ACCENT, x, y: second, maxWidth: dateWidth - 8 },
      { text: where, face: 'type', size: small, colour: INK, x: x + dateWidth, y: second, maxWidth: width - dateWidth },
    ];
  }
  return [
    { text: date, face: 'display', size: small, colour: ACCENT, x, y: y + (layout.typeSize - small) * 0.6, maxWidth: dateWidth - 16 },
    { text: `${town}  ${where}`, face: 'display', size: layout.typeSize, colour: INK, x: x + dateWidth, y, maxWidth: width - dateWidth },
  ];
}

/** The faces' files, as the renderer reads them, and a digest of their bytes (part of every picture's cache key). */
interface Fonts {
  files: Record<Face, string[]>;
  digest: string;
}

/**
 * The font files as TrueType (sharp's text input reads no WOFF2), each made
 * once and named by the hash of the file it is made from. (@fontsource's
 * files are found from the project's folder, where the build and tests run.)
 */
async function fontFiles(cacheDir: string): Promise<Fonts> {
  const folder = path.join(cacheDir, 'fonts');
  await mkdir(folder, { recursive: true });
  const digest = createHash('sha256');
  const files = {} as Record<Face, string[]>;
  for (const face of Object.keys(FACES) as Face[]) {
    files[face] = [];
    for (const file of FACES[face].files) {
      const woff2 = await readFile(path.resolve('node_modules', '@fontsource', `${file}-400-normal.woff2`));
      const hash = createHash('sha256').update(woff2).update(LETTERS).digest('hex').slice(0, 16);
      const name = path.join(folder, `${path.basename(file)}-${hash}.ttf`);
      if (!(await readFile(name).catch(() => null)))
        await writeAtomically(name, await subsetFont(woff2, LETTERS, { targetFormat: 'truetype' }));
      files[face].push(name);
      digest.update(hash);
    }
  }
  return { files, digest: digest.digest('hex') };
}

/** The font files given to the renderer in this process: it keeps them. */
const known = new Set<string>();

/** Sets one line of words as a transparent PNG: its face's files are made known to the renderer first, then it is set smaller until it fits. */
async function setWords(words: Words, files: Fonts['files']): Promise<{ data: Buffer; width: number; drop: number }> {
  const [main = '', ...rest] = files[words.face];
  // Each file a face has is given to the renderer once (sharp's text input takes one), so letters of any of them are found.
  for (const extra of rest.filter((file) => !known.has(file))) {
    await render('.', words.face, 10, INK, extra);
    known.add(extra);
  }
  let size = words.size;
  let set = await render(words.text, words.face, size, words.colour, main);
  while (set.width > words.maxWidth && size > 8) {
    size = Math.max(8, Math.floor((size * words.maxWidth) / set.width));
    set = await render(words.text, words.face, size, words.colour, main);
    if (set.width > words.maxWidth) size -= 1;
  }
  // Set smaller, it goes down to where its baseline was to be (about three quarters down the line).
  const drop = Math.round(set.height * (words.size / size - 1) * 0.75);
  if (set.width <= words.maxWidth) return { data: set.data, width: set.width, drop };
  const data = await sharp(set.data)
    .resize({ width: Math.floor(words.maxWidth) })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data: data.data, width: data.info.width, drop: drop + set.height - data.info.height };
}

/**
 * Letters as tall and as deep as a line's letters go: set unseen after the
 * words, so every line's picture (cut to what is inked) runs from the same
 * height above the baseline to the same depth below it, and lines set at
 * one size sit on one baseline whatever their letters.
 */
const STRUT = 'ÅÉgjy';

async function render(text: string, face: Face, size: number, colour: string, fontfile: string) {
  const set = (markup: string) =>
    sharp({ text: { text: markup, font: `${FACES[face].family}, ${size}`, fontfile, rgba: true, dpi: 72 } })
      .png()
      .toBuffer({ resolveWithObject: true });
  const strut = `<span fgalpha="2%">${STRUT}</span>`;
  const [{ data, info }, alone] = await Promise.all([set(`<span foreground="${colour}">${escapeXml(text)}</span>${strut}`), set(strut)]);
  // The strut's own width off the right: the words, and the space after them.
  const width = Math.max(1, info.width - alone.info.width);
  const words = await sharp(data).extract({ left: 0, top: 0, width, height: info.height }).png().toBuffer();
  return { data: words, width, height: info.height };
}

/** A drawing as PNG: the SVG rasterised, its words laid on it. */
async function rasterise(drawing: Drawing, files: Fonts['files']): Promise<Buffer> {
  const layers = [];
  for (const words of drawing.words) {
    if (!words.text.trim()) continue;
    const set = await setWords(words, files);
    const left = Math.round(words.alignRight ? words.x + words.maxWidth - set.width : words.x);
    layers.push({ input: set.data, left: Math.max(0, left), top: Math.round(words.y) + set.drop });
  }
  return sharp(Buffer.from(drawing.svg))
    .resize(drawing.width, drawing.height)
    .composite(layers)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/** How the words are set on a drawing (setWords, render, rasterise): change it when they change, and every picture is drawn again. */
const SETTING = 2;

/** What a drawing's PNG is made of, as a cache key: the drawing itself, the fonts, how the words are set, and the renderer's version. */
function keyOf(drawing: Drawing, fonts: Fonts): string {
  return createHash('sha256')
    .update(JSON.stringify({ drawing, fonts: fonts.digest, setting: SETTING, strut: STRUT, sharp: sharp.versions }))
    .digest('hex');
}

async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

/** A drawing as PNG, from the cache when one with the same key was drawn before. */
async function drawn(name: string, drawing: Drawing, cacheDir: string, fonts: Fonts): Promise<DrawnPicture> {
  const cached = path.join(cacheDir, `${keyOf(drawing, fonts)}.png`);
  const known = await readFile(cached).catch(() => null);
  if (known) return { name, data: known, fromCache: true };
  const data = await rasterise(drawing, fonts.files);
  await writeAtomically(cached, data);
  return { name, data, fromCache: false };
}

/** Where the pictures are kept between builds, unless told. */
export const GIG_IMAGES_CACHE = path.resolve('node_modules', '.cache', 'gig-images');

/**
 * The pictures of the gigs still to come, soonest first: a card for each
 * (`gigs/<id>/card.png`), and the tour poster of them all
 * (`gigs/tour-poster.png`; none without a gig to come).
 */
export async function gigImages(
  site: Pick<Site, 'name' | 'url'>,
  upcoming: readonly Gig[],
  { cacheDir = GIG_IMAGES_CACHE }: { cacheDir?: string } = {},
): Promise<DrawnPicture[]> {
  if (upcoming.length === 0) return [];
  await mkdir(cacheDir, { recursive: true });
  const fonts = await fontFiles(cacheDir);
  const pictures: DrawnPicture[] = [];
  // One at a time: the renderer's fonts are set up by the first, and the build's other steps share the CPU.
  for (const gig of upcoming) pictures.push(await drawn(gigCard(gig.id), gigCardDrawing(site, gig), cacheDir, fonts));
  const poster = tourPosterDrawing(site, upcoming);
  if (poster) pictures.push(await drawn(TOUR_POSTER_FILE, poster, cacheDir, fonts));
  return pictures;
}
