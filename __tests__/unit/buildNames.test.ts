// Which code runs where is said by file names: a module only the build runs
// is named *.build.ts(x), or lives in src/content (the loaders of the band's
// files). The entry files at the top of src/ are the browser's (index.tsx,
// boot.ts, sw.ts) and the build's (*.build.tsx). This holds the names to the
// import graph both ways, so a name that lies fails here, not in a bundle.
import path from 'node:path';
import { chainTo, modulesUnder, reachableFrom, runtimeImports, resolveImport } from '../support/importGraph';

const isBuildNamed = (file: string) => /\.build\.tsx?$/.test(file) || file.startsWith('src/content/');
/** The packages that read, check and draw content at build time, and Node's own modules: never in the browser. */
const BUILD_PACKAGE =
  /^(node:|zod$|yaml$|sharp$|fflate$|subset-font$|i18n-iso-countries$|countries-and-timezones$|countries-list$|react-dom\/(server|static))/;

const modules = modulesUnder('src');
const entries = modules.filter((file) => path.posix.dirname(file) === 'src');
const browser = reachableFrom(entries.filter((file) => !isBuildNamed(file)));
const build = reachableFrom(entries.filter(isBuildNamed));

test('the entries are found: the browser app, the start-up script, the worker and the build-time program', () => {
  expect(entries.filter((file) => !isBuildNamed(file))).toEqual(expect.arrayContaining(['src/index.tsx', 'src/boot.ts', 'src/sw.ts']));
  expect(entries.filter(isBuildNamed).length).toBeGreaterThan(0);
  expect(modules.filter((file) => browser.has(file)).length).toBeGreaterThan(entries.length);
});

test('no module the browser loads is named for the build', () => {
  const misnamed = modules.filter((file) => browser.has(file) && isBuildNamed(file));
  expect(misnamed.map((file) => chainTo(browser, file))).toEqual([]);
});

test('the browser loads none of the build-time packages', () => {
  const reached = [...browser.keys()].filter((id) => BUILD_PACKAGE.test(id));
  expect(reached.map((id) => chainTo(browser, id))).toEqual([]);
});

test('every module only the build runs is named for the build', () => {
  const unnamed = modules.filter((file) => build.has(file) && !browser.has(file) && !isBuildNamed(file));
  expect(unnamed.map((file) => `${chainTo(build, file)}: only the build loads it; name it *.build.ts(x)`)).toEqual([]);
});

test('a module not named for the build imports no build-time package', () => {
  const offending = modules
    .filter((file) => !isBuildNamed(file))
    .flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => BUILD_PACKAGE.test(resolveImport(file, specifier) ?? ''))
        .map((specifier) => `${file} imports ${specifier}`),
    );
  expect(offending).toEqual([]);
});
