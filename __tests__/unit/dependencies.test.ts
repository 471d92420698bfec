// package.json's two lists say where a package runs. `dependencies` are what
// the pages run in a visitor's browser, and only that: the build, the tests,
// the art and the benchmarks are devDependencies, and never reach dist/. The
// rule is read from the import graph, so a package the app starts or stops
// using moves lists here, whatever the band's site grows into. (Whether each
// package is used at all, and every import listed, is knip's, in npm run lint.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { modulesUnder, reachableFrom, ROOT } from '../support/importGraph';

const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines?: { node?: string };
};

/** The package a specifier names: `react-dom/client` → `react-dom`, `@reduxjs/toolkit/query` → `@reduxjs/toolkit`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** The packages the modules reached from `entries` load, sorted. */
const packagesLoadedBy = (entries: string[]) =>
  [...new Set([...reachableFrom(entries).keys()].filter((id) => !id.startsWith('src/') && !id.startsWith('node:')).map(packageOf))].sort();

// The browser's entries are the modules at the top of src/ not named for the
// build (buildNames.test.ts holds the names to the graph): the app, the
// start-up script and the service worker.
const browserEntries = modulesUnder('src').filter((file) => path.posix.dirname(file) === 'src' && !/\.build\.tsx?$/.test(file));
const WORKER = 'src/sw.ts';
const pageEntries = browserEntries.filter((file) => file !== WORKER);

test('the browser entries are found: the app, the start-up script and the worker', () => {
  expect(browserEntries).toEqual(expect.arrayContaining(['src/index.tsx', 'src/boot.ts', WORKER]));
});

test('the runtime dependencies are exactly the packages the pages load in the browser', () => {
  expect(Object.keys(manifest.dependencies).sort()).toEqual(packagesLoadedBy(pageEntries));
});

// The worker's modules are compiled in by workbox-webpack-plugin's
// InjectManifest, which expects its own release of them: they are listed
// beside it, at its version, so one update moves them all.
test("the service worker's packages are workbox's, listed beside its plugin at its version", () => {
  const plugin = manifest.devDependencies['workbox-webpack-plugin'];
  const worker = packagesLoadedBy([WORKER]).filter((name) => !manifest.dependencies[name]);
  expect(worker.length).toBeGreaterThan(0);
  const astray = worker.filter((name) => !name.startsWith('workbox-') || manifest.devDependencies[name] !== plugin);
  expect(astray.map((name) => `${name}@${manifest.devDependencies[name]} (the plugin: ${plugin})`)).toEqual([]);
});

test('the Node version is named, TypeScript stays below 7 for ts-jest, react-router-dom on 7', () => {
  expect(manifest.engines?.node).toMatch(/^>=\d+/);
  expect(manifest.devDependencies.typescript).toMatch(/^~[56]\./);
  expect(manifest.dependencies['react-router-dom']).toMatch(/^\^7\./);
});
