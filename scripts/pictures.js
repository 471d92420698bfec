// The build's picture pipeline: turns one picture from the content (SVG art or
// a JPEG/PNG photo) into AVIF and WebP renditions at several widths plus one
// JPEG/PNG for browsers that read neither, and describes them as the
// ResponsiveImage of src/content/pictures.ts.
//
// A band member who swaps an SVG for a 6 MB camera JPEG gets the same
// treatment without touching code. Each picture is encoded once per build,
// several at a time, and cached on disk under a key made of its bytes and
// the encoder's settings: an unchanged picture is never encoded again, and a
// changed setting re-encodes every picture. The development server
// (npm start) makes one quick rendition per picture instead.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');

/** The production renditions: every width a page asks for, in AVIF and WebP, plus one JPEG/PNG. */
const SETTINGS = {
  // 700: a phone's column (about 340–400 CSS px at 1.75–2 device pixels a
  // px) is sharp at 700, and Chrome takes the first width that is enough:
  // without it, phones fetch the 800 (a quarter more bytes).
  widths: [400, 700, 800, 1200, 1600],
  /** Width of the single fallback file (old browsers, link previews). */
  fallbackWidth: 800,
  // Photocopied art (halftone, grain) looks the same at AVIF 35 as at 50 and
  // is a third smaller. AVIF effort 1 encodes about 6× faster than effort 4,
  // for files about 6% larger, and WebP effort 2 about 1.5× faster than 4 for
  // 3% larger: the build stays quick as the band adds pictures.
  quality: { avif: 35, webp: 72, jpeg: 78, png: 80 },
  avifEffort: 1,
  webpEffort: 2,
  /**
   * SVG art is rasterised at up to twice its drawn size (so the widest
   * rendition stays sharp), and never wider than the widest rendition:
   * drawing halftone patterns is the slow part, and grows with the pixels.
   */
  svgScale: 2,
};
/**
 * Development (npm start): one quick rendition per picture, drawn at the same
 * size as in production, so pages look the same. SVG art that needs no crop
 * is published as it is, and the browser draws it.
 * @type {{ format: EncodedFormat, quality: number, effort: number }}
 */
const DEVELOPMENT = { format: 'webp', quality: 80, effort: 0 };
const MODES = { production: SETTINGS, development: DEVELOPMENT };

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXT = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png', svg: 'svg' };

/** @typedef {keyof typeof SETTINGS.quality} EncodedFormat A format sharp encodes to. */
/** @typedef {keyof typeof EXT} FileFormat A published file's format: an encoded one, or the SVG as it is. */
/** @typedef {import('../src/content/pictures').Shape | null} Crop the shape to crop to, at the centre (given only where the picture has another) */
/** @typedef {{ key: string, format: FileFormat, width: number, data: Buffer }} Rendition */
/** @typedef {{ width: number, height: number, fallback: FileFormat, files: Rendition[] }} Renditions */
/** @typedef {Omit<Renditions, 'files'> & { files: Omit<Rendition, 'data'>[] }} Manifest What the cache keeps beside the files. */
/** @typedef {{ image: import('../src/content/pictures').ResponsiveImage, files: { name: string, data: Buffer }[], fromCache: boolean }} EncodedPicture */
/** @typedef {{ picture: { path: string, crop?: Crop }, name: string }} PictureJob */

const defaultCacheDir = path.resolve(__dirname, '..', 'node_modules', '.cache', 'pictures');

/** @param {Buffer} source */
const isSvg = (source) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(source.toString('utf8', 0, 4096));

/**
 * SVG art as a data: URL, to draw it from the page itself. Only the characters
 * a URL or an HTML attribute cannot hold are escaped: it stays about as small
 * as the SVG once gzipped.
 * @param {Buffer} source
 */
function svgDataUrl(source) {
  const svg = source
    .toString('utf8')
    .replace(/<\?xml[^>]*>|<!--[\s\S]*?-->/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    // The numbers of path data, point lists and transforms apart by commas, not spaces: the same
    // drawing, and a space costs three characters in a URL (%20), which gzip cannot take back.
    .replace(/( (?:d|points|transform)=')([^']*)'/g, (_, head, list) => `${head}${list.replace(/(?<=[\d.]) (?=[-\d.])/g, ',')}'`)
    // The page's attribute is in double quotes: a single quote needs no escape.
    .replace(/[%#<>& ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${svg}`;
}

// SETTINGS.widths is a constant list, never empty.
const widestRendition = () => /** @type {number} */ (SETTINGS.widths[SETTINGS.widths.length - 1]);

/**
 * Pixels a unit at which SVG art `drawn` units wide is rasterised: up to
 * svgScale, and never wider than the widest rendition. tools/draw-art.mjs
 * draws its halftone patterns to whole pixels at this scale.
 * @param {number} drawn
 */
function svgRasterScale(drawn) {
  return Math.min(SETTINGS.svgScale, widestRendition() / drawn);
}

/**
 * The picture as pixels, at most as wide as the widest rendition, cropped to a shape if asked.
 * @param {Buffer} source
 * @param {Crop} crop
 */
async function decode(source, crop) {
  let input = sharp(source);
  if (isSvg(source)) {
    const { width: drawn } = await input.metadata();
    input = sharp(source, { density: 72 * svgRasterScale(drawn) });
  }
  let base = await input.rotate().raw().toBuffer({ resolveWithObject: true });
  const raw = () => ({ raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } });
  if (crop) {
    // The largest box of that shape the picture holds.
    const width = Math.min(base.info.width, Math.round((base.info.height * crop.width) / crop.height));
    const height = Math.min(base.info.height, Math.round((width * crop.height) / crop.width));
    base = await sharp(base.data, raw())
      .resize({ width, height, fit: 'cover', position: 'centre' })
      .raw()
      .toBuffer({ resolveWithObject: true });
  }
  const { width: fullWidth, height: fullHeight, channels } = base.info;
  const hasAlpha = channels === 4 && !(await sharp(base.data, raw()).stats()).isOpaque;
  const width = Math.min(fullWidth, widestRendition());
  return { pixels: () => sharp(base.data, raw()), width, height: Math.round((fullHeight * width) / fullWidth), hasAlpha };
}

/**
 * Production: every width in AVIF and WebP, plus the fallback.
 * @param {Buffer} source
 * @param {Crop} crop
 * @returns {Promise<Renditions>}
 */
async function productionRenditions(source, crop) {
  const { pixels, width: maxWidth, height, hasAlpha } = await decode(source, crop);
  const fallback = hasAlpha ? 'png' : 'jpeg';
  const { widths, quality } = SETTINGS;
  const sizes = [...widths.filter((w) => w < maxWidth), maxWidth];
  /** @type {{ format: EncodedFormat, width: number }[]} */
  const jobs = [];
  for (const format of /** @type {const} */ (['avif', 'webp'])) for (const width of sizes) jobs.push({ format, width });
  jobs.push({ format: fallback, width: Math.min(SETTINGS.fallbackWidth, maxWidth) });
  const files = await Promise.all(
    jobs.map(async ({ format, width }) => {
      /** @type {{ quality: number, mozjpeg?: boolean, effort?: number }} */
      const options = { quality: quality[format] };
      if (format === 'jpeg') options.mozjpeg = true;
      if (format === 'avif') options.effort = SETTINGS.avifEffort;
      if (format === 'webp') options.effort = SETTINGS.webpEffort;
      const data = await pixels().resize({ width }).toFormat(format, options).toBuffer();
      return { key: `${width}.${format}`, format, width, data };
    }),
  );
  return { width: maxWidth, height, fallback, files };
}

/**
 * Development: one file, drawn at the production size.
 * @param {Buffer} source
 * @param {Crop} crop
 * @returns {Promise<Renditions>}
 */
async function developmentRenditions(source, crop) {
  if (isSvg(source)) {
    const { width: drawn, height: drawnHeight } = await sharp(source).metadata();
    if (!crop) {
      const width = Math.round(drawn * svgRasterScale(drawn));
      const height = Math.round((drawnHeight * width) / drawn);
      return { width, height, fallback: 'svg', files: [{ key: 'art.svg', format: 'svg', width, data: source }] };
    }
  }
  const { pixels, width, height } = await decode(source, crop);
  const { format, quality, effort } = DEVELOPMENT;
  const data = await pixels().resize({ width }).toFormat(format, { quality, effort }).toBuffer();
  return { width, height, fallback: format, files: [{ key: `${width}.${format}`, format, width, data }] };
}

/**
 * A picture's renditions through a cache on disk keyed by its bytes, the
 * crop and the mode's settings: from the cache, or made and then cached.
 * @param {(source: Buffer, crop: Crop) => Promise<Renditions>} make
 * @param {string} cacheDir
 * @param {string} settingsKey
 * @returns {(source: Buffer, crop: Crop) => Promise<Renditions & { fromCache: boolean }>}
 */
function cachedRenditions(make, cacheDir, settingsKey) {
  return async (source, crop) => {
    const key = crypto
      .createHash('sha256')
      .update(source)
      .update(settingsKey)
      .update(crop ? `${crop.width}:${crop.height}` : 'null')
      .digest('hex');
    const dir = path.join(cacheDir, key.slice(0, 24));
    const manifestPath = path.join(dir, 'manifest.json');
    if (fs.existsSync(manifestPath)) {
      /** @type {Manifest} */
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
      const files = manifest.files.map((file) => ({ ...file, data: fs.readFileSync(path.join(dir, file.key)) }));
      return { ...manifest, files, fromCache: true };
    }
    const made = await make(source, crop);
    fs.mkdirSync(dir, { recursive: true });
    for (const file of made.files) fs.writeFileSync(path.join(dir, file.key), file.data);
    // The manifest goes last: a build stopped halfway leaves no entry that looks complete.
    fs.writeFileSync(manifestPath, JSON.stringify({ ...made, files: made.files.map(({ data, ...rest }) => rest) }));
    return { ...made, fromCache: false };
  };
}

/**
 * The picture as the pages use it, from its published files.
 * @param {(Renditions['files'][number] & { name: string })[]} published
 * @param {Pick<Renditions, 'width' | 'height' | 'fallback'>} size
 * @param {Buffer} source
 * @param {Crop | undefined} crop
 */
function responsiveImage(published, { width, height, fallback }, source, crop) {
  const byFormat = (/** @type {FileFormat} */ format) => published.filter((file) => file.format === format);
  // Every set of renditions holds its fallback.
  const fallbackFile = /** @type {(typeof published)[number]} */ (byFormat(fallback)[0]);
  return {
    src: fallbackFile.name,
    width,
    height,
    // Development's single file is the fallback itself: no sources then.
    sources: /** @type {const} */ (['avif', 'webp'])
      .filter((format) => format !== fallback && byFormat(format).length > 0)
      .map((format) => ({
        type: MIME[format],
        srcSet: byFormat(format)
          .map((file) => `${file.name} ${file.width}w`)
          .join(', '),
      })),
    // SVG art can travel inside the page as it is drawn; art of another shape than the page's goes as cropped renditions.
    ...(isSvg(source) && !crop ? { inlineSrc: svgDataUrl(source) } : {}),
    // The fallback is also what link previews show (SETTINGS.fallbackWidth): a JPEG, or a PNG with transparency.
    ...(fallback === 'jpeg' || fallback === 'png'
      ? {
          preview: {
            src: fallbackFile.name,
            type: MIME[fallback],
            width: fallbackFile.width,
            height: Math.round((height * fallbackFile.width) / width),
          },
        }
      : {}),
  };
}

/**
 * Runs `task` on every item, as many at a time as the machine has cores
 * (each encoder mostly keeps one core busy); the results in the items' order.
 * @template Item, Result
 * @param {readonly Item[]} list
 * @param {(item: Item) => Promise<Result>} task
 * @returns {Promise<Result[]>}
 */
async function onEveryCore(list, task) {
  /** @type {Result[]} */
  const results = new Array(list.length);
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const index = next++;
      results[index] = await task(/** @type {Item} */ (list[index]));
    }
  }
  const workers = Math.min(list.length, os.availableParallelism());
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

/**
 * Encodes pictures for one kind of build, with a cache on disk keyed by each
 * picture's bytes, the crop and the mode's settings: an unchanged picture is
 * never encoded again, and a changed setting re-encodes every picture.
 * @param {{ mode?: 'production' | 'development', cacheDir?: string }} [options]
 */
function pictureEncoder({ mode = 'production', cacheDir = defaultCacheDir } = {}) {
  const renditions = cachedRenditions(
    mode === 'production' ? productionRenditions : developmentRenditions,
    cacheDir,
    JSON.stringify({ mode, settings: MODES[mode] }),
  );

  /**
   * One picture as the pages use it, and the files to publish for it.
   * @param {{ path: string, crop?: Crop }} picture
   * @param {string} name the files' name stem, e.g. `cover-varm-kall`
   * @returns {Promise<EncodedPicture>}
   */
  async function encodePicture(picture, name) {
    const source = await fs.promises.readFile(picture.path);
    const made = await renditions(source, picture.crop ?? null);
    const stem = name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
    const published = made.files.map((file) => {
      const hash = crypto.createHash('sha256').update(file.data).digest('hex').slice(0, 10);
      return { ...file, name: `assets/${stem}-${file.width}.${hash}.${EXT[file.format]}` };
    });
    const image = responsiveImage(published, made, source, picture.crop);
    return { image, files: published.map(({ name: fileName, data }) => ({ name: fileName, data })), fromCache: made.fromCache };
  }

  return {
    /** @param {PictureJob[]} list @returns {Promise<EncodedPicture[]>} */
    encodePictures: (list) => onEveryCore(list, (job) => encodePicture(job.picture, job.name)),
  };
}

module.exports = { pictureEncoder, svgDataUrl, svgRasterScale, onEveryCore, SETTINGS };
