import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Artwork } from '../../content/pictures';
import type { AudioSource } from '../../content/releases';

/** A track with a recording, as the player holds it: all it shows and plays, whatever page is open. */
export interface QueuedTrack {
  /** `<release>/<track>`: unique across the catalogue (lib/playback.ts, trackKey). */
  readonly key: string;
  readonly releaseSlug: string;
  readonly trackId: string;
  readonly title: string;
  readonly language: string;
  readonly releaseTitle: string;
  /** The release's cover, for the bar and the lock screen. */
  readonly cover: Artwork;
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

export interface PlayerState {
  /** What plays next, in order: the release (or the part of it with recordings) the fan pressed play in. */
  queue: readonly QueuedTrack[];
  /** The current track's place in the queue; null while idle. */
  index: number | null;
  status: PlayerStatus;
}

const initialState: PlayerState = { queue: [], index: null, status: 'idle' };

/** Paused, loading or failed: what pressing play or pause asks for next. */
const toggled = (status: PlayerStatus): PlayerStatus => (status === 'playing' || status === 'loading' ? 'paused' : 'loading');

export const playerSlice = createSlice({
  name: 'player',
  initialState,
  reducers: {
    /**
     * A track's play button (or "Play the release", with its first track):
     * the current track pauses or goes on; any other starts, with its queue.
     */
    trackPlayPressed(state, action: PayloadAction<{ queue: readonly QueuedTrack[]; key: string }>) {
      const { queue, key } = action.payload;
      const index = queue.findIndex((track) => track.key === key);
      if (index < 0) return;
      if (state.index !== null && state.queue[state.index]?.key === key) {
        state.status = toggled(state.status);
        return;
      }
      return { queue, index, status: 'loading' };
    },
    /** The bar's play/pause button, the lock screen or headphones. */
    playPausePressed(state) {
      if (state.index !== null) state.status = toggled(state.status);
    },
    nextPressed(state) {
      if (state.index !== null && state.index < state.queue.length - 1) {
        state.index += 1;
        state.status = 'loading';
      }
    },
    previousPressed(state) {
      if (state.index !== null && state.index > 0) {
        state.index -= 1;
        state.status = 'loading';
      }
    },
    /** The recording played to its end: the next one plays; after the last, the player rests on it. */
    trackEnded(state) {
      if (state.index === null) return;
      if (state.index < state.queue.length - 1) {
        state.index += 1;
        state.status = 'loading';
      } else {
        state.status = 'paused';
      }
    },
    /** The audio is sounding. */
    playbackStarted(state) {
      if (state.index !== null) state.status = 'playing';
    },
    /** The audio stopped without the fan pressing anything here (headphones out, another app took the sound). */
    playbackPaused(state) {
      if (state.status === 'playing' || state.status === 'loading') state.status = 'paused';
    },
    /** The recording could not be loaded. */
    playbackFailed(state) {
      if (state.index !== null) state.status = 'unavailable';
    },
  },
  selectors: {
    selectPlayerStatus: (state) => state.status,
    selectQueue: (state) => state.queue,
    selectCurrentTrack: (state) => (state.index === null ? null : (state.queue[state.index] ?? null)),
    selectHasPrevious: (state) => state.index !== null && state.index > 0,
    selectHasNext: (state) => state.index !== null && state.index < state.queue.length - 1,
  },
});

export const {
  trackPlayPressed,
  playPausePressed,
  nextPressed,
  previousPressed,
  trackEnded,
  playbackStarted,
  playbackPaused,
  playbackFailed,
} = playerSlice.actions;
export const { selectPlayerStatus, selectQueue, selectCurrentTrack, selectHasPrevious, selectHasNext } = playerSlice.selectors;
