import { useSelector } from 'react-redux';
import { isSounding, selectCurrentTrack, selectPlayerStatus, type QueuedTrack } from './playerEvents';

/** Whether the player holds a track of these (`mine`), and whether it is sounding it or about to: a play button then pauses. */
export function useSounding(mine: (track: QueuedTrack) => boolean) {
  const current = useSelector(selectCurrentTrack);
  const status = useSelector(selectPlayerStatus);
  const holds = current !== null && mine(current);
  return { holds, sounding: holds && isSounding(status) };
}
