// Publishes a built site to the host as a sync: only what changed goes up, in
// an order that never shows a visitor half a version (tools/publish/plan.js),
// and only what the tool itself put there, and no visitor still needs, is
// deleted. The manifest on the host is brought up to date as files land, so a
// publish cut short resumes where it stopped. Its parts: the connections
// (pool.js), what is on the host (survey.js), carrying the plan out
// (transfer.js) and the manifest's writer (keeper.js).
'use strict';

const { listSite, readSite, planPublish } = require('./plan');
const { PublishError, connectionPool, openWorkers } = require('./pool');
const { surveyHost } = require('./survey');
const { runPlan } = require('./transfer');

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

/**
 * @param {PublishOptions} options
 * @returns {Promise<Summary>}
 */
async function publish(options) {
  const { dir, target, secret, dryRun = false, parallel = 4, timeoutMs = 30_000, manifestEveryMs = 1000, onEvent = () => {} } = options;
  const files = listSite(dir);
  // Read and hashed while the connections open and the host is listed.
  const reading = readSite(files);
  reading.catch(() => {});
  const pool = connectionPool({
    protocol: protocolFor(target.protocol),
    target,
    secret,
    identity: options.identity ?? {},
    timeoutMs,
    attempts: options.retry?.attempts ?? 5,
    firstDelayMs: options.retry?.firstDelayMs ?? 500,
    onEvent,
  });
  const connections = await openWorkers(pool, { host: target.host, parallel, onEvent });
  const { first, root, rootExists } = connections;
  try {
    const { remote, existing, manifest, manifestBytes } = await surveyHost(pool, {
      root,
      rootExists,
      files,
      connected: connections.connected,
      onEvent,
    });
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
      changedOnHost: plan.uploads
        .filter((upload) => upload.reason === 'changed on the host' || upload.reason === 'missing on the host')
        .map((u) => u.file.path),
      retries: 0,
      dryRun,
      plan,
    };
    if (dryRun) return summary;
    await runPlan({ pool, first, root, rootExists, existing, plan, local, manifest, manifestBytes, manifestEveryMs, summary, onEvent });
    summary.retries = pool.retries();
    return summary;
  } finally {
    await connections.close();
  }
}

module.exports = { publish, PublishError };
