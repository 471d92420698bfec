import { createSlice } from '@reduxjs/toolkit';
import {
  isSounding,
  PLAYER,
  type PlayerState,
  type PlayerStatus,
  playPausePressed,
  trackPlayPressed,
  type WithPlayer,
} from './playerEvents';

/** Before any press of play. */
export const initialPlayerState: PlayerState = { queue: [], index: null, status: 'idle' };
const playerOf = (state: WithPlayer) => state[PLAYER] ?? initialPlayerState;

/** What pressing play or pause asks for next, from each status. */
const toggled = (status: PlayerStatus): PlayerStatus => (isSounding(status) ? 'paused' : 'loading');

/** Whether the queue goes on after the current track. */
const goesOn = ({ queue, index }: PlayerState) => index !== null && index < queue.length - 1;

/** The next track, from its start. */
const onToNext = (state: PlayerState): PlayerState => ({ ...state, index: (state.index ?? 0) + 1, status: 'loading' });

/**
 * The player's rules: on the events the pages send (playerEvents.ts), and on
 * its own, from the bar and the <audio> element. In the player's own file:
 * the store takes them in at the first press of play (app/store.ts).
 */
export const playerSlice = createSlice({
  name: PLAYER,
  initialState: initialPlayerState,
  reducers: {
    nextPressed: (state) => (goesOn(state) ? onToNext(state) : state),
    previousPressed: (state) => (state.index !== null && state.index > 0 ? { ...state, index: state.index - 1, status: 'loading' } : state),
    /** The recording played to its end: the next track plays; after the last, the player rests on it. */
    trackEnded: (state) => (goesOn(state) ? onToNext(state) : state.index === null ? state : { ...state, status: 'paused' }),
    /** The audio is sounding. */
    playbackStarted: (state) => (state.index === null ? state : { ...state, status: 'playing' }),
    /** The audio stopped without the fan pressing anything here (headphones out, another app took the sound). */
    playbackPaused: (state) => (isSounding(state.status) ? { ...state, status: 'paused' } : state),
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
export const selectHasNext = (state: WithPlayer) => goesOn(playerOf(state));
