// The stage plot, drawn from the rider's positions and inputs at build time:
// the kit's stage-plot.svg, and the same drawing inside the press page (in
// its data, so the page's script need not carry the drawing code, and it
// shows offline, where press/ is not kept). Plain markup, made here rather
// than by React's server renderer, so the page's data builder runs wherever
// the tests build it. It carries its colours itself (the brand's ink, paper
// and accent).
import type { Rider } from '../../content/press';
import brand from '../../styles/brand.json';

const { ink: INK, paper: PAPER, accent: ACCENT } = brand;
const FONT = "ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace";

/** Centimetres per metre: the drawing's unit, so that coordinates are whole numbers. */
const CM = 100;
/** Room around the stage for the edge labels. */
const MARGIN = 80;
const MARKER_RADIUS = 28;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** A line of text centred on `x`. */
const label = (x: number, y: number, size: number, text: string, { bold = false, fill = INK } = {}) =>
  `<text x="${x}" y="${y}" text-anchor="middle" font-size="${size}"${bold ? ' font-weight="700"' : ''} fill="${fill}">${escaped(text)}</text>`;

/** What the stage plot shows, in words. */
export const stagePlotTitle = (rider: Rider) =>
  `Stage plot, ${rider.stage.width} × ${rider.stage.depth} m, seen from the audience: ${rider.positions
    .map((position) => `${position.name} (${position.role}) ${position.x} m from the left and ${position.y} m from the front`)
    .join('; ')}.`;

/** The plot as the audience sees the stage, the front edge at the bottom, as SVG markup. */
export function stagePlotSvg(rider: Rider): string {
  const width = Math.round(rider.stage.width * CM);
  const depth = Math.round(rider.stage.depth * CM);
  const [outerWidth, outerHeight] = [width + 2 * MARGIN, depth + 2 * MARGIN];
  const title = stagePlotTitle(rider);
  const positions = rider.positions.map((position) => {
    const x = Math.round(position.x * CM);
    const y = Math.round(depth - position.y * CM);
    const channels = rider.inputs.filter((input) => input.position === position.name).map((input) => input.channel);
    return [
      `<circle cx="${x}" cy="${y}" r="${MARKER_RADIUS}" fill="${INK}"/>`,
      label(x, y + 9, 26, position.name.slice(0, 1).toUpperCase(), { bold: true, fill: PAPER }),
      label(x, y - MARKER_RADIUS - 10, 24, position.name, { bold: true }),
      label(x, y + MARKER_RADIUS + 22, 19, position.role),
      ...(channels.length > 0 ? [label(x, y + MARKER_RADIUS + 43, 19, `ch ${channels.join(', ')}`, { bold: true })] : []),
    ].join('');
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${outerWidth}" height="${outerHeight}" viewBox="${-MARGIN} ${-MARGIN} ${outerWidth} ${outerHeight}" role="img" aria-label="${escaped(title)}" font-family="${escaped(FONT)}">`,
    `<title>${escaped(title)}</title>`,
    `<rect x="${-MARGIN}" y="${-MARGIN}" width="${outerWidth}" height="${outerHeight}" fill="${PAPER}"/>`,
    `<rect x="0" y="0" width="${width}" height="${depth}" fill="${PAPER}" stroke="${INK}" stroke-width="8"/>`,
    `<line x1="0" y1="${depth}" x2="${width}" y2="${depth}" stroke="${ACCENT}" stroke-width="14"/>`,
    label(width / 2, Math.round(-MARGIN / 3), 28, `BACK · ${rider.stage.width} × ${rider.stage.depth} m`),
    label(width / 2, Math.round(depth + MARGIN * 0.7), 32, 'FRONT · AUDIENCE', { bold: true }),
    ...positions,
    '</svg>',
  ].join('');
}
