// The made tracks' recordings. They come from a small fixed pool, the band's
// own (the first few recordings in --from's releases, in path order), the
// same whatever the seed: the build's audio cache is keyed by a recording's
// bytes, so it keeps them from run to run, and only the band's new ones are
// ever encoded. A catalogue grown from content with no recordings (the
// tests' fixture) gets none, and is the same byte for byte as before there
// were recordings. Each track draws from a stream of its own whether it has
// one, which, and whether its lines are timed to it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { readDuration } from '../../src/content/recordings';
import { recordingFilePattern } from '../../src/content/recordings';
import { formatTime } from '../../src/content/timedLyrics';
import type { Streams } from './streams';

/** At most this many of the band's recordings: a catalogue's tracks share them. */
export const RECORDING_POOL = 3;
/** How often a made track has a recording, and how often one that has is timed. */
const RECORDED = 0.4;
const TIMED = 0.5;
/** Timed lines end before the recording does, the last line's words being sung after its time. */
const SUNG_PART = 0.9;
/** Every so many lines, one is left untimed, as a band leaves a line that follows straight on. */
const UNTIMED_EVERY = 5;

export interface PoolRecording {
  /** Absolute path of the band's file. */
  readonly file: string;
  /** Its ending, `.mp3`: the made track's copy keeps it. */
  readonly ending: string;
  /** In seconds, as the encoder reads it. */
  readonly duration: number;
}

/** The pool: the first recordings in `from`'s release folders, in path order, with their lengths. */
export async function recordingPool(from: string): Promise<PoolRecording[]> {
  const releases = path.join(from, 'releases');
  const found: string[] = [];
  for (const folder of (await readdir(releases, { withFileTypes: true }).catch(() => [])).filter((entry) =>
    entry.isDirectory(),
  )) {
    for (const name of await readdir(path.join(releases, folder.name))) {
      if (recordingFilePattern.test(name)) found.push(path.join(releases, folder.name, name));
    }
  }
  const chosen = found.sort().slice(0, RECORDING_POOL);
  return Promise.all(
    chosen.map(async (file) => ({ file, ending: path.extname(file), duration: await readDuration(file) })),
  );
}

/** A track file's lyric lines marked with times spread over the recording, a line now and then left untimed. */
export function timedText(text: string, duration: number): string {
  const [head = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(text)?.slice(1) ?? [];
  const lines = body.split('\n');
  const sung = lines.filter((line) => line.trim() && !line.startsWith('#')).length;
  const step = (duration * SUNG_PART) / Math.max(1, sung);
  let index = 0;
  const timed = lines.map((line) => {
    if (!line.trim() || line.startsWith('#')) return line;
    const at = index++;
    return at % UNTIMED_EVERY === UNTIMED_EVERY - 1
      ? line
      : `[${formatTime(Math.floor(at * step * 100) / 100)}] ${line}`;
  });
  return head + timed.join('\n');
}

/**
 * Gives some of the made tracks a recording from the pool, and times the
 * lyrics of some of those. So that every catalogue with a pool has a track
 * with a recording, one timed and one without, the first track of the first
 * release is always recorded and timed, and the last always without.
 */
export function withRecordings<T extends { tracks: { text: string; recording?: PoolRecording; timed?: boolean }[] }>(
  streams: Streams,
  made: T[],
  pool: readonly PoolRecording[],
): void {
  if (pool.length === 0) return;
  const last = made.at(-1)?.tracks.at(-1);
  made.forEach((release, i) =>
    release.tracks.forEach((track, n) => {
      const rng = streams(`recording:${i}:${n + 1}`);
      const recorded = rng.chance(RECORDED);
      const recording = pool[rng.int(0, pool.length - 1)]!;
      const timed = rng.chance(TIMED);
      const first = i === 0 && n === 0;
      if (track === last || !(recorded || first)) return;
      track.recording = recording;
      track.timed = timed || first;
      if (track.timed) track.text = timedText(track.text, recording.duration);
    }),
  );
}
