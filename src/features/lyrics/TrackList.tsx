import { useState, type ReactNode } from 'react';
import type { Track } from '../../content/releases';
import { trackKey } from '../../lib/playback';
import { LyricSheet } from './LyricSheet';
import * as styles from './Lyrics.module.css';

interface TrackListProps {
  /** Id of the heading that names the list. */
  labelledBy: string;
  tracks: readonly Track[];
  openTrackId: string | null;
  /** A track's title pressed (its toggle): the page moves the address, which the store follows (useOpenTrack). */
  onToggle?: (trackId: string) => void;
  /**
   * On a share page, read without scripts: each title is a link (to the page
   * with that track open, or closed), not a toggle, and the open track's
   * lyrics are in the page as plain text.
   */
  hrefOf?: (track: Track) => string;
  /** Shown at the top of the open track's lyrics (the share button). */
  renderOpenActions?: (track: Track) => ReactNode;
  /** Show each track's English translation beside its lyrics, where it has one. */
  translated?: boolean;
  /** The release's slug: a track's lyrics follow the player while it plays that track (lib/playback.ts). None on a share page. */
  releaseSlug?: string;
  /** Before a track's title: its play button, where it has a recording. */
  renderPlay?: (track: Track) => ReactNode;
}

/** Track titles as toggles; the open one unfolds its lyrics. At most one is open (the store says which). */
export function TrackList({
  labelledBy,
  tracks,
  openTrackId,
  onToggle,
  hrefOf,
  renderOpenActions,
  translated = false,
  releaseSlug,
  renderPlay,
}: TrackListProps) {
  // A track's lyrics join the page the first time it opens and stay, so it can
  // fold shut again. Lyrics nobody opened are not drawn: that keeps each
  // release's first view in its page file (src/prerender.build.tsx) to its track list.
  const [drawn, setDrawn] = useState<readonly string[]>([]);
  if (openTrackId && !drawn.includes(openTrackId)) setDrawn([...drawn, openTrackId]);
  return (
    <ol className={styles.tracks} aria-labelledby={labelledBy}>
      {tracks.map((track) => {
        const open = track.id === openTrackId;
        const panelId = `lyrics-${track.id}`;
        const title = (
          <>
            <span className={styles.number} aria-hidden="true">
              {String(track.number).padStart(2, '0')}
            </span>
            <span className={styles.title} lang={track.language}>
              {track.title}
            </span>
            <span className={styles.hint} aria-hidden="true">
              {open ? 'Hide lyrics' : 'Lyrics'}
            </span>
          </>
        );
        return (
          <li key={track.id} id={`track-${track.id}`} className={styles.track}>
            <div className={styles.row}>
              {renderPlay?.(track)}
              <h3 className={styles.trackHeading}>
                {hrefOf ? (
                  <a href={hrefOf(track)}>{title}</a>
                ) : (
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => onToggle?.(track.id)}
                  >
                    {title}
                  </button>
                )}
              </h3>
            </div>
            <div id={panelId} className={styles.panel} data-open={open} aria-hidden={!open}>
              <div className={styles.panelInner}>
                {open && renderOpenActions && <div className={styles.actions}>{renderOpenActions(track)}</div>}
                {drawn.includes(track.id) && (
                  <LyricSheet track={track} translated={translated} trackKey={releaseSlug && trackKey(releaseSlug, track.id)} />
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
