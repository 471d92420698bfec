// Three compilers, in production and in development alike:
//   prerender — bundles the build-time program, src/prerender.build.tsx, for Node:
//               the content loader and the pages, rendered with React;
//   editor-preview — the band's editor's previews, src/editorPreview.tsx: the
//               pages' own components, with their stylesheet, for admin/ only;
//   client    — the browser bundle. Its SitePlugin runs that program (load
//               the content, encode the pictures, render every page, write
//               the page files) and index.html is filled from the result,
//               with the stylesheet inline in production and the start-up
//               script (src/boot.ts, compiled on its own) inline always.
//
//   CONTENT_DIR  the content to build (default content/); the tests also build a large generated one
//   SITE_URL     where the site is published (default: site.yaml's url)
//   HASH_SALT    mixed into every script's hash: the large catalogue's build
//                gets other script names, as a build after a code change does,
//                so the tests can switch a served folder from one to the other
//   SERVICE_WORKER=off  a production build without the offline service worker:
//                its sw.js removes the one visitors have (docs/offline.md)
//   WEBPACK_CACHE=disk  keep webpack's cache on disk on CI too (see cacheOf)
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { AdminPlugin } = require('./scripts/admin-plugin');
const { withBrandColours } = require('./scripts/brand');
const { beforeBuild } = require('./scripts/build-stamp');
const { ShareImagesPlugin } = require('./scripts/share-images-plugin');
const { SitePlugin } = require('./scripts/site-plugin');
const { StartUpScriptPlugin } = require('./scripts/start-up-script');

const root = __dirname;
const contentDir = path.resolve(process.env.CONTENT_DIR || path.join(root, 'content'));
/** @typedef {import('webpack').Configuration & { devServer?: import('webpack-dev-server').Configuration }} Configuration */

/**
 * Webpack's cache: on disk, so the next build (npm start, a second npm test)
 * compiles only what changed, and a build of other content gets a cache of
 * its own, so the two never evict each other. On CI (CI set, as every CI
 * service does) each machine is fresh and builds once, in npm test: writing
 * that cache costs a production build about a third more CPU and nothing
 * reads it, so it stays in memory. A CI job that builds again after the
 * tests (the deploy workflow, for the Pages address) sets WEBPACK_CACHE=disk:
 * its second build then takes less than half the time.
 * @param {string} name
 * @param {string[]} buildDependencies the files whose change starts the cache over
 * @returns {import('webpack').Configuration['cache']}
 */
const cacheOf = (name, buildDependencies) =>
  process.env.CI && process.env.WEBPACK_CACHE !== 'disk'
    ? { type: 'memory' }
    : { type: 'filesystem', name, buildDependencies: { config: buildDependencies } };

/** @param {string} dir */
const cacheKeyOf = (dir) => crypto.createHash('sha256').update(dir).digest('hex').slice(0, 8);
// One cache per content folder and hash salt (HASH_SALT changes what modules are built into).
const cacheKey = `${cacheKeyOf(contentDir)}${process.env.HASH_SALT ? `-${process.env.HASH_SALT}` : ''}`;
/** @param {string} dir */
const prerenderDirOf = (dir) => path.join(root, 'node_modules', '.cache', 'prerender', cacheKeyOf(dir));
const prerenderDir = prerenderDirOf(contentDir);
// The editor's previews, before AdminPlugin puts them in admin/ (one folder per content and salt, as two builds may run at once).
const editorPreviewDir = path.join(root, 'node_modules', '.cache', 'editor-preview', cacheKey);

// Class names must be the same in both compilers, so the markup rendered in
// Node matches the stylesheet the browser loads; and the same in every build
// of the same code, whatever its content or HASH_SALT (css-loader would mix
// the salt in), so no page's scripts differ with the catalogue.
/** @param {boolean} production @param {boolean} exportOnlyLocals */
const cssModules = (production, exportOnlyLocals) => ({
  namedExport: true,
  exportOnlyLocals,
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
  localIdentHashSalt: 'kantstott',
});

/**
 * @param {{ production: boolean; forNode: boolean }} options
 * @returns {import('webpack').RuleSetRule[]}
 */
function rules({ production, forNode }) {
  /** @param {boolean} modules */
  const cssLoaders = (modules) => [
    // The stylesheet ends up inside index.html, so its URLs are relative to the page.
    ...(forNode ? [] : [{ loader: MiniCssExtractPlugin.loader, options: { publicPath: '' } }]),
    // importLoaders: a stylesheet that global.css @imports (tokens.css) goes through the brand's loader too.
    { loader: 'css-loader', options: { modules: modules ? cssModules(production, forNode) : false, importLoaders: 1 } },
    // The brand's colours, from src/styles/brand.json (scripts/brand.js).
    { loader: path.join(root, 'scripts', 'brand.js') },
  ];
  return [
    // Types are checked once, by `tsc --noEmit` (npm run lint, and the editor):
    // the two compilers only strip them, which is what makes a build fast.
    { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
    // Each route's page, imported as the route table names it.
    { test: /src[\\/]app[\\/]pages\.ts$/, enforce: 'pre', loader: path.join(root, 'scripts', 'route-pages.js') },
    { test: /\.module\.css$/, use: cssLoaders(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
    // The logo: a small SVG the stylesheet carries as a data: URL.
    { test: /\.svg$/i, resourceQuery: /inline/, type: 'asset/inline' },
    {
      test: /\.woff2$/,
      oneOf: [
        // The subset face is needed by the first paint of every page: it goes
        // inside the stylesheet, and with it inside index.html.
        { resourceQuery: /subset/, type: 'asset/inline', use: path.join(root, 'scripts', 'font-subset-loader.js') },
        { type: 'asset/resource', generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: !forNode } },
      ],
    },
  ];
}

/** The files besides this one that the build runs: every script in scripts/ (webpack's cache starts over when one changes). */
const buildScripts = fs
  .readdirSync(path.join(root, 'scripts'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => path.join(root, 'scripts', file));

const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // react-router's package exports point at its development build (extra
  // checks and warnings); its production build of the same version is beside it.
  alias: {
    'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
};

const hashSalt = process.env.HASH_SALT ? { hashSalt: process.env.HASH_SALT } : {};

/** @param {boolean} production @returns {Configuration} */
function prerenderConfig(production) {
  return {
    name: 'prerender',
    mode: production ? 'production' : 'development',
    target: 'node',
    entry: './src/prerender.build.tsx',
    output: { path: prerenderDir, filename: 'prerender.js', publicPath: '', library: { type: 'commonjs2' }, clean: true, ...hashSalt },
    module: {
      rules: rules({ production, forNode: true }),
      // The program finds packages at run time from where the build runs (src/content/recordings.ts, the
      // encoder): left to Node, not resolved by webpack at bundle time.
      parser: { javascript: { createRequire: false } },
    },
    resolve,
    // Packages are Node's to load from node_modules, as they are: only the
    // project's own files (TypeScript, CSS modules) need compiling.
    externals: ({ request = '' }, callback) =>
      /^(@[\w.-]+\/)?[\w.-]+(\/[\w./-]*)?$/.test(request) && !/\.(css|woff2)$/.test(request) && !request.startsWith('.')
        ? callback(null, `commonjs ${request}`)
        : callback(),
    optimization: { minimize: false, splitChunks: false },
    // One file: dynamic imports (the pages) are inlined rather than split.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    devtool: false,
    stats: production ? 'normal' : 'errors-warnings',
    cache: cacheOf(`prerender-${production ? 'prod' : 'dev'}-${cacheKey}`, [__filename]),
  };
}

/**
 * The editor's previews (admin/ only): a compiler of its own, so nothing of
 * it can join the fan pages' chunks or stylesheet. One script and
 * one stylesheet, with the fonts beside them, written where AdminPlugin
 * takes them from.
 * @param {boolean} production @returns {Configuration}
 */
function editorPreviewConfig(production) {
  return {
    name: 'editor-preview',
    mode: production ? 'production' : 'development',
    target: 'web',
    entry: { preview: './src/editorPreview.tsx' },
    output: {
      path: editorPreviewDir,
      publicPath: '',
      filename: '[name].[contenthash:10].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
      ...hashSalt,
    },
    module: { rules: rules({ production, forNode: false }) },
    resolve,
    devtool: false,
    optimization: {
      splitChunks: false,
      minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }), new CssMinimizerPlugin()],
    },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    cache: cacheOf(`editor-preview-${production ? 'prod' : 'dev'}-${cacheKey}`, [__filename]),
  };
}

// The Content-Security-Policy of the built pages: nothing from elsewhere but
// the two players' frames, which load only when asked for, and nothing inline
// but the start-up script and the stylesheet of index.html, named by hash.
// Forms post nowhere but to the band's mail provider and its booking form
// service, where site.yaml names them (src/content/site.ts, formOrigins).
/** @param {{ scripts?: string[]; styles?: string[]; formActions?: readonly string[] }} [inline] the inline scripts and stylesheets, and the origins forms post to */
function contentSecurityPolicy({ scripts = [], styles = [], formActions = [] } = {}) {
  /** @param {string[]} texts */
  const hashes = (texts) => texts.map((text) => ` 'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self'${hashes(scripts)}`,
    `style-src 'self'${hashes(styles)}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    'frame-src https://open.spotify.com https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formActions.join(' ') || "'none'"}`,
  ].join('; ');
}

/** SITE_URL (set by the deploy workflow), ending in `/`; undefined to use the content's own. */
function siteUrlFromEnvironment() {
  if (!process.env.SITE_URL) return undefined;
  const url = new URL(process.env.SITE_URL);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * Reads the freshly built prerender bundle; runs after the prerender compiler finished.
 * @returns {import('./scripts/site-plugin').Program} src/prerender.build.tsx's exports
 */
function prerendered() {
  const bundle = path.join(prerenderDir, 'prerender.js');
  delete require.cache[bundle];
  return require(bundle);
}

/**
 * What index.html carries inline in production, so the first view of any
 * page needs no other request: the site's stylesheet (its file is then
 * dropped). The start-up script is inline in development too.
 * @param {import('webpack').Compilation} compilation
 * @param {boolean} production
 * @param {InstanceType<typeof StartUpScriptPlugin>} startUp
 */
async function inlineParts(compilation, production, startUp) {
  const cssFiles = mainEntry(compilation)
    .getFiles()
    .filter((file) => file.endsWith('.css'));
  const bootScript = await startUp.code();
  if (!production) return { styles: null, stylesheets: cssFiles, bootScript, fontPreload: '' };
  const styles = cssFiles
    .map((file) => compilation.getAsset(file)?.source.source().toString() ?? '')
    .join('\n')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .trim();
  for (const file of cssFiles) compilation.deleteAsset(file);
  // The display font, as the stylesheet carries it. A preload of the same data:
  // URL has it decoded before the first layout, so text never shifts when it
  // arrives; gzip stores the repeat as a reference to the first copy.
  const [, fontPreload = ''] = styles.match(/url\((data:font\/woff2;base64,[^)]+)\)/) ?? [];
  return { styles, stylesheets: [], bootScript, fontPreload };
}

/** @param {import('webpack').Compilation} compilation */
function mainEntry(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) throw new Error('The client compilation has no main entry');
  return entry;
}

/** The favicon as a data: URL: browsers fetch icons early, and this one costs no request. */
const faviconDataUrl = () =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8').trim())}`;

/** npm start: how far the first compilation has got, in the terminal. */
function progress() {
  let shown = -1;
  return new webpack.ProgressPlugin((fraction, message) => {
    const percent = Math.floor(fraction * 10) * 10;
    // The first compilation only: a rebuild takes a second or two and says so when done.
    if (ready.builds > 0 || percent === shown || fraction >= 1) return;
    shown = percent;
    console.error(`[kantstott] ${percent}% ${message}`);
  });
}

/** npm start: the address to open, once the site is there; then a line per rebuild. */
const ready = {
  /** @type {string | null} */
  url: null,
  builds: 0,
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.done.tap('ready', (stats) => {
      const what = ready.builds++ === 0 ? 'ready' : 'rebuilt';
      const seconds = (((stats.endTime ?? 0) - (stats.startTime ?? 0)) / 1000).toFixed(1);
      // After webpack's own report of the errors, which prints once this hook returns.
      if (stats.hasErrors()) setImmediate(() => console.error('[kantstott] the build has errors (above): fix them and save'));
      else setImmediate(() => console.error(`[kantstott] ${what} in ${seconds} s: open ${ready.url ?? 'http://localhost:8080/'}`));
    });
  },
};

/**
 * sw.js, in production: the service worker (src/sw.ts) with what it
 * precaches, or with SERVICE_WORKER=off the one that removes it.
 * @param {boolean} enabled
 * @param {() => import('./scripts/site-plugin').Program} program the build-time program this build loaded
 * @param {() => Promise<import('./src/prerender.build').BuiltSite>} built the site this build made
 */
function serviceWorker(enabled, program, built) {
  if (!enabled) return new CopyPlugin({ patterns: [{ from: 'public/sw-removal.js', to: 'sw.js' }] });
  return new InjectManifest({
    swSrc: './src/sw.ts',
    swDest: 'sw.js',
    // What the offline copy may keep (pages/*.js are for pages opened from
    // disk, where no worker runs); its plan (src/lib/offlineCopy.build.ts) picks
    // the files, in its order and within its budget.
    include: [/^assets\/[^/]+\.(js|woff2|avif|webp|jpg|png)$/, /^pages\/.+\.json$/, /^(index\.html|404\.html|redirect\.js)$/],
    manifestTransforms: [
      async (entries) => {
        const plan = program().precachePlan(entries, await built());
        const left = plan.left.length ? `; left to the runtime cache: ${plan.left.join(', ')}` : '';
        console.error(
          `[offline] precache: ${plan.entries.length} files, ${(plan.bytes / 1e3).toFixed(0)} KB (${plan.kept.join(', ')})${left}`,
        );
        return { manifest: plan.entries, warnings: [] };
      },
    ],
    // Named by their content (webpack's hash, the pictures' and the page files' version): no revision needed.
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
  });
}

/**
 * index.html (the home page, the small pages' copies, the start-up script and,
 * in production, the stylesheet inline) and 404.html, filled from the built site.
 * @param {{ site: InstanceType<typeof SitePlugin>; startUp: InstanceType<typeof StartUpScriptPlugin>; built: () => Promise<import('./src/prerender.build').BuiltSite>; production: boolean }} parts
 */
function htmlPages({ site, startUp, built, production }) {
  return [
    new HtmlWebpackPlugin({
      template: 'public/index.html',
      // Pages start the app through the inline start-up script.
      inject: false,
      minify: false, // see optimization.minimizer
      // The prerendered page changes with content the template cannot see.
      cache: false,
      templateParameters: async (compilation) => {
        const { pages, site: siteInfo, routeFacts, heroPreload, homeHead, version } = await built();
        const { styles, stylesheets, bootScript, fontPreload } = await inlineParts(compilation, production, startUp);
        const formActions = site.loadedProgram().formOrigins(siteInfo);
        const csp = production ? contentSecurityPolicy({ scripts: [bootScript], styles: styles ? [styles] : [], formActions }) : null;
        return {
          basics: site.loadedProgram().documentBasics(csp),
          site: siteInfo,
          home: pages.find((page) => page.route === 'home'),
          // The small pages that never grow travel inside index.html; the others have page files.
          copies: pages.filter((page) => page.firstView === 'index' && page.route !== 'home'),
          heroPreload,
          homeHead,
          styles,
          stylesheets,
          fontPreload,
          favicon: faviconDataUrl(),
          bootScript,
          routeFacts: JSON.stringify(routeFacts),
          version,
          appScripts: mainEntry(compilation)
            .getFiles()
            .filter((file) => file.endsWith('.js'))
            .join(' '),
          playerStyle: [...(compilation.namedChunks.get('player')?.files ?? [])].find((file) => file.endsWith('.css')) ?? '',
        };
      },
    }),
    new HtmlWebpackPlugin({
      filename: '404.html',
      template: 'public/404.html',
      inject: false,
      templateParameters: async () => {
        const { site: siteInfo, pages } = await built();
        // Its title is the not-found page's own, as the app renders it.
        const notFound = pages.find((page) => page.path === '*');
        if (!notFound) throw new Error('The build made no not-found page');
        return {
          basePath: new URL(siteInfo.url).pathname,
          basics: site.loadedProgram().documentBasics(contentSecurityPolicy()),
          title: notFound.title,
        };
      },
    }),
  ];
}

/**
 * npm start: the site at http://localhost:8080, reloading the page at each rebuild.
 * The band's recordings are encoded as they are played, not up front: the
 * pages name their files, and the first request for one encodes it into the
 * audio cache (scripts/audio.js), where it stays for every later start.
 * @param {InstanceType<typeof SitePlugin>} site
 * @returns {import('webpack-dev-server').Configuration}
 */
function devServer(site) {
  return {
    port: 8080,
    setupMiddlewares: (middlewares) => [
      {
        name: 'recordings',
        path: '/audio/',
        /** @type {import('webpack-dev-server').ExpressRequestHandler} */
        middleware: (request, response, next) => {
          const url = `audio${decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)}`;
          const served = site.audio?.serve(url) ?? Promise.resolve(null);
          served.then(
            (file) => {
              if (!file) return next();
              response.setHeader('Content-Type', file.type);
              response.setHeader('Accept-Ranges', 'bytes');
              // The browser seeks in a song by asking for a range of its bytes.
              const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
              const last = file.data.length - 1;
              const start = range ? (range[1] ? Number(range[1]) : Math.max(0, last + 1 - Number(range[2]))) : 0;
              const end = range?.[1] && range[2] ? Math.min(last, Number(range[2])) : last;
              if (range) {
                response.statusCode = 206;
                response.setHeader('Content-Range', `bytes ${start}-${end}/${file.data.length}`);
              }
              response.setHeader('Content-Length', end - start + 1);
              response.end(file.data.subarray(start, end + 1));
            },
            (/** @type {unknown} */ error) => next(error),
          );
        },
      },
      ...middlewares,
    ],
    onListening: (server) => {
      const address = server.server?.address();
      ready.url = `http://localhost:${typeof address === 'object' && address ? address.port : 8080}/`;
    },
    hot: false,
    liveReload: true,
    static: false,
    client: { overlay: true },
    // The client compiler runs the prerender bundle from disk.
    devMiddleware: { writeToDisk: (/** @type {string} */ file) => file.startsWith(prerenderDir) || file.startsWith(editorPreviewDir) },
  };
}

/** How the client's files are split, named and minified. @returns {import('webpack').Configuration['optimization']} */
function clientOptimization() {
  return {
    // webpack's runtime (its chunk loader and the pages' file names) inside
    // `main`: one file fewer, and lighter, on every first view
    // (docs/performance.md). `main` then changes with any page's code, as it
    // already does with site.yaml.
    runtimeChunk: false,
    // One stylesheet for the whole site (small, cached once), so the pages'
    // scripts need no CSS-loading code.
    splitChunks: {
      cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: (chunk) => chunk.name !== 'player', enforce: true } },
    },
    moduleIds: 'deterministic',
    // A content error writes nothing: dist/ keeps the last good build.
    emitOnErrors: false,
    // Scripts by swc, with the two compress passes webpack's default (terser)
    // makes: the same size to within a few bytes gzipped, in about half the
    // time (docs/performance.md). Only scripts and CSS: React's
    // prerendered markup in the HTML (its <!--$--> hydration markers, exact
    // whitespace) must stay as rendered.
    minimizer: [
      new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } }),
      new CssMinimizerPlugin(),
    ],
  };
}

/** @param {boolean} production @returns {Configuration} */
function clientConfig(production) {
  const outputDir = process.env.OUTPUT_DIR ? path.resolve(process.env.OUTPUT_DIR) : path.join(root, 'dist');
  const site = new SitePlugin({
    program: prerendered,
    contentDir,
    siteUrl: siteUrlFromEnvironment(),
    mode: production ? 'production' : 'development',
    csp: (formActions) => contentSecurityPolicy({ formActions }),
    // What the build is made from, for `npm run publish` to tell whether dist/ is current.
    stamp: production ? beforeBuild({ root, contentDir, outputDir }) : undefined,
  });
  const startUp = new StartUpScriptPlugin({ entry: './src/boot.ts' });
  const offline = production && process.env.SERVICE_WORKER !== 'off';
  const built = async () => {
    const result = await site.built;
    if (!result) throw new Error('The content has problems (see above): no pages were made');
    return result;
  };
  return {
    name: 'client',
    dependencies: ['prerender', 'editor-preview'],
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: outputDir,
      // Relative URLs: dist/ works at a host's root, under any sub-path and from disk.
      publicPath: '',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      ...hashSalt,
      clean: true,
    },
    module: { rules: rules({ production, forNode: false }) },
    resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: clientOptimization(),
    performance: { hints: false }, // budgets are checked by __tests__/browser/budgets.spec.ts
    // npm start reports problems and its own progress lines, not every file.
    stats: production ? 'normal' : 'errors-warnings',
    plugins: [
      site,
      startUp,
      // The band's editor, admin/: copied from npm, its configuration made from the content's schemas.
      new AdminPlugin({ program: () => site.loadedProgram(), site: () => site.siteInfo, previewDir: editorPreviewDir }),
      // The band's site.yaml, checked: the header, footer and titles need it before any page file arrives.
      new webpack.DefinePlugin({
        __SITE__: webpack.DefinePlugin.runtimeValue(() => JSON.stringify(site.siteInfo), {
          version: () => JSON.stringify(site.siteInfo),
        }),
        // Whether pages register the service worker (src/app/serviceWorker.ts).
        'process.env.SERVICE_WORKER': JSON.stringify(offline ? 'on' : 'off'),
      }),
      ...htmlPages({ site, startUp, built, production }),
      ...(production ? [new ShareImagesPlugin(), serviceWorker(offline, () => site.loadedProgram(), built)] : [progress(), ready]),
      new CopyPlugin({
        patterns: [
          // index.html carries the favicon inline; the removal worker is sw.js when asked for.
          {
            from: 'public',
            globOptions: { ignore: ['**/index.html', '**/404.html', '**/favicon.svg', '**/sw-removal.js'] },
            // Their colours from the brand too (scripts/brand.js).
            transform: (content, file) => (file.endsWith('.css') ? withBrandColours(content.toString(), file) : content),
          },
        ],
      }),
      new MiniCssExtractPlugin({
        // Each CSS module styles only its own classes, so the order pages import them in cannot matter.
        ignoreOrder: true,
        // No CSS-loading code in the scripts: the one stylesheet is inside index.html, and the player's
        // own (splitChunks above) is linked by the player, named by the start-up script's element.
        // (npm start keeps the loader, which swaps a stylesheet as it is edited.)
        runtime: !production,
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
    ],
    // A change to this file or the build scripts starts the cache over.
    cache: cacheOf(`client-${production ? 'prod' : 'dev'}-${cacheKey}`, [__filename, ...buildScripts]),
    devServer: devServer(site),
  };
}

/**
 * @param {unknown} _env
 * @param {{ mode?: string }} argv
 */
function configs(_env, argv) {
  const production = argv.mode === 'production';
  // The build-time program loads React and the router from node_modules (see
  // externals): give it their production builds in a production build.
  process.env.NODE_ENV ??= production ? 'production' : 'development';
  return [prerenderConfig(production), editorPreviewConfig(production), clientConfig(production)];
}

module.exports = Object.assign(configs, {
  /** The build-time program a build of `dir` left behind (the benchmark reads the route table and content through it). */
  buildProgramFor: (/** @type {string} */ dir) => path.join(prerenderDirOf(path.resolve(dir)), 'prerender.js'),
});
