// The band's instruments, drawn sample by sample into one mono track: the
// drum machine (kick, snare, hats, crash: sine sweeps and seeded noise with
// their envelopes), the bass, a distorted saw "guitar" and a square lead that
// plays where a lyric line is sung. Each adds itself to the track at a time
// in seconds; nothing here reads the clock or Math.random.
import type { Rng } from '../random.mjs';

export const SAMPLE_RATE = 44100;

/** A mono track being drawn, and the seeded noise the drums are made of. */
export interface Track {
  readonly samples: Float32Array;
  readonly noise: Rng;
}

export function newTrack(seconds: number, noise: Rng): Track {
  return { samples: new Float32Array(Math.ceil(seconds * SAMPLE_RATE)), noise };
}

/** A MIDI note's pitch in Hz (69 is the A above middle C, 440 Hz). */
export const hz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/**
 * Adds `length` seconds of `voice(t)` from `at`, t in seconds from the
 * note's start; the voice is stateful where it needs to be (filters, phases).
 */
function draw(track: Track, at: number, length: number, voice: (t: number) => number) {
  const start = Math.round(at * SAMPLE_RATE);
  const end = Math.min(track.samples.length, start + Math.round(length * SAMPLE_RATE));
  for (let i = Math.max(0, start); i < end; i++) track.samples[i]! += voice((i - start) / SAMPLE_RATE);
}

/** An exponential decay: 1 at the start, 1/e after `time` seconds. */
const decay = (t: number, time: number) => Math.exp(-t / time);

/** One-pole filters: cheap, stateful, enough to take the fizz off noise and saws. */
function lowPass(cutoff: number) {
  const a = 1 - Math.exp((-2 * Math.PI * cutoff) / SAMPLE_RATE);
  let y = 0;
  return (x: number) => (y += a * (x - y));
}
function highPass(cutoff: number) {
  const low = lowPass(cutoff);
  return (x: number) => x - low(x);
}

// ---------------------------------------------------------------- the drum machine

const KICK = { from: 160, to: 45, sweep: 0.03, length: 0.35, decay: 0.12, level: 0.9 };
const SNARE = { body: 190, bodyDecay: 0.05, noiseDecay: 0.11, length: 0.25, tone: 900, level: 0.55 };
const HAT = { length: 0.06, decay: 0.015, tone: 7000, level: 0.18 };
const CRASH = { length: 1.6, decay: 0.45, tone: 5000, level: 0.3 };

/** A kick: a sine whose pitch falls fast, the thump of a drum machine. */
export function kick(track: Track, at: number, level = 1) {
  let phase = 0;
  draw(track, at, KICK.length, (t) => {
    phase += (2 * Math.PI * (KICK.to + (KICK.from - KICK.to) * decay(t, KICK.sweep))) / SAMPLE_RATE;
    return Math.sin(phase) * decay(t, KICK.decay) * KICK.level * level;
  });
}

/** A snare: a short tone for the shell, and noise for the wires. */
export function snare(track: Track, at: number, level = 1) {
  const wires = highPass(SNARE.tone);
  draw(track, at, SNARE.length, (t) => {
    const shell = Math.sin(2 * Math.PI * SNARE.body * t) * decay(t, SNARE.bodyDecay);
    const noise = wires(track.noise() * 2 - 1) * decay(t, SNARE.noiseDecay);
    return (0.6 * shell + noise) * SNARE.level * level;
  });
}

/** A closed hi-hat: a tick of high noise. */
export function hat(track: Track, at: number, level = 1) {
  const shimmer = highPass(HAT.tone);
  draw(track, at, HAT.length, (t) => shimmer(track.noise() * 2 - 1) * decay(t, HAT.decay) * HAT.level * level);
}

/** A crash: high noise that rings. */
export function crash(track: Track, at: number) {
  const shimmer = highPass(CRASH.tone);
  draw(track, at, CRASH.length, (t) => shimmer(track.noise() * 2 - 1) * decay(t, CRASH.decay) * CRASH.level);
}

// ---------------------------------------------------------------- bass, guitar, lead

const BASS = { cutoff: 700, release: 0.02, level: 0.45 };
const GUITAR = { drive: 9, cutoff: 3200, detune: 1.004, muted: 0.07, release: 0.03, level: 0.32 };
const LEAD = { cutoff: 2600, vibrato: 5.5, depth: 0.004, attack: 0.015, level: 0.16 };

/** Fades a note in and out over `edge` seconds, so it starts and stops without a click. */
const envelope = (t: number, length: number, edge: number) => Math.min(1, t / edge, (length - t) / edge);

/** A bass note: a filtered saw, a plectrum's eighth. */
export function bass(track: Track, at: number, length: number, note: number) {
  const tone = lowPass(BASS.cutoff);
  const f = hz(note);
  draw(track, at, length, (t) => tone(2 * ((f * t) % 1) - 1) * envelope(t, length, BASS.release) * BASS.level);
}

/**
 * A power chord (root, fifth, octave) of slightly detuned saws through a
 * distortion; muted, it is a palm-muted chug that dies at once.
 */
export function guitar(track: Track, at: number, length: number, root: number, muted: boolean) {
  const tone = lowPass(GUITAR.cutoff);
  const pitches = [root, root + 7, root + 12].flatMap((note) => [hz(note), hz(note) * GUITAR.detune]);
  draw(track, at, length, (t) => {
    let saw = 0;
    for (const f of pitches) saw += 2 * ((f * t) % 1) - 1;
    const driven = Math.tanh((GUITAR.drive * saw) / pitches.length);
    const fade = muted ? decay(t, GUITAR.muted) : 1;
    return tone(driven) * fade * envelope(t, length, GUITAR.release) * GUITAR.level;
  });
}

/** The lead: a square with a singer's vibrato, where the words go. */
export function lead(track: Track, at: number, length: number, note: number) {
  const tone = lowPass(LEAD.cutoff);
  const f = hz(note);
  let phase = 0;
  draw(track, at, length, (t) => {
    phase += (f * (1 + LEAD.depth * Math.sin(2 * Math.PI * LEAD.vibrato * t))) / SAMPLE_RATE;
    return tone(phase % 1 < 0.5 ? 1 : -1) * envelope(t, length, LEAD.attack) * LEAD.level;
  });
}

/** The mix as 16-bit PCM in a WAV file: softly limited, then brought to a common peak. */
export function wav({ samples }: Track): Buffer {
  const PEAK = 0.9;
  let loudest = 0;
  for (let i = 0; i < samples.length; i++) {
    samples[i] = Math.tanh(samples[i]!);
    loudest = Math.max(loudest, Math.abs(samples[i]!));
  }
  const gain = loudest > 0 ? PEAK / loudest : 1;
  const BYTES = 2;
  const FULL_SCALE = 0x7fff;
  const header = Buffer.alloc(44);
  const size = samples.length * BYTES;
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + size, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); // the fmt chunk's size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * BYTES, 28);
  header.writeUInt16LE(BYTES, 32);
  header.writeUInt16LE(BYTES * 8, 34);
  header.write('data', 36);
  header.writeUInt32LE(size, 40);
  const data = Buffer.alloc(size);
  for (let i = 0; i < samples.length; i++) data.writeInt16LE(Math.round(samples[i]! * gain * FULL_SCALE), i * BYTES);
  return Buffer.concat([header, data]);
}
