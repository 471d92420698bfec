#!/usr/bin/env node
// Rasterises every SVG picture and cover in content/, the SVGs in
// src/assets/images and public/favicon.svg to /tmp/art-check/*.png with sharp
// (librsvg), the same renderer the build uses, so a human can look at them.
// Also flags markup the site must not ship (style attributes/elements, <text>,
// external references, embedded rasters).
//
//   node tools/check-art.mjs            # full-size PNGs
//   node tools/check-art.mjs --sizes    # also print AVIF/WebP bytes at 400/800 px wide
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = '/tmp/art-check';

const svgsIn = (/** @type {string} */ dir) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.svg'))
        .map((f) => join(dir, f))
    : [];
const releases = join(ROOT, 'content/releases');
const covers = existsSync(releases)
  ? readdirSync(releases)
      .map((slug) => join(releases, slug, 'cover.svg'))
      .filter((file) => existsSync(file))
  : [];
const files = [...svgsIn(join(ROOT, 'content/pictures')), ...covers, ...svgsIn(join(ROOT, 'src/assets/images'))];
const favicon = join(ROOT, 'public/favicon.svg');
if (existsSync(favicon)) files.push(favicon);
else console.error('(public/favicon.svg not found)');

/** @type {[RegExp, string][]} */
const FORBIDDEN = [
  [/\sstyle\s*=/i, 'style attribute'],
  [/<style[\s>]/i, '<style> element'],
  [/<text[\s>]/i, '<text> element'],
  [/<image[\s>]/i, '<image> element'],
  [/href\s*=\s*"(?!#)/i, 'external href'],
  [/url\((?!#)/i, 'external url()'],
  [/<script[\s>]/i, '<script> element'],
  [/<foreignObject/i, '<foreignObject>'],
];

const showSizes = process.argv.includes('--sizes');
mkdirSync(OUT, { recursive: true });
let problems = 0;
for (const file of files) {
  const svg = readFileSync(file, 'utf8');
  // Every cover is cover.svg: name its PNG after its release folder.
  const name = basename(file) === 'cover.svg' ? `cover-${basename(dirname(file))}` : basename(file, '.svg');
  for (const [re, what] of FORBIDDEN) {
    if (re.test(svg)) {
      console.error(`✗ ${name}: contains ${what}`);
      problems++;
    }
  }
  const out = join(OUT, `${name}.png`);
  const info = await sharp(Buffer.from(svg)).png().toFile(out);
  const stats = await sharp(out).stats();
  const note = stats.isOpaque ? 'opaque' : 'has transparency';
  let line = `${name.padEnd(24)} ${String(svg.length).padStart(7)} B svg  ${info.width}×${info.height}  ${note}  → ${out}`;
  if (showSizes) {
    const base = await sharp(Buffer.from(svg), { density: 144 }).toBuffer();
    const sizes = [];
    for (const width of [400, 800]) {
      const avif = await sharp(base).resize({ width }).avif({ quality: 50, effort: 4 }).toBuffer();
      const webp = await sharp(base).resize({ width }).webp({ quality: 72 }).toBuffer();
      sizes.push(`${width}w avif ${(avif.length / 1024).toFixed(1)}K webp ${(webp.length / 1024).toFixed(1)}K`);
    }
    line += `\n${''.padEnd(26)}${sizes.join(' | ')}`;
  }
  console.log(line);
}
if (problems) {
  console.error(`${problems} problem(s) found`);
  process.exitCode = 1;
}
