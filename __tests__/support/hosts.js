// Real servers on 127.0.0.1 for the publish tests and benchmark, each serving
// a temporary folder: FTP with explicit TLS (ftp-srv, a certificate made on the
// spot) and SFTP (ssh2's Server, with the SFTP requests a client makes
// answered from the folder). Both can be told to misbehave the way hosts do:
// drop every connection at the k-th change to the folder and stay down, answer
// 421 to new connections, report a full disk, or fall silent.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const tls = require('node:tls');
const { createRequire } = require('node:module');
const path = require('node:path');
const { FtpSrv, FileSystem } = require('ftp-srv');
const PassiveConnector = require('ftp-srv/src/connector/passive');
const selfsigned = require('selfsigned');
const ssh2 = require('ssh2');
const { MANIFEST } = require('../../tools/publish/plan');

const { STATUS_CODE, OPEN_MODE } = ssh2.utils.sftp;
const HOST = '127.0.0.1';

/**
 * One change to the served folder: a file written (its transfer), renamed or
 * removed, a folder made or removed. Paths are the client's, from the served root.
 * @typedef {{ op: 'write' | 'rename' | 'remove' | 'mkdir' | 'rmdir', path: string, to?: string }} Change
 */

/**
 * How the server misbehaves; the test changes it as it goes.
 * @typedef {object} Faults
 * @property {{ at: number, when: 'during' | 'after', stayUp?: boolean, manifest?: boolean } | null} drop at the at-th change from now (1-based), drop every
 *   connection and go down (unless stayUp): 'during' cuts a write off half-way (or before a rename or removal is done), 'after' once it is done.
 *   The changes counted are those to the site's files, or with `manifest` those to the publish tool's manifest: how many of
 *   those a publish makes depends on timing (it writes it at most once a second), so they would move the site's changes' count.
 * @property {boolean} down new connections are cut at once (FTP: 421 first)
 * @property {number} refuse the next this-many connections get "421 Too many connections" (FTP) or are cut (SFTP)
 * @property {boolean} diskFull writes fail: FTP "552", SFTP a write error
 * @property {boolean} silentOnce the next change gets no answer at all
 * @property {boolean} renameOverwrites SFTP: RENAME replaces an existing file (as OpenSSH's posix-rename does); false: it fails, as SFTP v3's rename does
 * @property {boolean} silentAfterLogin the host takes the login, then answers nothing (FTP: no answer to PWD; SFTP: none to REALPATH)
 * @property {boolean} otherDataCertificate FTP: data connections show another certificate than the control connection's, as a machine between client and host would
 * @property {'lists' | 'refused' | 'own folder' | 'broken'} stat FTP: what `STAT <folder>` does: lists it (RFC 959; ftp-srv), is refused (502),
 *   lists the connection's own folder whatever it is asked, or lists it with a line break every STAT_BREAK_BYTES, mid-line as it falls
 */

/**
 * @typedef {object} Host
 * @property {string} url where to publish, without the folder: `ftps://band@127.0.0.1:port`
 * @property {string} root the served folder on this machine
 * @property {string} fingerprint of the certificate or host key
 * @property {Change[]} changes every change so far
 * @property {{ logins: number }} counts login attempts (a password or key offered)
 * @property {Faults} faults
 * @property {(listener: (change: Change) => void) => void} onChange called as each change is done, before the client hears of it
 * @property {() => void} reset no more faults, no more listeners
 * @property {() => Promise<void>} close
 */

/**
 * The time limit of every publish in the tests but those of the limit itself,
 * which stall a host on purpose. The tests run beside the browser suite at
 * the lowest CPU priority (npm test), where a host in the test's process, or
 * a server it started, can be starved of the CPU for seconds: no test may
 * take that for a host that fell silent. A publish that hangs is still
 * caught, by Jest's time-out.
 */
const UNHURRIED_MS = 120_000;

/**
 * Pure-FTPd breaks its STAT reply every 16 KB, mid-line as it falls; the
 * fault `stat: 'broken'` does so sooner, for the folders of the band's build.
 */
const STAT_BREAK_BYTES = 2048;

/** Whether a path is the publish tool's manifest, or the manifest under its temporary name. */
const isManifest = (/** @type {string} */ file) => path.posix.basename(file).startsWith(MANIFEST);

/** @returns {Faults} */
const noFaults = () => ({
  drop: null,
  down: false,
  refuse: 0,
  diskFull: false,
  silentOnce: false,
  renameOverwrites: true,
  otherDataCertificate: false,
  silentAfterLogin: false,
  stat: /** @type {const} */ ('lists'),
});

/**
 * Counts the changes and decides, for each, whether the server drops now.
 * @param {() => void} dropAll
 */
function changeLog(dropAll) {
  /** @type {Change[]} */
  const changes = [];
  /** @type {((change: Change) => void)[]} */
  const listeners = [];
  const faults = noFaults();
  /** @type {WeakMap<object, number>} changes begun since each drop was set */
  const begun = new WeakMap();
  return {
    changes,
    faults,
    listeners,
    counts: { logins: 0 },
    /**
     * A change begins: whether the server is to drop during it.
     * @param {string} file the path the change is to (a rename's either)
     * @returns {{ dropDuring: boolean, dropAfter: boolean }}
     */
    begin(file) {
      const { drop } = faults;
      if (!drop || isManifest(file) !== Boolean(drop.manifest)) return { dropDuring: false, dropAfter: false };
      // Counted from when the test set the fault.
      begun.set(drop, (begun.get(drop) ?? 0) + 1);
      const now = begun.get(drop) === drop.at;
      return { dropDuring: now && drop.when === 'during', dropAfter: now && drop.when === 'after' };
    },
    /**
     * @param {Change} change
     * @param {boolean} dropAfter
     */
    done(change, dropAfter) {
      changes.push(change);
      for (const listener of listeners) listener(change);
      if (dropAfter) this.fail();
    },
    reset() {
      Object.assign(faults, noFaults());
      listeners.length = 0;
    },
    /** Drops every connection and stays down until the test says otherwise. */
    fail() {
      faults.down = !faults.drop?.stayUp;
      faults.drop = null;
      dropAll();
    },
  };
}

/**
 * What a test holds of a host: where it is, its log and faults, and how to
 * stop it (the server's own `stop`, then its folder removed).
 * @param {{ url: string, user: string, password: string, root: string, fingerprint: string, log: ReturnType<typeof changeLog> }} host
 * @param {() => Promise<void>} stop
 * @returns {Host & { user: string, password: string }}
 */
function hostOf({ url, user, password, root, fingerprint, log }, stop) {
  return {
    url,
    user,
    password,
    root,
    fingerprint,
    changes: log.changes,
    counts: log.counts,
    faults: log.faults,
    onChange: (listener) => log.listeners.push(listener),
    reset: () => log.reset(),
    async close() {
      await stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

// ftp-srv's own waitForConnection looks for the client's data connection
// every 50 ms, most of a small file's transfer time on loopback, and once it
// has timed out goes on looking for ever: a client that dropped its connection
// left it polling, and Jest waiting for it after the last test. This one looks
// every 2 ms and stops when the data server has closed, or after as long as
// a publish here waits for a host (its own 5 s, a client starved of the CPU
// beside the browser suite can take to connect). It
// returns ftp-srv's own kind of promise, which its commands chain on, and turns
// Nagle's algorithm off, as on the command connections below: left on, a reply
// written in parts waits for the client's delayed ACK, 40 ms a file.
const Bluebird = createRequire(require.resolve('ftp-srv'))('bluebird');
PassiveConnector.prototype.waitForConnection = function ({ timeout = UNHURRIED_MS } = {}) {
  const deadline = performance.now() + timeout;
  return new Bluebird((/** @type {(socket: net.Socket) => void} */ resolve, /** @type {(error: Error) => void} */ reject) => {
    const look = () => {
      const { dataServer, dataSocket } = this;
      if (dataServer?.listening && dataSocket?.connected) resolve(dataSocket.setNoDelay(true));
      // As ftp-srv's own time-out: its commands answer "425 No connection established".
      else if (!dataServer || performance.now() > deadline) reject(new Bluebird.TimeoutError('no data connection'));
      else setTimeout(look, 2);
    };
    look();
  });
};

// ftp-srv's own setupServer arms a 30-second timer for each passive data
// server, cleared only when the client connects to it: after a client that
// dropped its connection first, the timer outlived the host and kept Jest's
// worker alive. This one makes the same data server, for the command
// connection's client only, with no timer: it closes with its connection.
PassiveConnector.prototype.setupServer = function () {
  this.closeServer();
  return this.server.getNextPasvPort().then((/** @type {number} */ port) => {
    this.dataSocket = null;
    const { secure } = this.connection;
    /** @param {net.Socket & { connected?: boolean }} socket */
    const accept = (socket) => {
      if (socket.remoteAddress !== this.connection.commandSocket?.remoteAddress) return socket.destroy();
      this.dataSocket = socket;
      socket.on('error', () => {});
      socket.once('close', () => this.closeServer());
      // A TLS socket is handed over once its handshake is done.
      socket.connected = true;
    };
    const options = { ...(secure ? this.server.options.tls : {}), pauseOnConnect: true };
    const dataServer = secure ? tls.createServer(options, accept) : net.createServer(options, accept);
    dataServer.maxConnections = 1;
    dataServer.on('error', () => {});
    dataServer.once('close', () => this.end());
    this.dataServer = dataServer;
    return new Bluebird((/** @type {(server: net.Server) => void} */ resolve, /** @type {(error: Error) => void} */ reject) => {
      dataServer.once('error', reject);
      dataServer.listen(port, this.server.url.hostname, () => resolve(dataServer));
    });
  });
};

/**
 * @param {{ user?: string, password?: string }} [options]
 * @returns {Promise<Host & { user: string, password: string }>}
 */
async function startFtpHost({ user = 'band', password = 'correct horse' } = {}) {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(require('node:os').tmpdir()), 'publish-ftp-'));
  const [{ private: key, cert, fingerprint }, other] = await Promise.all([certificate(), certificate()]);
  const quiet = { child: () => quiet, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };
  const pasvMin = 30000 + Math.floor(Math.random() * 30000);
  // ftp-srv quits the process on these signals; in a test run that is Jest's to decide.
  const signals = /** @type {const} */ (['SIGTERM', 'SIGINT', 'SIGQUIT']);
  const before = new Map(signals.map((signal) => [signal, process.listeners(signal)]));
  const server = new FtpSrv({
    url: `ftp://${HOST}:0`,
    pasv_url: HOST,
    pasv_min: pasvMin,
    pasv_max: pasvMin + 400,
    tls: { key, cert },
    log: quiet,
    greeting: 'test host',
  });
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)?.includes(listener)) process.removeListener(signal, listener);
  }
  // ftp-srv's own arms a one-second timer for each client it lets go and
  // never clears it: the last ones held Jest's worker past its last test.
  /** @type {any} */ (server).disconnectClient = function (/** @type {string} */ id) {
    const client = this.connections[id];
    delete this.connections[id];
    client?.close(0).catch(() => {});
    return Promise.resolve('Disconnected');
  };
  /** @type {Set<import('ftp-srv').FtpConnection>} */
  const connections = new Set();
  const log = changeLog(() => {
    for (const connection of connections) drop(connection);
  });
  const { faults } = log;

  /** @param {any} connection */
  function drop(connection) {
    connection.connector?.dataSocket?.destroy();
    connection.connector?.closeServer?.();
    connection.commandSocket?.destroy();
  }

  /** The served folder, with each change counted and open to faults. */
  class HostFileSystem extends FileSystem {
    /**
     * @param {string} fileName
     * @param {{ append?: boolean, start?: any }} [options]
     */
    write(fileName, options) {
      const { dropDuring, dropAfter } = log.begin(clientPath(this, fileName));
      const written = super.write(fileName, options);
      const { stream } = written;
      if (dropDuring) {
        // Half the first chunk lands, then the connection goes.
        const original = stream.write.bind(stream);
        stream.write = (/** @type {Buffer} */ chunk, /** @type {any[]} */ ...rest) => {
          const result = original(chunk.subarray(0, Math.ceil(chunk.length / 2)), ...rest);
          log.fail();
          return result;
        };
      }
      stream.once('finish', () => (dropDuring ? log.fail() : log.done({ op: 'write', path: written.clientPath }, dropAfter)));
      return written;
    }

    /**
     * @param {string} from
     * @param {string} to
     */
    async rename(from, to) {
      const { dropDuring, dropAfter } = log.begin(clientPath(this, to));
      if (dropDuring) {
        log.fail();
        throw new Error('connection dropped');
      }
      await super.rename(from, to);
      log.done({ op: 'rename', path: clientPath(this, from), to: clientPath(this, to) }, dropAfter);
    }

    /** @param {string} file */
    async delete(file) {
      const { dropDuring, dropAfter } = log.begin(clientPath(this, file));
      if (dropDuring) {
        log.fail();
        throw new Error('connection dropped');
      }
      const isDir = fs.statSync(fsPath(this, file)).isDirectory();
      await super.delete(file);
      log.done({ op: isDir ? 'rmdir' : 'remove', path: clientPath(this, file) }, dropAfter);
    }

    /** @param {string} dir */
    async mkdir(dir) {
      const { dropDuring, dropAfter } = log.begin(clientPath(this, dir));
      if (dropDuring) {
        log.fail();
        throw new Error('connection dropped');
      }
      const made = await super.mkdir(dir);
      log.done({ op: 'mkdir', path: clientPath(this, dir) }, dropAfter);
      return made;
    }
  }

  // ftp-srv's types leave out its 'connect' event.
  /** @type {import('node:events').EventEmitter} */ (/** @type {unknown} */ (server)).on(
    'connect',
    (/** @type {{ connection: import('ftp-srv').FtpConnection }} */ { connection }) => {
      const socket = /** @type {net.Socket} */ (/** @type {any} */ (connection).commandSocket);
      if (faults.down || faults.refuse > 0) {
        if (!faults.down) faults.refuse -= 1;
        // Before ftp-srv's own greeting: the client reads this one.
        socket.end('421 Too many connections, try again later\r\n');
        return;
      }
      socket.setNoDelay(true);
      connections.add(connection);
      socket.once('close', () => connections.delete(connection));
      const commands = /** @type {any} */ (connection).commands;
      const handle = commands.handle.bind(commands);
      commands.handle = (/** @type {string} */ message) => {
        const directive = message.split(' ')[0]?.toUpperCase();
        if ((directive === 'PASV' || directive === 'EPSV') && faults.otherDataCertificate) {
          // ftp-srv's passive data server takes its certificate from the connection's server's options.
          /** @type {any} */ (connection).server = new Proxy(server, {
            get: (target, property) =>
              property === 'options'
                ? { .../** @type {any} */ (target).options, tls: { key: other.private, cert: other.cert } }
                : Reflect.get(target, property),
          });
        }
        if (directive === 'STOR' && faults.diskFull)
          return connection.reply(552, 'Requested file action aborted: exceeded storage allocation (disk full)');
        if (directive === 'PWD' && faults.silentAfterLogin) return new Promise(() => {});
        if (directive === 'STAT' && message.includes(' ') && faults.stat === 'broken') breakNextReply(connection);
        else if (directive === 'STAT' && message.includes(' ') && faults.stat !== 'lists') {
          return faults.stat === 'refused' ? connection.reply(502, 'Command not implemented') : handle('STAT .');
        }
        if (['STOR', 'RNTO', 'DELE', 'MKD', 'RMD'].includes(directive ?? '') && faults.silentOnce) {
          faults.silentOnce = false;
          return new Promise(() => {});
        }
        return handle(message);
      };
    },
  );
  server.on('login', ({ connection, username, password: given }, resolve, reject) => {
    log.counts.logins += 1;
    if (username !== user || given !== password) return reject(new Error('Login incorrect'));
    resolve({ fs: new HostFileSystem(connection, { root, cwd: '/' }) });
  });
  await server.listen();
  const { port } = /** @type {net.AddressInfo} */ (/** @type {any} */ (server).server.address());
  return hostOf({ url: `ftps://${user}@${HOST}:${port}`, user, password, root, fingerprint, log }, async () => {
    for (const connection of connections) drop(connection);
    await server.close();
  });
}

/**
 * Breaks the listing in the connection's next reply into lines of
 * STAT_BREAK_BYTES, wherever that falls: ftp-srv's STAT sends each file's
 * line as a `raw` letter, between its first and last line.
 * @param {any} connection
 */
function breakNextReply(connection) {
  const reply = connection.reply;
  connection.reply = (/** @type {unknown} */ options, /** @type {{ raw?: boolean, message: string }[]} */ ...letters) => {
    connection.reply = reply;
    const listing = letters
      .filter((letter) => letter?.raw)
      .map((letter) => letter.message)
      .join('\r\n');
    const pieces = listing.match(new RegExp(`[\\s\\S]{1,${STAT_BREAK_BYTES}}`, 'g')) ?? [];
    const framing = letters.filter((letter) => !letter?.raw);
    return reply.call(connection, options, framing[0], ...pieces.map((message) => ({ raw: true, message })), ...framing.slice(1));
  };
}

/**
 * Where ftp-srv's file system puts a path the client names (its own helper, not in its types).
 * @param {FileSystem} fileSystem
 * @param {string} file
 * @returns {string}
 */
const clientPath = (fileSystem, file) => /** @type {any} */ (fileSystem)._resolvePath(file).clientPath;
/**
 * @param {FileSystem} fileSystem
 * @param {string} file
 * @returns {string}
 */
const fsPath = (fileSystem, file) => /** @type {any} */ (fileSystem)._resolvePath(file).fsPath;

/** A self-signed certificate for 127.0.0.1 (an EC key: quick to make and to use). */
async function certificate() {
  const pems = await selfsigned.generate([{ name: 'commonName', value: HOST }], {
    keyType: 'ec',
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 3600 * 1000),
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] }],
  });
  const fingerprint = new crypto.X509Certificate(pems.cert).fingerprint256;
  return { ...pems, fingerprint };
}

/**
 * @param {{ user?: string, password?: string, publicKey?: string }} [options] publicKey: also let this key in (OpenSSH format)
 * @returns {Promise<Host & { user: string, password: string }>}
 */
async function startSftpHost({ user = 'band', password = 'correct horse', publicKey } = {}) {
  const root = fs.mkdtempSync(path.join(fs.realpathSync(require('node:os').tmpdir()), 'publish-sftp-'));
  const { hostKey, parsedHostKey } = sshKeyPair();
  const fingerprint = `SHA256:${crypto.createHash('sha256').update(parsedHostKey.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
  const allowedKey = publicKey ? /** @type {import('ssh2').ParsedKey} */ (ssh2.utils.parseKey(publicKey)) : null;
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  const log = changeLog(() => {
    for (const socket of sockets) socket.destroy();
  });
  const { faults } = log;

  const sshServer = new ssh2.Server({ hostKeys: [hostKey.private] }, (client) => {
    client.on('error', () => {});
    client.on('authentication', (context) => {
      if (context.method !== 'none') log.counts.logins += 1;
      if (context.username !== user) return context.reject();
      if (context.method === 'password' && context.password === password) return context.accept();
      if (context.method === 'publickey' && allowedKey) {
        const same = context.key.algo === allowedKey.type && context.key.data.equals(allowedKey.getPublicSSH());
        if (
          same &&
          (!context.signature || allowedKey.verify(context.blob ?? Buffer.alloc(0), context.signature, context.hashAlgo) === true)
        ) {
          return context.accept();
        }
      }
      return context.reject(allowedKey ? ['password', 'publickey'] : ['password']);
    });
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => serveSftp(acceptSftp(), root, log));
      });
    });
  });
  // Connections come in through a plain TCP server, so the test can cut them.
  const tcp = net.createServer((socket) => {
    if (faults.down || faults.refuse > 0) {
      if (!faults.down) faults.refuse -= 1;
      socket.destroy();
      return;
    }
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    sshServer.injectSocket(socket);
  });
  await new Promise((resolve) => tcp.listen(0, HOST, () => resolve(undefined)));
  const { port } = /** @type {net.AddressInfo} */ (tcp.address());
  return hostOf({ url: `sftp://${user}@${HOST}:${port}`, user, password, root, fingerprint, log }, async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => tcp.close(() => resolve(undefined)));
  });
}

/**
 * An Ed25519 key pair that ssh2 reads back: about one in 256 that its
 * generator makes (a public key starting with a zero byte) it cannot.
 */
function sshKeyPair() {
  for (;;) {
    const hostKey = ssh2.utils.generateKeyPairSync('ed25519');
    const parsed = ssh2.utils.parseKey(hostKey.public);
    if (!(parsed instanceof Error) && !(ssh2.utils.parseKey(hostKey.private) instanceof Error)) {
      return { hostKey, parsedHostKey: /** @type {import('ssh2').ParsedKey} */ (parsed) };
    }
  }
}

/**
 * Answers one SFTP session from the folder: what ssh2-sftp-client asks for to
 * list, read, write, rename and remove files and make and remove folders.
 * @param {import('ssh2').SFTPWrapper} sftp
 * @param {string} root
 * @param {ReturnType<typeof changeLog>} log
 */
function serveSftp(sftp, root, log) {
  const { faults } = log;
  /** @type {Map<string, { kind: 'file', fd: number, path: string, writing: boolean, dropAfter: boolean, written: number } | { kind: 'dir', path: string, done: boolean }>} */
  const handles = new Map();
  let nextHandle = 0;
  /** @param {string} clientPath */
  const local = (clientPath) => {
    const resolved = path.posix.resolve('/', clientPath);
    return { client: resolved, file: path.join(root, resolved) };
  };
  /** @param {fs.Stats} stats */
  const attrs = (stats) => ({
    mode: stats.mode,
    uid: 0,
    gid: 0,
    size: stats.size,
    atime: Math.floor(stats.atimeMs / 1000),
    mtime: Math.floor(stats.mtimeMs / 1000),
  });
  /**
   * @param {number} id
   * @param {unknown} error
   */
  const fail = (id, error) => {
    const code = /** @type {NodeJS.ErrnoException} */ (error).code;
    if (code === 'ENOENT') return sftp.status(id, STATUS_CODE.NO_SUCH_FILE, 'No such file');
    if (code === 'EACCES' || code === 'EPERM') return sftp.status(id, STATUS_CODE.PERMISSION_DENIED, 'Permission denied');
    return sftp.status(id, STATUS_CODE.FAILURE, /** @type {Error} */ (error).message);
  };
  /**
   * Runs a change, open to a silent server or a dropped connection.
   * @param {number} id
   * @param {Change} change
   * @param {() => void} apply
   */
  const change = (id, change, apply) => {
    if (faults.silentOnce) {
      faults.silentOnce = false;
      return;
    }
    const { dropDuring, dropAfter } = log.begin(change.to ?? change.path);
    if (dropDuring) return log.fail();
    try {
      apply();
    } catch (error) {
      return fail(id, error);
    }
    log.done(change, dropAfter);
    if (!dropAfter) sftp.status(id, STATUS_CODE.OK);
  };
  /** @param {Buffer} handle */
  const find = (handle) => handles.get(handle.toString('hex'));

  sftp.on('REALPATH', (id, clientPath) => {
    if (faults.silentAfterLogin) return;
    const { client } = local(clientPath);
    sftp.name(id, [{ filename: client, longname: client, attrs: /** @type {any} */ ({}) }]);
  });
  for (const request of /** @type {const} */ (['STAT', 'LSTAT'])) {
    sftp.on(request, (/** @type {number} */ id, /** @type {string} */ clientPath) => {
      try {
        sftp.attrs(id, attrs(fs.statSync(local(clientPath).file)));
      } catch (error) {
        fail(id, error);
      }
    });
  }
  sftp.on('FSTAT', (id, handle) => {
    const open = find(handle);
    if (open?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE, 'Bad handle');
    sftp.attrs(id, attrs(fs.fstatSync(open.fd)));
  });
  // Modes are the server's to choose.
  sftp.on('SETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
  sftp.on('FSETSTAT', (id) => sftp.status(id, STATUS_CODE.OK));
  sftp.on('OPEN', (id, clientPath, flags) => {
    const { client, file } = local(clientPath);
    const writing = Boolean(flags & OPEN_MODE.WRITE);
    if (writing && faults.silentOnce) {
      faults.silentOnce = false;
      return;
    }
    const { dropDuring, dropAfter } = writing ? log.begin(client) : { dropDuring: false, dropAfter: false };
    try {
      const fd = fs.openSync(file, /** @type {string} */ (ssh2.utils.sftp.flagsToString(flags)));
      const key = String(nextHandle++);
      handles.set(Buffer.from(key).toString('hex'), { kind: 'file', fd, path: client, writing, dropAfter, written: 0 });
      if (dropDuring) {
        // Something lands, then the connection goes.
        fs.writeSync(fd, 'partial');
        fs.closeSync(fd);
        return log.fail();
      }
      sftp.handle(id, Buffer.from(key));
    } catch (error) {
      fail(id, error);
    }
  });
  sftp.on('WRITE', (id, handle, offset, data) => {
    const open = find(handle);
    if (open?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE, 'Bad handle');
    if (faults.diskFull) return sftp.status(id, STATUS_CODE.FAILURE, 'No space left on device');
    fs.writeSync(open.fd, data, 0, data.length, offset);
    open.written += data.length;
    sftp.status(id, STATUS_CODE.OK);
  });
  sftp.on('READ', (id, handle, offset, length) => {
    const open = find(handle);
    if (open?.kind !== 'file') return sftp.status(id, STATUS_CODE.FAILURE, 'Bad handle');
    const buffer = Buffer.alloc(length);
    const read = fs.readSync(open.fd, buffer, 0, length, offset);
    if (read === 0) return sftp.status(id, STATUS_CODE.EOF);
    sftp.data(id, buffer.subarray(0, read));
  });
  sftp.on('CLOSE', (id, handle) => {
    const open = find(handle);
    if (!open) return sftp.status(id, STATUS_CODE.FAILURE, 'Bad handle');
    handles.delete(handle.toString('hex'));
    if (open.kind === 'dir') return sftp.status(id, STATUS_CODE.OK);
    fs.closeSync(open.fd);
    if (!open.writing) return sftp.status(id, STATUS_CODE.OK);
    // The transfer is done when the client closes the file.
    log.done({ op: 'write', path: open.path }, open.dropAfter);
    if (!open.dropAfter) sftp.status(id, STATUS_CODE.OK);
  });
  sftp.on('OPENDIR', (id, clientPath) => {
    const { client, file } = local(clientPath);
    try {
      if (!fs.statSync(file).isDirectory()) return sftp.status(id, STATUS_CODE.FAILURE, 'Not a directory');
    } catch (error) {
      return fail(id, error);
    }
    const key = String(nextHandle++);
    handles.set(Buffer.from(key).toString('hex'), { kind: 'dir', path: client, done: false });
    sftp.handle(id, Buffer.from(key));
  });
  sftp.on('READDIR', (id, handle) => {
    const open = find(handle);
    if (open?.kind !== 'dir') return sftp.status(id, STATUS_CODE.FAILURE, 'Bad handle');
    if (open.done) return sftp.status(id, STATUS_CODE.EOF);
    open.done = true;
    const names = fs.readdirSync(path.join(root, open.path)).map((name) => {
      const stats = fs.statSync(path.join(root, open.path, name));
      // ssh2-sftp-client reads the type from the long name's first letter, as `ls -l` writes it.
      const longname = `${stats.isDirectory() ? 'd' : '-'}rw-r--r-- 1 band band ${stats.size} Jan 1 00:00 ${name}`;
      return { filename: name, longname, attrs: attrs(stats) };
    });
    sftp.name(id, names);
  });
  sftp.on('MKDIR', (id, clientPath) => {
    const { client, file } = local(clientPath);
    change(id, { op: 'mkdir', path: client }, () => fs.mkdirSync(file));
  });
  sftp.on('RMDIR', (id, clientPath) => {
    const { client, file } = local(clientPath);
    change(id, { op: 'rmdir', path: client }, () => fs.rmdirSync(file));
  });
  sftp.on('REMOVE', (id, clientPath) => {
    const { client, file } = local(clientPath);
    change(id, { op: 'remove', path: client }, () => fs.unlinkSync(file));
  });
  sftp.on('RENAME', (id, fromPath, toPath) => {
    const from = local(fromPath);
    const to = local(toPath);
    change(id, { op: 'rename', path: from.client, to: to.client }, () => {
      if (!faults.renameOverwrites && fs.existsSync(to.file)) throw new Error('File exists');
      fs.renameSync(from.file, to.file);
    });
  });
}

module.exports = { UNHURRIED_MS, isManifest, startFtpHost, startSftpHost, sshKeyPair };
