// The one rule for every name made of the band's words: a file name the
// editor or a tool makes, and every address the build makes. Swedish plain
// letters, as a Swede writes a name without its dots and rings: å and ä
// become a, ö becomes o, é becomes e (not the German ae and oe).

/** Letters with no accent to drop, which Unicode does not take apart into a plain letter and a mark. */
const PLAIN: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/** A name in plain letters, the form of an address or a file name: `Nya låtar på väg!` → `nya-latar-pa-vag`. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD') // å → a + ring, ö → o + dots: the marks can then be dropped
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[øæœßłđðþı]/g, (letter) => PLAIN[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
