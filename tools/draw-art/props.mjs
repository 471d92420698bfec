// Tape, specks, cracks, the instruments and the drum machine.
import { ACC, INK, PAPER } from './palette.mjs';
import { circle, dPoly, lerpPt, n, path, poly, polyline, rad, rect, rot } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */
/** @typedef {import('./svg.mjs').Rng} Rng */
/** @typedef {import('./doc.mjs').Doc} Doc */

/**
 * Strip of tape with nicked ends.
 * @param {number} cx
 * @param {number} cy
 * @param {number} w
 * @param {number} h
 * @param {number} angle
 */
export function tape(cx, cy, w, h, angle, fill = PAPER, opacity = 0.82) {
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
  ]
    .map((q) => rot(/** @type {Pt} */ (q), angle))
    .map(([x, y]) => [x + cx, y + cy]);
  return poly(p, { fill, 'fill-opacity': opacity });
}

/**
 * Photocopier specks and streaks: a few coarse marks, not per-pixel noise.
 * @param {Rng} rnd the drawing's random stream
 * @param {number} count
 * @param {{ x?: number, y?: number, w: number, h: number, color?: string, min?: number, max?: number }} area
 */
export function specks(rnd, count, { x = 0, y = 0, w, h, color = INK, min = 2, max = 7 }) {
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
 * @param {Rng} rnd the drawing's random stream
 * @param {Pt} start
 * @param {number} angle
 * @param {number} length
 * @param {{ segs?: number, width?: number, color?: string, branch?: boolean }} [opts]
 * @returns {string}
 */
export function crack(rnd, start, angle, length, { segs = 7, width = 4, color = INK, branch = true } = {}) {
  const p = [start];
  let a = angle;
  let cur = start;
  for (let i = 0; i < segs; i++) {
    a += rnd.pm(35);
    const l = length / segs;
    cur = [cur[0] + Math.cos(rad(a)) * l, cur[1] + Math.sin(rad(a)) * l];
    p.push(cur);
  }
  let out = polyline(p, {
    stroke: color,
    'stroke-width': width,
    'stroke-linejoin': 'bevel',
    'stroke-linecap': 'round',
  });
  if (branch) {
    const at = /** @type {Pt} */ (p[Math.floor(segs / 2)]);
    out += crack(rnd, at, angle + rnd.pick([-50, 50]), length * 0.4, {
      segs: 3,
      width: width * 0.6,
      color,
      branch: false,
    });
  }
  return out;
}

/**
 * Electric bass / guitar in local space (body centre at 0,0, neck along +x).
 * @param {{
 *   kind?: 'bass' | 'guitar',
 *   body?: string,
 *   outline?: string,
 *   guard?: string,
 *   neckFill?: string,
 *   doc?: Doc,
 *   ht?: { spacing: number, r: number, color: string } | null,
 *   halo?: number,
 * }} look
 */
export function stringInstrument({
  kind = 'bass',
  body = ACC,
  outline = INK,
  guard = INK,
  neckFill = PAPER,
  doc,
  ht = null,
  halo = 0,
}) {
  const bass = kind === 'bass';
  const bodyD = OUTLINES[kind].body;
  const neckLen = bass ? 350 : 250;
  const nw0 = bass ? 28 : 30;
  const nw1 = bass ? 22 : 26;
  const nx0 = bass ? 46 : 40;
  const nx1 = nx0 + neckLen;
  /** @type {Pt[]} */
  const neck = [
    [nx0, -nw0 / 2],
    [nx1, -nw1 / 2],
    [nx1, nw1 / 2],
    [nx0, nw0 / 2],
  ];
  const headLen = bass ? 86 : 72;
  const head = headstockOf(bass, nx1, nw1, headLen);
  /** @type {string[]} */
  const parts = [];
  if (halo)
    parts.push(
      path(bodyD + dPoly(neck) + dPoly(head), {
        fill: PAPER,
        stroke: PAPER,
        'stroke-width': halo * 2 + 6,
        'stroke-linejoin': 'round',
      }),
    );
  parts.push(path(bodyD, { fill: body, stroke: outline, 'stroke-width': 6, 'stroke-linejoin': 'round' }));
  if (ht && doc) parts.push(path(bodyD, { fill: doc.dots(ht.spacing, ht.r, ht.color) }));
  // pickguard
  const guardD = OUTLINES[kind].guard;
  parts.push(path(guardD, { fill: guard, stroke: outline, 'stroke-width': 3 }));
  parts.push(...pickupsAndBridge(bass, outline));
  parts.push(poly(neck, { fill: neckFill, stroke: outline, 'stroke-width': 5, 'stroke-linejoin': 'round' }));
  parts.push(poly(head, { fill: outline }));
  parts.push(fretsAndStrings({ bass, nx0, nx1, nw0, nw1, outline }));
  // tuners
  const tuners = tunersOf(bass, nx1, nw1);
  parts.push(tuners.map(([x, y]) => circle(x, y, 6, { fill: outline })).join(''));
  // strap button + cable
  return parts.join('');
}

// The outlines of the instruments' bodies and pickguards: SVG path data, a shape to a line.
/** @type {Record<'bass' | 'guitar', { body: string, guard: string }>} */
const OUTLINES = {
  bass: {
    body: 'M60 -14C70 -30 88 -56 82 -70C76 -82 56 -74 44 -62C30 -50 10 -46 -10 -56C-40 -74 -95 -84 -122 -56C-145 -30 -140 30 -122 54C-96 84 -46 82 -12 62C8 52 24 56 40 62C56 66 66 54 62 40C58 26 56 18 60 14Z',
    guard:
      'M56 -16C60 -30 64 -44 56 -52C46 -56 30 -40 4 -40C-20 -40 -40 -56 -60 -40C-72 -24 -56 0 -40 14C-24 30 -14 46 8 44C30 42 44 40 50 30Z',
  },
  guitar: {
    body: 'M52 -16C48 -40 30 -52 4 -50C-30 -48 -48 -66 -84 -62C-124 -58 -134 -14 -130 8C-126 48 -100 70 -60 68C-30 66 -14 54 8 58C28 62 42 52 38 36C34 24 44 18 52 14Z',
    guard:
      'M48 -14C46 -30 30 -36 10 -34C-14 -32 -26 -40 -40 -30C-48 -20 -40 -4 -28 8C-18 20 -8 34 10 36C28 38 36 30 46 14Z',
  },
};

/**
 * The headstock's outline, past the neck's end at `nx1`.
 * @param {boolean} bass @param {number} nx1 @param {number} nw1 the neck's width there @param {number} headLen
 * @returns {Pt[]}
 */
function headstockOf(bass, nx1, nw1, headLen) {
  return bass
    ? [
        [nx1 - 2, -nw1 / 2 - 1],
        [nx1 + 20, -nw1 / 2 - 8],
        [nx1 + headLen, -nw1 / 2 - 12],
        [nx1 + headLen + 10, -4],
        [nx1 + headLen, 8],
        [nx1 + 20, nw1 / 2 + 2],
        [nx1 - 2, nw1 / 2 + 1],
      ]
    : [
        [nx1 - 2, -nw1 / 2 - 1],
        [nx1 + 14, -nw1 / 2 - 10],
        [nx1 + headLen, -nw1 / 2 - 14],
        [nx1 + headLen + 8, 0],
        [nx1 + headLen, nw1 / 2 + 14],
        [nx1 + 14, nw1 / 2 + 10],
        [nx1 - 2, nw1 / 2 + 1],
      ];
}

/** The pickups and the bridge (and a guitar's knobs). @param {boolean} bass @param {string} outline */
function pickupsAndBridge(bass, outline) {
  /** @type {string[]} */
  const parts = [];
  if (bass) {
    parts.push(
      rect(-8, -24, 16, 24, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
      rect(-18, 0, 16, 24, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
    );
    parts.push(rect(-78, -22, 20, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
  } else {
    parts.push(
      rect(-8, -22, 14, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
      rect(-40, -22, 14, 44, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
    );
    parts.push(rect(-76, -20, 14, 40, { fill: PAPER, stroke: outline, 'stroke-width': 3 }));
    parts.push(
      circle(-62, 40, 7, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
      circle(-36, 46, 7, { fill: PAPER, stroke: outline, 'stroke-width': 3 }),
    );
  }
  return parts;
}

/**
 * The frets, their spacing shrinking toward the body, and the strings.
 * @param {{ bass: boolean, nx0: number, nx1: number, nw0: number, nw1: number, outline: string }} neck
 */
function fretsAndStrings({ bass, nx0, nx1, nw0, nw1, outline }) {
  // frets
  let frets = '';
  // frets: spacing shrinks toward the body
  const fretCount = bass ? 20 : 21;
  const scaleLen = (nx1 - nx0) / (1 - Math.pow(2, -(fretCount + 0.6) / 12));
  for (let i = 1; i <= fretCount; i++) {
    const fx = nx1 - scaleLen * (1 - Math.pow(2, -i / 12));
    if (fx > nx0 + 6) frets += `M${n(fx)} ${n(-nw0 / 2)}v${n(nw0)}`;
  }
  const fretsD = path(frets, { stroke: outline, 'stroke-width': 3 });
  // strings
  const strings = bass ? 4 : 6;
  let sd = '';
  for (let i = 0; i < strings; i++) {
    const off = (i / (strings - 1) - 0.5) * (nw1 - 8);
    const offB = (i / (strings - 1) - 0.5) * (bass ? 22 : 24);
    sd += `M${n(bass ? -70 : -68)} ${n(offB)}L${n(nx1 + 4)} ${n(off)}`;
  }
  return fretsD + path(sd, { stroke: outline, 'stroke-width': 1.6 });
}

/**
 * Where the tuners sit on the headstock.
 * @param {boolean} bass @param {number} nx1 @param {number} nw1
 * @returns {Pt[]}
 */
function tunersOf(bass, nx1, nw1) {
  return bass
    ? [
        [nx1 + 24, -nw1 / 2 - 14],
        [nx1 + 46, -nw1 / 2 - 16],
        [nx1 + 68, -nw1 / 2 - 18],
        [nx1 + 88, -nw1 / 2 - 18],
      ]
    : [
        [nx1 + 22, -nw1 / 2 - 16],
        [nx1 + 42, -nw1 / 2 - 18],
        [nx1 + 62, -nw1 / 2 - 20],
        [nx1 + 22, nw1 / 2 + 16],
        [nx1 + 42, nw1 / 2 + 18],
        [nx1 + 62, nw1 / 2 + 20],
      ];
}

/**
 * Drum machine seen from the front and a little above.
 * (x, y) = top-left of the front face. Pads: 4×4 grid on the top face.
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {{ face?: string, top?: string, pad?: string, accentPads?: number[], depth?: number }} [look]
 */
export function drumMachine(
  x,
  y,
  w,
  { face = INK, top = INK, pad = PAPER, accentPads = [1, 6, 11, 12], depth = 0.55 } = {},
) {
  const h = w * 0.22;
  const d = w * depth; // visual depth of the top face
  const sk = w * 0.08; // perspective inset of the back edge
  /** @type {string[]} */
  const parts = [];
  /** @type {Pt[]} */
  const topFace = [
    [x, y],
    [x + sk, y - d],
    [x + w - sk, y - d],
    [x + w, y],
  ];
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
      kd +=
        `M${n(kx - w * 0.022)} ${n(ky)}a${n(w * 0.022)} ${n(w * 0.015)} 0 1 0 ${n(w * 0.044)}` +
        ` 0a${n(w * 0.022)} ${n(w * 0.015)} 0 1 0 ${n(-w * 0.044)} 0Z`;
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
  parts.push(
    rect(x + w * 0.05 + ((w * 0.9) / steps) * 4 + 2, y + h * 0.3, (w * 0.9) / steps - 6, h * 0.42, { fill: ACC }),
  );
  parts.push(
    rect(x + w * 0.05 + ((w * 0.9) / steps) * 12 + 2, y + h * 0.3, (w * 0.9) / steps - 6, h * 0.42, { fill: ACC }),
  );
  return parts.join('');
}
