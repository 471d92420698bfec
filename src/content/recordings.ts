// The band's recordings as the loader finds them in a release's folder: the
// files a track's recording may be, which track each belongs to, and the
// encoder, ffmpeg (where it is, how it is run, and the check that it can read
// a recording, which also gives its length). The build's encoding step
// (scripts/audio.js) runs the same ffmpeg.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Loading, nearest, shownPath } from './check';

/** The kinds of file a track's recording may be; the build encodes each for the web. */
export const recordingExtensions = ['flac', 'wav', 'mp3', 'm4a'] as const;

/** A track's recording, beside its lyrics and named as they are: `02-mareld.flac` beside `02-mareld.md`. */
export const recordingFilePattern = new RegExp(`^(\\d{1,2})-([a-z0-9]+(-[a-z0-9]+)*)\\.(${recordingExtensions.join('|')})$`, 'i');

/** A recording a release folder may hold: one named as its track is, or one a track's front matter names (as the editor uploads it). */
export const audioFilePattern = new RegExp(`^[^/\\\\]+\\.(${recordingExtensions.join('|')})$`, 'i');

/** A recording as the loader finds it beside its track, before the build encodes it. */
export interface RecordingFile {
  /** Absolute path. */
  readonly path: string;
  /** As shown in messages, e.g. content/releases/birds/01-birds-dont-sing.mp3. */
  readonly file: string;
  /** In seconds, as the encoder read it. */
  readonly duration: number;
}

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

/** A track's recording, given what its front matter names (if anything) and that field's line. */
export type RecordingLookup = (named: string | undefined, line: number) => Promise<RecordingFile | undefined>;

/**
 * The recordings in a release folder: each track's is the one its front
 * matter names (`recording: mareld-master.flac`, as the editor uploads it),
 * else the one named as its file is (`02-mareld.flac` beside `02-mareld.md`).
 * One a track at most; a file named as a track that is not there is a slip;
 * each is read by the encoder, which gives its length. `unused` warns of
 * those no track plays once every track has asked for its own.
 */
export function recordingsIn(loading: Loading, folder: string, names: readonly string[], trackFiles: readonly string[]) {
  const folderShown = shownPath(folder);
  const byTrack = new Map<string, string>();
  for (const name of names.filter((each) => recordingFilePattern.test(each))) {
    const ending = path.extname(name);
    const trackFile = `${name.slice(0, -ending.length)}.md`;
    const other = byTrack.get(trackFile);
    if (!trackFiles.includes(trackFile)) {
      const closest = nearest(trackFile, trackFiles);
      loading.problems.push({
        file: `${folderShown}/${name}`,
        field: 'recording',
        message: `\`${name}\` is a recording of a track this release does not have: name it after its track's file, with ${ending} in place of .md.`,
        example: `${(closest ?? trackFiles[0] ?? '01-mareld.md').replace(/\.md$/, '')}${ending}`,
      });
    } else if (other) {
      loading.problems.push({
        file: `${folderShown}/${name}`,
        field: 'recording',
        message: `track file ${trackFile} has two recordings, ${other} and ${name}: keep one.`,
        example: other,
      });
    } else {
      byTrack.set(trackFile, name);
    }
  }
  const read = new Map<string, Promise<RecordingFile | undefined>>();
  /** The recording `name`, read once however many ask. */
  const readRecording = (name: string) => {
    let reading = read.get(name);
    if (!reading) {
      const absolute = path.join(folder, name);
      loading.files.push(absolute);
      reading = readDuration(absolute).then(
        (duration): RecordingFile => ({ path: absolute, file: shownPath(absolute), duration }),
        (error: unknown) => {
          loading.problems.push({
            file: shownPath(absolute),
            field: 'recording',
            message: `the encoder cannot read this recording (${error instanceof Error ? error.message : String(error)}). Save it again as ${recordingExtensions.map((each) => each.toUpperCase()).join(', ')}.`,
            example: name.replace(/\.[^.]+$/, '.flac'),
          });
          return undefined;
        },
      );
      read.set(name, reading);
    }
    return reading;
  };

  return {
    /** The lookup for the track in `trackFile`. */
    recordingOf:
      (trackFile: string): RecordingLookup =>
      async (named, line) => {
        const beside = byTrack.get(trackFile);
        if (named === undefined) return beside === undefined ? undefined : readRecording(beside);
        const file = `${folderShown}/${trackFile}`;
        if (!names.includes(named)) {
          const message = `field \`recording\`: the release's folder has no recording ${named}. Put it there, or name the recording that is.`;
          loading.problems.push({ file, line, field: 'recording', message, example: `recording: ${beside ?? trackFile.replace(/\.md$/, '.flac')}` });
          return undefined;
        }
        if (beside !== undefined && beside !== named) {
          const message = `field \`recording\`: the track has two recordings, ${named} (named here) and ${beside} (named as the track's file): keep one.`;
          loading.problems.push({ file, line, field: 'recording', message, example: `recording: ${named}` });
          return undefined;
        }
        return readRecording(named);
      },
    /** A recording the editor left behind when a track's was swapped: harmless, but nothing plays it. */
    warnUnused() {
      for (const name of names.filter((each) => audioFilePattern.test(each) && !recordingFilePattern.test(each) && !read.has(each))) {
        loading.warnings.push({ file: `${folderShown}/${name}`, message: `\`${name}\` is no track's recording, and nothing plays it: delete it.` });
      }
    },
  };
}
