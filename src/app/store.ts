import { combineReducers, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { gigsSlice } from '../features/gigs/gigsSlice';
import { lyricsSlice } from '../features/lyrics/lyricsSlice';
import { menuSlice } from '../features/menu/menuSlice';
import { PLAYER, type PlayerState } from '../features/player/playerEvents';

const reducers = {
  [menuSlice.reducerPath]: menuSlice.reducer,
  [gigsSlice.reducerPath]: gigsSlice.reducer,
  [lyricsSlice.reducerPath]: lyricsSlice.reducer,
};
const firstReducer = combineReducers(reducers);

/** The player's state joins with its code: absent until then, which its selectors read as idle. */
export type RootState = ReturnType<typeof firstReducer> & { [PLAYER]?: PlayerState };

// The player's rules come with its code (the "player" file), not in every
// page's first script, nor ahead of need: at the first press of play.
const loadPlayerRules = () => import(/* webpackChunkName: "player" */ '../features/player/playerSlice');

/** A fresh store: one for the browser, one per prerender, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  let playerReady: Promise<void> | null = null;
  let playerIn = false;

  // A player event before its rules are in waits for them, then goes through.
  const playerOnDemand: Middleware = () => (next) => (action) => {
    if (playerIn || !String((action as UnknownAction).type).startsWith(`${PLAYER}/`)) return next(action);
    void withPlayer()
      .then(() => store.dispatch(action as UnknownAction))
      // Its code could not be fetched (offline, never kept): the press does nothing, and the next one asks again.
      .catch(() => {});
    return action;
  };

  const store = configureStore({
    reducer: firstReducer as Reducer<RootState, UnknownAction, Partial<RootState>>,
    preloadedState,
    middleware: (defaults) => defaults().concat(playerOnDemand),
  });

  /** Takes the player's rules into the store, fetching them the first time. */
  function withPlayer(): Promise<void> {
    playerReady ??= loadPlayerRules().then(
      ({ playerSlice }) => {
        store.replaceReducer(
          combineReducers({ ...reducers, [PLAYER]: playerSlice.reducer }) as Reducer<RootState, UnknownAction, Partial<RootState>>,
        );
        playerIn = true;
      },
      (error: unknown) => {
        playerReady = null;
        throw error;
      },
    );
    return playerReady;
  }

  return store;
}
