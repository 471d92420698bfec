import type { Track } from '../../content/schema';
import * as styles from './Lyrics.module.css';

const SECTION_NAMES: Record<Track['sections'][number]['label'], string> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

/** A track's lyrics, section by section, in the language they are sung in. */
export function LyricSheet({ track }: { track: Track }) {
  return (
    <div className={styles.sheet} lang={track.lang}>
      {track.sections.map((section, index) => (
        <section key={index} className={styles.section} data-label={section.label}>
          <h4 className={styles.sectionLabel} lang="en">
            {SECTION_NAMES[section.label]}
          </h4>
          <p className={styles.lines}>
            {section.lines.map((line, lineIndex) => (
              <span key={lineIndex} className={styles.line}>
                {line}
              </span>
            ))}
          </p>
        </section>
      ))}
    </div>
  );
}
