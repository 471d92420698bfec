import type { Track } from '../../content/releases';
import * as styles from './Lyrics.module.css';

const SECTION_NAMES: Record<Track['sections'][number]['label'], string> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

/**
 * A track's lyrics, section by section, in the language they are sung in.
 * @param headingLevel of the section labels: under a track's heading (h3) on a release page, under the page's h1 on a share page
 */
export function LyricSheet({ track, headingLevel = 4 }: { track: Track; headingLevel?: 2 | 4 }) {
  const SectionHeading = `h${headingLevel}` as const;
  return (
    <div className={styles.sheet} lang={track.language}>
      {track.sections.map((section, index) => (
        <section key={index} className={styles.section} data-label={section.label}>
          <SectionHeading className={styles.sectionLabel} lang="en">
            {SECTION_NAMES[section.label]}
          </SectionHeading>
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
