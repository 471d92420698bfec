// The four releases' covers.
import { Doc, halftoneBands } from './doc.mjs';
import { lettering } from './lettering.mjs';
import { ACC, INK, PAPER } from './palette.mjs';
import { rectCorners, tornEdge, tornPaper, tornPoly } from './paper.mjs';
import { specks, tape } from './props.mjs';
import { circle, dPoly, ellipse, g, n, pairs, path, poly, polyline, rect, rot, smooth } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */

/** A bird's body in profile, beak to tail, around its feet: perched and falling birds share it. @type {Pt[]} */
const BIRD_BODY = pairs([-50, 22, -30, -6, -8, -22, 6, -40, 20, -42, 27, -31, 20, -18, 15, -4, 2, 5, -22, 6]);

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
    poly(pairs([24, -37, 42, -31, 24, -26]), { fill }),
    path('M-4 4L-6 12M6 2L6 12', { stroke: fill, 'stroke-width': 4 }),
    circle(16, -32, 3, { fill: PAPER }),
  );
}

// 5. Cover: "Birds don't sing / Fritt fall" (2024) — paper-dominant.
export function drawBirdsCover() {
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
  wiresAndBirds(doc, W);
  fallingBird(doc);
  birdsTitle(doc);
  doc.add(specks(rnd, 12, { x: 0, y: 460, w: W, h: 320, min: 2, max: 4 }));
  return doc.toString();
}

/** The wires from the pole, the birds perched on the first, and the gap one left. @param {Doc} doc @param {number} W */
function wiresAndBirds(doc, W) {
  const { rnd } = doc;
  // three sagging wires
  const wire = (/** @type {number} */ y0, /** @type {number} */ y1, /** @type {number} */ sag) =>
    `M67 ${y0}Q${560} ${y0 + sag} ${W + 10} ${y1}`;
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
  doc.add(
    path(
      `M${n(gap.x)} ${n(gap.y + 16)}C${n(gap.x + 60)} ${n(gap.y + 100)} ${n(gap.x - 30)} ${n(gap.y + 160)} 590 420`,
      { stroke: INK, 'stroke-width': 5, 'stroke-dasharray': '14 12', fill: 'none' },
    ),
  );
}

/** The bird that let go, falling, its motion lines and loose feathers. @param {Doc} doc */
function fallingBird(doc) {
  const fall = [600, 610];
  const body = smooth(BIRD_BODY, true, 0.9);
  doc.add(
    g(
      { transform: `translate(${fall[0]} ${fall[1]}) rotate(200) scale(2.4)` },
      // the far wing, flung open
      poly(pairs([-10, -8, -2, -58, 8, -74, 14, -60, 22, -66, 22, -48, 30, -50, 20, -16]), {
        fill: ACC,
        stroke: INK,
        'stroke-width': 2.6,
        'stroke-linejoin': 'round',
      }),
      path(body, { fill: ACC, stroke: INK, 'stroke-width': 2.6 }),
      poly(pairs([24, -37, 42, -31, 24, -26]), { fill: INK }),
      // near wing
      poly(pairs([-16, -2, -34, 30, -30, 44, -22, 34, -16, 46, -10, 32, -2, 40, 2, 6]), {
        fill: ACC,
        stroke: INK,
        'stroke-width': 2.6,
        'stroke-linejoin': 'round',
      }),
      path('M-4 4L-8 16M6 2L8 14', { stroke: INK, 'stroke-width': 2.6 }),
      path('M12 -36l7 7M19 -36l-7 7', { stroke: INK, 'stroke-width': 2.2 }),
    ),
  );
  // motion lines above the fall
  doc.add(path('M560 470v60M610 440v70M660 470v50', { stroke: INK, 'stroke-width': 6, 'stroke-linecap': 'square' }));
  // loose feathers
  /** @type {(x: number, y: number, a: number, f: string) => string} */
  const feather = (x, y, a, f) =>
    g(
      { transform: `translate(${x} ${y}) rotate(${a})` },
      path('M0 -26C14 -14 14 14 0 26C-14 14 -14 -14 0 -26Z', { fill: f, stroke: INK, 'stroke-width': 3 }),
      path('M0 -22V30', { stroke: INK, 'stroke-width': 3 }),
    );
  doc.add(
    feather(440, 520, 30, ACC),
    feather(760, 560, -50, PAPER),
    feather(720, 420, 80, ACC),
    feather(420, 690, -20, PAPER),
  );
}

/** "BIRDS DON'T SING / FRITT FALL" on a torn black strip. @param {Doc} doc */
function birdsTitle(doc) {
  const { rnd } = doc;
  // title block: torn black strip with paper lettering
  doc.add(poly(tornPoly(rnd, rectCorners(-20, 790, 1040, 170), { amp: 7, step: 22 }), { fill: INK }));
  const t1 = lettering(rnd, "BIRDS DON'T SING", {
    x: 500,
    y: 818,
    size: 62,
    sw: 2.7,
    track: 1.3,
    anchor: 'middle',
    color: PAPER,
    tilt: 2.5,
    bob: 3,
  });
  doc.add(t1.markup);
  const t2 = lettering(rnd, 'FRITT FALL', {
    x: 500,
    y: 904,
    size: 34,
    sw: 2.6,
    track: 1.6,
    anchor: 'middle',
    color: ACC,
    tilt: 2,
    bob: 2,
  });
  doc.add(t2.markup);
  doc.add(tape(880, 780, 120, 34, 28));
}

// 6. Cover: "VARM & KALL EP" (2022) — accent against black, diagonal split.
export function drawVarmKallCover() {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 8);
  const { rnd } = doc;
  // warm half (top-left), cold half (bottom-right), split by a torn diagonal
  doc.add(rect(0, 0, W, H, { fill: ACC }));
  const split = tornEdge(rnd, [-20, 1060], [1060, -20], { amp: 12, step: 26 });
  warmHalf(doc, H);
  coldHalf(doc, split, W);
  varmKallTitles(doc);
  return doc.toString();
}

/**
 * VARM & KALL's warm half: halftone on the accent, a paper sun with stencil rays.
 * @param {Doc} doc @param {number} H
 */
function warmHalf(doc, H) {
  const warmDots = halftoneBands(doc, {
    x: 0,
    y: 0,
    w: 720,
    h: H,
    radii: [7.6, 5.4, 3.2],
    spacing: 26,
    vertical: false,
  });
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
    rays += dPoly([
      [sc[0] + Math.cos(a - wdt) * r0, sc[1] + Math.sin(a - wdt) * r0],
      [sc[0] + Math.cos(a) * r1, sc[1] + Math.sin(a) * r1],
      [sc[0] + Math.cos(a + wdt) * r0, sc[1] + Math.sin(a + wdt) * r0],
    ]);
  }
  doc.add(path(rays, { fill: INK }));
  doc.add(circle(sc[0], sc[1], 110, { fill: PAPER, stroke: INK, 'stroke-width': 10 }));
  doc.add(
    g(
      { 'clip-path': doc.clip(circle(sc[0], sc[1], 106)) },
      halftoneBands(doc, {
        x: sc[0] - 110,
        y: sc[1] - 110,
        w: 220,
        h: 220,
        radii: [0, 0, 2, 4, 6],
        spacing: 14,
        vertical: false,
        angle: 30,
      }),
    ),
  );
}

/**
 * VARM & KALL's cold half, below the torn diagonal `split`: black, halftone, a stencil snowflake.
 * @param {Doc} doc @param {Pt[]} split @param {number} W
 */
function coldHalf(doc, split, W) {
  /** @type {Pt[]} */
  const coldPoly = [...split, [1060, -20], [1060, 1060]];
  doc.add(
    poly(split.map(/** @returns {Pt} */ ([x, y]) => [x + 8, y + 8]).concat(pairs([1060, -20, 1060, 1060])), {
      fill: PAPER,
    }),
  );
  doc.add(
    poly(
      coldPoly.map(([x, y]) => [x + 18, y + 18]),
      { fill: INK },
    ),
  );
  const coldClip = doc.clip(poly(coldPoly.map(([x, y]) => [x + 18, y + 18])));
  doc.add(
    g(
      { 'clip-path': coldClip },
      halftoneBands(doc, {
        x: 0,
        y: 320,
        w: W,
        h: 680,
        radii: [3.2, 4.8, 6.4],
        spacing: 26,
        vertical: true,
        color: PAPER,
      }),
    ),
  );
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
    flake +=
      seg([36, 0], [180, 0]) +
      seg([92, 0], [128, -36]) +
      seg([92, 0], [128, 36]) +
      seg([142, 0], [168, -24]) +
      seg([142, 0], [168, 24]);
  }
  doc.add(path(flake, { stroke: INK, 'stroke-width': 34, 'stroke-linecap': 'square' }));
  doc.add(path(flake, { stroke: PAPER, 'stroke-width': 18, 'stroke-linecap': 'square' }));
  doc.add(circle(fc[0], fc[1], 30, { fill: PAPER, stroke: INK, 'stroke-width': 8 }));
}

/** VARM & KALL's titles, the ampersand on a torn patch where the halves meet, and the EP stamp. @param {Doc} doc */
function varmKallTitles(doc) {
  const { rnd } = doc;
  const warm = lettering(rnd, 'VARM', {
    x: 64,
    y: 74,
    size: 120,
    sw: 2.9,
    track: 1.2,
    tilt: 4,
    bob: 5,
    color: INK,
    rotate: -4,
  });
  doc.add(warm.markup);
  const cold = lettering(rnd, 'KALL', {
    x: 944,
    y: 836,
    size: 120,
    sw: 2.9,
    track: 1.2,
    tilt: 4,
    bob: 5,
    color: PAPER,
    anchor: 'end',
    rotate: -4,
  });
  doc.add(cold.markup);
  // ampersand on a torn paper patch where the halves meet
  doc.add(
    g(
      { transform: 'rotate(-12 500 500)' },
      tornPaper(rnd, rectCorners(420, 410, 160, 180), PAPER, { amp: 5, step: 14, rim: INK }),
    ),
  );
  doc.add(lettering(rnd, '&', { x: 500, y: 440, size: 120, sw: 3, anchor: 'middle', color: INK, jitter: 0.1 }).markup);
  // EP stamp
  doc.add(
    g(
      { transform: 'rotate(-10 840 120)' },
      rect(764, 80, 150, 80, { fill: PAPER, stroke: INK, 'stroke-width': 6 }),
      lettering(rnd, 'EP', { x: 839, y: 96, size: 48, sw: 3, anchor: 'middle', color: INK, jitter: 0.1 }).markup,
    ),
  );
}

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
export function drawKnivCover() {
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
    path('M-460 -34L150 -34L150 40L-340 40C-400 40 -440 14 -460 -34Z', {
      fill: doc.dots(9, 3.2, INK, 0),
      transform: 'translate(24 30)',
    }),
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
    path('M184 -40L440 -40C470 -40 484 -20 484 6C484 32 470 48 440 48L184 48Z', {
      fill: ACC,
      stroke: INK,
      'stroke-width': 6,
    }),
    rect(184, -40, 300, 20, { fill: doc.dots(8, 2.6, INK, 0) }),
    circle(240, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
    circle(320, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
    circle(400, 4, 11, { fill: PAPER, stroke: INK, 'stroke-width': 5 }),
  );
  doc.add(knife);
  // title: huge stencil KNIV across the top, cut by bridges
  const title = lettering(rnd, 'KNIV', {
    x: 500,
    y: 60,
    size: 190,
    sw: 3.1,
    track: 1.6,
    anchor: 'middle',
    color: PAPER,
    jitter: 0.08,
    tilt: 1.5,
  });
  doc.add(title.markup);
  // stencil bridges: thin black bars across the lettering
  doc.add(path('M0 118H1000M0 212H1000', { stroke: INK, 'stroke-width': 9 }));
  // LIVE stamp + REC dot
  doc.add(
    g(
      { transform: 'rotate(-8 770 790)' },
      rect(620, 730, 300, 120, { fill: 'none', stroke: ACC, 'stroke-width': 12 }),
      lettering(rnd, 'LIVE', { x: 770, y: 752, size: 76, sw: 3, anchor: 'middle', color: ACC, jitter: 0.15 }).markup,
    ),
  );
  doc.add(
    circle(640, 918, 16, { fill: ACC }),
    lettering(rnd, 'REC', { x: 668, y: 904, size: 28, sw: 2.8, color: PAPER, jitter: 0.1 }).markup,
  );
  doc.add(
    lettering(rnd, 'RECORDING SESSION · 2021', {
      x: 940,
      y: 954,
      size: 20,
      sw: 2.4,
      track: 1.3,
      anchor: 'end',
      color: PAPER,
      jitter: 0.08,
    }).markup,
  );
  doc.add(specks(rnd, 16, { x: 0, y: 300, w: W, h: 450, color: PAPER, min: 2, max: 5 }));
  return doc.toString();
}

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
    g(
      { transform: `translate(${cx} ${cy}) rotate(${angle})` },
      ellipse(0, 14, r, r * squash, { fill: INK }),
      ellipse(0, 0, r, r * squash, { fill: PAPER, stroke: INK, 'stroke-width': 10 }),
      ellipse(0, 0, r * 0.8, r * 0.8 * squash, {
        fill: 'none',
        stroke: INK,
        'stroke-width': 5,
        'stroke-dasharray': '4 9',
      }),
      g(
        { transform: `scale(1 ${squash})` },
        lettering(rnd, '1', { x: -r * 0.2, y: -r * 0.42, size: r * 0.84, sw: 3.4, color: INK, jitter: 0 }).markup,
      ),
    ) + g({ 'clip-path': clip }, rect(cx - r, cy, r * 2, r, { fill: doc.dots(12, 3.6, INK, 30) }))
  );
}

// 8. Cover: "Spring / Två Cent" (2021) — accent-dominant.
export function drawSpringCover() {
  const W = 1000;
  const H = 1000;
  const doc = new Doc(W, H, 29);
  doc.add(rect(0, 0, W, H, { fill: ACC }));
  // coarse black dots drifting in from the right edge
  doc.add(
    halftoneBands(doc, { x: 500, y: 0, w: 500, h: H, radii: [0, 2.4, 3.8, 5.2, 6.8], spacing: 26, vertical: false }),
  );
  // speed lines behind the runner
  doc.add(
    path('M40 250H300M0 320H260M60 390H330M0 470H250M80 560H300', {
      stroke: INK,
      'stroke-width': 12,
      'stroke-linecap': 'square',
    }),
  );
  runningLegs(doc);
  // two coins, one flipping
  doc.add(coin(800, 810, 116, { squash: 1, angle: -8, doc }));
  doc.add(coin(820, 590, 76, { squash: 0.42, angle: 28, doc }));
  doc.add(
    path('M700 560l-40 -24M700 610l-46 4M720 660l-36 26', {
      stroke: INK,
      'stroke-width': 8,
      'stroke-linecap': 'square',
    }),
  );
  springTitles(doc);
  return doc.toString();
}

/** The runner's legs and shoes, one planted and pushing back, one swinging forward, and the dust. @param {Doc} doc */
function runningLegs(doc) {
  const legs = [
    polyline(pairs([470, -40, 430, 170, 250, 300]), {
      stroke: PAPER,
      'stroke-width': 136,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    polyline(pairs([560, -40, 700, 170, 650, 400]), {
      stroke: PAPER,
      'stroke-width': 136,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    polyline(pairs([470, -40, 430, 170, 250, 300]), {
      stroke: INK,
      'stroke-width': 112,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    polyline(pairs([560, -40, 700, 170, 650, 400]), {
      stroke: INK,
      'stroke-width': 112,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  ];
  doc.add(legs);
  /** @type {Pt[]} */
  const up = pairs([-60, 0, -58, -52, -10, -50, 30, -28, 96, -18, 118, 4, 118, 20, -62, 20]);
  /** @type {Pt[]} */
  const sole = pairs([-66, 16, 124, 16, 124, 40, -66, 40]);
  /** @type {(x: number, y: number, ang: number, flip: number) => string} */
  const shoe = (x, y, ang, flip) =>
    g(
      { transform: `translate(${x} ${y}) rotate(${ang}) scale(${1.5 * flip} 1.5) translate(14 12)` },
      path(dPoly(up) + dPoly(sole), { fill: PAPER, stroke: PAPER, 'stroke-width': 14, 'stroke-linejoin': 'round' }),
      poly(up, { fill: PAPER, stroke: INK, 'stroke-width': 7, 'stroke-linejoin': 'round' }),
      poly(sole, { fill: INK }),
      path('M-40 -6C-10 -36 30 0 92 -6', { stroke: ACC, 'stroke-width': 12, fill: 'none' }),
      path('M-8 -46l16 14M14 -38l16 14M36 -30l14 12', { stroke: INK, 'stroke-width': 6 }),
      path('M-66 28H124', { stroke: PAPER, 'stroke-width': 4 }),
    );
  doc.add(shoe(250, 300, 38, 1), shoe(650, 400, -4, 1));
  // dust puffs behind the back foot
  doc.add(
    circle(250, 520, 40, { fill: PAPER }),
    circle(200, 540, 30, { fill: PAPER }),
    circle(300, 550, 26, { fill: PAPER }),
    circle(160, 510, 18, { fill: PAPER }),
  );
}

/** "SPRING / TVÅ CENT" on torn paper and a black strip, taped. @param {Doc} doc */
function springTitles(doc) {
  const { rnd } = doc;
  doc.add(
    g(
      { transform: 'rotate(-3 60 700)' },
      tornPaper(rnd, rectCorners(40, 640, 590, 170), PAPER, { amp: 6, step: 16, rim: INK }),
    ),
  );
  doc.add(
    lettering(rnd, 'SPRING', { x: 70, y: 668, size: 112, sw: 3, track: 1.1, tilt: 3, bob: 4, color: INK, rotate: -3 })
      .markup,
  );
  doc.add(g({ transform: 'rotate(2 60 880)' }, rect(50, 846, 360, 80, { fill: INK })));
  doc.add(
    lettering(rnd, 'TVÅ CENT', { x: 70, y: 862, size: 46, sw: 2.8, track: 1.4, color: PAPER, rotate: 2, tilt: 2 })
      .markup,
  );
  doc.add(tape(60, 640, 110, 32, -40), tape(610, 790, 110, 32, -30));
}
