#!/usr/bin/env -S npx tsx
// Plays the band's recordings for the site (tools/make-audio/: the
// instruments and the songs' arrangements) and times the lyric lines to them.
//
//   npx tsx tools/make-audio.ts [--out DIR]
//
// For each song it writes the recording beside its track file in
// content/releases/ (or DIR), `01-birds-dont-sing.mp3` by
// `01-birds-dont-sing.md`, and rewrites the track file's lyric lines with
// the time each is sung (`[0:04.80] Five a.m. and the streetlights hum`), so
// the lyrics and the recording cannot drift apart. The songs are drawn from
// seeds (tools/random.mjs) and encoded by the build's own encoder with its
// version stamp left out, so a run makes the same files as the last one; the
// recordings are committed, and this is only needed to play them again.
//
// MP3, mono at 96 kbit/s, or the song's own lower rate: the recordings stay
// small in the repository (the build makes the files fans get from them,
// loudness and all).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ffmpegCommand, runFfmpeg } from '../src/content/recordings';
import { formatTime, parseTimeMark } from '../src/content/timedLyrics';
import { hashText } from './random.mjs';
import { wav } from './make-audio/instruments';
import { lineTimes, play, SONGS, type Song } from './make-audio/songs';

const { values } = parseArgs({ options: { out: { type: 'string', default: path.resolve('content', 'releases') } } });
const out = path.resolve(values.out);

/** The source's bit rate in kbit/s, unless the song sets its own: small in the repository, and far above what the build's encoders take from it. */
const SOURCE_BITRATE = 96;

/** The track file's lyric lines, each marked with the time the arrangement sings it. */
function timedLyrics(source: string, song: Song): string {
  const sung = lineTimes(song);
  const [, frontMatter = '', body = ''] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(source) ?? [];
  let section = -1;
  let line = 0;
  const lines = body.split('\n').map((raw) => {
    const heading = /^##\s*(.+)$/.exec(raw.trim());
    if (heading) {
      section++;
      line = 0;
      const expected = sung[section]?.label;
      if (heading[1]!.toLowerCase() !== expected)
        throw new Error(`${song.track}: section ${section + 1} is ${heading[1]}, the arrangement's is ${expected}`);
      return raw;
    }
    if (!raw.trim()) return raw;
    const mark = parseTimeMark(raw.trim());
    const words = mark && 'text' in mark ? mark.text : raw.trim();
    const time = sung[section]?.times[line++];
    if (time === undefined)
      throw new Error(`${song.track}: the arrangement sings fewer lines in section ${section + 1} than the lyrics have`);
    return `[${formatTime(time)}] ${words}`;
  });
  if (section !== sung.length - 1)
    throw new Error(`${song.track}: the lyrics have ${section + 1} sections, the arrangement ${sung.length}`);
  return frontMatter + lines.join('\n');
}

async function main() {
  const ffmpeg = ffmpegCommand();
  const scratch = mkdtempSync(path.join(tmpdir(), 'make-audio-'));
  try {
    for (const song of SONGS) {
      const trackFile = path.join(out, song.track);
      const recording = trackFile.replace(/\.md$/, '.mp3');
      const source = path.join(scratch, 'song.wav');
      writeFileSync(source, wav(play(song, hashText(song.track))));
      const bitExact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact'];
      await runFfmpeg(
        ['-y', '-i', source, ...bitExact, '-c:a', 'libmp3lame', '-b:a', `${song.bitrate ?? SOURCE_BITRATE}k`, recording],
        ffmpeg,
      );
      writeFileSync(trackFile, timedLyrics(readFileSync(trackFile, 'utf8'), song));
      console.log(`[make-audio] ${path.relative(process.cwd(), recording)}, and the times of ${path.basename(trackFile)}'s lines`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`make-audio: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
