import { makeStore } from '../../src/app/store';
import { languageChosen, selectShownLanguage } from '../../src/features/language/languageSlice';
import { LANGUAGES } from '../../src/util/language';

describe('language slice', () => {
  test('the band’s words show in Swedish until someone asks', () => {
    expect(selectShownLanguage(makeStore().getState())).toBe('sv');
  });

  test.each(LANGUAGES.flatMap((from) => LANGUAGES.map((to) => ({ from, to }))))(
    'languageChosen($to) from $from shows $to',
    ({ from, to }) => {
      const store = makeStore({ language: { shown: from } });
      store.dispatch(languageChosen(to));
      expect(selectShownLanguage(store.getState())).toBe(to);
    },
  );

  test('unrelated actions leave the language be', () => {
    const store = makeStore({ language: { shown: 'en' } });
    store.dispatch({ type: 'menu/menuToggled' });
    store.dispatch({ type: 'lyrics/trackToggled', payload: 'mareld' });
    expect(selectShownLanguage(store.getState())).toBe('en');
  });
});
