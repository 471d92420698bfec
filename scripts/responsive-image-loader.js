// webpack loader: turns one picture (SVG art or a JPEG/PNG photo) into AVIF
// and WebP renditions at several widths plus one JPEG/PNG for browsers that
// read neither, and exports the ResponsiveImage object of src/content/types.ts.
// With `inlineSvg` (the build-time render only), SVG art also exports itself
// as a data: URL, for a picture drawn from the HTML alone (see HeroArt).
//
// A band member who swaps an SVG for a 6 MB camera JPEG gets the same
// treatment without touching code. Encoded files are cached on disk by
// content hash, so rebuilds (and the two compilers of a production build)
// only encode each picture once.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const WIDTHS = [400, 800, 1200, 1600];
/** Width of the single fallback file (old browsers, link previews). */
const FALLBACK_WIDTH = 800;
// Photocopied art (halftone, grain) looks the same at AVIF 35 as at 50 and is
// a third smaller; more encoder effort than 4 saves under 1% here.
const QUALITY = { avif: 35, webp: 72, jpeg: 78, png: 80 };
// Bump when the encoding settings change, so stale cache entries are ignored.
const CACHE_VERSION = 'v3';
const cacheRoot = path.resolve(__dirname, '..', 'node_modules', '.cache', 'responsive-images');

// Several compilers in one process share the work in flight.
const inFlight = new Map();

async function encodeAll(source, hash) {
  const cacheDir = path.join(cacheRoot, `${CACHE_VERSION}-${hash}`);
  const manifestPath = path.join(cacheDir, 'manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    return {
      ...manifest,
      files: manifest.files.map((file) => ({ ...file, data: fs.readFileSync(path.join(cacheDir, file.key)) })),
    };
  }

  // SVG art is rasterised at twice its drawn size so the widest rendition stays sharp.
  const probe = await sharp(source).metadata();
  const isVector = probe.format === 'svg';
  const input = isVector ? sharp(source, { density: 144 }) : sharp(source);
  const base = await input.rotate().toBuffer({ resolveWithObject: true });
  const fullWidth = base.info.width;
  const fullHeight = base.info.height;
  const hasAlpha = Boolean(base.info.channels === 4 && !(await sharp(base.data).stats()).isOpaque);
  const fallback = hasAlpha ? 'png' : 'jpeg';

  const maxWidth = Math.min(fullWidth, WIDTHS[WIDTHS.length - 1]);
  const widths = [...WIDTHS.filter((w) => w < maxWidth), maxWidth];
  const height = Math.round((fullHeight * maxWidth) / fullWidth);

  const files = [];
  const fallbackWidth = Math.min(FALLBACK_WIDTH, maxWidth);
  for (const format of ['avif', 'webp', fallback]) {
    for (const width of format === fallback ? [fallbackWidth] : widths) {
      const pipeline = sharp(base.data).resize({ width });
      const options = { quality: QUALITY[format] };
      if (format === 'jpeg') options.mozjpeg = true;
      if (format === 'avif') options.effort = 4;
      const data = await pipeline.toFormat(format, options).toBuffer();
      files.push({ key: `${width}.${format}`, format, width, data });
    }
  }

  fs.mkdirSync(cacheDir, { recursive: true });
  for (const file of files) fs.writeFileSync(path.join(cacheDir, file.key), file.data);
  const manifest = { width: maxWidth, height, fallback, files: files.map(({ data, ...rest }) => rest) };
  fs.writeFileSync(manifestPath, JSON.stringify(manifest));
  return { ...manifest, files };
}

const MIME = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXT = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

const isSvg = (source) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(source.toString('utf8', 0, 4096));

/**
 * SVG art as a data: URL, to draw it from the page itself. Only the characters
 * a URL or an HTML attribute cannot hold are escaped: it stays about as small
 * as the SVG once gzipped.
 */
function dataUrl(source) {
  const svg = source
    .toString('utf8')
    .replace(/<\?xml[^>]*>|<!--[\s\S]*?-->/g, '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>&']/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `data:image/svg+xml,${svg}`;
}

module.exports = function responsiveImageLoader(source) {
  const callback = this.async();
  const { emit = true, inlineSvg = false } = this.getOptions();
  const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 16);
  const name = path.basename(this.resourcePath).replace(/\.[^.]+$/, '');

  if (!inFlight.has(hash)) inFlight.set(hash, encodeAll(source, hash));
  inFlight
    .get(hash)
    .then(({ width, height, fallback, files }) => {
      const url = (file) => {
        const fileHash = crypto.createHash('sha256').update(file.data).digest('hex').slice(0, 10);
        const fileName = `assets/${name}-${file.width}.${fileHash}.${EXT[file.format]}`;
        if (emit) this.emitFile(fileName, file.data);
        return fileName;
      };
      const byFormat = (format) => files.filter((file) => file.format === format);
      const sources = ['avif', 'webp'].map((format) => ({
        type: MIME[format],
        srcSet: byFormat(format).map((file) => `${url(file)} ${file.width}w`),
      }));
      const [fallbackFile] = byFormat(fallback);
      // Paths are joined with __webpack_public_path__ at run time, so they
      // stay relative to the page wherever dist/ is hosted.
      const srcSetCode = (entries) =>
        entries.map((entry) => `__webpack_public_path__ + ${JSON.stringify(entry)}`).join(' + ", " + ');
      const inlineSrc = inlineSvg && isSvg(source) ? dataUrl(source) : null;
      const code = `export default {
  src: __webpack_public_path__ + ${JSON.stringify(url(fallbackFile))},${inlineSrc ? `\n  inlineSrc: ${JSON.stringify(inlineSrc)},` : ''}
  width: ${width},
  height: ${height},
  sources: [${sources
    .map((s) => `{ type: ${JSON.stringify(s.type)}, srcSet: ${srcSetCode(s.srcSet)} }`)
    .join(', ')}],
};`;
      callback(null, code);
    })
    .catch(callback);
};

// The loader reads bytes, not text.
module.exports.raw = true;
