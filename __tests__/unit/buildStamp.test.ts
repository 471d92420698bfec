/** @jest-environment node */
// Whether a build's folder is current (scripts/build-stamp.js), as
// `npm run publish` asks before it builds: a project of a few files in git,
// "built" by writing its output folder, then changed in each way that must
// make it build again.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BUILD_ENV, beforeBuild, recordBuild, whyBuild } from '../../scripts/build-stamp';

const ROOT = path.resolve(__dirname, '..', '..');
const DAY = 86_400_000;

let root: string;
let outputDir: string;
let contentDir: string;
let builtAt: number;

/** A build as webpack's runs one: what it reads, taken first; its output written; then recorded, holding for a day. */
function build(at = Date.now()) {
  const before = beforeBuild({ root, contentDir, outputDir });
  if (!before) throw new Error('git could not list the test project');
  rmSync(outputDir, { recursive: true, force: true });
  mkdirSync(path.join(outputDir, 'assets'), { recursive: true });
  writeFileSync(
    path.join(outputDir, 'index.html'),
    `<!doctype html><title>${readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')}</title>`,
  );
  writeFileSync(path.join(outputDir, 'assets', 'main.js'), readFileSync(path.join(root, 'src', 'app.ts')));
  recordBuild(before, at + DAY);
  builtAt = at;
}

const why = (now = builtAt + 1000) => whyBuild({ root, outputDir, now });

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'kantstott-stamp-'));
  execFileSync('git', ['init', '--quiet'], { cwd: root });
  writeFileSync(path.join(root, '.gitignore'), 'node_modules/\ndist/\n');
  mkdirSync(path.join(root, 'content'), { recursive: true });
  mkdirSync(path.join(root, 'src'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'app.ts'), 'export const app = 1;\n');
  contentDir = path.join(root, 'content');
  writeFileSync(path.join(contentDir, 'site.yaml'), 'name: Kantstött\n');
  mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{"packages":{}}');
  outputDir = path.join(root, 'dist');
  build();
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

test('a folder no build has written, or one built elsewhere, is built', () => {
  rmSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  expect(why()).toBe('no production build of it is on record');
});

test('nothing changed since the build: current, and it stays so until the next gig’s day is over', () => {
  expect(why()).toBeNull();
  expect(why(builtAt + DAY - 1)).toBeNull();
  expect(why(builtAt + DAY)).toBe('a gig has been played since the last build');
});

test('an edited, new or deleted project file, content file or package makes a build', () => {
  appendFileSync(path.join(root, 'src', 'app.ts'), 'export const more = 2;\n');
  expect(why()).toBe(path.join('src', 'app.ts') + ' changed');
  build();
  writeFileSync(path.join(contentDir, 'gigs.yaml'), '[]\n');
  expect(why()).toBe(path.join('content', 'gigs.yaml') + ' is new');
  build();
  unlinkSync(path.join(contentDir, 'gigs.yaml'));
  expect(why()).toBe(path.join('content', 'gigs.yaml') + ' is gone');
  build();
  writeFileSync(path.join(root, 'node_modules', '.package-lock.json'), '{"packages":{"react":{}}}');
  expect(why()).toBe(path.join('node_modules', '.package-lock.json') + ' changed');
});

test('a file git ignores changes nothing; files written into the output folder by hand do', () => {
  writeFileSync(path.join(root, 'debug.log'), 'x');
  appendFileSync(path.join(root, '.gitignore'), '*.log\n');
  build();
  writeFileSync(path.join(root, 'debug.log'), 'more');
  expect(why()).toBeNull();
  appendFileSync(path.join(outputDir, 'index.html'), '<!-- edited -->');
  expect(why()).toMatch(/index\.html changed$/);
  build();
  unlinkSync(path.join(outputDir, 'assets', 'main.js'));
  expect(why()).toMatch(/main\.js is gone$/);
});

test('content outside the project (CONTENT_DIR) is read from its own folder', () => {
  contentDir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-stamp-content-'));
  try {
    writeFileSync(path.join(contentDir, 'site.yaml'), 'name: Large\n');
    build();
    expect(why()).toBeNull();
    appendFileSync(path.join(contentDir, 'site.yaml'), 'url: https://example.se/\n');
    expect(why()).toBe(`${path.relative(root, path.join(contentDir, 'site.yaml'))} changed`);
  } finally {
    rmSync(contentDir, { recursive: true, force: true });
  }
});

test('a build with another environment than the last one is made again', () => {
  const saved = process.env.SITE_URL;
  process.env.SITE_URL = 'https://kantstott.example/';
  try {
    expect(why()).toBe('SITE_URL changed since the last build');
  } finally {
    if (saved === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = saved;
  }
});

test('every environment variable the build reads is in the stamp', () => {
  // Those that say where a build goes, how it reports or where it keeps its cache, not what it writes.
  const notInOutput = new Set(['OUTPUT_DIR', 'NODE_ENV', 'GITHUB_ACTIONS', 'CI', 'WEBPACK_CACHE']);
  // webpack.config.js and every script it runs (the config's buildScripts: all of scripts/), read, not loaded:
  // loading the config loads its plugins' native modules, which keep a Jest worker from exiting.
  const scripts = readdirSync(path.join(ROOT, 'scripts')).filter((file) => file.endsWith('.js'));
  const buildFiles = [path.join(ROOT, 'webpack.config.js'), ...scripts.map((file) => path.join(ROOT, 'scripts', file))];
  const read = buildFiles.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1]!));
  expect(read.length).toBeGreaterThan(0);
  expect([...new Set(read)].filter((name) => !notInOutput.has(name)).sort()).toEqual([...BUILD_ENV].sort());
});
