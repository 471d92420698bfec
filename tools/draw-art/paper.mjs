// Torn and cut paper, and the halftone dots of a photocopy.
import { PAPER } from './palette.mjs';
import { circle, el, lerp, n, poly } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */
/** @typedef {import('./svg.mjs').Rng} Rng */

/** @typedef {{ amp?: number, step?: number, skipFirst?: boolean }} Tear how ragged a torn edge is */

/**
 * A torn / hand-cut edge from a to b: points jittered across the line.
 * @param {Rng} rnd the drawing's random stream
 * @param {Pt} a
 * @param {Pt} b
 * @param {Tear} [tear]
 */
export function tornEdge(rnd, a, b, { amp = 8, step = 22, skipFirst = false } = {}) {
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
 * @param {Rng} rnd the drawing's random stream
 * @param {Pt[]} corners
 * @param {Tear} [opts]
 */
export function tornPoly(rnd, corners, opts) {
  /** @type {Pt[]} */
  const out = [];
  corners.forEach((c, i) => out.push(...tornEdge(rnd, c, /** @type {Pt} */ (corners[(i + 1) % corners.length]), opts)));
  return out;
}
/** @type {(x: number, y: number, w: number, h: number) => Pt[]} */
export const rectCorners = (x, y, w, h) => [
  [x, y],
  [x + w, y],
  [x + w, y + h],
  [x, y + h],
];
/**
 * Torn paper: a paler fibrous rim under the coloured sheet.
 * @param {Rng} rnd the drawing's random stream
 * @param {Pt[]} corners
 * @param {string} fill
 * @param {{ amp?: number, step?: number, rim?: string, rimAmp?: number }} [opts] rim '' for none
 */
export function tornPaper(rnd, corners, fill, { amp = 9, step = 20, rim = PAPER, rimAmp } = {}) {
  const under = tornPoly(rnd, corners, { amp: rimAmp ?? amp * 1.3, step });
  const over = tornPoly(rnd, corners, { amp, step });
  return (rim ? poly(under, { fill: rim }) : '') + poly(over, { fill });
}

/**
 * A square grid of dots, turned by `angle` degrees.
 * @param {string} id @param {number} spacing @param {number} r @param {string} color @param {number} angle
 */
export function squareDots(id, spacing, r, color, angle) {
  const s = n(spacing);
  const attributes = {
    id,
    width: s,
    height: s,
    patternUnits: 'userSpaceOnUse',
    patternTransform: angle ? `rotate(${angle})` : undefined,
  };
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
export function diagonalDots(id, spacing, r, color, scale) {
  const side = Math.round(spacing * Math.SQRT2 * scale) / scale;
  // Thousandths: n()'s tenths would undo the rounding to whole pixels.
  const exact = (/** @type {number} */ v) => String(Math.round(v * 1000) / 1000);
  // Two dots a tile, a quarter of the way in from opposite corners, and their
  // copies across an edge a dot overlaps.
  const dots = [];
  /** @type {[number, number][]} */
  const corners = [
    [side / 4, (3 * side) / 4],
    [(3 * side) / 4, side / 4],
  ];
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
