import { useEffect, useRef } from 'react';
import type { Track } from '../../content/releases';
import { seekTrack } from '../../lib/playback';
import { useReaderScrolledLately } from './useReaderScrolledLately';
import { useSungLine, type LinePlace } from './useSungLine';
import * as styles from './Lyrics.module.css';

const SECTION_NAMES: Record<Track['sections'][number]['label'], string> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

interface LyricSheetProps {
  track: Track;
  /** Of the section labels: under a track's heading (h3) on a release page, under the page's h1 on a share page. */
  headingLevel?: 2 | 4;
  /** Show its English translation beside it (under it on a phone), where the band wrote one. */
  translated?: boolean;
  /** The track in the player (lib/playback.ts, trackKey): while it plays, a timed sheet follows it. None on a share page. */
  trackKey?: string;
}

/** A track's lyrics, section by section, in the language they are sung in. */
export function LyricSheet({ track, headingLevel = 4, translated = false, trackKey }: LyricSheetProps) {
  const original = trackKey ? (
    <FollowedSections trackKey={trackKey} sections={track.sections} language={track.language} headingLevel={headingLevel} />
  ) : (
    <Sections sections={track.sections} language={track.language} headingLevel={headingLevel} />
  );
  if (!translated || !track.translation) return original;
  return (
    <div className={styles.bilingual}>
      {/* Both columns titled alike, so their sections line up side by side. */}
      <div>
        <p className={styles.translationTitle}>Original</p>
        {original}
      </div>
      <div lang="en" className={styles.translation}>
        <p className={styles.translationTitle}>In English: {track.translation.title}</p>
        <Sections sections={track.translation.sections} language="en" headingLevel={headingLevel} />
      </div>
    </div>
  );
}

interface SectionsProps {
  sections: Track['sections'];
  language: Track['language'];
  headingLevel: 2 | 4;
  /** The line being sung, marked; with `seek`, each timed line is a button that moves the song there. */
  sung?: LinePlace | null;
  seek?: (seconds: number) => void;
}

/**
 * The sheet of the track in the player: the line being sung is marked and
 * kept in view while it plays, unless the reader has just scrolled away;
 * each timed line seeks the song to it.
 */
function FollowedSections({ trackKey, ...sheet }: Omit<SectionsProps, 'sung' | 'seek'> & { trackKey: string }) {
  const { line, current, playing } = useSungLine(trackKey, sheet.sections);
  const readerScrolledLately = useReaderScrolledLately();
  const sheetRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!line || !playing || readerScrolledLately()) return;
    const marked = sheetRef.current?.querySelector('[aria-current="true"]');
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    marked?.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  }, [line, playing, readerScrolledLately]);
  return (
    <div ref={sheetRef}>
      <Sections {...sheet} sung={line} seek={current ? (seconds) => seekTrack(trackKey, seconds) : undefined} />
    </div>
  );
}

function Sections({ sections, language, headingLevel, sung = null, seek }: SectionsProps) {
  const SectionHeading = `h${headingLevel}` as const;
  return (
    <div className={styles.sheet} lang={language}>
      {sections.map((section, index) => (
        <section key={index} className={styles.section} data-label={section.label}>
          <SectionHeading className={styles.sectionLabel} lang="en">
            {SECTION_NAMES[section.label]}
          </SectionHeading>
          <p className={styles.lines}>
            {section.lines.map((line, lineIndex) => {
              const time = section.times?.[lineIndex] ?? null;
              const isSung = sung?.section === index && sung.line === lineIndex;
              return seek && time !== null ? (
                <button
                  key={lineIndex}
                  type="button"
                  className={styles.line}
                  data-time={time}
                  aria-current={isSung || undefined}
                  onClick={() => seek(time)}
                >
                  {line}
                </button>
              ) : (
                <span key={lineIndex} className={styles.line} aria-current={isSung || undefined}>
                  {line}
                </span>
              );
            })}
          </p>
        </section>
      ))}
    </div>
  );
}
