// Which version of the band's texts a reader sees, where a text has both:
// the link's `?lang=`, else the reader's last choice, else the language the
// browser asks for. Decided here alone (languageOfVisit): the start-up script
// (src/boot.ts) marks <html> with it before the first paint, so the version
// shown first is the one that stays (global.css shows it; the other is in the
// page but hidden), and again on every address typed or gone back or forward
// to; the app (features/language) reads that mark.

/** The languages the band's own words come in: Swedish, and English where the band translated them. */
export const LANGUAGES = ['sv', 'en'] as const;
export type ShownLanguage = (typeof LANGUAGES)[number];

export const isShownLanguage = (value: unknown): value is ShownLanguage => LANGUAGES.includes(value as ShownLanguage);

/** On <html>: the version the band's texts show in (global.css hides the other). */
export const LANGUAGE_ATTRIBUTE = 'data-language';
/** Where the reader's choice is kept between visits. */
export const LANGUAGE_KEY = 'kantstott:language';
/** A link can ask for a language: `#/band?lang=en`. */
export const LANGUAGE_PARAM = 'lang';

/** Languages whose readers read Swedish, by the band's choice: Norwegian (nb, nn, no) and Danish. */
const READ_AS_SWEDISH = new Set(['sv', 'nb', 'nn', 'no', 'da']);

/**
 * The band's language for a browser's (navigator.languages, most wanted
 * first): the first of them the band writes in or its readers read, English
 * if none is.
 */
export function languageOfBrowser(languages: readonly string[]): ShownLanguage {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (READ_AS_SWEDISH.has(primary)) return 'sv';
    if (primary === 'en') return 'en';
  }
  return 'en';
}

/** The version to show: the link's, else the reader's last choice, else the browser's. */
export function languageToShow(asked: string | null, remembered: string | null, browser: readonly string[]): ShownLanguage {
  if (isShownLanguage(asked)) return asked;
  if (isShownLanguage(remembered)) return remembered;
  return languageOfBrowser(browser);
}

/** The reader's last choice, where storage is on (a private window or a strict setting may keep none). */
function rememberedLanguage(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** Keeps the reader's choice for the next visit, where storage is on; otherwise it lasts the visit. */
export function rememberLanguage(language: ShownLanguage): void {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered; shown all the same.
  }
}

/** The version to show at an address whose query is `query` (`?lang=en`, or none), by the rule above. */
export function languageOfVisit(query: string): ShownLanguage {
  const asked = new URLSearchParams(query).get(LANGUAGE_PARAM);
  return languageToShow(asked, rememberedLanguage(), navigator.languages ?? [navigator.language]);
}
