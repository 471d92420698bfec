import { useCallback, useEffect, useRef } from 'react';

/** After the reader scrolls, this long passes before a lyric sheet moves the page to the sung line again. */
export const READER_SCROLL_RESPECTED_MS = 4000;

const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);
const CONTROLS = 'button, input, select, textarea, a[href], [contenteditable]';

/**
 * Whether the reader scrolled the page themselves a moment ago (wheel, touch
 * or keys; not the page's own scrolling), so a sheet following the song
 * leaves the page where they put it.
 */
export function useReaderScrolledLately(): () => boolean {
  const last = useRef(-Infinity);
  useEffect(() => {
    const scrolled = (event: Event) => {
      // Keys scroll the page only where no control takes them (a line's button, the player's slider).
      if (
        event instanceof KeyboardEvent &&
        (!SCROLL_KEYS.has(event.key) || (event.target instanceof Element && event.target.closest(CONTROLS)))
      )
        return;
      last.current = performance.now();
    };
    const events = ['wheel', 'touchmove', 'keydown'] as const;
    for (const type of events) window.addEventListener(type, scrolled, { passive: true });
    return () => {
      for (const type of events) window.removeEventListener(type, scrolled);
    };
  }, []);
  return useCallback(() => performance.now() - last.current < READER_SCROLL_RESPECTED_MS, []);
}
