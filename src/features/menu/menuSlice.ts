import { createSlice } from '@reduxjs/toolkit';

export interface MenuState {
  /** The full-screen menu shown below the tablet breakpoint. */
  isOpen: boolean;
}

const initialState: MenuState = { isOpen: false };

export const menuSlice = createSlice({
  name: 'menu',
  initialState,
  reducers: {
    menuToggled(state) {
      state.isOpen = !state.isOpen;
    },
    /** Close button, Escape, a chosen link, or any navigation. */
    menuClosed(state) {
      state.isOpen = false;
    },
  },
  selectors: {
    selectMenuOpen: (state) => state.isOpen,
  },
});

export const { menuToggled, menuClosed } = menuSlice.actions;
export const { selectMenuOpen } = menuSlice.selectors;
