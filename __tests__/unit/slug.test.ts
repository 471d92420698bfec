/** @jest-environment node */
// The one rule for names made of the band's words (src/util/slug.build.ts): Swedish
// plain letters, tried on the band's own words, and on any text.
import fc from 'fast-check';
import { slugify } from '../../src/util/slug.build';

test.each([
  ['Nya låtar på väg, och en höst på turné', 'nya-latar-pa-vag-och-en-host-pa-turne'],
  ['Göteborg', 'goteborg'],
  ['Umeå', 'umea'],
  ['Borås', 'boras'],
  ['Jönköping', 'jonkoping'],
  ['Fyra Väggar', 'fyra-vaggar'],
  ['VARM & KALL', 'varm-kall'],
  ['U Rezavé lopaty', 'u-rezave-lopaty'],
  ['Zlomený prst', 'zlomeny-prst'],
  ['Ostrý úhel', 'ostry-uhel'],
  ['Ølkjelleren, Tromsø', 'olkjelleren-tromso'],
  ['Löwenstraße', 'lowenstrasse'],
  ['Łódź', 'lodz'],
  ['Montréal', 'montreal'],
  ["Birds don't sing", 'birds-don-t-sing'],
])('%s → %s', (name, slug) => {
  expect(slugify(name)).toBe(slug);
});

test('any text gives lowercase letters, digits and single dashes between them, and never the German ae or oe for ä or ö', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'grapheme' }), (text) => {
      const slug = slugify(text);
      expect(slug).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*)?$/);
      expect(slugify(`${text}ä`)).toBe(slugify(`${text}a`));
      expect(slugify(`${text}ö`)).toBe(slugify(`${text}o`));
    }),
  );
});
