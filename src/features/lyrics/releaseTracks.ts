import type { Release, Track } from '../../content/types';

// One request per release per visit: going back to a release shows it at once.
// A failed request stays failed (React would otherwise ask again on every
// render) until the visitor presses "Try again" (forgetReleaseTracks).
const requests = new Map<string, Promise<readonly Track[]>>();

/** The release's tracks and lyrics (a small file of their own), as a promise React's `use` can read. */
export function releaseTracks(release: Release): Promise<readonly Track[]> {
  let request = requests.get(release.slug);
  if (!request) {
    request = release.loadTracks().then(({ tracks }) => tracks);
    requests.set(release.slug, request);
  }
  return request;
}

/** Drops a release's request, so the next read fetches its lyrics again. */
export function forgetReleaseTracks(release: Release): void {
  requests.delete(release.slug);
}
