/** @jest-environment node */
// The build's audio pipeline (scripts/audio.js) on one of the band's own
// recordings: both files a player offers, the recording's length in the page
// data, and its loudness at the target, measured by ffmpeg's own EBU R128
// meter (ebur128) on the files written. The encoder's cache
// (node_modules/.cache/audio) is the build's: a recording encoded once, by a
// build or by this test, is not encoded again. Then a quiet recording with
// loud peaks, made here, which one gain would lift past the ceiling: the
// encoder's limiter holds them, and the track still reaches the target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audioEncoder, SETTINGS } from '../../scripts/audio.js';
import { CONTENT_DIR, loadContent, mapPictures, mapRecordings } from '../../src/content/content';
import { ffmpegCommand, readDuration, runFfmpeg } from '../../src/content/recordings';
import type { RecordingFile } from '../../src/content/recordings';
import { buildReleaseData } from '../../src/pages/release/data.build';

/** How far the loudness of an encoded file may be from the target: the issue's ±1 LU. */
const LOUDNESS_TOLERANCE = 1;
/** How far an encoded file's length may be from the recording's: the encoders' padding, trimmed on decoding. */
const DURATION_TOLERANCE = 0.1;

/** How far over the ceiling a lossy file's true peak may go: the encoders' ripple, which the ceiling's 1 dB of room is for. */
const PEAK_TOLERANCE = 0.5;

/** A file's integrated loudness (LUFS) and true peak (dBTP), as ebur128's summary gives them. */
async function loudness(file: string): Promise<{ integrated: number; truePeak: number }> {
  const report = await runFfmpeg(['-nostats', '-i', file, '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const summary = report.slice(report.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?\d+(?:\.\d+)?) LUFS/.exec(summary);
  const truePeak = /Peak:\s+(-?\d+(?:\.\d+)?) dBFS/.exec(summary);
  if (!integrated || !truePeak) throw new Error(`ebur128 gave no loudness or peak for ${file}`);
  return { integrated: Number(integrated[1]), truePeak: Number(truePeak[1]) };
}

let scratch: string;
beforeAll(() => {
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'audio-'));
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

test('a recording of the band becomes MP3 and Opus at −14 LUFS, its length in the release page’s data', async () => {
  const { content } = await loadContent(CONTENT_DIR);
  const release = content.releases.find((candidate) => candidate.tracks.some((track) => track.recording));
  if (!release) throw new Error('The band’s content has no recording for this test to encode');
  const track = release.tracks.find((candidate) => candidate.recording)!;
  const recording: RecordingFile = track.recording!;

  const [encoded] = await audioEncoder({ ffmpeg: ffmpegCommand() }).encodeRecordings([
    { recording, name: `audio/${release.slug}/${track.id}` },
  ]);
  expect(encoded!.recording.sources.map((source) => source.type)).toEqual(['audio/mpeg', 'audio/ogg; codecs=opus']);
  expect(encoded!.recording.sources.map((source) => path.extname(source.url))).toEqual(['.mp3', '.opus']);
  expect(encoded!.files.map((file) => file.name)).toEqual(encoded!.recording.sources.map((source) => source.url));
  // Opus is the smaller one, which is why a browser that takes it gets it.
  const [mp3, opus] = encoded!.files;
  expect(opus!.data.length).toBeLessThan(mp3!.data.length);

  for (const file of encoded!.files) {
    const written = path.join(scratch, path.basename(file.name));
    fs.writeFileSync(written, file.data);
    expect(Math.abs((await loudness(written)).integrated - SETTINGS.loudness.integrated)).toBeLessThanOrEqual(LOUDNESS_TOLERANCE);
    expect(Math.abs((await readDuration(written)) - recording.duration)).toBeLessThanOrEqual(DURATION_TOLERANCE);
  }

  // The page data carries the recording as the player reads it: its length, and both files.
  const played = mapRecordings(content, (file) =>
    file.path === recording.path ? encoded!.recording : { duration: file.duration, sources: [] },
  );
  const site = mapPictures(played, (picture) => ({
    image: { src: picture.file, width: picture.width, height: picture.height, sources: [] },
    alt: picture.alt,
  }));
  const data = buildReleaseData(site, { params: { releaseSlug: release.slug }, now: Date.now() });
  const inData = JSON.parse(JSON.stringify(data)) as typeof data;
  expect(inData.release.tracks.find((candidate) => candidate.id === track.id)!.recording).toEqual({
    duration: recording.duration,
    sources: encoded!.recording.sources,
  });
  expect(recording.duration).toBeGreaterThan(0);
});

test('a quiet recording with loud peaks reaches the target too, its peaks held under the ceiling', async () => {
  // A soft 220 Hz tone under a drum machine's kick twice a second: well below −14 LUFS, its kicks near full scale.
  const source = path.join(scratch, 'kicks.wav');
  const signal = '0.1*sin(2*PI*220*t)+0.85*sin(2*PI*110*mod(t\\,0.5))*exp(-150*mod(t\\,0.5))';
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `aevalsrc=${signal}:s=44100:d=12`, source]);
  const before = await loudness(source);
  const { integrated, truePeak } = SETTINGS.loudness;
  // One gain alone would lift the kicks well over the ceiling: the case this test is for.
  expect(before.truePeak + (integrated - before.integrated)).toBeGreaterThan(truePeak + 5);

  const recording: RecordingFile = { path: source, file: 'kicks.wav', duration: await readDuration(source) };
  const encoder = audioEncoder({ ffmpeg: ffmpegCommand(), cacheDir: path.join(scratch, 'cache') });
  const [encoded] = await encoder.encodeRecordings([{ recording, name: 'audio/test/01-kicks' }]);
  for (const file of encoded!.files) {
    const written = path.join(scratch, path.basename(file.name));
    fs.writeFileSync(written, file.data);
    const after = await loudness(written);
    expect(Math.abs(after.integrated - integrated)).toBeLessThanOrEqual(LOUDNESS_TOLERANCE);
    expect(after.truePeak).toBeLessThanOrEqual(truePeak + PEAK_TOLERANCE);
  }
});
