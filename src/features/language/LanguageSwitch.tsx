import { useSyncExternalStore } from 'react';
import { LANGUAGE_ATTRIBUTE, rememberLanguage, type ShownLanguage } from '../../util/language';
import * as styles from './LanguageSwitch.module.css';

const NAMES: Record<ShownLanguage, string> = { sv: 'Svenska', en: 'English' };

/** Calls `onChange` whenever <html>'s language mark changes. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [LANGUAGE_ATTRIBUTE] });
  return () => observer.disconnect();
}

const marked = (): ShownLanguage => (document.documentElement.getAttribute(LANGUAGE_ATTRIBUTE) === 'en' ? 'en' : 'sv');

/**
 * The version of the band's texts shown: <html>'s mark, its one source. The
 * start-up script sets it on every address, by the address's `?lang=`, the
 * reader's last choice or the browser's languages (util/language.ts), so
 * every page follows it without asking; the switch sets it on a choice. The
 * first render is Swedish, as the prerendered page is.
 */
export function useShownLanguage(): ShownLanguage {
  return useSyncExternalStore(subscribe, marked, () => 'sv');
}

/** Svenska / English: which version of the texts that have both to show. Remembers the choice. */
export function LanguageSwitch({ label = 'Language of the band’s texts' }: { label?: string }) {
  const shown = useShownLanguage();
  const choose = (language: ShownLanguage) => {
    document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, language);
    rememberLanguage(language);
  };
  return (
    <div role="group" aria-label={label} className={styles.switch}>
      {(Object.keys(NAMES) as ShownLanguage[]).map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={shown === language}
          className={styles.option}
          onClick={() => choose(language)}
        >
          {NAMES[language]}
        </button>
      ))}
    </div>
  );
}
