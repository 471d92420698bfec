// The import graph's rules, checked in `npm run lint` (depcruise): what may
// import what, followed through the whole graph where ESLint sees one file.
//
// - No import circles.
// - The layers, bottom up: util (the route table, time zones, the content's
//   field rules, spelling suggestions) → gigs (every rule of a gig: its
//   schema, the late-show rule, "today", its words, calendar and events) →
//   content (the band's files' loaders and other schemas) → shared code (lib,
//   components) → features → pages → app, and the build-time program's entry
//   files at the top of src/. Nothing imports a layer above
//   its own, so no two layers import each other, and no feature imports
//   another (the page composes them). Types count as imports too.
// - The build-time program stays out of the browser, and says so by its
//   name: a module only the build runs is named `*.build.ts(x)` (a route's
//   data.build.ts and share.build.tsx sit beside its page), or lives in
//   src/content (the band's files' loaders, all build time). The browser's
//   modules take only types from it, and nothing but it imports the packages
//   that read and check content. So nothing the browser loads can reach zod
//   or YAML, however many files lie between. __tests__/unit/buildNames.test.ts
//   checks the other way round: what only the build runs carries the name.
/** The build-time program's modules, by their name or folder. */
const BUILD = '^src/content/|\\.build\\.tsx?$';
/** Packages only the build-time program uses: the content's parser, checker and country tables. */
const BUILD_PACKAGES = 'node_modules/(zod|yaml|i18n-iso-countries|countries-and-timezones|countries-list)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: one of these modules must not need the other.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'util-at-the-bottom',
      severity: 'error',
      comment: 'src/util is what every layer builds on: it imports nothing else of src.',
      from: { path: '^src/util/' },
      to: { path: '^src/', pathNot: '^src/util/' },
    },
    {
      name: 'gigs-on-util',
      severity: 'error',
      comment: 'The gig rules build on src/util alone: the content, the pages and the rest build on them.',
      from: { path: '^src/gigs/' },
      to: { path: '^src/', pathNot: '^src/(gigs|util)/' },
    },
    {
      name: 'content-below-shared',
      severity: 'error',
      comment: "The schemas and loaders of the band's files sit below lib, components and the rest: move what both need to src/util.",
      from: { path: '^src/content/' },
      to: { path: '^src/(lib|components|features|pages|app)/|^src/[^/]+$' },
    },
    {
      name: 'pages-below-the-build-entries',
      severity: 'error',
      comment:
        'The files at the top of src/ (the build-time program, index.tsx, boot.ts, sw.ts) compose the layers; no layer imports them.',
      from: { path: '^src/[^/]+/' },
      to: { path: '^src/[^/]+\\.(ts|tsx)$' },
    },
    {
      name: 'shared-below-features',
      severity: 'error',
      comment: 'src/lib and src/components sit below features, pages and app: move what both need down.',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/(features|pages|app)/' },
    },
    {
      name: 'features-apart',
      severity: 'error',
      comment: 'A feature imports neither another feature nor pages or app: the page composes them.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/(pages|app|features/(?!$1/))' },
    },
    {
      name: 'pages-below-app',
      severity: 'error',
      comment: 'Pages sit below app/.',
      from: { path: '^src/pages/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'browser-takes-types-from-build',
      severity: 'error',
      comment: 'The browser gets the data the build-time program makes, never the program: import its types only.',
      from: { path: '^src/', pathNot: BUILD },
      to: { path: BUILD, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'build-packages-in-build',
      severity: 'error',
      comment: 'Content is read and checked at build time only (src/content): the browser must not load these packages.',
      from: { path: '^src/', pathNot: BUILD },
      to: { path: BUILD_PACKAGES },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(css|svg|md|yaml)$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    cache: { folder: 'node_modules/.cache/depcruise', strategy: 'content' },
  },
};
