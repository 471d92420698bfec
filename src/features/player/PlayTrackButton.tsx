import { useDispatch } from 'react-redux';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { trackPlayPressed, type QueuedTrack } from './playerEvents';
import { useSounding } from './useSounding';
import * as styles from './PlayTrackButton.module.css';

// A file of its own: the home page, which has only "Play the release", does not carry it.

/** A track's play button on its release's page: plays it, then the release's next tracks; pauses it while it plays. */
export function PlayTrackButton({ queue, trackKey }: { queue: readonly QueuedTrack[]; trackKey: string }) {
  const dispatch = useDispatch();
  const { sounding } = useSounding((track) => track.key === trackKey);
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
