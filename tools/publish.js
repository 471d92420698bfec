#!/usr/bin/env node
// `npm run publish`: builds the site and publishes dist/ to the band's own web
// host, over FTPS (the default), SFTP, or with --insecure plain FTP.
//
//   PUBLISH_URL=ftps://user@host/public_html/ npm run publish [-- options]
//
//   --dry-run      list what would be sent and deleted; change nothing
//   --insecure     allow ftp:// (the password and the files travel unencrypted)
//   --no-build     publish dist/ as it is (otherwise `npm run build` runs first,
//                  unless nothing it reads has changed since the last build)
//   --dir <dir>    the built site (default dist)
//   --parallel <n> connections at once (default 4)
//
// Environment: PUBLISH_URL; PUBLISH_PASSWORD (else asked on the terminal);
// PUBLISH_KEY, an SSH private key (the key itself, or a file) for sftp://,
// with PUBLISH_PASSWORD as its passphrase if it has one; PUBLISH_FINGERPRINT,
// the host's certificate or key fingerprint, when this computer cannot check it
// (or Node's own NODE_EXTRA_CA_CERTS, for a certificate from an authority of your own).
// The secret is never printed, logged or written anywhere, and the build does
// not see it. How it works: tools/publish/sync.js; docs/publishing.md.
'use strict';

const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { parseArgs } = require('node:util');
const { whyBuild } = require('../scripts/build-stamp');
const { publish, PublishError } = require('./publish/sync');
const { parseTarget, UsageError } = require('./publish/target');
const { askHidden, askYes, reporter } = require('./publish/terminal');

const ROOT = path.resolve(__dirname, '..');
// The header above, up to "Environment".
const USAGE = (fs.readFileSync(__filename, 'utf8').split('\n// Environment')[0] ?? '')
  .split('\n')
  .slice(1)
  .map((line) => line.slice(3))
  .join('\n');

/** A folder as the band would type it. */
const shown = (/** @type {string} */ dir) => path.relative(process.cwd(), dir) || '.';

const interactive = Boolean(process.stdin.isTTY && process.stderr.isTTY);

/**
 * The secret, from the environment or the terminal; taken out of the
 * environment so that no program started from here (the build) inherits it.
 * @param {import('./publish/target').Target} target
 * @returns {Promise<import('./publish/hosts').Secret>}
 */
async function readSecret(target) {
  const { PUBLISH_PASSWORD: password, PUBLISH_KEY: key } = process.env;
  delete process.env.PUBLISH_PASSWORD;
  delete process.env.PUBLISH_KEY;
  if (key) {
    if (target.protocol !== 'sftp')
      throw new UsageError('PUBLISH_KEY is an SSH key, for sftp:// only; FTPS logs in with PUBLISH_PASSWORD.');
    const privateKey = key.includes('PRIVATE KEY') ? key : readKeyFile(key);
    const { utils } = require('ssh2'); // here: only a key needs it, and it takes a while to load
    let passphrase = password;
    const unread = utils.parseKey(privateKey);
    if (passphrase === undefined && unread instanceof Error && /passphrase/i.test(unread.message)) {
      if (!interactive) throw new UsageError('The key in PUBLISH_KEY has a passphrase: set PUBLISH_PASSWORD to it.');
      passphrase = await askHidden('Passphrase of the key in PUBLISH_KEY: ');
    }
    const parsed = utils.parseKey(privateKey, passphrase);
    if (parsed instanceof Error) throw new UsageError(`PUBLISH_KEY cannot be read as an SSH private key: ${parsed.message}`);
    return { privateKey, password: passphrase };
  }
  if (password !== undefined) return { password };
  if (!interactive) {
    throw new UsageError(
      'No password: set PUBLISH_PASSWORD (on GitHub, a repository secret), or run publish in a terminal to be asked for it.',
    );
  }
  return { password: await askHidden(`Password for ${target.user} at ${target.host}: `) };
}

/** @param {string} file */
function readKeyFile(file) {
  const resolved = file.replace(/^~(?=$|\/)/, os.homedir());
  try {
    return fs.readFileSync(resolved, 'utf8');
  } catch (error) {
    throw new UsageError(`PUBLISH_KEY names no key file that can be read (${/** @type {Error} */ (error).message}).`);
  }
}

/**
 * Runs `npm run build`, showing its output only if it fails.
 * @param {string} dir
 * @param {string} why what changed since the last build (build-stamp.js)
 */
function build(dir, why) {
  const started = performance.now();
  process.stderr.write(`Building the site (npm run build): ${why}…\n`);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'build'], {
      cwd: ROOT,
      env: { ...process.env, OUTPUT_DIR: path.resolve(dir) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        process.stderr.write(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
        resolve(undefined);
      } else {
        process.stderr.write(output);
        reject(new UsageError('The build failed (its output is above): nothing was published.'));
      }
    });
  });
}

/**
 * What to do about a failure, in the band's words.
 * @param {import('./publish/hosts').Failure} failure
 */
function advice(failure) {
  if (failure.kind === 'auth') return 'Check the user name in PUBLISH_URL and the password (or key), then run publish again.';
  if (failure.kind === 'identity') return 'This is a security check, not a network problem: no password or file was sent to that host.';
  if (failure.kind === 'certificate') {
    return (
      "This is a certificate problem, not a network one. If your host's certificate is self-signed or from an authority this computer " +
      'does not know, set PUBLISH_FINGERPRINT to the fingerprint your host shows for it (README, "Publish to your web host"); if it changed, ' +
      'ask your host why before you change PUBLISH_FINGERPRINT.'
    );
  }
  if (/^(552|452)\b|no space|quota|disk full|storage/i.test(failure.reply)) {
    return "The host is out of space (its disk, or your quota). Free some (your host's control panel shows what is used), then run publish again.";
  }
  if (failure.unreachable) {
    return "The host could not be reached. Check your internet connection and PUBLISH_URL's host and port, then run publish again.";
  }
  if (failure.transient) {
    return 'The host kept failing (its answer is above). Run publish again later: it goes on where it stopped. If it keeps failing, ask your host.';
  }
  return 'Run publish again once that is fixed: files already on the host are not sent again.';
}

async function main() {
  const { values } = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      insecure: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      dir: { type: 'string', default: path.join(ROOT, 'dist') },
      parallel: { type: 'string', default: '4' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const parallel = Number(values.parallel);
  if (!Number.isInteger(parallel) || parallel < 1) throw new UsageError('--parallel takes a whole number, 1 or more.');
  const target = parseTarget(process.env.PUBLISH_URL, { insecure: values.insecure });
  if (target.protocol === 'ftp') process.stderr.write('Plain FTP (--insecure): the password and the files travel unencrypted.\n');
  const secret = await readSecret(target);
  if (!values['no-build']) {
    const why = whyBuild({ root: ROOT, outputDir: path.resolve(values.dir) });
    if (why) await build(values.dir, why);
    else process.stderr.write(`${shown(values.dir)} is as a build now would make it: not building again.\n`);
  }

  const show = reporter({ stream: process.stderr, bar: Boolean(process.stderr.isTTY) && !process.env.CI });
  process.stderr.write(`Publishing ${shown(values.dir)} to ${target.display}\n`);
  try {
    const summary = await publish({
      dir: values.dir,
      target,
      secret,
      dryRun: values['dry-run'],
      parallel,
      identity: {
        fingerprint: process.env.PUBLISH_FINGERPRINT || undefined,
        confirm: interactive
          ? async ({ kind, fingerprint, details }) => {
              process.stderr.write(
                `\nThis computer cannot check that ${target.host} is your host. Its ${kind} has the fingerprint\n\n  ${fingerprint}\n\n${details}\n\n` +
                  'Compare it with the one your host shows (its control panel, or ask them). To skip this question next time, set\n' +
                  `PUBLISH_FINGERPRINT=${fingerprint}\n`,
              );
              return askYes('Is it your host? Type yes to publish: ');
            }
          : undefined,
      },
      onEvent: show.onEvent,
    });
    show.done(summary, target.display);
  } catch (error) {
    if (error instanceof PublishError) {
      const standing = show.standing();
      throw new PublishError([error.message, standing, advice(error.failure)].filter(Boolean).join('\n'), error.failure, error);
    }
    show.standing();
    throw error;
  }
}

main().catch((error) => {
  const usage = error instanceof UsageError || error?.name === 'UsageError';
  process.stderr.write(`\npublish failed: ${error instanceof Error ? error.message : String(error)}\n`);
  if (!usage && !(error instanceof PublishError) && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  process.exitCode = usage ? 2 : 1;
});
