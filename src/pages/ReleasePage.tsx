import { startTransition, use, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePageMeta } from '../app/pageMeta';
import { paths } from '../app/paths';
import { CopyLinkButton } from '../components/CopyLinkButton';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Picture } from '../components/Picture';
import { findRelease } from '../content/releases';
import type { Release } from '../content/types';
import { TrackList } from '../features/lyrics/TrackList';
import { forgetReleaseTracks, releaseTracks } from '../features/lyrics/releaseTracks';
import { useTrackUrlSync } from '../features/lyrics/useTrackUrlSync';
import { NotFoundPage } from './NotFoundPage';
import * as styles from './ReleasePage.module.css';

/** `/media/:releaseSlug` and `/media/:releaseSlug/:trackId`; anything not in the content is not found. */
export default function ReleasePage() {
  const { releaseSlug, trackId } = useParams();
  const release = findRelease(releaseSlug);
  if (!release) return <NotFoundPage />;
  return <ReleaseView key={release.slug} release={release} trackIdInUrl={trackId ?? null} />;
}

function ReleaseView({ release, trackIdInUrl }: { release: Release; trackIdInUrl: string | null }) {
  usePageMeta(release.title, `${release.title} (${release.year}): track list and lyrics.`);
  const [attempt, setAttempt] = useState(0);
  return (
    <article className={styles.page}>
      <Link to={paths.media} className={styles.back}>
        ← All releases
      </Link>
      <div className={styles.header}>
        <Picture artwork={release.cover} sizes="(min-width: 768px) 20rem, 40vw" priority className={styles.cover} />
        <div className={styles.titles}>
          <h1 className={styles.title}>{release.title}</h1>
          <p className={styles.year}>{release.year}</p>
        </div>
      </div>
      <section className={styles.tracks} aria-labelledby="tracks-heading">
        <h2 id="tracks-heading" className={styles.tracksHeading}>
          Tracks &amp; lyrics
        </h2>
        <ErrorBoundary
          resetKey={String(attempt)}
          fallback={
            <LyricsFailed
              onRetry={() => {
                forgetReleaseTracks(release);
                startTransition(() => setAttempt((n) => n + 1));
              }}
            />
          }
        >
          <Tracks release={release} trackIdInUrl={trackIdInUrl} />
        </ErrorBoundary>
      </section>
    </article>
  );
}

/**
 * The track list. It suspends the whole page until the lyrics have arrived
 * (they load with it), so nothing below jumps when they do.
 */
function Tracks({ release, trackIdInUrl }: { release: Release; trackIdInUrl: string | null }) {
  const tracks = use(releaseTracks(release));
  const openTrackId = useTrackUrlSync(
    release.slug,
    trackIdInUrl,
    tracks.map((track) => track.id),
  );

  // A shared link to a track scrolls its lyrics into view.
  const linkedTrack = useRef(trackIdInUrl);
  useEffect(() => {
    const target = linkedTrack.current;
    if (!target) return;
    linkedTrack.current = null;
    document.getElementById(`track-${target}`)?.scrollIntoView({ block: 'start' });
  }, []);

  return (
    <TrackList
      labelledBy="tracks-heading"
      tracks={tracks}
      openTrackId={openTrackId}
      renderOpenActions={(track) => <CopyLinkButton url={shareUrl(release.slug, track.id)} />}
    />
  );
}

/** The address of a track's lyrics, to share. */
function shareUrl(releaseSlug: string, trackId: string): string {
  const page = window.location.href.split('#')[0];
  return `${page}#${paths.track(releaseSlug, trackId)}`;
}

function LyricsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className={styles.failed}>
      <p>The lyrics could not be loaded. Check your connection and try again.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
