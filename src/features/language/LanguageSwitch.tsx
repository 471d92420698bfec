import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_ATTRIBUTE, languageOfVisit, rememberLanguage, type ShownLanguage } from '../../util/language';
import { languageChosen, selectShownLanguage } from './languageSlice';
import * as styles from './LanguageSwitch.module.css';

const NAMES: Record<ShownLanguage, string> = { sv: 'Svenska', en: 'English' };

/**
 * The language the band's texts show in. The first render is Swedish, as the
 * prerendered page is; then what the link's `?lang=`, the reader's last
 * choice or the browser asks for takes over, by the rule the start-up script
 * already showed it by (util/language.ts, languageOfVisit).
 */
export function useShownLanguage(): ShownLanguage {
  const dispatch = useDispatch();
  const { search } = useLocation();
  useEffect(() => {
    show(dispatch, languageOfVisit(search));
  }, [dispatch, search]);
  return useSelector(selectShownLanguage);
}

/**
 * Shows the band's texts in `language`: the store's choice (the switch, the
 * lyrics), and <html>'s mark, by which the page shows each text's version
 * (components/InBothLanguages).
 */
function show(dispatch: ReturnType<typeof useDispatch>, language: ShownLanguage) {
  dispatch(languageChosen(language));
  document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, language);
}

/** Svenska / English: which version of the texts that have both to show. Remembers the choice. */
export function LanguageSwitch({ label = 'Language of the band’s texts' }: { label?: string }) {
  const dispatch = useDispatch();
  const shown = useSelector(selectShownLanguage);
  const choose = (language: ShownLanguage) => {
    show(dispatch, language);
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
