// Which version of the band's texts a reader sees first (src/util/language.ts):
// the same rule in the start-up script and the app.
import { languageOfBrowser, languageOfVisit, languageToShow, rememberLanguage } from '../../src/util/language';

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

describe('a visit', () => {
  const browserAsks = (languages: string[]) => jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  afterEach(() => {
    window.localStorage.clear();
    jest.restoreAllMocks();
  });

  test('shows what the address asks for, else the choice remembered, else the browser’s', () => {
    browserAsks(['sv-SE']);
    expect(languageOfVisit('')).toBe('sv');
    rememberLanguage('en');
    expect(languageOfVisit('')).toBe('en');
    expect(languageOfVisit('?lang=sv')).toBe('sv');
    expect(languageOfVisit('?from=feed&lang=en')).toBe('en');
  });

  test('with storage off, the choice lasts the visit and the browser’s language decides the next', () => {
    browserAsks(['en-GB']);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberLanguage('sv')).not.toThrow();
    expect(languageOfVisit('')).toBe('en');
  });
});
