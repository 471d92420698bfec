#!/usr/bin/env node
// `npm run publish` beside lftp's `mirror -R --parallel=4`, to the same FTP
// server on 127.0.0.1 (ftp-srv, the one the publish tests use), one after the
// other, each into a folder of its own. Both over plain FTP: lftp's encrypted
// data connections get "425 No connection established" from ftp-srv (lftp
// starts TLS on them later than ftp-srv waits). The publish tool over FTPS,
// its default, is a third column:
//   1. the large catalogue (dist-large/, npm run build:large) onto an empty host;
//   2. the same catalogue rebuilt after one lyric edit (built here);
//   3. that again, with nothing changed, the command checking first whether
//      the folder needs building (scripts/build-stamp.js), as the band runs it.
// Times are wall-clock seconds of the whole command on this machine, the
// median of several rounds (the tools take turns at going first): reported,
// never asserted (machines differ about 2×). Needs Debian's lftp.
//
// All of it twice: straight to the server, where only CPU counts (the server,
// the client and the data all on one machine), and through a relay that holds
// whatever crosses the control connection for --delay-ms each way (10 ms: a
// 20 ms round trip, a home connection to a shared host), where what counts is
// how many times a tool waits for an answer. Data connections go straight to
// the server (its passive replies name its own ports), so files travel at
// loopback speed either way.
//
//   npm run build:large && npm run bench:publish [-- --rounds 5 --delay-ms 10]
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values: args } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, 'delay-ms': { type: 'string', default: '10' } },
});
const ROUNDS = Number(args.rounds);
const DELAY_MS = Number(args['delay-ms']);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1 || !Number.isInteger(DELAY_MS) || DELAY_MS < 1) {
  console.error('--rounds and --delay-ms take whole numbers, like 5 and 10');
  process.exit(2);
}
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { startFtpHost } = require('../__tests__/support/hosts.js');
const { listSite, readSite } = require('./publish/plan.js');
const { stampFile } = require('../scripts/build-stamp.js');

const LARGE = path.join(ROOT, 'dist-large');
const CATALOGUE = path.join(ROOT, 'node_modules/.cache/large-catalogue');
if (!existsSync(path.join(LARGE, 'index.html')) || !existsSync(CATALOGUE)) {
  console.error('No large catalogue: run npm run build:large first.');
  process.exit(2);
}
try {
  execFileSync('lftp', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('lftp is not installed (Debian: apt-get install lftp).');
  process.exit(2);
}

const work = mkdtempSync(path.join(tmpdir(), 'bench-publish-'));
/** The build of the edited catalogue: its environment. */
const editedBuild = { CONTENT_DIR: path.join(work, 'content'), OUTPUT_DIR: path.join(work, 'edited'), HASH_SALT: 'large' };

/**
 * The large catalogue after one lyric edit, built over a copy of it as the
 * band's build writes over dist/ (a file the same as before keeps its time).
 */
function buildEdited() {
  const content = path.join(work, 'content');
  cpSync(CATALOGUE, content, { recursive: true });
  const releases = path.join(content, 'releases');
  // The large catalogue has releases, each with tracks.
  const release = /** @type {string} */ (readdirSync(releases).sort()[0]);
  const track = /** @type {string} */ (
    readdirSync(path.join(releases, release))
      .filter((file) => file.endsWith('.md'))
      .sort()[0]
  );
  const file = path.join(releases, release, track);
  writeFileSync(file, `${readFileSync(file, 'utf8').trimEnd()}\nOne more line, sung once.\n`);
  const out = path.join(work, 'edited');
  cpSync(LARGE, out, { recursive: true, preserveTimestamps: true });
  execFileSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...editedBuild } });
  return out;
}

/**
 * Runs a command, returning its wall-clock seconds; fails loudly.
 * @param {string} command @param {string[]} args @param {Record<string, string>} [env]
 * @returns {Promise<number>}
 */
function timed(command, args, env = {}) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve((performance.now() - started) / 1000) : reject(new Error(`${command} failed (${code}):\n${errors}`)),
    );
  });
}

const host = await startFtpHost();

/**
 * A relay to the server's control port that holds each chunk for `ms` before
 * passing it on, each way, in order.
 * @param {number} to the server's port @param {number} ms
 * @returns {Promise<net.Server>}
 */
function delayedRelay(to, ms) {
  /** @param {net.Socket} from @param {net.Socket} onto */
  const relay = (from, onto) =>
    from
      .on('data', (chunk) => setTimeout(() => onto.write(chunk), ms))
      .on('end', () => setTimeout(() => onto.end(), ms))
      .on('close', () => setTimeout(() => onto.destroy(), ms))
      .on('error', () => onto.destroy());
  const server = net.createServer((client) => {
    const upstream = net.connect(to, '127.0.0.1');
    for (const socket of [client, upstream]) socket.setNoDelay(true);
    relay(client, upstream);
    relay(upstream, client);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const relay = await delayedRelay(Number(new URL(host.url).port), DELAY_MS);
/** Where each run connects: the server itself, or the delaying relay. */
const ports = { direct: new URL(host.url).port, delayed: String(/** @type {net.AddressInfo} */ (relay.address()).port) };

/**
 * With `checkBuild`, the command as the band runs it: it first checks whether
 * the folder needs building (with the environment it was built with).
 * @param {string} port @param {string} dir @param {string} folder @param {boolean} tls @param {boolean} checkBuild
 */
const publish = (port, dir, folder, tls, checkBuild) =>
  timed('node', ['tools/publish.js', ...(checkBuild ? [] : ['--no-build']), '--dir', dir, ...(tls ? [] : ['--insecure'])], {
    ...(checkBuild ? editedBuild : {}),
    PUBLISH_URL: `${tls ? 'ftps' : 'ftp'}://${host.user}@127.0.0.1:${port}/${folder}/`,
    PUBLISH_PASSWORD: host.password,
    PUBLISH_FINGERPRINT: host.fingerprint,
    CI: 'true',
  });
/** @param {string} port @param {string} dir @param {string} folder */
const lftp = (port, dir, folder) =>
  timed('lftp', [
    '-c',
    [
      'set ftp:ssl-allow false',
      'set net:max-retries 2',
      `open -u ${host.user},"${host.password}" -p ${port} 127.0.0.1`,
      `mkdir -p -f ${folder}`,
      `mirror -R --parallel=4 ${dir} ${folder}`,
    ].join('; '),
  ]);

/** Every file of a built site, with its content hash, as the publish tool reads it. @param {string} dir */
const filesOf = async (dir) => new Map((await readSite(listSite(dir))).map((file) => [file.path, file.sha256]));

const median = (/** @type {number[]} */ values) => /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);

try {
  /** @type {[string, () => string, boolean][]} */
  const steps = [
    ['first publish of the large catalogue', () => LARGE, false],
    ['after one lyric edit', buildEdited, false],
    // As the band runs it: the command first sees that nothing needs building.
    ['nothing changed (with the build check)', () => editedBuild.OUTPUT_DIR, true],
  ];
  const dirs = steps.map(([, prepare]) => prepare());
  /** @typedef {(port: string, dir: string, folder: string, checkBuild: boolean) => Promise<number>} Tool */
  /** @type {Record<'ours' | 'lftp' | 'oursTls', Tool>} */
  const tools = {
    ours: (port, dir, folder, checkBuild) => publish(port, dir, folder, false, checkBuild),
    lftp: (port, dir, folder) => lftp(port, dir, folder),
    oursTls: (port, dir, folder, checkBuild) => publish(port, dir, folder, true, checkBuild),
  };
  const order = /** @type {(keyof typeof tools)[]} */ (['ours', 'lftp', 'oursTls']);
  for (const [way, title] of /** @type {const} */ ([
    ['direct', `publish to ftp-srv on 127.0.0.1 (seconds, whole command, median of ${ROUNDS} rounds)`],
    [
      'delayed',
      `the same through a relay that holds the control connection's traffic ${DELAY_MS} ms each way (a ${2 * DELAY_MS} ms round trip)`,
    ],
  ])) {
    /** @type {Record<keyof typeof tools, number[][]>} seconds, by step, one a round */
    const times = { ours: steps.map(() => []), lftp: steps.map(() => []), oursTls: steps.map(() => []) };
    // Each round, each tool takes the three steps in turn into a folder of its
    // own; the tools' order turns round by round, so neither always meets the
    // server (in this process, and its JIT) first.
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const tool of [...order.slice(round % order.length), ...order.slice(0, round % order.length)]) {
        for (const [index, [, , checkBuild]] of steps.entries()) {
          // index is a step's: times[tool] and dirs have one entry a step.
          /** @type {number[]} */ (times[tool][index]).push(
            await tools[tool](ports[way], /** @type {string} */ (dirs[index]), `${way}-${tool}-${round}`, checkBuild),
          );
        }
      }
    }
    /** @type {Map<string, string>} */
    let before = new Map();
    console.log(title);
    console.log(
      'step                                     new or changed files  publish (FTP)  lftp mirror -R --parallel=4 (FTP)  publish (FTPS)',
    );
    for (const [index, [name]] of steps.entries()) {
      const files = await filesOf(/** @type {string} */ (dirs[index]));
      const changed = [...files].filter(([file, hash]) => before.get(file) !== hash).length;
      before = files;
      const cells = [
        `${changed}/${files.size}`.padStart(7),
        median(/** @type {number[]} */ (times.ours[index]))
          .toFixed(2)
          .padStart(13),
        median(/** @type {number[]} */ (times.lftp[index]))
          .toFixed(2)
          .padStart(33),
        median(/** @type {number[]} */ (times.oursTls[index]))
          .toFixed(2)
          .padStart(14),
      ];
      console.log(`${name.padEnd(40)} ${cells.join('  ')}`);
    }
    console.log();
  }
} finally {
  relay.close();
  await host.close();
  rmSync(work, { recursive: true, force: true });
  rmSync(stampFile(ROOT, editedBuild.OUTPUT_DIR), { force: true });
}
