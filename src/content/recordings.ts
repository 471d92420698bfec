// The encoder of the band's recordings, ffmpeg: where it is, how it is run,
// and the check that it can read a recording, which also gives the
// recording's length (the loader's, src/content/releases.ts). The build's
// encoding step (scripts/audio.js) runs the same ffmpeg.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The encoder: the ffmpeg binary that `npm install` brings
 * (@ffmpeg-installer/ffmpeg, for Linux, macOS and Windows), else the system's
 * `ffmpeg` on the PATH (Debian's), for a platform the package has no binary
 * for. Resolved from the working directory, where the build and the tests
 * run: a bundled copy of this file has no folder of its own to resolve from.
 */
export function ffmpegCommand(): string {
  try {
    const installed = (createRequire(path.resolve('package.json'))('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    if (existsSync(installed)) return installed;
  } catch {
    // The package throws (a string) where it has no binary for this machine: the system's ffmpeg then.
  }
  return 'ffmpeg';
}

/** ffmpeg's own output can run long (a file's tags, every stream): enough for any of it. */
const FFMPEG_OUTPUT_BYTES = 16 * 1024 * 1024;

/** Runs ffmpeg; resolves with what it wrote to stderr (its report), rejects with that report when it fails. */
export function runFfmpeg(args: readonly string[], ffmpeg = ffmpegCommand()): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(ffmpeg, ['-hide_banner', '-nostdin', ...args], { maxBuffer: FFMPEG_OUTPUT_BYTES, encoding: 'utf8' }, (error, _stdout, stderr) => {
      if (error) {
        const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
        reject(new Error(missing ? `the encoder, ${ffmpeg}, is not installed: run npm install` : lastLines(stderr || error.message)));
      } else {
        resolve(stderr);
      }
    });
  });
}

/** ffmpeg's last words are the reason it stopped. */
const lastLines = (report: string) => report.trim().split('\n').slice(-2).join(' ').trim();

/** ffmpeg's progress line says how much it has decoded: `time=00:01:02.45`. */
const decodedTime = /time=(\d+):(\d\d):(\d\d(?:\.\d+)?)/g;

const SECONDS_A_MINUTE = 60;
const SECONDS_AN_HOUR = 60 * SECONDS_A_MINUTE;

/**
 * Decodes the recording's first audio stream to nothing: its length to the
 * hundredth of a second, exact whatever its container says, and proof that
 * the encoder can read it. Rejects with ffmpeg's reason when it cannot.
 */
export async function readDuration(absolute: string, ffmpeg = ffmpegCommand()): Promise<number> {
  const report = await runFfmpeg(['-i', absolute, '-map', '0:a:0', '-f', 'null', '-'], ffmpeg).catch((error: Error) => {
    // The problem names the file already.
    throw new Error(error.message.replaceAll(`${absolute}: `, ''));
  });
  const last = [...report.matchAll(decodedTime)].at(-1);
  const duration = last ? Number(last[1]) * SECONDS_AN_HOUR + Number(last[2]) * SECONDS_A_MINUTE + Number(last[3]) : 0;
  if (!(duration > 0)) throw new Error('it holds no sound');
  return duration;
}
