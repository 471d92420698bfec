// The share card, the favicon and the wordmark.
import { createRequire } from 'node:module';
import { randomStream } from '../random.mjs';
import { Doc, halftoneBands } from './doc.mjs';
import { lettering } from './lettering.mjs';
import { ACC, INK, PAPER } from './palette.mjs';
import { rectCorners, tornEdge, tornPaper } from './paper.mjs';
import { specks, tape } from './props.mjs';
import { g, n, path, poly, rect } from './svg.mjs';

// 9. Social preview card.
export function drawShareCard() {
  const { width: W, height: H } = /** @type {{ width: number, height: number }} */ (
    createRequire(import.meta.url)('../../src/assets/images/previewCard.json')
  );
  const doc = new Doc(W, H, 41);
  const { rnd } = doc;
  doc.add(rect(0, 0, W, H, { fill: PAPER }));
  // halftone corners
  doc.add(halftoneBands(doc, { x: 0, y: 0, w: W, h: 200, radii: [7, 5, 3, 1.5], spacing: 20 }));
  doc.add(
    poly([[0, 500], ...tornEdge(rnd, [0, 500], [W, 540], { amp: 8, step: 26 }).slice(1), [W, 540], [W, H], [0, H]], {
      fill: INK,
    }),
  );
  // accent torn band behind the name
  doc.add(
    g({ transform: 'rotate(-3 600 300)' }, tornPaper(rnd, rectCorners(-40, 175, 1280, 250), ACC, { amp: 9, step: 22 })),
  );
  const name = lettering(rnd, 'KANTSTÖTT', {
    x: 600,
    y: 226,
    size: 114,
    sw: 2.8,
    track: 2.5,
    anchor: 'middle',
    tilt: 4,
    bob: 6,
    scraps: [
      { bg: INK, fg: PAPER },
      { bg: PAPER, fg: INK },
      { bg: INK, fg: PAPER },
      { bg: PAPER, fg: INK },
      { bg: ACC, fg: INK, edge: INK },
      { bg: INK, fg: PAPER },
      { bg: PAPER, fg: INK },
      { bg: INK, fg: PAPER },
      { bg: PAPER, fg: INK },
    ],
  });
  doc.add(g({ transform: 'rotate(-2 600 290)' }, name.markup));
  doc.add(tape(70, 200, 120, 36, -40), tape(1130, 420, 120, 36, -40));
  // tagline on a black strip
  const tag = lettering(rnd, 'SKATE PUNK · SVERIGE', {
    x: 600,
    y: 556,
    size: 34,
    sw: 2.5,
    track: 1.5,
    anchor: 'middle',
    color: PAPER,
    jitter: 0.1,
  });
  doc.add(tag.markup);
  doc.add(
    rect(600 - tag.width / 2 - 70, 566, 36, 14, { fill: ACC }),
    rect(600 + tag.width / 2 + 34, 566, 36, 14, { fill: ACC }),
  );
  doc.add(specks(rnd, 14, { x: 0, y: 0, w: W, h: 480, min: 2, max: 5 }));
  return doc.toString();
}

// 10. Favicon: a fat black K on the accent, tilted a hair, readable at 16 px.
export function drawFavicon() {
  const doc = new Doc(64, 64, 3);
  doc.add(rect(0, 0, 64, 64, { rx: 10, fill: ACC }));
  doc.add(
    g({ transform: 'rotate(-5 32 32)' }, path('M13 8h14v19l13 -19h16l-16 22l17 26h-16l-14 -22v22h-14Z', { fill: INK })),
  );
  return doc.toString();
}

// 11. The wordmark as a React component (inline SVG, presentation attributes only).
export function drawLogo() {
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
  const { markup, width } = lettering(rnd, 'KANTSTÖTT', {
    x: 0,
    y: 0,
    size,
    sw: 3.2,
    track: 1.9,
    tilt: 4,
    bob: 2.5,
    jitter: 0.14,
    pad: 1.3,
    scraps,
  });
  // bounds: umlaut scrap above the cap line, scraps below the baseline, plus tilt/bob slack
  const padX = 7;
  const top = -30;
  const bottom = 58;
  const vb = `${n(-padX)} ${top} ${n(width + padX * 2)} ${bottom - top}`;
  const shapes = markup.replace(/<polygon points="([^"]*)" fill="none"\/>/g, '');
  // A file the header shows with <img>: it costs no JavaScript and is cached once.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" width="${n(width + padX * 2)}` +
    `" height="${bottom - top}">${shapes}</svg>\n`
  );
}
