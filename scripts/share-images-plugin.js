// webpack plugin: renders the pictures other sites and devices fetch by a
// fixed name — the social preview card and the icons for browsers without SVG
// favicons and for home screens — from the project's SVG art, at build time.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const sharp = require('sharp');

const root = path.resolve(__dirname, '..');
/** The preview card's size: the one place it is set (the art, the share pages and index.html read it). */
const previewCard = require('../src/assets/images/previewCard.json');

/** @type {[outputFile: string, sourceSvg: string, width: number, height: number][]} */
const OUTPUTS = [
  ['share.png', 'src/assets/images/share.svg', previewCard.width, previewCard.height],
  ['favicon-32.png', 'public/favicon.svg', 32, 32],
  ['apple-touch-icon.png', 'public/favicon.svg', 180, 180],
];

class ShareImagesPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ShareImagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ShareImagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          for (const [file, source, width, height] of OUTPUTS) {
            const input = path.join(root, source);
            compilation.fileDependencies.add(input);
            const svg = fs.readFileSync(input);
            const png = await sharp(svg, { density: 300 })
              .resize(width, height, { fit: 'cover' })
              .png({ compressionLevel: 9, palette: width <= 192 })
              .toBuffer();
            compilation.emitAsset(file, new RawSource(png));
          }
        },
      );
    });
  }
}

module.exports = { ShareImagesPlugin };
