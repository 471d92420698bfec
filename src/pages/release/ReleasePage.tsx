import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import { listenIcons } from '../../components/listenIcons';
import { LinkButtons } from '../../components/LinkButtons';
import { Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import type { Release } from '../../content/releases';
import { LanguageSwitch, useShownLanguage } from '../../features/language/LanguageSwitch';
import { TrackList } from '../../features/lyrics/TrackList';
import { PlayReleaseButton } from '../../features/player/PlayReleaseButton';
import { PlayTrackButton } from '../../features/player/PlayTrackButton';
import type { QueuedTrack } from '../../features/player/playerEvents';
import { useTrackUrlSync } from '../../features/lyrics/useTrackUrlSync';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { trackKey } from '../../lib/playback';
import { paths } from '../../util/routes';
import { shareLink } from '../../lib/shareLink';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import * as styles from './ReleasePage.module.css';

/**
 * `/media/:releaseSlug` and `/media/:releaseSlug/:trackId`. A slug the
 * content does not have has no page file: "Page not found!".
 */
export default function ReleasePage() {
  const { releaseSlug = '', trackId } = useParams();
  const data = usePageData<PageData<'release'>>(paths.release(releaseSlug));
  if (!data) return <NotFoundPage />;
  return <ReleaseView key={data.release.slug} {...data} trackIdInUrl={trackId ?? null} />;
}

function ReleaseView({ release, queue, structuredData, trackIdInUrl }: PageData<'release'> & { trackIdInUrl: string | null }) {
  usePageMeta(release.title, `${release.title} (${release.year}): track list and lyrics.`);
  return (
    <article className={styles.page}>
      <StructuredData data={structuredData} />
      <Link to={paths.media} className={styles.back}>
        ← All releases
      </Link>
      <div className={styles.header}>
        <Picture artwork={release.cover} sizes="(min-width: 768px) 20rem, 40vw" priority className={styles.cover} />
        <div className={styles.titles}>
          <h1 className={styles.title}>{release.title}</h1>
          <p className={styles.year}>{release.year}</p>
          {queue.length > 0 && (
            <PlayReleaseButton releaseSlug={release.slug} queue={() => Promise.resolve(queue)} className={styles.play} />
          )}
        </div>
        {release.listen.length > 0 && (
          <section className={styles.listen} aria-labelledby="listen-heading">
            <h2 id="listen-heading" className={styles.listenHeading}>
              Listen
            </h2>
            <LinkButtons links={release.listen.map(({ service, url }) => ({ name: service, url }))} icons={listenIcons} compact />
          </section>
        )}
      </div>
      <section className={styles.tracks} aria-labelledby="tracks-heading">
        <h2 id="tracks-heading" className={styles.tracksHeading}>
          Tracks &amp; lyrics
        </h2>
        <Tracks release={release} queue={queue} trackIdInUrl={trackIdInUrl} />
      </section>
    </article>
  );
}

function Tracks({ release, queue, trackIdInUrl }: { release: Release; queue: readonly QueuedTrack[]; trackIdInUrl: string | null }) {
  const openTrackId = useTrackUrlSync(
    release.slug,
    trackIdInUrl,
    release.tracks.map((track) => track.id),
  );

  // A shared link to a track scrolls its lyrics into view.
  const linkedTrack = useRef(trackIdInUrl);
  useEffect(() => {
    const target = linkedTrack.current;
    if (!target) return;
    linkedTrack.current = null;
    document.getElementById(`track-${target}`)?.scrollIntoView({ block: 'start' });
  }, []);

  const shown = useShownLanguage();
  const translated = release.tracks.some((track) => track.translation);
  return (
    <>
      {translated && <LanguageSwitch label="Lyrics: the original, or with the English translation beside it" />}
      <TrackList
        labelledBy="tracks-heading"
        tracks={release.tracks}
        openTrackId={openTrackId}
        renderOpenActions={(track) => <CopyLinkButton url={shareLink(window.location.href, paths.track(release.slug, track.id))} />}
        translated={shown === 'en'}
        releaseSlug={release.slug}
        renderPlay={(track) => track.recording && <PlayTrackButton queue={queue} trackKey={trackKey(release.slug, track.id)} />}
      />
    </>
  );
}
