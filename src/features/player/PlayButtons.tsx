import { useDispatch, useSelector } from 'react-redux';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { playPausePressed, selectCurrentTrack, selectPlayerStatus, trackPlayPressed, type QueuedTrack } from './playerEvents';
import * as styles from './PlayButtons.module.css';

/** Whether the player is sounding this track (or about to): its button then pauses. */
function useSounding(keys: readonly string[]) {
  const current = useSelector(selectCurrentTrack);
  const status = useSelector(selectPlayerStatus);
  const holds = current !== null && keys.includes(current.key);
  return { holds, sounding: holds && (status === 'playing' || status === 'loading') };
}

/** A track's play button on its release's page: plays it, then the release's next tracks; pauses it while it plays. */
export function PlayTrackButton({ queue, trackKey }: { queue: readonly QueuedTrack[]; trackKey: string }) {
  const dispatch = useDispatch();
  const { sounding } = useSounding([trackKey]);
  const title = queue.find((track) => track.key === trackKey)?.title ?? '';
  return (
    <button
      type="button"
      className={styles.track}
      aria-label={`${sounding ? 'Pause' : 'Play'} ${title}`}
      onClick={() => dispatch(trackPlayPressed({ queue, key: trackKey }))}
    >
      {sounding ? <PauseIcon /> : <PlayIcon />}
    </button>
  );
}

/** "Play the release": from its first recorded track; while one of its tracks is the player's, pause or go on. */
export function PlayReleaseButton({ queue, className }: { queue: readonly QueuedTrack[]; className?: string }) {
  const dispatch = useDispatch();
  const { holds, sounding } = useSounding(queue.map((track) => track.key));
  const first = queue[0];
  if (!first) return null;
  return (
    <button
      type="button"
      className={`${styles.release} ${className ?? ''}`}
      onClick={() => dispatch(holds ? playPausePressed() : trackPlayPressed({ queue, key: first.key }))}
    >
      {sounding ? <PauseIcon /> : <PlayIcon />}
      {sounding ? 'Pause' : 'Play the release'}
    </button>
  );
}
