// Which version of the band's texts a reader sees, where a text has both:
// the link's `?lang=`, else the reader's last choice, else the language the
// browser asks for. The start-up script (src/boot.ts) decides it before the
// first paint and marks <html> with it, so the version shown first is the one
// that stays (global.css shows it; the other is in the page but hidden), and
// the app (features/language) goes on from there.

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
