import type { Artwork } from '../../content/pictures';
import type { Track } from '../../content/releases';
import { trackKey } from '../../lib/playback';
import type { QueuedTrack } from './playerEvents';

/** What a page knows of a release, enough to play it: its tracks need no lyrics. */
export interface PlayableRelease {
  readonly slug: string;
  readonly title: string;
  readonly cover: Artwork;
  readonly tracks: readonly Pick<Track, 'id' | 'title' | 'language' | 'recording'>[];
}

/** The release's tracks that have a recording, in order, as the player queues them. */
export function queueOf(release: PlayableRelease): QueuedTrack[] {
  return release.tracks.flatMap(({ id, title, language, recording }) =>
    recording
      ? [
          {
            key: trackKey(release.slug, id),
            releaseSlug: release.slug,
            trackId: id,
            title,
            language,
            releaseTitle: release.title,
            cover: release.cover,
            duration: recording.duration,
            sources: recording.sources,
          },
        ]
      : [],
  );
}
