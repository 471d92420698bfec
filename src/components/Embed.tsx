import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { Artwork } from '../content/pictures';
import { useOnline } from '../lib/useOnline';
import { Picture } from './Picture';
import * as styles from './Embed.module.css';

interface EmbedProps {
  /** Accessible name of the player frame, e.g. "VARM & KALL EP on Spotify". */
  title: string;
  /** Whose player it is, "Spotify": said in words when it cannot load, offline. */
  platform: string;
  /** The player's URL; nothing is fetched from it until the visitor asks. */
  src: string;
  /** What `allow` grants the frame: only what the player needs. */
  allow: string;
  /** Local picture shown in place of the player until it is started. */
  poster: Artwork;
  posterSizes: string;
  /** Label of the button that loads the player ("Play on Spotify"). */
  startLabel: string;
  icon: ReactNode;
  /** Plain link to the same music on the platform; always shown, works if the player cannot. */
  fallbackHref: string;
  fallbackLabel: string;
  /** Frame shape: the Spotify album player is tall, video is 16:9. */
  shape: 'album' | 'video';
}

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while hydrating, true once the app runs:
 * the posters are decoration for a button that needs JavaScript anyway, so
 * they are not fetched before the app has started and cannot compete with
 * the page's main picture.
 */
function useAppStarted(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * A third-party player that loads nothing from its platform until the
 * visitor presses play: faster pages, and no data sent before they choose.
 * Offline (the site works from its service worker) it says it needs a
 * connection, rather than offering a frame that would stay empty; one
 * already playing is left alone.
 */
export function Embed({
  title,
  platform,
  src,
  allow,
  poster,
  posterSizes,
  startLabel,
  icon,
  fallbackHref,
  fallbackLabel,
  shape,
}: EmbedProps) {
  const [started, setStarted] = useState(false);
  const appStarted = useAppStarted();
  const online = useOnline();
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (started) frameRef.current?.focus();
  }, [started]);

  return (
    <figure className={styles.embed}>
      <div className={shape === 'album' ? styles.albumFrame : styles.videoFrame}>
        {started ? (
          <iframe
            ref={frameRef}
            className={styles.frame}
            src={src}
            title={title}
            allow={allow}
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
            allowFullScreen={shape === 'video'}
          />
        ) : online ? (
          <button type="button" className={styles.poster} onClick={() => setStarted(true)}>
            {appStarted && <Picture artwork={poster} sizes={posterSizes} decorative className={styles.posterPicture} />}
            <span className={styles.startLabel}>
              {icon}
              {startLabel}
            </span>
          </button>
        ) : (
          <div className={styles.unavailable}>
            <Picture artwork={poster} sizes={posterSizes} decorative className={styles.posterPicture} />
            <p className={styles.offlineLabel}>The {platform} player needs a connection: you are offline</p>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a href={fallbackHref} target="_blank" rel="noopener noreferrer">
          {fallbackLabel}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
