import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { paths } from '../../util/routes';
import { releaseOpened, selectOpenTrackId } from './lyricsSlice';

/**
 * Keeps the open track and the URL in step, in both directions, in one place.
 * The store decides what is open; the URL (`#/media/kniv/kniv`) only mirrors it
 * so a fan can share it, and seeds it when such a link is opened.
 *
 * Navigations render as React transitions, so a fan pressing toggles quickly
 * can be ahead of the URL. The hook remembers the URL it last asked for and
 * takes URLs rendered before that one lands as stale, not as new requests.
 *
 * @param trackIds the release's track ids.
 * @returns the open track id.
 */
export function useTrackUrlSync(releaseSlug: string, trackIdInUrl: string | null, trackIds: readonly string[]): string | null {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const openTrackId = useSelector(selectOpenTrackId);
  // An id the release does not have opens nothing.
  const requested = trackIdInUrl !== null && trackIds.includes(trackIdInUrl) ? trackIdInUrl : null;
  // The track of the last URL this hook navigated to, until the router shows it.
  const pending = useRef<{ trackId: string | null } | null>(null);

  // URL → store: the page was opened, or back/forward or a typed URL moved between tracks.
  useEffect(() => {
    if (pending.current) {
      if (pending.current.trackId === requested) pending.current = null;
      return;
    }
    dispatch(releaseOpened({ releaseSlug, trackId: requested }));
  }, [dispatch, releaseSlug, requested, locationKey]);

  // Store → URL: a track was toggled on the page.
  const previous = useRef(openTrackId);
  useEffect(() => {
    if (previous.current === openTrackId) return;
    previous.current = openTrackId;
    if (!pending.current && openTrackId === requested) return;
    pending.current = { trackId: openTrackId };
    navigate(openTrackId ? paths.track(releaseSlug, openTrackId) : paths.release(releaseSlug), { replace: true });
  }, [navigate, openTrackId, releaseSlug, requested]);

  return openTrackId;
}
