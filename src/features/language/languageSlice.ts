import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShownLanguage } from '../../util/language';

export interface LanguageState {
  /**
   * Which version of a text with both the pages show. Swedish, the band's
   * own and the prerendered pages', until the app reads what the reader,
   * a link or the browser asks for (util/language.ts).
   */
  shown: ShownLanguage;
}

const initialState: LanguageState = { shown: 'sv' };

export const languageSlice = createSlice({
  name: 'language',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<ShownLanguage>) {
      state.shown = action.payload;
    },
  },
  selectors: {
    selectShownLanguage: (state) => state.shown,
  },
});

export const { languageChosen } = languageSlice.actions;
export const { selectShownLanguage } = languageSlice.selectors;
