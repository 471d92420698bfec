#!/usr/bin/env node
// Draws Kantstött's artwork as hand-built SVG (no fonts, no downloads, no rasters).
//
//   node tools/draw-art.mjs [--out DIR] [drawing.svg …]
//
// Writes the band's pictures and covers into content/ (see DRAWINGS below),
// the share card into src/assets/images, public/favicon.svg and src/assets/logo.svg.
// The output is deterministic (seeded random numbers, tools/random.mjs), so
// re-running it only changes files whose drawing code changed. The generated
// files are committed; this script is only needed to redraw them. The
// drawings are in tools/draw-art/, a module per picture or kind of part.
//
// Rules the output follows (the site's CSP and the build's rasteriser, librsvg):
// presentation attributes only (no style= / <style>), no <text>, no external
// references, no embedded rasters, every image fully opaque.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { drawBirdsCover, drawKnivCover, drawSpringCover, drawVarmKallCover } from './draw-art/covers.mjs';
import { drawHero } from './draw-art/hero.mjs';
import { drawFavicon, drawLogo, drawShareCard } from './draw-art/marks.mjs';
import { drawGroup, drawGuitarDrums, drawVocalsBass } from './draw-art/members.mjs';
import { inWholeUnits } from './draw-art/svg.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Each drawing, where it goes and what draws it. The band's pictures and
 * covers are content (content/pictures, content/releases/<slug>/cover.svg);
 * the share card, the favicon and the wordmark are the site's own.
 * @type {Record<string, { path: string, draw: () => string }>}
 */
const DRAWINGS = {
  // The hero goes into index.html whole, as text (components/HeroArt.tsx): whole units keep it small.
  'hero.svg': { path: 'content/pictures/hero.svg', draw: inWholeUnits(drawHero) },
  'group.svg': { path: 'content/pictures/group.svg', draw: drawGroup },
  'member-vocals-bass.svg': { path: 'content/pictures/member-vocals-bass.svg', draw: drawVocalsBass },
  'member-guitar-drums.svg': { path: 'content/pictures/member-guitar-drums.svg', draw: drawGuitarDrums },
  'cover-birds.svg': { path: 'content/releases/birds/cover.svg', draw: drawBirdsCover },
  'cover-varm-kall.svg': { path: 'content/releases/varm&kall/cover.svg', draw: drawVarmKallCover },
  'cover-kniv.svg': { path: 'content/releases/kniv/cover.svg', draw: drawKnivCover },
  'cover-spring.svg': { path: 'content/releases/spring/cover.svg', draw: drawSpringCover },
  'share.svg': { path: 'src/assets/images/share.svg', draw: drawShareCard },
  'favicon.svg': { path: 'public/favicon.svg', draw: drawFavicon },
  'logo.svg': { path: 'src/assets/logo.svg', draw: drawLogo },
};

// `--out DIR` writes every drawing under DIR, at its path in the repository,
// whatever is there (the tests compare what it draws); the names of drawings
// given draw only those.
const { values: options, positionals: only } = parseArgs({
  options: { out: { type: 'string' } },
  allowPositionals: true,
});
const into = options.out ? resolve(options.out) : ROOT;
for (const [name, { path, draw }] of Object.entries(DRAWINGS)) {
  if (only.length && !only.includes(name)) continue;
  const target = resolve(into, path);
  if (!options.out && skipped(name, path, target)) continue;
  const svg = draw();
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  console.log(`${path.padEnd(44)} ${String(Buffer.byteLength(svg)).padStart(7)} B`);
}

/**
 * Whether the drawing `name` stays unwritten in the repository: the band has
 * removed its release, or put a photo in its place.
 * @param {string} name @param {string} path @param {string} target
 */
function skipped(name, path, target) {
  // A release the band has removed gets no cover: a folder with only a cover is not a release.
  if (path.startsWith('content/releases/') && !existsSync(dirname(target))) {
    console.log(`${name.padEnd(28)} skipped: ${dirname(path)} is gone`);
    return true;
  }
  // Once the band has put a photo in the drawing's place, the photo stays the picture
  // (a second cover.* beside it would be a content error).
  const photo = ['.jpg', '.jpeg', '.png'].map((ext) => target.replace(/\.svg$/, ext)).find((file) => existsSync(file));
  if (photo) {
    console.log(`${name.padEnd(28)} skipped: the band's photo ${photo.slice(ROOT.length + 1)} is used instead`);
    return true;
  }
  return false;
}
