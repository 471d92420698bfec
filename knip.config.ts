// knip (`npm run lint`): no unused file, export or dependency, and no import
// of a package that package.json does not list. Its plugins read most entry
// points from their own configs and from package.json's scripts (webpack's
// entries and the prerender program, Jest's and Playwright's tests, the ESLint
// config, the workflows' commands; .ci/run runs npm's own commands and
// npm test, nothing more); what they cannot see is named here.
import type { KnipConfig } from 'knip';
import { pageFiles } from './scripts/route-pages.js';

/**
 * What a stylesheet takes from other files, as imports knip can follow:
 * `@import`, `composes: … from`, and `url()`s naming a package
 * (`url('@fontsource/…')`, which css-loader resolves in node_modules).
 */
function importsOfStylesheet(css: string): string {
  const imported = [...css.matchAll(/@import\s+(?:url\()?['"]([^'"]+)['"]|composes:[^;]*?\sfrom\s+['"]([^'"]+)['"]/g)];
  const packages = [...css.matchAll(/url\(\s*['"]?(@[a-z0-9-]+\/[^'")?\s]+)/g)];
  return [...imported.map((match) => match[1] ?? match[2]), ...packages.map((match) => match[1])]
    .map((file) => `import '${file}';`)
    .join('\n');
}

const config: KnipConfig = {
  entry: [
    // The start-up script, compiled on its own and written into index.html (scripts/start-up-script.js).
    'src/boot.ts',
    // The pages, which the build imports as the route table names them (scripts/route-pages.js).
    ...pageFiles(),
    // The service worker, compiled by workbox-webpack-plugin's InjectManifest (webpack.config.js).
    'src/sw.ts',
    // Copied into the build as they are: the 404 page's redirect, the worker that removes the worker,
    // and the stylesheets that the templates and the share pages link to.
    'public/*.{js,css}',
    // TypeScript's declarations for the stylesheets the code imports (allowArbitraryExtensions).
    'src/**/*.d.css.ts',
    // Run by hand (their first comment says how); the art's test runs draw-art.mjs too.
    'tools/draw-art.mjs',
    'tools/check-art.mjs',
    // Run by hand, like the art: the band's synthesised recordings.
    'tools/make-audio.ts',
    // The editor's benchmark, which tools/bench.mjs runs under tsx (npm run bench -- --editor).
    'tools/bench-editor.mts',
  ],
  compilers: { css: importsOfStylesheet },
  // An export that its own module also uses is not dead code, only wider than
  // it needs to be; what is exported and used nowhere at all is still found.
  // Narrowing the others would touch some forty modules for no change in what runs.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // minimizer-webpack-plugin's optional peer: webpack.config.js picks it by MinimizerPlugin.swcMinify, never by name.
    '@swc/core',
    // The gig cards' and the tour poster's second face, which src/gigImages.build.ts reads from node_modules by its path.
    '@fontsource/special-elite',
    // The HTML checker's jar: tools/check-html.mjs takes its path through createRequire, which knip does not follow
    // (an import would need a declaration file the package lacks).
    'vnu-jar',
    // TypeScript 7's compiler, which tools/typecheck.mjs runs by its path in node_modules.
    'typescript-7',
    // The encoder's binary, which src/content/recordings.ts finds through createRequire (a build-time path, not an import).
    '@ffmpeg-installer/ffmpeg',
  ],
  ignoreBinaries: [
    // Debian's programs, not npm's: .ci/run installs Java for the HTML checker; lftp is the publish benchmark's yardstick.
    'java',
    'lftp',
  ],
};

export default config;
