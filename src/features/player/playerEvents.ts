import { createAction } from '@reduxjs/toolkit';
import type { AudioSource } from '../../content/releases';

// What the pages say to the player (play, pause) and read of it (what plays):
// small enough for every page's first script. The rest of the player, its
// rules (playerSlice.ts) and its bar, comes with its own code, at the first
// press of play (app/store.ts).

/** A track with a recording, as the player holds it: all it shows and plays, whatever page is open. */
export interface QueuedTrack {
  /** `<release>/<track>`: unique across the catalogue (lib/playback.ts, trackKey). */
  readonly key: string;
  readonly releaseSlug: string;
  readonly trackId: string;
  readonly title: string;
  readonly language: string;
  readonly releaseTitle: string;
  /** The release's cover, small: for the bar and the lock screen. */
  readonly cover: { readonly src: string; readonly width: number; readonly height: number; readonly type: string; readonly alt: string };
  /** In seconds, from the build. */
  readonly duration: number;
  readonly sources: readonly AudioSource[];
}

/**
 * - `idle`: nothing chosen yet;
 * - `loading`: the fan asked for sound, and the recording is on its way;
 * - `playing`, `paused`: as they say;
 * - `unavailable`: the recording could not be loaded (offline): the bar says so.
 */
export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'unavailable';

/** Playing, or about to: a play button then pauses. */
export const isSounding = (status: PlayerStatus) => status === 'playing' || status === 'loading';

export interface PlayerState {
  /** What plays next, in order: the release (or the part of it with recordings) the fan pressed play in. */
  readonly queue: readonly QueuedTrack[];
  /** The current track's place in the queue; null while idle. */
  readonly index: number | null;
  readonly status: PlayerStatus;
}

/** Where the player's state lives in the store, once its code has come. */
export const PLAYER = 'player';

/**
 * A track's play button (or "Play the release", with its first track): the
 * current track pauses or goes on; any other starts, with its queue.
 */
export const trackPlayPressed = createAction<{ queue: readonly QueuedTrack[]; key: string }>(`${PLAYER}/trackPlayPressed`);
/** The bar's play/pause button, the lock screen or headphones, or "Play the release" of the release playing. */
export const playPausePressed = createAction(`${PLAYER}/playPausePressed`);

// Selectors: before the player's code has come, the player is idle.
export type WithPlayer = { readonly [PLAYER]?: PlayerState };

export const selectPlayerStatus = (state: WithPlayer): PlayerStatus => state[PLAYER]?.status ?? 'idle';
export const selectCurrentTrack = (state: WithPlayer): QueuedTrack | null => {
  const player = state[PLAYER];
  return player?.index == null ? null : (player.queue[player.index] ?? null);
};
