import { makeStore } from '../../src/app/store';
import { pastGigsToggled, pastYearToggled, selectPastGigsExpanded, selectOpenPastYears } from '../../src/features/gigs/gigsSlice';

describe('gigs slice', () => {
  test('past gigs start collapsed', () => {
    expect(selectPastGigsExpanded(makeStore().getState())).toBe(false);
  });

  test.each([
    { from: false, to: true },
    { from: true, to: false },
  ])('pastGigsToggled from expanded=$from gives expanded=$to', ({ from, to }) => {
    const store = makeStore({ gigs: { pastExpanded: from, openPastYears: [] } });
    store.dispatch(pastGigsToggled());
    expect(selectPastGigsExpanded(store.getState())).toBe(to);
  });

  test('toggling twice returns to where it started', () => {
    const store = makeStore();
    store.dispatch(pastGigsToggled());
    store.dispatch(pastGigsToggled());
    expect(selectPastGigsExpanded(store.getState())).toBe(false);
  });

  test('unrelated actions do not unfold the list', () => {
    const store = makeStore();
    store.dispatch({ type: 'menu/menuToggled' });
    store.dispatch({ type: 'lyrics/trackToggled', payload: 'mareld' });
    expect(selectPastGigsExpanded(store.getState())).toBe(false);
  });

  test('every past year of the gig list starts folded', () => {
    const state = makeStore().getState();
    expect(selectOpenPastYears(state)).toEqual([]);
  });

  test.each([
    { from: [], year: '2022', to: ['2022'] },
    { from: ['2022'], year: '2022', to: [] },
    { from: ['2021'], year: '2022', to: ['2021', '2022'] },
    { from: ['2021', '2022'], year: '2021', to: ['2022'] },
  ])('pastYearToggled($year) from open=$from gives open=$to, and leaves the home panel as it was', ({ from, year, to }) => {
    for (const pastExpanded of [false, true]) {
      const store = makeStore({ gigs: { pastExpanded, openPastYears: from } });
      store.dispatch(pastYearToggled(year));
      expect(store.getState().gigs).toEqual({ pastExpanded, openPastYears: to });
      expect(selectOpenPastYears(store.getState())).toEqual(to);
    }
  });

  test("the home panel toggle leaves the gig list's years as they were", () => {
    const store = makeStore({ gigs: { pastExpanded: false, openPastYears: ['2022'] } });
    store.dispatch(pastGigsToggled());
    expect(store.getState().gigs).toEqual({ pastExpanded: true, openPastYears: ['2022'] });
  });
});
