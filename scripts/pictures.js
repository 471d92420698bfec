// The build's picture pipeline: turns one picture from the content (SVG art or
// a JPEG/PNG photo) into AVIF and WebP renditions at several widths plus one
// JPEG/PNG for browsers that read neither, and describes them as the
// ResponsiveImage of src/content/schema.ts.
//
// A band member who swaps an SVG for a 6 MB camera JPEG gets the same
// treatment without touching code. Each picture is encoded once per build,
// several at a time, and cached on disk under a key made of its bytes and
// the encoder's settings: an unchanged picture is never encoded again, and a
// changed setting re-encodes every picture.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const sharp = require('sharp');

const SETTINGS = {
  widths: [400, 800, 1200, 1600],
  /** Width of the single fallback file (old browsers, link previews). */
  fallbackWidth: 800,
  // Photocopied art (halftone, grain) looks the same at AVIF 35 as at 50 and
  // is a third smaller; more encoder effort than 4 saves under 1% here.
  quality: { avif: 35, webp: 72, jpeg: 78, png: 80 },
  avifEffort: 4,
  /** SVG art is rasterised at twice its drawn size so the widest rendition stays sharp. */
  svgDensity: 144,
};
const SETTINGS_KEY = JSON.stringify(SETTINGS);
const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXT = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const cacheRoot = path.resolve(__dirname, '..', 'node_modules', '.cache', 'pictures');

const isSvg = (source) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(source.toString('utf8', 0, 4096));

/**
 * SVG art as a data: URL, to draw it from the page itself. Only the characters
 * a URL or an HTML attribute cannot hold are escaped: it stays about as small
 * as the SVG once gzipped.
 */
function svgDataUrl(source) {
  const svg = source
    .toString('utf8')
    .replace(/<\?xml[^>]*>|<!--[\s\S]*?-->/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>&' ]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${svg}`;
}

/** Every rendition of one picture: from the cache, or encoded and then cached. */
async function renditions(source, crop) {
  const key = crypto.createHash('sha256').update(source).update(SETTINGS_KEY).update(String(crop)).digest('hex');
  const cacheDir = path.join(cacheRoot, key.slice(0, 24));
  const manifestPath = path.join(cacheDir, 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    return {
      ...manifest,
      files: manifest.files.map((file) => ({ ...file, data: fs.readFileSync(path.join(cacheDir, file.key)) })),
    };
  }

  const input = isSvg(source) ? sharp(source, { density: SETTINGS.svgDensity }) : sharp(source);
  let base = await input.rotate().toBuffer({ resolveWithObject: true });
  if (crop === 'square' && base.info.width !== base.info.height) {
    const side = Math.min(base.info.width, base.info.height);
    base = await sharp(base.data).resize({ width: side, height: side, fit: 'cover', position: 'centre' }).toBuffer({
      resolveWithObject: true,
    });
  }
  const { width: fullWidth, height: fullHeight, channels } = base.info;
  const hasAlpha = channels === 4 && !(await sharp(base.data).stats()).isOpaque;
  const fallback = hasAlpha ? 'png' : 'jpeg';

  const { widths, quality } = SETTINGS;
  const maxWidth = Math.min(fullWidth, widths[widths.length - 1]);
  const sizes = [...widths.filter((w) => w < maxWidth), maxWidth];
  const height = Math.round((fullHeight * maxWidth) / fullWidth);

  const jobs = [];
  for (const format of ['avif', 'webp']) for (const width of sizes) jobs.push({ format, width });
  jobs.push({ format: fallback, width: Math.min(SETTINGS.fallbackWidth, maxWidth) });
  const files = await Promise.all(
    jobs.map(async ({ format, width }) => {
      const options = { quality: quality[format] };
      if (format === 'jpeg') options.mozjpeg = true;
      if (format === 'avif') options.effort = SETTINGS.avifEffort;
      const data = await sharp(base.data).resize({ width }).toFormat(format, options).toBuffer();
      return { key: `${width}.${format}`, format, width, data };
    }),
  );

  fs.mkdirSync(cacheDir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(cacheDir, file.key), file.data);
  const manifest = { width: maxWidth, height, fallback, files: files.map(({ data, ...rest }) => rest) };
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  return { ...manifest, files };
}

/**
 * One picture as the pages use it, and the files to publish for it.
 * @param {{ path: string, crop?: 'square' | null }} picture
 * @param {string} name the files' name stem, e.g. `cover-varm-kall`
 * @returns {Promise<{ image: import('../src/content/schema').ResponsiveImage, files: { name: string, data: Buffer }[] }>}
 */
async function encodePicture(picture, name) {
  const source = await fs.promises.readFile(picture.path);
  const { width, height, fallback, files } = await renditions(source, picture.crop ?? null);
  const stem = name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  const published = files.map((file) => {
    const hash = crypto.createHash('sha256').update(file.data).digest('hex').slice(0, 10);
    return { ...file, name: `assets/${stem}-${file.width}.${hash}.${EXT[file.format]}` };
  });
  const byFormat = (format) => published.filter((file) => file.format === format);
  const image = {
    src: byFormat(fallback)[0].name,
    width,
    height,
    sources: ['avif', 'webp'].map((format) => ({
      type: MIME[format],
      srcSet: byFormat(format)
        .map((file) => `${file.name} ${file.width}w`)
        .join(', '),
    })),
    ...(isSvg(source) ? { inlineSrc: svgDataUrl(source) } : {}),
  };
  return { image, files: published.map(({ name: fileName, data }) => ({ name: fileName, data })) };
}

/**
 * Encodes many pictures, as many at a time as the machine has cores (each
 * encoder mostly keeps one core busy).
 * @param {{ picture: { path: string, crop?: 'square' | null }, name: string }[]} list
 */
async function encodePictures(list) {
  const results = new Array(list.length);
  let next = 0;
  async function worker() {
    while (next < list.length) {
      const index = next++;
      results[index] = await encodePicture(list[index].picture, list[index].name);
    }
  }
  const workers = Math.min(list.length, os.availableParallelism());
  await Promise.all(Array.from({ length: workers }, worker));
  return results;
}

module.exports = { encodePicture, encodePictures, svgDataUrl, SETTINGS };
