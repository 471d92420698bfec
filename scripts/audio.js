// The build's audio pipeline: turns one of the band's recordings (FLAC, WAV,
// MP3 or M4A) into the two files a page's player offers, MP3 (every browser
// plays it) and Opus in Ogg (smaller, where the browser takes it), both at
// one loudness, and describes them as the Recording of src/content/releases.ts.
//
// Like the pictures (scripts/pictures.js), each recording is encoded once,
// several at a time while the browser bundle compiles, and cached on disk
// under a key made of its bytes, the encoder's settings and the encoder's
// own version: an unchanged recording is never encoded again, and a changed
// setting re-encodes every one. The development server (npm start) encodes
// nothing up front: it names the files, and encodes a recording the first
// time the page asks for it (serve), into the same cache.
'use strict';

const { execFile } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { onEveryCore } = require('./pictures');

/**
 * What every recording becomes. Loudness is EBU R128's integrated loudness,
 * the one target every track is brought to, so none jumps out of a queue:
 * −14 LUFS is where the streaming services play music, and a true peak of
 * −1 dBTP leaves the lossy encoders room so that decoding does not clip.
 */
const SETTINGS = {
  loudness: { integrated: -14, truePeak: -1 },
  // LAME's VBR quality 4: about 165 kbit/s, transparent for a band's mix.
  mp3: { quality: 4, sampleRate: 44100 },
  // Opus at 48 kbit/s a channel (96 for a stereo mix) sounds like the MP3 in
  // well under its size; Opus runs at 48 kHz.
  opus: { kbitsAChannel: 48, sampleRate: 48000 },
  // A mix with more channels than stereo is folded down to it: a phone's speaker or headphones play two.
  maxChannels: 2,
};

/** The files a recording becomes, in the order pages offer them. */
const FORMATS = /** @type {const} */ ([
  { key: 'mp3', type: 'audio/mpeg' },
  { key: 'opus', type: 'audio/ogg; codecs=opus' },
]);

/** @typedef {(typeof FORMATS)[number]['key']} Format */
/** @typedef {import('../src/content/recordings').RecordingFile} RecordingFile */
/** @typedef {import('../src/content/releases').Recording} Recording */
/** @typedef {{ recording: RecordingFile, name: string }} RecordingJob a recording, and the path its files get without ending (`audio/birds/01-birds-dont-sing`) */
/** @typedef {{ recording: Recording, files: { name: string, data: Buffer }[], fromCache: boolean }} EncodedRecording */
/** @typedef {{ integrated: number, truePeak: number, channels: number }} Measured a recording's loudness (LUFS), true peak (dBTP) and channels */

/** ffmpeg's report can run long (a file's tags, every stream): room for all of it. */
const REPORT_BYTES = 16 * 1024 * 1024;

const defaultCacheDir = path.resolve(__dirname, '..', 'node_modules', '.cache', 'audio');

/**
 * Runs the encoder; resolves with its report (stderr).
 * @param {string} ffmpeg
 * @param {string[]} args
 * @returns {Promise<string>}
 */
function run(ffmpeg, args) {
  return new Promise((resolve, reject) => {
    execFile(ffmpeg, ['-hide_banner', '-nostdin', ...args], { maxBuffer: REPORT_BYTES }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`${ffmpeg} ${args.join(' ')}: ${stderr.trim().split('\n').slice(-3).join(' ') || error.message}`));
      else resolve(stderr);
    });
  });
}

/** How ffmpeg's report names a stream's channels: `Audio: flac, 44100 Hz, stereo, s16`. */
const channelLayout = /Stream #0:\d+[^:]*: Audio: [^,]+, \d+ Hz, ([^,]+),/;

/**
 * The recording measured by ffmpeg's EBU R128 meter (ebur128), through
 * `filter` if one is given: its summary's integrated loudness and true peak,
 * and its channels (mono or stereo) from the same report.
 * @param {string} ffmpeg
 * @param {string} source
 * @param {string} [filter]
 * @returns {Promise<Measured>}
 */
async function measure(ffmpeg, source, filter) {
  const meter = `${filter ? `${filter},` : ''}ebur128=peak=true:framelog=verbose`;
  const report = await run(ffmpeg, ['-nostats', '-i', source, '-map', '0:a:0', '-af', meter, '-f', 'null', '-']);
  const summary = report.slice(report.lastIndexOf('Summary:'));
  const integrated = Number(/I:\s+(-?\d+(?:\.\d+)?) LUFS/.exec(summary)?.[1]);
  if (!Number.isFinite(integrated)) throw new Error(`${source}: ffmpeg's meter gave no loudness for it`);
  // A silent recording's peak is `-inf`.
  const truePeak = Number(/Peak:\s+(-?\d+(?:\.\d+)?) dBFS/.exec(summary)?.[1] ?? -Infinity);
  const layout = channelLayout.exec(report)?.[1];
  return { integrated, truePeak, channels: layout === 'mono' ? 1 : SETTINGS.maxChannels };
}

/**
 * The filter that brings a recording to the target: one gain for the whole
 * track, so it sounds as mixed; where that gain lifts its peaks over the
 * ceiling, a limiter holds them there.
 * @param {{ gain: number, limited: boolean }} level
 */
function normalise({ gain, limited }) {
  const volume = `volume=${gain.toFixed(2)}dB`;
  return limited ? `${volume},alimiter=limit=${(10 ** (SETTINGS.loudness.truePeak / 20)).toFixed(4)}:level=false` : volume;
}

/**
 * The first pass: the gain that brings the recording to the target. Where
 * the limiter is needed, it takes some loudness with the peaks: the recording
 * is measured through it once more, and the shortfall added.
 * @param {string} ffmpeg
 * @param {string} source
 * @returns {Promise<Measured & { gain: number, limited: boolean }>}
 */
async function level(ffmpeg, source) {
  const { integrated: target, truePeak: ceiling } = SETTINGS.loudness;
  const measured = await measure(ffmpeg, source);
  const gain = target - measured.integrated;
  if (measured.truePeak + gain <= ceiling) return { ...measured, gain, limited: false };
  const through = await measure(ffmpeg, source, normalise({ gain, limited: true }));
  return { ...measured, gain: gain + target - through.integrated, limited: true };
}

/**
 * The second pass: the gain applied, and both files written at once (one decode, one filter).
 * @param {string} ffmpeg
 * @param {string} source
 * @param {Measured & { gain: number, limited: boolean }} levelled the first pass's findings
 * @param {string} dir
 */
async function encodeBoth(ffmpeg, source, levelled, dir) {
  const { mp3, opus } = SETTINGS;
  const { channels } = levelled;
  // Each output's own options, before its file: no tags or cover art from the source (the page says
  // what the track is), and nothing that differs from run to run (the encoder's version, the Ogg
  // stream's serial number drawn at random), so the same recording makes the same bytes and names.
  const eachFile = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-ac', String(channels)];
  await run(ffmpeg, [
    ...['-y', '-i', source, '-filter_complex', `[0:a:0]${normalise(levelled)},asplit=2[mp3][opus]`],
    ...['-map', '[mp3]', ...eachFile, '-c:a', 'libmp3lame', '-q:a', String(mp3.quality), '-ar', String(mp3.sampleRate)],
    path.join(dir, 'audio.mp3'),
    ...['-map', '[opus]', ...eachFile, '-c:a', 'libopus', '-b:a', `${opus.kbitsAChannel * channels}k`, '-ar', String(opus.sampleRate)],
    path.join(dir, 'audio.opus'),
  ]);
}

/**
 * Encodes recordings for one kind of build.
 * @param {{ ffmpeg: string, mode?: 'production' | 'development', cacheDir?: string }} options
 */
function audioEncoder({ ffmpeg, mode = 'production', cacheDir = defaultCacheDir }) {
  /** @type {Promise<string> | undefined} The encoder's version line: another ffmpeg makes other bytes. */
  let version;
  const encoderVersion = () => (version ??= versionLine(ffmpeg));
  /** @type {Map<string, Promise<string>>} A recording being encoded, by its cache entry: asked twice, encoded once. */
  const encoding = new Map();
  /** @type {Map<string, { source: string, key: string, format: Format }>} npm start: each named file, by its URL. */
  const named = new Map();

  /**
   * The cache entry of a recording's bytes: its folder, made by encoding if it is not there yet.
   * @param {string} source
   * @param {string} key
   * @returns {Promise<{ dir: string, fromCache: boolean }>}
   */
  async function entry(source, key) {
    const dir = path.join(cacheDir, key.slice(0, 24));
    if (fs.existsSync(path.join(dir, 'manifest.json'))) return { dir, fromCache: true };
    let made = encoding.get(dir);
    if (!made) {
      made = (async () => {
        // Written beside the entry, then moved in whole: a build stopped halfway leaves no entry that looks complete.
        const partial = `${dir}.${process.pid}.partial`;
        fs.rmSync(partial, { recursive: true, force: true });
        fs.mkdirSync(partial, { recursive: true });
        const levelled = await level(ffmpeg, source);
        await encodeBoth(ffmpeg, source, levelled, partial);
        fs.writeFileSync(path.join(partial, 'manifest.json'), JSON.stringify(levelled));
        fs.rmSync(dir, { recursive: true, force: true });
        fs.renameSync(partial, dir);
        return dir;
      })();
      encoding.set(dir, made);
      made.finally(() => encoding.delete(dir)).catch(() => {});
    }
    return { dir: await made, fromCache: false };
  }

  /**
   * The key of a recording's encoded files: its bytes, the settings, the encoder.
   * @param {string} source
   */
  async function keyOf(source) {
    const bytes = await fs.promises.readFile(source);
    return crypto
      .createHash('sha256')
      .update(bytes)
      .update(JSON.stringify(SETTINGS))
      .update(await encoderVersion())
      .digest('hex');
  }

  /**
   * Production: both files, encoded (or from the cache), named by their own bytes.
   * @param {RecordingJob} job
   * @returns {Promise<EncodedRecording>}
   */
  async function encodeRecording({ recording, name }) {
    const { dir, fromCache } = await entry(recording.path, await keyOf(recording.path));
    const files = FORMATS.map(({ key, type }) => {
      const data = fs.readFileSync(path.join(dir, `audio.${key}`));
      const hash = crypto.createHash('sha256').update(data).digest('hex').slice(0, 10);
      return { name: `${name}.${hash}.${key}`, type, data };
    });
    return {
      recording: { duration: recording.duration, sources: files.map((file) => ({ url: file.name, type: file.type })) },
      files: files.map(({ name: fileName, data }) => ({ name: fileName, data })),
      fromCache,
    };
  }

  /**
   * Development: the files' names only, by the cache's key; `serve` encodes one when it is asked for.
   * @param {RecordingJob} job
   * @returns {Promise<EncodedRecording>}
   */
  async function nameRecording({ recording, name }) {
    const key = await keyOf(recording.path);
    const sources = FORMATS.map(({ key: format, type }) => {
      const url = `${name}.${key.slice(0, 10)}.${format}`;
      named.set(url, { source: recording.path, key, format });
      return { url, type };
    });
    return { recording: { duration: recording.duration, sources }, files: [], fromCache: true };
  }

  return {
    /** @param {RecordingJob[]} list @returns {Promise<EncodedRecording[]>} */
    encodeRecordings: (list) => onEveryCore(list, mode === 'production' ? encodeRecording : nameRecording),
    /**
     * npm start: a file the pages name (`audio/birds/01-birds-dont-sing.<key>.mp3`),
     * encoded the first time it is asked for and kept in the cache; null for any other path.
     * @param {string} url relative to the site's root
     * @returns {Promise<{ data: Buffer, type: string } | null>}
     */
    async serve(url) {
      const file = named.get(url);
      if (!file) return null;
      const { dir } = await entry(file.source, file.key);
      const type = /** @type {string} */ (FORMATS.find((format) => format.key === file.format)?.type);
      return { data: await fs.promises.readFile(path.join(dir, `audio.${file.format}`)), type };
    },
  };
}

/**
 * The encoder's own version line (`ffmpeg version 4.1 …`).
 * @param {string} ffmpeg
 * @returns {Promise<string>}
 */
function versionLine(ffmpeg) {
  return new Promise((resolve) => {
    execFile(ffmpeg, ['-version'], (error, stdout) => resolve(error ? ffmpeg : (stdout.split('\n')[0] ?? ffmpeg)));
  });
}

module.exports = { audioEncoder, SETTINGS, FORMATS };
