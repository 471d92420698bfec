import type { Rider } from '../../content/press';
// The stage plot, drawn from the rider's positions and inputs at build time:
// the kit's stage-plot.svg, which the press page shows too, so it carries its
// colours itself (tokens.css's ink, paper and accent).
import { renderToStaticMarkup } from 'react-dom/server';
const INK = '#111111';
const PAPER = '#f1ece1';
const ACCENT = '#ff4d1a';

/** Centimetres per metre: the drawing's unit, so that coordinates are whole numbers. */
const CM = 100;
/** Room around the stage for the edge labels. */
const MARGIN = 80;
const MARKER_RADIUS = 28;

const channelsAt = (rider: Rider, name: string) =>
  rider.inputs.filter((input) => input.position === name).map((input) => `${input.channel}`);

/** The stage plot as an SVG file, and the size it is drawn at. */
export function stagePlotSvg(rider: Rider, title: string): { svg: string; width: number; height: number } {
  const width = Math.round(rider.stage.width * CM) + 2 * MARGIN;
  const height = Math.round(rider.stage.depth * CM) + 2 * MARGIN;
  return { svg: renderToStaticMarkup(<StagePlot rider={rider} title={title} />), width, height };
}

/** The plot as the audience sees the stage: the front edge at the bottom. */
function StagePlot({ rider, title }: { rider: Rider; title: string }) {
  const width = Math.round(rider.stage.width * CM);
  const depth = Math.round(rider.stage.depth * CM);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width + 2 * MARGIN}
      height={depth + 2 * MARGIN}
      viewBox={`${-MARGIN} ${-MARGIN} ${width + 2 * MARGIN} ${depth + 2 * MARGIN}`}
      fontFamily="ui-monospace, Menlo, Consolas, 'Liberation Mono', monospace"
    >
      <title>{title}</title>
      <rect x={-MARGIN} y={-MARGIN} width={width + 2 * MARGIN} height={depth + 2 * MARGIN} fill={PAPER} />
      <rect x={0} y={0} width={width} height={depth} fill={PAPER} stroke={INK} strokeWidth={8} />
      <line x1={0} y1={depth} x2={width} y2={depth} stroke={ACCENT} strokeWidth={14} />
      <text x={width / 2} y={-MARGIN / 3} textAnchor="middle" fontSize={28} fill={INK}>
        BACK · {rider.stage.width} × {rider.stage.depth} m
      </text>
      <text x={width / 2} y={depth + MARGIN * 0.7} textAnchor="middle" fontSize={32} fontWeight={700} fill={INK}>
        FRONT · AUDIENCE
      </text>
      {rider.positions.map((position) => {
        const x = Math.round(position.x * CM);
        const y = Math.round(depth - position.y * CM);
        const channels = channelsAt(rider, position.name);
        return (
          <g key={position.name}>
            <circle cx={x} cy={y} r={MARKER_RADIUS} fill={INK} />
            <text x={x} y={y + 9} textAnchor="middle" fontSize={26} fontWeight={700} fill={PAPER}>
              {position.name.slice(0, 1).toUpperCase()}
            </text>
            <text x={x} y={y - MARKER_RADIUS - 10} textAnchor="middle" fontSize={24} fontWeight={700} fill={INK}>
              {position.name}
            </text>
            <text x={x} y={y + MARKER_RADIUS + 22} textAnchor="middle" fontSize={19} fill={INK}>
              {position.role}
            </text>
            {channels.length > 0 && (
              <text x={x} y={y + MARKER_RADIUS + 43} textAnchor="middle" fontSize={19} fontWeight={700} fill={INK}>
                ch {channels.join(', ')}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
