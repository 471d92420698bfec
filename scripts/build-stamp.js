// Whether a production build's folder is still what `npm run build` would
// make now, so that `npm run publish` builds only when something changed.
//
// Each production build leaves a stamp beside webpack's caches, one per output
// folder: what it was made from, until when it holds, and what it wrote.
//   - made from: every project file as git lists them (tracked, and new ones
//     not ignored), every content file, the installed packages
//     (node_modules/.package-lock.json, which npm rewrites on each install),
//     and the environment the build reads (BUILD_ENV);
//   - holds until: the end of the next gig's day, when the pages change;
//   - wrote: each output file's size and time.
// Anything different now, or no git to list the project with, means build.
'use strict';

const { execFileSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The environment variables the build reads (webpack.config.js and its steps) that change what a build writes (OUTPUT_DIR names the stamp). */
const BUILD_ENV = ['CONTENT_DIR', 'SITE_URL', 'HASH_SALT', 'SERVICE_WORKER', 'EDITOR_OAUTH_URL', 'EDITOR_REPOSITORY', 'GITHUB_REPOSITORY'];

const hashOf = (/** @type {string | Buffer} */ data) => crypto.createHash('sha256').update(data).digest('hex');

/**
 * Every file under `dir`, as paths from `dir`.
 * @param {string} dir
 */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * What a build of `contentDir` into `outputDir` is made from: each source
 * file's path (from `root`) and a hash of its bytes. Throws when git cannot list the project.
 * @param {{ root: string, contentDir: string, outputDir: string }} build
 * @returns {Record<string, string>}
 */
function sourcesOf({ root, contentDir, outputDir }) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const files = new Set(
    listed
      .split('\0')
      .filter(Boolean)
      .map((file) => path.join(root, file)),
  );
  for (const file of filesUnder(contentDir)) files.add(path.join(contentDir, file));
  files.add(path.join(root, 'node_modules', '.package-lock.json'));
  /** @type {Record<string, string>} */
  const sources = {};
  for (const file of [...files].sort()) {
    // An output folder inside the project is what the build writes, not what it reads.
    if (!path.relative(outputDir, file).startsWith('..')) continue;
    // Listed by git but deleted since: as much a change as an edit.
    sources[path.relative(root, file)] = fs.existsSync(file) ? hashOf(fs.readFileSync(file)) : 'missing';
  }
  return sources;
}

/**
 * Each file in a build's folder, with its size and the time it was written.
 * @param {string} outputDir
 */
function outputOf(outputDir) {
  /** @type {Record<string, string>} */
  const output = {};
  for (const file of filesUnder(outputDir).sort()) {
    const { size, mtimeMs } = fs.statSync(path.join(outputDir, file));
    output[file] = `${size} ${mtimeMs}`;
  }
  return output;
}

/** Where the stamp of a build into `outputDir` is kept. */
const stampFile = (/** @type {string} */ root, /** @type {string} */ outputDir) =>
  path.join(root, 'node_modules', '.cache', 'site-build', `${hashOf(path.resolve(outputDir)).slice(0, 12)}.json`);

const environment = () => Object.fromEntries(BUILD_ENV.map((name) => [name, process.env[name] ?? '']));

/**
 * What a build is about to be made from, taken before it starts (an edit
 * while it runs makes the next check see a change); undefined without git.
 * @param {{ root: string, contentDir: string, outputDir: string }} build
 */
function beforeBuild(build) {
  try {
    return { ...build, env: environment(), sources: sourcesOf(build) };
  } catch {
    return undefined;
  }
}

/**
 * Records a finished build, from what beforeBuild took.
 * @param {NonNullable<ReturnType<typeof beforeBuild>>} before
 * @param {number} validUntil the instant its pages change (gigs/dates.ts, standsUntil); Infinity for never
 */
function recordBuild(before, validUntil) {
  const file = stampFile(before.root, before.outputDir);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stamp = { ...before, validUntil: Number.isFinite(validUntil) ? validUntil : null, output: outputOf(before.outputDir) };
  fs.writeFileSync(file, JSON.stringify(stamp));
}

/**
 * The first key whose value differs between two records, in words; undefined if none.
 * @param {Record<string, string>} before
 * @param {Record<string, string>} now
 * @param {(key: string) => string} where how to name a key
 */
function firstDifference(before, now, where) {
  for (const name of Object.keys(before)) {
    if (!(name in now)) return `${where(name)} is gone`;
    if (before[name] !== now[name]) return `${where(name)} changed`;
  }
  const added = Object.keys(now).find((name) => !(name in before));
  return added === undefined ? undefined : `${where(added)} is new`;
}

/**
 * Why `outputDir` needs building again before it is published, in words;
 * null when it is just what a build now would make.
 * @param {{ root: string, outputDir: string, now?: number }} options
 * @returns {string | null}
 */
function whyBuild({ root, outputDir, now = Date.now() }) {
  /** @type {NonNullable<ReturnType<typeof beforeBuild>> & { validUntil: number | null, output: Record<string, string> }} */
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile(root, outputDir), 'utf8'));
  } catch {
    return 'no production build of it is on record';
  }
  const shown = path.relative(process.cwd(), outputDir) || '.';
  const env = firstDifference(stamp.env, environment(), (name) => name);
  if (env) return `${env} since the last build`;
  if (stamp.validUntil !== null && now >= stamp.validUntil) return 'a gig has been played since the last build';
  let sources;
  try {
    sources = sourcesOf(stamp);
  } catch {
    return 'git cannot list the project’s files, to see what changed';
  }
  return (
    firstDifference(stamp.sources, sources, (file) => file) ??
    firstDifference(stamp.output, outputOf(outputDir), (file) => path.join(shown, file)) ??
    null
  );
}

module.exports = { BUILD_ENV, beforeBuild, recordBuild, stampFile, whyBuild };
