import { useEffect, useMemo, useState } from 'react';
import type { LyricSection } from '../../content/releases';
import { playbackTime, usePlayback, watchTime } from '../../lib/playback';

/** A line's place on the sheet: its section, and its line in that section. */
export interface LinePlace {
  readonly section: number;
  readonly line: number;
}

/** The timed lines of a sheet, in order of their times (the build checks they never go backwards). */
function timelineOf(sections: readonly LyricSection[]) {
  return sections.flatMap((section, sectionIndex) =>
    (section.times ?? []).flatMap((time, line) => (time === null ? [] : [{ time, place: { section: sectionIndex, line } }])),
  );
}

/** The line being sung at `seconds`: the last whose time has come; none before the first. */
export function lineAt(timeline: readonly { time: number; place: LinePlace }[], seconds: number): LinePlace | null {
  let found: LinePlace | null = null;
  for (const entry of timeline) {
    if (entry.time > seconds) break;
    found = entry.place;
  }
  return found;
}

/**
 * Which line of a timed lyric sheet is being sung, while its track is the
 * player's: read from the audio's clock every frame while it sounds, so the
 * mark is at most a frame late, and drawn again only when the line changes;
 * paused, as the fan seeks. Null while the track is not the player's, or the
 * sheet has no times.
 */
export function useSungLine(
  trackKey: string,
  sections: readonly LyricSection[],
): { line: LinePlace | null; current: boolean; playing: boolean } {
  const { current, playing } = usePlayback(trackKey);
  const timeline = useMemo(() => timelineOf(sections), [sections]);
  const [line, setLine] = useState<LinePlace | null>(null);

  useEffect(() => {
    if (!current || timeline.length === 0) {
      setLine(null);
      return;
    }
    const update = () => {
      const next = lineAt(timeline, playbackTime());
      setLine((shown) => (shown?.section === next?.section && shown?.line === next?.line ? shown : next));
    };
    update();
    // Paused, the line moves only when the fan seeks.
    if (!playing) return watchTime(update);
    let frame = requestAnimationFrame(function tick() {
      update();
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [current, playing, timeline]);

  return { line, current, playing };
}
