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
    pastYearToggled({ openPastYears }, { payload: year }: PayloadAction<string>) {
      const at = openPastYears.indexOf(year);
      if (at < 0) openPastYears.push(year);
      else openPastYears.splice(at, 1);
    },
  },
  selectors: {
    selectPastGigsExpanded: (state) => state.pastExpanded,
    selectOpenPastYears: (state) => state.openPastYears,
  },
});

export const { pastGigsToggled, pastYearToggled } = gigsSlice.actions;
export const { selectPastGigsExpanded, selectOpenPastYears } = gigsSlice.selectors;
