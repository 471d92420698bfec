// A drawing: its size, its random stream, its patterns and clip paths; halftone bands.
import { createRequire } from 'node:module';
import { randomStream } from '../random.mjs';
import { INK } from './palette.mjs';
import { diagonalDots, squareDots, tornEdge } from './paper.mjs';
import { el, g, poly } from './svg.mjs';
/** @typedef {import('./svg.mjs').Markup} Markup */
/** @typedef {import('./svg.mjs').Pt} Pt */

/** @type {{ svgRasterScale: (drawn: number) => number }} */
const { svgRasterScale } = createRequire(import.meta.url)('../../scripts/pictures.js');

export class Doc {
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
      this.defs.push(
        angle === 45 ? diagonalDots(id, spacing, r, color, this.scale) : squareDots(id, spacing, r, color, angle),
      );
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
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w}` +
      ` ${this.h}">` +
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
 * @param {{
 *   x: number,
 *   y: number,
 *   w: number,
 *   h: number,
 *   radii: number[],
 *   spacing: number,
 *   color?: string,
 *   vertical?: boolean,
 *   clip?: string,
 *   angle?: number,
 *   ragged?: number,
 * }} bands
 */
export function halftoneBands(
  doc,
  { x, y, w, h, radii, spacing, color = INK, vertical = true, clip, angle = 45, ragged = 14 },
) {
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
      const top =
        i === 0
          ? [
              [x, y0],
              [x + w, y0],
            ]
          : tornEdge(rnd, [x, y0], [x + w, y0], { amp: ragged, step: 40 }).concat([[x + w, y0]]);
      /** @type {Pt[]} */
      const bot =
        i === k - 1
          ? [
              [x + w, y1],
              [x, y1],
            ]
          : tornEdge(rnd, [x + w, y1 + ragged], [x, y1 + ragged], { amp: ragged, step: 40 }).concat([[x, y1 + ragged]]);
      p = top.concat(bot);
    } else {
      const x0 = x + (w * i) / k;
      const x1 = x + (w * (i + 1)) / k;
      /** @type {Pt[]} */
      const left =
        i === 0
          ? [
              [x0, y + h],
              [x0, y],
            ]
          : tornEdge(rnd, [x0, y + h], [x0, y], { amp: ragged, step: 40 }).concat([[x0, y]]);
      /** @type {Pt[]} */
      const right =
        i === k - 1
          ? [
              [x1, y],
              [x1, y + h],
            ]
          : tornEdge(rnd, [x1 + ragged, y], [x1 + ragged, y + h], { amp: ragged, step: 40 }).concat([
              [x1 + ragged, y + h],
            ]);
      p = left.concat(right);
    }
    parts.push(poly(p, { fill }));
  }
  return clip ? g({ 'clip-path': clip }, parts) : parts.join('');
}
