// Carries a publish's plan out on the host (tools/publish/plan.js says what
// and in which order): folders made as files need them, files uploaded, the
// pages a visitor may be reading replaced under a temporary name and renamed
// into place, the entry pages switched last, and then what no version uses
// any more deleted.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { Transform } = require('node:stream');
const { STEPS, MANIFEST, TEMP_SUFFIX, isImmutable, foldersOf } = require('./plan');
const { PublishError } = require('./pool');
const { manifestKeeper } = require('./keeper');

/**
 * @typedef {import('./pool').Worker} Worker
 * @typedef {ReturnType<typeof import('./pool').connectionPool>} Pool
 */

/**
 * What the operations on the host share: the pool, where the site's folder
 * is, the folders known to be there, and who is told of what happens.
 * @typedef {object} Host
 * @property {Pool} pool
 * @property {string} root
 * @property {(file: string) => string} onHost a path in the site's folder as the host names it
 * @property {Map<string, Promise<void>>} made folders there or being made
 * @property {{ madeDir: (folder: string) => void }} keeper told of each folder made
 * @property {(event: import('./sync').PublishEvent) => void} onEvent
 */

/**
 * The operations on the host that the plan is carried out with.
 * @param {Pool} pool
 * @param {{ root: string, existing: Set<string>, onEvent: (event: import('./sync').PublishEvent) => void }} where
 * @param {Host['keeper']} keeper
 */
function hostOperations(pool, { root, existing, onEvent }, keeper) {
  /** @type {Host} */
  const host = {
    pool,
    root,
    onHost: (file) => (file ? path.posix.join(root, file) : root),
    made: new Map([...existing].map((folder) => [folder, Promise.resolve()])),
    keeper,
    onEvent,
  };
  const { attempt } = pool;
  return {
    /** @param {Worker} worker @param {string} folder */
    ensureFolder: (worker, folder) => ensureFolder(host, worker, folder),
    /** @param {Worker} worker @param {import('./plan').LocalFile} file @param {string} to */
    upload: (worker, file, to) => upload(host, worker, file, to),
    /** @param {Worker} worker @param {string} file @param {number} size @param {() => Promise<void>} uploadTemp @param {{ alreadyUp?: boolean }} [options] */
    replace: (worker, file, size, uploadTemp, options) => replace(host, worker, file, size, uploadTemp, options),
    /** @param {Worker} worker @param {Buffer} bytes */
    writeManifest: (worker, bytes) =>
      replace(host, worker, MANIFEST, bytes.length, () =>
        attempt(worker, `write ${MANIFEST}`, (connection) => connection.upload(bytes, host.onHost(MANIFEST + TEMP_SUFFIX))),
      ),
    /** @param {Worker} worker @param {string} file */
    remove: (worker, file) => attempt(worker, `delete ${file}`, (connection) => connection.remove(host.onHost(file))),
    /** @param {Worker} worker @param {string} folder */
    removeDir: (worker, folder) =>
      attempt(worker, `delete the folder ${folder}`, (connection) => connection.removeDir(host.onHost(folder))),
  };
}

/** A folder on the host, and those above it, made once each, when a file first needs it. @param {Host} host @param {Worker} worker @param {string} folder @returns {Promise<void>} */
function ensureFolder(host, worker, folder) {
  if (folder === '.') folder = '';
  let ready = host.made.get(folder);
  if (!ready) {
    ready = (async () => {
      if (folder) await ensureFolder(host, worker, path.posix.dirname(folder));
      await host.pool.attempt(worker, `make the folder ${folder || host.root}`, (connection) => connection.makeDir(host.onHost(folder)));
      if (folder) host.keeper.madeDir(folder);
    })();
    host.made.set(folder, ready);
    ready.catch(() => host.made.delete(folder));
  }
  return ready;
}

/**
 * Uploads a file where it goes, or under its temporary name.
 * @param {Host} host @param {Worker} worker @param {import('./plan').LocalFile} file @param {string} to
 */
async function upload(host, worker, file, to) {
  const { onEvent, onHost } = host;
  await ensureFolder(host, worker, path.posix.dirname(file.path));
  let bytes = 0;
  let notice = () => {};
  await host.pool.attempt(
    worker,
    `upload ${file.path}`,
    async (connection) => {
      // Taken back if the try fails, so the progress shown never runs ahead.
      onEvent({ type: 'progress', bytes: -bytes });
      bytes = 0;
      if (file.bytes) {
        await connection.upload(file.bytes, onHost(to));
        bytes = file.size;
        onEvent({ type: 'progress', bytes });
        return;
      }
      const source = fs.createReadStream(file.source);
      // Counts the bytes as the connection takes them (a 'data' listener on
      // the file would start it flowing before the connection is ready).
      const counted = new Transform({
        transform(chunk, _encoding, done) {
          bytes += chunk.length;
          onEvent({ type: 'progress', bytes: chunk.length });
          notice();
          done(null, chunk);
        },
      });
      source.on('error', (error) => counted.destroy(error));
      try {
        await connection.upload(source.pipe(counted), onHost(to));
      } finally {
        source.destroy();
        counted.destroy();
      }
    },
    { onActivity: (restart) => (notice = restart) },
  );
}

/**
 * Renames a file into place. A try after a lost reply finds it done; if
 * the file to rename is gone (the clean-up of an aborted upload can remove
 * it on some servers), says so, for it to be uploaded again.
 * @param {Host} host @param {Worker} worker @param {string} from @param {string} to @param {number} size
 * @returns {Promise<boolean>} false if there was nothing to rename
 */
function renameInto({ pool, onHost }, worker, from, to, size) {
  return pool.attempt(worker, `rename ${from} to ${to}`, async (connection, tries) => {
    try {
      await connection.rename(onHost(from), onHost(to));
      return true;
    } catch (error) {
      if (connection.broken() || (await connection.sizeOf(onHost(from))) !== null) throw error;
      return tries > 1 && (await connection.sizeOf(onHost(to))) === size;
    }
  });
}

/**
 * Uploads under the temporary name, then renames into place: no visitor
 * reads half a file. Uploads again if the temporary file went missing.
 * @param {Host} host @param {Worker} worker @param {string} file @param {number} size
 * @param {() => Promise<void>} uploadTemp
 * @param {{ alreadyUp?: boolean }} [options] alreadyUp: the temporary file is up already
 */
async function replace(host, worker, file, size, uploadTemp, { alreadyUp = false } = {}) {
  for (let round = 1; ; round++) {
    if (round > 1 || !alreadyUp) await uploadTemp();
    if (await renameInto(host, worker, file + TEMP_SUFFIX, file, size)) return;
    if (round === 3) {
      const failure = { reply: `${file + TEMP_SUFFIX} was gone each time, just after it was uploaded`, transient: false };
      throw new PublishError(`Could not rename ${file + TEMP_SUFFIX} to ${file}: ${failure.reply}`, failure, null);
    }
  }
}

/**
 * @typedef {object} RunContext
 * @property {Pool} pool
 * @property {Worker} first the connection the entry pages and the manifest go through, one at a time
 * @property {string} root
 * @property {boolean} rootExists
 * @property {Set<string>} existing the folders on the host
 * @property {import('./plan').Plan} plan
 * @property {import('./plan').LocalFile[]} local the site as built
 * @property {import('./plan').Manifest} manifest
 * @property {Buffer | null} manifestBytes
 * @property {number} manifestEveryMs
 * @property {import('./sync').Summary} summary counted up as files land and go
 * @property {(event: import('./sync').PublishEvent) => void} onEvent
 */

/**
 * Carries the plan out: the uploads step by step, the switch, and once live
 * the deletes; the manifest kept up to date throughout.
 * @param {RunContext} context
 */
async function runPlan(context) {
  const { pool, first, manifest, manifestBytes, manifestEveryMs, onEvent } = context;
  /** @type {ReturnType<typeof manifestKeeper>} */
  let keeper;
  const host = hostOperations(pool, context, { madeDir: (folder) => keeper.madeDir(folder) });
  keeper = manifestKeeper(manifest, manifestBytes, { write: host.writeManifest, everyMs: manifestEveryMs });
  if (!context.rootExists) {
    onEvent({ type: 'note', message: `The folder ${context.root} is not on the host yet: making it.` });
    await host.ensureFolder(first, '');
  }
  try {
    await uploadSteps(context, host, keeper);
  } catch (error) {
    // The host answered (a full disk, a name it refuses): record what did land, so a re-run does not send it again.
    if (error instanceof PublishError && !error.failure.transient) await keeper.flush(first).catch(() => {});
    throw error;
  }
  await goLive(context, host, keeper);
}

/**
 * The uploads, step by step (plan.js, STEPS). Files the host lacks first in
 * each step: nothing up yet links to a new share page but another new one, so
 * they can all land before the pages that will link to them change. The
 * entry pages go up under their temporary names first; then, once the
 * manifest records that they are switching, each is renamed into place.
 * @param {RunContext} context
 * @param {ReturnType<typeof hostOperations>} host
 * @param {ReturnType<typeof manifestKeeper>} keeper
 */
async function uploadSteps({ pool, first, plan, local, summary, onEvent }, host, keeper) {
  // What no version on the host has whole: it lands before the pages that will name it. A file an
  // interrupted publish left cut short under its own name is one (a re-run replaces it, by a temporary name).
  const lacking = new Set(
    plan.uploads
      .filter((upload) => upload.reason === 'new' || upload.reason === 'missing on the host' || upload.reason === 'unrecorded')
      .map((upload) => upload.file),
  );
  // A file no publish has put on the host yet is named by no page a visitor
  // can reach until the entry pages switch: it goes up in place, as a hashed
  // asset does, with no temporary name to rename (two requests fewer a file).
  const unpublished = new Set(plan.uploads.filter((upload) => upload.reason === 'new').map((upload) => upload.file));
  /** @param {import('./plan').LocalFile} file */
  const landed = (file) => {
    keeper.landed(file);
    summary.sent += 1;
    summary.bytes += file.size;
    onEvent({ type: 'sent', file });
  };
  /** @param {Worker} worker @param {import('./plan').LocalFile} file */
  const send = async (worker, file) => {
    if (isImmutable(file.path) || unpublished.has(file)) await host.upload(worker, file, file.path);
    else await host.replace(worker, file.path, file.size, () => host.upload(worker, file, file.path + TEMP_SUFFIX));
    landed(file);
    await keeper.flushUnlessBusy(worker);
  };
  for (const step of STEPS) {
    const uploads = plan.uploads.filter((upload) => upload.file.step === step.name).map((upload) => upload.file);
    if (!uploads.length) continue;
    onEvent({ type: 'step', title: step.title, files: uploads.length });
    if (step.name !== 'entry') {
      await pool.runJobs(
        uploads.filter((file) => lacking.has(file)),
        send,
      );
      await pool.runJobs(
        uploads.filter((file) => !lacking.has(file)),
        send,
      );
      continue;
    }
    await pool.runJobs(uploads, (worker, file) => host.upload(worker, file, file.path + TEMP_SUFFIX));
    keeper.set({ switching: local.map((file) => file.path) });
    await keeper.flush(first);
    for (const file of uploads) {
      await host.replace(first, file.path, file.size, () => host.upload(first, file, file.path + TEMP_SUFFIX), { alreadyUp: true });
      landed(file);
    }
    // No write of the manifest between steps: one a second as files land,
    // the one before the switch and the one once live are enough for a re-run.
  }
}

/**
 * Live: the manifest says so; then the files and folders no version uses
 * any more are deleted. The files of the version before stay, for visitors
 * who still have it open.
 * @param {RunContext} context
 * @param {ReturnType<typeof hostOperations>} host
 * @param {ReturnType<typeof manifestKeeper>} keeper
 */
async function goLive({ pool, first, plan, local, summary, onEvent }, host, keeper) {
  const live = local.map((file) => file.path).sort();
  if (keeper.manifest.current.join('\n') !== live.join('\n')) keeper.set({ previous: keeper.manifest.current, current: live });
  if (keeper.manifest.switching) {
    delete keeper.manifest.switching;
    keeper.set({});
  }
  if (summary.sent || plan.deletes.length) keeper.set({ publishedAt: new Date().toISOString() });
  for (const file of plan.forget) keeper.forget(file);
  await keeper.flush(first);

  await pool.runJobs([...plan.deletes, ...plan.leftovers], async (worker, file) => {
    await host.remove(worker, file);
    if (file in keeper.manifest.files) keeper.forget(file);
    summary.deleted += 1;
    onEvent({ type: 'deleted', file });
  });
  // Folders the tool made that nothing kept is in any more, deepest first; one that is not empty stays.
  const keptFolders = foldersOf(plan.keep);
  const emptied = keeper.manifest.dirs.filter((folder) => !keptFolders.has(folder)).sort((a, b) => b.length - a.length);
  for (const folder of emptied) {
    if (await host.removeDir(first, folder)) keeper.set({ dirs: keeper.manifest.dirs.filter((other) => other !== folder) });
  }
  await keeper.flush(first);
}

module.exports = { runPlan };
