import type { ReactNode } from 'react';
import * as styles from './InBothLanguages.module.css';

/**
 * A text in Swedish and, where the band wrote one, in English: both are in
 * the page, and global.css shows the one <html> is marked with (the start-up
 * script marks it before the first paint), so the version first seen is the
 * one that stays, and switching moves nothing but the text. Without an
 * English version, the Swedish shows whichever is chosen.
 */
export function InBothLanguages({ sv, en }: { sv: ReactNode; en?: ReactNode }) {
  if (en === undefined) return sv;
  return (
    <>
      <div data-in-language="sv" className={styles.version}>
        {sv}
      </div>
      <div data-in-language="en" className={styles.version}>
        {en}
      </div>
    </>
  );
}
