/**
 * @jest-environment node
 */
// A comment or a doc that names a file of this repository names one that is
// there: a file renamed or removed fails here, with every comment and line
// that still names it, rather than sending the next reader looking for it.
//
// What is read: the comments of the code (src/, scripts/, tools/, __tests__/,
// public/, .ci/, .github/ and the configs at the top), and the docs whole
// (README.md, docs/*.md, content/README.md), whose links must lead to a
// file from the doc's folder. What else counts as a path, in them:
// - a word that starts with a folder at the top of the repository
//   (`src/feeds.build.ts`, `tools/publish/`, `docs/tests.md#anchor`), or with
//   ./ or ../ (from the file's folder);
// - a word with a / that ends in a source file's extension
//   (`components/PageHead.build.tsx`), found from the file's folder or one
//   above it, the top, src/ or __tests__/ (the docs name modules and tests
//   from there);
// - a bare file name of source (`renderPage.build.tsx`), found anywhere.
// A module may be named without its extension, as an import names it.
// Not paths: addresses (`https://…`, `webcal://`), packages, paths on the host
// (`/usr/bin/…`) or in what the build and npm make (dist/, node_modules/),
// and words with a placeholder or a pattern in them (`releases/<slug>/`,
// `*.build.ts`, `${dir}`). A path cut short with `…` is held to the part
// before it. The band's guide makes the files its examples name
// (`content/releases/nattbuss/…`, __tests__/support/bandGuide.ts): what they
// make, and what lies in folders they make, counts as there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { contentExamples, DOCS_WITH_EXAMPLES } from '../support/bandGuide';

const ROOT = path.resolve(__dirname, '..', '..');

/** Folders the build, the tests and npm make: what is named in them is not the repository's. */
const MADE_BY_TOOLS = new Set(['node_modules', 'dist', 'dist-large', 'test-results', 'playwright-report', 'screenshots', 'bench-results']);
/** The repository's own top-level folders, whose names start a path. */
const TOP_FOLDERS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== '.git' && !MADE_BY_TOOLS.has(entry.name))
  .map((entry) => entry.name);

/** Every file under `dir` (from the root), made-by-tools folders left out. */
function filesUnder(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return MADE_BY_TOOLS.has(entry.name) || entry.name === '.git' ? [] : filesUnder(rel);
    return [rel];
  });
}
const ALL_FILES = filesUnder('.').map((file) => path.posix.normalize(file));
const BASENAMES = new Set(ALL_FILES.map((file) => path.posix.basename(file)));

// ------------------------------------------------------------ what is read

const CODE = /\.(ts|tsx|js|mjs|cjs)$/;
const CODE_FOLDERS = ['src', 'scripts', 'tools', '__tests__', 'public', '.ci', '.github'];
const isTopConfig = (file: string) => !file.includes('/') && (CODE.test(file) || /^tsconfig.*\.json$/.test(file));
const isFixture = (file: string) => file.startsWith('__tests__/fixtures/');
const codeFiles = ALL_FILES.filter((file) => isTopConfig(file) || (CODE_FOLDERS.includes(file.split('/')[0]!) && !isFixture(file)));
const DOCS = ['README.md', 'content/README.md', ...ALL_FILES.filter((file) => /^docs\/[^/]+\.md$/.test(file))];

/** Every comment of a TypeScript or JavaScript file, with the line it starts on. */
function scriptComments(file: string, text: string): { line: number; text: string }[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const seen = new Map<number, { line: number; text: string }>();
  const collect = (ranges: readonly ts.CommentRange[] | undefined) => {
    for (const { pos, end } of ranges ?? []) {
      if (!seen.has(pos)) seen.set(pos, { line: source.getLineAndCharacterOfPosition(pos).line + 1, text: text.slice(pos, end) });
    }
  };
  // Every token's leading and trailing trivia: getChildren() lists the tokens too, not only the nodes.
  const visit = (node: ts.Node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...seen.values()];
}

/** Lines matching `pattern` (its first group the comment), for the languages commented by line or block. */
function commentsMatching(text: string, pattern: RegExp): { line: number; text: string }[] {
  return [...text.matchAll(pattern)].map((match) => ({
    // From where the comment starts, not the whitespace before it.
    line: text.slice(0, match.index + match[0].length - match[0].trimStart().length).split('\n').length,
    text: match[1] ?? match[0],
  }));
}

/** The commented parts of a code file, or the whole of a doc, as pieces of text with the line each starts on. */
function readable(file: string): { line: number; text: string }[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  if (file.endsWith('.md')) return text.split('\n').map((line, index) => ({ line: index + 1, text: line }));
  if (CODE.test(file)) return scriptComments(file, text);
  if (file.endsWith('.css')) return commentsMatching(text, /\/\*([\s\S]*?)\*\//g);
  if (file.endsWith('.html')) return commentsMatching(text, /<!--([\s\S]*?)-->/g);
  if (file.endsWith('.json')) return commentsMatching(text, /^\s*\/\/(.*)$/gm);
  if (/\.(ya?ml|sh)$/.test(file) || /^#!.*\b(bash|sh)\b/.test(text)) return commentsMatching(text, /(?:^|\s)#(?!!)(.*)$/gm);
  return [];
}

// ------------------------------------------------------- what is a path

/** Source files' extensions: a word with a / ending in one is taken for a path of the repository, not of the built site. */
const SOURCE = /\.(ts|tsx|mjs|cjs|md|css|sh)$/;
/** A bare file name taken for a module's: the docs' other bare names are mostly examples of a name (`01-mareld.md`). */
const MODULE = /^\w[\w.-]*\.(ts|tsx|mjs|cjs)$/;
/** Extensions an import leaves out. */
const IMPLIED = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts', '/index.ts', '/index.tsx', '/index.js'];
/** Placeholders, patterns and code: not one path. */
const NOT_ONE_PATH = /[<>*?{}[\]$|\\^=]|\.\.\.(?!\/)|^\.\.?$/;

/** The words of a piece of text that may be paths, as written, without the punctuation around them. */
function words(text: string): string[] {
  return text
    .split(/[\s`'"(),;]+/)
    .map((word) => word.replace(/^[*#:]+/, '').replace(/[.,:;!*]+$/, ''))
    .filter((word) => word.length > 2);
}

/** The path a word names, or null: its line (`:12`, `:20-35`) and anchor (`#the-editor`) left off. */
function pathIn(word: string): { path: string; cutShort: boolean } | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(word) || /^(www\.|mailto:|node:|webcal:)/.test(word) || word.startsWith('@')) return null;
  if (word.startsWith('/') || word.startsWith('~')) return null;
  const bare = word.replace(/#.*$/, '').replace(/:\d[\d,-]*$/, '');
  const cut = bare.search(/…|\.\.\.$/);
  const named = cut === -1 ? bare : bare.slice(0, cut);
  if (!named || NOT_ONE_PATH.test(named)) return null;
  const first = named.split('/')[0]!;
  if (MADE_BY_TOOLS.has(first)) return null;
  const isPath =
    TOP_FOLDERS.includes(first) && named.includes('/') // src/… tools/…
      ? true
      : /^\.\.?\//.test(named) || (named.includes('/') && SOURCE.test(named)) || MODULE.test(named);
  return isPath ? { path: named, cutShort: cut !== -1 } : null;
}

/** The folders a path in `file` may be named from: its own and those above it, the top, src/ and __tests__/. */
function basesOf(file: string): string[] {
  const bases: string[] = [];
  for (let dir = path.posix.dirname(file); dir !== '.'; dir = path.posix.dirname(dir)) bases.push(dir);
  return [...bases, '.', 'src', '__tests__'];
}

/** Whether what `file` names as `named` is in the repository, or made by the guide's examples. */
function isThere(file: string, named: string, cutShort: boolean, madeByGuide: readonly string[]): boolean {
  if (!named.includes('/') && !named.startsWith('.')) return BASENAMES.has(named);
  const bases = /^\.\.?\//.test(named) ? [path.posix.dirname(file)] : basesOf(file);
  return (
    bases.some((base) => {
      const at = path.posix.normalize(path.posix.join(base, named)).replace(/\/$/, '');
      if (named.endsWith('/')) return existsSync(path.join(ROOT, at)) && statSync(path.join(ROOT, at)).isDirectory();
      const candidates = cutShort ? [at] : IMPLIED.map((extension) => at + extension);
      return candidates.some((candidate) => existsSync(path.join(ROOT, candidate)));
    }) || madeByGuide.some((made) => madeWith(made, named.replace(/\/$/, '')))
  );
}

/**
 * Whether the guide's example that makes `made` (a file of content/) makes
 * what `named` names: that file or a folder it is in, named whole or from
 * inside content/ (`news/nya-latar.md`), or a file beside it in a folder the
 * example makes (`content/releases/nattbuss/cover.jpg`).
 */
function madeWith(made: string, named: string): boolean {
  const folders: string[] = [];
  for (let dir = path.posix.dirname(made); dir !== '.'; dir = path.posix.dirname(dir)) folders.push(dir);
  const newFolder = folders.filter((dir) => !existsSync(path.join(ROOT, dir))).at(-1);
  const within = (at: string) => at === named || at.endsWith(`/${named}`);
  return within(made) || folders.some(within) || (newFolder !== undefined && named.startsWith(`${newFolder}/`));
}

// ------------------------------------------------------------------ tests

/** What the guide's examples add to the band's content: a file, and what is named in the folder it makes. */
const MADE_BY_GUIDE = DOCS_WITH_EXAMPLES.flatMap((doc) => contentExamples(doc).map((example) => example.file));

/** A Markdown link's target, where it is a file: it is found from the doc's folder, as a reader's browser finds it. */
function brokenLinks(doc: string, line: number, text: string): string[] {
  return [...text.matchAll(/\]\(([^()\s]+)\)/g)]
    .map((match) => (match[1] ?? '').replace(/#.*$/, ''))
    .filter((target) => target && !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .filter((target) => !existsSync(path.join(ROOT, path.posix.dirname(doc), target)))
    .map((target) => `${doc}:${line}: ${target} (a link)`);
}

/** Every path named in `files` that is not there, as `file:line: path`. */
function missingPaths(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    readable(file).flatMap(({ line, text }) =>
      text
        .split('\n')
        .flatMap((part, offset) =>
          words(part).flatMap((word) => {
            const named = pathIn(word);
            return named && !isThere(file, named.path, named.cutShort, MADE_BY_GUIDE) ? [`${file}:${line + offset}: ${named.path}`] : [];
          }),
        )
        .concat(file.endsWith('.md') ? brokenLinks(file, line, text) : []),
    ),
  );
}

test('the files read are found: code in every folder of code, the configs, the docs', () => {
  for (const folder of ['src/', 'scripts/', 'tools/', '__tests__/unit/', '.ci/'])
    expect(codeFiles.some((file) => file.startsWith(folder))).toBe(true);
  expect(codeFiles).toEqual(expect.arrayContaining(['webpack.config.js', 'jest.config.js', 'tsconfig.json', 'knip.config.ts']));
  expect(DOCS).toEqual(expect.arrayContaining(['README.md', 'content/README.md', 'docs/architecture.md', 'docs/tests.md']));
  expect(MADE_BY_GUIDE.length).toBeGreaterThan(0);
});

test('what is a path and what is not', () => {
  const paths = (text: string) => words(text).flatMap((word) => pathIn(word)?.path ?? []);
  expect(paths('see src/feeds.ts, `lib/timeZone.ts:12-20` and [the guide](docs/updating-the-site.md#the-editor).')).toEqual([
    'src/feeds.ts',
    'lib/timeZone.ts',
    'docs/updating-the-site.md',
  ]);
  expect(paths('renderPage.build.tsx and ./routes and tools/publish/ and src/content/… too')).toEqual([
    'renderPage.build.tsx',
    './routes',
    'tools/publish/',
    'src/content/',
  ]);
  const notPaths =
    'https://example.se/a.ts webcal://x/y.ics releases/<slug>/cover.jpg src/**/*.build.ts ${dir}/x.ts /usr/bin/chromium ' +
    'node_modules/.cache/pictures dist/index.html pages/media.json react-dom/server @fontsource/x/y.css sw.js feed.json';
  expect(paths(notPaths)).toEqual([]);
});

test('a path that is not there is found, and one that is, is not', () => {
  // Named by what this test needs anyway, so that no other module's move breaks it.
  expect(isThere('__tests__/unit/deeper/x.ts', 'support/bandGuide.ts', false, [])).toBe(true);
  expect(isThere('__tests__/unit/x.ts', '../support/bandGuide', false, [])).toBe(true);
  expect(isThere('docs/tests.md', 'unit/namedPaths.test.ts', false, [])).toBe(true);
  expect(isThere('docs/tests.md', 'namedPaths.test.ts', false, [])).toBe(true);
  expect(isThere('docs/tests.md', '__tests__/support/', false, [])).toBe(true);
  expect(isThere('docs/tests.md', 'src/no-such-module.ts', false, [])).toBe(false);
  expect(isThere('docs/tests.md', 'no-such-module.ts', false, [])).toBe(false);
  expect(isThere('docs/tests.md', '__tests__/unit/namedPaths.test.ts/', false, [])).toBe(false);
  const example = 'content/releases/no-such-release/release.yaml';
  expect(isThere('docs/tests.md', 'content/releases/no-such-release/cover.jpg', false, [])).toBe(false);
  expect(isThere('docs/tests.md', 'content/releases/no-such-release/cover.jpg', false, [example])).toBe(true);
  expect(isThere('docs/tests.md', 'releases/no-such-release/', false, [example])).toBe(true);
});

test('every path a comment names in the code is there', () => {
  expect(missingPaths(codeFiles)).toEqual([]);
});

test('every path the docs name is there', () => {
  expect(missingPaths(DOCS)).toEqual([]);
});
