/** @jest-environment node */
// The build's audio pipeline (scripts/audio.js) on one of the band's own
// recordings: both files a player offers, the recording's length in the page
// data, and its loudness at the target, measured by ffmpeg's own EBU R128
// meter (ebur128), not by the loudnorm filter that set it. The encoder's
// cache (node_modules/.cache/audio) is the build's: a recording encoded once,
// by a build or by this test, is not encoded again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { audioEncoder, SETTINGS } from '../../scripts/audio.js';
import { CONTENT_DIR, loadContent, mapPictures, mapRecordings } from '../../src/content/content';
import { ffmpegCommand, readDuration, runFfmpeg } from '../../src/content/recordings';
import type { RecordingFile } from '../../src/content/releases';
import { buildReleaseData } from '../../src/pages/release/data.build';

/** How far the loudness of an encoded file may be from the target: the issue's ±1 LU. */
const LOUDNESS_TOLERANCE = 1;
/** How far an encoded file's length may be from the recording's: the encoders' padding, trimmed on decoding. */
const DURATION_TOLERANCE = 0.1;

/** The integrated loudness of a file in LUFS, as ebur128's summary gives it. */
async function integratedLoudness(file: string): Promise<number> {
  const report = await runFfmpeg(['-nostats', '-i', file, '-af', 'ebur128', '-f', 'null', '-']);
  const summary = report.slice(report.lastIndexOf('Summary:'));
  const match = /I:\s+(-?\d+(?:\.\d+)?) LUFS/.exec(summary);
  if (!match) throw new Error(`ebur128 gave no integrated loudness for ${file}`);
  return Number(match[1]);
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
    expect(Math.abs((await integratedLoudness(written)) - SETTINGS.loudness.integrated)).toBeLessThanOrEqual(LOUDNESS_TOLERANCE);
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
