import { createSlice } from '@reduxjs/toolkit';
import { PLAYER, type PlayerState, type PlayerStatus, playPausePressed, trackPlayPressed, type WithPlayer } from './playerEvents';

/** Before any press of play. */
export const initialPlayerState: PlayerState = { queue: [], index: null, status: 'idle' };
const playerOf = (state: WithPlayer) => state[PLAYER] ?? initialPlayerState;

/** Playing or about to: what pressing play or pause asks for next, from each status. */
const toggled = (status: PlayerStatus): PlayerStatus => (status === 'playing' || status === 'loading' ? 'paused' : 'loading');

/**
 * The player's rules: on the events the pages send (playerEvents.ts), and on
 * its own, from the bar and the <audio> element. In the player's own file:
 * the store takes them in at the first press of play (app/store.ts).
 */
export const playerSlice = createSlice({
  name: PLAYER,
  initialState: initialPlayerState,
  reducers: {
    nextPressed: (state) =>
      state.index !== null && state.index < state.queue.length - 1 ? { ...state, index: state.index + 1, status: 'loading' } : state,
    previousPressed: (state) => (state.index !== null && state.index > 0 ? { ...state, index: state.index - 1, status: 'loading' } : state),
    /** The recording played to its end: the next track plays; after the last, the player rests on it. */
    trackEnded: (state) => {
      if (state.index === null) return state;
      return state.index < state.queue.length - 1
        ? { ...state, index: state.index + 1, status: 'loading' }
        : { ...state, status: 'paused' };
    },
    /** The audio is sounding. */
    playbackStarted: (state) => (state.index === null ? state : { ...state, status: 'playing' }),
    /** The audio stopped without the fan pressing anything here (headphones out, another app took the sound). */
    playbackPaused: (state) => (state.status === 'playing' || state.status === 'loading' ? { ...state, status: 'paused' } : state),
    /** The recording could not be loaded. */
    playbackFailed: (state) => (state.index === null ? state : { ...state, status: 'unavailable' }),
  },
  // The events the pages send (playerEvents.ts).
  extraReducers: (builder) => {
    builder
      .addCase(trackPlayPressed, (state, { payload: { queue, key } }) => {
        const index = queue.findIndex((track) => track.key === key);
        if (index < 0) return state;
        // The current track's own button: pause, or go on.
        if (state.index !== null && state.queue[state.index]?.key === key) return { ...state, status: toggled(state.status) };
        return { queue, index, status: 'loading' };
      })
      .addCase(playPausePressed, (state) => (state.index === null ? state : { ...state, status: toggled(state.status) }));
  },
});

export const { nextPressed, previousPressed, trackEnded, playbackStarted, playbackPaused, playbackFailed } = playerSlice.actions;
export const selectQueue = (state: WithPlayer) => playerOf(state).queue;
export const selectHasPrevious = (state: WithPlayer) => (playerOf(state).index ?? 0) > 0;
export const selectHasNext = (state: WithPlayer) => {
  const { queue, index } = playerOf(state);
  return index !== null && index < queue.length - 1;
};
