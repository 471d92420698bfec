import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import { releaseOpened, selectOpenTrackId } from './lyricsSlice';

/**
 * Keeps the open track and the URL in step, in both directions, in one place.
 * The store decides what is open; the URL (`#/media/kniv/kniv`) only mirrors it
 * so a fan can share it, and seeds it when such a link is opened.
 *
 * @param trackIds the release's track ids.
 * @returns the open track id.
 */
export function useTrackUrlSync(
  releaseSlug: string,
  trackIdInUrl: string | null,
  trackIds: readonly string[],
): string | null {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const openTrackId = useAppSelector(selectOpenTrackId);
  // An id the release does not have opens nothing.
  const requested = trackIdInUrl !== null && trackIds.includes(trackIdInUrl) ? trackIdInUrl : null;

  // URL → store: the page was opened, or back/forward moved between tracks.
  useEffect(() => {
    dispatch(releaseOpened({ releaseSlug, trackId: requested }));
  }, [dispatch, releaseSlug, requested]);

  // Store → URL: a track was toggled on the page.
  const previous = useRef(openTrackId);
  useEffect(() => {
    if (previous.current === openTrackId) return;
    previous.current = openTrackId;
    if (openTrackId === requested) return;
    navigate(openTrackId ? paths.track(releaseSlug, openTrackId) : paths.release(releaseSlug), { replace: true });
  }, [navigate, openTrackId, releaseSlug, requested]);

  return openTrackId;
}
