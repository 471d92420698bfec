// SVG markup from points and attributes, and the geometry the drawings share.

/** @typedef {[number, number]} Pt a point, [x, y] */
/**
 * SVG attributes (undefined, null and false are left out)
 * @typedef {Record<string, string | number | boolean | null | undefined>} Attrs
 */
/** @typedef {string | string[]} Markup markup, or a list of it */
/** @typedef {import('../random.mjs').Rng} Rng */

export const n = (/** @type {number} */ v) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
};
// A shape's points in tenths, or in whole units inside inWholeUnits.
let pointsIn = n;
const whole = (/** @type {number} */ v) => String(Math.round(v) || 0);
const pts = (/** @type {Pt[]} */ p) => p.map(([x, y]) => `${pointsIn(x)},${pointsIn(y)}`).join(' ');
export const dPoly = (/** @type {Pt[]} */ p, close = true) =>
  'M' + p.map(([x, y]) => `${pointsIn(x)} ${pointsIn(y)}`).join('L') + (close ? 'Z' : '');

/**
 * A drawing whose shapes' points are whole units (circles, rectangles and
 * halftone patterns keep their tenths): for art that goes into a page as
 * text, where every digit counts and half a unit is under a pixel.
 * @param {() => string} draw
 * @returns {() => string}
 */
export const inWholeUnits = (draw) => () => {
  pointsIn = whole;
  try {
    return draw();
  } finally {
    pointsIn = n;
  }
};

/** @param {Attrs} [a] */
function attrs(a = {}) {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');
}
/** @type {(tag: string, a?: Attrs, inner?: string) => string} */
export const el = (tag, a, inner) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
/** @type {(a: Attrs, ...kids: Markup[]) => string} */
export const g = (a, ...kids) => el('g', a, kids.flat(Infinity).join(''));
/** @type {(p: Pt[], a?: Attrs) => string} */
export const poly = (p, a) => el('polygon', { points: pts(p), ...a });
/** @type {(d: string, a?: Attrs) => string} */
export const path = (d, a) => el('path', { d, ...a });
/** @type {(x: number, y: number, w: number, h: number, a?: Attrs) => string} */
export const rect = (x, y, w, h, a) => el('rect', { x: n(x), y: n(y), width: n(w), height: n(h), ...a });
/** @type {(cx: number, cy: number, r: number, a?: Attrs) => string} */
export const circle = (cx, cy, r, a) => el('circle', { cx: n(cx), cy: n(cy), r: n(r), ...a });
/** @type {(cx: number, cy: number, rx: number, ry: number, a?: Attrs) => string} */
export const ellipse = (cx, cy, rx, ry, a) => el('ellipse', { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(ry), ...a });
/** @type {(p: Pt[], a?: Attrs) => string} */
export const polyline = (p, a) => el('polyline', { points: pts(p), fill: 'none', ...a });

/**
 * Points from a flat list of coordinates, x then y: `pairs([0, 10, 6, 10])` is
 * `[[0, 10], [6, 10]]`. Written flat, a shape's points fill a line or two.
 * @param {number[]} xy an even number of coordinates
 * @returns {Pt[]}
 */
export function pairs(xy) {
  /** @type {Pt[]} */
  const points = [];
  for (let i = 0; i + 1 < xy.length; i += 2)
    points.push([/** @type {number} */ (xy[i]), /** @type {number} */ (xy[i + 1])]);
  return points;
}

export const rad = (/** @type {number} */ deg) => (deg * Math.PI) / 180;
/** @type {(p: Pt, deg: number, c?: Pt) => Pt} */
export const rot = ([x, y], deg, [cx, cy] = [0, 0]) => {
  const c = Math.cos(rad(deg));
  const s = Math.sin(rad(deg));
  return [cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c];
};
/** @type {(a: number, b: number, t: number) => number} */
export const lerp = (a, b, t) => a + (b - a) * t;
/** @type {(p: Pt, q: Pt, t: number) => Pt} */
export const lerpPt = (p, q, t) => [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];

/**
 * Smooth closed (or open) curve through points (Catmull-Rom as cubic Béziers).
 * @param {Pt[]} p not empty
 */
export function smooth(p, closed = true, tension = 1) {
  const m = p.length;
  const at = (/** @type {number} */ i) =>
    /** @type {Pt} */ (closed ? p[(i + m) % m] : p[Math.max(0, Math.min(m - 1, i))]);
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
