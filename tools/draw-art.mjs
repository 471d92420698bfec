#!/usr/bin/env node
// Draws Kantstött's artwork as hand-built SVG (no fonts, no downloads, no rasters).
//
//   node tools/draw-art.mjs
//
// Writes the band's pictures and covers into content/ (see OUTPUT below),
// the share card into src/assets/images, public/favicon.svg and src/assets/logo.svg.
// The output is deterministic (seeded random numbers), so re-running it only
// changes files whose drawing code changed. The generated files are committed;
// this script is only needed to redraw them.
//
// Rules the output follows (the site's CSP and the build's rasteriser, librsvg):
// presentation attributes only (no style= / <style>), no <text>, no external
// references, no embedded rasters, every image fully opaque.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { randomStream } from './random.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {{ svgRasterScale: (drawn: number) => number }} */
const { svgRasterScale } = createRequire(import.meta.url)('../scripts/pictures.js');

/**
 * Where each drawing goes. The band's pictures and covers are content
 * (content/pictures, content/releases/<slug>/cover.svg); the share
 * card is the site's own.
 */
const OUTPUT = {
  'hero.svg': 'content/pictures/hero.svg',
  'group.svg': 'content/pictures/group.svg',
  'member-vocals-bass.svg': 'content/pictures/member-vocals-bass.svg',
  'member-guitar-drums.svg': 'content/pictures/member-guitar-drums.svg',
  'cover-birds.svg': 'content/releases/birds/cover.svg',
  'cover-varm-kall.svg': 'content/releases/varm&kall/cover.svg',
  'cover-kniv.svg': 'content/releases/kniv/cover.svg',
  'cover-spring.svg': 'content/releases/spring/cover.svg',
  'share.svg': 'src/assets/images/share.svg',
  'favicon.svg': 'public/favicon.svg',
  'logo.svg': 'src/assets/logo.svg',
};

// ---------------------------------------------------------------- palette
const INK = '#111111';
const PAPER = '#f1ece1';
const ACC = '#ff4d1a';

// ---------------------------------------------------------------- basics
/** @typedef {[number, number]} Pt a point, [x, y] */
/** @typedef {Record<string, string | number | boolean | null | undefined>} Attrs SVG attributes (undefined, null and false are left out) */
/** @typedef {string | string[]} Markup markup, or a list of it */
/** @typedef {import('./random.mjs').Rng} Rng */

const n = (/** @type {number} */ v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
const pts = (/** @type {Pt[]} */ p) => p.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
const dPoly = (/** @type {Pt[]} */ p, close = true) =>
  'M' + p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L') + (close ? 'Z' : '');

/** @param {Attrs} [a] */
function attrs(a = {}) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}
/** @type {(tag: string, a?: Attrs, inner?: string) => string} */
const el = (tag, a, inner) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
/** @type {(a: Attrs, ...kids: Markup[]) => string} */
const g = (a, ...kids) => el('g', a, kids.flat(Infinity).join(''));
/** @type {(p: Pt[], a?: Attrs) => string} */
const poly = (p, a) => el('polygon', { points: pts(p), ...a });
/** @type {(d: string, a?: Attrs) => string} */
const path = (d, a) => el('path', { d, ...a });
/** @type {(x: number, y: number, w: number, h: number, a?: Attrs) => string} */
const rect = (x, y, w, h, a) => el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), ...a });
/** @type {(cx: number, cy: number, r: number, a?: Attrs) => string} */
const circle = (cx, cy, r, a) => el('circle', { cx: n(cx), cy: n(cy), r: n(r), ...a });
/** @type {(cx: number, cy: number, rx: number, ry: number, a?: Attrs) => string} */
const ellipse = (cx, cy, rx, ry, a) =>
  el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(ry), ...a });
/** @type {(p: Pt[], a?: Attrs) => string} */
const polyline = (p, a) => el('polyline', { points: pts(p), fill: 'none', ...a });

const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
/** @type {(p: Pt, deg: number, c?: Pt) => Pt} */
const rot = ([x, y], deg, [cx, cy] = [0, 0]) => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
};
/** @type {(a: number, b: number, t: number) => number} */
const lerp = (a, b, t) => a + (b - a) * t;
/** @type {(p: Pt, q: Pt, t: number) => Pt} */
const lerpPt = (p, q, t) => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];

/**
 * Smooth closed (or open) curve through points (Catmull-Rom as cubic Béziers).
 * @param {Pt[]} p not empty
 */
function smooth(p, closed = true, tension = 1) {
  const m = p.length;
  const at = (/** @type {number} */ i) => /** @type {Pt} */ (closed ? p[(i + m) % m] : p[Math.max(0, Math.min(m - 1, i))]);
  const [x0, y0] = /** @type {Pt} */ (p[0]);
  let d = `M${n(x0)} ${n(y0)}`;
  const last = closed ? m : m - 1;
  for (let i = 0; i < last; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    /** @type {Pt} */
    const c1 = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    /** @type {Pt} */
    const c2 = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? d + 'Z' : d;
}

/** @typedef {{ amp?: number, step?: number, skipFirst?: boolean }} Tear how ragged a torn edge is */

/**
 * A torn / hand-cut edge from a to b: points jittered across the line.
 * @param {Pt} a
 * @param {Pt} b
 * @param {Tear} [tear]
 * @param {Rng} rnd the drawing's random stream
 */
function tornEdge(rnd, a, b, { amp = 8, step = 22, skipFirst = false } = {}) {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const count = Math.max(1, Math.round(len / step));
  const nx = -(b[1] - a[1]) / len;
  const ny = (b[0] - a[0]) / len;
  /** @type {Pt[]} */
  const out = [];
  for (let i = skipFirst ? 1 : 0; i < count; i++) {
    const t = (i + (i === 0 ? 0 : rnd.pm(0.3))) / count;
    const o = i === 0 ? 0 : rnd.pm(amp);
    out.push([lerp(a[0], b[0], t) + nx * o, lerp(a[1], b[1], t) + ny * o]);
  }
  return out;
}
/**
 * Closed polygon whose every side is torn.
 * @param {Pt[]} corners
 * @param {Tear} [opts]
 * @param {Rng} rnd the drawing's random stream
 */
function tornPoly(rnd, corners, opts) {
  /** @type {Pt[]} */
  const out = [];
  corners.forEach((c, i) => out.push(...tornEdge(rnd, c, /** @type {Pt} */ (corners[(i + 1) % corners.length]), opts)));
  return out;
}
/** @type {(x: number, y: number, w: number, h: number) => Pt[]} */
const rectCorners = (x, y, w, h) => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
/**
 * Torn paper: a paler fibrous rim under the coloured sheet.
 * @param {Pt[]} corners
 * @param {string} fill
 * @param {{ amp?: number, step?: number, rim?: string, rimAmp?: number }} [opts] rim '' for none
 * @param {Rng} rnd the drawing's random stream
 */
function tornPaper(rnd, corners, fill, { amp = 9, step = 20, rim = PAPER, rimAmp } = {}) {
  const under = tornPoly(rnd, corners, { amp: rimAmp ?? amp * 1.3, step });
  const over = tornPoly(rnd, corners, { amp, step });
  return (rim ? poly(under, { fill: rim }) : '') + poly(over, { fill });
}

/**
 * A square grid of dots, turned by `angle` degrees.
 * @param {string} id @param {number} spacing @param {number} r @param {string} color @param {number} angle
 */
function squareDots(id, spacing, r, color, angle) {
  const s = n(spacing);
  const attributes = { id, width: s, height: s, patternUnits: 'userSpaceOnUse', patternTransform: angle ? `rotate(${angle})` : undefined };
  return el('pattern', attributes, circle(spacing / 2, spacing / 2, r, { fill: color }));
}

/**
 * The same dots as squareDots at 45°, as an upright pattern. librsvg draws
 * a pattern fast only when its tile is a whole number of the raster's pixels
 * and upright: a turned one, or one of 33.9 px, takes about 20 times as long.
 * A grid turned
 * by 45° repeats upright in a square of side spacing·√2 that holds two dots.
 * That side is rounded to whole pixels at the scale the build rasterises the
 * drawing at (`scale`): the same halftone, its grid moved by less than a
 * tile and its spacing by less than a pixel.
 * @param {string} id @param {number} spacing @param {number} r @param {string} color @param {number} scale
 */
function diagonalDots(id, spacing, r, color, scale) {
  const side = Math.round(spacing * Math.SQRT2 * scale) / scale;
  // Thousandths: n()'s tenths would undo the rounding to whole pixels.
  const exact = (/** @type {number} */ v) => String(Math.round(v * 1000) / 1000);
  // Two dots a tile, a quarter of the way in from opposite corners, and their
  // copies across an edge a dot overlaps.
  const dots = [];
  /** @type {[number, number][]} */
  const corners = [[side / 4, (3 * side) / 4], [(3 * side) / 4, side / 4]];
  for (const [x, y] of corners) {
    for (const dx of [-side, 0, side]) {
      for (const dy of [-side, 0, side]) {
        const cx = x + dx;
        const cy = y + dy;
        if (cx + r > 0 && cx - r < side && cy + r > 0 && cy - r < side) {
          dots.push(el('circle', { cx: exact(cx), cy: exact(cy), r: n(r), fill: color }));
        }
      }
    }
  }
  return el('pattern', { id, width: exact(side), height: exact(side), patternUnits: 'userSpaceOnUse' }, dots.join(''));
}

// ---------------------------------------------------------------- document
class Doc {
  /** @param {number} w @param {number} h @param {number} seed */
  constructor(w, h, seed) {
    this.w = w;
    this.h = h;
    /**
     * Pixels a unit when the picture pipeline rasterises this drawing. (The
     * share card is rasterised by share-images-plugin instead, at another size:
     * its tiles are not whole pixels there, which costs it a fraction of a second.)
     */
    this.scale = svgRasterScale(w);
    /** @type {string[]} */
    this.defs = [];
    /** @type {Map<string, string>} */
    this.ids = new Map();
    /** @type {string[]} */
    this.body = [];
    /** The drawing's random stream: the same seed draws the same picture. */
    this.rnd = randomStream(seed);
  }
  /** @param {...Markup} parts */
  add(...parts) {
    this.body.push(.../** @type {string[]} */ (parts.flat(Infinity)));
    return this;
  }
  /**
   * Halftone dot pattern; returns `url(#id)`. Dedupes identical patterns.
   * @param {number} spacing
   * @param {number} r
   */
  dots(spacing, r, color = INK, angle = 45) {
    const key = `d${spacing}-${r}-${color}-${angle}`;
    if (!this.ids.has(key)) {
      const id = `ht${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(angle === 45 ? diagonalDots(id, spacing, r, color, this.scale) : squareDots(id, spacing, r, color, angle));
    }
    return `url(#${this.ids.get(key)})`;
  }
  /** clipPath from markup; returns `url(#id)`. @param {string} markup */
  clip(markup) {
    const id = `cp${this.ids.size}`;
    this.ids.set(id, id);
    this.defs.push(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }
  toString() {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">` +
      defs +
      this.body.join('') +
      '</svg>\n'
    );
  }
}

/**
 * A halftone "gradient" the way a photocopier makes one: bands of dots that
 * grow step by step. `radii` runs from the `from` edge to the other; band
 * borders are ragged. Returns markup (optionally clipped).
 * @param {Doc} doc
 * @param {{ x: number, y: number, w: number, h: number, radii: number[], spacing: number, color?: string, vertical?: boolean, clip?: string, angle?: number, ragged?: number }} bands
 */
function halftoneBands(doc, { x, y, w, h, radii, spacing, color = INK, vertical = true, clip, angle = 45, ragged = 14 }) {
  const { rnd } = doc;
  /** @type {string[]} */
  const parts = [];
  const k = radii.length;
  for (let i = 0; i < k; i++) {
    const r = /** @type {number} */ (radii[i]);
    if (r <= 0) continue;
    const fill = doc.dots(spacing, r, color, angle);
    /** @type {Pt[]} */
    let p;
    if (vertical) {
      const y0 = y + (h * i) / k;
      const y1 = y + (h * (i + 1)) / k;
      /** @type {Pt[]} */
      const top = i === 0 ? [[x, y0], [x + w, y0]] : tornEdge(rnd, [x, y0], [x + w, y0], { amp: ragged, step: 40 }).concat([[x + w, y0]]);
      /** @type {Pt[]} */
      const bot = i === k - 1 ? [[x + w, y1], [x, y1]] : tornEdge(rnd, [x + w, y1 + ragged], [x, y1 + ragged], { amp: ragged, step: 40 }).concat([[x, y1 + ragged]]);
      p = top.concat(bot);
    } else {
      const x0 = x + (w * i) / k;
      const x1 = x + (w * (i + 1)) / k;
      /** @type {Pt[]} */
      const left = i === 0 ? [[x0, y + h], [x0, y]] : tornEdge(rnd, [x0, y + h], [x0, y], { amp: ragged, step: 40 }).concat([[x0, y]]);
      /** @type {Pt[]} */
      const right = i === k - 1 ? [[x1, y], [x1, y + h]] : tornEdge(rnd, [x1 + ragged, y], [x1 + ragged, y + h], { amp: ragged, step: 40 }).concat([[x1 + ragged, y + h]]);
      p = left.concat(right);
    }
    parts.push(poly(p, { fill }));
  }
  return clip ? g({ 'clip-path': clip }, parts) : parts.join('');
}

// ---------------------------------------------------------------- lettering
/** @typedef {{ bg: string, fg: string, edge?: string }} Scrap a letter's paper scrap: background, letter and edge colours */

// A chunky, scissor-cut alphabet: each glyph is a few centre-line strokes in a
// box `w` wide and 10 tall, drawn with square caps and mitred corners.
/** @typedef {[Pt, Pt, ...Pt[]]} Stroke a centre line through two or more points */
/** @typedef {[w: number, strokes: Stroke[], closed?: boolean]} Glyph closed: the first stroke is a closed shape */
/** @type {Record<string, Glyph> & { ' ': Glyph }} */
const GLYPHS = {
  A: [6, [[[0, 10], [1.9, 0], [4.1, 0], [6, 10]], [[1.2, 6.4], [4.8, 6.4]]]],
  B: [5.6, [[[0, 5], [0, 0], [4.3, 0], [5.2, 0.9], [5.2, 4.1], [4.3, 5], [0, 5], [0, 10], [4.6, 10], [5.6, 9], [5.6, 6], [4.6, 5]]]],
  C: [5.4, [[[5.4, 0], [1.1, 0], [0, 1.1], [0, 8.9], [1.1, 10], [5.4, 10]]]],
  D: [5.6, [[[0, 0], [0, 10], [3.8, 10], [5.6, 8.2], [5.6, 1.8], [3.8, 0], [0, 0]]], true],
  E: [5, [[[5, 0], [0, 0], [0, 10], [5, 10]], [[0, 5], [4.2, 5]]]],
  F: [5, [[[5, 0], [0, 0], [0, 10]], [[0, 5], [4.2, 5]]]],
  G: [5.6, [[[5.4, 0], [1.1, 0], [0, 1.1], [0, 8.9], [1.1, 10], [5.6, 10], [5.6, 5.6], [3.2, 5.6]]]],
  H: [5.6, [[[0, 0], [0, 10]], [[5.6, 0], [5.6, 10]], [[0, 5], [5.6, 5]]]],
  I: [0, [[[0, 0], [0, 10]]]],
  K: [5.6, [[[0, 0], [0, 10]], [[5.6, 0], [0.6, 5.6]], [[2.2, 4.2], [5.9, 10]]]],
  L: [5, [[[0, 0], [0, 10], [5, 10]]]],
  M: [7.2, [[[0, 10], [0, 0], [3.6, 6], [7.2, 0], [7.2, 10]]]],
  N: [5.6, [[[0, 10], [0, 0], [5.6, 10], [5.6, 0]]]],
  O: [5.6, [[[1.1, 0], [4.5, 0], [5.6, 1.1], [5.6, 8.9], [4.5, 10], [1.1, 10], [0, 8.9], [0, 1.1], [1.1, 0]]], true],
  P: [5.6, [[[0, 10], [0, 0], [4.5, 0], [5.6, 1.1], [5.6, 4.5], [4.5, 5.6], [0, 5.6]]]],
  R: [5.6, [[[0, 10], [0, 0], [4.5, 0], [5.6, 1.1], [5.6, 4.5], [4.5, 5.6], [0, 5.6]], [[2.6, 5.6], [5.8, 10]]]],
  S: [5.6, [[[5.6, 0], [1.1, 0], [0, 1.1], [0, 3.9], [1.1, 5], [4.5, 5], [5.6, 6.1], [5.6, 8.9], [4.5, 10], [0, 10]]]],
  T: [6, [[[0, 0], [6, 0]], [[3, 0], [3, 10]]]],
  U: [5.6, [[[0, 0], [0, 8.9], [1.1, 10], [4.5, 10], [5.6, 8.9], [5.6, 0]]]],
  V: [6, [[[0, 0], [2.2, 10], [3.8, 10], [6, 0]]]],
  W: [8, [[[0, 0], [1.4, 10], [4, 3], [6.6, 10], [8, 0]]]],
  X: [6, [[[0, 0], [6, 10]], [[6, 0], [0, 10]]]],
  Y: [6, [[[0, 0], [3, 5], [6, 0]], [[3, 5], [3, 10]]]],
  Ö: [5.6, [[[1.1, 0], [4.5, 0], [5.6, 1.1], [5.6, 8.9], [4.5, 10], [1.1, 10], [0, 8.9], [0, 1.1], [1.1, 0]], [[0.9, -3.4], [0.9, -3.35]], [[4.7, -3.4], [4.7, -3.35]]], true],
  Å: [6, [[[0, 10], [1.9, 0], [4.1, 0], [6, 10]], [[1.2, 6.4], [4.8, 6.4]], [[3, -3.4], [3, -3.35]]]],
  Ä: [6, [[[0, 10], [1.9, 0], [4.1, 0], [6, 10]], [[1.2, 6.4], [4.8, 6.4]], [[0.9, -3.4], [0.9, -3.35]], [[5.1, -3.4], [5.1, -3.35]]]],
  0: [5.2, [[[1.1, 0], [4.1, 0], [5.2, 1.1], [5.2, 8.9], [4.1, 10], [1.1, 10], [0, 8.9], [0, 1.1], [1.1, 0]]], true],
  1: [2.4, [[[0, 1.8], [2.4, 0], [2.4, 10]]]],
  2: [5.4, [[[0, 0], [4.3, 0], [5.4, 1.1], [5.4, 3.9], [4.3, 5], [1.1, 5], [0, 6.1], [0, 10], [5.4, 10]]]],
  4: [6, [[[4.4, 10], [4.4, 0], [0, 7], [6, 7]]]],
  "'": [0, [[[0, 0], [0, 2.6]]]],
  '·': [0, [[[0, 5], [0, 5.05]]]],
  '&': [7, [[[7, 10], [1.6, 3.6], [1.6, 1], [2.6, 0], [4, 0], [5, 1], [5, 2.8], [0, 6.4], [0, 9], [1, 10], [3.9, 10], [6.8, 6.2]]]],
  '/': [4, [[[0, 10], [4, 0]]]],
  '-': [3, [[[0, 5], [3, 5]]]],
  '¢': [5, [[[5, 1.6], [1, 1.6], [0, 2.6], [0, 7.4], [1, 8.4], [5, 8.4]], [[2.8, -0.4], [2.8, 10.4]]]],
  ' ': [2.6, []],
};

/**
 * Path data of one glyph (jittered a little, like a hand-cut letter).
 * @param {string} ch
 * @param {Rng} rnd the drawing's random stream
 */
function glyphPath(rnd, ch, jitter = 0) {
  const [w, strokes] = GLYPHS[ch] ?? GLYPHS[' '];
  const closed = GLYPHS[ch]?.[2];
  const d = strokes
    .map((s, i) => {
      /** @type {Pt[]} */
      const p = s.map(([x, y]) => [x + (jitter ? rnd.pm(jitter) : 0), y + (jitter ? rnd.pm(jitter) : 0)]);
      const tiny = s.length === 2 && Math.hypot(s[1][0] - s[0][0], s[1][1] - s[0][1]) < 0.1;
      if (tiny) return `M${n(s[0][0])} ${n(s[0][1])}h0.1`;
      return dPoly(p, Boolean(closed) && i === 0);
    })
    .join('');
  return { w, d };
}

/**
 * Lettering. Returns { markup, width } for a string set at cap height `size`.
 * opts: sw stroke width in glyph units, track (units between letters),
 * jitter (units), tilt (deg, random ±), color, scraps (array of {bg, fg} cycled)
 * to cut each letter out on its own scrap of paper (ransom note).
 * @param {string} str
 * @param {{ x?: number, y?: number, size?: number, sw?: number, track?: number, jitter?: number, tilt?: number, bob?: number, color?: string, scraps?: Scrap[] | null, pad?: number, anchor?: 'start' | 'middle' | 'end', rotate?: number }} [opts]
 * @param {Rng} rnd the drawing's random stream
 */
function lettering(rnd, str, { x = 0, y = 0, size = 60, sw = 2.6, track = 1.6, jitter = 0.18, tilt = 0, bob = 0, color = INK, scraps = null, pad = 1.2, anchor = 'start', rotate = 0 } = {}) {
  const s = size / 10;
  const chars = [...str];
  const metrics = chars.map((ch) => (GLYPHS[ch] ?? GLYPHS[' '])[0]);
  const advance = (/** @type {number} */ w) => (w + sw + track) * s;
  const total = metrics.reduce((a, w) => a + advance(w), 0) - track * s;
  let cx = anchor === 'middle' ? x - total / 2 : anchor === 'end' ? x - total : x;
  /** @type {string[]} */
  const parts = [];
  chars.forEach((ch, i) => {
    const w = /** @type {number} */ (metrics[i]);
    const adv = advance(w);
    if (ch !== ' ') {
      const { d } = glyphPath(rnd, ch, jitter);
      const a = tilt ? rnd.pm(tilt) : 0;
      const dy = bob ? rnd.pm(bob) : 0;
      const gx = cx + (sw / 2) * s;
      const gy = y + dy;
      /** @type {Pt} */
      const mid = [(w / 2) * s, 5 * s];
      const tf = `translate(${n(gx)} ${n(gy)})` + (a ? ` rotate(${n(a)} ${n(mid[0])} ${n(mid[1])})` : '') + ` scale(${Number(n(s * 100)) / 100})`;
      let scrapMarkup = '';
      let fg = color;
      if (scraps) {
        const sc = /** @type {Scrap} */ (scraps[i % scraps.length]);
        fg = sc.fg;
        const top = ch === 'Ö' || ch === 'Å' || ch === 'Ä' ? -3.4 - sw / 2 - pad * 0.7 : -sw / 2 - pad;
        const x0 = -sw / 2 - pad;
        const x1 = w + sw / 2 + pad;
        const y1 = 10 + sw / 2 + pad;
        /** @type {Pt[]} */
        const scrap = [
          [x0 + rnd.pm(0.5), top + rnd.pm(0.5)],
          [lerp(x0, x1, rnd.range(0.3, 0.7)), top + rnd.pm(0.6)],
          [x1 + rnd.pm(0.5), top + rnd.pm(0.5)],
          [x1 + rnd.pm(0.6), lerp(top, y1, rnd.range(0.3, 0.7))],
          [x1 + rnd.pm(0.5), y1 + rnd.pm(0.5)],
          [x0 + rnd.pm(0.5), y1 + rnd.pm(0.5)],
        ];
        scrapMarkup = poly(scrap, { fill: sc.bg, ...(sc.edge ? { stroke: sc.edge, 'stroke-width': 0.5 } : {}) });
      }
      parts.push(
        g(
          { transform: tf },
          scrapMarkup,
          path(d, { fill: 'none', stroke: fg, 'stroke-width': n(sw), 'stroke-linecap': 'square', 'stroke-linejoin': 'miter', 'stroke-miterlimit': 2.5 }),
        ),
      );
    }
    cx += adv;
  });
  const markup = rotate ? g({ transform: `rotate(${rotate} ${n(x)} ${n(y)})` }, parts) : parts.join('');
  return { markup, width: total };
}

// ---------------------------------------------------------------- props
/**
 * Strip of tape with nicked ends.
 * @param {number} cx
 * @param {number} cy
 * @param {number} w
 * @param {number} h
 * @param {number} angle
 */
function tape(cx, cy, w, h, angle, fill = PAPER, opacity = 0.82) {
  const hw = w / 2;
  const hh = h / 2;
  /** @type {Pt[]} */
  const p = [
    [-hw, -hh],
    [hw, -hh],
    [hw - 4, -hh / 2],
    [hw + 3, 0],
    [hw - 3, hh / 2],
    [hw, hh],
    [-hw, hh],
    [-hw + 4, hh / 3],
    [-hw - 3, 0],
    [-hw + 3, -hh / 3],
  ].map((q) => rot(/** @type {Pt} */ (q), angle)).map(([x, y]) => [x + cx, y + cy]);
  return poly(p, { fill, 'fill-opacity': opacity });
}

/**
 * Photocopier specks and streaks: a few coarse marks, not per-pixel noise.
 * @param {number} count
 * @param {{ x?: number, y?: number, w: number, h: number, color?: string, min?: number, max?: number }} area
 * @param {Rng} rnd the drawing's random stream
 */
function specks(rnd, count, { x = 0, y = 0, w, h, color = INK, min = 2, max = 7 }) {
  let d = '';
  for (let i = 0; i < count; i++) {
    const cx = x + rnd() * w;
    const cy = y + rnd() * h;
    const r = rnd.range(min, max);
    /** @type {Pt[]} */
    const p = [0, 1, 2, 3, 4].map((k) => {
      const a = (k / 5) * Math.PI * 2 + rnd.pm(0.5);
      const rr = r * rnd.range(0.5, 1.2);
      return [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr];
    });
    d += dPoly(p);
  }
  return path(d, { fill: color });
}

/**
 * Hand-drawn jagged crack.
 * @param {Pt} start
 * @param {number} angle
 * @param {number} length
 * @param {{ segs?: number, width?: number, color?: string, branch?: boolean }} [opts]
 * @returns {string}
 * @param {Rng} rnd the drawing's random stream
 */
function crack(rnd, start, angle, length, { segs = 7, width = 4, color = INK, branch = true } = {}) {
  const p = [start];
  let a = angle;
  let cur = start;
  for (let i = 0; i < segs; i++) {
    a += rnd.pm(35);
    const l = length / segs;
    cur = [cur[0] + Math.cos(rad(a)) * l, cur[1] + Math.sin(rad(a)) * l];
    p.push(cur);
  }
  let out = polyline(p, { stroke: color, 'stroke-width': width, 'stroke-linejoin': 'bevel', 'stroke-linecap': 'round' });
  if (branch) {
    const at = /** @type {Pt} */ (p[Math.floor(segs / 2)]);
    out += crack(rnd, at, angle + rnd.pick([-50, 50]), length * 0.4, { segs: 3, width: width * 0.6, color, branch: false });
  }
  return out;
}

/**
 * Electric bass / guitar in local space (body centre at 0,0, neck along +x).
 * @param {{ kind?: 'bass' | 'guitar', body?: string, outline?: string, guard?: string, neckFill?: string, doc?: Doc, ht?: { spacing: number, r: number, color: string } | null, halo?: number }} look
 */
function stringInstrument({ kind = 'bass', body = ACC, outline = INK, guard = INK, neckFill = PAPER, doc, ht = null, halo = 0 }) {
  const bass = kind === 'bass';
  const bodyD = bass
    ? 'M60 -14C70 -30 88 -56 82 -70C76 -82 56 -74 44 -62C30 -50 10 -46 -10 -56C-40 -74 -95 -84 -122 -56C-145 -30 -140 30 -122 54C-96 84 -46 82 -12 62C8 52 24 56 40 62C56 66 66 54 62 40C58 26 56 18 60 14Z'
    : 'M52 -16C48 -40 30 -52 4 -50C-30 -48 -48 -66 -84 -62C-124 -58 -134 -14 -130 8C-126 48 -100 70 -60 68C-30 66 -14 54 8 58C28 62 42 52 38 36C34 24 44 18 52 14Z';
  const neckLen = bass ? 350 : 250;
  const nw0 = bass ? 28 : 30;
  const nw1 = bass ? 22 : 26;
  const nx0 = bass ? 46 : 40;
  const nx1 = nx0 + neckLen;
  /** @type {Pt[]} */
  const neck = [[nx0, -nw0 / 2], [nx1, -nw1 / 2], [nx1, nw1 / 2], [nx0, nw0 / 2]];
  const headLen = bass ? 86 : 72;
  /** @type {Pt[]} */
  const head = bass
    ? [[nx1 - 2, -nw1 / 2 - 1], [nx1 + 20, -nw1 / 2 - 8], [nx1 + headLen, -nw1 / 2 - 12], [nx1 + headLen + 10, -4], [nx1 + headLen, 8], [nx1 + 20, nw1 / 2 + 2], [nx1 - 2, nw1 / 2 + 1]]
    : [[nx1 - 2, -nw1 / 2 - 1], [nx1 + 14, -nw1 / 2 - 10], [nx1 + headLen, -nw1 / 2 - 14], [nx1 + headLen + 8, 0], [nx1 + headLen, nw1 / 2 + 14], [nx1 + 14, nw1 / 2 + 10], [nx1 - 2, nw1 / 2 + 1]];
  /** @type {string[]} */
  const parts = [];
  if (halo) parts.push(path(bodyD + dPoly(neck) + dPoly(head), { fill: PAPER, stroke: PAPER, 'stroke-width': halo * 2 + 6, 'stroke-linejoin': 'round' }));
  parts.push(path(bodyD, { fill: body, stroke: outline, 'stroke-width': 6, 'stroke-linejoin': 'round' }));
  if (ht && doc) parts.push(path(bodyD, { fill: doc.dots(ht.spacing, ht.r, ht.color) }));
  // pickguard
  const guardD = bass
    ? 'M56 -16C60 -30 64 -44 56 -52C46 -56 30 -40 4 -40C-20 -40 -40 -56 -60 -40C-72 -24 -56 0 -40 14C-24 30 -14 46 8 44C30 42 44 40 50 30Z'
    : 'M48 -14C46 -30 30 -36 10 -34C-14 -32 -26 -40 -40 -30C-48 -20 -40 -4 -28 8C-18 20 -8 34 10 36C28 38 36 30 46 14Z';
  parts.push(path(guardD, { fill: guard, stroke: outline, 'stroke-width': 3 }));
  // pickups + bridge
  if (bass) {
    parts.push(rect(-8, -24, 16, 24, { fill: PAPER, stroke: outline, 'stroke-width': 3 }), rect(-18, 0, 16, 24, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
    parts.push(rect(-78, -22, 20, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
  } else {
    parts.push(rect(-8, -22, 14, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }), rect(-40, -22, 14, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
    parts.push(rect(-76, -20, 14, 40, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
    parts.push(circle(-62, 40, 7, { fill: PAPER, stroke: outline, 'stroke-width': 3 }), circle(-36, 46, 7, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
  }
  parts.push(poly(neck, { fill: neckFill, stroke: outline, 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  parts.push(poly(head, { fill: outline }));
  // frets
  let frets = '';
  // frets: spacing shrinks toward the body
  const fretCount = bass ? 20 : 21;
  const scaleLen = (nx1 - nx0) / (1 - Math.pow(2, -(fretCount + 0.6) / 12));
  for (let i = 1; i <= fretCount; i++) {
    const fx = nx1 - scaleLen * (1 - Math.pow(2, -i / 12));
    if (fx > nx0 + 6) frets += `M${n(fx)} ${n(-nw0 / 2)}v${n(nw0)}`;
  }
  parts.push(path(frets, { stroke: outline, 'stroke-width': 3 }));
  // strings
  const strings = bass ? 4 : 6;
  let sd = '';
  for (let i = 0; i < strings; i++) {
    const off = (i / (strings - 1) - 0.5) * (nw1 - 8);
    const offB = (i / (strings - 1) - 0.5) * (bass ? 22 : 24);
    sd += `M${n(bass ? -70 : -68)} ${n(offB)}L${n(nx1 + 4)} ${n(off)}`;
  }
  parts.push(path(sd, { stroke: outline, 'stroke-width': 1.6 }));
  // tuners
  /** @type {Pt[]} */
  const tuners = bass ? [[nx1 + 24, -nw1 / 2 - 14], [nx1 + 46, -nw1 / 2 - 16], [nx1 + 68, -nw1 / 2 - 18], [nx1 + 88, -nw1 / 2 - 18]] : [[nx1 + 22, -nw1 / 2 - 16], [nx1 + 42, -nw1 / 2 - 18], [nx1 + 62, -nw1 / 2 - 20], [nx1 + 22, nw1 / 2 + 16], [nx1 + 42, nw1 / 2 + 18], [nx1 + 62, nw1 / 2 + 20]];
  parts.push(tuners.map(([x, y]) => circle(x, y, 6, { fill: outline })).join(''));
  // strap button + cable
  return parts.join('');
}

/**
 * Drum machine seen from the front and a little above.
 * (x, y) = top-left of the front face. Pads: 4×4 grid on the top face.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ face?: string, top?: string, pad?: string, accentPads?: number[], depth?: number }} [look]
 */
function drumMachine(x, y, w, { face = INK, top = INK, pad = PAPER, accentPads = [1, 6, 11, 12], depth = 0.55 } = {}) {
  const h = w * 0.22;
  const d = w * depth; // visual depth of the top face
  const sk = w * 0.08; // perspective inset of the back edge
  /** @type {string[]} */
  const parts = [];
  /** @type {Pt[]} */
  const topFace = [[x, y], [x + sk, y - d], [x + w - sk, y - d], [x + w, y]];
  parts.push(poly(topFace, { fill: top, stroke: PAPER, 'stroke-width': 4, 'stroke-linejoin': 'round' }));
  parts.push(rect(x, y, w, h, { fill: face, stroke: PAPER, 'stroke-width': 4 }));
  // pads on the top face: bilinear map of a grid
  const map = (/** @type {number} */ u, /** @type {number} */ v) => {
    const left = lerpPt([x + sk, y - d], [x, y], v);
    const right = lerpPt([x + w - sk, y - d], [x + w, y], v);
    return lerpPt(left, right, u);
  };
  const u0 = 0.42;
  const cells = 4;
  let padD = '';
  let accD = '';
  for (let r = 0; r < cells; r++) {
    for (let c = 0; c < cells; c++) {
      const a0 = u0 + ((1 - u0 - 0.06) * c) / cells + 0.012;
      const a1 = u0 + ((1 - u0 - 0.06) * (c + 1)) / cells - 0.012;
      const b0 = 0.12 + (0.8 * r) / cells + 0.025;
      const b1 = 0.12 + (0.8 * (r + 1)) / cells - 0.025;
      const q = dPoly([map(a0, b0), map(a1, b0), map(a1, b1), map(a0, b1)]);
      if (accentPads.includes(r * cells + c)) accD += q;
      else padD += q;
    }
  }
  parts.push(path(padD, { fill: pad }), path(accD, { fill: ACC }));
  // screen + knobs on the left of the top face
  parts.push(path(dPoly([map(0.05, 0.14), map(0.36, 0.14), map(0.36, 0.42), map(0.05, 0.42)]), { fill: ACC }));
  let kd = '';
  for (let i = 0; i < 3; i++) {
    for (let j = 0; j < 2; j++) {
      const [kx, ky] = map(0.09 + i * 0.12, 0.6 + j * 0.24);
      kd += `M${n(kx - w * 0.022)} ${n(ky)}a${n(w * 0.022)} ${n(w * 0.015)} 0 1 0 ${n(w * 0.044)} 0a${n(w * 0.022)} ${n(w * 0.015)} 0 1 0 ${n(-w * 0.044)} 0Z`;
    }
  }
  parts.push(path(kd, { fill: PAPER }));
  // step buttons on the front face
  let sd = '';
  const steps = 16;
  for (let i = 0; i < steps; i++) {
    const bx = x + w * 0.05 + ((w * 0.9) / steps) * i;
    sd += `M${n(bx + 2)} ${n(y + h * 0.3)}h${n((w * 0.9) / steps - 6)}v${n(h * 0.42)}h${n(-((w * 0.9) / steps - 6))}Z`;
  }
  parts.push(path(sd, { fill: PAPER }));
  // two lit steps
  parts.push(rect(x + w * 0.05 + ((w * 0.9) / steps) * 4 + 2, y + h * 0.3, (w * 0.9) / steps - 6, h * 0.42, { fill: ACC }));
  parts.push(rect(x + w * 0.05 + ((w * 0.9) / steps) * 12 + 2, y + h * 0.3, (w * 0.9) / steps - 6, h * 0.42, { fill: ACC }));
  return parts.join('');
}

// ---------------------------------------------------------------- figures
/**
 * @typedef {{ head: Pt, neck: Pt, shoulderL: Pt, shoulderR: Pt, elbowL: Pt, elbowR: Pt, handL: Pt, handR: Pt,
 *   hipL: Pt, hipR: Pt, kneeL: Pt, kneeR: Pt, ankleL: Pt, ankleR: Pt, headTilt?: number, scale?: number }} Pose
 */
/** @typedef {{ kind: 'line', p: Pt[], w: number } | { kind: 'fill', d: string }} Piece a stroked limb or a filled shape */

/**
 * A faceless, xeroxed band member built from joints `j` (head, neck,
 * shoulderL/R, elbowL/R, handL/R, hipL/R, kneeL/R, ankleL/R; L/R = viewer's
 * left/right). Returns { back, front } markup so an instrument can sit between
 * the body and the arms, plus flat silhouettes for halftone shading masks.
 * `halo` draws a paper rim first so the figure reads as cut out and pasted.
 * `tee` is 'star', 'bolt' or markup for the shirt.
 * @param {Pose} j
 * @param {{ hair?: 'spikes' | 'cap' | 'beanie' | 'mohawk', ink?: string, halo?: number, rips?: boolean, wrist?: string, chain?: boolean, tee?: string | null }} [look]
 * @param {Rng} rnd the drawing's random stream
 */
function figure(rnd, j, { hair = 'spikes', ink = INK, halo = 9, rips = true, wrist = ACC, chain = true, tee = null } = {}) {
  const S = j.scale ?? 1;
  /** @type {(pt: Pt, dx: number, dy: number) => Pt} */
  const P = (pt, dx, dy) => [pt[0] + dx * S, pt[1] + dy * S];
  /** @type {{ back: Piece[], front: Piece[] }} */
  const items = { back: [], front: [] };
  /** @param {'back' | 'front'} layer @param {Pt[]} p @param {number} w */
  const line = (layer, p, w) => items[layer].push({ kind: 'line', p, w: w * S });
  /** @param {'back' | 'front'} layer @param {string} d */
  const fill = (layer, d) => items[layer].push({ kind: 'fill', d });
  // legs: straight-leg jeans
  line('back', [j.hipL, j.kneeL, j.ankleL], 76);
  line('back', [j.hipR, j.kneeR, j.ankleR], 76);
  // torso: a cut-paper T-shirt block
  const { neck, shoulderL: sL, shoulderR: sR, hipL: hL, hipR: hR } = j;
  const torso = [P(neck, -30, 4), P(sL, 6, -20), P(sL, -16, -14), P(sL, -28, 6), P(sL, -14, 120), P(hL, -26, 10), P(hL, -24, 24), P(hR, 24, 24), P(hR, 26, 10), P(sR, 14, 120), P(sR, 28, 6), P(sR, 16, -14), P(sR, -6, -20), P(neck, 30, 4)];
  fill('back', dPoly(torso));
  // neck + head (an egg, no face)
  line('back', [neck, lerpPt(neck, j.head, 0.6)], 40);
  const hd = j.head;
  const hr = 54 * S;
  const tiltHead = j.headTilt ?? 0;
  const headD = `M${n(hd[0] - hr * 0.9)} ${n(hd[1] - hr * 0.1)}C${n(hd[0] - hr * 0.95)} ${n(hd[1] - hr * 1.25)} ${n(hd[0] + hr * 0.95)} ${n(hd[1] - hr * 1.25)} ${n(hd[0] + hr * 0.9)} ${n(hd[1] - hr * 0.1)}C${n(hd[0] + hr * 0.86)} ${n(hd[1] + hr * 0.7)} ${n(hd[0] + hr * 0.4)} ${n(hd[1] + hr * 1.12)} ${n(hd[0])} ${n(hd[1] + hr * 1.12)}C${n(hd[0] - hr * 0.4)} ${n(hd[1] + hr * 1.12)} ${n(hd[0] - hr * 0.86)} ${n(hd[1] + hr * 0.7)} ${n(hd[0] - hr * 0.9)} ${n(hd[1] - hr * 0.1)}Z`;
  const { parts: hairParts, details: headDetails } = hairOf(rnd, hair, hd, hr, S, P);
  const headParts = [headD, ...hairParts];
  fill('back', tiltHead ? g({ transform: `rotate(${tiltHead} ${n(hd[0])} ${n(hd[1] + hr)})` }, headParts.map((d) => path(d, {}))) : headParts.join(''));
  // arms: sleeves, upper arms, forearms, fists
  fill('front', sleeve(j.shoulderL, j.elbowL, S) + sleeve(j.shoulderR, j.elbowR, S));
  line('front', [j.shoulderL, j.elbowL, j.handL], 46);
  line('front', [j.shoulderR, j.elbowR, j.handR], 46);
  fill('front', fist(j.handL, S) + fist(j.handR, S));

  const shoes = shoesOf(j, { S, ink, halo });
  /** @type {string[]} */
  const back = [];
  if (halo) back.push(renderPieces(items.back, PAPER, halo * 2 * S), shoes('halo'));
  back.push(renderPieces(items.back, ink));
  back.push(headDetails.join(''));
  back.push(shoes('draw'));
  if (rips) {
    /** @type {(knee: Pt) => string} */
    const rip = ([kx, ky]) => dPoly(/** @type {Pt[]} */ ([[-22, -4], [-10, -11], [0, -5], [12, -12], [22, -3], [10, 3], [0, 7], [-12, 3]]).map(([x, y]) => [kx + x * S, ky + y * S]));
    back.push(path(rip(j.kneeL) + rip(P(j.kneeR, 0, 16)), { fill: PAPER }));
  }
  if (chain) {
    const c0 = P(hL, -18, -6);
    back.push(path(`M${n(c0[0])} ${n(c0[1])}C${n(c0[0] - 10 * S)} ${n(c0[1] + 70 * S)} ${n(c0[0] + 40 * S)} ${n(c0[1] + 80 * S)} ${n(c0[0] + 36 * S)} ${n(c0[1] + 12 * S)}`, { stroke: PAPER, 'stroke-width': n(5 * S), 'stroke-dasharray': `${n(7 * S)} ${n(5 * S)}`, fill: 'none' }));
  }
  // shirt hem, so shirt and jeans separate
  const h0 = P(hL, -25, 20);
  const h1 = P(hR, 25, 20);
  back.push(path(`M${n(h0[0])} ${n(h0[1])}L${n(h1[0])} ${n(h1[1])}`, { stroke: PAPER, 'stroke-width': n(5 * S) }));
  if (tee) back.push(teePrint(tee, { sL, sR, hL, hR, S }));
  /** @type {string[]} */
  const front = [];
  if (halo) front.push(renderPieces(items.front, PAPER, halo * 2 * S));
  front.push(renderPieces(items.front, ink));
  if (wrist) {
    /** @type {[Pt, Pt][]} */ ([[j.elbowL, j.handL], [j.elbowR, j.handR]]).forEach(([e, h]) => {
      const [x, y] = lerpPt(e, h, 0.74);
      const ang = (Math.atan2(h[1] - e[1], h[0] - e[0]) * 180) / Math.PI;
      front.push(g({ transform: `translate(${n(x)} ${n(y)}) rotate(${n(ang)})` }, rect(-9 * S, -24 * S, 18 * S, 48 * S, { fill: wrist })));
    });
  }
  return {
    back: back.join(''),
    front: front.join(''),
    shapeBack: (/** @type {string} */ color) => renderPieces(items.back, color) + shoes('shape').replaceAll('fill="shape"', `fill="${color}"`),
    shapeFront: (/** @type {string} */ color) => renderPieces(items.front, color),
  };
}

/**
 * The hair (or hat) of a figure's head: shapes filled with the head, and
 * paper details drawn over it.
 * @param {'spikes' | 'cap' | 'beanie' | 'mohawk'} hair
 * @param {Pt} hd the head's centre
 * @param {number} hr the head's radius
 * @param {number} S the figure's scale
 * @param {(pt: Pt, dx: number, dy: number) => Pt} P a point moved by a scaled offset
 * @param {Rng} rnd the drawing's random stream
 */
function hairOf(rnd, hair, hd, hr, S, P) {
  /** @type {string[]} */
  const headParts = [];
  /** @type {string[]} */
  const headDetails = [];
  if (hair === 'spikes') {
    /** @type {Pt[]} */
    const sp = [];
    const cnt = 11;
    for (let i = 0; i <= cnt; i++) {
      const a = rad(190 + (160 * i) / cnt);
      const rr = i % 2 === 1 ? hr * (1.6 + rnd.pm(0.12)) : hr * 0.98;
      sp.push([hd[0] + Math.cos(a) * rr, hd[1] - 6 * S + Math.sin(a) * rr * 1.05]);
    }
    headParts.push(dPoly([[hd[0] - hr * 0.92, hd[1] + hr * 0.1], ...sp, [hd[0] + hr * 0.92, hd[1] + hr * 0.1]]));
  } else if (hair === 'cap') {
    // backwards cap: dome, a brim poking out behind one ear, paper snap-strap
    headParts.push(`M${n(hd[0] - hr * 1.0)} ${n(hd[1] - hr * 0.15)}C${n(hd[0] - hr * 1.05)} ${n(hd[1] - hr * 1.55)} ${n(hd[0] + hr * 1.05)} ${n(hd[1] - hr * 1.55)} ${n(hd[0] + hr * 1.0)} ${n(hd[1] - hr * 0.15)}Z`);
    headParts.push(dPoly([P(hd, 30, -44), P(hd, 104, -34), P(hd, 108, -18), P(hd, 40, -10)]));
    headDetails.push(path(`M${n(hd[0] - hr * 0.5)} ${n(hd[1] - hr * 0.3)}h${n(hr)}`, { stroke: PAPER, 'stroke-width': n(8 * S) }));
    headDetails.push(circle(hd[0], hd[1] - hr * 1.08, 6 * S, { fill: PAPER }));
  } else if (hair === 'beanie') {
    headParts.push(`M${n(hd[0] - hr * 1.04)} ${n(hd[1] - hr * 0.02)}C${n(hd[0] - hr * 1.15)} ${n(hd[1] - hr * 1.95)} ${n(hd[0] + hr * 1.15)} ${n(hd[1] - hr * 1.95)} ${n(hd[0] + hr * 1.04)} ${n(hd[1] - hr * 0.02)}Z`);
    let rib = '';
    for (let i = -3; i <= 3; i++) rib += `M${n(hd[0] + i * hr * 0.27)} ${n(hd[1] - hr * 0.34)}v${n(hr * 0.26)}`;
    headDetails.push(path(rib, { stroke: PAPER, 'stroke-width': n(5 * S) }));
    headDetails.push(path(`M${n(hd[0] - hr * 1.04)} ${n(hd[1] - hr * 0.4)}H${n(hd[0] + hr * 1.04)}`, { stroke: PAPER, 'stroke-width': n(5 * S) }));
    headParts.push(`M${n(hd[0] - hr * 0.3)} ${n(hd[1] - hr * 1.38)}a${n(hr * 0.3)} ${n(hr * 0.3)} 0 1 0 ${n(hr * 0.6)} 0a${n(hr * 0.3)} ${n(hr * 0.3)} 0 1 0 ${n(-hr * 0.6)} 0Z`);
  } else if (hair === 'mohawk') {
    /** @type {Pt[]} */
    const sp = [];
    for (let i = 0; i <= 8; i++) {
      const a = rad(210 + (120 * i) / 8);
      const rr = i % 2 === 0 ? hr * 1.0 : hr * 1.75;
      sp.push([hd[0] + Math.cos(a) * rr * 0.5, hd[1] - 8 * S + Math.sin(a) * rr]);
    }
    headParts.push(dPoly(sp));
  }
  return { parts: headParts, details: headDetails };
}

/** A T-shirt sleeve from the shoulder halfway to the elbow. @param {Pt} sh @param {Pt} el @param {number} S */
function sleeve(sh, el, S) {
  const e = lerpPt(sh, el, 0.5);
  const ang = Math.atan2(el[1] - sh[1], el[0] - sh[0]);
  const nx = -Math.sin(ang) * 36 * S;
  const ny = Math.cos(ang) * 36 * S;
  /** @type {Pt} */
  const b = [sh[0] - Math.cos(ang) * 14 * S, sh[1] - Math.sin(ang) * 14 * S];
  return dPoly([[b[0] + nx, b[1] + ny], [e[0] + nx * 1.05, e[1] + ny * 1.05], [e[0] - nx * 1.05, e[1] - ny * 1.05], [b[0] - nx, b[1] - ny]]);
}

/** @param {Pt} hand @param {number} S */
function fist([x, y], S) {
  return `M${n(x - 25 * S)} ${n(y)}a${n(25 * S)} ${n(25 * S)} 0 1 0 ${n(50 * S)} 0a${n(25 * S)} ${n(25 * S)} 0 1 0 ${n(-50 * S)} 0Z`;
}

/**
 * A figure's pieces in one colour, widened by `extra` for the paper halo.
 * @param {Piece[]} list @param {string} color @param {number} [extra]
 */
function renderPieces(list, color, extra = 0) {
  return list
    .map((it) => {
      if (it.kind === 'line') return polyline(it.p, { stroke: color, 'stroke-width': n(it.w + extra), 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
      if (it.d.startsWith('<')) return g({ fill: color, ...(extra ? { stroke: color, 'stroke-width': n(extra), 'stroke-linejoin': 'round' } : {}) }, it.d);
      return path(it.d, { fill: color, ...(extra ? { stroke: color, 'stroke-width': n(extra), 'stroke-linejoin': 'round' } : {}) });
    })
    .join('');
}

/**
 * Skate shoes on both ankles: paper uppers, black outlines and soles; as a
 * halo, as a plain shape (for light and shadow), or drawn.
 * @param {Pose} j @param {{ S: number, ink: string, halo: number }} look
 * @returns {(mode: 'halo' | 'shape' | 'draw') => string}
 */
function shoesOf(j, { S, ink, halo }) {
  /** @type {Pt[]} */
  const shoeUp = [[-34, 6], [-32, -34], [4, -32], [30, -16], [74, -8], [90, 8], [90, 20], [-36, 20]];
  /** @type {Pt[]} */
  const shoeSole = [[-40, 18], [96, 18], [96, 36], [-40, 36]];
  /** @type {(ankle: Pt, dir: number) => string} */
  const shoeT = (ankle, dir) => `translate(${n(ankle[0])} ${n(ankle[1])}) scale(${n(dir * S * 1.15)} ${n(S * 1.15)})`;
  return (mode) =>
    /** @type {[Pt, number][]} */ ([[j.ankleL, -1], [j.ankleR, 1]])
      .map(([a, dir]) => {
        if (mode === 'halo') return g({ transform: shoeT(a, dir) }, path(dPoly(shoeUp) + dPoly(shoeSole), { fill: PAPER, stroke: PAPER, 'stroke-width': n((halo * 2) / 1.15), 'stroke-linejoin': 'round' }));
        if (mode === 'shape') return g({ transform: shoeT(a, dir) }, path(dPoly(shoeUp) + dPoly(shoeSole), { fill: mode }));
        return g(
          { transform: shoeT(a, dir) },
          poly(shoeUp, { fill: PAPER, stroke: ink, 'stroke-width': 6, 'stroke-linejoin': 'round' }),
          poly(shoeSole, { fill: ink }),
          path('M-26 -2C-4 -26 22 2 70 -2', { stroke: ink, 'stroke-width': 8, fill: 'none' }),
          path('M2 -28l10 8M16 -22l10 8', { stroke: ink, 'stroke-width': 5 }),
        );
      })
      .join('');
}

/**
 * What is printed on the shirt: a star, a bolt, or markup of its own.
 * @param {string} tee
 * @param {{ sL: Pt, sR: Pt, hL: Pt, hR: Pt, S: number }} body shoulders, hips and scale
 */
function teePrint(tee, { sL, sR, hL, hR, S }) {
  if (tee === 'star') {
    const c = lerpPt(lerpPt(sL, sR, 0.5), lerpPt(hL, hR, 0.5), 0.3);
    /** @type {Pt[]} */
    const st = [];
    for (let i = 0; i < 10; i++) {
      const a = rad(-90 + i * 36);
      const rr = (i % 2 ? 13 : 32) * S;
      st.push([c[0] + Math.cos(a) * rr, c[1] + Math.sin(a) * rr]);
    }
    return poly(st, { fill: PAPER });
  } else if (tee === 'bolt') {
    const c = lerpPt(lerpPt(sL, sR, 0.5), lerpPt(hL, hR, 0.5), 0.3);
    return poly(/** @type {Pt[]} */ ([[-6, -34], [18, -34], [6, -8], [22, -8], [-14, 36], [-4, 4], [-20, 4]]).map(([x, y]) => [c[0] + x * S, c[1] + y * S]), { fill: ACC });
  }
  return tee;
}

/**
 * Halftone light on a figure: paper dots over the silhouette, inside `area`.
 * @param {Doc} doc
 * @param {(color: string) => string} silhouette
 * @param {Pt[]} area
 * @param {{ spacing?: number, r?: number, color?: string }} [dots]
 */
function shade(doc, silhouette, area, { spacing = 14, r = 3.8, color = PAPER } = {}) {
  const id = `mk${doc.ids.size}`;
  doc.ids.set(id, id);
  doc.defs.push(el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: doc.w, height: doc.h }, g({ 'clip-path': doc.clip(poly(area)) }, silhouette('#ffffff'))));
  return rect(0, 0, doc.w, doc.h, { fill: doc.dots(spacing, r, color), mask: `url(#${id})` });
}

/**
 * Where a point in an instrument's local space lands on the page.
 * @param {{ x: number, y: number, a: number, s: number }} where
 */
const place = ({ x, y, a, s }) => ({
  transform: `translate(${x} ${y}) rotate(${a}) scale(${s})`,
  /** @type {(p: Pt) => Pt} */
  at: ([px, py]) => {
    const [rx, ry] = rot([px * s, py * s], a);
    return [x + rx, y + ry];
  },
});

/**
 * Microphone on a boom stand.
 * @param {Pt} base
 * @param {Pt} top
 * @param {Pt} micEnd
 * @param {{ s?: number }} [size]
 */
function micStand(base, top, micEnd, { s = 1 } = {}) {
  const [bx, by] = base;
  const halo = (/** @type {string} */ d, /** @type {number} */ w) => path(d, { stroke: PAPER, 'stroke-width': n(w + 10 * s), fill: 'none', 'stroke-linecap': 'round' }) + path(d, { stroke: INK, 'stroke-width': n(w), fill: 'none', 'stroke-linecap': 'round' });
  const tripod = `M${n(bx)} ${n(by - 70 * s)}L${n(bx - 70 * s)} ${n(by)}M${n(bx)} ${n(by - 70 * s)}L${n(bx + 70 * s)} ${n(by)}M${n(bx)} ${n(by - 70 * s)}L${n(bx + 10 * s)} ${n(by + 8 * s)}`;
  const pole = `M${n(bx)} ${n(by - 60 * s)}L${n(top[0])} ${n(top[1])}`;
  const boom = `M${n(top[0])} ${n(top[1])}L${n(micEnd[0])} ${n(micEnd[1])}`;
  const ang = Math.atan2(micEnd[1] - top[1], micEnd[0] - top[0]);
  const mx = micEnd[0] + Math.cos(ang) * 30 * s;
  const my = micEnd[1] + Math.sin(ang) * 30 * s;
  const mic = g({ transform: `translate(${n(mx)} ${n(my)}) rotate(${n((ang * 180) / Math.PI)})` }, rect(-34 * s, -9 * s, 40 * s, 18 * s, { fill: INK, stroke: PAPER, 'stroke-width': n(5 * s) }), ellipse(16 * s, 0, 20 * s, 17 * s, { fill: PAPER, stroke: INK, 'stroke-width': n(5 * s) }), path(`M${n(6 * s)} ${n(-14 * s)}v${n(28 * s)}M${n(16 * s)} ${n(-16 * s)}v${n(32 * s)}M${n(26 * s)} ${n(-13 * s)}v${n(26 * s)}`, { stroke: INK, 'stroke-width': n(3 * s) }));
  return halo(tripod, 9 * s) + halo(pole, 12 * s) + halo(boom, 10 * s) + mic;
}

// ---------------------------------------------------------------- images
/** @type {{ [name in keyof typeof OUTPUT]?: string }} */
const files = {};

// 1. HERO — kickflip over a cracked curb, in layers from the back.
files['hero.svg'] = (() => {
  const W = 1600;
  const H = 1000;
  const doc = new Doc(W, H, 11);
  const { rnd } = doc;
  heroSkyAndSun(doc, W);
  heroStreet(doc, W, H);
  heroLegs(doc, W);
  heroBoard(doc);
  heroTag(doc, W);
  return doc.toString();
})();

/** The hero's paper sky in halftone, and the torn accent sun. @param {Doc} doc @param {number} W */
function heroSkyAndSun(doc, W) {
  const { rnd } = doc;
  doc.add(rect(0, 0, W, doc.h, { fill: PAPER }));
  // halftone sky: heavy at the top, thinning toward the street
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 640, radii: [10, 8.2, 6.4, 4.6, 2.8], spacing: 26, ragged: 16 }));
  // big torn accent sun/shape
  const cx = 1010;
  const cy = 420;
  /** @type {Pt[]} */
  const sun = [];
  for (let i = 0; i < 46; i++) {
    const a = (i / 46) * Math.PI * 2;
    const r = 350 + rnd.pm(16);
    sun.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  /** @type {Pt[]} */
  const sunRim = sun.map(/** @returns {Pt} */ ([x, y]) => [x + rnd.pm(10), y + rnd.pm(10)]).map(([x, y]) => [cx + (x - cx) * 1.035, cy + (y - cy) * 1.035]);
  doc.add(poly(sunRim, { fill: PAPER }), poly(sun, { fill: ACC }));
  // dots printed over the sun's lower half (misregistered halftone)
  doc.add(g({ 'clip-path': doc.clip(poly(sun)) }, rect(cx - 360, cy + 120, 720, 300, { fill: doc.dots(22, 4, INK) }), rect(cx - 360, cy + 230, 720, 300, { fill: doc.dots(22, 6.5, INK) })));
}

/** The street, the cracked curb and its markings. @param {Doc} doc @param {number} W @param {number} H */
function heroStreet(doc, W, H) {
  const { rnd } = doc;
  // street: black slab with a curb (paper block) cracked
  const streetTop = 760;
  doc.add(poly([[0, streetTop + 40], ...tornEdge(rnd, [0, streetTop + 40], [W, streetTop + 10], { amp: 4, step: 60 }).slice(1), [W, streetTop + 10], [W, H], [0, H]], { fill: INK }));
  // curb: top face + front face
  /** @type {Pt[]} */
  const curbTop = [[0, 700], [W, 668], [W, 712], [0, 748]];
  /** @type {Pt[]} */
  const curbFront = [[0, 748], [W, 712], [W, 790], [0, 830]];
  doc.add(poly(curbTop, { fill: PAPER, stroke: INK, 'stroke-width': 6, 'stroke-linejoin': 'round' }));
  doc.add(poly(curbFront, { fill: PAPER }), poly(curbFront, { fill: doc.dots(14, 4.2, INK, 30) }), poly(curbFront, { fill: 'none', stroke: INK, 'stroke-width': 6 }));
  doc.add(poly([[0, 830], [W, 790], [W, H], [0, H]], { fill: INK }));
  // curb segments + cracks
  doc.add(path('M420 738L420 821M980 721L980 805M1420 707L1420 794', { stroke: INK, 'stroke-width': 6 }));
  doc.add(crack(rnd, [700, 730], 80, 120, { width: 6 }), crack(rnd, [1190, 714], 100, 110, { width: 6 }), crack(rnd, [250, 742], 70, 100, { width: 5 }));
  // chunk missing from the curb edge
  doc.add(poly([[560, 736], [600, 726], [640, 740], [630, 770], [590, 790], [566, 768]], { fill: INK }));
  // street markings: paper dashes in perspective
  doc.add(poly([[80, 930], [380, 905], [390, 930], [90, 958]], { fill: PAPER }), poly([[640, 890], [940, 868], [946, 890], [648, 914]], { fill: PAPER }), poly([[1200, 852], [1500, 832], [1504, 852], [1206, 874]], { fill: PAPER }));
  // scattered specks on the street
  doc.add(specks(rnd, 16, { x: 0, y: 850, w: W, h: 150, color: PAPER, min: 2, max: 5 }));
}

/** The skater's legs and sneakers, cropped at the top by a torn edge. @param {Doc} doc @param {number} W */
function heroLegs(doc, W) {
  const { rnd } = doc;
  // the skater's legs, cropped at the top by a torn edge
  /** @type {string[]} */
  const legs = [];
  // back leg (left), bent, foot lifting off the tail
  legs.push(polyline([[620, -40], [600, 150], [520, 300]], { stroke: INK, 'stroke-width': 112, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
  legs.push(polyline([[880, -40], [930, 140], [1010, 250]], { stroke: INK, 'stroke-width': 112, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }));
  const legHalo = [
    polyline([[620, -40], [600, 150], [520, 300]], { stroke: PAPER, 'stroke-width': 136, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    polyline([[880, -40], [930, 140], [1010, 250]], { stroke: PAPER, 'stroke-width': 136, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
  ];
  // sneakers
  /** @type {Pt[]} */
  const sneakerUp = [[-60, 0], [-58, -52], [-10, -50], [30, -28], [96, -18], [118, 4], [118, 20], [-62, 20]];
  /** @type {Pt[]} */
  const sneakerSole = [[-66, 16], [124, 16], [124, 40], [-66, 40]];
  /** @type {(x: number, y: number, ang: number, flip: number) => string} */
  const sneakerT = (x, y, ang, flip) => `translate(${x} ${y}) rotate(${ang}) scale(${1.45 * flip} 1.45) translate(14 12)`;
  /** @type {(x: number, y: number, ang: number, flip?: number) => string} */
  const sneakerHalo = (x, y, ang, flip = 1) =>
    g({ transform: sneakerT(x, y, ang, flip) }, path(dPoly(sneakerUp) + dPoly(sneakerSole), { fill: PAPER, stroke: PAPER, 'stroke-width': 24, 'stroke-linejoin': 'round' }));
  /** @type {(x: number, y: number, ang: number, flip?: number) => string} */
  const sneaker = (x, y, ang, flip = 1) =>
    g({ transform: sneakerT(x, y, ang, flip) },
      poly(sneakerUp, { fill: PAPER, stroke: INK, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
      poly(sneakerSole, { fill: INK }),
      path('M-40 -6C-10 -36 30 0 92 -6', { stroke: INK, 'stroke-width': 12, fill: 'none' }),
      path('M-8 -46l16 14M14 -38l16 14M36 -30l14 12', { stroke: INK, 'stroke-width': 6 }),
      path('M-66 28H124', { stroke: PAPER, 'stroke-width': 4 }),
    );
  /** @type {[x: number, y: number, ang: number, flip: number][]} */
  const feet = [[520, 300, 24, -1], [1010, 250, -10, 1]];
  doc.add(legHalo, feet.map((f) => sneakerHalo(...f)), legs);
  // rips at the knees
  doc.add(poly([[580, 140], [602, 126], [616, 142], [636, 130], [640, 150], [612, 160], [590, 156]], { fill: PAPER }));
  doc.add(poly([[906, 128], [930, 116], [944, 132], [962, 124], [960, 146], [934, 150], [912, 146]], { fill: PAPER }));
  doc.add(feet.map((f) => sneaker(...f)));
  // torn paper edge cropping the legs at the very top
  doc.add(poly([[0, 0], [W, 0], ...tornEdge(rnd, [W, 40], [0, 40], { amp: 14, step: 26 }), [0, 40]], { fill: PAPER }));
  doc.add(poly([[0, 0], [W, 0], ...tornEdge(rnd, [W, 26], [0, 26], { amp: 9, step: 30 }), [0, 26]], { fill: INK }));
}

/** The board mid-kickflip, its spin arcs and its shadow. @param {Doc} doc */
function heroBoard(doc) {
  // the board mid-kickflip: seen from below, tilted, graphic side up
  const bx = 770;
  const by = 470;
  const deckLen = 760;
  const deckW = 200;
  /** @type {Pt[]} */
  const deck = [];
  const r = deckW / 2;
  // rounded-nose deck outline (pill), slightly twisted for the flip
  for (let i = 0; i <= 12; i++) {
    const a = Math.PI / 2 + (Math.PI * i) / 12;
    deck.push([-deckLen / 2 + r + Math.cos(a) * r, Math.sin(a) * r * 0.62 - (i > 6 ? 10 : 0)]);
  }
  for (let i = 0; i <= 12; i++) {
    const a = -Math.PI / 2 + (Math.PI * i) / 12;
    deck.push([deckLen / 2 - r + Math.cos(a) * r, Math.sin(a) * r * 0.62 + (i < 6 ? 10 : 0)]);
  }
  const deckD = smooth(deck, true, 0.6);
  const boardAngle = -14;
  const board = g(
    { transform: `translate(${bx} ${by}) rotate(${boardAngle})` },
    // motion ghost (accent offset) = misregistered print
    path(deckD, { fill: INK, transform: 'translate(-40 34)' }),
    path(deckD, { fill: PAPER, stroke: PAPER, 'stroke-width': 22 }),
    path(deckD, { fill: INK }),
    // underside graphic: a paper band with a stencil K and stripes
    rect(-240, -40, 480, 80, { fill: ACC }),
    path('M-216 -28h30v22l34 -22h38l-44 30 46 26h-40l-34 -20v20h-30Z', { fill: INK }),
    rect(-90, -40, 22, 80, { fill: INK }),
    rect(-56, -40, 22, 80, { fill: INK }),
    rect(-22, -40, 22, 80, { fill: INK }),
    rect(60, -40, 180, 80, { fill: doc.dots(12, 4.5, INK, 0) }),
    // trucks + wheels
    ...[-230, 230].map((tx) => g({ transform: `translate(${tx} 0)` },
      rect(-26, -78, 52, 156, { fill: PAPER, stroke: INK, 'stroke-width': 6, rx: 8 }),
      rect(-10, -60, 20, 120, { fill: INK }),
      ellipse(0, -92, 34, 26, { fill: PAPER, stroke: INK, 'stroke-width': 7 }),
      ellipse(0, 92, 34, 26, { fill: PAPER, stroke: INK, 'stroke-width': 7 }),
      circle(0, -92, 8, { fill: INK }),
      circle(0, 92, 8, { fill: INK }),
    )),
  );
  // spin arcs and speed lines
  doc.add(path('M300 560C340 420 480 330 640 300', { stroke: INK, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }));
  doc.add(path('M1240 420C1230 560 1130 640 990 670', { stroke: INK, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }));
  doc.add(poly([[990, 670], [1040, 640], [1030, 690]], { fill: INK }));
  doc.add(path('M170 470h150M120 520h180M200 570h110', { stroke: INK, 'stroke-width': 10, 'stroke-linecap': 'square' }));
  doc.add(board);
  // shadow on the street under the board
  doc.add(ellipse(800, 890, 300, 22, { fill: doc.dots(12, 4.5, PAPER, 0) }));
}

/** The drum machine on the curb, the taped-on tag and the photocopy specks. @param {Doc} doc @param {number} W */
function heroTag(doc, W) {
  const { rnd } = doc;
  // drum machine sitting on the curb, left
  doc.add(g({ transform: 'translate(80 700) rotate(-2)' }, drumMachine(0, 0, 300, { depth: 0.4 })));
  // tape + ransom tag
  const tag = lettering(rnd, 'SKATE PUNK', { x: 1060, y: 96, size: 44, sw: 2.7, track: 2.4, tilt: 6, bob: 4, scraps: [{ bg: PAPER, fg: INK }, { bg: INK, fg: PAPER }, { bg: ACC, fg: INK }] });
  doc.add(g({ transform: 'rotate(-4 1070 96)' }, tag.markup));
  doc.add(tape(1070, 100, 80, 28, -40), tape(1070 + tag.width, 110, 80, 28, -40));
  // photocopy specks
  doc.add(specks(rnd, 24, { x: 0, y: 40, w: W, h: 620, min: 2, max: 6 }));
}


// Poses (joints) shared by the portraits and the group flyer.
/** @type {Pose} */
const POSE_BASS = {
  head: [400, 190], neck: [400, 250],
  shoulderL: [322, 292], shoulderR: [478, 292],
  elbowL: [276, 456], handL: [352, 568],
  elbowR: [556, 452], handR: [606, 392],
  hipL: [356, 585], hipR: [448, 585],
  kneeL: [300, 765], kneeR: [522, 760],
  ankleL: [262, 925], ankleR: [566, 925],
};
const BASS_AT = place({ x: 352, y: 590, a: -37, s: 1.05 });

/** Strap from an instrument's horn up over the shoulder. @param {Pt} from @param {Pt} to */
function strap(from, to, w = 16) {
  const d = `M${n(from[0])} ${n(from[1])}L${n(to[0])} ${n(to[1])}`;
  return path(d, { stroke: INK, 'stroke-width': w + 8, 'stroke-linecap': 'butt' }) + path(d, { stroke: PAPER, 'stroke-width': w, 'stroke-dasharray': '14 6' });
}

/**
 * The singer/bassist: figure, strap, bass, arms, halftone light. Portrait space 800×1000.
 * @param {Doc} doc
 * @param {{ mic?: boolean }} [opts]
 */
function drawBassist(doc, { mic = true } = {}) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_BASS, { hair: 'spikes', tee: 'star' });
  return [
    fig.back,
    shade(doc, fig.shapeBack, [[430, 0], [800, 0], [800, 1000], [520, 1000]]),
    strap(BASS_AT.at([78, -66]), [POSE_BASS.shoulderR[0] - 10, POSE_BASS.shoulderR[1] - 6]),
    g({ transform: BASS_AT.transform }, stringInstrument({ kind: 'bass', body: PAPER, ht: { spacing: 10, r: 2.6, color: INK }, doc })),
    fig.front,
    shade(doc, fig.shapeFront, [[520, 0], [800, 0], [800, 1000], [560, 1000]]),
    mic ? micStand([170, 975], [170, 520], [318, 262]) : '',
  ].join('');
}

// 3. Singer / bassist portrait.
files['member-vocals-bass.svg'] = (() => {
  const W = 800;
  const H = 1000;
  const doc = new Doc(W, H, 31);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 520, radii: [8.4, 6.6, 4.8, 3], spacing: 24 }));
  // accent sheet, torn, tilted behind the figure
  doc.add(g({ transform: 'rotate(-4 400 500)' }, tornPaper(rnd, rectCorners(110, 96, 600, 780), ACC, { amp: 7, step: 18 })));
  // black stage floor
  doc.add(poly([[0, 880], ...tornEdge(rnd, [0, 880], [W, 860], { amp: 8, step: 30 }).slice(1), [W, 860], [W, H], [0, H]], { fill: INK }));
  doc.add(rect(0, 950, W, 50, { fill: doc.dots(14, 3, PAPER) }));
  doc.add(drawBassist(doc));
  doc.add(tape(150, 110, 120, 36, -35), tape(660, 870, 120, 36, -30));
  doc.add(specks(rnd, 14, { x: 0, y: 0, w: W, h: 860, min: 2, max: 5 }));
  return doc.toString();
})();

/** @type {Pose} */
const POSE_GTR = {
  head: [470, 205], neck: [470, 266], headTilt: -6,
  shoulderL: [393, 304], shoulderR: [547, 304],
  elbowL: [350, 462], handL: [420, 612],
  elbowR: [612, 470], handR: [708, 452],
  hipL: [428, 592], hipR: [520, 592],
  kneeL: [382, 768], kneeR: [588, 762],
  ankleL: [356, 926], ankleR: [628, 926],
};
const GTR_AT = place({ x: 440, y: 612, a: -30, s: 1.05 });

/** Patch cable: an ink line with a paper core. @param {string} d path data */
function cable(d, w = 10) {
  return path(d, { stroke: INK, 'stroke-width': w + 8, fill: 'none', 'stroke-linecap': 'round' }) + path(d, { stroke: PAPER, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round' });
}
/**
 * X-shaped keyboard stand under a drum machine.
 * @param {number} x0
 * @param {number} x1
 * @param {number} yTop
 * @param {number} yBot
 */
function xStand(x0, x1, yTop, yBot, w = 14) {
  const d = `M${n(x0)} ${n(yTop)}L${n(x1)} ${n(yBot)}M${n(x1)} ${n(yTop)}L${n(x0)} ${n(yBot)}`;
  return path(d, { stroke: PAPER, 'stroke-width': w + 10 }) + path(d, { stroke: INK, 'stroke-width': w }) + circle((x0 + x1) / 2, (yTop + yBot) / 2, w, { fill: ACC, stroke: INK, 'stroke-width': 4 });
}

/** The guitarist: figure, strap, guitar (paper-haloed), arms, halftone light. @param {Doc} doc */
function drawGuitarist(doc) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_GTR, { hair: 'beanie', tee: 'bolt' });
  const jack = GTR_AT.at([-120, 40]);
  return {
    body: [
      fig.back,
      shade(doc, fig.shapeBack, [[0, 0], [440, 0], [360, 1000], [0, 1000]]),
      strap(GTR_AT.at([60, -44]), [POSE_GTR.shoulderR[0] - 12, POSE_GTR.shoulderR[1] - 6], 14),
      g({ transform: GTR_AT.transform }, stringInstrument({ kind: 'guitar', body: ACC, guard: PAPER, doc, halo: 7 })),
      fig.front,
      shade(doc, fig.shapeFront, [[0, 0], [400, 0], [330, 1000], [0, 1000]]),
    ].join(''),
    jack,
  };
}

// 4. Guitarist / drum programmer portrait.
files['member-guitar-drums.svg'] = (() => {
  const W = 800;
  const H = 1000;
  const doc = new Doc(W, H, 47);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: INK }));
  // paper dots fading down the black: a xeroxed night
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 700, radii: [2.6, 4, 5.4, 6.8], spacing: 24, color: PAPER }));
  // a torn accent band running diagonally behind the player
  doc.add(g({ transform: 'rotate(-28 400 500)' }, tornPaper(rnd, rectCorners(-300, 330, 1400, 330), ACC, { amp: 8, step: 20 })));
  // paper floor
  doc.add(poly([[0, 860], ...tornEdge(rnd, [0, 860], [W, 880], { amp: 8, step: 26 }).slice(1), [W, 880], [W, H], [0, H]], { fill: PAPER }));
  doc.add(rect(0, 930, W, 70, { fill: doc.dots(14, 3.4, INK) }));
  const gtr = drawGuitarist(doc);
  doc.add(gtr.body);
  // cable from the guitar's jack down to the drum machine
  const { jack } = gtr;
  doc.add(cable(`M${n(jack[0])} ${n(jack[1])}C${n(jack[0] + 10)} ${n(jack[1] + 160)} 500 990 380 968S250 900 280 850`));
  // drum machine on an X stand, foreground left
  doc.add(xStand(60, 280, 820, 990));
  doc.add(g({ transform: 'rotate(-3 170 800)' }, drumMachine(20, 806, 300, { depth: 0.5 })));
  doc.add(tape(680, 120, 130, 38, 35), tape(110, 930, 110, 34, -25));
  doc.add(specks(rnd, 12, { x: 0, y: 700, w: W, h: 160, color: PAPER, min: 2, max: 5 }));
  return doc.toString();
})();

// The member at the drum machine (portrait space 800×1000).
/** @type {Pose} */
const POSE_DM = {
  head: [400, 214], neck: [400, 276], headTilt: 8,
  shoulderL: [322, 314], shoulderR: [478, 314],
  elbowL: [262, 452], handL: [330, 548],
  elbowR: [548, 448], handR: [486, 530],
  hipL: [356, 596], hipR: [444, 596],
  kneeL: [326, 772], kneeR: [478, 772],
  ankleL: [306, 926], ankleR: [500, 926],
};
/** @param {Doc} doc */
function drawMachinist(doc) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_DM, { hair: 'cap', tee: null, chain: false });
  return [
    fig.back,
    shade(doc, fig.shapeBack, [[440, 0], [800, 0], [800, 1000], [470, 1000]]),
    xStand(230, 570, 700, 985, 16),
    drumMachine(190, 664, 420, { depth: 0.46, accentPads: [0, 5, 10, 15] }),
    fig.front,
    shade(doc, fig.shapeFront, [[440, 0], [800, 0], [800, 1000], [470, 1000]]),
  ].join('');
}

// 2. GROUP — the three of them as a photocopied flyer.
files['group.svg'] = (() => {
  const W = 1600;
  const H = 1000;
  const doc = new Doc(W, H, 23);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  // the "photo": black, torn, with paper halftone rising from the floor
  const photo = tornPoly(rnd, rectCorners(50, 46, 1500, 850), { amp: 6, step: 18 });
  doc.add(poly(photo.map(([x, y]) => [x + 14, y + 12]), { fill: doc.dots(10, 3, INK, 0) }));
  doc.add(poly(photo, { fill: INK }));
  const clip = doc.clip(poly(photo));
  doc.add(g({ 'clip-path': clip },
    halftoneBands(doc, { x: 0, y: 46, w: W, h: 850, radii: [0, 2, 3, 4.2, 5.4], spacing: 20, color: PAPER }),
    // accent spotlight behind the middle
    (() => {
      /** @type {Pt} */
      const c = [800, 420];
      /** @type {Pt[]} */
      const p = [];
      for (let i = 0; i < 40; i++) {
        const a = (i / 40) * Math.PI * 2;
        const r = 330 + rnd.pm(14);
        p.push([c[0] + Math.cos(a) * r, c[1] + Math.sin(a) * r]);
      }
      return poly(p.map(([x, y]) => [c[0] + (x - c[0]) * 1.04, c[1] + (y - c[1]) * 1.04]), { fill: PAPER }) + poly(p, { fill: ACC });
    })(),
    // stage floor
    rect(0, 800, W, 120, { fill: INK }),
    g({ transform: 'translate(130 78) scale(0.82)' }, drawBassist(doc, { mic: false })),
    g({ transform: 'translate(472 92) scale(0.8)' }, drawMachinist(doc)),
    g({ transform: 'translate(898 78) scale(0.82)' }, drawGuitarist(doc).body),
  ));
  // flyer lettering on the paper margin
  const name = lettering(rnd, 'KANTSTÖTT', { x: 70, y: 904, size: 58, sw: 2.8, track: 2.4, tilt: 5, bob: 5, scraps: [{ bg: PAPER, fg: INK, edge: INK }, { bg: ACC, fg: INK }, { bg: INK, fg: PAPER }] });
  doc.add(g({ transform: 'rotate(-2 70 900)' }, name.markup));
  const sub = lettering(rnd, 'SKATE PUNK · SVERIGE', { x: 1530, y: 936, size: 26, sw: 2.3, track: 1.3, anchor: 'end', jitter: 0.12 });
  doc.add(sub.markup);
  doc.add(tape(86, 60, 150, 40, -38), tape(1520, 70, 150, 40, 36), tape(1510, 880, 130, 40, -36));
  doc.add(specks(rnd, 20, { x: 60, y: 60, w: 1480, h: 300, color: PAPER, min: 2, max: 5 }));
  return doc.toString();
})();

/** A bird's body in profile, beak to tail, around its feet: perched and falling birds share it. @type {Pt[]} */
const BIRD_BODY = [[-50, 22], [-30, -6], [-8, -22], [6, -40], [20, -42], [27, -31], [20, -18], [15, -4], [2, 5], [-22, 6]];

/**
 * Small bird perched on a wire (feet at 0,0, facing right).
 * @param {number} x
 * @param {number} y
 * @param {{ s?: number, flip?: boolean, fill?: string, tilt?: number }} [look]
 */
function perchedBird(x, y, { s = 1, flip = false, fill = INK, tilt = 0 } = {}) {
  const body = smooth(BIRD_BODY, true, 0.9);
  return g(
    { transform: `translate(${n(x)} ${n(y)}) rotate(${tilt}) scale(${flip ? -s : s} ${s})` },
    path(body, { fill }),
    poly([[24, -37], [42, -31], [24, -26]], { fill }),
    path('M-4 4L-6 12M6 2L6 12', { stroke: fill, 'stroke-width': 4 }),
    circle(16, -32, 3, { fill: PAPER }),
  );
}

// 5. Cover: "Birds don't sing / Fritt fall" (2024) — paper-dominant.
files['cover-birds.svg'] = (() => {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 5);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 460, radii: [9.5, 7.6, 5.8, 4, 2.4], spacing: 24 }));
  // utility pole with a crossbar and insulators
  doc.add(rect(100, 0, 44, H, { fill: INK }));
  doc.add(rect(40, 250, 170, 26, { fill: INK }));
  doc.add(rect(60, 226, 14, 26, { fill: INK }), rect(170, 226, 14, 26, { fill: INK }));
  doc.add(rect(44, 320, 130, 20, { fill: INK }));
  doc.add(path('M122 30v200M122 380v560', { stroke: PAPER, 'stroke-width': 4, 'stroke-dasharray': '30 18' }));
  // three sagging wires
  const wire = (/** @type {number} */ y0, /** @type {number} */ y1, /** @type {number} */ sag) => `M67 ${y0}Q${560} ${y0 + sag} ${W + 10} ${y1}`;
  const wires = [wire(232, 250, 150), wire(232, 300, 190), wire(322, 360, 170)];
  wires[1] = `M177 232Q560 ${232 + 200} ${W + 10} 300`;
  doc.add(path(wires.join(''), { stroke: INK, 'stroke-width': 6, fill: 'none' }));
  // birds along the first wire (quadratic from (67,232) ctrl (560,382) to (1010,250))
  const onWire = (/** @type {number} */ t) => {
    /** @type {Pt} */
    const p0 = [67, 232];
    /** @type {Pt} */
    const c = [560, 382];
    /** @type {Pt} */
    const p1 = [1010, 250];
    const x = (1 - t) ** 2 * p0[0] + 2 * (1 - t) * t * c[0] + t * t * p1[0];
    const y = (1 - t) ** 2 * p0[1] + 2 * (1 - t) * t * c[1] + t * t * p1[1];
    const dx = 2 * (1 - t) * (c[0] - p0[0]) + 2 * t * (p1[0] - c[0]);
    const dy = 2 * (1 - t) * (c[1] - p0[1]) + 2 * t * (p1[1] - c[1]);
    return { x, y, a: (Math.atan2(dy, dx) * 180) / Math.PI };
  };
  const perches = [0.2, 0.29, 0.37, 0.55, 0.64, 0.73, 0.88];
  perches.forEach((t, i) => {
    const { x, y, a } = onWire(t);
    doc.add(perchedBird(x, y, { s: 1.25 + rnd.pm(0.08), flip: i === 2 || i === 5, tilt: a * 0.6 }));
  });
  // the gap, and the one that let go
  const gap = onWire(0.46);
  doc.add(path(`M${n(gap.x)} ${n(gap.y + 16)}C${n(gap.x + 60)} ${n(gap.y + 100)} ${n(gap.x - 30)} ${n(gap.y + 160)} 590 420`, { stroke: INK, 'stroke-width': 5, 'stroke-dasharray': '14 12', fill: 'none' }));
  const fall = [600, 610];
  const body = smooth(BIRD_BODY, true, 0.9);
  doc.add(g(
    { transform: `translate(${fall[0]} ${fall[1]}) rotate(200) scale(2.4)` },
    // the far wing, flung open
    poly([[-10, -8], [-2, -58], [8, -74], [14, -60], [22, -66], [22, -48], [30, -50], [20, -16]], { fill: ACC, stroke: INK, 'stroke-width': 2.6, 'stroke-linejoin': 'round' }),
    path(body, { fill: ACC, stroke: INK, 'stroke-width': 2.6 }),
    poly([[24, -37], [42, -31], [24, -26]], { fill: INK }),
    // near wing
    poly([[-16, -2], [-34, 30], [-30, 44], [-22, 34], [-16, 46], [-10, 32], [-2, 40], [2, 6]], { fill: ACC, stroke: INK, 'stroke-width': 2.6, 'stroke-linejoin': 'round' }),
    path('M-4 4L-8 16M6 2L8 14', { stroke: INK, 'stroke-width': 2.6 }),
    path('M12 -36l7 7M19 -36l-7 7', { stroke: INK, 'stroke-width': 2.2 }),
  ));
  // motion lines above the fall
  doc.add(path('M560 470v60M610 440v70M660 470v50', { stroke: INK, 'stroke-width': 6, 'stroke-linecap': 'square' }));
  // loose feathers
  /** @type {(x: number, y: number, a: number, f: string) => string} */
  const feather = (x, y, a, f) => g({ transform: `translate(${x} ${y}) rotate(${a})` }, path('M0 -26C14 -14 14 14 0 26C-14 14 -14 -14 0 -26Z', { fill: f, stroke: INK, 'stroke-width': 3 }), path('M0 -22V30', { stroke: INK, 'stroke-width': 3 }));
  doc.add(feather(440, 520, 30, ACC), feather(760, 560, -50, PAPER), feather(720, 420, 80, ACC), feather(420, 690, -20, PAPER));
  // title block: torn black strip with paper lettering
  doc.add(poly(tornPoly(rnd, rectCorners(-20, 790, 1040, 170), { amp: 7, step: 22 }), { fill: INK }));
  const t1 = lettering(rnd, "BIRDS DON'T SING", { x: 500, y: 818, size: 62, sw: 2.7, track: 1.3, anchor: 'middle', color: PAPER, tilt: 2.5, bob: 3 });
  doc.add(t1.markup);
  const t2 = lettering(rnd, 'FRITT FALL', { x: 500, y: 904, size: 34, sw: 2.6, track: 1.6, anchor: 'middle', color: ACC, tilt: 2, bob: 2 });
  doc.add(t2.markup);
  doc.add(tape(880, 780, 120, 34, 28));
  doc.add(specks(rnd, 12, { x: 0, y: 460, w: W, h: 320, min: 2, max: 4 }));
  return doc.toString();
})();

// 6. Cover: "VARM & KALL EP" (2022) — accent against black, diagonal split.
files['cover-varm-kall.svg'] = (() => {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 8);
  const { rnd } = doc;
  // warm half (top-left), cold half (bottom-right), split by a torn diagonal
  doc.add(rect(0, 0, W, H, { fill: ACC }));
  const split = tornEdge(rnd, [-20, 1060], [1060, -20], { amp: 12, step: 26 });
  /** @type {Pt[]} */
  const coldPoly = [...split, [1060, -20], [1060, 1060]];
  const warmDots = halftoneBands(doc, { x: 0, y: 0, w: 720, h: H, radii: [7.6, 5.4, 3.2], spacing: 26, vertical: false });
  doc.add(warmDots);
  // sun: paper disc with stencil rays
  /** @type {Pt} */
  const sc = [250, 430];
  let rays = '';
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2 + 0.1;
    const r0 = 124;
    const r1 = i % 2 ? 190 : 222;
    const wdt = 0.1;
    rays += dPoly([[sc[0] + Math.cos(a - wdt) * r0, sc[1] + Math.sin(a - wdt) * r0], [sc[0] + Math.cos(a) * r1, sc[1] + Math.sin(a) * r1], [sc[0] + Math.cos(a + wdt) * r0, sc[1] + Math.sin(a + wdt) * r0]]);
  }
  doc.add(path(rays, { fill: INK }));
  doc.add(circle(sc[0], sc[1], 110, { fill: PAPER, stroke: INK, 'stroke-width': 10 }));
  doc.add(g({ 'clip-path': doc.clip(circle(sc[0], sc[1], 106)) }, halftoneBands(doc, { x: sc[0] - 110, y: sc[1] - 110, w: 220, h: 220, radii: [0, 0, 2, 4, 6], spacing: 14, vertical: false, angle: 30 })));
  // cold half
  doc.add(poly(split.map(/** @returns {Pt} */ ([x, y]) => [x + 8, y + 8]).concat([[1060, -20], [1060, 1060]]), { fill: PAPER }));
  doc.add(poly(coldPoly.map(([x, y]) => [x + 18, y + 18]), { fill: INK }));
  const coldClip = doc.clip(poly(coldPoly.map(([x, y]) => [x + 18, y + 18])));
  doc.add(g({ 'clip-path': coldClip }, halftoneBands(doc, { x: 0, y: 320, w: W, h: 680, radii: [3.2, 4.8, 6.4], spacing: 26, vertical: true, color: PAPER })));
  // snowflake: six stencil arms with barbs
  /** @type {Pt} */
  const fc = [730, 610];
  let flake = '';
  for (let i = 0; i < 6; i++) {
    const a = (i / 6) * 360 + 15;
    /** @type {(pt: Pt) => Pt} */
    const R = (pt) => {
      const [x, y] = rot(pt, a);
      return [fc[0] + x, fc[1] + y];
    };
    const seg = (/** @type {Pt} */ p, /** @type {Pt} */ q) => {
      const [a1, b1] = R(p);
      const [a2, b2] = R(q);
      return `M${n(a1)} ${n(b1)}L${n(a2)} ${n(b2)}`;
    };
    flake += seg([36, 0], [180, 0]) + seg([92, 0], [128, -36]) + seg([92, 0], [128, 36]) + seg([142, 0], [168, -24]) + seg([142, 0], [168, 24]);
  }
  doc.add(path(flake, { stroke: INK, 'stroke-width': 34, 'stroke-linecap': 'square' }));
  doc.add(path(flake, { stroke: PAPER, 'stroke-width': 18, 'stroke-linecap': 'square' }));
  doc.add(circle(fc[0], fc[1], 30, { fill: PAPER, stroke: INK, 'stroke-width': 8 }));
  // titles
  const warm = lettering(rnd, 'VARM', { x: 64, y: 74, size: 120, sw: 2.9, track: 1.2, tilt: 4, bob: 5, color: INK, rotate: -4 });
  doc.add(warm.markup);
  const cold = lettering(rnd, 'KALL', { x: 944, y: 836, size: 120, sw: 2.9, track: 1.2, tilt: 4, bob: 5, color: PAPER, anchor: 'end', rotate: -4 });
  doc.add(cold.markup);
  // ampersand on a torn paper patch where the halves meet
  doc.add(g({ transform: 'rotate(-12 500 500)' }, tornPaper(rnd, rectCorners(420, 410, 160, 180), PAPER, { amp: 5, step: 14, rim: INK })));
  doc.add(lettering(rnd, '&', { x: 500, y: 440, size: 120, sw: 3, anchor: 'middle', color: INK, jitter: 0.1 }).markup);
  // EP stamp
  doc.add(g({ transform: 'rotate(-10 840 120)' }, rect(764, 80, 150, 80, { fill: PAPER, stroke: INK, 'stroke-width': 6 }), lettering(rnd, 'EP', { x: 839, y: 96, size: 48, sw: 3, anchor: 'middle', color: INK, jitter: 0.1 }).markup));
  return doc.toString();
})();

/**
 * Radial halftone: concentric discs, dots shrinking toward the rim.
 * @param {Doc} doc
 * @param {number} cx
 * @param {number} cy
 * @param {number} radius
 * @param {number[]} radii
 * @param {number} spacing
 * @param {string} color
 */
function radialHalftone(doc, cx, cy, radius, radii, spacing, color) {
  const { rnd } = doc;
  const k = radii.length;
  return radii
    .map((r, i) => {
      if (r <= 0) return '';
      const R = radius * (1 - i / k);
      /** @type {Pt[]} */
      const p = [];
      for (let a = 0; a < 36; a++) {
        const ang = (a / 36) * Math.PI * 2;
        const rr = R + rnd.pm(radius / k / 4);
        p.push([cx + Math.cos(ang) * rr, cy + Math.sin(ang) * rr]);
      }
      return poly(p, { fill: doc.dots(spacing, r, color) });
    })
    .join('');
}

// 7. Cover: "Kniv (Live Recording Session)" (2021) — black-dominant stencil.
files['cover-kniv.svg'] = (() => {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 17);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: INK }));
  // spotlight: radial paper halftone, hottest in the middle
  doc.add(radialHalftone(doc, 520, 560, 470, [2, 3.2, 4.4, 5.6, 6.8, 8.2], 24, PAPER));
  // the knife, diagonal: stencil blade in paper, accent handle with rivets
  const knife = g(
    { transform: 'translate(530 560) rotate(-36) scale(1.14 1.3)' },
    // cast shadow (offset, dotted)
    path('M-460 -34L150 -34L150 40L-340 40C-400 40 -440 14 -460 -34Z', { fill: doc.dots(9, 3.2, INK, 0), transform: 'translate(24 30)' }),
    // blade pieces separated by stencil bridges
    path('M-460 -34L-300 -34L-300 40L-340 40C-400 40 -440 14 -460 -34Z', { fill: PAPER }),
    path('M-282 -34L-120 -34L-120 40L-282 40Z', { fill: PAPER }),
    path('M-102 -34L60 -34L60 40L-102 40Z', { fill: PAPER }),
    path('M78 -34L150 -34L150 40L78 40Z', { fill: PAPER }),
    // spine shading + edge bevel
    rect(-300, -34, 450, 22, { fill: doc.dots(8, 2.6, INK, 0) }),
    path('M-420 12L150 12', { stroke: INK, 'stroke-width': 4 }),
    // bolster + handle
    rect(150, -46, 34, 98, { fill: PAPER, stroke: INK, 'stroke-width': 6 }),
    path('M184 -40L440 -40C470 -40 484 -20 484 6C484 32 470 48 440 48L184 48Z', { fill: ACC, stroke: INK, 'stroke-width': 6 }),
    rect(184, -40, 300, 20, { fill: doc.dots(8, 2.6, INK, 0) }),
    circle(240, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
    circle(320, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
    circle(400, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
  );
  doc.add(knife);
  // title: huge stencil KNIV across the top, cut by bridges
  const title = lettering(rnd, 'KNIV', { x: 500, y: 60, size: 190, sw: 3.1, track: 1.6, anchor: 'middle', color: PAPER, jitter: 0.08, tilt: 1.5 });
  doc.add(title.markup);
  // stencil bridges: thin black bars across the lettering
  doc.add(path('M0 118H1000M0 212H1000', { stroke: INK, 'stroke-width': 9 }));
  // LIVE stamp + REC dot
  doc.add(g({ transform: 'rotate(-8 770 790)' },
    rect(620, 730, 300, 120, { fill: 'none', stroke: ACC, 'stroke-width': 12 }),
    lettering(rnd, 'LIVE', { x: 770, y: 752, size: 76, sw: 3, anchor: 'middle', color: ACC, jitter: 0.15 }).markup,
  ));
  doc.add(circle(640, 918, 16, { fill: ACC }), lettering(rnd, 'REC', { x: 668, y: 904, size: 28, sw: 2.8, color: PAPER, jitter: 0.1 }).markup);
  doc.add(lettering(rnd, 'RECORDING SESSION · 2021', { x: 940, y: 954, size: 20, sw: 2.4, track: 1.3, anchor: 'end', color: PAPER, jitter: 0.08 }).markup);
  doc.add(specks(rnd, 16, { x: 0, y: 300, w: W, h: 450, color: PAPER, min: 2, max: 5 }));
  return doc.toString();
})();

/**
 * A coin seen at an angle: rim, face, halftone shadow, a big 1.
 * @param {number} cx
 * @param {number} cy
 * @param {number} r
 * @param {{ squash?: number, angle?: number, doc: Doc }} opts
 */
function coin(cx, cy, r, { squash = 1, angle = 0, doc }) {
  const { rnd } = doc;
  const face = ellipse(0, 0, r, r * squash, {});
  const clip = doc.clip(g({ transform: `translate(${cx} ${cy}) rotate(${angle})` }, face));
  return (
    g({ transform: `translate(${cx} ${cy}) rotate(${angle})` },
      ellipse(0, 14, r, r * squash, { fill: INK }),
      ellipse(0, 0, r, r * squash, { fill: PAPER, stroke: INK, 'stroke-width': 10 }),
      ellipse(0, 0, r * 0.8, r * 0.8 * squash, { fill: 'none', stroke: INK, 'stroke-width': 5, 'stroke-dasharray': '4 9' }),
      g({ transform: `scale(1 ${squash})` }, lettering(rnd, '1', { x: -r * 0.2, y: -r * 0.42, size: r * 0.84, sw: 3.4, color: INK, jitter: 0 }).markup),
    ) + g({ 'clip-path': clip }, rect(cx - r, cy, r * 2, r, { fill: doc.dots(12, 3.6, INK, 30) }))
  );
}

// 8. Cover: "Spring / Två Cent" (2021) — accent-dominant.
files['cover-spring.svg'] = (() => {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 29);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: ACC }));
  // coarse black dots drifting in from the right edge
  doc.add(halftoneBands(doc, { x: 500, y: 0, w: 500, h: H, radii: [0, 2.4, 3.8, 5.2, 6.8], spacing: 26, vertical: false }));
  // speed lines behind the runner
  doc.add(path('M40 250H300M0 320H260M60 390H330M0 470H250M80 560H300', { stroke: INK, 'stroke-width': 12, 'stroke-linecap': 'square' }));
  // running legs: one planted & pushing back, one swinging forward
  const legs = [
    polyline([[470, -40], [430, 170], [250, 300]], { stroke: PAPER, 'stroke-width': 136, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    polyline([[560, -40], [700, 170], [650, 400]], { stroke: PAPER, 'stroke-width': 136, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    polyline([[470, -40], [430, 170], [250, 300]], { stroke: INK, 'stroke-width': 112, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
    polyline([[560, -40], [700, 170], [650, 400]], { stroke: INK, 'stroke-width': 112, 'stroke-linejoin': 'round', 'stroke-linecap': 'round' }),
  ];
  doc.add(legs);
  /** @type {Pt[]} */
  const up = [[-60, 0], [-58, -52], [-10, -50], [30, -28], [96, -18], [118, 4], [118, 20], [-62, 20]];
  /** @type {Pt[]} */
  const sole = [[-66, 16], [124, 16], [124, 40], [-66, 40]];
  /** @type {(x: number, y: number, ang: number, flip: number) => string} */
  const shoe = (x, y, ang, flip) => g({ transform: `translate(${x} ${y}) rotate(${ang}) scale(${1.5 * flip} 1.5) translate(14 12)` },
    path(dPoly(up) + dPoly(sole), { fill: PAPER, stroke: PAPER, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
    poly(up, { fill: PAPER, stroke: INK, 'stroke-width': 7, 'stroke-linejoin': 'round' }),
    poly(sole, { fill: INK }),
    path('M-40 -6C-10 -36 30 0 92 -6', { stroke: ACC, 'stroke-width': 12, fill: 'none' }),
    path('M-8 -46l16 14M14 -38l16 14M36 -30l14 12', { stroke: INK, 'stroke-width': 6 }),
    path('M-66 28H124', { stroke: PAPER, 'stroke-width': 4 }),
  );
  doc.add(shoe(250, 300, 38, 1), shoe(650, 400, -4, 1));
  // dust puffs behind the back foot
  doc.add(circle(250, 520, 40, { fill: PAPER }), circle(200, 540, 30, { fill: PAPER }), circle(300, 550, 26, { fill: PAPER }), circle(160, 510, 18, { fill: PAPER }));
  // two coins, one flipping
  doc.add(coin(800, 810, 116, { squash: 1, angle: -8, doc }));
  doc.add(coin(820, 590, 76, { squash: 0.42, angle: 28, doc }));
  doc.add(path('M700 560l-40 -24M700 610l-46 4M720 660l-36 26', { stroke: INK, 'stroke-width': 8, 'stroke-linecap': 'square' }));
  // titles on torn paper
  doc.add(g({ transform: 'rotate(-3 60 700)' }, tornPaper(rnd, rectCorners(40, 640, 590, 170), PAPER, { amp: 6, step: 16, rim: INK })));
  doc.add(lettering(rnd, 'SPRING', { x: 70, y: 668, size: 112, sw: 3, track: 1.1, tilt: 3, bob: 4, color: INK, rotate: -3 }).markup);
  doc.add(g({ transform: 'rotate(2 60 880)' }, rect(50, 846, 360, 80, { fill: INK })));
  doc.add(lettering(rnd, 'TVÅ CENT', { x: 70, y: 862, size: 46, sw: 2.8, track: 1.4, color: PAPER, rotate: 2, tilt: 2 }).markup);
  doc.add(tape(60, 640, 110, 32, -40), tape(610, 790, 110, 32, -30));
  return doc.toString();
})();

// 9. Social preview card.
files['share.svg'] = (() => {
  const { width: W, height: H } = /** @type {{ width: number, height: number }} */ (createRequire(import.meta.url)('../src/assets/images/previewCard.json'));
  const doc = new Doc(W, H, 41);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  // halftone corners
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 200, radii: [7, 5, 3, 1.5], spacing: 20 }));
  doc.add(poly([[0, 500], ...tornEdge(rnd, [0, 500], [W, 540], { amp: 8, step: 26 }).slice(1), [W, 540], [W, H], [0, H]], { fill: INK }));
  // accent torn band behind the name
  doc.add(g({ transform: 'rotate(-3 600 300)' }, tornPaper(rnd, rectCorners(-40, 175, 1280, 250), ACC, { amp: 9, step: 22 })));
  const name = lettering(rnd, 'KANTSTÖTT', { x: 600, y: 226, size: 114, sw: 2.8, track: 2.5, anchor: 'middle', tilt: 4, bob: 6, scraps: [{ bg: INK, fg: PAPER }, { bg: PAPER, fg: INK }, { bg: INK, fg: PAPER }, { bg: PAPER, fg: INK }, { bg: ACC, fg: INK, edge: INK }, { bg: INK, fg: PAPER }, { bg: PAPER, fg: INK }, { bg: INK, fg: PAPER }, { bg: PAPER, fg: INK }] });
  doc.add(g({ transform: 'rotate(-2 600 290)' }, name.markup));
  doc.add(tape(70, 200, 120, 36, -40), tape(1130, 420, 120, 36, -40));
  // tagline on a black strip
  const tag = lettering(rnd, 'SKATE PUNK · SVERIGE', { x: 600, y: 556, size: 34, sw: 2.5, track: 1.5, anchor: 'middle', color: PAPER, jitter: 0.1 });
  doc.add(tag.markup);
  doc.add(rect(600 - tag.width / 2 - 70, 566, 36, 14, { fill: ACC }), rect(600 + tag.width / 2 + 34, 566, 36, 14, { fill: ACC }));
  doc.add(specks(rnd, 14, { x: 0, y: 0, w: W, h: 480, min: 2, max: 5 }));
  return doc.toString();
})();

// 10. Favicon: a fat black K on the accent, tilted a hair, readable at 16 px.
const favicon = (() => {
  const doc = new Doc(64, 64, 3);
  const { rnd } = doc;
  doc.add(rect(0, 0, 64, 64, { rx: 10, fill: ACC }));
  doc.add(g({ transform: 'rotate(-5 32 32)' }, path('M13 8h14v19l13 -19h16l-16 22l17 26h-16l-14 -22v22h-14Z', { fill: INK })));
  return doc.toString();
})();

// 11. The wordmark as a React component (inline SVG, presentation attributes only).
const logoSvg = (() => {
  const rnd = randomStream(77);
  const scraps = [
    { bg: INK, fg: PAPER },
    { bg: ACC, fg: INK },
    { bg: INK, fg: PAPER },
    { bg: 'none', fg: INK },
    { bg: ACC, fg: INK },
    { bg: INK, fg: PAPER },
    { bg: ACC, fg: INK },
    { bg: 'none', fg: INK },
    { bg: INK, fg: PAPER },
  ];
  const size = 40;
  const { markup, width } = lettering(rnd, 'KANTSTÖTT', { x: 0, y: 0, size, sw: 3.2, track: 1.9, tilt: 4, bob: 2.5, jitter: 0.14, pad: 1.3, scraps });
  // bounds: umlaut scrap above the cap line, scraps below the baseline, plus tilt/bob slack
  const padX = 7;
  const top = -30;
  const bottom = 58;
  const vb = `${n(-padX)} ${top} ${n(width + padX * 2)} ${bottom - top}`;
  const shapes = markup.replace(/<polygon points="([^"]*)" fill="none"\/>/g, '');
  // A file the header shows with <img>: it costs no JavaScript and is cached once.
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" width="${n(width + padX * 2)}" height="${bottom - top}">${shapes}</svg>\n`;
})();

// ---------------------------------------------------------------- write
// `--out DIR` writes every drawing under DIR, at its path in the repository,
// whatever is there (the tests compare what it draws); the names of drawings
// given draw only those.
const { values: options, positionals: only } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: true });
const into = options.out ? resolve(options.out) : ROOT;
/** @type {[string, string][]} */
const drawn = [
  ...Object.entries(files).map(([name, svg]) => /** @type {[string, string]} */ ([name, svg])),
  ['favicon.svg', favicon],
  ['logo.svg', logoSvg],
];
for (const [name, svg] of drawn) {
  if (only.length && !only.includes(name)) continue;
  const where = OUTPUT[/** @type {keyof typeof OUTPUT} */ (name)];
  const target = resolve(into, where);
  if (!options.out && skipped(name, where, target)) continue;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
  console.log(`${where.padEnd(44)} ${String(Buffer.byteLength(svg)).padStart(7)} B`);
}

/**
 * Whether the drawing `name` stays unwritten in the repository: the band has
 * removed its release, or put a photo in its place.
 * @param {string} name @param {string} where @param {string} target
 */
function skipped(name, where, target) {
  // A release the band has removed gets no cover: a folder with only a cover is not a release.
  if (where.startsWith('content/releases/') && !existsSync(dirname(target))) {
    console.log(`${name.padEnd(28)} skipped: ${dirname(where)} is gone`);
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
