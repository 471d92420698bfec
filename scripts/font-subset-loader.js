// webpack loader: cuts a WOFF2 font down to the characters the site can show
// in it (English, Swedish å ä ö, and typographic punctuation), so the one
// preloaded font file stays small. Czech letters come from a second face
// with a unicode-range, fetched only by a page that uses them.
'use strict';

const subsetFont = require('subset-font');

const ascii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const CHARACTERS = `${ascii}åäöÅÄÖéÉüÜ©–—‘’“”…·×«»→←`;

/**
 * @this {import('webpack').LoaderContext<{}>}
 * @param {Buffer} source the font file (a raw loader: bytes, not text)
 */
function fontSubsetLoader(source) {
  const callback = this.async();
  subsetFont(source, CHARACTERS, { targetFormat: 'woff2' }).then((subset) => callback(null, subset), callback);
}

module.exports = Object.assign(fontSubsetLoader, { raw: true });
