import { createSlice } from '@reduxjs/toolkit';

export interface GigsState {
  /** Whether the past-gigs list is unfolded. Collapsed on every visit. */
  pastExpanded: boolean;
}

const initialState: GigsState = { pastExpanded: false };

export const gigsSlice = createSlice({
  name: 'gigs',
  initialState,
  reducers: {
    pastGigsToggled(state) {
      state.pastExpanded = !state.pastExpanded;
    },
  },
  selectors: {
    selectPastGigsExpanded: (state) => state.pastExpanded,
  },
});

export const { pastGigsToggled } = gigsSlice.actions;
export const { selectPastGigsExpanded } = gigsSlice.selectors;
