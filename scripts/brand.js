// The brand's colours in the stylesheets: src/styles/brand.json is their one
// source (the cards, the poster, the press kit and the art read it too). A
// stylesheet names one as `brand(ink)`; the build writes the value in its
// place, in the site's CSS (a loader) and in the files copied from public/.
'use strict';

const brand = require('../src/styles/brand.json');

/**
 * A stylesheet with each `brand(<name>)` replaced by the brand's colour of that name.
 * @param {string} css
 * @param {string} file where the stylesheet is, for the message when it names no colour of the brand's
 * @returns {string}
 */
function withBrandColours(css, file) {
  return css.replace(/\bbrand\(\s*([a-z]+)\s*\)/g, (_, /** @type {string} */ name) => {
    const value = /** @type {Record<string, unknown>} */ (brand)[name];
    if (typeof value !== 'string') {
      throw new Error(`${file}: brand(${name}) is no colour of src/styles/brand.json (${Object.keys(brand).join(', ')})`);
    }
    return value;
  });
}

/**
 * webpack loader, before css-loader: the site's own stylesheets.
 * @this {import('webpack').LoaderContext<unknown>}
 * @param {string} source
 */
function brandLoader(source) {
  this.addDependency(require.resolve('../src/styles/brand.json'));
  return withBrandColours(source, this.resourcePath);
}

module.exports = Object.assign(brandLoader, { withBrandColours });
