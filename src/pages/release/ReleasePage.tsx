import { useEffect, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import type { Release } from '../../content/releases';
import { LanguageSwitch, useShownLanguage } from '../../features/language/LanguageSwitch';
import { TrackList } from '../../features/lyrics/TrackList';
import { useOpenTrack } from '../../features/lyrics/useOpenTrack';
import { PlayReleaseButton } from '../../features/player/PlayReleaseButton';
import { PlayTrackButton } from '../../features/player/PlayTrackButton';
import type { QueuedTrack } from '../../features/player/playerEvents';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { trackKey } from '../../lib/playback';
import { paths } from '../../util/routes';
import { shareLink } from '../../lib/shareLink';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { ReleaseView } from './ReleaseView';
import * as styles from './ReleasePage.module.css';

/**
 * `/media/:releaseSlug` and `/media/:releaseSlug/:trackId`. A slug the
 * content does not have has no page file: "Page not found!".
 */
export default function ReleasePage() {
  const { releaseSlug = '', trackId } = useParams();
  const data = usePageData<PageData<'release'>>(paths.release(releaseSlug));
  if (!data) return <NotFoundPage />;
  return <ReleaseOnSite key={data.release.slug} {...data} trackIdInUrl={trackId ?? null} />;
}

/** The release as the site shows it: what its share page has, and the play buttons, the lyrics' toggles and language. */
function ReleaseOnSite({ release, queue, structuredData, trackIdInUrl }: PageData<'release'> & { trackIdInUrl: string | null }) {
  usePageMeta(release.title, `${release.title} (${release.year}): track list and lyrics.`);
  return (
    <ReleaseView
      release={release}
      structuredData={structuredData}
      play={
        queue.length > 0 && <PlayReleaseButton releaseSlug={release.slug} queue={() => Promise.resolve(queue)} className={styles.play} />
      }
      tracks={<Tracks release={release} queue={queue} trackIdInUrl={trackIdInUrl} />}
    />
  );
}

function Tracks({ release, queue, trackIdInUrl }: { release: Release; queue: readonly QueuedTrack[]; trackIdInUrl: string | null }) {
  const [openTrackId, toggle] = useOpenTrack(
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
        onToggle={toggle}
        renderOpenActions={(track) => <CopyLinkButton url={shareLink(window.location.href, paths.track(release.slug, track.id))} />}
        translated={shown === 'en'}
        releaseSlug={release.slug}
        renderPlay={(track) => track.recording && <PlayTrackButton queue={queue} trackKey={trackKey(release.slug, track.id)} />}
      />
    </>
  );
}
