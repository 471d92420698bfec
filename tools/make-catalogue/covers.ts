// The pool of covers: hand-cut block letters, five designs in three colours, photographed with a phone.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { hashText, type Rng } from '../random.mjs';
import { BAND } from './band';
import { ROOT } from './files';
import { makeRng } from './streams';
import { chars } from './words';

/** The pool's covers, drawn once per version of the code that draws them and copied from here after. */
const COVER_CACHE = path.join(ROOT, 'node_modules/.cache/make-catalogue-covers');
// Phone-photo sized, as a band's photo covers are: the build makes every rendition up to 1200 px wide from them.
const COVER_SIZE = 1500;
const NON_SQUARE_HEIGHT = 1200;
const JPEG_QUALITY = 85;

// A 5×7 "hand-cut" block font, so covers look the same on every machine (no system fonts).
const GLYPHS: { [ch: string]: string | undefined; ' ': string } = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110',
  1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111',
  3: '11111 00010 00100 00010 00001 10001 01110',
  4: '00010 00110 01010 10010 11111 00010 00010',
  5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110',
  7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110',
  9: '01110 10001 10001 01111 00001 00010 01100',
  '&': '01100 10010 10100 01000 10101 10010 01101',
  "'": '00100 00100 01000 00000 00000 00000 00000',
  '/': '00001 00001 00010 00100 01000 10000 10000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ',': '00000 00000 00000 00000 01100 00100 01000',
  '(': '00010 00100 01000 01000 01000 00100 00010',
  ')': '01000 00100 00010 00010 00010 00100 01000',
  '!': '00100 00100 00100 00100 00100 00000 00100',
  '?': '01110 10001 00001 00010 00100 00000 00100',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
};
// Marks above a letter (rows -3..-1), by combining character.
const MARKS: Record<string, string[]> = {
  '\u030a': ['00100', '01010', '00100'],
  '\u0308': ['', '01010', ''],
  '\u0301': ['', '00010', '00100'],
  '\u030c': ['', '01010', '00100'],
};

/** Pixel cells [col, row] of a text line, in glyph units (advance 6, marks at rows -3..-1). */
function textCells(text: string): { cells: [number, number][]; width: number } {
  const cells: [number, number][] = [];
  let x = 0;
  for (const ch of text.toUpperCase().replace(/’/g, "'")) {
    const [base, ...marks] = ch.normalize('NFD');
    const glyph = GLYPHS[base as string] ?? GLYPHS[' ']; // a character has a base
    glyph.split(' ').forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r])));
    for (const mark of marks) {
      (MARKS[mark] ?? []).forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r - 3])));
    }
    x += 6;
  }
  return { cells, width: x - 1 };
}

/** Words wrapped into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

/** SVG rects of `text` in the block font, fitted into the box (x, y, w, h), each cell slightly off (cut by hand). */
function blockText(
  rng: Rng,
  text: string,
  {
    x,
    y,
    w,
    h,
    fill,
    maxChars = 12,
    anchor = 'middle',
  }: { x: number; y: number; w: number; h: number; fill: string; maxChars?: number; anchor?: 'start' | 'middle' },
): string {
  const lines = wrap(text, maxChars);
  const measured = lines.map(textCells);
  const unitsW = Math.max(...measured.map((m) => m.width));
  const unitsH = lines.length * 11 - 1;
  const u = Math.min(w / unitsW, h / (unitsH + 3));
  let out = '';
  measured.forEach((m, li) => {
    const left = anchor === 'start' ? x : x + (w - m.width * u) / 2;
    const top = y + 3 * u + li * 11 * u;
    for (const [c, r] of m.cells) {
      out +=
        `<rect x="${f1(left + c * u + rng.range(-0.08, 0.08) * u)}"` +
        ` y="${f1(top + r * u + rng.range(-0.08, 0.08) * u)}"` +
        ` width="${f1(u * rng.range(1.0, 1.12))}" height="${f1(u * rng.range(1.0, 1.12))}" fill="${fill}"/>`;
    }
  });
  return out;
}

/** SVG points from (x0, y0) to (x1, y1) in `steps` steps, the inner ones up to `amp` off: a torn edge. */
const jagged = (rng: Rng, x0: number, y0: number, x1: number, y1: number, steps: number, amp: number): string =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return (
      `${f1(x0 + (x1 - x0) * t + (i % steps ? rng.range(-amp, amp) : 0))}` +
      `,${f1(y0 + (y1 - y0) * t + (i % steps ? rng.range(-amp, amp) : 0))}`
    );
  }).join(' ');

// The covers are a pool, the same whatever the seed (their streams are not seeded, and they show the
// band's name, not a title), so the build's picture cache, keyed by a picture's bytes, stays warm from
// seed to seed. Five designs in three accent colours; the last cover of the pool is not square.
export const POOL = 12;
export const NOT_SQUARE = POOL - 1;
const ACCENTS = [
  { name: 'a red-orange', colours: ['#ff4a1c', '#f2542d', '#ff5a24', '#e8431b'] },
  { name: 'an acid-yellow', colours: ['#e9e22a', '#f2e530', '#e4dc1f'] },
  { name: 'a hot-pink', colours: ['#ff3d8b', '#f2367c', '#ff4f96'] },
];
const NAME = BAND.toUpperCase();
/** What each design shows, for its alt text: `accent` is e.g. `a red-orange`. */
const DESIGNS: ((accent: string) => string)[] = [
  (accent) => `${accent} sun going down behind a jagged black skyline, ${NAME} cut out of white paper below it`,
  (accent) =>
    `split along a torn diagonal, black below and off-white above, ${accent.replace(/^an? /, 'a ')}` +
    ` tear line and ${NAME} in black block letters`,
  (accent) => `${accent} halftone circle on black, ${NAME} on a crooked strip of paper`,
  (accent) => `${NAME} spelled in ransom-note letters cut from black and ${accent.replace(/^an? /, '')} paper`,
  (accent) => `black diagonal stripes on ${accent.replace(/^an? /, '')} and an off-white circle with ${NAME} in black`,
];

/** Cover `k` of the pool: its design, accent colour and size. */
export function poolCover(k: number) {
  const design = k % DESIGNS.length;
  const accent = ACCENTS[Math.floor(k / DESIGNS.length) % ACCENTS.length] as (typeof ACCENTS)[number];
  return {
    index: k,
    design,
    accent,
    width: COVER_SIZE,
    height: k === NOT_SQUARE ? NON_SQUARE_HEIGHT : COVER_SIZE,
    shows: `${(DESIGNS[design] as (accent: string) => string)(accent.name)}, photographed with a phone`,
  };
}
export type Cover = ReturnType<typeof poolCover>;

/** What a cover design draws with: its random stream, its size, and its three inks. */
interface CoverCanvas {
  rng: Rng;
  W: number;
  H: number;
  /** The shorter side. */
  m: number;
  INK: string;
  PAPER: string;
  ACC: string;
}

/** A cover design: sun and skyline. */
function sunAndSkyline({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  art +=
    `<circle cx="${f1(W * rng.range(0.35, 0.65))}" cy="${f1(H * 0.4)}"` +
    ` r="${f1(m * rng.range(0.26, 0.34))}" fill="${ACC}"/>`;
  art += `<polygon points="0,${H} ${jagged(rng, 0, H * 0.6, W, H * 0.62, 28, m * 0.05)} ${W},${H}" fill="${INK}"/>`;
  art += blockText(rng, NAME, { x: W * 0.08, y: H * 0.68, w: W * 0.84, h: H * 0.26, fill: PAPER });
  return art;
}

/** A cover design: torn diagonal split. */
function tornSplit({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  const a = H * rng.range(0.3, 0.5);
  const b = H * rng.range(0.55, 0.8);
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  art += `<polygon points="0,${H} ${jagged(rng, 0, a, W, b, 40, m * 0.015)} ${W},${H}" fill="${INK}"/>`;
  art +=
    `<polyline points="${jagged(rng, 0, a - m * 0.02, W, b - m * 0.02, 40, m * 0.012)}"` +
    ` fill="none" stroke="${ACC}" stroke-width="${f1(m * 0.025)}"/>`;
  // inside a centred square
  art += blockText(rng, NAME, { x: W * 0.12, y: H * 0.04, w: W * 0.76, h: a * 0.8, fill: INK });
  return art;
}

/** A cover design: halftone circle. */
function halftoneCircle({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${INK}"/>`;
  const cx = W / 2;
  const cy = H * 0.42;
  const R = m * 0.4;
  const step = m / 34;
  for (let y = cy - R; y <= cy + R; y += step) {
    for (let x = cx - R; x <= cx + R; x += step) {
      const d = Math.hypot(x - cx, y - cy) / R;
      if (d < 1) art += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(step * 0.55 * (1 - d * 0.85))}" fill="${ACC}"/>`;
    }
  }
  const angle = f1(rng.range(-5, 5));
  art +=
    `<g transform="rotate(${angle} ${W / 2} ${H * 0.83})">` +
    `<rect x="${f1(W * 0.08)}" y="${f1(H * 0.74)}" width="${f1(W * 0.84)}" height="${f1(H * 0.18)}" fill="${PAPER}"/>`;
  art += `${blockText(rng, NAME, { x: W * 0.12, y: H * 0.75, w: W * 0.76, h: H * 0.16, fill: INK, maxChars: 20 })}</g>`;
  return art;
}

/** A cover design: ransom note, a word per row where it fits. */
function ransomNote({ rng, W, H, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  const text = NAME;
  const longestWord = Math.max(...text.split(' ').map(chars));
  const max = Math.min(9, Math.max(5, longestWord, Math.ceil(Math.sqrt(chars(text) * 1.6))));
  // No row is empty: each matches.
  const rows = wrap(text, max).flatMap((row) => row.match(new RegExp(`.{1,${max}}`, 'gu')) as RegExpMatchArray);
  const longest = Math.max(...rows.map(chars));
  const cell = Math.min((W * 0.86) / longest, (H * 0.86) / (rows.length * 1.1));
  const top = (H - rows.length * cell * 1.1) / 2;
  rows.forEach((row, r) => {
    const left = (W - chars(row) * cell) / 2;
    [...row].forEach((ch, c) => {
      if (ch === ' ') return;
      const x = left + c * cell;
      const y = top + r * cell * 1.1;
      const bg = rng.pick([INK, ACC, INK]);
      const fg = bg === INK ? rng.pick([PAPER, ACC]) : INK;
      art +=
        `<g transform="rotate(${f1(rng.range(-9, 9))} ${f1(x + cell / 2)} ${f1(y + cell / 2)})">` +
        `<rect x="${f1(x + cell * 0.04)}" y="${f1(y)}"` +
        ` width="${f1(cell * 0.92)}" height="${f1(cell * 1.02)}" fill="${bg}"/>`;
      const box = { x: x + cell * 0.16, y: y + cell * 0.02, w: cell * 0.68, h: cell * 0.92, fill: fg };
      art += `${blockText(rng, ch, box)}</g>`;
    });
  });
  return art;
}

/** A cover design: stripes. */
function stripes({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${ACC}"/>`;
  const stripe = m * rng.range(0.05, 0.08);
  for (let k = -H; k < W; k += stripe * 2) {
    art +=
      `<polygon points="${f1(k)},${H} ${f1(k + stripe)},${H}` +
      ` ${f1(k + stripe + H)},0 ${f1(k + H)},0" fill="${INK}"/>`;
  }
  art += `<circle cx="${W / 2}" cy="${H / 2}" r="${f1(m * 0.36)}" fill="${PAPER}"/>`;
  art += blockText(rng, NAME, { x: W / 2 - m * 0.28, y: H / 2 - m * 0.12, w: m * 0.56, h: m * 0.24, fill: INK });
  return art;
}

/** The pool's designs, by the number poolCover gives a cover; any other number is stripes. */
const COVER_DESIGNS = [sunAndSkyline, tornSplit, halftoneCircle, ransomNote];

function coverSvg(cover: Cover): string {
  const rng = makeRng(`cover:${cover.index}`); // not seeded: the same cover every run
  const W = cover.width;
  const H = cover.height;
  const INK = '#141414';
  const PAPER = rng.pick(['#f1ebdd', '#ece4d2', '#f4efe4']);
  const ACC = rng.pick(cover.accent.colours);
  const m = Math.min(W, H);
  const art = (COVER_DESIGNS[cover.design] ?? stripes)({ rng, W, H, m, INK, PAPER, ACC });
  // The printed cover, photographed on a table: a little crooked, uneven light, darker corners, a piece of tape.
  const tilt = f1(rng.range(-1.5, 1.5));
  const tape =
    `<rect x="${f1(W * rng.range(0.05, 0.7))}" y="${f1(-H * 0.02)}"` +
    ` width="${f1(W * 0.22)}" height="${f1(H * 0.07)}"` +
    ` fill="#fffbe8" fill-opacity="0.45" transform="rotate(${f1(rng.range(-12, 12))} ${W / 2} 0)"/>`;
  const photographed =
    `rotate(${tilt} ${W / 2} ${H / 2}) ` + `translate(${W / 2} ${H / 2}) scale(1.04) translate(${-W / 2} ${-H / 2})`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    '<defs>',
    '<linearGradient id="light" x1="0" y1="0" x2="1" y2="1">' +
      '<stop offset="0" stop-color="#fff" stop-opacity="0.14"/>' +
      '<stop offset="0.55" stop-color="#fff" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>',
    '<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75">' +
      '<stop offset="0.55" stop-color="#000" stop-opacity="0"/>' +
      '<stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>',
    '</defs>',
    `<rect width="${W}" height="${H}" fill="#3a342c"/>`,
    `<g transform="${photographed}">${art}${tape}</g>`,
    `<rect width="${W}" height="${H}" fill="url(#light)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`,
    '</svg>',
  ].join('\n');
}

/** Rasterises the cover and adds sensor noise (grain in the light, a little colour noise), like a phone photo. */
async function coverJpeg(cover: Cover): Promise<Buffer> {
  const svg = coverSvg(cover);
  const { data: raw, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Clamped: a pixel pushed past black or white by the noise stays black or white.
  const data = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  // mulberry32 inlined: this loop runs for every pixel.
  let a = hashText(`kantstott-catalogue:grain:${cover.index}`); // not seeded either
  const LUMA = 8.5 / 147.8; // a sum of four random bytes has a standard deviation of 147.8
  const CHROMA = 3.5 / 73.9; // one random byte has a standard deviation of 73.9
  for (let p = 0; p < data.length; p += 3) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const g = (t ^ (t >>> 14)) >>> 0;
    a = (a + 0x6d2b79f5) >>> 0;
    t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const c = (t ^ (t >>> 14)) >>> 0;
    const luma = ((g & 255) + ((g >>> 8) & 255) + ((g >>> 16) & 255) + (g >>> 24) - 510) * LUMA;
    // Three bytes a pixel: p + 2 is inside.
    data[p] = (data[p] as number) + luma + ((c & 255) - 127.5) * CHROMA;
    data[p + 1] = (data[p + 1] as number) + luma + (((c >>> 8) & 255) - 127.5) * CHROMA;
    data[p + 2] = (data[p + 2] as number) + luma + (((c >>> 16) & 255) - 127.5) * CHROMA;
  }
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

/**
 * The folder of COVER_CACHE for this version of the cover code (this module
 * and the random generator: their hash names it), made empty when new, the older ones removed.
 */
export async function coverCacheDir(): Promise<string> {
  const version = createHash('sha256')
    .update(await readFile(fileURLToPath(import.meta.url)))
    .update(await readFile(fileURLToPath(new URL('../random.mjs', import.meta.url))))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(COVER_CACHE, version);
  if (!existsSync(dir)) {
    await rm(COVER_CACHE, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  return dir;
}

/**
 * The JPEG of the pool's cover `cover`: drawn once per version of the script
 * (drawing takes most of a run), kept in the cache and read from there after.
 * Returns its path and whether it was drawn now.
 */
export async function poolCoverFile(cover: Cover, dir: string): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(dir, `cover-${String(cover.index).padStart(2, '0')}.jpg`);
  if (existsSync(file)) return { file, drawn: false };
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, await coverJpeg(cover));
  await rename(partial, file); // whole or not at all, for a run that reads it at the same time
  return { file, drawn: true };
}
