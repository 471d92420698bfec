// Publishes a built site to the host as a sync: only what changed goes up, in
// an order that never shows a visitor half a version (tools/publish/plan.js),
// and only what the tool itself put there, and no visitor still needs, is
// deleted. The manifest on the host is brought up to date as files land, so a
// publish cut short resumes where it stopped.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { Transform } = require('node:stream');
const { isCertificateProblem } = require('./hosts');
const { STEPS, MANIFEST, TEMP_SUFFIX, isImmutable, listSite, readSite, emptyManifest, checkManifest, serializeManifest, planPublish, foldersOf } =
  require('./plan');

/**
 * The client for a protocol, loaded when a publish needs it (ssh2 takes a while to load).
 * @param {'ftps' | 'ftp' | 'sftp'} protocol
 * @returns {{ open: (target: import('./target').Target, secret: import('./hosts').Secret, options: import('./hosts').OpenOptions) => Promise<import('./hosts').Connection>, explain: (error: unknown, connection?: import('./hosts').Connection) => import('./hosts').Failure }}
 */
function protocolFor(protocol) {
  return protocol === 'sftp' ? require('./sftp') : require('./ftp');
}

/**
 * @typedef {object} PublishOptions
 * @property {string} dir the built site
 * @property {import('./target').Target} target
 * @property {import('./hosts').Secret} secret
 * @property {boolean} [dryRun] list what would be sent and deleted; change nothing
 * @property {number} [parallel] connections at once (default 4; fewer if the host allows fewer)
 * @property {{ attempts?: number, firstDelayMs?: number }} [retry] tries per operation (default 5), and the wait before the second (doubling after)
 * @property {number} [timeoutMs] how long the host may stay silent (default 30 s)
 * @property {number} [manifestEveryMs] how often, at most, the manifest is written while files land (default 1 s; and before the entry pages switch, and once live)
 * @property {import('./hosts').Identity} [identity]
 * @property {(event: PublishEvent) => void} [onEvent]
 */

/**
 * @typedef {{ type: 'connected', root: string, connections: number }
 *   | { type: 'plan', plan: import('./plan').Plan, dryRun: boolean, rootExists: boolean }
 *   | { type: 'step', title: string, files: number }
 *   | { type: 'progress', bytes: number }
 *   | { type: 'sent', file: import('./plan').LocalFile }
 *   | { type: 'deleted', file: string }
 *   | { type: 'retry', what: string, reply: string, attempt: number, delayMs: number }
 *   | { type: 'note', message: string }} PublishEvent
 */

/**
 * @typedef {object} Summary
 * @property {number} sent files uploaded
 * @property {number} bytes
 * @property {number} unchanged
 * @property {number} deleted
 * @property {number} foreign files on the host the tool left alone
 * @property {string[]} changedOnHost files changed or removed on the host since the tool sent them (sent again)
 * @property {number} retries
 * @property {boolean} dryRun
 * @property {import('./plan').Plan} plan
 */

/** A publish that failed: names what it was doing and the server's reply. */
class PublishError extends Error {
  name = 'PublishError';
  /**
   * @param {string} message
   * @param {import('./hosts').Failure} failure
   * @param {unknown} cause
   */
  constructor(message, failure, cause) {
    super(message, { cause });
    this.failure = failure;
  }
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {PublishOptions} options
 * @returns {Promise<Summary>}
 */
async function publish(options) {
  const { dir, target, secret, dryRun = false, parallel = 4, timeoutMs = 30_000, manifestEveryMs = 1000, onEvent = () => {} } = options;
  const attempts = options.retry?.attempts ?? 5;
  const firstDelayMs = options.retry?.firstDelayMs ?? 500;
  const protocol = protocolFor(target.protocol);
  const files = listSite(dir);
  // Read and hashed while the connections open and the host is listed.
  const reading = readSite(files);
  reading.catch(() => {});
  let retries = 0;

  /** @type {import('./hosts').Identity} */
  let identity = options.identity ?? {};
  /** @type {import('./hosts').HostTraits} */
  const traits = {};

  /**
   * Opens a connection, failing if that takes longer than the host may stay
   * silent: a host can take the connection and then answer nothing, which a
   * client library may wait out for ever (the user's time to answer a question
   * about the host is not counted). One opened too late is closed.
   * @returns {Promise<import('./hosts').Connection>}
   */
  function connect() {
    let asking = false;
    const { confirm } = identity;
    /** @type {import('./hosts').Identity} */
    const asked = {
      ...identity,
      ...(confirm && {
        confirm: async (host) => {
          asking = true;
          try {
            return await confirm(host);
          } finally {
            asking = false;
          }
        },
      }),
    };
    const opening = protocol.open(target, secret, { timeoutMs, identity: asked, traits });
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const late = new Promise((_resolve, reject) => {
      const arm = () => {
        const armed = performance.now();
        timer = setTimeout(() => {
          // Asking the user, or this process was not running (see watched): not the host's silence.
          if (asking || performance.now() - armed >= timeoutMs * 1.5) return arm();
          opening.then((connection) => connection.close(), () => {});
          reject(Object.assign(new Error(`the host did not finish opening the connection in ${timeoutMs / 1000} s (timed out)`), { code: 'ETIMEDOUT' }));
        }, timeoutMs);
      };
      arm();
    });
    late.catch(() => {});
    return /** @type {Promise<import('./hosts').Connection>} */ (Promise.race([opening, late])).finally(() => clearTimeout(timer));
  }

  /**
   * One connection's worth of work, reopened when it drops.
   * @typedef {{ connection: import('./hosts').Connection | null }} Worker
   */

  /**
   * Runs one operation on a worker's connection, again after a transient
   * failure (the connection reopened, waiting twice as long each time).
   * @template T
   * @param {Worker} worker
   * @param {string} what said in an error: "upload assets/main.js"
   * @param {(connection: import('./hosts').Connection, attempt: number) => Promise<T>} operation
   * @param {{ onActivity?: (notice: () => void) => void }} [watch]
   * @returns {Promise<T>}
   */
  async function attempt(worker, what, operation, watch) {
    for (let tries = 1; ; tries++) {
      /** @type {import('./hosts').Connection | null} */
      let connection = null;
      try {
        connection = worker.connection ??= await connect();
        return await watched(connection, (conn) => operation(conn, tries), watch);
      } catch (error) {
        const failure = protocol.explain(error, connection ?? undefined);
        if (connection) connection.close();
        worker.connection = null;
        if (!failure.transient || tries >= attempts) {
          const after = tries > 1 ? ` (after ${tries} tries)` : '';
          throw new PublishError(`Could not ${what}${after}: ${failure.reply}`, failure, error);
        }
        const delayMs = Math.round(firstDelayMs * 2 ** (tries - 1) * (0.75 + Math.random() / 2));
        retries += 1;
        onEvent({ type: 'retry', what, reply: failure.reply, attempt: tries, delayMs });
        await sleep(delayMs);
      }
    }
  }

  /**
   * Gives up on an operation when the connection is lost or the host stays
   * silent for timeoutMs (the connection is then closed): it fails as a
   * transient error, even if the client never settles it (basic-ftp and ssh2
   * can leave an upload pending when the server drops the connection under it).
   * @template T
   * @param {import('./hosts').Connection} connection
   * @param {(connection: import('./hosts').Connection) => Promise<T>} operation
   * @param {{ onActivity?: (notice: () => void) => void }} [watch]
   * @returns {Promise<T>}
   */
  async function watched(connection, operation, watch) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<never>} */
    const silence = new Promise((_resolve, reject) => {
      const restart = () => {
        clearTimeout(timer);
        const armed = performance.now();
        timer = setTimeout(() => {
          // Late by half the time or more, this process was not running (a
          // loaded or sleeping machine): what the host sent meanwhile waits
          // unread behind this timer, so the silence is not the host's. Listen again.
          if (performance.now() - armed >= timeoutMs * 1.5) return restart();
          connection.close();
          reject(Object.assign(new Error(`the host did not answer for ${timeoutMs / 1000} s (timed out)`), { code: 'ETIMEDOUT' }));
        }, timeoutMs);
      };
      restart();
      watch?.onActivity?.(restart);
    });
    const lost = connection.lost.then((reason) => {
      // A certificate refused on a data connection closes the connection too: that, not the closing, is what happened.
      if (isCertificateProblem(reason)) throw reason;
      throw Object.assign(new Error('the host closed the connection'), { code: 'ECONNRESET' });
    });
    const running = operation(connection);
    // Once the loss or the silence wins, what the closed connection does with the operation no longer matters.
    running.catch(() => {});
    lost.catch(() => {});
    try {
      return await Promise.race([running, lost, silence]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The workers not busy, and the jobs waiting for one, in the order they came.
   * A worker joins as its connection opens; `first` is used on its own only
   * while no job runs.
   * @type {Worker[]}
   */
  const idle = [];
  /** @type {((worker: Worker) => void)[]} */
  const waiting = [];
  /** @param {Worker} worker */
  const release = (worker) => {
    const next = waiting.shift();
    if (next) next(worker);
    else idle.push(worker);
  };
  /**
   * Runs a job on the next free worker.
   * @template T
   * @param {(worker: Worker) => Promise<T>} job
   * @returns {Promise<T>}
   */
  async function onWorker(job) {
    const worker = idle.shift() ?? (await /** @type {Promise<Worker>} */ (new Promise((resolve) => waiting.push(resolve))));
    try {
      return await job(worker);
    } finally {
      release(worker);
    }
  }

  /**
   * Runs jobs on the workers, each taking the next when it is done; stops
   * handing out jobs at the first failure, and throws it once the rest settle.
   * @template J
   * @param {J[]} jobs
   * @param {(worker: Worker, job: J) => Promise<void>} run
   */
  async function runJobs(jobs, run) {
    /** @type {unknown[]} */
    const failures = [];
    await Promise.all(
      jobs.map((job) =>
        onWorker(async (worker) => {
          if (failures.length) return;
          try {
            await run(worker, job);
          } catch (error) {
            failures.push(error);
          }
        }),
      ),
    );
    if (failures.length) throw failures[0];
  }

  // Connect: the first connection checks the host and the login; the others
  // then hold to the same host (and give way if the host allows fewer), each
  // taking work as soon as it is open.
  /** @type {Worker} */
  const first = { connection: null };
  await attempt(first, `connect to ${target.host}`, async () => {});
  const root = /** @type {import('./hosts').Connection} */ (first.connection).root;
  const rootExists = /** @type {import('./hosts').Connection} */ (first.connection).rootExists;
  const vouched = first.connection?.fingerprint;
  if (vouched) identity = { fingerprint: vouched };
  const workers = [first];
  release(first);
  const opening = Promise.allSettled(
    Array.from({ length: Math.max(0, parallel - 1) }, async () => {
      /** @type {Worker} */
      const worker = { connection: await connect() };
      workers.push(worker);
      release(worker);
    }),
  );
  /** Once every connection has opened or been refused: says so, and how many there are. */
  const connected = opening.then(() => {
    if (workers.length < parallel) {
      onEvent({ type: 'note', message: `The host allowed ${workers.length} connection(s) at once, not ${parallel}: going on with ${workers.length}.` });
    }
    onEvent({ type: 'connected', root, connections: workers.length });
  });

  /** @param {string} file */
  const onHost = (file) => (file ? path.posix.join(root, file) : root);

  try {
    // List the site's folder; then read the manifest and, meanwhile, list the
    // folders below that the site uses: each as soon as the one above it is
    // listed, and one only an earlier publish used once the manifest tells.
    /** @type {unknown[]} */
    const failures = [];
    /** @param {string} folder */
    const list = (folder) =>
      onWorker((worker) =>
        failures.length ? Promise.resolve([]) : attempt(worker, `list ${folder || 'the site folder'}`, (connection) => connection.list(onHost(folder))),
      );
    const inRoot = rootExists ? await list('') : [];
    // Read only if listed (servers differ in how they refuse a file that is not
    // there). Under its temporary name: a manifest replaced by remove-and-rename, cut short in between.
    const manifestName = [MANIFEST, MANIFEST + TEMP_SUFFIX].find((name) => inRoot.some((entry) => entry.name === name && !entry.isDir));
    const known = (
      manifestName
        ? onWorker((worker) => attempt(worker, `read ${manifestName}`, (connection) => connection.read(onHost(manifestName))))
        : Promise.resolve(null)
    ).then(
      (bytes) => {
        const { manifest: read, problem } = bytes ? checkManifest(bytes) : { manifest: null };
        if (problem) {
          onEvent({ type: 'note', message: `${MANIFEST} on the host is not used (${problem}): the host's listing decides, every file is sent, and nothing is deleted.` });
        }
        const manifest = read ?? emptyManifest();
        return { manifest, bytes: read ? bytes : null, folders: foldersOf(Object.keys(manifest.files), manifest.dirs) };
      },
      (error) => {
        failures.push(error);
        return { manifest: emptyManifest(), bytes: null, folders: new Set() };
      },
    );

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
    const { manifest, bytes: manifestBytes } = await known;
    const local = await reading;

    const plan = planPublish(local, remote, manifest);
    onEvent({ type: 'plan', plan, dryRun, rootExists });
    /** @type {Summary} */
    const summary = {
      sent: 0,
      bytes: 0,
      unchanged: plan.unchanged.length,
      deleted: 0,
      foreign: plan.foreign,
      changedOnHost: plan.uploads.filter((upload) => upload.reason === 'changed on the host' || upload.reason === 'missing on the host').map((u) => u.file.path),
      retries: 0,
      dryRun,
      plan,
    };
    if (dryRun) return summary;

    const keeper = manifestKeeper(manifest, manifestBytes);
    /** @type {Map<string, Promise<void>>} */
    const made = new Map([...existing].map((folder) => [folder, Promise.resolve()]));

    /**
     * @param {Worker} worker
     * @param {string} folder
     * @returns {Promise<void>}
     */
    function ensureFolder(worker, folder) {
      if (folder === '.') folder = '';
      let ready = made.get(folder);
      if (!ready) {
        ready = (async () => {
          if (folder) await ensureFolder(worker, path.posix.dirname(folder));
          await attempt(worker, `make the folder ${folder || root}`, (connection) => connection.makeDir(onHost(folder)));
          if (folder) keeper.madeDir(folder);
        })();
        made.set(folder, ready);
        ready.catch(() => made.delete(folder));
      }
      return ready;
    }

    /**
     * Uploads a file where it goes, or under its temporary name.
     * @param {Worker} worker
     * @param {import('./plan').LocalFile} file
     * @param {string} to
     */
    async function upload(worker, file, to) {
      await ensureFolder(worker, path.posix.dirname(file.path));
      let bytes = 0;
      let notice = () => {};
      await attempt(
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
     * @param {Worker} worker
     * @param {string} from
     * @param {string} to
     * @param {number} size
     * @returns {Promise<boolean>} false if there was nothing to rename
     */
    async function renameInto(worker, from, to, size) {
      return attempt(worker, `rename ${from} to ${to}`, async (connection, tries) => {
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
     * @param {Worker} worker
     * @param {string} file
     * @param {number} size
     * @param {() => Promise<void>} uploadTemp
     * @param {{ alreadyUp?: boolean }} [options] alreadyUp: the temporary file is up already
     */
    async function replace(worker, file, size, uploadTemp, { alreadyUp = false } = {}) {
      for (let round = 1; ; round++) {
        if (round > 1 || !alreadyUp) await uploadTemp();
        if (await renameInto(worker, file + TEMP_SUFFIX, file, size)) return;
        if (round === 3) {
          const failure = { reply: `${file + TEMP_SUFFIX} was gone each time, just after it was uploaded`, transient: false };
          throw new PublishError(`Could not rename ${file + TEMP_SUFFIX} to ${file}: ${failure.reply}`, failure, null);
        }
      }
    }

    /**
     * @param {Worker} worker
     * @param {import('./plan').LocalFile} file
     */
    async function send(worker, file) {
      if (isImmutable(file.path) || unpublished.has(file)) await upload(worker, file, file.path);
      else await replace(worker, file.path, file.size, () => upload(worker, file, file.path + TEMP_SUFFIX));
      keeper.landed(file);
      summary.sent += 1;
      summary.bytes += file.size;
      onEvent({ type: 'sent', file });
      await keeper.flushUnlessBusy(worker);
    }

    /**
     * @param {Worker} worker
     * @param {Buffer} bytes
     */
    const writeManifest = (worker, bytes) =>
      replace(worker, MANIFEST, bytes.length, () =>
        attempt(worker, `write ${MANIFEST}`, (connection) => connection.upload(bytes, onHost(MANIFEST + TEMP_SUFFIX))),
      );

    /**
     * The manifest, written to the host as files land: at most one write at a
     * time and one a second (manifestEveryMs), each taking in everything that
     * landed meanwhile; and before the entry pages switch, and once live. What
     * landed since the last write is sent again by a re-run after a failure.
     * @param {import('./plan').Manifest} manifest
     * @param {Buffer | null} onHostNow
     */
    function manifestKeeper(manifest, onHostNow) {
      let written = onHostNow ? onHostNow.toString() : '';
      /** @type {Promise<void> | null} */
      let writing = null;
      let changed = false;
      let lastWrite = performance.now();
      /** @param {Worker} worker */
      const flush = async (worker) => {
        while (writing) await writing;
        if (!changed) return;
        changed = false;
        lastWrite = performance.now();
        const bytes = serializeManifest(manifest);
        if (bytes.toString() === written) return;
        writing = writeManifest(worker, bytes).then(
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
        /** @param {Worker} worker */
        flushUnlessBusy: (worker) => (writing || performance.now() - lastWrite < manifestEveryMs ? Promise.resolve() : flush(worker)),
      };
    }

    if (!rootExists) {
      onEvent({ type: 'note', message: `The folder ${root} is not on the host yet: making it.` });
      await ensureFolder(first, '');
    }

    const lacking = new Set(plan.uploads.filter((upload) => upload.reason === 'new' || upload.reason === 'missing on the host').map((upload) => upload.file));
    // A file no publish has put on the host yet is named by no page a visitor
    // can reach until the entry pages switch: it goes up in place, as a hashed
    // asset does, with no temporary name to rename (two requests fewer a file).
    const unpublished = new Set(plan.uploads.filter((upload) => upload.reason === 'new').map((upload) => upload.file));
    try {
      for (const step of STEPS) {
        const uploads = plan.uploads.filter((upload) => upload.file.step === step.name).map((upload) => upload.file);
        if (!uploads.length) continue;
        onEvent({ type: 'step', title: step.title, files: uploads.length });
        if (step.name !== 'entry') {
          // Files the host lacks first: nothing up yet links to a new share
          // page but another new one, so they can all land before the pages
          // that will link to them change.
          await runJobs(uploads.filter((file) => lacking.has(file)), send);
          await runJobs(uploads.filter((file) => !lacking.has(file)), send);
        } else {
          // Both up under their temporary names first; then, once the manifest
          // records that they are switching, each renamed into place.
          await runJobs(uploads, (worker, file) => upload(worker, file, file.path + TEMP_SUFFIX));
          keeper.set({ switching: local.map((file) => file.path) });
          await keeper.flush(first);
          for (const file of uploads) {
            await replace(first, file.path, file.size, () => upload(first, file, file.path + TEMP_SUFFIX), { alreadyUp: true });
            keeper.landed(file);
            summary.sent += 1;
            summary.bytes += file.size;
            onEvent({ type: 'sent', file });
          }
        }
        // No write of the manifest between steps: one a second as files land,
        // the one before the switch and the one once live are enough for a re-run.
      }
    } catch (error) {
      // The host answered (a full disk, a name it refuses): record what did land, so a re-run does not send it again.
      if (error instanceof PublishError && !error.failure.transient) await keeper.flush(first).catch(() => {});
      throw error;
    }

    // Live. The files of the version before stay for visitors who still have it open.
    const live = local.map((file) => file.path).sort();
    if (keeper.manifest.current.join('\n') !== live.join('\n')) keeper.set({ previous: keeper.manifest.current, current: live });
    if (keeper.manifest.switching) {
      delete keeper.manifest.switching;
      keeper.set({});
    }
    if (summary.sent || plan.deletes.length) keeper.set({ publishedAt: new Date().toISOString() });
    for (const file of plan.forget) keeper.forget(file);
    await keeper.flush(first);

    await runJobs([...plan.deletes, ...plan.leftovers], async (worker, file) => {
      await attempt(worker, `delete ${file}`, (connection) => connection.remove(onHost(file)));
      if (file in keeper.manifest.files) keeper.forget(file);
      summary.deleted += 1;
      onEvent({ type: 'deleted', file });
    });
    // Folders the tool made that nothing kept is in any more, deepest first; one that is not empty stays.
    const keptFolders = foldersOf(plan.keep);
    const emptied = keeper.manifest.dirs.filter((folder) => !keptFolders.has(folder)).sort((a, b) => b.length - a.length);
    for (const folder of emptied) {
      if (await attempt(first, `delete the folder ${folder}`, (connection) => connection.removeDir(onHost(folder)))) {
        keeper.set({ dirs: keeper.manifest.dirs.filter((other) => other !== folder) });
      }
    }
    await keeper.flush(first);
    summary.retries = retries;
    return summary;
  } finally {
    // A connection still opening would otherwise be left open.
    await opening;
    for (const worker of workers) worker.connection?.close();
  }
}

module.exports = { publish, PublishError };
