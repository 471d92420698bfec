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
 * A track's lyrics, section by section, in the language they are sung in;
 * with `translated`, its English translation beside them (under them on a
 * phone), where the band wrote one.
 * @param headingLevel of the section labels: under a track's heading (h3) on a release page, under the page's h1 on a share page
 */
export function LyricSheet({ track, headingLevel = 4, translated = false }: { track: Track; headingLevel?: 2 | 4; translated?: boolean }) {
  const original = <Sections sections={track.sections} language={track.language} headingLevel={headingLevel} />;
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

function Sections({ sections, language, headingLevel }: { sections: Track['sections']; language: Track['language']; headingLevel: 2 | 4 }) {
  const SectionHeading = `h${headingLevel}` as const;
  return (
    <div className={styles.sheet} lang={language}>
      {sections.map((section, index) => (
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
