import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface GigsState {
  /** Whether the home page's past-gigs panel is unfolded. Collapsed on every visit. */
  pastExpanded: boolean;
  /** The gig list's older past years unfolded (each a file of its own, fetched when unfolded). */
  openPastYears: string[];
}

const initialState: GigsState = { pastExpanded: false, openPastYears: [] };

export const gigsSlice = createSlice({
  name: 'gigs',
  initialState,
  reducers: {
    pastGigsToggled(state) {
      state.pastExpanded = !state.pastExpanded;
    },
    pastYearToggled(state, { payload: year }: PayloadAction<string>) {
      state.openPastYears = state.openPastYears.includes(year)
        ? state.openPastYears.filter((open) => open !== year)
        : [...state.openPastYears, year];
    },
  },
  selectors: {
    selectPastGigsExpanded: (state) => state.pastExpanded,
    selectPastYearOpen: (state, year: string) => state.openPastYears.includes(year),
  },
});

export const { pastGigsToggled, pastYearToggled } = gigsSlice.actions;
export const { selectPastGigsExpanded, selectPastYearOpen } = gigsSlice.selectors;
