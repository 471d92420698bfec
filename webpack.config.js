// Two compilers in production:
//   prerender — bundles src/prerender.tsx for Node, so the build can render
//               the home page and the shared shell to static HTML;
//   client    — the browser bundle; its index.html is filled with that HTML
//               and hydrated on load.
// Development runs the client alone with style-loader and live reload.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
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
      : [production ? { loader: MiniCssExtractPlugin.loader, options: { publicPath: '../' } } : 'style-loader']),
    { loader: 'css-loader', options: { modules: modules ? cssModules(production, forNode) : false } },
  ];
  return [
    { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { onlyCompileBundledFiles: true } },
    { test: /\.module\.css$/, use: cssLoaders(true) },
    { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
    {
      // The logo: one small SVG file, used as it is.
      test: /\.svg$/i,
      resourceQuery: /url/,
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: !forNode },
    },
    {
      test: /\.(svg|jpe?g|png|webp|avif)$/i,
      include: path.join(root, 'src', 'assets', 'images'),
      use: { loader: path.join(root, 'scripts', 'responsive-image-loader.js'), options: { emit: !forNode } },
    },
    {
      test: /\.woff2$/,
      type: 'asset/resource',
      generator: { filename: 'assets/[name].[contenthash:10][ext]', emit: !forNode },
      oneOf: [
        { resourceQuery: /subset/, use: path.join(root, 'scripts', 'font-subset-loader.js') },
        {},
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

// The Content-Security-Policy of the built pages: nothing inline, nothing from
// elsewhere but the two players' frames, which load only when asked for.
const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  'frame-src https://open.spotify.com https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

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

// Development serves the app without prerendered HTML.
const developmentShell = { html: '', title: 'Kantstött', description: '', heroPreload: null, structuredData: '' };

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
        // Production pages start the app through boot.js (see public/boot.js).
        inject: production ? false : 'head',
        scriptLoading: 'defer',
        minify: false, // see minimizeOptions above
        // The prerendered page changes with content the template cannot see.
        cache: false,
        templateParameters: async (compilation) => {
          if (!production) return { shell: developmentShell, siteUrl: '', csp: '', fontPreload: '', boot: null, styles: [] };
          const prerender = prerendered();
          const siteUrl = publishedUrl(prerender.siteUrl);
          const font = Object.keys(compilation.assets).find((name) => /latin-400-normal\.[0-9a-f]+\.woff2$/.test(name));
          const entryFiles = compilation.entrypoints.get('main').getFiles();
          return {
            shell: await prerender.renderShell(siteUrl),
            siteUrl,
            csp: contentSecurityPolicy,
            fontPreload: font ?? '',
            styles: entryFiles.filter((file) => file.endsWith('.css')),
            boot: {
              src: Object.keys(compilation.assets).find((name) => /^assets\/boot\.[0-9a-f]+\.js$/.test(name)),
              scripts: entryFiles.filter((file) => file.endsWith('.js')).join(' '),
            },
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
                csp: contentSecurityPolicy,
              }),
            }),
            new ShareImagesPlugin(),
          ]
        : []),
      new CopyPlugin({
        patterns: [
          { from: 'public', globOptions: { ignore: ['**/index.html', '**/404.html', '**/boot.js'] } },
          // Only index.html refers to it, so it can carry a content hash like every other script.
          { from: 'public/boot.js', to: 'assets/boot.[contenthash:10][ext]' },
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
