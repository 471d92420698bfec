// What a publish sends, in which order, and what it deletes: the built site on
// this machine against the host's listing and the manifest the last publish
// left there. No network here; tools/publish/sync.js carries the plan out.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** The manifest's name on the host, in the site's folder. */
const MANIFEST = '.publish-manifest.json';
/** Added to a file's name while it uploads; renamed into place once whole. */
const TEMP_SUFFIX = '.publish-tmp';
const FORMAT = 'kantstott-publish 1';

/**
 * The steps of a publish, in order: a file goes up only after every file that
 * names it, so a visitor who arrives at any moment finds whatever a page asks for.
 */
const STEPS = /** @type {const} */ ([
  // Named after their content (webpack's and the picture encoder's hash, and
  // the page files, pages/<path>.<version>.json|js, by the build's version): a
  // new version gets new names, so these never replace a file a visitor is reading.
  { name: 'assets', title: 'scripts, styles, pictures and page files' },
  // Named the same in every version: what public/ holds (redirect.js, share.css,
  // the favicon), the press kit's downloads and the band's editor's code,
  // fonts and config.yml (admin/; its page goes up with the documents).
  { name: 'files', title: 'static files, press kit and editor' },
  { name: 'documents', title: 'share pages and calendars' },
  // They name the share pages.
  { name: 'indexes', title: 'sitemap.xml, robots.txt and the feeds' },
  // Last: they name everything else. Uploaded under a temporary name, then renamed into place.
  { name: 'entry', title: 'the entry pages' },
]);

/** @typedef {(typeof STEPS)[number]['name']} StepName */

// With them, last of all, the service worker (src/sw.ts): it names every file it precaches, index.html too.
const ENTRY_PAGES = new Set(['index.html', '404.html', 'sw.js']);
// The feeds (src/util/feeds.build.ts) link the share pages too.
const INDEXES = new Set(['sitemap.xml', 'robots.txt', 'feed.xml', 'feed.json']);
// `main.6bc1c4f5b1.js`, `main.6bc1c4f5b1.js.map`, `cover-kniv-800.66935263eb.jpg`
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/**
 * Which step a file of the built site goes up in.
 * @param {string} file its path in the site, with `/`
 * @returns {StepName}
 */
function stepOf(file) {
  if (ENTRY_PAGES.has(file)) return 'entry';
  if (INDEXES.has(file)) return 'indexes';
  if (/\.(html|ics)$/.test(file)) return 'documents';
  if (CONTENT_HASH.test(path.posix.basename(file))) return 'assets';
  return 'files';
}

/**
 * A file named after its content never changes under its name, so it can be
 * written in place; any other file replaces one a visitor may be reading, so
 * it is written under a temporary name and renamed into place once whole.
 * @param {string} file
 */
const isImmutable = (file) => stepOf(file) === 'assets';

/**
 * @typedef {object} SiteFile
 * @property {string} path where it goes in the site, with `/` (`assets/main.6bc1c4f5b1.js`)
 * @property {string} source where it is on this machine
 * @property {StepName} step
 */

/**
 * A file of the site once read: its size and content hash and, for a small
 * file (at most KEEP_BYTES), its content, kept from reading it to send as it is.
 * @typedef {SiteFile & { size: number, sha256: string, bytes?: Buffer }} LocalFile
 */

/**
 * Files up to this size are kept in memory from the first read and sent in
 * one piece, their progress shown when they land: most of a site is small
 * files, for which a second read, a read stream and a byte counter each cost
 * CPU the send does not need. The whole of them is a few MB.
 */
const KEEP_BYTES = 256 * 1024;

/**
 * Every file of the built site, where it goes and in which step, not read yet.
 * @param {string} dir the built site (dist/)
 * @returns {SiteFile[]} in the order they go up
 */
function listSite(dir) {
  const root = path.resolve(dir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`${dir} holds no index.html: build the site first (npm run build).`);
  }
  /** @type {SiteFile[]} */
  const files = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const file = path.relative(root, source).split(path.sep).join('/');
    if (file === MANIFEST || file.endsWith(TEMP_SUFFIX)) continue;
    files.push({ path: file, source, step: stepOf(file) });
  }
  return sortForUpload(files);
}

/**
 * The files with their sizes and content hashes. A pause after each file
 * lets a publish go on opening connections and listing the host meanwhile
 * (reading them in the background instead costs twice the time).
 * @param {SiteFile[]} files as listSite gives them
 * @returns {Promise<LocalFile[]>} in the same order
 */
async function readSite(files) {
  /** @type {LocalFile[]} */
  const read = [];
  for (const file of files) {
    const bytes = fs.readFileSync(file.source);
    read.push({ ...file, size: bytes.length, sha256: sha256(bytes), ...(bytes.length <= KEEP_BYTES ? { bytes } : {}) });
    await new Promise(setImmediate);
  }
  return read;
}

/** @param {Buffer} bytes */
const sha256 = (bytes) => crypto.createHash('sha256').update(bytes).digest('hex');

/**
 * Names in the order of their characters' codes: the same on every machine,
 * and without the collator localeCompare loads (8 ms, a publish's first call).
 * @param {string} a @param {string} b
 */
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * @template {{ path: string, step: StepName }} T
 * @param {T[]} files
 * @returns {T[]}
 */
function sortForUpload(files) {
  const rank = new Map(STEPS.map((step, index) => [step.name, index]));
  // Within a step, 404.html before index.html: the home page switches last of
  // the pages. Then sw.js: a worker up before index.html would precache the old one for a whole version.
  const last = (/** @type {string} */ file) => ['index.html', 'sw.js'].indexOf(file) + 1;
  return [...files].sort(
    (a, b) => (rank.get(a.step) ?? 0) - (rank.get(b.step) ?? 0) || last(a.path) - last(b.path) || byName(a.path, b.path),
  );
}

/**
 * What the tool keeps on the host beside the site.
 * @typedef {object} Manifest
 * @property {string} format
 * @property {Record<string, { size: number, sha256: string }>} files every file the tool put on the host and has not deleted, as it sent it
 * @property {string[]} current the files of the last publish whose entry pages went live
 * @property {string[]} [previous] the files of the version live before it: tabs opened then may still ask for them
 * @property {string[]} [switching] the files of a publish that has begun to switch its entry pages and not finished
 * @property {string[]} dirs the folders the tool made
 * @property {string} [publishedAt]
 */

/** @returns {Manifest} */
const emptyManifest = () => ({ format: FORMAT, files: {}, current: [], dirs: [] });

/**
 * A path in the manifest names a file or folder in the site's folder: relative,
 * with `/`, and no `.`, `..` or empty part. The manifest comes from the host,
 * where anything may have written it, and any other would reach out of the folder.
 * @param {unknown} file
 */
const isSitePath = (file) =>
  typeof file === 'string' &&
  file !== '' &&
  !/[\\\0]/.test(file) &&
  file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');

/**
 * Reads a manifest from the host's bytes, checked as input: what is wrong with
 * it, if it is not one this tool wrote or names a path outside the site's folder.
 * @param {Buffer | string} bytes
 * @returns {{ manifest: Manifest, problem?: undefined } | { manifest: null, problem: string }}
 */
function checkManifest(bytes) {
  let data;
  try {
    data = JSON.parse(String(bytes));
  } catch {
    return { manifest: null, problem: 'it is not JSON' };
  }
  if (!data || data.format !== FORMAT) return { manifest: null, problem: `its format is not "${FORMAT}"` };
  if (!data.files || typeof data.files !== 'object' || Array.isArray(data.files)) return { manifest: null, problem: 'it lists no files' };
  for (const field of ['current', 'dirs', 'previous', 'switching']) {
    const list = data[field];
    if (list === undefined && (field === 'previous' || field === 'switching')) continue;
    if (!Array.isArray(list)) return { manifest: null, problem: `its "${field}" is not a list` };
    const wrong = list.find((item) => !isSitePath(item));
    if (wrong !== undefined)
      return { manifest: null, problem: `its "${field}" names ${JSON.stringify(wrong)}, not a path in the site's folder` };
  }
  for (const [file, entry] of Object.entries(data.files)) {
    if (!isSitePath(file)) return { manifest: null, problem: `it names ${JSON.stringify(file)}, not a path in the site's folder` };
    if (!entry || !Number.isInteger(entry.size) || entry.size < 0 || !/^[0-9a-f]{64}$/.test(entry.sha256)) {
      return { manifest: null, problem: `its entry for ${JSON.stringify(file)} has no size and SHA-256` };
    }
  }
  if (data.publishedAt !== undefined && typeof data.publishedAt !== 'string')
    return { manifest: null, problem: 'its "publishedAt" is not a date' };
  return { manifest: data };
}

/**
 * @param {Buffer | string} bytes
 * @returns {Manifest | null} null if it is not one this tool wrote (checkManifest says why)
 */
const parseManifest = (bytes) => checkManifest(bytes).manifest;

/** @param {Manifest} manifest */
function serializeManifest(manifest) {
  const files = Object.fromEntries(Object.entries(manifest.files).sort(([a], [b]) => byName(a, b)));
  return Buffer.from(`${JSON.stringify({ ...manifest, files }, null, 1)}\n`);
}

/**
 * @typedef {object} Upload
 * @property {LocalFile} file
 * @property {'new' | 'changed' | 'missing on the host' | 'changed on the host' | 'unrecorded'} reason
 *   `unrecorded`: on the host under its own name, but no publish recorded sending it: one cut short
 *   while it sent the file there (a new file goes up in place), or a file put there by hand
 */

/**
 * @typedef {object} Plan
 * @property {Upload[]} uploads in the order they go up
 * @property {LocalFile[]} unchanged on the host as the tool sent them, and the same here
 * @property {string[]} deletes the tool's files that neither this publish nor the live one uses
 * @property {string[]} leftovers temporary files of an interrupted publish
 * @property {string[]} forget the tool's files that are gone from the host and no longer needed
 * @property {string[]} keep every file a visitor may still ask for once this publish is live
 * @property {number} foreign files on the host the tool did not put there (left alone)
 */

/**
 * Compares the built site with the host. A file is sent unless the manifest
 * says the tool sent these very bytes and the host still lists it at that size.
 * @param {LocalFile[]} local
 * @param {Map<string, number>} remote every file in the folders listed, with its size
 * @param {Manifest} manifest
 * @returns {Plan}
 */
function planPublish(local, remote, manifest) {
  /** @type {Upload[]} */
  const uploads = [];
  /** @type {LocalFile[]} */
  const unchanged = [];
  for (const file of local) {
    const sent = manifest.files[file.path];
    const listed = remote.get(file.path);
    if (sent && sent.sha256 === file.sha256 && sent.size === listed) unchanged.push(file);
    else if (listed === undefined) uploads.push({ file, reason: sent ? 'missing on the host' : 'new' });
    else if (!sent) uploads.push({ file, reason: 'unrecorded' });
    else if (sent.size !== listed) uploads.push({ file, reason: 'changed on the host' });
    else uploads.push({ file, reason: 'changed' });
  }
  const here = new Set(local.map((file) => file.path));
  // What visitors may have open once this version is live: the live one's
  // files, and those of a publish whose switch was cut short (its entry pages
  // may be up). If this version is live already (a re-run after a failure),
  // the one before it, which tabs opened before the switch still use.
  const isLive = manifest.current.length === here.size && manifest.current.every((file) => here.has(file));
  const keep = new Set([...here, ...manifest.current, ...(manifest.switching ?? []), ...(isLive ? (manifest.previous ?? []) : [])]);
  const owned = Object.keys(manifest.files);
  const deletes = owned.filter((file) => !keep.has(file) && remote.has(file)).sort();
  const forget = owned.filter((file) => !remote.has(file) && !here.has(file)).sort();
  const leftovers = [...remote.keys()].filter((file) => file.endsWith(TEMP_SUFFIX)).sort();
  const foreign = [...remote.keys()].filter(
    (file) => !(file in manifest.files) && !here.has(file) && file !== MANIFEST && !file.endsWith(TEMP_SUFFIX),
  ).length;
  return { uploads, unchanged, deletes, leftovers, forget, keep: [...keep].sort(), foreign };
}

/**
 * The folders to list on the host: those the site's files are in, now or at
 * the last publish, and those the tool made. Any other folder is the band's
 * own and is never read.
 * @param {Iterable<string>} files
 * @param {Iterable<string>} [dirs] folders in their own right
 * @returns {Set<string>} folder paths with `/`, '' for the site's own
 */
function foldersOf(files, dirs = []) {
  const folders = new Set(['']);
  const add = (/** @type {string} */ dir) => {
    for (; dir !== '.' && dir !== '' && dir !== '/'; dir = path.posix.dirname(dir)) folders.add(dir);
  };
  for (const file of files) add(path.posix.dirname(file));
  for (const dir of dirs) add(dir);
  return folders;
}

module.exports = {
  MANIFEST,
  TEMP_SUFFIX,
  STEPS,
  stepOf,
  isImmutable,
  listSite,
  readSite,
  sha256,
  emptyManifest,
  checkManifest,
  parseManifest,
  serializeManifest,
  planPublish,
  foldersOf,
};
