// The start-up script (src/boot.ts), compiled on its own for index.html to
// carry inline. It is a child of the client's compilation: the same loaders
// and, in a production build, the same minifier, but none of the page
// scripts' chunking or shared runtime (it is one self-contained script that
// runs before them) and, under npm start, none of the dev server's client,
// which only the page scripts get. It writes no file of its own.
const webpack = require('webpack');

const NAME = 'start-up.js';

class StartUpScriptPlugin {
  /** @param {{ entry: string }} options the script's source, relative to the project */
  constructor({ entry }) {
    this.entry = entry;
    /** @type {Promise<string> | null} the script of the compilation under way */
    this.script = null;
  }

  /** The compiled script, as it goes inside <script>: no source map comment (its map is not written). */
  code() {
    if (!this.script) throw new Error('StartUpScriptPlugin: the compilation has not started');
    return this.script;
  }

  /** @param {webpack.Compiler} compiler */
  apply(compiler) {
    compiler.hooks.make.tapPromise('StartUpScriptPlugin', (compilation) => {
      this.script = new Promise((resolve, reject) => {
        const child = compilation.createChildCompiler('start-up script', { filename: NAME }, [
          new webpack.EntryPlugin(compiler.context, this.entry, { name: 'start-up' }),
        ]);
        child.runAsChild((error, _chunks, childCompilation) => {
          if (error) return reject(error);
          if (!childCompilation) return reject(new Error('The start-up script was not compiled'));
          // Inline only: neither the script nor its source map is a file of the site.
          for (const { name } of childCompilation.getAssets()) compilation.deleteAsset(name);
          if (childCompilation.errors.length > 0) return reject(childCompilation.errors[0]);
          const asset = childCompilation.getAsset(NAME);
          if (!asset) return reject(new Error(`The start-up script compiled to no ${NAME}`));
          resolve(
            asset.source
              .source()
              .toString()
              .replace(/\n?\/\/# sourceMappingURL=\S*\s*$/, '')
              .trim(),
          );
        });
      });
      // The compilation fails with the script's error, if it has one; the page scripts build meanwhile.
      return this.script.then(() => undefined);
    });
  }
}

module.exports = { StartUpScriptPlugin };
