import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router-dom';
import { isShownLanguage, languageChosen, selectShownLanguage, type ShownLanguage } from './languageSlice';
import * as styles from './LanguageSwitch.module.css';

/** Where the reader's choice is kept between visits. */
export const LANGUAGE_KEY = 'kantstott:language';
/** A link can ask for a language: `#/band?lang=en`. */
export const LANGUAGE_PARAM = 'lang';

const NAMES: Record<ShownLanguage, string> = { sv: 'Svenska', en: 'English' };

function remembered(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage off (a private window, a strict setting): the choice lasts the visit.
    return null;
  }
}

/**
 * The language the band's texts show in. The first render is Swedish, as the
 * prerendered page is; then the link's `?lang=`, else the reader's last
 * choice, takes over.
 */
export function useShownLanguage(): ShownLanguage {
  const dispatch = useDispatch();
  const { search } = useLocation();
  useEffect(() => {
    const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
    const wanted = isShownLanguage(asked) ? asked : remembered();
    if (isShownLanguage(wanted)) dispatch(languageChosen(wanted));
  }, [dispatch, search]);
  return useSelector(selectShownLanguage);
}

/** Svenska / English: which version of the texts that have both to show. Remembers the choice. */
export function LanguageSwitch({ label = 'Language of the band’s texts' }: { label?: string }) {
  const dispatch = useDispatch();
  const shown = useSelector(selectShownLanguage);
  const choose = (language: ShownLanguage) => {
    dispatch(languageChosen(language));
    try {
      window.localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not remembered; shown all the same.
    }
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
