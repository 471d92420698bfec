import { useSyncExternalStore } from 'react';

// What the one <audio> element (features/player) is playing, for the parts of
// the site that follow it without belonging to the player: a lyric sheet
// marks the line being sung and seeks to a line pressed. The player registers
// its element here; nothing else touches the element. The time is read from
// the element when asked, so following the song costs no render per tick.

/** A track across the catalogue: `<release>/<track>`. */
export const trackKey = (releaseSlug: string, trackId: string) => `${releaseSlug}/${trackId}`;

interface Playback {
  /** The track the element holds, or null before the first play. */
  readonly key: string | null;
  /** Whether it is sounding (or about to): a lyric sheet follows it then. */
  readonly playing: boolean;
}

const NOTHING: Playback = { key: null, playing: false };
let current: Playback = NOTHING;
let element: HTMLMediaElement | null = null;
const listeners = new Set<() => void>();

/** The player: its element holds this track now, sounding or not. */
export function playbackChanged(audio: HTMLMediaElement | null, next: Playback): void {
  element = audio;
  if (next.key === current.key && next.playing === current.playing) return;
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether this track is the one the player holds, and whether it sounds. Never, in the build's render. */
export function usePlayback(key: string): { current: boolean; playing: boolean } {
  const playback = useSyncExternalStore(
    subscribe,
    () => current,
    () => NOTHING,
  );
  const isCurrent = playback.key === key;
  return { current: isCurrent, playing: isCurrent && playback.playing };
}

/** Where the current track is, in seconds. */
export const playbackTime = (): number => element?.currentTime ?? 0;

/** Calls `listener` whenever the current track's time moves, played or sought; returns what stops it. */
export function watchTime(listener: () => void): () => void {
  const audio = element;
  if (!audio) return () => {};
  audio.addEventListener('timeupdate', listener);
  return () => audio.removeEventListener('timeupdate', listener);
}

/** Moves the current track to `seconds`, if `key` is the current track. */
export function seekTrack(key: string, seconds: number): void {
  if (element && current.key === key) element.currentTime = seconds;
}
