import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface LyricsState {
  /** The one track whose lyrics are unfolded, or null. At most one is ever open. */
  openTrackId: string | null;
}

const initialState: LyricsState = { openTrackId: null };

export const lyricsSlice = createSlice({
  name: 'lyrics',
  initialState,
  reducers: {
    /** A track title was pressed: open it (closing any other), or close it if it was open. */
    trackToggled(state, action: PayloadAction<string>) {
      state.openTrackId = state.openTrackId === action.payload ? null : action.payload;
    },
    /**
     * A release page was opened, maybe from a shared link to one of its tracks
     * (`#/media/kniv/kniv`). Whatever was open on another page is closed.
     */
    releaseOpened(state, action: PayloadAction<{ releaseSlug: string; trackId: string | null }>) {
      state.openTrackId = action.payload.trackId;
    },
  },
  selectors: {
    selectOpenTrackId: (state) => state.openTrackId,
  },
});

export const { trackToggled, releaseOpened } = lyricsSlice.actions;
export const { selectOpenTrackId } = lyricsSlice.selectors;
