// Two compilers in production:
//   prerender — bundles src/prerender.tsx for Node, so the build can render
//               every page's first view to static HTML;
//   client    — the browser bundle; its index.html is filled with that HTML
//               (plus the stylesheet and public/boot.js, inline) and the app
//               hydrates the page on screen.
// Development runs the client alone with style-loader and live reload.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const { minify } = require('terser');
const { ShareImagesPlugin } = require('./scripts/share-images-plugin');

const root = __dirname;
const distDir = path.join(root, 'dist');
const prerenderDir = path.join(root, 'node_modules', '.cache', 'prerender');

// Class names must be the same in both compilers, so the markup rendered in
// Node matches the stylesheet the browser loads.
const cssModules = (production, exportOnlyLocals) => ({
  namedExport: true,
  exportOnlyLocals,
  localIdentName: production ? '[hash:base64:6]' : '[name]__[local]',
});

function rules({ production, forNode }) {
  const cssLoaders = (modules) => [
    ...(forNode
      ? []
      : // The stylesheet ends up inside index.html, so its URLs are relative to the page.
        [production ? { loader: MiniCssExtractPlugin.loader, options: { publicPath: '' } } : 'style-loader']),
    { loader: 'css-loader', options: { modules: modules ? cssModules(production, forNode) : false } },
  ];
  return [
    { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { onlyCompileBundledFiles: true } },
    { test: /\.module\.css$/, use: cssLoaders(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
    {
      // The logo: a small SVG the stylesheet carries as a data: URL.
      test: /\.svg$/i,
      resourceQuery: /inline/,
      type: 'asset/inline',
    },
    {
      test: /\.(svg|jpe?g|png|webp|avif)$/i,
      include: path.join(root, 'src', 'assets', 'images'),
      use: {
        loader: path.join(root, 'scripts', 'responsive-image-loader.js'),
        // The build-time render also gets SVG art as a data: URL (HeroArt); the browser bundle need not carry it.
        options: { emit: !forNode, inlineSvg: forNode },
      },
    },
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

const buildScripts = ['responsive-image-loader.js', 'font-subset-loader.js', 'share-images-plugin.js'].map((file) =>
  path.join(root, 'scripts', file),
);

const resolve = {
  extensions: ['.tsx', '.ts', '.js'],
  // react-router's package exports point at its development build (extra
  // checks and warnings); its production build of the same version is beside it.
  alias: {
    'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
    'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
};

// The day the static HTML is rendered: hydration starts from the same gig split (src/app/useToday.ts).
const buildDay = new Date().toISOString().slice(0, 10);
const defineBuildDay = () => new webpack.DefinePlugin({ __BUILD_DAY__: JSON.stringify(buildDay) });

function prerenderConfig() {
  return {
    name: 'prerender',
    mode: 'production',
    target: 'node',
    entry: './src/prerender.tsx',
    output: { path: prerenderDir, filename: 'prerender.js', publicPath: '', library: { type: 'commonjs2' }, clean: true },
    module: { rules: rules({ production: true, forNode: true }) },
    resolve,
    optimization: { minimize: false, splitChunks: false },
    // One file: dynamic imports (lyrics) are inlined rather than split.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), defineBuildDay()],
    devtool: false,
  };
}

// The Content-Security-Policy of the built pages: nothing from elsewhere but
// the two players' frames, which load only when asked for, and nothing inline
// but the start-up script and the stylesheet of index.html, named by hash.
function contentSecurityPolicy({ scripts = [], styles = [] } = {}) {
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
    "form-action 'none'",
  ].join('; ');
}

/** Where the site is published: SITE_URL (set by the deploy workflow) or the content's siteUrl. */
function publishedUrl(fromContent) {
  const url = new URL(process.env.SITE_URL || fromContent);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** Reads the freshly built prerender bundle; runs after the prerender compiler finished. */
function prerendered() {
  const bundle = path.join(prerenderDir, 'prerender.js');
  delete require.cache[bundle];
  return require(bundle);
}

/**
 * What index.html carries inline, so the first view of any page needs no
 * other request: the site's stylesheet (its file is then dropped) and the
 * start-up script, public/boot.js.
 */
async function inlineParts(compilation) {
  const cssFiles = compilation.entrypoints
    .get('main')
    .getFiles()
    .filter((file) => file.endsWith('.css'));
  const styles = cssFiles
    .map((file) => compilation.assets[file].source().toString())
    .join('\n')
    .replace(/\/\*# sourceMappingURL=[^*]*\*\//g, '')
    .trim();
  for (const file of cssFiles) compilation.deleteAsset(file);
  const { code: bootScript } = await minify(fs.readFileSync(path.join(root, 'public', 'boot.js'), 'utf8'));
  // The display font, as the stylesheet carries it. A preload of the same data:
  // URL has it decoded before the first layout, so text never shifts when it
  // arrives; gzip stores the repeat as a reference to the first copy.
  const [, fontPreload = ''] = styles.match(/url\((data:font\/woff2;base64,[^)]+)\)/) ?? [];
  return { styles, bootScript, fontPreload };
}

/** The favicon as a data: URL: browsers fetch icons early, and this one costs no request. */
const faviconDataUrl = () =>
  `data:image/svg+xml,${encodeURIComponent(fs.readFileSync(path.join(root, 'public', 'favicon.svg'), 'utf8').trim())}`;

function clientConfig(production) {
  return {
    name: 'client',
    dependencies: production ? ['prerender'] : [],
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: distDir,
      // Relative URLs: dist/ works at a host's root, under any sub-path and from disk.
      publicPath: '',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      clean: true,
    },
    module: { rules: rules({ production, forNode: false }) },
    resolve,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    optimization: {
      runtimeChunk: 'single',
      // One stylesheet for the whole site (small, cached once), so the pages'
      // scripts need no CSS-loading code.
      splitChunks: { cacheGroups: { styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true } } },
      moduleIds: 'deterministic',
      minimizer: ['...', new CssMinimizerPlugin()],
      // webpack's own minimizer would also rewrite the HTML: React's prerendered
      // markup (its <!--$--> hydration markers, exact whitespace) must stay as rendered.
      minimizeOptions: { html: false },
    },
    performance: { hints: false }, // budgets are checked by __tests__/browser/budgets.spec.ts
    plugins: [
      defineBuildDay(),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        // Production pages start the app through the inline public/boot.js.
        inject: production ? false : 'head',
        scriptLoading: 'defer',
        minify: false, // see minimizeOptions above
        // The prerendered page changes with content the template cannot see.
        cache: false,
        templateParameters: async (compilation) => {
          if (!production) return { production, favicon: faviconDataUrl() };
          const prerender = prerendered();
          const siteUrl = publishedUrl(prerender.siteUrl);
          const { styles, bootScript, fontPreload } = await inlineParts(compilation);
          return {
            production,
            shell: await prerender.renderShell(siteUrl),
            siteUrl,
            csp: contentSecurityPolicy({ scripts: [bootScript], styles: [styles] }),
            styles,
            fontPreload,
            favicon: faviconDataUrl(),
            bootScript,
            appScripts: compilation.entrypoints
              .get('main')
              .getFiles()
              .filter((file) => file.endsWith('.js'))
              .join(' '),
          };
        },
      }),
      ...(production
        ? [
            new HtmlWebpackPlugin({
              filename: '404.html',
              template: 'public/404.html',
              inject: false,
              templateParameters: () => ({
                basePath: new URL(publishedUrl(prerendered().siteUrl)).pathname,
                csp: contentSecurityPolicy(),
              }),
            }),
            new ShareImagesPlugin(),
          ]
        : []),
      new CopyPlugin({
        patterns: [
          // index.html carries boot.js and the favicon inline.
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/404.html', '**/boot.js', '**/favicon.svg'] } },
        ],
      }),
      ...(production ? [new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:10].css', chunkFilename: 'assets/[name].[contenthash:10].css' })] : []),
    ],
    cache: {
      type: 'filesystem',
      name: production ? 'client-prod' : 'client-dev',
      // A change to this file or the build scripts invalidates the cache.
      buildDependencies: { config: [__filename, ...buildScripts] },
    },
    devServer: {
      port: 8080,
      hot: false,
      liveReload: true,
      static: false,
      client: { overlay: true },
    },
  };
}

module.exports = (_env, argv) => {
  const production = argv.mode === 'production';
  return production ? [prerenderConfig(), clientConfig(true)] : clientConfig(false);
};
