import { makeStore } from '../../src/app/store';
import { menuClosed, menuToggled, selectMenuOpen } from '../../src/features/menu/menuSlice';

// Every action from every reachable state: the menu is either closed or open.
describe('menu slice', () => {
  const storeWithMenu = (isOpen: boolean) => makeStore({ menu: { isOpen } });

  test('starts closed', () => {
    expect(selectMenuOpen(makeStore().getState())).toBe(false);
  });

  test.each([
    { from: false, action: menuToggled(), to: true },
    { from: true, action: menuToggled(), to: false },
    { from: false, action: menuClosed(), to: false },
    { from: true, action: menuClosed(), to: false },
  ])('$action.type from open=$from gives open=$to', ({ from, action, to }) => {
    const store = storeWithMenu(from);
    store.dispatch(action);
    expect(selectMenuOpen(store.getState())).toBe(to);
  });

  test('menu actions leave the other slices alone', () => {
    const store = makeStore({ gigs: { pastExpanded: true, openPastYears: ['2022'] }, lyrics: { openTrackId: 'kniv' } });
    store.dispatch(menuToggled());
    expect(store.getState().gigs).toEqual({ pastExpanded: true, openPastYears: ['2022'] });
    expect(store.getState().lyrics).toEqual({ openTrackId: 'kniv' });
  });
});
