// What is on the host before a publish: the site's folder and the folders
// below it that the site uses (each listed as soon as the one above it is),
// and the manifest the tool left there, checked before it is trusted.
'use strict';

const path = require('node:path');
const { MANIFEST, TEMP_SUFFIX, emptyManifest, checkManifest, foldersOf } = require('./plan');

/**
 * @typedef {object} HostSurvey
 * @property {Map<string, number>} remote every file found, by its path in the site's folder, with its size
 * @property {Set<string>} existing the folders found
 * @property {import('./plan').Manifest} manifest the host's manifest, or an empty one
 * @property {Buffer | null} manifestBytes the manifest as it is on the host, if it was used
 */

/**
 * Lists the site's folder; then reads the manifest and, meanwhile, lists the
 * folders below that the site uses, or that only an earlier publish used
 * once the manifest tells. The first failure is thrown once the rest settle.
 * @param {ReturnType<typeof import('./pool').connectionPool>} pool
 * @param {{ root: string, rootExists: boolean, files: { path: string }[], connected: Promise<void>, onEvent: (event: import('./sync').PublishEvent) => void }} where
 * @returns {Promise<HostSurvey>}
 */
async function surveyHost(pool, { root, rootExists, files, connected, onEvent }) {
  /** @type {unknown[]} */
  const failures = [];
  const onHost = (/** @type {string} */ file) => (file ? path.posix.join(root, file) : root);
  /** @param {string} folder */
  const list = (folder) =>
    pool.onWorker((worker) =>
      failures.length
        ? Promise.resolve([])
        : pool.attempt(worker, `list ${folder || 'the site folder'}`, (connection) => connection.list(onHost(folder))),
    );
  const inRoot = rootExists ? await list('') : [];
  const known = readManifest(pool, inRoot, onHost, onEvent).catch((error) => {
    failures.push(error);
    return { manifest: emptyManifest(), bytes: null, folders: new Set() };
  });

  const here = foldersOf(files.map((file) => file.path));
  /** @type {Map<string, number>} */
  const remote = new Map();
  const existing = new Set(rootExists ? [''] : []);
  /**
   * Takes in a folder's listing, then lists the folders in it the site uses;
   * keeps the first failure instead of throwing.
   * @param {string} folder
   * @param {import('./hosts').Entry[]} entries
   * @returns {Promise<void>}
   */
  async function descend(folder, entries) {
    /** @type {string[]} */
    const below = [];
    for (const entry of entries) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      if (entry.isDir) below.push(file);
      else remote.set(file, entry.size);
    }
    await Promise.all(
      below.map(async (sub) => {
        if (!here.has(sub) && !(await known).folders.has(sub)) return;
        existing.add(sub);
        let listed;
        try {
          listed = await list(sub);
        } catch (error) {
          failures.push(error);
          return;
        }
        await descend(sub, listed);
      }),
    );
  }
  await Promise.all([descend('', inRoot), known, connected]);
  if (failures.length) throw failures[0];
  const { manifest, bytes } = await known;
  return { remote, existing, manifest, manifestBytes: bytes };
}

/**
 * The host's manifest, if the site's folder lists one (servers differ in how
 * they refuse a file that is not there): under its temporary name too, for a
 * manifest replaced by remove-and-rename and cut short in between. One that
 * fails its check is set aside with a note: the host's listing then decides.
 * @param {ReturnType<typeof import('./pool').connectionPool>} pool
 * @param {import('./hosts').Entry[]} inRoot
 * @param {(file: string) => string} onHost
 * @param {(event: import('./sync').PublishEvent) => void} onEvent
 */
async function readManifest(pool, inRoot, onHost, onEvent) {
  const name = [MANIFEST, MANIFEST + TEMP_SUFFIX].find((candidate) => inRoot.some((entry) => entry.name === candidate && !entry.isDir));
  const bytes = name
    ? await pool.onWorker((worker) => pool.attempt(worker, `read ${name}`, (connection) => connection.read(onHost(name))))
    : null;
  const { manifest: read, problem } = bytes ? checkManifest(bytes) : { manifest: null };
  if (problem) {
    onEvent({
      type: 'note',
      message: `${MANIFEST} on the host is not used (${problem}): the host's listing decides, every file is sent, and nothing is deleted.`,
    });
  }
  const manifest = read ?? emptyManifest();
  return { manifest, bytes: read ? bytes : null, folders: foldersOf(Object.keys(manifest.files), manifest.dirs) };
}

module.exports = { surveyHost };
