import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The languages the band's own words come in: Swedish, and English where the band translated them. */
export const LANGUAGES = ['sv', 'en'] as const;
export type ShownLanguage = (typeof LANGUAGES)[number];

export const isShownLanguage = (value: unknown): value is ShownLanguage => LANGUAGES.includes(value as ShownLanguage);

export interface LanguageState {
  /** Which version of a text with both the pages show. Swedish, the band's own, until the reader or a link asks. */
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
