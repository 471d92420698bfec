import { useCallback, useEffect, useState } from 'react';
import type { Release, Track } from '../../content/types';

export type TracksState =
  | { status: 'loading' }
  | { status: 'ready'; tracks: readonly Track[] }
  | { status: 'failed' };

// Lyrics already fetched this visit, so going back to a release shows them at once.
const loaded = new Map<string, readonly Track[]>();

function initialState(release: Release): TracksState {
  const tracks = loaded.get(release.slug);
  return tracks ? { status: 'ready', tracks } : { status: 'loading' };
}

/** The release's tracks and lyrics, fetched with its page (a separate small file per release). */
export function useReleaseTracks(release: Release): TracksState & { retry: () => void } {
  const [state, setState] = useState<TracksState>(() => initialState(release));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (loaded.has(release.slug)) return;
    let current = true;
    release
      .loadTracks()
      .then(({ tracks }) => {
        loaded.set(release.slug, tracks);
        if (current) setState({ status: 'ready', tracks });
      })
      .catch(() => {
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [release, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
