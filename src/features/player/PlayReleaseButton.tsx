import { useDispatch } from 'react-redux';
import { PauseIcon, PlayIcon } from '../../components/icons';
import { playPausePressed, trackPlayPressed, type QueuedTrack } from './playerEvents';
import { useSounding } from './useSounding';
import * as styles from './PlayReleaseButton.module.css';

interface PlayReleaseButtonProps {
  releaseSlug: string;
  /** Its recorded tracks: at hand on the release's page; fetched when pressed elsewhere (home holds only the release's name). */
  queue: () => Promise<readonly QueuedTrack[]>;
  className?: string;
}

/** "Play the release": from its first recorded track; while one of its tracks is the player's, pause or go on. */
export function PlayReleaseButton({ releaseSlug, queue, className }: PlayReleaseButtonProps) {
  const dispatch = useDispatch();
  const { holds, sounding } = useSounding((track) => track.releaseSlug === releaseSlug);
  const play = () =>
    queue().then(
      (tracks) => tracks[0] && dispatch(trackPlayPressed({ queue: tracks, key: tracks[0].key })),
      () => {}, // Not fetched (offline): the button stays as it was.
    );
  return (
    <button
      type="button"
      className={`${styles.release} ${className ?? ''}`}
      onClick={() => (holds ? dispatch(playPausePressed()) : play())}
    >
      {sounding ? <PauseIcon /> : <PlayIcon />}
      {sounding ? 'Pause' : 'Play the release'}
    </button>
  );
}
