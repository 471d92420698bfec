import { useSelector } from 'react-redux';
import { selectCurrentTrack, selectPlayerStatus } from './playerEvents';

/** Whether the player holds one of these tracks, and whether it is sounding it (or about to): a play button then pauses. */
export function useSounding(keys: readonly string[]) {
  const current = useSelector(selectCurrentTrack);
  const status = useSelector(selectPlayerStatus);
  const holds = current !== null && keys.includes(current.key);
  return { holds, sounding: holds && (status === 'playing' || status === 'loading') };
}
