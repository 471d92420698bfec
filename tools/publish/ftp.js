// A connection over FTPS (explicit TLS: AUTH TLS on the FTP port, then every
// data connection encrypted too) or, with --insecure, plain FTP. basic-ftp
// speaks the protocol; this checks who answers before the password goes.
'use strict';

const net = require('node:net');
const path = require('node:path');
const tls = require('node:tls');
const { Readable, Writable } = require('node:stream');
const { Client, FTPError, parseList } = require('basic-ftp');
const {
  AuthError,
  IdentityError,
  CertificateError,
  isCertificateProblem,
  NETWORK_CODES,
  UNREACHABLE_CODES,
  sameFingerprint,
} = require('./hosts');

/** Replies that mean "not now": service closing (421), no data connection (425), transfer aborted (426), file busy (450), local error (451). */
const TRANSIENT_REPLIES = new Set([421, 425, 426, 450, 451]);

/**
 * @param {import('./target').Target} target
 * @param {import('./hosts').Secret} secret
 * @param {import('./hosts').OpenOptions} options
 * @returns {Promise<import('./hosts').Connection>}
 */
async function open(target, secret, { timeoutMs, identity, traits }) {
  const client = new Client(timeoutMs);
  try {
    await client.connect(target.host, target.port);
    let fingerprint;
    if (target.protocol === 'ftps') {
      const names = net.isIP(target.host) ? { host: target.host } : { host: target.host, servername: target.host };
      // Checked below, before the password goes: an unknown certificate may still be the one the user vouches for.
      await client.useTLS({ ...names, rejectUnauthorized: false });
      const socket = /** @type {tls.TLSSocket} */ (client.ftp.socket);
      fingerprint = await checkCertificate(socket, target, identity);
    }
    const heard = watchDataConnections(client, target.protocol === 'ftps' ? { host: target.host, fingerprint } : null);
    await client.sendIgnoringError('OPTS UTF8 ON');
    try {
      await client.login(target.user, secret.password);
    } catch (error) {
      if (error instanceof FTPError && (error.code === 530 || error.code === 430)) {
        throw new AuthError(`The host refused the user name or password (${error.message.trim()}).`);
      }
      throw error;
    }
    await client.useDefaultSettings();
    const root = path.posix.resolve(await client.pwd(), target.path);
    const rootExists = await client.cd(root).then(
      () => true,
      (error) => {
        if (error instanceof FTPError && error.code === 550) return false;
        throw error;
      },
    );
    // From here each operation is timed by the publish's own silence rule
    // (sync.js, watched), which tells a silent host from a computer too busy
    // to read its answers; basic-ftp's socket timeouts cannot.
    /** @type {{ timeout: number }} */ (client.ftp).timeout = 0;
    return connection(client, root, rootExists, fingerprint, traits, heard);
  } catch (error) {
    client.close();
    throw error;
  }
}

/**
 * @param {tls.TLSSocket} socket
 * @param {import('./target').Target} target
 * @param {import('./hosts').Identity} identity
 * @returns {Promise<string | undefined>} the fingerprint to hold every connection to; undefined if an authority vouches for the host
 */
async function checkCertificate(socket, target, identity) {
  const certificate = socket.getPeerCertificate();
  const seen = certificate.fingerprint256;
  if (identity.fingerprint) {
    if (sameFingerprint(seen, identity.fingerprint)) return seen;
    throw new IdentityError(
      `The host's certificate has the fingerprint ${seen}, not the one in PUBLISH_FINGERPRINT. Someone may be ` +
        'between you and the host, or the host has a new certificate: ask your host which it is before you change PUBLISH_FINGERPRINT.',
    );
  }
  if (socket.authorized) return undefined;
  const details = [
    `Why it is not trusted: ${socket.authorizationError}`,
    `Issued to: ${[certificate.subject?.CN, certificate.subjectaltname].filter(Boolean).join(', ') || '(no name)'}`,
    `Issued by: ${certificate.issuer?.CN ?? certificate.issuer?.O ?? '(unknown)'}`,
    `Valid until: ${certificate.valid_to}`,
  ].join('\n');
  if (identity.confirm && (await identity.confirm({ kind: 'certificate', fingerprint: seen, details }))) return seen;
  throw new IdentityError(
    `This computer cannot check that ${target.host} is your host: its certificate is not trusted ` +
      `(${socket.authorizationError}). Its fingerprint is ${seen}. If your host confirms that fingerprint ` +
      '(often shown in its control panel), set PUBLISH_FINGERPRINT to it.',
  );
}

/**
 * Watches each data connection as basic-ftp opens it: counts what the host
 * sends on it, for the publish's silence rule (pool.js, watched), and over
 * TLS checks it as the control connection was checked. Node cannot check it
 * itself: servers resume the control connection's TLS session on every data
 * connection (vsftpd and ProFTPD insist on it), a resumed session carries the
 * first handshake's verdict, which for a certificate vouched for by its
 * fingerprint alone is "not trusted", and it shows no certificate. A session
 * resumed is one only the host already checked could have made with this
 * computer, so it stands; a new handshake shows its certificate, which must
 * be the one vouched for, or one an authority signed for the host's name.
 * @param {Client} client
 * @param {{ host: string, fingerprint: string | undefined } | null} tlsCheck null for plain FTP
 * @returns {() => number} bytes read from the host so far, on the control connection and every data connection
 */
function watchDataConnections(client, tlsCheck) {
  const { ftp } = client;
  if (tlsCheck) ftp.tlsOptions = { ...(net.isIP(tlsCheck.host) ? {} : { servername: tlsCheck.host }), rejectUnauthorized: false };
  const property = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(Object.getPrototypeOf(ftp), 'dataSocket'));
  const current = () => /** @type {import('node:net').Socket | undefined} */ (property.get?.call(ftp));
  let earlier = 0;
  Object.defineProperty(ftp, 'dataSocket', {
    get: current,
    set(/** @type {import('node:net').Socket | undefined} */ socket) {
      earlier += current()?.bytesRead ?? 0;
      // Before basic-ftp's own listeners: nothing is read or written on a socket this refuses.
      if (tlsCheck && socket instanceof tls.TLSSocket) {
        socket.once('secureConnect', () => {
          const problem = socket.isSessionReused() ? undefined : dataCertificateProblem(socket, tlsCheck.host, tlsCheck.fingerprint);
          if (problem) socket.destroy(new CertificateError(problem));
        });
      }
      property.set?.call(ftp, socket);
    },
  });
  return () => earlier + (ftp.socket?.bytesRead ?? 0) + (current()?.bytesRead ?? 0);
}

/**
 * @param {tls.TLSSocket} socket
 * @param {string} host
 * @param {string | undefined} fingerprint
 * @returns {string | undefined} what is wrong with the data connection's certificate, in words
 */
function dataCertificateProblem(socket, host, fingerprint) {
  const certificate = socket.getPeerCertificate();
  const seen = certificate?.fingerprint256;
  if (!seen) return 'the data connection showed no certificate';
  if (fingerprint) {
    return sameFingerprint(seen, fingerprint)
      ? undefined
      : `the data connection showed another certificate (fingerprint ${seen}) than the control connection (${fingerprint})`;
  }
  if (!socket.authorized) return `the data connection's certificate is not trusted (${socket.authorizationError})`;
  const wrongName = tls.checkServerIdentity(host, certificate);
  return wrongName ? `the data connection's certificate is not for ${host} (${wrongName.message})` : undefined;
}

/**
 * @param {Client} client
 * @param {string} root
 * @param {boolean} rootExists
 * @param {string | undefined} fingerprint
 * @param {import('./hosts').HostTraits} traits
 * @param {() => number} heard
 * @returns {import('./hosts').Connection}
 */
function connection(client, root, rootExists, fingerprint, traits, heard) {
  const sizeOf = (/** @type {string} */ file) => sizeOnHost(client, file);
  return {
    root,
    rootExists,
    fingerprint,
    async list(dir) {
      const entries = await listFolder(client, traits, dir, dir !== root);
      return entries
        .filter((entry) => entry.name !== '.' && entry.name !== '..')
        .map((entry) => ({ name: entry.name, size: entry.size, isDir: entry.isDirectory }));
    },
    async upload(source, to) {
      await client.uploadFrom(Buffer.isBuffer(source) ? Readable.from([source]) : source, to);
    },
    read: (file) => readFromHost(client, file),
    sizeOf,
    async rename(from, to) {
      try {
        await client.rename(from, to);
      } catch (error) {
        // Some servers (Windows ones among them) will not rename over an existing file.
        if (!(error instanceof FTPError) || error.code !== 550 || client.closed) throw error;
        if ((await sizeOf(from)) === null || (await sizeOf(to)) === null) throw error;
        await client.remove(to);
        await client.rename(from, to);
      }
    },
    async remove(file) {
      try {
        await client.remove(file);
      } catch (error) {
        if (error instanceof FTPError && error.code === 550 && !client.closed && (await sizeOf(file)) === null) return;
        throw error;
      }
    },
    async makeDir(dir) {
      try {
        await client.send(`MKD ${dir}`);
      } catch (error) {
        if (error instanceof FTPError && error.code === 550 && !client.closed && (await isDirOnHost(client, dir))) return;
        throw error;
      }
    },
    async removeDir(dir) {
      try {
        await client.send(`RMD ${dir}`);
        return true;
      } catch (error) {
        if (error instanceof FTPError && error.code === 550) return false;
        throw error;
      }
    },
    broken: () => client.closed,
    heard,
    lost: lostWith(client),
    close: () => client.close(),
  };
}

/**
 * Settles when the connection closes, with the error that closed it.
 * basic-ftp closes a connection, whichever side ends it, through
 * closeWithError, which also takes every listener off the socket (a 'close'
 * listener of ours would never hear it): this client's is wrapped instead.
 * @param {Client} client
 * @returns {Promise<unknown>}
 */
function lostWith(client) {
  return new Promise((resolve) => {
    if (client.closed) return resolve(undefined);
    const { ftp } = client;
    const closeWithError = ftp.closeWithError.bind(ftp);
    ftp.closeWithError = (error) => {
      closeWithError(error);
      resolve(error);
    };
  });
}

/** A file's size on the host, from its folder's listing; null if it is not there. @param {Client} client @param {string} file */
async function sizeOnHost(client, file) {
  const entries = await client.list(path.posix.dirname(file)).catch((error) => {
    if (error instanceof FTPError && error.code >= 500) return [];
    throw error;
  });
  const entry = entries.find((candidate) => candidate.name === path.posix.basename(file));
  return entry ? entry.size : null;
}

/** Whether a folder is on the host. @param {Client} client @param {string} dir */
async function isDirOnHost(client, dir) {
  const entries = await client.list(path.posix.dirname(dir)).catch(() => []);
  return entries.some((entry) => entry.name === path.posix.basename(dir) && entry.isDirectory);
}

/** A file's bytes; null if the host has no such file. @param {Client} client @param {string} file */
async function readFromHost(client, file) {
  /** @type {Buffer[]} */
  const chunks = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  try {
    await client.downloadTo(sink, file);
  } catch (error) {
    if (error instanceof FTPError && error.code === 550) return null;
    throw error;
  }
  return Buffer.concat(chunks);
}

/**
 * A folder's entries, as basic-ftp parses a listing. `STAT <folder>` answers
 * on the control connection, where LIST opens a data connection for each
 * folder (a publish lists every folder the site uses: half the server's work,
 * on ftp-srv). RFC 959 has STAT do so, but not every server does, or does it
 * alike: the first folder with anything in it (below the connection's own,
 * for a server that lists that one whatever it is asked) is listed both ways,
 * and STAT is used from then on only if it told the same.
 * @param {Client} client
 * @param {import('./hosts').HostTraits} traits
 * @param {string} dir
 * @param {boolean} canTell whether STAT can be tried out on this folder
 * @returns {Promise<import('basic-ftp').FileInfo[]>}
 */
async function listFolder(client, traits, dir, canTell) {
  // Folders are listed side by side: one tries STAT out while the others wait for what it finds.
  while (traits.statLists === undefined && traits.statTrial) await traits.statTrial;
  const known = traits.statLists;
  if (known === false || (known === undefined && !canTell)) return client.list(dir);
  if (known === true) {
    const byStat = await statListing(client, dir);
    if (byStat) return byStat;
    // Refused, or a reply it could not read: LIST from now on.
    traits.statLists = false;
    return client.list(dir);
  }
  /** @type {() => void} */
  let tried = () => {};
  traits.statTrial = new Promise((resolve) => (tried = resolve));
  try {
    const byStat = await statListing(client, dir);
    const byList = await client.list(dir);
    // Nothing to compare in an empty folder: the next one decides.
    if (byList.length) traits.statLists = byStat !== null && sameListing(byStat, byList);
    return byList;
  } finally {
    traits.statTrial = undefined;
    tried();
  }
}

/**
 * `STAT <folder>`'s listing, or null if the server would not give one, or
 * gave one that is not whole (statEntries).
 * @param {Client} client
 * @param {string} dir
 */
async function statListing(client, dir) {
  let reply;
  try {
    reply = await client.send(`STAT ${dir}`);
  } catch (error) {
    if (error instanceof FTPError) return null;
    throw error;
  }
  return statEntries(reply.message, reply.code);
}

/**
 * The files a STAT reply lists, or null if it has a line that is no file's:
 * Pure-FTPd breaks its reply every 16 KB, mid-line as it falls, and the file
 * it cut would be taken for one the host lacks.
 * @param {string} message the whole reply: `213-Status follows` … `213 End`
 * @param {number} code
 * @returns {import('basic-ftp').FileInfo[] | null}
 */
function statEntries(message, code) {
  // The lines between the first and the last; some servers indent them or repeat the code.
  const listing = message
    .split(/\r?\n/)
    .slice(1, -1)
    .map((line) => (line.startsWith(`${code}-`) ? line.slice(4) : line).replace(/^ /, ''));
  let entries;
  try {
    entries = parseList(listing.join('\n'));
  } catch {
    return null;
  }
  // parseList passes over a line it cannot read, as it does blank and `total` lines.
  const files = listing.filter((line) => line.trim() !== '' && !line.startsWith('total')).length;
  return entries.length === files ? entries : null;
}

/** @param {import('basic-ftp').FileInfo[]} a @param {import('basic-ftp').FileInfo[]} b */
const sameListing = (a, b) => {
  const key = (/** @type {import('basic-ftp').FileInfo[]} */ list) =>
    list
      .map((entry) => `${entry.name}\0${entry.size}\0${entry.isDirectory}`)
      .sort()
      .join('\n');
  return key(a) === key(b);
};

/**
 * @param {unknown} error
 * @param {import('./hosts').Connection} [connection]
 * @returns {import('./hosts').Failure}
 */
function explain(error, connection) {
  if (error instanceof AuthError) return { reply: error.message, transient: false, kind: 'auth' };
  if (error instanceof IdentityError) return { reply: error.message, transient: false, kind: 'identity' };
  if (isCertificateProblem(error)) return { reply: /** @type {Error} */ (error).message, transient: false, kind: 'certificate' };
  if (error instanceof FTPError) {
    const reply = error.message.trim().replace(/\s*\n\s*/g, ' ');
    return { reply: /^\d{3}\b/.test(reply) ? reply : `${error.code} ${reply}`, transient: TRANSIENT_REPLIES.has(error.code) };
  }
  const { message = String(error), code } = /** @type {{ message?: string, code?: string }} */ (error ?? {});
  const reply = code && !message.includes(code) ? `${message} (${code})` : message;
  const transient =
    (code !== undefined && NETWORK_CODES.has(code)) ||
    /timeout|timed out|closed|FIN packet|reset/i.test(message) ||
    Boolean(connection?.broken());
  return { reply, transient, unreachable: typeof code === 'string' && UNREACHABLE_CODES.has(code) };
}

module.exports = { open, explain, statEntries };
