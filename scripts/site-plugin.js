// webpack plugin (the client compiler): turns the band's content into the
// site's files, in named steps, before the browser bundle is compiled:
//
//   1. load    — read and check src/content (src/content/load.ts, inside the
//                build-time program that the "prerender" compiler bundles);
//   2. encode  — make every picture's renditions (scripts/pictures.js);
//   3. render  — make every page of the route table: its data and its first
//                view (src/prerender.tsx);
//   4. emit    — write the pictures and each page's file, pages/<path>.json (and .js).
//
// index.html (html-webpack-plugin) takes the rest from `site`. A mistake in
// the content is a build error that names the file, line and field; nothing
// is emitted then (optimization.emitOnErrors is off).
'use strict';

const crypto = require('node:crypto');
const { encodePictures } = require('./pictures');

class SitePlugin {
  /**
   * @param {object} options
   * @param {() => any} options.program the build-time program (the freshly built prerender bundle)
   * @param {string} options.contentDir the band's content
   * @param {string} options.buildDay `YYYY-MM-DD`
   * @param {string | undefined} options.siteUrl where the site is published, if not the content's own url
   */
  constructor(options) {
    this.options = options;
    /** The built site, for index.html and the scripts' __SITE__; null after a content error. */
    this.site = null;
    this.problem = null;
    this.warnings = [];
    this.files = [];
    this.contentFiles = [];
  }

  async build() {
    const { program: getProgram, contentDir, buildDay, siteUrl } = this.options;
    const program = getProgram();
    let loaded;
    try {
      loaded = await program.loadContent(contentDir);
    } catch (error) {
      if (error.name !== 'ContentError') throw error;
      this.problem = error;
      this.site = null;
      return;
    }
    const { warnings, files: contentFiles } = loaded;
    let { content } = loaded;
    if (siteUrl) content = { ...content, site: { ...content.site, url: siteUrl } };

    const pictures = program.picturesOf(content);
    const encoded = await encodePictures(pictures);
    const images = new Map(pictures.map(({ picture }, index) => [picture.path, encoded[index].image]));
    const site = await program.buildSite(content, images, { today: buildDay });

    const pageFiles = site.pages
      .filter(program.hasPageFile)
      .flatMap((page) => {
        const { json, js } = program.pageFileContents(page);
        return [
          { name: program.pageFile(page.path, 'json'), data: Buffer.from(json) },
          { name: program.pageFile(page.path, 'js'), data: Buffer.from(js) },
        ];
      });
    const files = [...encoded.flatMap((result) => result.files), ...pageFiles];
    // One version for all page files: index.html asks for them with it, so a
    // new build never meets a page file from an older one in a cache.
    const version = crypto.createHash('sha256');
    for (const file of pageFiles) version.update(file.name).update(file.data);

    this.site = { ...site, version: version.digest('hex').slice(0, 10) };
    this.problem = null;
    this.warnings = warnings;
    this.files = files;
    this.contentFiles = contentFiles;
  }

  apply(compiler) {
    const { webpack } = compiler;
    compiler.hooks.beforeCompile.tapPromise('SitePlugin', () => this.build());
    compiler.hooks.thisCompilation.tap('SitePlugin', (compilation) => {
      // Watch mode rebuilds when the band edits, adds or removes content.
      compilation.contextDependencies.add(this.options.contentDir);
      for (const file of this.contentFiles) compilation.fileDependencies.add(file);
      if (this.problem) {
        const error = new webpack.WebpackError(this.problem.message);
        error.name = 'Content problem';
        error.hideStack = true;
        compilation.errors.push(error);
      }
      for (const warning of this.warnings) {
        const text = new webpack.WebpackError(`${warning.file}: ${warning.message}`);
        text.name = 'Content warning';
        text.hideStack = true;
        compilation.warnings.push(text);
      }
      compilation.hooks.processAssets.tap(
        { name: 'SitePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of this.files) compilation.emitAsset(file.name, new webpack.sources.RawSource(file.data));
        },
      );
    });
  }
}

module.exports = { SitePlugin };
