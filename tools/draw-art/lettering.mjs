// Hand-cut block letters, glyph by glyph, on scraps of paper.
import { INK } from './palette.mjs';
import { dPoly, g, lerp, n, path, poly } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */
/** @typedef {import('./svg.mjs').Rng} Rng */

/**
 * @typedef {{
 *   bg: string,
 *   fg: string,
 *   edge?: string,
 * }} Scrap a letter's paper scrap: background, letter and edge colours
 */

// A chunky, scissor-cut alphabet: each glyph is a few centre-line strokes in a
// box `w` wide and 10 tall, drawn with square caps and mitred corners.
/** @typedef {[Pt, Pt, ...Pt[]]} Stroke a centre line through two or more points */
/** @typedef {[w: number, strokes: Stroke[], closed?: boolean]} Glyph closed: the first stroke is a closed shape */
/** @type {Record<string, Glyph> & { ' ': Glyph }} */
// A table, a glyph to a line: the formatter would give each point a line of its own.
// prettier-ignore
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
 * @param {Rng} rnd the drawing's random stream
 * @param {string} ch
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
 * The torn scrap of paper behind a letter `w` wide, in the letter's units
 * (taller for a letter with a ring or dots above it).
 * @param {Rng} rnd the drawing's random stream
 * @param {string} ch @param {number} w @param {{ sw: number, pad: number }} stroke
 * @returns {Pt[]}
 */
function scrapOf(rnd, ch, w, { sw, pad }) {
  const top = ch === 'Ö' || ch === 'Å' || ch === 'Ä' ? -3.4 - sw / 2 - pad * 0.7 : -sw / 2 - pad;
  const x0 = -sw / 2 - pad;
  const x1 = w + sw / 2 + pad;
  const y1 = 10 + sw / 2 + pad;
  return [
    [x0 + rnd.pm(0.5), top + rnd.pm(0.5)],
    [lerp(x0, x1, rnd.range(0.3, 0.7)), top + rnd.pm(0.6)],
    [x1 + rnd.pm(0.5), top + rnd.pm(0.5)],
    [x1 + rnd.pm(0.6), lerp(top, y1, rnd.range(0.3, 0.7))],
    [x1 + rnd.pm(0.5), y1 + rnd.pm(0.5)],
    [x0 + rnd.pm(0.5), y1 + rnd.pm(0.5)],
  ];
}

/**
 * Lettering. Returns { markup, width } for a string set at cap height `size`.
 * opts: sw stroke width in glyph units, track (units between letters),
 * jitter (units), tilt (deg, random ±), color, scraps (array of {bg, fg} cycled)
 * to cut each letter out on its own scrap of paper (ransom note).
 * @param {Rng} rnd the drawing's random stream
 * @param {string} str
 * @param {{
 *   x?: number,
 *   y?: number,
 *   size?: number,
 *   sw?: number,
 *   track?: number,
 *   jitter?: number,
 *   tilt?: number,
 *   bob?: number,
 *   color?: string,
 *   scraps?: Scrap[] | null,
 *   pad?: number,
 *   anchor?: 'start' | 'middle' | 'end',
 *   rotate?: number,
 * }} [opts]
 */
export function lettering(
  rnd,
  str,
  {
    x = 0,
    y = 0,
    size = 60,
    sw = 2.6,
    track = 1.6,
    jitter = 0.18,
    tilt = 0,
    bob = 0,
    color = INK,
    scraps = null,
    pad = 1.2,
    anchor = 'start',
    rotate = 0,
  } = {},
) {
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
      const tf =
        `translate(${n(gx)} ${n(gy)})` +
        (a ? ` rotate(${n(a)} ${n(mid[0])} ${n(mid[1])})` : '') +
        ` scale(${Number(n(s * 100)) / 100})`;
      let scrapMarkup = '';
      let fg = color;
      if (scraps) {
        const sc = /** @type {Scrap} */ (scraps[i % scraps.length]);
        fg = sc.fg;
        const scrap = scrapOf(rnd, ch, w, { sw, pad });
        scrapMarkup = poly(scrap, { fill: sc.bg, ...(sc.edge ? { stroke: sc.edge, 'stroke-width': 0.5 } : {}) });
      }
      parts.push(
        g(
          { transform: tf },
          scrapMarkup,
          path(d, {
            fill: 'none',
            stroke: fg,
            'stroke-width': n(sw),
            'stroke-linecap': 'square',
            'stroke-linejoin': 'miter',
            'stroke-miterlimit': 2.5,
          }),
        ),
      );
    }
    cx += adv;
  });
  const markup = rotate ? g({ transform: `rotate(${rotate} ${n(x)} ${n(y)})` }, parts) : parts.join('');
  return { markup, width: total };
}
