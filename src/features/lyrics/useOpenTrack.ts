import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { paths } from '../../util/routes';
import { lyricsSlice, releaseOpened, selectOpenTrackId, trackToggled } from './lyricsSlice';

/**
 * The open track of a release page. The address is its one source
 * (`#/media/kniv/kniv`: a fan can share it, go back and forward), and the
 * store follows it, from here alone: a toggle moves the address, never the
 * store. The page draws the store's value, so its first render has nothing
 * open, as the prerendered copy it hydrates.
 *
 * @param trackIds the release's track ids: an id it does not have opens nothing.
 * @returns the open track id, and what pressing a track's title does.
 */
export function useOpenTrack(
  releaseSlug: string,
  trackIdInUrl: string | null,
  trackIds: readonly string[],
): [openTrackId: string | null, toggle: (trackId: string) => void] {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const openTrackId = useSelector(selectOpenTrackId);
  const requested = trackIdInUrl !== null && trackIds.includes(trackIdInUrl) ? trackIdInUrl : null;

  // The track the last press asked the address for, until the page has
  // drawn an address: a second press before then (a double click) counts
  // from there, not from what is still on screen.
  const asked = useRef<{ trackId: string | null } | null>(null);

  useEffect(() => {
    asked.current = null;
    dispatch(releaseOpened({ releaseSlug, trackId: requested }));
  }, [dispatch, releaseSlug, requested]);

  const toggle = (trackId: string) => {
    const from = asked.current ? asked.current.trackId : openTrackId;
    // What a press opens is the reducer's rule (one open track at most): asked, not repeated.
    const next = lyricsSlice.reducer({ openTrackId: from }, trackToggled(trackId)).openTrackId;
    asked.current = { trackId: next };
    navigate(next ? paths.track(releaseSlug, next) : paths.release(releaseSlug), { replace: true });
  };
  return [openTrackId, toggle];
}
