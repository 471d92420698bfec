// webpack plugin (the client compiler): turns the band's content into the
// site's files, in named steps:
//
//   1. load    — read and check content/ (src/content/content.ts, inside the
//                build-time program that the "prerender" compiler bundles),
//                before the browser bundle compiles: its scripts need site.yaml;
//   2. encode  — make every picture's renditions (scripts/pictures.js) and
//                every recording's MP3 and Opus (scripts/audio.js; npm start
//                names them and encodes each when it is first played), while
//                the browser bundle compiles (the encoders work off the main thread);
//   3. render  — make every page of the route table: its data and its first
//                view (src/prerender.build.tsx);
//   4. emit    — write the pictures, each page's file, pages/<path>.<version>.json (and .js),
//                and the share pages with sitemap.xml and robots.txt (src/sharePages.build.tsx).
//
// index.html (html-webpack-plugin) takes the rest from `built`. A mistake in
// the content is a build error that names the file, line and field; nothing
// is emitted then (optimization.emitOnErrors is off).
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const { recordBuild } = require('./build-stamp');
const { audioEncoder } = require('./audio');
const { pictureEncoder } = require('./pictures');

/**
 * The build-time program (src/prerender.build.tsx, bundled by the prerender
 * compiler): its exports, typed by the source, are all this plugin calls.
 * @typedef {typeof import('../src/prerender.build')} Program
 * @typedef {import('../src/content/content').Content<import('../src/content/pictures').PictureFile>} LoadedContent
 * @typedef {import('../src/prerender.build').BuiltSite} Built the site as built: its pages, and every file to emit
 */

/**
 * What the built pages depend on besides the code: the content files' bytes, and the moment of the build (which gigs are upcoming).
 * @param {Iterable<string>} files
 * @param {string} moment
 */
function versionOf(files, moment) {
  const hash = crypto.createHash('sha256').update(moment);
  for (const file of [...files].sort()) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex');
}

class SitePlugin {
  /**
   * @param {object} options
   * @param {() => Program} options.program the build-time program (the freshly built prerender bundle)
   * @param {string} options.contentDir the band's content
   * @param {string | undefined} options.siteUrl where the site is published, if not the content's own url
   * @param {'production' | 'development'} options.mode which renditions the pictures get (scripts/pictures.js)
   * @param {(formActions: readonly string[]) => string} options.csp the Content-Security-Policy of the share pages (no inline code), given the origins their forms post to
   * @param {ReturnType<typeof import('./build-stamp').beforeBuild>} [options.stamp] what a production build is made from, recorded when it is done
   */
  constructor(options) {
    this.options = options;
    this.encoder = pictureEncoder({ mode: options.mode });
    /** @type {ReturnType<typeof audioEncoder> | null} made at the first load: the build-time program says where ffmpeg is */
    this.audio = null;
    /** @type {Program | null} the build-time program as this build loaded it: the one the rest of the build calls too */
    this.program = null;
    /** @type {import('../src/content/site').ScriptSite | null} site.yaml, checked, as the scripts carry it (__SITE__); null after a content error. */
    this.siteInfo = null;
    /** @type {Promise<Built | null>} The built site, for index.html and the files to emit; waits for the encode and render steps. */
    this.built = Promise.resolve(null);
    /** @type {import('../src/content/check').ContentError | null} */
    this.problem = null;
    /** @type {readonly import('../src/content/check').ContentWarning[]} */
    this.warnings = [];
    /** @type {string[]} */
    this.contentFiles = [];
    /** @type {ReturnType<import('webpack').Compiler['getInfrastructureLogger']> | undefined} */
    this.logger = undefined;
    /** The instant of the last load (ms since 1970): the pages show the gigs still to come then. */
    this.now = 0;
    /** A hash of every content file's bytes and that instant: part of the compilation's hash. */
    this.contentVersion = '';
    /** The next instant a gig's day is over after the last load (Infinity if none): the pages change then. */
    this.validUntil = Infinity;
  }

  /** The build-time program this build loaded (step 1), for the steps that webpack's other plugins run. */
  loadedProgram() {
    if (!this.program) throw new Error('SitePlugin: the build-time program is used before the build loaded it');
    return this.program;
  }

  /** Step 1, before the browser bundle compiles; steps 2 and 3 then run while it does. */
  async load() {
    const { program: getProgram, contentDir, siteUrl } = this.options;
    const program = getProgram();
    this.program = program;
    let loaded;
    try {
      loaded = await program.loadContent(contentDir);
    } catch (error) {
      if (!(error instanceof Error) || error.name !== 'ContentError') throw error;
      const problem = /** @type {import('../src/content/check').ContentError} */ (error);
      // In a GitHub Actions run, each problem also shows beside its file and line.
      if (process.env.GITHUB_ACTIONS === 'true') for (const line of program.githubAnnotations(problem.problems)) console.log(line);
      this.problem = problem;
      this.siteInfo = null;
      this.built = Promise.resolve(null);
      return;
    }
    let { content } = loaded;
    if (siteUrl) content = { ...content, site: { ...content.site, url: siteUrl } };
    this.problem = null;
    this.warnings = loaded.warnings;
    if (process.env.GITHUB_ACTIONS === 'true') for (const line of program.githubAnnotations([], loaded.warnings)) console.log(line);
    this.contentFiles = loaded.files;
    // Files written by hand in another layout than the editor's: named, with the command that lays them out.
    const layout = program.layoutReport(contentDir);
    if (layout) this.logger?.info(layout);
    this.now = Date.now();
    // The pages change when a gig's day is over, not with every build.
    this.contentVersion = versionOf(loaded.files, String(program.standingSince(content.gigs, this.now)));
    this.validUntil = program.standsUntil(content.gigs, this.now);
    this.siteInfo = program.scriptSite(content.site, content.news.length, content.merch.length);
    this.built = this.build(program, content);
    // Awaited where the results are used; this only keeps an early failure from counting as unhandled.
    this.built.catch(() => {});
  }

  /**
   * Steps 2 and 3, and what step 4 emits: the build-time program's buildSite.
   * @param {Program} program
   * @param {LoadedContent} content
   * @returns {Promise<Built>}
   */
  build(program, content) {
    this.audio ??= audioEncoder({ ffmpeg: program.ffmpegCommand(), mode: this.options.mode });
    return program.buildSite(content, {
      encode: this.encoder.encodePictures,
      encodeAudio: this.audio.encodeRecordings,
      at: this.now,
      csp: this.options.csp,
      log: (line) => this.logger?.info(line),
      draft: this.options.mode === 'development',
    });
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { webpack } = compiler;
    // Shown in the terminal as the steps go (webpack's infrastructure log, level info).
    this.logger = compiler.getInfrastructureLogger('site');
    // Before each build and each rebuild in watch mode. (Not beforeCompile:
    // webpack copies that hook to the child compilers html-webpack-plugin and
    // the CSS extraction start, which would load and encode all over again.)
    compiler.hooks.beforeRun.tapPromise('SitePlugin', async () => {
      await this.load();
      // A one-off build (npm run build, a deploy) stops at once on a content
      // problem, without compiling a site that cannot go up: the problems are
      // all it prints, and dist/ keeps the last good build. (Watch mode goes on
      // compiling, to show the problem in the page and rebuild when it is fixed.)
      // The message alone: webpack-cli would print an Error with its stack.
      if (this.problem) throw this.problem.message;
    });
    compiler.hooks.watchRun.tapPromise('SitePlugin', () => this.load());
    compiler.hooks.done.tap('SitePlugin', (stats) => {
      if (this.options.stamp && !stats.hasErrors()) recordBuild(this.options.stamp, this.validUntil);
    });
    compiler.hooks.thisCompilation.tap('SitePlugin', (compilation) => {
      // Watch mode rebuilds when the band edits, adds or removes content.
      compilation.contextDependencies.add(this.options.contentDir);
      for (const file of this.contentFiles) compilation.fileDependencies.add(file);
      // The pages change with the content, the scripts often do not: without
      // this the compilation's hash stays the same, and the dev server tells
      // the open page "nothing changed" instead of reloading it.
      compilation.hooks.fullHash.tap('SitePlugin', (hash) => hash.update(this.contentVersion));
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
      compilation.hooks.processAssets.tapPromise(
        { name: 'SitePlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          let site;
          try {
            site = await this.built;
          } catch (error) {
            // A build error, not a crash: in watch mode (npm start) a crash
            // would stop the watcher, and fixing the file would change nothing.
            const failure = new webpack.WebpackError(
              `The pages could not be made: ${error instanceof Error ? error.message : String(error)}`,
            );
            failure.name = 'Site build failed';
            compilation.errors.push(failure);
            return;
          }
          for (const file of site?.files ?? []) {
            // A page file's script (pages/<path>.js) is its JSON in a call, as small as JSON gets:
            // marked minimized, the minimizer leaves it be (terser spent seconds on the large catalogue's, to unquote keys).
            compilation.emitAsset(
              file.name,
              new webpack.sources.RawSource(file.data),
              file.name.endsWith('.js') ? { minimized: true } : {},
            );
          }
        },
      );
    });
  }
}

module.exports = { SitePlugin, versionOf };
