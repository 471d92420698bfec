import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { PauseIcon, PlayIcon } from '../../components/icons';
import type { AudioSource } from '../../content/releases';
import { playbackChanged } from '../../lib/playback';
import { scriptData } from '../../lib/startUp';
import { useSite } from '../../lib/site';
import { paths } from '../../util/routes';
import { NextIcon, PreviousIcon } from './PlayerIcons';
import { clock, spokenTime } from './clock';
import { isSounding, playPausePressed, selectCurrentTrack, selectPlayerStatus, type PlayerStatus, type QueuedTrack } from './playerEvents';
import {
  nextPressed,
  playbackFailed,
  playbackPaused,
  playbackStarted,
  previousPressed,
  selectHasNext,
  selectHasPrevious,
  trackEnded,
} from './playerSlice';
import * as styles from './Player.module.css';

/** The bar's stylesheet, as the build names it on the start-up script's element (webpack.config.js). */
const barStylesheet = () => document.querySelector(`[${scriptData.playerStyle}]`)?.getAttribute(scriptData.playerStyle) ?? '';

/** Into a track further than this, "previous" starts it again rather than going back one. */
const RESTART_AFTER_SECONDS = 3;
/** How far the lock screen's and headphones' skip buttons move. */
const SKIP_SECONDS = 10;

/** The first source this browser can play, in the build's order: the smaller Opus where it is taken, else MP3. */
function playableSource(audio: HTMLMediaElement, sources: readonly AudioSource[]): AudioSource | undefined {
  const probably = sources.filter((source) => audio.canPlayType(source.type) === 'probably');
  const smallest = probably.find((source) => source.type.includes('opus')) ?? probably[0];
  return smallest ?? sources.find((source) => audio.canPlayType(source.type) !== '') ?? sources[0];
}

/**
 * The site's one <audio> element and the bar that plays it, outside the
 * routes (src/app/App.tsx), so the music goes on through every page change.
 * The store says what should sound (playerSlice.ts); this makes the element do
 * it and tells the store what the element did.
 */
export default function Player() {
  const dispatch = useDispatch();
  const track = useSelector(selectCurrentTrack);
  const status = useSelector(selectPlayerStatus);
  const hasPrevious = useSelector(selectHasPrevious);
  const hasNext = useSelector(selectHasNext);
  const audioRef = useRef<HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const [barStyle] = useState(barStylesheet);
  // The element's events read the latest status, not the one of the render that added them.
  const statusRef = useRef(status);
  useLayoutEffect(() => {
    statusRef.current = status;
  }, [status]);

  // A new track: its recording, from the start.
  const loadedKey = useRef<string | null>(null);
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !track || loadedKey.current === track.key) return;
    loadedKey.current = track.key;
    const source = playableSource(audio, track.sources);
    if (source) audio.src = source.url;
    setTime(0);
  }, [track]);

  // What the store asks for, the element does.
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !track) return;
    if (status === 'loading' && audio.paused) {
      // After a failed load the element has given up on its source: ask for it again, where it was.
      if (audio.error) {
        const at = audio.currentTime;
        audio.load();
        audio.currentTime = at;
      }
      audio.play().catch((error: unknown) => {
        const name = error instanceof DOMException ? error.name : '';
        // Superseded by another track or a pause: nothing went wrong.
        if (name === 'AbortError') return;
        // The browser wants a press first (a restored tab): wait for one.
        dispatch(name === 'NotAllowedError' ? playbackPaused() : playbackFailed());
      });
    } else if (status === 'paused' && !audio.paused) {
      audio.pause();
    }
    playbackChanged(audio, { key: track.key, playing: status === 'playing' });
  }, [dispatch, status, track]);

  const previous = useCallback(() => goBack(audioRef.current, dispatch), [dispatch]);
  useMediaSession(audioRef, track, status, { hasPrevious, hasNext, previous });

  return (
    <>
      {/* Its looks come with it: React shows the bar once the stylesheet is in. */}
      {barStyle && <link rel="stylesheet" href={barStyle} precedence="player" />}
      {/* No captions track: the lyrics are on the page, and a timed sheet follows the song. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <audio
        ref={audioRef}
        preload="none"
        onPlaying={() => dispatch(playbackStarted())}
        onPause={(event) => {
          // Stopped from outside (headphones out, another app): the store follows. An end is an end, not a pause.
          if (!event.currentTarget.ended && statusRef.current === 'playing') dispatch(playbackPaused());
        }}
        onEnded={() => dispatch(trackEnded())}
        onError={() => dispatch(playbackFailed())}
        onWaiting={() => {
          // Out of signal mid-song: say so, rather than spin.
          if (!navigator.onLine) dispatch(playbackFailed());
        }}
        onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
      />
      {track && (
        <Bar
          track={track}
          status={status}
          time={time}
          hasNext={hasNext}
          onPrevious={previous}
          onSeek={(seconds) => {
            seek(audioRef.current, () => seconds);
            setTime(seconds);
          }}
        />
      )}
    </>
  );
}

interface BarProps {
  track: QueuedTrack;
  status: PlayerStatus;
  /** Where the track is, in seconds. */
  time: number;
  hasNext: boolean;
  onPrevious: () => void;
  onSeek: (seconds: number) => void;
}

/** What plays, the controls, and where the song is: a real slider, from the keyboard too. */
function Bar({ track, status, time, hasNext, onPrevious, onSeek }: BarProps) {
  const dispatch = useDispatch();
  const { duration } = track;
  return (
    <section className={styles.bar} aria-label="Music player">
      <Link to={paths.track(track.releaseSlug, track.trackId)} className={styles.nowPlaying}>
        <img src={track.cover.src} width={track.cover.width} height={track.cover.height} alt="" className={styles.cover} />
        <span className={styles.titles}>
          <span className={styles.title} lang={track.language}>
            {track.title}
          </span>
          <span className={styles.release}>{track.releaseTitle}</span>
        </span>
      </Link>
      <div className={styles.controls}>
        <button type="button" className={styles.control} aria-label="Previous track" onClick={onPrevious}>
          <PreviousIcon />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.playPause}`}
          aria-label={isSounding(status) ? 'Pause' : 'Play'}
          onClick={() => dispatch(playPausePressed())}
        >
          {isSounding(status) ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label="Next track"
          disabled={!hasNext}
          onClick={() => dispatch(nextPressed())}
        >
          <NextIcon />
        </button>
      </div>
      <div className={styles.seek}>
        <span className={styles.time}>{clock(time)}</span>
        <input
          type="range"
          className={styles.slider}
          aria-label={`Position in ${track.title}`}
          aria-valuetext={`${spokenTime(time)} of ${spokenTime(duration)}`}
          min={0}
          max={Math.round(duration)}
          step={1}
          value={Math.min(Math.round(time), Math.round(duration))}
          onChange={(event) => onSeek(Number(event.currentTarget.value))}
        />
        <span className={styles.time}>{clock(duration)}</span>
      </div>
      <p className={styles.status} role="status">
        {status === 'unavailable' ? `${track.title} needs a connection to play. Press play to try again.` : ''}
      </p>
    </section>
  );
}

/** "Previous": the start of this track, or the one before if this one has only just begun. */
function goBack(audio: HTMLAudioElement | null, dispatch: ReturnType<typeof useDispatch>) {
  if (audio && audio.currentTime > RESTART_AFTER_SECONDS) audio.currentTime = 0;
  else dispatch(previousPressed());
}

/** The phone's lock screen, a watch and headphone buttons: what plays, and the same controls as the bar. */
function useMediaSession(
  audioRef: React.RefObject<HTMLAudioElement | null>,
  track: QueuedTrack | null,
  status: PlayerStatus,
  { hasPrevious, hasNext, previous }: { hasPrevious: boolean; hasNext: boolean; previous: () => void },
) {
  const dispatch = useDispatch();
  const site = useSite();

  useEffect(() => {
    const session = mediaSession();
    if (!session || !track) return;
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: site.name,
      album: track.releaseTitle,
      artwork: [
        {
          src: new URL(track.cover.src, document.baseURI).href,
          sizes: `${track.cover.width}x${track.cover.height}`,
          type: track.cover.type,
        },
      ],
    });
  }, [site.name, track]);

  useEffect(() => {
    const session = mediaSession();
    if (!session || !track) return;
    session.playbackState = status === 'playing' ? 'playing' : 'paused';
    const statusNow = status;
    const handlers: [MediaSessionAction, MediaSessionActionHandler | null][] = [
      ['play', () => isSounding(statusNow) || dispatch(playPausePressed())],
      ['pause', () => isSounding(statusNow) && dispatch(playPausePressed())],
      ['previoustrack', hasPrevious ? previous : null],
      ['nexttrack', hasNext ? () => dispatch(nextPressed()) : null],
      ['seekto', (details) => seek(audioRef.current, () => details.seekTime ?? 0)],
      ['seekbackward', (details) => seek(audioRef.current, (at) => at - (details.seekOffset ?? SKIP_SECONDS))],
      ['seekforward', (details) => seek(audioRef.current, (at) => at + (details.seekOffset ?? SKIP_SECONDS))],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not know.
      }
    }
  }, [audioRef, dispatch, hasNext, hasPrevious, previous, status, track]);

  // The lock screen's position bar.
  useEffect(() => {
    const audio = audioRef.current;
    const session = mediaSession();
    if (!session || !audio || !track) return;
    const update = () => {
      try {
        session.setPositionState({
          duration: track.duration,
          position: Math.min(audio.currentTime, track.duration),
          playbackRate: audio.playbackRate,
        });
      } catch {
        // Not in this browser.
      }
    };
    audio.addEventListener('timeupdate', update);
    return () => audio.removeEventListener('timeupdate', update);
  }, [audioRef, track]);
}

const mediaSession = () => ('mediaSession' in navigator ? navigator.mediaSession : null);

function seek(audio: HTMLAudioElement | null, to: (at: number) => number) {
  if (!audio) return;
  const end = Number.isFinite(audio.duration) ? audio.duration : Infinity;
  audio.currentTime = Math.max(0, Math.min(end, to(audio.currentTime)));
}
