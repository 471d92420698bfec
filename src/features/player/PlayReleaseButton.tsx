import { useDispatch } from 'react-redux';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { playPausePressed, trackPlayPressed, type QueuedTrack } from './playerEvents';
import { useSounding } from './useSounding';
import * as styles from './PlayReleaseButton.module.css';

/** "Play the release": from its first recorded track; while one of its tracks is the player's, pause or go on. None without recordings. */
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
