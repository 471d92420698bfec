import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { gigsSlice } from '../features/gigs/gigsSlice';
import { languageSlice } from '../features/language/languageSlice';
import { lyricsSlice } from '../features/lyrics/lyricsSlice';
import { menuSlice } from '../features/menu/menuSlice';
import { playerSlice } from '../features/player/playerSlice';

const rootReducer = combineReducers({
  [menuSlice.reducerPath]: menuSlice.reducer,
  [gigsSlice.reducerPath]: gigsSlice.reducer,
  [lyricsSlice.reducerPath]: lyricsSlice.reducer,
  [languageSlice.reducerPath]: languageSlice.reducer,
  [playerSlice.reducerPath]: playerSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store: one for the browser, one per prerender, one per test. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}
