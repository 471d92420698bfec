// One Jest project per suite, each its own folder of __tests__:
// - unit: reducers, the content loader and its messages, the content's
//   rules, helpers (`npm run test:unit` runs it with components);
// - components: the app on a fixture catalogue, through a real store, in jsdom;
// - publish: publishes the production build to FTP and SFTP servers started
//   on 127.0.0.1 (`npm run test:publish`, once the build is made). Each test
//   file closes what it opened (servers, connections, timers), so Jest's
//   workers end on their own; the publish command itself is run to its exit
//   in cli.test.ts.
// The browser suite (__tests__/browser) is Playwright's, against the build.

/**
 * Packages that are ES modules alone, which ts-jest makes CommonJS as it does the tests: `feed`
 * (src/feeds.build.ts), and the editor's `marked` and `parse-entities` with its own
 * (its summary lines, editorScript.test.ts).
 */
const ES_MODULES = [
  'feed',
  'marked',
  'parse-entities',
  'decode-named-character-reference',
  'character-entities-legacy',
  'character-reference-invalid',
  'is-alphabetical',
  'is-alphanumerical',
  'is-decimal',
  'is-hexadecimal',
];

/**
 * What every project shares: how TypeScript and CSS are loaded, and the set-up.
 * @type {import('jest').Config}
 */
const shared = {
  testEnvironment: 'jsdom',
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    // Each route's page, imported as the route table names it (as the build does).
    '/src/app/pages\\.ts$': '<rootDir>/scripts/route-pages.js',
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Types are checked by `tsc --noEmit` in `npm run lint`; here each file is only transpiled.
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true },
      },
    ],
    [`/node_modules/(${ES_MODULES.join('|')})/.+\\.js$`]: [
      'ts-jest',
      { tsconfig: { allowJs: true, module: 'commonjs', isolatedModules: true } },
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULES.join('|')})/)`],
  moduleNameMapper: {
    // Under jsdom Jest would pick yaml's browser build, an ES module it cannot load;
    // content is read with the Node build, as the build reads it.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
    // Likewise react-dom/server, which page data builders use (the home page's news list): its browser build needs MessageChannel.
    '^react-dom/server$': '<rootDir>/node_modules/react-dom/server.node.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/emptyModule.js',
  },
  setupFiles: ['<rootDir>/__tests__/support/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
};

/** @param {string} suite */
const project = (suite) => ({ ...shared, displayName: suite, roots: [`<rootDir>/__tests__/${suite}`] });

/** @type {import('jest').Config} */
module.exports = {
  projects: [project('unit'), project('components'), project('publish')],
  // A hang detector, not a measure. `npm test` runs Jest at the lowest CPU
  // priority beside the browser suite (tools/test.mjs), where a test can
  // wait minutes for the CPU: a component test that takes 3 s alone took
  // over 30 s there, and publishing the large catalogue over FTPS, two
  // minutes alone, took nine, and over ten beside a benchmark
  // (docs/performance.md). So every test gets the same fifteen minutes.
  testTimeout: 900_000,
  // A worker per core: Jest's default keeps one core back for itself (one
  // worker on two cores), and in `npm test` the unit tests finish alone after
  // the browser suite, where that core would stand idle. The publish tests
  // run four files side by side (package.json): they mostly wait on servers.
  maxWorkers: require('node:os').availableParallelism(),
};
