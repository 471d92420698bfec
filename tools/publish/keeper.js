// The manifest on the host, brought up to date as files land: at most one
// write at a time and one a second, each taking in everything that landed
// meanwhile; and before the entry pages switch, and once live. What landed
// since the last write is sent again by a re-run after a failure.
'use strict';

const { serializeManifest } = require('./plan');

/**
 * @param {import('./plan').Manifest} manifest the manifest as read from the host (or a new one), changed in place
 * @param {Buffer | null} onHostNow its bytes on the host, if any
 * @param {{ write: (worker: import('./pool').Worker, bytes: Buffer) => Promise<void>, everyMs: number }} writer
 */
function manifestKeeper(manifest, onHostNow, { write, everyMs }) {
  let written = onHostNow ? onHostNow.toString() : '';
  /** @type {Promise<void> | null} */
  let writing = null;
  let changed = false;
  let lastWrite = performance.now();
  /** @param {import('./pool').Worker} worker */
  const flush = async (worker) => {
    while (writing) await writing;
    if (!changed) return;
    changed = false;
    lastWrite = performance.now();
    const bytes = serializeManifest(manifest);
    if (bytes.toString() === written) return;
    writing = write(worker, bytes).then(
      () => {
        written = bytes.toString();
      },
      (error) => {
        changed = true;
        throw error;
      },
    );
    try {
      await writing;
    } finally {
      writing = null;
    }
  };
  return {
    manifest,
    /** @param {import('./plan').LocalFile} file */
    landed(file) {
      manifest.files[file.path] = { size: file.size, sha256: file.sha256 };
      changed = true;
    },
    /** @param {string} file */
    forget(file) {
      delete manifest.files[file];
      changed = true;
    },
    /** @param {string} folder */
    madeDir(folder) {
      if (!manifest.dirs.includes(folder)) manifest.dirs.push(folder);
      changed = true;
    },
    /** @param {Partial<import('./plan').Manifest>} fields */
    set(fields) {
      Object.assign(manifest, fields);
      changed = true;
    },
    flush,
    /** @param {import('./pool').Worker} worker */
    flushUnlessBusy: (worker) => (writing || performance.now() - lastWrite < everyMs ? Promise.resolve() : flush(worker)),
  };
}

module.exports = { manifestKeeper };
