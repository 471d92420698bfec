// The members' portraits and the group picture.
import { Doc, halftoneBands } from './doc.mjs';
import { figure, micStand, place, shade } from './figures.mjs';
import { lettering } from './lettering.mjs';
import { ACC, INK, PAPER } from './palette.mjs';
import { rectCorners, tornEdge, tornPaper, tornPoly } from './paper.mjs';
import { drumMachine, specks, stringInstrument, tape } from './props.mjs';
import { circle, g, n, pairs, path, poly, rect } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */
/** @typedef {import('./figures.mjs').Pose} Pose */

// Poses (joints) shared by the portraits and the group flyer.
// A table, a pair of joints to a line: the formatter would give each point a line of its own.
// prettier-ignore
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
  return (
    path(d, { stroke: INK, 'stroke-width': w + 8, 'stroke-linecap': 'butt' }) +
    path(d, { stroke: PAPER, 'stroke-width': w, 'stroke-dasharray': '14 6' })
  );
}

/**
 * The singer/bassist: figure, strap, bass, arms, halftone light. Portrait space 800×1000.
 * @param {Doc} doc
 * @param {{ mic?: boolean }} [opts]
 */
export function drawBassist(doc, { mic = true } = {}) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_BASS, { hair: 'spikes', tee: 'star' });
  return [
    fig.back,
    shade(doc, fig.shapeBack, pairs([430, 0, 800, 0, 800, 1000, 520, 1000])),
    strap(BASS_AT.at([78, -66]), [POSE_BASS.shoulderR[0] - 10, POSE_BASS.shoulderR[1] - 6]),
    g(
      { transform: BASS_AT.transform },
      stringInstrument({ kind: 'bass', body: PAPER, ht: { spacing: 10, r: 2.6, color: INK }, doc }),
    ),
    fig.front,
    shade(doc, fig.shapeFront, pairs([520, 0, 800, 0, 800, 1000, 560, 1000])),
    mic ? micStand([170, 975], [170, 520], [318, 262]) : '',
  ].join('');
}

// 3. Singer / bassist portrait.
export function drawVocalsBass() {
  const W = 800;
  const H = 1000;
  const doc = new Doc(W, H, 31);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 520, radii: [8.4, 6.6, 4.8, 3], spacing: 24 }));
  // accent sheet, torn, tilted behind the figure
  doc.add(
    g({ transform: 'rotate(-4 400 500)' }, tornPaper(rnd, rectCorners(110, 96, 600, 780), ACC, { amp: 7, step: 18 })),
  );
  // black stage floor
  doc.add(
    poly([[0, 880], ...tornEdge(rnd, [0, 880], [W, 860], { amp: 8, step: 30 }).slice(1), [W, 860], [W, H], [0, H]], {
      fill: INK,
    }),
  );
  doc.add(rect(0, 950, W, 50, { fill: doc.dots(14, 3, PAPER) }));
  doc.add(drawBassist(doc));
  doc.add(tape(150, 110, 120, 36, -35), tape(660, 870, 120, 36, -30));
  doc.add(specks(rnd, 14, { x: 0, y: 0, w: W, h: 860, min: 2, max: 5 }));
  return doc.toString();
}

// A table, a pair of joints to a line: the formatter would give each point a line of its own.
// prettier-ignore
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
  return (
    path(d, { stroke: INK, 'stroke-width': w + 8, fill: 'none', 'stroke-linecap': 'round' }) +
    path(d, { stroke: PAPER, 'stroke-width': w, fill: 'none', 'stroke-linecap': 'round' })
  );
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
  return (
    path(d, { stroke: PAPER, 'stroke-width': w + 10 }) +
    path(d, { stroke: INK, 'stroke-width': w }) +
    circle((x0 + x1) / 2, (yTop + yBot) / 2, w, { fill: ACC, stroke: INK, 'stroke-width': 4 })
  );
}

/** The guitarist: figure, strap, guitar (paper-haloed), arms, halftone light. @param {Doc} doc */
export function drawGuitarist(doc) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_GTR, { hair: 'beanie', tee: 'bolt' });
  const jack = GTR_AT.at([-120, 40]);
  return {
    body: [
      fig.back,
      shade(doc, fig.shapeBack, pairs([0, 0, 440, 0, 360, 1000, 0, 1000])),
      strap(GTR_AT.at([60, -44]), [POSE_GTR.shoulderR[0] - 12, POSE_GTR.shoulderR[1] - 6], 14),
      g({ transform: GTR_AT.transform }, stringInstrument({ kind: 'guitar', body: ACC, guard: PAPER, doc, halo: 7 })),
      fig.front,
      shade(doc, fig.shapeFront, pairs([0, 0, 400, 0, 330, 1000, 0, 1000])),
    ].join(''),
    jack,
  };
}

// 4. Guitarist / drum programmer portrait.
export function drawGuitarDrums() {
  const W = 800;
  const H = 1000;
  const doc = new Doc(W, H, 47);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: INK }));
  // paper dots fading down the black: a xeroxed night
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 700, radii: [2.6, 4, 5.4, 6.8], spacing: 24, color: PAPER }));
  // a torn accent band running diagonally behind the player
  doc.add(
    g(
      { transform: 'rotate(-28 400 500)' },
      tornPaper(rnd, rectCorners(-300, 330, 1400, 330), ACC, { amp: 8, step: 20 }),
    ),
  );
  // paper floor
  doc.add(
    poly([[0, 860], ...tornEdge(rnd, [0, 860], [W, 880], { amp: 8, step: 26 }).slice(1), [W, 880], [W, H], [0, H]], {
      fill: PAPER,
    }),
  );
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
}

// The member at the drum machine (portrait space 800×1000).
// A table, a pair of joints to a line: the formatter would give each point a line of its own.
// prettier-ignore
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
export function drawMachinist(doc) {
  const { rnd } = doc;
  const fig = figure(rnd, POSE_DM, { hair: 'cap', tee: null, chain: false });
  return [
    fig.back,
    shade(doc, fig.shapeBack, pairs([440, 0, 800, 0, 800, 1000, 470, 1000])),
    xStand(230, 570, 700, 985, 16),
    drumMachine(190, 664, 420, { depth: 0.46, accentPads: [0, 5, 10, 15] }),
    fig.front,
    shade(doc, fig.shapeFront, pairs([440, 0, 800, 0, 800, 1000, 470, 1000])),
  ].join('');
}

// 2. GROUP — the three of them as a photocopied flyer.
export function drawGroup() {
  const W = 1600;
  const H = 1000;
  const doc = new Doc(W, H, 23);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  // the "photo": black, torn, with paper halftone rising from the floor
  const photo = tornPoly(rnd, rectCorners(50, 46, 1500, 850), { amp: 6, step: 18 });
  doc.add(
    poly(
      photo.map(([x, y]) => [x + 14, y + 12]),
      { fill: doc.dots(10, 3, INK, 0) },
    ),
  );
  doc.add(poly(photo, { fill: INK }));
  const clip = doc.clip(poly(photo));
  doc.add(
    g(
      { 'clip-path': clip },
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
        return (
          poly(
            p.map(([x, y]) => [c[0] + (x - c[0]) * 1.04, c[1] + (y - c[1]) * 1.04]),
            { fill: PAPER },
          ) + poly(p, { fill: ACC })
        );
      })(),
      // stage floor
      rect(0, 800, W, 120, { fill: INK }),
      g({ transform: 'translate(130 78) scale(0.82)' }, drawBassist(doc, { mic: false })),
      g({ transform: 'translate(472 92) scale(0.8)' }, drawMachinist(doc)),
      g({ transform: 'translate(898 78) scale(0.82)' }, drawGuitarist(doc).body),
    ),
  );
  // flyer lettering on the paper margin
  const name = lettering(rnd, 'KANTSTÖTT', {
    x: 70,
    y: 904,
    size: 58,
    sw: 2.8,
    track: 2.4,
    tilt: 5,
    bob: 5,
    scraps: [
      { bg: PAPER, fg: INK, edge: INK },
      { bg: ACC, fg: INK },
      { bg: INK, fg: PAPER },
    ],
  });
  doc.add(g({ transform: 'rotate(-2 70 900)' }, name.markup));
  const sub = lettering(rnd, 'SKATE PUNK · SVERIGE', {
    x: 1530,
    y: 936,
    size: 26,
    sw: 2.3,
    track: 1.3,
    anchor: 'end',
    jitter: 0.12,
  });
  doc.add(sub.markup);
  doc.add(tape(86, 60, 150, 40, -38), tape(1520, 70, 150, 40, 36), tape(1510, 880, 130, 40, -36));
  doc.add(specks(rnd, 20, { x: 60, y: 60, w: 1480, h: 300, color: PAPER, min: 2, max: 5 }));
  return doc.toString();
}
