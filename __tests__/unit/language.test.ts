// Which version of the band's texts a reader sees first (src/util/language.ts):
// the same rule in the start-up script and the app.
import { languageOfBrowser, languageToShow } from '../../src/util/language';

describe('the browser’s language', () => {
  test.each([
    [['sv-SE'], 'sv'],
    [['sv'], 'sv'],
    [['nb-NO', 'en'], 'sv'],
    [['nn'], 'sv'],
    [['no'], 'sv'],
    [['da-DK'], 'sv'],
    [['en-GB'], 'en'],
    [['en-US', 'sv'], 'en'],
    [['de-DE', 'sv-SE'], 'sv'],
    [['de-DE', 'fr'], 'en'],
    [['fi'], 'en'],
    [[], 'en'],
  ] as const)('%j reads %s', (languages, shown) => {
    expect(languageOfBrowser(languages)).toBe(shown);
  });
});

describe('what wins', () => {
  test('the link’s ?lang= over a choice once made, and that over the browser', () => {
    expect(languageToShow('sv', 'en', ['en-GB'])).toBe('sv');
    expect(languageToShow('en', 'sv', ['sv-SE'])).toBe('en');
    expect(languageToShow(null, 'sv', ['en-GB'])).toBe('sv');
    expect(languageToShow(null, 'en', ['sv-SE'])).toBe('en');
    expect(languageToShow(null, null, ['sv-SE'])).toBe('sv');
    expect(languageToShow(null, null, ['en-GB'])).toBe('en');
  });

  test('what is not a language the band writes in is passed over', () => {
    expect(languageToShow('de', 'fr', ['sv-SE'])).toBe('sv');
    expect(languageToShow('', 'nonsense', ['en-GB'])).toBe('en');
  });
});
