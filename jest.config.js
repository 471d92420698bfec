// Unit and component tests in jsdom. The browser suite (__tests__/browser)
// runs in Playwright against the production build instead; the publish tests
// (__tests__/publish) publish that build, so `npm run test:publish` runs them
// once it is built: its files side by side (--maxWorkers 4; Jest's default on
// two cores is one at a time). Each test file closes what it opened (servers,
// connections, timers), so Jest's workers end on their own; the publish
// command itself is run to its exit in cli.test.ts.
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/browser/', '<rootDir>/__tests__/publish/'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        // Types are checked by `tsc --noEmit` in `npm run lint`; here each file is only transpiled.
        tsconfig: { jsx: 'react-jsx', module: 'commonjs', esModuleInterop: true, isolatedModules: true },
      },
    ],
  },
  moduleNameMapper: {
    // Under jsdom Jest would pick yaml's browser build, an ES module it cannot load;
    // content is read with the Node build, as the build reads it.
    '^yaml$': '<rootDir>/node_modules/yaml/dist/index.js',
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': '<rootDir>/__tests__/support/emptyModule.js',
  },
  // A hang detector, not a measure. `npm test` runs Jest at the lowest CPU
  // priority beside the browser suite (tools/test.mjs), where a test can
  // wait minutes for the CPU: a component test that takes 3 s alone took
  // over 30 s there in CI. So every test gets the same five minutes.
  testTimeout: 300_000,
  // A worker per core: Jest's default keeps one core back for itself (one
  // worker on two cores), and in `npm test` the unit tests finish alone after
  // the browser suite, where that core would stand idle.
  maxWorkers: require('node:os').availableParallelism(),
  setupFiles: ['<rootDir>/__tests__/support/polyfills.ts'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
};
