// Timed lyrics: a track file's line may start with the time it is sung at,
// `[1:23] Vi kör natt`, which the lyric sheet follows as the recording plays.
// How a time is read and written, and the checks that span a file's lines.
import path from 'node:path';
import type { RecordingFile } from './recordings';

/** A lyric line's time, before its words: `[1:23] Vi kör natt`, or to the hundredth, `[1:23.45] Vi kör natt`. */
const timeMarkPattern = /^\[(\d{1,3}):([0-5]\d)(?:\.(\d{1,3}))?\][ \t]*(.*)$/;
/** A line that starts as a time does, `[` and a digit: a time, or a slip in one. */
const timeMarkStart = /^\[\s*\d/;

const SECONDS_A_MINUTE = 60;
/** Times are kept to the millisecond, so `[1:23.45]` is 83.45 as written, whatever the sum's rounding. */
const MS_A_SECOND = 1000;

export const TIMED_EXAMPLE = '[1:23] Vi kör natt';

/** A lyric line as the band wrote it: its time and words, or the mark that is not a time, or no time at all (null). */
export type TimeMark = { readonly time: number; readonly text: string } | { readonly malformed: string };

/** Reads the time a lyric line starts with (`[1:23] Vi kör natt` → 83 s and `Vi kör natt`); null when it starts with none. */
export function parseTimeMark(line: string): TimeMark | null {
  if (!timeMarkStart.test(line)) return null;
  const match = timeMarkPattern.exec(line);
  if (!match) return { malformed: /^\[[^\]]*\]?/.exec(line)![0] };
  const seconds = Number(match[1]) * SECONDS_A_MINUTE + Number(`${match[2]}.${match[3] ?? '0'}`);
  return { time: Math.round(seconds * MS_A_SECOND) / MS_A_SECOND, text: match[4]! };
}

/** The finest time the band writes: a hundredth of a second. */
const HUNDREDTHS_A_SECOND = 100;

/** A time as the band writes it, to the hundredth where it has one: 83.45 → `1:23.45`, 83 → `1:23`. */
export function formatTime(seconds: number): string {
  const hundredths = Math.round(seconds * HUNDREDTHS_A_SECOND);
  const minutes = Math.floor(hundredths / (SECONDS_A_MINUTE * HUNDREDTHS_A_SECOND));
  const whole = Math.floor(hundredths / HUNDREDTHS_A_SECOND) % SECONDS_A_MINUTE;
  const part = hundredths % HUNDREDTHS_A_SECOND;
  return `${minutes}:${String(whole).padStart(2, '0')}${part ? `.${String(part).padStart(2, '0')}` : ''}`;
}

/** A timed line of a track file, for the checks that span lines. */
export interface TimedLine {
  readonly line: number;
  readonly time: number;
}

/**
 * The times of a track file, checked against each other and the recording:
 * they never go backwards through the track, none is past the recording's
 * end, and only a track with a recording (not its translation) has them.
 * False after reporting a problem.
 */
export function checkTimes(
  problem: (line: number, field: string, message: string, example?: string) => void,
  timed: readonly TimedLine[],
  { recording, translation, name }: { recording: RecordingFile | undefined; translation: boolean; name: string },
): boolean {
  const [first] = timed;
  if (!first) return true;
  const mark = `\`[${formatTime(first.time)}]\``;
  if (translation) {
    const original = name.replace(/\.en\.md$/, '.md');
    problem(first.line, 'time', `${mark}: a translation takes no times. The times in ${original} mark the lines as they are sung: delete these.`);
    return false;
  }
  if (!recording) {
    const stem = name.replace(/\.md$/, '');
    const message = `${mark}: the track has no recording for its times to follow. Put its recording beside it (${stem}.mp3), or delete the times.`;
    problem(first.line, 'time', message, `${stem}.mp3`);
    return false;
  }
  let ok = true;
  for (const [index, each] of timed.entries()) {
    const before = timed[index - 1];
    if (before && each.time < before.time) {
      const message = `\`[${formatTime(each.time)}]\` comes before \`[${formatTime(before.time)}]\` on line ${before.line}: a line's time must not go backwards through the track.`;
      problem(each.line, 'time', message, `[${formatTime(before.time)}] …`);
      ok = false;
    } else if (each.time > recording.duration) {
      const message = `\`[${formatTime(each.time)}]\` is past the end of the recording, which is ${formatTime(recording.duration)} long (${path.basename(recording.path)}).`;
      problem(each.line, 'time', message, `[${formatTime(Math.floor(recording.duration))}] …`);
      ok = false;
    }
  }
  return ok;
}
