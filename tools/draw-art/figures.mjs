// The figures: a posed skeleton drawn as a photocopied punk, with hair, tee, shoes and mic stand.
import { ACC, INK, PAPER } from './palette.mjs';
import { circle, dPoly, ellipse, g, lerpPt, n, pairs, path, poly, polyline, rad, rect, rot } from './svg.mjs';
/** @typedef {import('./svg.mjs').Pt} Pt */
/** @typedef {import('./svg.mjs').Rng} Rng */
/** @typedef {import('./doc.mjs').Doc} Doc */

/**
 * @typedef {{ head: Pt, neck: Pt, shoulderL: Pt, shoulderR: Pt, elbowL: Pt, elbowR: Pt, handL: Pt, handR: Pt,
 *   hipL: Pt, hipR: Pt, kneeL: Pt, kneeR: Pt, ankleL: Pt, ankleR: Pt, headTilt?: number, scale?: number }} Pose
 */
/** @typedef {{ kind: 'line', p: Pt[], w: number } | { kind: 'fill', d: string }} Piece a limb or a shape */

/**
 * A faceless, xeroxed band member built from joints `j` (head, neck,
 * shoulderL/R, elbowL/R, handL/R, hipL/R, kneeL/R, ankleL/R; L/R = viewer's
 * left/right). Returns { back, front } markup so an instrument can sit between
 * the body and the arms, plus flat silhouettes for halftone shading masks.
 * `halo` draws a paper rim first so the figure reads as cut out and pasted.
 * `tee` is 'star', 'bolt' or markup for the shirt.
 * @param {Rng} rnd the drawing's random stream
 * @param {Pose} j
 * @param {{
 *   hair?: 'spikes' | 'cap' | 'beanie' | 'mohawk',
 *   ink?: string,
 *   halo?: number,
 *   rips?: boolean,
 *   wrist?: string,
 *   chain?: boolean,
 *   tee?: string | null,
 * }} [look]
 */
export function figure(
  rnd,
  j,
  { hair = 'spikes', ink = INK, halo = 9, rips = true, wrist = ACC, chain = true, tee = null } = {},
) {
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
  const torso = torsoOf(j, P);
  fill('back', dPoly(torso));
  // neck + head (an egg, no face)
  line('back', [neck, lerpPt(neck, j.head, 0.6)], 40);
  const hd = j.head;
  const hr = 54 * S;
  const tiltHead = j.headTilt ?? 0;
  const headD = eggHead(hd, hr);
  const { parts: hairParts, details: headDetails } = hairOf(rnd, hair, hd, hr, S, P);
  const headParts = [headD, ...hairParts];
  fill(
    'back',
    tiltHead
      ? g(
          { transform: `rotate(${tiltHead} ${n(hd[0])} ${n(hd[1] + hr)})` },
          headParts.map((d) => path(d, {})),
        )
      : headParts.join(''),
  );
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
  back.push(...ripsAndChain(j, { rips, chain, S, P }));
  // shirt hem, so shirt and jeans separate
  const h0 = P(hL, -25, 20);
  const h1 = P(hR, 25, 20);
  back.push(path(`M${n(h0[0])} ${n(h0[1])}L${n(h1[0])} ${n(h1[1])}`, { stroke: PAPER, 'stroke-width': n(5 * S) }));
  if (tee) back.push(teePrint(tee, { sL, sR, hL, hR, S }));
  /** @type {string[]} */
  const front = [];
  if (halo) front.push(renderPieces(items.front, PAPER, halo * 2 * S));
  front.push(renderPieces(items.front, ink));
  if (wrist) front.push(...wristBands(j, wrist, S));
  return {
    back: back.join(''),
    front: front.join(''),
    shapeBack: (/** @type {string} */ color) =>
      renderPieces(items.back, color) + shoes('shape').replaceAll('fill="shape"', `fill="${color}"`),
    shapeFront: (/** @type {string} */ color) => renderPieces(items.front, color),
  };
}

/**
 * The T-shirt block of a figure's torso, from its joints.
 * @param {Pose} j @param {(pt: Pt, dx: number, dy: number) => Pt} P a joint moved, scaled with the figure
 * @returns {Pt[]}
 */
function torsoOf(j, P) {
  const { neck, shoulderL: sL, shoulderR: sR, hipL: hL, hipR: hR } = j;
  return [
    P(neck, -30, 4),
    P(sL, 6, -20),
    P(sL, -16, -14),
    P(sL, -28, 6),
    P(sL, -14, 120),
    P(hL, -26, 10),
    P(hL, -24, 24),
    P(hR, 24, 24),
    P(hR, 26, 10),
    P(sR, 14, 120),
    P(sR, 28, 6),
    P(sR, 16, -14),
    P(sR, -6, -20),
    P(neck, 30, 4),
  ];
}

/** An egg-shaped head (no face) centred at `hd`, of radius `hr`. @param {Pt} hd @param {number} hr */
function eggHead(hd, hr) {
  return (
    `M${n(hd[0] - hr * 0.9)} ${n(hd[1] - hr * 0.1)}C${n(hd[0] - hr * 0.95)} ${n(hd[1] - hr * 1.25)}` +
    ` ${n(hd[0] + hr * 0.95)} ${n(hd[1] - hr * 1.25)} ${n(hd[0] + hr * 0.9)} ${n(hd[1] - hr * 0.1)}` +
    `C${n(hd[0] + hr * 0.86)} ${n(hd[1] + hr * 0.7)} ${n(hd[0] + hr * 0.4)} ${n(hd[1] + hr * 1.12)}` +
    ` ${n(hd[0])} ${n(hd[1] + hr * 1.12)}C${n(hd[0] - hr * 0.4)} ${n(hd[1] + hr * 1.12)}` +
    ` ${n(hd[0] - hr * 0.86)} ${n(hd[1] + hr * 0.7)} ${n(hd[0] - hr * 0.9)} ${n(hd[1] - hr * 0.1)}` +
    `Z`
  );
}

/**
 * Ripped knees and a wallet chain, if the look has them.
 * @param {Pose} j
 * @param {{ rips: boolean, chain: boolean, S: number, P: (pt: Pt, dx: number, dy: number) => Pt }} look
 */
function ripsAndChain(j, { rips, chain, S, P }) {
  const hL = j.hipL;
  /** @type {string[]} */
  const back = [];
  if (rips) {
    /** @type {(knee: Pt) => string} */
    const rip = ([kx, ky]) =>
      dPoly(
        /** @type {Pt[]} */ (pairs([-22, -4, -10, -11, 0, -5, 12, -12, 22, -3, 10, 3, 0, 7, -12, 3])).map(([x, y]) => [
          kx + x * S,
          ky + y * S,
        ]),
      );
    back.push(path(rip(j.kneeL) + rip(P(j.kneeR, 0, 16)), { fill: PAPER }));
  }
  if (chain) {
    const c0 = P(hL, -18, -6);
    back.push(
      path(
        `M${n(c0[0])} ${n(c0[1])}C${n(c0[0] - 10 * S)} ${n(c0[1] + 70 * S)} ${n(c0[0] + 40 * S)}` +
          ` ${n(c0[1] + 80 * S)} ${n(c0[0] + 36 * S)} ${n(c0[1] + 12 * S)}`,
        { stroke: PAPER, 'stroke-width': n(5 * S), 'stroke-dasharray': `${n(7 * S)} ${n(5 * S)}`, fill: 'none' },
      ),
    );
  }
  return back;
}

/** A band on each wrist, in `wrist`. @param {Pose} j @param {string} wrist @param {number} S */
function wristBands(j, wrist, S) {
  /** @type {string[]} */
  const front = [];
  /** @type {[Pt, Pt][]} */ ([
    [j.elbowL, j.handL],
    [j.elbowR, j.handR],
  ]).forEach(([e, h]) => {
    const [x, y] = lerpPt(e, h, 0.74);
    const ang = (Math.atan2(h[1] - e[1], h[0] - e[0]) * 180) / Math.PI;
    front.push(
      g(
        { transform: `translate(${n(x)} ${n(y)}) rotate(${n(ang)})` },
        rect(-9 * S, -24 * S, 18 * S, 48 * S, { fill: wrist }),
      ),
    );
  });
  return front;
}

/**
 * The hair (or hat) of a figure's head: shapes filled with the head, and
 * paper details drawn over it.
 * @param {Rng} rnd the drawing's random stream
 * @param {'spikes' | 'cap' | 'beanie' | 'mohawk'} hair
 * @param {Pt} hd the head's centre
 * @param {number} hr the head's radius
 * @param {number} S the figure's scale
 * @param {(pt: Pt, dx: number, dy: number) => Pt} P a point moved by a scaled offset
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
    headParts.push(
      `M${n(hd[0] - hr * 1.0)} ${n(hd[1] - hr * 0.15)}C${n(hd[0] - hr * 1.05)} ${n(hd[1] - hr * 1.55)}` +
        ` ${n(hd[0] + hr * 1.05)} ${n(hd[1] - hr * 1.55)} ${n(hd[0] + hr * 1.0)} ${n(hd[1] - hr * 0.15)}` +
        `Z`,
    );
    headParts.push(dPoly([P(hd, 30, -44), P(hd, 104, -34), P(hd, 108, -18), P(hd, 40, -10)]));
    headDetails.push(
      path(`M${n(hd[0] - hr * 0.5)} ${n(hd[1] - hr * 0.3)}h${n(hr)}`, { stroke: PAPER, 'stroke-width': n(8 * S) }),
    );
    headDetails.push(circle(hd[0], hd[1] - hr * 1.08, 6 * S, { fill: PAPER }));
  } else if (hair === 'beanie') {
    headParts.push(
      `M${n(hd[0] - hr * 1.04)} ${n(hd[1] - hr * 0.02)}C${n(hd[0] - hr * 1.15)} ${n(hd[1] - hr * 1.95)}` +
        ` ${n(hd[0] + hr * 1.15)} ${n(hd[1] - hr * 1.95)} ${n(hd[0] + hr * 1.04)} ${n(hd[1] - hr * 0.02)}` +
        `Z`,
    );
    let rib = '';
    for (let i = -3; i <= 3; i++) rib += `M${n(hd[0] + i * hr * 0.27)} ${n(hd[1] - hr * 0.34)}v${n(hr * 0.26)}`;
    headDetails.push(path(rib, { stroke: PAPER, 'stroke-width': n(5 * S) }));
    headDetails.push(
      path(`M${n(hd[0] - hr * 1.04)} ${n(hd[1] - hr * 0.4)}H${n(hd[0] + hr * 1.04)}`, {
        stroke: PAPER,
        'stroke-width': n(5 * S),
      }),
    );
    headParts.push(
      `M${n(hd[0] - hr * 0.3)} ${n(hd[1] - hr * 1.38)}a${n(hr * 0.3)} ${n(hr * 0.3)} 0 1 0 ${n(hr * 0.6)}` +
        ` 0a${n(hr * 0.3)} ${n(hr * 0.3)} 0 1 0 ${n(-hr * 0.6)} 0Z`,
    );
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
  return dPoly([
    [b[0] + nx, b[1] + ny],
    [e[0] + nx * 1.05, e[1] + ny * 1.05],
    [e[0] - nx * 1.05, e[1] - ny * 1.05],
    [b[0] - nx, b[1] - ny],
  ]);
}

/** @param {Pt} hand @param {number} S */
function fist([x, y], S) {
  return (
    `M${n(x - 25 * S)} ${n(y)}a${n(25 * S)} ${n(25 * S)} 0 1 0 ${n(50 * S)} 0a${n(25 * S)}` +
    ` ${n(25 * S)} 0 1 0 ${n(-50 * S)} 0Z`
  );
}

/**
 * A figure's pieces in one colour, widened by `extra` for the paper halo.
 * @param {Piece[]} list @param {string} color @param {number} [extra]
 */
function renderPieces(list, color, extra = 0) {
  return list
    .map((it) => {
      if (it.kind === 'line')
        return polyline(it.p, {
          stroke: color,
          'stroke-width': n(it.w + extra),
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        });
      if (it.d.startsWith('<'))
        return g(
          { fill: color, ...(extra ? { stroke: color, 'stroke-width': n(extra), 'stroke-linejoin': 'round' } : {}) },
          it.d,
        );
      return path(it.d, {
        fill: color,
        ...(extra ? { stroke: color, 'stroke-width': n(extra), 'stroke-linejoin': 'round' } : {}),
      });
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
  const shoeUp = pairs([-34, 6, -32, -34, 4, -32, 30, -16, 74, -8, 90, 8, 90, 20, -36, 20]);
  /** @type {Pt[]} */
  const shoeSole = pairs([-40, 18, 96, 18, 96, 36, -40, 36]);
  /** @type {(ankle: Pt, dir: number) => string} */
  const shoeT = (ankle, dir) => `translate(${n(ankle[0])} ${n(ankle[1])}) scale(${n(dir * S * 1.15)} ${n(S * 1.15)})`;
  return (mode) =>
    /** @type {[Pt, number][]} */ ([
      [j.ankleL, -1],
      [j.ankleR, 1],
    ])
      .map(([a, dir]) => {
        if (mode === 'halo')
          return g(
            { transform: shoeT(a, dir) },
            path(dPoly(shoeUp) + dPoly(shoeSole), {
              fill: PAPER,
              stroke: PAPER,
              'stroke-width': n((halo * 2) / 1.15),
              'stroke-linejoin': 'round',
            }),
          );
        if (mode === 'shape')
          return g({ transform: shoeT(a, dir) }, path(dPoly(shoeUp) + dPoly(shoeSole), { fill: mode }));
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
    return poly(
      /** @type {Pt[]} */ (pairs([-6, -34, 18, -34, 6, -8, 22, -8, -14, 36, -4, 4, -20, 4])).map(([x, y]) => [
        c[0] + x * S,
        c[1] + y * S,
      ]),
      { fill: ACC },
    );
  }
  return tee;
}

/**
 * Halftone light on a figure: paper dots over the silhouette, inside `area`.
 * The dots fill the silhouette's own shapes rather than a dotted rectangle
 * masked by them: the same picture, which librsvg draws far faster than a
 * pattern under a mask (docs/performance.md has the figures).
 * @param {Doc} doc
 * @param {(color: string) => string} silhouette
 * @param {Pt[]} area
 * @param {{ spacing?: number, r?: number, color?: string }} [dots]
 */
export function shade(doc, silhouette, area, { spacing = 14, r = 3.8, color = PAPER } = {}) {
  return g({ 'clip-path': doc.clip(poly(area)) }, untransformed(silhouette(doc.dots(spacing, r, color))));
}

/**
 * `markup` with each `<g transform>` of paths written out as the paths
 * moved: a pattern's dots are laid out in the space of the shape they fill,
 * so a shoe or a tilted head must sit in the drawing's own space for its
 * dots to line up with the rest.
 * @param {string} markup
 */
function untransformed(markup) {
  const flat = markup.replace(/<g transform="([^"]*)">((?:<path [^>]*\/>)*)<\/g>/g, (_, transform, paths) => {
    const matrix = matrixOf(transform);
    return paths.replace(
      / d="([^"]*)"/g,
      (/** @type {string} */ __, /** @type {string} */ d) => ` d="${movedPath(d, matrix)}"`,
    );
  });
  if (flat.includes('transform='))
    throw new Error(`shade(): a transform it cannot write out: ${flat.match(/<[^>]*transform=[^>]*>/)?.[0]}`);
  return flat;
}

/** @typedef {[number, number, number, number, number, number]} Matrix an affine map, as SVG's matrix(a b c d e f) */

/**
 * The matrix of an SVG transform list of translate, scale and rotate.
 * @param {string} transform
 * @returns {Matrix}
 */
function matrixOf(transform) {
  /** @type {Matrix} */
  let m = [1, 0, 0, 1, 0, 0];
  const then = (/** @type {Matrix} */ [a, b, c, d, e, f]) => {
    m = [
      m[0] * a + m[2] * b,
      m[1] * a + m[3] * b,
      m[0] * c + m[2] * d,
      m[1] * c + m[3] * d,
      m[0] * e + m[2] * f + m[4],
      m[1] * e + m[3] * f + m[5],
    ];
  };
  for (const [, kind = '', list = ''] of transform.matchAll(/(\w+)\(([^)]*)\)/g)) {
    const [x = 0, y, z] = list
      .trim()
      .split(/[\s,]+/)
      .map(Number);
    if (kind === 'translate') then([1, 0, 0, 1, x, y ?? 0]);
    else if (kind === 'scale') then([x, 0, 0, y ?? x, 0, 0]);
    else if (kind === 'rotate') {
      const [cos, sin] = [Math.cos(rad(x)), Math.sin(rad(x))];
      then([1, 0, 0, 1, y ?? 0, z ?? 0]);
      then([cos, sin, -sin, cos, 0, 0]);
      then([1, 0, 0, 1, -(y ?? 0), -(z ?? 0)]);
    } else throw new Error(`shade(): a transform it cannot write out: ${kind}`);
  }
  return m;
}

/**
 * Path data as svg.mjs writes it (absolute M, L, C, Z, and relative arcs for
 * circles), moved by `m`. An arc keeps its shape only under a map that keeps
 * circles round, as the drawings' tilts are.
 * @param {string} d @param {Matrix} m
 */
function movedPath(d, [a, b, c, dd, e, f]) {
  const scale = Math.hypot(a, b);
  const round = Math.abs(Math.hypot(c, dd) - scale) < 1e-9 && Math.abs(a * c + b * dd) < 1e-9;
  return d.replace(/([A-Za-z])([^A-Za-z]*)/g, (_, command, list) => {
    const v = list.trim()
      ? list
          .trim()
          .split(/[\s,]+/)
          .map(Number)
      : [];
    if ('MLC'.includes(command) && v.length % 2 === 0) {
      const moved = [];
      for (let i = 0; i < v.length; i += 2)
        moved.push(`${n(a * v[i] + c * v[i + 1] + e)} ${n(b * v[i] + dd * v[i + 1] + f)}`);
      return command + moved.join(' ');
    }
    if (command === 'Z' && v.length === 0) return command;
    if (command === 'a' && v.length === 7 && round) {
      const [rx, ry, turn, large, sweep, dx, dy] = v;
      const mirrored = a * dd - b * c < 0;
      return `a${[n(rx * scale), n(ry * scale), turn, large, mirrored ? 1 - sweep : sweep].join(' ')} ${n(a * dx + c * dy)} ${n(b * dx + dd * dy)}`;
    }
    throw new Error(`shade(): path data it cannot move: ${command}${list}`);
  });
}

/**
 * Where a point in an instrument's local space lands on the page.
 * @param {{ x: number, y: number, a: number, s: number }} where
 */
export const place = ({ x, y, a, s }) => ({
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
export function micStand(base, top, micEnd, { s = 1 } = {}) {
  const [bx, by] = base;
  const halo = (/** @type {string} */ d, /** @type {number} */ w) =>
    path(d, { stroke: PAPER, 'stroke-width': n(w + 10 * s), fill: 'none', 'stroke-linecap': 'round' }) +
    path(d, { stroke: INK, 'stroke-width': n(w), fill: 'none', 'stroke-linecap': 'round' });
  const tripod =
    `M${n(bx)} ${n(by - 70 * s)}L${n(bx - 70 * s)} ${n(by)}M${n(bx)} ${n(by - 70 * s)}` +
    `L${n(bx + 70 * s)} ${n(by)}M${n(bx)} ${n(by - 70 * s)}L${n(bx + 10 * s)} ${n(by + 8 * s)}`;
  const pole = `M${n(bx)} ${n(by - 60 * s)}L${n(top[0])} ${n(top[1])}`;
  const boom = `M${n(top[0])} ${n(top[1])}L${n(micEnd[0])} ${n(micEnd[1])}`;
  const ang = Math.atan2(micEnd[1] - top[1], micEnd[0] - top[0]);
  const mx = micEnd[0] + Math.cos(ang) * 30 * s;
  const my = micEnd[1] + Math.sin(ang) * 30 * s;
  const mic = g(
    { transform: `translate(${n(mx)} ${n(my)}) rotate(${n((ang * 180) / Math.PI)})` },
    rect(-34 * s, -9 * s, 40 * s, 18 * s, { fill: INK, stroke: PAPER, 'stroke-width': n(5 * s) }),
    ellipse(16 * s, 0, 20 * s, 17 * s, { fill: PAPER, stroke: INK, 'stroke-width': n(5 * s) }),
    path(
      `M${n(6 * s)} ${n(-14 * s)}v${n(28 * s)}M${n(16 * s)} ${n(-16 * s)}v${n(32 * s)}M${n(26 * s)}` +
        ` ${n(-13 * s)}v${n(26 * s)}`,
      { stroke: INK, 'stroke-width': n(3 * s) },
    ),
  );
  return halo(tripod, 9 * s) + halo(pole, 12 * s) + halo(boom, 10 * s) + mic;
}
