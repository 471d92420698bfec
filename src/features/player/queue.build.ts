import type { Artwork } from '../../content/pictures';
import type { Track } from '../../content/releases';
import { trackKey } from '../../lib/playback';
import type { QueuedTrack } from './playerEvents';

/** A release as far as the player needs it: its tracks without their lyrics. */
export interface PlayableRelease {
  readonly slug: string;
  readonly title: string;
  readonly cover: Artwork;
  readonly tracks: readonly Pick<Track, 'id' | 'title' | 'language' | 'recording'>[];
}

/** The cover's smallest WebP rendition (every browser that plays the audio shows WebP): enough for the bar and the lock screen. */
function thumbnailOf({ image, alt }: Artwork): QueuedTrack['cover'] {
  const webp = image.sources.find((source) => source.type === 'image/webp');
  const [src = image.src, width = String(image.width)] =
    webp?.srcSet
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/))
      .sort((a, b) => Number.parseInt(a[1] ?? '', 10) - Number.parseInt(b[1] ?? '', 10))[0] ?? [];
  const pixels = Number.parseInt(width, 10);
  // Covers are square (the build crops them).
  return { src, width: pixels, height: pixels, type: webp ? webp.type : 'image/jpeg', alt };
}

/** The release's tracks that have a recording, in order, as the player queues them (made by the build, into the page's data). */
export function queueOf(release: PlayableRelease): QueuedTrack[] {
  const cover = thumbnailOf(release.cover);
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
            cover,
            duration: recording.duration,
            sources: recording.sources,
          },
        ]
      : [],
  );
}
