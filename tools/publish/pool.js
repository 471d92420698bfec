// The connections a publish works through: each opened within the tool's
// time limit, watched for silence and loss while it works, reopened and
// tried again after a transient failure, and handed to one job at a time.
'use strict';

const { isCertificateProblem } = require('./hosts');

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
 * One connection's worth of work, reopened when it drops.
 * @typedef {{ connection: import('./hosts').Connection | null }} Worker
 */

/**
 * @typedef {object} PoolOptions
 * @property {{ open: (target: import('./target').Target, secret: import('./hosts').Secret, options: import('./hosts').OpenOptions) => Promise<import('./hosts').Connection>, explain: (error: unknown, connection?: import('./hosts').Connection) => import('./hosts').Failure }} protocol
 * @property {import('./target').Target} target
 * @property {import('./hosts').Secret} secret
 * @property {import('./hosts').Identity} identity
 * @property {number} timeoutMs how long the host may stay silent
 * @property {number} attempts tries per operation
 * @property {number} firstDelayMs the wait before the second try (doubling after)
 * @property {(event: import('./sync').PublishEvent) => void} onEvent
 */

/**
 * Opens a connection, failing if that takes longer than the host may stay
 * silent: a host can take the connection and then answer nothing, which a
 * client library may wait out for ever (the user's time to answer a question
 * about the host is not counted). One opened too late is closed.
 * @param {PoolOptions} options
 * @param {import('./hosts').Identity} identity
 * @param {import('./hosts').HostTraits} traits
 * @returns {Promise<import('./hosts').Connection>}
 */
function openWithinLimit({ protocol, target, secret, timeoutMs }, identity, traits) {
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
  let settled = false;
  const late = new Promise((_resolve, reject) => {
    const arm = () => {
      const armed = performance.now();
      timer = setTimeout(
        // The host's answers already waiting are read first (see watched).
        () =>
          setImmediate(() => {
            if (settled) return;
            // Asking the user, or this process was not running (see watched): not the host's silence.
            if (asking || performance.now() - armed >= timeoutMs * 1.5) return arm();
            opening.then(
              (connection) => connection.close(),
              () => {},
            );
            reject(
              Object.assign(new Error(`the host did not finish opening the connection in ${timeoutMs / 1000} s (timed out)`), {
                code: 'ETIMEDOUT',
              }),
            );
          }),
        timeoutMs,
      );
    };
    arm();
  });
  late.catch(() => {});
  return /** @type {Promise<import('./hosts').Connection>} */ (Promise.race([opening, late])).finally(() => {
    settled = true;
    clearTimeout(timer);
  });
}

/**
 * Gives up on an operation when the connection is lost or the host stays
 * silent for timeoutMs (the connection is then closed): it fails as a
 * transient error, even if the client never settles it (basic-ftp and ssh2
 * can leave an upload pending when the server drops the connection under it).
 * Silent means nothing came from the host, and nothing went to it (an
 * upload's bytes, told by onActivity), for that long: a long listing or a
 * slow line is not a silent host.
 * @template T
 * @param {import('./hosts').Connection} connection
 * @param {(connection: import('./hosts').Connection) => Promise<T>} operation
 * @param {number} timeoutMs
 * @param {{ onActivity?: (notice: () => void) => void }} [watch]
 * @returns {Promise<T>}
 */
async function watched(connection, operation, timeoutMs, watch) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let settled = false;
  /** @type {Promise<never>} */
  const silence = new Promise((_resolve, reject) => {
    const restart = () => {
      // An upload's stream can still move once the operation is over: no timer outlives it.
      if (settled) return;
      clearTimeout(timer);
      const armed = performance.now();
      const heard = connection.heard();
      timer = setTimeout(
        () =>
          // Node runs due timers before it reads the sockets: what the host
          // sent meanwhile is read first, and then the silence is judged.
          setImmediate(() => {
            if (settled) return;
            // Late by half the time or more, this process was not running (a
            // loaded or sleeping machine), so the silence is not the host's.
            if (connection.heard() !== heard || performance.now() - armed >= timeoutMs * 1.5) return restart();
            connection.close();
            reject(Object.assign(new Error(`the host did not answer for ${timeoutMs / 1000} s (timed out)`), { code: 'ETIMEDOUT' }));
          }),
        timeoutMs,
      );
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
  silence.catch(() => {});
  try {
    return await Promise.race([running, lost, silence]);
  } finally {
    settled = true;
    clearTimeout(timer);
  }
}

/**
 * The pool: operations tried again after a transient failure, and workers
 * handed to jobs in the order the jobs came.
 * @param {PoolOptions} options
 */
function connectionPool(options) {
  const { protocol, attempts, firstDelayMs, onEvent } = options;
  let identity = options.identity;
  /** @type {import('./hosts').HostTraits} */
  const traits = {};
  let retries = 0;
  const connect = () => openWithinLimit(options, identity, traits);

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
        return await watched(connection, (conn) => operation(conn, tries), options.timeoutMs, watch);
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

  const jobs = jobQueue();
  return {
    attempt,
    connect,
    ...jobs,
    /** Every connection after the first holds to the host the first one checked. */
    holdTo: (/** @type {string} */ fingerprint) => void (identity = { fingerprint }),
    retries: () => retries,
  };
}

/** The workers not busy, and the jobs waiting for one, in the order they came. */
function jobQueue() {
  /** @type {Worker[]} */
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
   * @param {J[]} list
   * @param {(worker: Worker, job: J) => Promise<void>} run
   */
  async function runJobs(list, run) {
    /** @type {unknown[]} */
    const failures = [];
    await Promise.all(
      list.map((job) =>
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
  return { release, onWorker, runJobs };
}

/**
 * Connects: the first connection checks the host and the login; the others
 * then hold to the same host (and give way if the host allows fewer), each
 * taking work as soon as it is open.
 * @param {ReturnType<typeof connectionPool>} pool
 * @param {{ host: string, parallel: number, onEvent: PoolOptions['onEvent'] }} options
 */
async function openWorkers(pool, { host, parallel, onEvent }) {
  /** @type {Worker} */
  const first = { connection: null };
  await pool.attempt(first, `connect to ${host}`, async () => {});
  const { root, rootExists, fingerprint } = /** @type {import('./hosts').Connection} */ (first.connection);
  if (fingerprint) pool.holdTo(fingerprint);
  const workers = [first];
  pool.release(first);
  const opening = Promise.allSettled(
    Array.from({ length: Math.max(0, parallel - 1) }, async () => {
      /** @type {Worker} */
      const worker = { connection: await pool.connect() };
      workers.push(worker);
      pool.release(worker);
    }),
  );
  /** Once every connection has opened or been refused: says so, and how many there are. */
  const connected = opening.then(() => {
    if (workers.length < parallel) {
      onEvent({
        type: 'note',
        message: `The host allowed ${workers.length} connection(s) at once, not ${parallel}: going on with ${workers.length}.`,
      });
    }
    onEvent({ type: 'connected', root, connections: workers.length });
  });
  return {
    first,
    root,
    rootExists,
    connected,
    /** Closes every connection, once those still opening have settled (one would otherwise be left open). */
    async close() {
      await opening;
      for (const worker of workers) worker.connection?.close();
    },
  };
}

module.exports = { PublishError, connectionPool, openWorkers };
