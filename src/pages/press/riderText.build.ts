import type { Rider } from '../../content/press';

/** The rider as plain text, for the venue's technician. */
export function riderText(rider: Rider, bandName: string): string {
  const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');
  const inputs = [...rider.inputs]
    .sort((a, b) => a.channel - b.channel)
    .map(
      (input) =>
        `${String(input.channel).padStart(2)}  ${input.source}  ${input.connection}${input.mic ? ` (${input.mic})` : ''}${input.position ? `  at ${input.position}` : ''}`,
    );
  return [
    `${bandName}: technical rider`,
    '',
    `Stage: at least ${rider.stage.width} × ${rider.stage.depth} m`,
    `Changeover: ${rider.changeover} minutes`,
    `Power: ${rider.power}`,
    '',
    'Inputs (channel, source, DI or mic):',
    ...inputs,
    '',
    'Monitors:',
    list(rider.monitors),
    '',
    'Backline:',
    rider.backline.length > 0 ? list(rider.backline) : '- none: the band brings its own',
    '',
    'Positions on stage (metres from the left edge as the audience sees it, and from the front):',
    list(rider.positions.map((position) => `${position.name} (${position.role}): ${position.x} m, ${position.y} m`)),
    '',
  ].join('\n');
}
