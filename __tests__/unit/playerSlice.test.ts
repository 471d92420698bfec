import type { UnknownAction } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { makeStore } from '../../src/app/store';
import { releaseOpened, selectOpenTrackId, trackToggled } from '../../src/features/lyrics/lyricsSlice';
import {
  type PlayerState,
  type PlayerStatus,
  playPausePressed,
  type QueuedTrack,
  selectCurrentTrack,
  selectPlayerStatus,
  trackPlayPressed,
} from '../../src/features/player/playerEvents';
import {
  initialPlayerState,
  nextPressed,
  playbackFailed,
  playbackPaused,
  playbackStarted,
  playerSlice,
  previousPressed,
  selectHasNext,
  selectHasPrevious,
  selectQueue,
  trackEnded,
} from '../../src/features/player/playerSlice';

// The player's rules as a pure reducer, read through its selectors: every
// event from every kind of state (idle; each status at the first, a middle
// and the last track of a queue); then through a real store, which takes the
// rules in at the first event, against a model of them over any sequence of
// events.

const queued = (releaseSlug: string, trackId: string): QueuedTrack => ({
  key: `${releaseSlug}/${trackId}`,
  releaseSlug,
  trackId,
  title: trackId,
  language: 'sv',
  releaseTitle: releaseSlug,
  cover: { src: 'assets/cover-400.0123456789.webp', width: 400, height: 400, type: 'image/webp', alt: '' },
  duration: 120,
  sources: [{ url: `audio/${releaseSlug}/${trackId}.0123456789.mp3`, type: 'audio/mpeg' }],
});

const birds = [queued('birds', 'birds-dont-sing'), queued('birds', 'fritt-fall'), queued('birds', 'tredje')];
const kniv = [queued('kniv', 'kniv')];

/** A state's player after one event, by the rules alone. */
const after = (from: PlayerState, action: UnknownAction) => ({ player: playerSlice.reducer(from, action) });
const player = (state: { player?: PlayerState }) => ({
  status: selectPlayerStatus(state),
  current: selectCurrentTrack(state)?.key ?? null,
});

const LAST = birds.length - 1;
const STATUSES: readonly Exclude<PlayerStatus, 'idle'>[] = ['loading', 'playing', 'paused', 'unavailable'];
const sounding = (status: PlayerStatus) => status === 'playing' || status === 'loading';

/** Waits until the store has the player's rules in (it fetches them at the first player event). */
async function rulesIn(store: ReturnType<typeof makeStore>) {
  while (store.getState().player === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A store with the player's rules in: a press of pause, which changes nothing from idle, brings them. */
async function storeWithPlayer() {
  const store = makeStore();
  store.dispatch(playPausePressed());
  await rulesIn(store);
  return store;
}

describe('player slice', () => {
  test('idle before its rules are in the store: nothing queued, nothing current, no way back or on', () => {
    const state = makeStore().getState();
    expect(state.player).toBeUndefined();
    expect(selectPlayerStatus(state)).toBe('idle');
    expect(selectCurrentTrack(state)).toBeNull();
    expect(selectQueue(state)).toEqual([]);
    expect(selectHasPrevious(state)).toBe(false);
    expect(selectHasNext(state)).toBe(false);
    expect(playerSlice.getInitialState()).toEqual(initialPlayerState);
  });

  describe('from idle', () => {
    test('a track pressed starts loading it, with its queue', () => {
      const state = after(initialPlayerState, trackPlayPressed({ queue: birds, key: birds[1]!.key }));
      expect(player(state)).toEqual({ status: 'loading', current: birds[1]!.key });
      expect(selectQueue(state)).toEqual(birds);
    });
    test('a key the queue does not hold changes nothing', () => {
      const state = after(initialPlayerState, trackPlayPressed({ queue: birds, key: kniv[0]!.key }));
      expect(state.player).toBe(initialPlayerState);
    });
    test.each([playPausePressed(), nextPressed(), previousPressed(), trackEnded(), playbackStarted(), playbackPaused(), playbackFailed()])(
      '$type changes nothing',
      (action) => {
        expect(after(initialPlayerState, action).player).toBe(initialPlayerState);
      },
    );
  });

  // Every status, at the first, a middle and the last track.
  const states = STATUSES.flatMap((status) => [0, 1, LAST].map((index) => ({ status, index })));

  describe.each(states)('from $status at track $index', ({ status, index }) => {
    const from: PlayerState = { queue: birds, index, status };
    const at = (key: number) => birds[key]!.key;

    test('its own play button pauses it while it sounds, and asks for it again otherwise', () => {
      const state = after(from, trackPlayPressed({ queue: birds, key: at(index) }));
      expect(player(state)).toEqual({ status: sounding(status) ? 'paused' : 'loading', current: at(index) });
    });
    test("another track's button starts that one", () => {
      const other = index === 0 ? 1 : 0;
      expect(player(after(from, trackPlayPressed({ queue: birds, key: at(other) })))).toEqual({ status: 'loading', current: at(other) });
    });
    test("another release's track replaces the queue", () => {
      const state = after(from, trackPlayPressed({ queue: kniv, key: kniv[0]!.key }));
      expect(player(state)).toEqual({ status: 'loading', current: kniv[0]!.key });
      expect(selectQueue(state)).toEqual(kniv);
      expect(selectHasNext(state)).toBe(false);
    });
    test('play/pause toggles between sounding and paused', () => {
      expect(player(after(from, playPausePressed()))).toEqual({ status: sounding(status) ? 'paused' : 'loading', current: at(index) });
    });
    test('next goes on to the next track, and does nothing at the last', () => {
      expect(player(after(from, nextPressed()))).toEqual(
        index < LAST ? { status: 'loading', current: at(index + 1) } : { status, current: at(index) },
      );
    });
    test('previous goes back a track, and does nothing at the first', () => {
      expect(player(after(from, previousPressed()))).toEqual(
        index > 0 ? { status: 'loading', current: at(index - 1) } : { status, current: at(index) },
      );
    });
    test('the end of a track plays the next; after the last, the player rests on it', () => {
      expect(player(after(from, trackEnded()))).toEqual(
        index < LAST ? { status: 'loading', current: at(index + 1) } : { status: 'paused', current: at(index) },
      );
    });
    test('the audio sounding makes it playing', () => {
      expect(player(after(from, playbackStarted()))).toEqual({ status: 'playing', current: at(index) });
    });
    test('the audio stopping from outside pauses what sounded, and nothing else', () => {
      expect(player(after(from, playbackPaused()))).toEqual({ status: sounding(status) ? 'paused' : status, current: at(index) });
    });
    test('a failed load makes the track unavailable', () => {
      expect(player(after(from, playbackFailed()))).toEqual({ status: 'unavailable', current: at(index) });
    });
    test('previous and next are there where the queue goes on', () => {
      const state = { player: from };
      expect(selectHasPrevious(state)).toBe(index > 0);
      expect(selectHasNext(state)).toBe(index < LAST);
    });
  });

  test('the store takes the rules in at the first event, which then goes through', async () => {
    const store = makeStore();
    store.dispatch(trackPlayPressed({ queue: birds, key: birds[0]!.key }));
    expect(store.getState().player).toBeUndefined(); // its code is on the way
    await rulesIn(store);
    expect(player(store.getState())).toEqual({ status: 'loading', current: birds[0]!.key });
    // The rest of the state is as it was.
    expect(selectOpenTrackId(store.getState())).toBeNull();
  });

  // A model of the rules, as plainly as they can be said, against any sequence of events.
  const catalogue = [...birds, ...kniv];
  const event = fc.oneof(
    fc.constantFrom(...catalogue).map((track) => trackPlayPressed({ queue: track.releaseSlug === 'kniv' ? kniv : birds, key: track.key })),
    fc.constantFrom(
      playPausePressed(),
      nextPressed(),
      previousPressed(),
      trackEnded(),
      playbackStarted(),
      playbackPaused(),
      playbackFailed(),
    ),
  );

  function model(state: PlayerState, action: UnknownAction): PlayerState {
    const { queue, index, status } = state;
    if (trackPlayPressed.match(action)) {
      const { payload } = action;
      const at = payload.queue.findIndex((track) => track.key === payload.key);
      if (index !== null && queue[index]!.key === payload.key) return { queue, index, status: sounding(status) ? 'paused' : 'loading' };
      return { queue: payload.queue, index: at, status: 'loading' };
    }
    if (index === null) return state;
    if (playPausePressed.match(action)) return { queue, index, status: sounding(status) ? 'paused' : 'loading' };
    if (nextPressed.match(action)) return index < queue.length - 1 ? { queue, index: index + 1, status: 'loading' } : state;
    if (previousPressed.match(action)) return index > 0 ? { queue, index: index - 1, status: 'loading' } : state;
    if (trackEnded.match(action))
      return index < queue.length - 1 ? { queue, index: index + 1, status: 'loading' } : { queue, index, status: 'paused' };
    if (playbackStarted.match(action)) return { queue, index, status: 'playing' };
    if (playbackPaused.match(action)) return { queue, index, status: sounding(status) ? 'paused' : status };
    if (playbackFailed.match(action)) return { queue, index, status: 'unavailable' };
    return state;
  }

  test('property: any sequence of events, from wherever the last left the store, follows the model', async () => {
    const store = await storeWithPlayer();
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        let expected: PlayerState = store.getState().player!;
        for (const next of events) {
          store.dispatch(next);
          expected = model(expected, next);
          expect(store.getState().player).toEqual(expected);
          const current = selectCurrentTrack(store.getState());
          if (current) expect(selectQueue(store.getState())).toContainEqual(current);
          else expect(selectPlayerStatus(store.getState())).toBe('idle');
        }
      }),
    );
  });

  test('property: playing and lyrics leave each other alone', async () => {
    const store = await storeWithPlayer();
    const lyricEvent = fc.oneof(
      fc.constantFrom('birds-dont-sing', 'fritt-fall', 'kniv').map((id) => trackToggled(id)),
      fc.constant(releaseOpened({ releaseSlug: 'birds', trackId: null })),
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(event, lyricEvent), { maxLength: 60 }), (events) => {
        for (const next of events) {
          const before = store.getState();
          store.dispatch(next);
          const now = store.getState();
          // A player event never opens or closes lyrics; a lyric event never touches the player.
          if (next.type.startsWith('player/')) expect(selectOpenTrackId(now)).toBe(selectOpenTrackId(before));
          else expect(now.player).toBe(before.player);
        }
      }),
    );
  });
});
