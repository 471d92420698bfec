import fc from 'fast-check';
import { makeStore } from '../../src/app/store';
import { releaseOpened, selectOpenTrackId, trackToggled } from '../../src/features/lyrics/lyricsSlice';

const storeWithOpen = (openTrackId: string | null) => makeStore({ lyrics: { openTrackId } });

describe('lyrics slice', () => {
  test('no track is open at first', () => {
    expect(selectOpenTrackId(makeStore().getState())).toBeNull();
  });

  // Reachable states: none open, or one track open. Actions: toggle that track,
  // toggle another, open a release with or without a linked track.
  test.each([
    { from: null, action: trackToggled('mareld'), to: 'mareld' },
    { from: 'mareld', action: trackToggled('mareld'), to: null },
    { from: 'mareld', action: trackToggled('repeat'), to: 'repeat' },
    { from: null, action: releaseOpened({ releaseSlug: 'kniv', trackId: null }), to: null },
    { from: 'mareld', action: releaseOpened({ releaseSlug: 'kniv', trackId: null }), to: null },
    { from: null, action: releaseOpened({ releaseSlug: 'kniv', trackId: 'kniv' }), to: 'kniv' },
    { from: 'mareld', action: releaseOpened({ releaseSlug: 'kniv', trackId: 'kniv' }), to: 'kniv' },
    { from: 'kniv', action: releaseOpened({ releaseSlug: 'kniv', trackId: 'kniv' }), to: 'kniv' },
  ])('$action.type from $from gives $to', ({ from, action, to }) => {
    const store = storeWithOpen(from);
    store.dispatch(action);
    expect(selectOpenTrackId(store.getState())).toBe(to);
  });

  const trackIds = fc.constantFrom('fyra-vaggar', 'mareld', 'repeat', 'ur-dimman', 'alla-mot-alla');
  const action = fc.oneof(
    trackIds.map((id) => trackToggled(id)),
    fc.option(trackIds, { nil: null }).map((trackId) => releaseOpened({ releaseSlug: 'varm&kall', trackId })),
  );

  test('property: any sequence of actions leaves at most one track open, the last one asked for', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        const store = makeStore();
        // A model of the rule, kept as simply as possible: one id or nothing.
        let expected: string | null = null;
        for (const next of actions) {
          store.dispatch(next);
          if (trackToggled.match(next)) expected = expected === next.payload ? null : next.payload;
          else expected = next.payload.trackId;
          const open = selectOpenTrackId(store.getState());
          expect(typeof open === 'string' || open === null).toBe(true);
          expect(open).toBe(expected);
        }
      }),
    );
  });

  test('property: toggling the open track closes it, from any state', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), trackIds, (actions, id) => {
        const store = makeStore();
        actions.forEach((next) => store.dispatch(next));
        store.dispatch(trackToggled(id)); // opens id, or closes it if it was open
        if (selectOpenTrackId(store.getState()) !== id) store.dispatch(trackToggled(id));
        expect(selectOpenTrackId(store.getState())).toBe(id);
        store.dispatch(trackToggled(id));
        expect(selectOpenTrackId(store.getState())).toBeNull();
      }),
    );
  });
});
