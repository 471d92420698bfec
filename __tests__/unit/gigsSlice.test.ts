import { makeStore } from '../../src/app/store';
import { pastGigsToggled, selectPastGigsExpanded } from '../../src/features/gigs/gigsSlice';

describe('gigs slice', () => {
  test('past gigs start collapsed', () => {
    expect(selectPastGigsExpanded(makeStore().getState())).toBe(false);
  });

  test.each([
    { from: false, to: true },
    { from: true, to: false },
  ])('pastGigsToggled from expanded=$from gives expanded=$to', ({ from, to }) => {
    const store = makeStore({ gigs: { pastExpanded: from } });
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
});
