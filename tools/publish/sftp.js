// A connection over SFTP (ssh2-sftp-client). SSH has no authority that vouches
// for a host's key, so the key's fingerprint is checked against
// PUBLISH_FINGERPRINT, or shown to the user to confirm, before any password
// or key is offered.
'use strict';

const crypto = require('node:crypto');
const path = require('node:path');
const SftpClient = require('ssh2-sftp-client');
const { AuthError, IdentityError, NETWORK_CODES, UNREACHABLE_CODES, sameFingerprint } = require('./hosts');

/** SFTP status codes: no connection (6), connection lost (7). */
const LOST = new Set([6, 7]);
const STATUS_NAMES = /** @type {Record<number, string>} */ ({
  2: 'no such file',
  3: 'permission denied',
  4: 'failure',
  5: 'bad message',
  6: 'no connection',
  7: 'connection lost',
  8: 'operation unsupported',
});

/** @param {Buffer} key */
const fingerprintOf = (key) => `SHA256:${crypto.createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/**
 * @param {import('./target').Target} target
 * @param {import('./hosts').Secret} secret
 * @param {import('./hosts').OpenOptions} options
 * @returns {Promise<import('./hosts').Connection>}
 */
async function open(target, secret, { timeoutMs, identity }) {
  let broken = false;
  /** @type {() => void} */
  let markLost = () => {};
  const lost = new Promise((resolve) => (markLost = () => resolve(undefined)));
  const gone = () => {
    broken = true;
    markLost();
  };
  // In place of the library's own, which print to the console: the operation under way reports the failure.
  const client = new SftpClient('publish', { error: gone, end: gone, close: gone });
  /** @type {InstanceType<typeof IdentityError> | undefined} */
  let refused;
  /** @type {string | undefined} */
  let vouched;
  const credentials = secret.privateKey
    ? { privateKey: secret.privateKey, passphrase: secret.password }
    : { password: secret.password, tryKeyboard: true };
  if (!secret.privateKey) {
    // Hosts that ask through PAM: every prompt gets the password.
    client.on('keyboard-interactive', (_name, _instructions, _lang, prompts, finish) => finish(prompts.map(() => secret.password ?? '')));
  }
  try {
    await client.connect({
      host: target.host,
      port: target.port,
      username: target.user,
      ...credentials,
      readyTimeout: timeoutMs,
      hostVerifier: (/** @type {Buffer} */ key, /** @type {(ok: boolean) => void} */ verify) => {
        const seen = fingerprintOf(key);
        checkHostKey(seen, target, identity).then(
          (accepted) => {
            if (accepted) vouched = seen;
            verify(true);
          },
          (error) => {
            refused = error;
            verify(false);
          },
        );
      },
    });
  } catch (error) {
    await client.end().catch(() => {});
    if (refused) throw refused;
    const message = error instanceof Error ? error.message : String(error);
    if (/authentication methods failed/i.test(message)) {
      throw new AuthError(
        secret.privateKey
          ? `The host refused the key in PUBLISH_KEY for ${target.user} (${message}).`
          : `The host refused the user name or password (${message}).`,
      );
    }
    throw error;
  }
  try {
    const root = path.posix.resolve(await client.realPath('.'), target.path);
    const rootExists = (await client.exists(root)) === 'd';
    return connection(client, root, rootExists, vouched, () => broken, lost);
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
}

/**
 * @param {string} seen
 * @param {import('./target').Target} target
 * @param {import('./hosts').Identity} identity
 * @returns {Promise<boolean>} true when the user vouched for it (the other connections then hold to it)
 */
async function checkHostKey(seen, target, identity) {
  if (identity.fingerprint) {
    if (sameFingerprint(seen, identity.fingerprint)) return true;
    throw new IdentityError(
      `The host's key has the fingerprint ${seen}, not the one in PUBLISH_FINGERPRINT. Someone may be between ` +
        'you and the host, or the host has a new key: ask your host which it is before you change PUBLISH_FINGERPRINT.',
    );
  }
  const details = `Host: ${target.host}:${target.port}`;
  if (identity.confirm && (await identity.confirm({ kind: 'host key', fingerprint: seen, details }))) return true;
  throw new IdentityError(
    `This computer cannot check that ${target.host} is your host: SSH hosts are checked by their key's fingerprint, ` +
      `and this one's is ${seen}. If your host confirms it (often shown in its control panel), set PUBLISH_FINGERPRINT to it.`,
  );
}

/**
 * Writes a file: not the client's put(), because ssh2's write stream closes
 * without an error when the server refuses a write (a full disk), so put()
 * reports success.
 * @param {SftpClient} client
 * @param {Buffer | NodeJS.ReadableStream} source
 * @param {string} to
 */
async function writeFile(client, source, to) {
  const sftp = /** @type {import('ssh2').SFTPWrapper} */ (/** @type {any} */ (client).sftp);
  /** @type {<T>(call: (done: (error: Error | null | undefined, value?: T) => void) => void) => Promise<T>} */
  const ask = (call) =>
    new Promise((resolve, reject) => call((error, value) => (error ? reject(error) : resolve(/** @type {any} */ (value)))));
  const handle = await ask((done) => sftp.open(to, 'w', done));
  let position = 0;
  try {
    for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
      await ask((done) => sftp.write(handle, /** @type {Buffer} */ (chunk), 0, chunk.length, position, done));
      position += chunk.length;
    }
  } catch (error) {
    await ask((done) => sftp.close(handle, done)).catch(() => {});
    throw error;
  }
  await ask((done) => sftp.close(handle, done));
}

/**
 * @param {SftpClient} client
 * @param {string} root
 * @param {boolean} rootExists
 * @param {string | undefined} fingerprint
 * @param {() => boolean} broken
 * @param {Promise<void>} lost
 * @returns {import('./hosts').Connection}
 */
function connection(client, root, rootExists, fingerprint, broken, lost) {
  /** @type {boolean | undefined} whether the server renames over a file at one stroke (OpenSSH's extension) */
  let posixRename;
  /** @param {string} file */
  const sizeOf = async (file) => {
    if (!(await client.exists(file))) return null;
    return (await client.stat(file)).size;
  };
  return {
    root,
    rootExists,
    fingerprint,
    async list(dir) {
      const entries = await client.list(dir);
      return entries.map((entry) => ({ name: entry.name, size: entry.size, isDir: entry.type === 'd' }));
    },
    upload: (source, to) => writeFile(client, source, to),
    async read(file) {
      if (!(await client.exists(file))) return null;
      return /** @type {Buffer} */ (await client.get(file));
    },
    sizeOf,
    async rename(from, to) {
      if (posixRename !== false) {
        try {
          await client.posixRename(from, to);
          posixRename = true;
          return;
        } catch (error) {
          if (posixRename || !/does not support/i.test(String(error))) throw error;
          posixRename = false;
        }
      }
      try {
        await client.rename(from, to);
      } catch (error) {
        // SFTP's own rename will not replace a file; without OpenSSH's extension, remove it first.
        if (broken() || (await sizeOf(from)) === null || (await sizeOf(to)) === null) throw error;
        await client.delete(to);
        await client.rename(from, to);
      }
    },
    async remove(file) {
      await client.delete(file, true);
    },
    async makeDir(dir) {
      if ((await client.exists(dir)) === 'd') return;
      await client.mkdir(dir, false);
    },
    async removeDir(dir) {
      try {
        await client.rmdir(dir, false);
        return true;
      } catch {
        return false;
      }
    },
    broken,
    // ssh2 reads the host through this socket (its own, unnamed in its types).
    heard: () => /** @type {any} */ (client).client?._sock?.bytesRead ?? 0,
    lost,
    close: () => {
      client.end().catch(() => {});
    },
  };
}

/**
 * @param {unknown} error
 * @param {import('./hosts').Connection} [connection]
 * @returns {import('./hosts').Failure}
 */
function explain(error, connection) {
  if (error instanceof AuthError) return { reply: error.message, transient: false, kind: 'auth' };
  if (error instanceof IdentityError) return { reply: error.message, transient: false, kind: 'identity' };
  const { message = String(error), code } = /** @type {{ message?: string, code?: string | number }} */ (error ?? {});
  // ssh2-sftp-client prefixes the method's name ("_put: Write stream error: …"); the rest is the server's own words.
  const words = message.replace(/^(?:[\w.]+->)?[\w.]+:\s*(?:Write stream error:\s*|Re-thrown:\s*)*/, '');
  const reply = typeof code === 'number' && STATUS_NAMES[code] ? `${words} (SFTP status ${code}: ${STATUS_NAMES[code]})` : words;
  const transient =
    (typeof code === 'string' && (NETWORK_CODES.has(code) || code === 'ERR_NOT_CONNECTED')) ||
    (typeof code === 'number' && LOST.has(code)) ||
    /timed out|timeout|reset|unexpected (end|close)|no sftp connection|not connected|no response from server|connection lost/i.test(
      message,
    ) ||
    Boolean(connection?.broken());
  return { reply, transient, unreachable: typeof code === 'string' && UNREACHABLE_CODES.has(code) };
}

module.exports = { open, explain };
