// The band's songs as arrangements: sections of bars, each with its chords,
// its drum feel and how many lyric lines are sung over it, and how one is
// played into a track (instruments.ts). The lyric sections of an arrangement
// are its track file's, in order: the times of their lines come from here.
import type { LyricLabel } from '../../src/content/releases';
import { randomStream, hashText, type Rng } from '../random.mjs';
import { bass, crash, guitar, hat, kick, lead, newTrack, snare, type Track } from './instruments';

/**
 * How the drums play a section: the skate-punk polka, a straight rock beat,
 * half time, or a stomp (four on the floor, the guitar chopping quarters) for
 * the chants.
 */
type Feel = 'polka' | 'rock' | 'half' | 'stomp';

export interface Section {
  /** The lyric section sung over it; none for an instrumental intro or ending. */
  readonly label?: LyricLabel;
  readonly bars: number;
  /** The lyric lines sung over it, spread evenly over its bars. */
  readonly lines: number;
  /** One chord (a power chord's root, a MIDI note) a bar, repeated to fill the section. */
  readonly chords: readonly number[];
  readonly feel: Feel;
}

export interface Song {
  /** The track file whose lyrics this is, in content/releases/. */
  readonly track: string;
  /** Beats a minute. */
  readonly tempo: number;
  /** The MP3's bit rate in kbit/s, if not 96: lower keeps a release's recordings within the repository's budget for audio. */
  readonly bitrate?: number;
  readonly sections: readonly Section[];
}

const BEATS_A_BAR = 4;
const EIGHTHS_A_BAR = 8;
const SECONDS_A_MINUTE = 60;

// Power-chord roots, an octave above the bass's.
const E = 40;
const Fs = 42;
const A = 45;
const B = 47;
const Cs = 49;
const C = 48;
const D = 50;
const G = 43;
const F = 41;
const Bb = 46;
const Eb = 51;

/**
 * The newest release: Birds don't sing (in E, 200 bpm) and Fritt fall (in A
 * minor, 210 bpm). Then VARM & KALL, the EP on home, its songs short (35 to
 * 45 seconds, a line a bar where the words allow) and at 64 kbit/s, so that
 * all the band's audio stays under 4 MB in the repository.
 */
export const SONGS: readonly Song[] = [
  {
    track: 'birds/01-birds-dont-sing.md',
    tempo: 200,
    sections: [
      { bars: 2, lines: 0, chords: [E, Cs], feel: 'rock' },
      { label: 'verse', bars: 8, lines: 4, chords: [E, E, Cs, Cs, A, A, B, B], feel: 'polka' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [A, B], feel: 'half' },
      { label: 'chorus', bars: 8, lines: 4, chords: [A, B, E, Cs, A, B, E, E], feel: 'rock' },
      { label: 'verse', bars: 8, lines: 4, chords: [E, E, Cs, Cs, A, A, B, B], feel: 'polka' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [A, B], feel: 'half' },
      { label: 'chorus', bars: 8, lines: 4, chords: [A, B, E, Cs, A, B, E, E], feel: 'rock' },
      { label: 'bridge', bars: 8, lines: 4, chords: [Cs, Cs, A, A, E, E, B, B], feel: 'half' },
      { label: 'outro', bars: 4, lines: 2, chords: [A, B, E, E], feel: 'rock' },
      { bars: 1, lines: 0, chords: [E], feel: 'half' },
    ],
  },
  {
    track: 'birds/02-fritt-fall.md',
    tempo: 210,
    sections: [
      { bars: 2, lines: 0, chords: [A, F], feel: 'rock' },
      { label: 'verse', bars: 8, lines: 4, chords: [A, A, F, F, C, C, G, G], feel: 'polka' },
      { label: 'pre-chorus', bars: 2, lines: 2, chords: [D, E], feel: 'half' },
      { label: 'chorus', bars: 8, lines: 4, chords: [F, G, C, A, F, G, E, E], feel: 'rock' },
      { label: 'verse', bars: 8, lines: 4, chords: [A, A, F, F, C, C, G, G], feel: 'polka' },
      { label: 'chorus', bars: 8, lines: 4, chords: [F, G, C, A, F, G, E, E], feel: 'rock' },
      { label: 'bridge', bars: 8, lines: 4, chords: [D, D, F, F, A, A, E, Fs], feel: 'half' },
      { label: 'chorus', bars: 8, lines: 4, chords: [F, G, C, A, F, G, E, E], feel: 'rock' },
      { label: 'outro', bars: 3, lines: 3, chords: [F, G, A], feel: 'rock' },
      { bars: 1, lines: 0, chords: [A], feel: 'half' },
    ],
  },
  {
    // A rehearsal room under town: in D, 216 bpm, I–V–vi–IV, the polka verses counted in by a half-time pre-chorus.
    track: 'varm&kall/01-fyra-vaggar.md',
    tempo: 216,
    bitrate: 64,
    sections: [
      { bars: 4, lines: 0, chords: [D, D, A, A], feel: 'stomp' },
      { label: 'verse', bars: 4, lines: 4, chords: [D, A, B, G], feel: 'polka' },
      { label: 'pre-chorus', bars: 2, lines: 2, chords: [G, A], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, G, B, A], feel: 'rock' },
      { label: 'verse', bars: 4, lines: 4, chords: [D, A, B, G], feel: 'polka' },
      { label: 'pre-chorus', bars: 2, lines: 2, chords: [G, A], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, G, B, A], feel: 'rock' },
      { label: 'bridge', bars: 4, lines: 4, chords: [B, Fs, G, A], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, G, B, A], feel: 'rock' },
      { bars: 1, lines: 0, chords: [D], feel: 'half' },
    ],
  },
  {
    // A summer night by the sea: in F♯ minor, 184 bpm, i–VI–III–VII, rock verses and a polka chorus.
    track: 'varm&kall/02-mareld.md',
    tempo: 184,
    bitrate: 64,
    sections: [
      { bars: 2, lines: 0, chords: [Fs, D], feel: 'half' },
      { label: 'verse', bars: 4, lines: 4, chords: [Fs, D, A, E], feel: 'rock' },
      { label: 'pre-chorus', bars: 2, lines: 2, chords: [B, Cs], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, E, Fs, Fs], feel: 'polka' },
      { label: 'verse', bars: 4, lines: 4, chords: [Fs, D, A, E], feel: 'rock' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, E, Fs, Fs], feel: 'polka' },
      { label: 'bridge', bars: 4, lines: 4, chords: [B, D, A, Cs], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, E, Fs, Fs], feel: 'polka' },
      { label: 'outro', bars: 4, lines: 2, chords: [D, E, Fs, Fs], feel: 'half' },
      { bars: 1, lines: 0, chords: [Fs], feel: 'half' },
    ],
  },
  {
    // The same day again: in G, 232 bpm, the same three chords round and round, a half-time bridge in E minor, and a stop mid-word.
    track: 'varm&kall/03-repeat.md',
    tempo: 232,
    bitrate: 64,
    sections: [
      { bars: 4, lines: 0, chords: [G, C, D, C], feel: 'polka' },
      { label: 'verse', bars: 4, lines: 4, chords: [G, C, D, C], feel: 'polka' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [C, C, D, D], feel: 'rock' },
      { label: 'chorus', bars: 4, lines: 4, chords: [G, D, C, D], feel: 'rock' },
      { label: 'verse', bars: 4, lines: 4, chords: [G, C, D, C], feel: 'polka' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [C, C, D, D], feel: 'rock' },
      { label: 'chorus', bars: 4, lines: 4, chords: [G, D, C, D], feel: 'rock' },
      { label: 'bridge', bars: 8, lines: 4, chords: [E, E, C, C, A, A, D, D], feel: 'half' },
      { label: 'outro', bars: 2, lines: 2, chords: [G, D], feel: 'stomp' },
    ],
  },
  {
    // Out of the fog: in B minor, 200 bpm, a half-time start, rock verses and a polka chorus that breaks through.
    track: 'varm&kall/04-ur-dimman.md',
    tempo: 200,
    bitrate: 64,
    sections: [
      { bars: 2, lines: 0, chords: [B, G], feel: 'half' },
      { label: 'verse', bars: 4, lines: 4, chords: [B, G, D, A], feel: 'rock' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [G, G, A, A], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, A, B, G], feel: 'polka' },
      { label: 'verse', bars: 4, lines: 4, chords: [B, G, D, A], feel: 'rock' },
      { label: 'pre-chorus', bars: 4, lines: 2, chords: [G, G, A, A], feel: 'half' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, A, B, G], feel: 'polka' },
      { label: 'bridge', bars: 4, lines: 4, chords: [G, A, B, B], feel: 'rock' },
      { label: 'chorus', bars: 4, lines: 4, chords: [D, A, B, G], feel: 'polka' },
      { bars: 1, lines: 0, chords: [B], feel: 'half' },
    ],
  },
  {
    // Everyone against everyone: in G minor, 240 bpm, a stomped chant, polka verses and a two-bars-a-line chorus.
    track: 'varm&kall/05-alla-mot-alla.md',
    tempo: 240,
    bitrate: 64,
    sections: [
      { bars: 1, lines: 0, chords: [G], feel: 'half' },
      { label: 'intro', bars: 4, lines: 2, chords: [G, G, Eb, F], feel: 'stomp' },
      { label: 'verse', bars: 4, lines: 4, chords: [G, Bb, F, C], feel: 'polka' },
      { label: 'pre-chorus', bars: 2, lines: 2, chords: [Eb, F], feel: 'half' },
      { label: 'chorus', bars: 8, lines: 4, chords: [G, G, Eb, F, G, G, Eb, D], feel: 'rock' },
      { label: 'verse', bars: 4, lines: 4, chords: [G, Bb, F, C], feel: 'polka' },
      { label: 'chorus', bars: 8, lines: 4, chords: [G, G, Eb, F, G, G, Eb, D], feel: 'rock' },
      { label: 'bridge', bars: 4, lines: 4, chords: [Eb, Bb, F, D], feel: 'half' },
      { label: 'outro', bars: 4, lines: 4, chords: [G, Eb, F, G], feel: 'stomp' },
      { bars: 1, lines: 0, chords: [G], feel: 'half' },
    ],
  },
];

const barSeconds = (song: Song) => (BEATS_A_BAR * SECONDS_A_MINUTE) / song.tempo;

/** The song's length in seconds: its bars, and a bar more for the last chord to ring. */
export const songSeconds = (song: Song) => (song.sections.reduce((sum, section) => sum + section.bars, 0) + 1) * barSeconds(song);

/** Where each sung line starts, in seconds, section by section (the lyric sections only). */
export function lineTimes(song: Song): { label: LyricLabel; times: number[] }[] {
  const bar = barSeconds(song);
  let start = 0;
  const sung: { label: LyricLabel; times: number[] }[] = [];
  for (const section of song.sections) {
    const barsALine = section.bars / Math.max(1, section.lines);
    if (section.label)
      sung.push({ label: section.label, times: Array.from({ length: section.lines }, (_, line) => (start + line * barsALine) * bar) });
    start += section.bars;
  }
  return sung;
}

/** Which drums hit on each eighth of a bar, by feel. */
const GROOVES: Record<Feel, { kick: readonly number[]; snare: readonly number[]; hats: readonly number[] }> = {
  polka: { kick: [0, 2, 4, 6], snare: [1, 3, 5, 7], hats: [] },
  rock: { kick: [0, 3, 4], snare: [2, 6], hats: [0, 1, 2, 3, 4, 5, 6, 7] },
  half: { kick: [0, 5], snare: [4], hats: [0, 1, 2, 3, 4, 5, 6, 7] },
  stomp: { kick: [0, 2, 4, 6], snare: [2, 6], hats: [1, 3, 5, 7] },
};

/** The drum machine over one bar; the last bar of a section ends in a snare roll into the next. */
function drumBar(track: Track, at: number, eighth: number, feel: Feel, fill: boolean) {
  const groove = GROOVES[feel];
  for (let slot = 0; slot < EIGHTHS_A_BAR; slot++) {
    const time = at + slot * eighth;
    const rolling = fill && slot >= EIGHTHS_A_BAR / 2;
    if (groove.kick.includes(slot)) kick(track, time);
    if (rolling) {
      snare(track, time, 0.8);
      snare(track, time + eighth / 2, 0.6);
    } else if (groove.snare.includes(slot)) {
      snare(track, time);
    }
    if (groove.hats.includes(slot)) hat(track, time, slot % 2 === 0 ? 1 : 0.6);
  }
}

/** Bass and guitar over one bar: eighths on the root, the guitar muted in the polka verses and chopping quarters in a stomp. */
function bandBar(track: Track, at: number, eighth: number, root: number, feel: Feel) {
  for (let slot = 0; slot < EIGHTHS_A_BAR; slot++) bass(track, at + slot * eighth, eighth * 0.9, root - 12);
  if (feel === 'stomp') {
    for (let slot = 0; slot < EIGHTHS_A_BAR; slot += 2) guitar(track, at + slot * eighth, eighth * 1.5, root, false);
  } else if (feel === 'polka') {
    for (let slot = 0; slot < EIGHTHS_A_BAR; slot++) guitar(track, at + slot * eighth, eighth, root, true);
  } else {
    guitar(track, at, eighth * EIGHTHS_A_BAR, root, false);
  }
}

/** Notes the lead may sing over a power chord: its root, fifth and octave, two octaves up (a power chord has no third to get wrong). */
const singable = (root: number) => [root + 24, root + 31, root + 36];

/**
 * A sung line: a quarter note a beat over its bars but the last beat (a
 * breath). The same section sings the same tune each time: its notes are
 * drawn from a stream named after the section and the line.
 */
function sungLine(track: Track, at: number, beats: number, beat: number, roots: readonly number[], tune: Rng) {
  for (let i = 0; i < beats - 1; i++) {
    const root = roots[Math.floor(i / BEATS_A_BAR)] ?? roots[0]!;
    lead(track, at + i * beat, beat * 0.92, tune.pick(singable(root)));
  }
}

/** Plays the song into a track, with noise from `seed`. */
export function play(song: Song, seed: number): Track {
  const track = newTrack(songSeconds(song), randomStream(seed));
  const bar = barSeconds(song);
  const eighth = bar / EIGHTHS_A_BAR;
  let at = 0;
  for (const section of song.sections) {
    crash(track, at);
    for (let index = 0; index < section.bars; index++) {
      const root = section.chords[index % section.chords.length]!;
      drumBar(track, at + index * bar, eighth, section.feel, index === section.bars - 1);
      bandBar(track, at + index * bar, eighth, root, section.feel);
    }
    const barsALine = section.bars / Math.max(1, section.lines);
    for (let line = 0; line < section.lines; line++) {
      const first = line * barsALine;
      const roots = Array.from({ length: Math.ceil(barsALine) }, (_, k) => section.chords[(first + k) % section.chords.length]!);
      const tune = randomStream(hashText(`${song.track}:${section.label ?? ''}:${line}`));
      sungLine(track, at + first * bar, barsALine * BEATS_A_BAR, bar / BEATS_A_BAR, roots, tune);
    }
    at += section.bars * bar;
  }
  // The last chord rings out over the bar after the end.
  crash(track, at);
  kick(track, at);
  return track;
}
