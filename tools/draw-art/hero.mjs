// The home page's hero: a kickflip over a cracked curb, in layers from the back.
import { Doc, halftoneBands } from './doc.mjs';
import { lettering } from './lettering.mjs';
import { ACC, INK, PAPER } from './palette.mjs';
import { tornEdge } from './paper.mjs';
import { crack, drumMachine, specks, tape } from './props.mjs';
import { circle, dPoly, ellipse, g, pairs, path, poly, polyline, rect, smooth } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */

// 1. HERO — kickflip over a cracked curb, in layers from the back.
export function drawHero() {
  const W = 1600;
  const H = 1000;
  const doc = new Doc(W, H, 11);
  heroSkyAndSun(doc, W);
  heroStreet(doc, W, H);
  heroLegs(doc, W);
  heroBoard(doc);
  heroTag(doc, W);
  return doc.toString();
}

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
  const sunRim = sun
    .map(/** @returns {Pt} */ ([x, y]) => [x + rnd.pm(10), y + rnd.pm(10)])
    .map(([x, y]) => [cx + (x - cx) * 1.035, cy + (y - cy) * 1.035]);
  doc.add(poly(sunRim, { fill: PAPER }), poly(sun, { fill: ACC }));
  // dots printed over the sun's lower half (misregistered halftone)
  doc.add(
    g(
      { 'clip-path': doc.clip(poly(sun)) },
      rect(cx - 360, cy + 120, 720, 300, { fill: doc.dots(22, 4, INK) }),
      rect(cx - 360, cy + 230, 720, 300, { fill: doc.dots(22, 6.5, INK) }),
    ),
  );
}

/** The street, the cracked curb and its markings. @param {Doc} doc @param {number} W @param {number} H */
function heroStreet(doc, W, H) {
  const { rnd } = doc;
  // street: black slab with a curb (paper block) cracked
  const streetTop = 760;
  doc.add(
    poly(
      [
        [0, streetTop + 40],
        ...tornEdge(rnd, [0, streetTop + 40], [W, streetTop + 10], { amp: 4, step: 60 }).slice(1),
        [W, streetTop + 10],
        [W, H],
        [0, H],
      ],
      { fill: INK },
    ),
  );
  // curb: top face + front face
  /** @type {Pt[]} */
  const curbTop = [
    [0, 700],
    [W, 668],
    [W, 712],
    [0, 748],
  ];
  /** @type {Pt[]} */
  const curbFront = [
    [0, 748],
    [W, 712],
    [W, 790],
    [0, 830],
  ];
  doc.add(poly(curbTop, { fill: PAPER, stroke: INK, 'stroke-width': 6, 'stroke-linejoin': 'round' }));
  doc.add(
    poly(curbFront, { fill: PAPER }),
    poly(curbFront, { fill: doc.dots(14, 4.2, INK, 30) }),
    poly(curbFront, { fill: 'none', stroke: INK, 'stroke-width': 6 }),
  );
  doc.add(
    poly(
      [
        [0, 830],
        [W, 790],
        [W, H],
        [0, H],
      ],
      { fill: INK },
    ),
  );
  // curb segments + cracks
  doc.add(path('M420 738L420 821M980 721L980 805M1420 707L1420 794', { stroke: INK, 'stroke-width': 6 }));
  doc.add(
    crack(rnd, [700, 730], 80, 120, { width: 6 }),
    crack(rnd, [1190, 714], 100, 110, { width: 6 }),
    crack(rnd, [250, 742], 70, 100, { width: 5 }),
  );
  // chunk missing from the curb edge
  doc.add(poly(pairs([560, 736, 600, 726, 640, 740, 630, 770, 590, 790, 566, 768]), { fill: INK }));
  // street markings: paper dashes in perspective
  doc.add(
    poly(pairs([80, 930, 380, 905, 390, 930, 90, 958]), { fill: PAPER }),
    poly(pairs([640, 890, 940, 868, 946, 890, 648, 914]), { fill: PAPER }),
    poly(pairs([1200, 852, 1500, 832, 1504, 852, 1206, 874]), { fill: PAPER }),
  );
  // scattered specks on the street
  doc.add(specks(rnd, 16, { x: 0, y: 850, w: W, h: 150, color: PAPER, min: 2, max: 5 }));
}

/** The skater's two legs, bent over the board, and the paper halo behind them. */
function skaterLegs() {
  // the skater's legs, cropped at the top by a torn edge
  /** @type {string[]} */
  const legs = [];
  // back leg (left), bent, foot lifting off the tail
  legs.push(
    polyline(pairs([620, -40, 600, 150, 520, 300]), {
      stroke: INK,
      'stroke-width': 112,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  );
  legs.push(
    polyline(pairs([880, -40, 930, 140, 1010, 250]), {
      stroke: INK,
      'stroke-width': 112,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  );
  const legHalo = [
    polyline(pairs([620, -40, 600, 150, 520, 300]), {
      stroke: PAPER,
      'stroke-width': 136,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
    polyline(pairs([880, -40, 930, 140, 1010, 250]), {
      stroke: PAPER,
      'stroke-width': 136,
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    }),
  ];
  return { legs, legHalo };
}

/** The skater's legs and sneakers, cropped at the top by a torn edge. @param {Doc} doc @param {number} W */
function heroLegs(doc, W) {
  const { rnd } = doc;
  const { legs, legHalo } = skaterLegs();
  // sneakers
  /** @type {Pt[]} */
  const sneakerUp = pairs([-60, 0, -58, -52, -10, -50, 30, -28, 96, -18, 118, 4, 118, 20, -62, 20]);
  /** @type {Pt[]} */
  const sneakerSole = pairs([-66, 16, 124, 16, 124, 40, -66, 40]);
  /** @type {(x: number, y: number, ang: number, flip: number) => string} */
  const sneakerT = (x, y, ang, flip) =>
    `translate(${x} ${y}) rotate(${ang}) scale(${1.45 * flip} 1.45) translate(14 12)`;
  /** @type {(x: number, y: number, ang: number, flip?: number) => string} */
  const sneakerHalo = (x, y, ang, flip = 1) =>
    g(
      { transform: sneakerT(x, y, ang, flip) },
      path(dPoly(sneakerUp) + dPoly(sneakerSole), {
        fill: PAPER,
        stroke: PAPER,
        'stroke-width': 24,
        'stroke-linejoin': 'round',
      }),
    );
  /** @type {(x: number, y: number, ang: number, flip?: number) => string} */
  const sneaker = (x, y, ang, flip = 1) =>
    g(
      { transform: sneakerT(x, y, ang, flip) },
      poly(sneakerUp, { fill: PAPER, stroke: INK, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
      poly(sneakerSole, { fill: INK }),
      path('M-40 -6C-10 -36 30 0 92 -6', { stroke: INK, 'stroke-width': 12, fill: 'none' }),
      path('M-8 -46l16 14M14 -38l16 14M36 -30l14 12', { stroke: INK, 'stroke-width': 6 }),
      path('M-66 28H124', { stroke: PAPER, 'stroke-width': 4 }),
    );
  /** @type {[x: number, y: number, ang: number, flip: number][]} */
  const feet = [
    [520, 300, 24, -1],
    [1010, 250, -10, 1],
  ];
  doc.add(
    legHalo,
    feet.map((f) => sneakerHalo(...f)),
    legs,
  );
  // rips at the knees
  doc.add(poly(pairs([580, 140, 602, 126, 616, 142, 636, 130, 640, 150, 612, 160, 590, 156]), { fill: PAPER }));
  doc.add(poly(pairs([906, 128, 930, 116, 944, 132, 962, 124, 960, 146, 934, 150, 912, 146]), { fill: PAPER }));
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
    ...[-230, 230].map((tx) =>
      g(
        { transform: `translate(${tx} 0)` },
        rect(-26, -78, 52, 156, { fill: PAPER, stroke: INK, 'stroke-width': 6, rx: 8 }),
        rect(-10, -60, 20, 120, { fill: INK }),
        ellipse(0, -92, 34, 26, { fill: PAPER, stroke: INK, 'stroke-width': 7 }),
        ellipse(0, 92, 34, 26, { fill: PAPER, stroke: INK, 'stroke-width': 7 }),
        circle(0, -92, 8, { fill: INK }),
        circle(0, 92, 8, { fill: INK }),
      ),
    ),
  );
  // spin arcs and speed lines
  doc.add(
    path('M300 560C340 420 480 330 640 300', {
      stroke: INK,
      'stroke-width': 12,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  doc.add(
    path('M1240 420C1230 560 1130 640 990 670', {
      stroke: INK,
      'stroke-width': 12,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  );
  doc.add(poly(pairs([990, 670, 1040, 640, 1030, 690]), { fill: INK }));
  doc.add(
    path('M170 470h150M120 520h180M200 570h110', { stroke: INK, 'stroke-width': 10, 'stroke-linecap': 'square' }),
  );
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
  const tag = lettering(rnd, 'SKATE PUNK', {
    x: 1060,
    y: 96,
    size: 44,
    sw: 2.7,
    track: 2.4,
    tilt: 6,
    bob: 4,
    scraps: [
      { bg: PAPER, fg: INK },
      { bg: INK, fg: PAPER },
      { bg: ACC, fg: INK },
    ],
  });
  doc.add(g({ transform: 'rotate(-4 1070 96)' }, tag.markup));
  doc.add(tape(1070, 100, 80, 28, -40), tape(1070 + tag.width, 110, 80, 28, -40));
  // photocopy specks
  doc.add(specks(rnd, 24, { x: 0, y: 40, w: W, h: 620, min: 2, max: 6 }));
}
