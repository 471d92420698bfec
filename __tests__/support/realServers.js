// The FTP and SFTP servers bands' hosts really run, on 127.0.0.1, for the
// publish tests: Debian's vsftpd, Pure-FTPd, ProFTPD and OpenSSH's sshd, as
// tools/install-test-servers.sh unpacks them. Each is started here with a
// config file of its own in a temporary folder (its own port, passive ports
// and certificate), and logs in a system user made for the test (they check
// passwords against /etc/shadow, or through PAM). Starting them, and making
// the user, needs root: as another user, through `sudo -n`.
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const selfsigned = require('selfsigned');
const { UNHURRIED_MS, sshKeyPair } = require('./hosts');

const HOST = '127.0.0.1';
const SERVERS = path.resolve(__dirname, '..', '..', 'node_modules', '.cache', 'test-servers');
const PROGRAMS = { vsftpd: 'usr/sbin/vsftpd', 'pure-ftpd': 'usr/sbin/pure-ftpd', proftpd: 'usr/sbin/proftpd', sshd: 'usr/sbin/sshd' };
/** @typedef {keyof typeof PROGRAMS} Program */

const isRoot = process.getuid?.() === 0;

/**
 * Runs a command as root (here, or through sudo), and fails if it does.
 * @param {string} command
 * @param {string[]} args
 * @param {string} [input]
 */
function asRoot(command, args, input) {
  const [program, ...rest] = isRoot ? [command, ...args] : ['sudo', '-n', command, ...args];
  const result = spawnSync(/** @type {string} */ (program), rest, { input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
  return result.stdout;
}

/** What keeps these servers from running here, in one line; '' if nothing. */
function unavailable() {
  const missing = Object.entries(PROGRAMS)
    .filter(([, file]) => !fs.existsSync(path.join(SERVERS, file)))
    .map(([name]) => name);
  if (missing.length) return `${missing.join(', ')} not unpacked in ${path.relative(process.cwd(), SERVERS)}`;
  if (!isRoot && spawnSync('sudo', ['-n', 'true']).status !== 0) return 'they need root, or sudo without a password';
  return '';
}

/** A port free on 127.0.0.1 now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Passive ports for one server: a range of its own, at random in 40000–59999. */
function passivePorts() {
  const min = 40000 + Math.floor(Math.random() * 400) * 50;
  return { min, max: min + 49 };
}

/**
 * A system user for the test, with a password and a home folder; removed by `remove`.
 * @param {string} home
 */
function makeUser(home) {
  const name = `kpt${crypto.randomBytes(4).toString('hex')}`;
  const password = `pw-${crypto.randomBytes(9).toString('base64url')}`;
  asRoot('useradd', ['--no-create-home', '--home-dir', home, '--shell', '/bin/sh', name]);
  asRoot('chpasswd', [], `${name}:${password}\n`);
  const uid = Number(asRoot('id', ['-u', name]).trim());
  return { name, password, uid, remove: () => asRoot('userdel', [name]) };
}

/**
 * Certificates for 127.0.0.1: one self-signed, and one signed by an authority
 * made here (the band's computer is told to trust it with NODE_EXTRA_CA_CERTS).
 */
async function certificates() {
  const name = [{ name: 'commonName', value: HOST }];
  const notAfterDate = new Date(Date.now() + 24 * 3600 * 1000);
  /** @type {NonNullable<Parameters<typeof selfsigned.generate>[1]>['extensions']} */
  const serverExtensions = [
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
    { name: 'extKeyUsage', serverAuth: true },
    { name: 'subjectAltName', altNames: [{ type: 7, ip: HOST }] },
  ];
  const selfSigned = await selfsigned.generate(name, { keyType: 'rsa', algorithm: 'sha256', notAfterDate, extensions: serverExtensions });
  const authority = await selfsigned.generate([{ name: 'commonName', value: 'Kantstött test authority' }], {
    keyType: 'rsa',
    algorithm: 'sha256',
    notAfterDate,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });
  const signed = await selfsigned.generate(name, {
    keyType: 'rsa',
    algorithm: 'sha256',
    notAfterDate,
    extensions: serverExtensions,
    ca: { key: authority.private, cert: authority.cert },
  });
  const fingerprint = (/** @type {string} */ cert) => new crypto.X509Certificate(cert).fingerprint256;
  return {
    selfSigned: { key: selfSigned.private, cert: selfSigned.cert, fingerprint: fingerprint(selfSigned.cert) },
    signed: { key: signed.private, cert: signed.cert, fingerprint: fingerprint(signed.cert) },
    authority: authority.cert,
  };
}

/**
 * @typedef {object} RealHost
 * @property {Program} program
 * @property {string} url `ftps://user@127.0.0.1:port` or `sftp://…`, without the folder
 * @property {string} home the login's folder on this machine: the site goes in home/site
 * @property {string} password
 * @property {string} fingerprint the certificate's or host key's
 * @property {() => string} log what the server wrote of its own
 */

/**
 * What the servers of one test file share: their folder, the user they log
 * in, the certificates, and how a server is started.
 * @typedef {object} Lab
 * @property {string} dir
 * @property {string} home
 * @property {ReturnType<typeof makeUser>} user
 * @property {Awaited<ReturnType<typeof certificates>>} certs
 * @property {(program: Program, args: string[], port: number, own: string) => Promise<() => string>} launch
 * @property {() => string} pamService the name of a PAM service that checks the system's passwords, made once
 */

/**
 * Where the servers keep their files, and the user they log in: shared by the
 * servers of one test file, and removed with them.
 */
async function startLab() {
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'publish-real-'));
  fs.chmodSync(dir, 0o755);
  const home = path.join(dir, 'home');
  fs.mkdirSync(home);
  const user = makeUser(home);
  const certs = await certificates();
  const client = sshKeyPair();
  /** @type {{ child: import('node:child_process').ChildProcess, exited: Promise<void> }[]} */
  const running = [];
  // PAM's name for the vsftpd logins: a service of the test's own.
  const pam = `kantstott-test-${user.name}`;
  let pamWritten = false;
  /** @type {Lab} */
  const lab = {
    dir,
    home,
    user,
    certs,
    launch: (program, args, port, own) => launch(running, program, args, port, own),
    pamService() {
      if (!pamWritten)
        asRoot('tee', [`/etc/pam.d/${pam}`], 'auth required pam_unix.so\naccount required pam_unix.so\nsession required pam_unix.so\n');
      pamWritten = true;
      return pam;
    },
  };
  /** @type {Promise<RealHost> | undefined} */
  let sshd;
  return {
    user,
    home,
    certs,
    clientKey: client.hostKey,
    /** @param {{ trusted?: boolean, requireReuse?: boolean }} [options] */
    vsftpd: (options) => startVsftpd(lab, options),
    pureFtpd: () => startPureFtpd(lab),
    proftpd: () => startProftpd(lab),
    /** One, however often asked for. */
    sshd: () => (sshd ??= startSshd(lab, client.hostKey.public)),
    /** Hands the home folder, as the test filled it, to the user the servers log in. */
    giveHome: () => asRoot('chown', ['-R', `${user.name}:`, home]),
    /** Takes it back, for the test to fill again. */
    takeHome: () => asRoot('chown', ['-R', `${process.getuid?.() ?? 0}:${process.getgid?.() ?? 0}`, home]),
    async close() {
      for (const { child } of running) child.kill('SIGTERM');
      await Promise.all(running.map(({ exited }) => exited));
      if (pamWritten) asRoot('rm', ['-f', `/etc/pam.d/${pam}`]);
      user.remove();
      asRoot('rm', ['-rf', dir]);
    },
  };
}

/**
 * Starts a server in the foreground and waits for its port to take connections.
 * @param {{ child: import('node:child_process').ChildProcess, exited: Promise<void> }[]} running where it is kept, to be stopped
 * @param {Program} program
 * @param {string[]} args
 * @param {number} port
 * @param {string} own the server's folder
 * @returns {Promise<() => string>} what it has written to its stderr
 */
async function launch(running, program, args, port, own) {
  // The servers refuse config files and keys that another user than theirs could have changed.
  if (!isRoot) asRoot('chown', ['-R', '0:0', own]);
  const binary = path.join(SERVERS, PROGRAMS[program]);
  const [command, ...rest] = isRoot ? [binary, ...args] : ['sudo', '-n', binary, ...args];
  const child = spawn(/** @type {string} */ (command), rest, { stdio: ['ignore', 'ignore', 'pipe'] });
  let said = '';
  child.stderr?.on('data', (chunk) => (said += chunk));
  const exited = new Promise((resolve) => child.once('exit', () => resolve(undefined)));
  running.push({ child, exited });
  const log = () => said;
  for (const started = performance.now(); ;) {
    if (child.exitCode !== null) throw new Error(`${program} stopped at once: ${log()}`);
    if (await canConnect(port)) break;
    // As long as a publish here waits for a host: the machine may be busy with the browser suite.
    if (performance.now() - started > UNHURRIED_MS)
      throw new Error(`${program} did not listen on ${port} in ${UNHURRIED_MS / 1000} s: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return log;
}

/**
 * A server's own folder in the lab's, with its certificate and key.
 * @param {Lab} lab
 * @param {string} name
 * @param {{ key: string, cert: string }} [cert]
 */
function serverFolder(lab, name, cert) {
  const own = path.join(lab.dir, name);
  fs.mkdirSync(own, { mode: 0o755 });
  if (cert) {
    fs.writeFileSync(path.join(own, 'cert.pem'), cert.cert);
    fs.writeFileSync(path.join(own, 'key.pem'), cert.key, { mode: 0o600 });
  }
  return own;
}

/**
 * vsftpd, FTPS required, as Debian configures it but for the port.
 * @param {Lab} lab
 * @param {{ trusted?: boolean, requireReuse?: boolean }} options trusted: the authority's certificate, else the self-signed one
 * @returns {Promise<RealHost>}
 */
async function startVsftpd(lab, { trusted = false, requireReuse = true } = {}) {
  const cert = trusted ? lab.certs.signed : lab.certs.selfSigned;
  const own = serverFolder(lab, `vsftpd-${trusted ? 'trusted' : 'pinned'}-${requireReuse ? 'reuse' : 'noreuse'}`, cert);
  const empty = path.join(own, 'empty');
  fs.mkdirSync(empty, { mode: 0o755 });
  const port = await freePort();
  const pasv = passivePorts();
  const config = path.join(own, 'vsftpd.conf');
  fs.writeFileSync(
    config,
    [
      'listen=YES',
      'listen_ipv6=NO',
      `listen_address=${HOST}`,
      `listen_port=${port}`,
      'background=NO',
      'anonymous_enable=NO',
      'local_enable=YES',
      'write_enable=YES',
      'local_umask=022',
      'force_dot_files=YES',
      `pam_service_name=${lab.pamService()}`,
      `secure_chroot_dir=${empty}`,
      // Containers often forbid the system calls its sandbox filters.
      'seccomp_sandbox=NO',
      'pasv_enable=YES',
      `pasv_address=${HOST}`,
      `pasv_min_port=${pasv.min}`,
      `pasv_max_port=${pasv.max}`,
      'ssl_enable=YES',
      `rsa_cert_file=${path.join(own, 'cert.pem')}`,
      `rsa_private_key_file=${path.join(own, 'key.pem')}`,
      'force_local_logins_ssl=YES',
      'force_local_data_ssl=YES',
      `require_ssl_reuse=${requireReuse ? 'YES' : 'NO'}`,
      'xferlog_enable=NO',
      `vsftpd_log_file=${path.join(own, 'vsftpd.log')}`,
      '',
    ].join('\n'),
  );
  const log = await lab.launch('vsftpd', [config], port, own);
  return hostOf(lab, 'vsftpd', `ftps://${lab.user.name}@${HOST}:${port}`, cert.fingerprint, log);
}

/**
 * Pure-FTPd (what cPanel hosts run), FTPS required, every login chrooted to its home.
 * @param {Lab} lab
 * @returns {Promise<RealHost>}
 */
async function startPureFtpd(lab) {
  const own = serverFolder(lab, 'pure-ftpd', lab.certs.selfSigned);
  const port = await freePort();
  const pasv = passivePorts();
  const args = [
    ...['--bind', `${HOST},${port}`, '--login', 'unix', '--noanonymous', '--chrooteveryone', '--dontresolve'],
    ...['--tls', '3', '--certfile', `${path.join(own, 'cert.pem')},${path.join(own, 'key.pem')}`],
    ...['--passiveportrange', `${pasv.min}:${pasv.max}`, '--forcepassiveip', HOST, '--minuid', '100'],
    ...['--pidfile', path.join(own, 'pure-ftpd.pid'), '--umask', '133:022'],
  ];
  const log = await lab.launch('pure-ftpd', args, port, own);
  return hostOf(lab, 'pure-ftpd', `ftps://${lab.user.name}@${HOST}:${port}`, lab.certs.selfSigned.fingerprint, log);
}

/**
 * ProFTPD, FTPS required (it requires TLS session reuse on data connections unless told otherwise).
 * @param {Lab} lab
 * @returns {Promise<RealHost>}
 */
async function startProftpd(lab) {
  const own = serverFolder(lab, 'proftpd', lab.certs.selfSigned);
  const port = await freePort();
  const pasv = passivePorts();
  const config = path.join(own, 'proftpd.conf');
  fs.writeFileSync(
    config,
    [
      'ServerName "test host"',
      'ServerType standalone',
      'DefaultServer on',
      'UseIPv6 off',
      `DefaultAddress ${HOST}`,
      `Port ${port}`,
      'SocketBindTight on',
      'User nobody',
      'Group nogroup',
      `PidFile ${path.join(own, 'proftpd.pid')}`,
      `ScoreboardFile ${path.join(own, 'proftpd.scoreboard')}`,
      'DelayTable none',
      'WtmpLog off',
      'UseReverseDNS off',
      `SystemLog ${path.join(own, 'proftpd.log')}`,
      'TransferLog none',
      'AuthPAM off',
      'AuthOrder mod_auth_unix.c',
      'RequireValidShell off',
      'AllowOverwrite on',
      'Umask 022',
      'ListOptions "-a"',
      `PassivePorts ${pasv.min} ${pasv.max}`,
      `ModulePath ${path.join(SERVERS, 'usr/lib/proftpd')}`,
      'LoadModule mod_tls.c',
      'TLSEngine on',
      'TLSRequired on',
      'TLSProtocol TLSv1.2 TLSv1.3',
      `TLSRSACertificateFile ${path.join(own, 'cert.pem')}`,
      `TLSRSACertificateKeyFile ${path.join(own, 'key.pem')}`,
      `TLSLog ${path.join(own, 'tls.log')}`,
      '',
    ].join('\n'),
  );
  const log = await lab.launch('proftpd', ['--nodaemon', '--config', config], port, own);
  return hostOf(lab, 'proftpd', `ftps://${lab.user.name}@${HOST}:${port}`, lab.certs.selfSigned.fingerprint, log);
}

/**
 * OpenSSH's sshd with its own SFTP server; password and key logins.
 * @param {Lab} lab
 * @param {string} clientKey the public key it lets in
 * @returns {Promise<RealHost>}
 */
async function startSshd(lab, clientKey) {
  const own = serverFolder(lab, 'sshd');
  const { hostKey, parsedHostKey } = sshKeyPair();
  fs.writeFileSync(path.join(own, 'host_key'), hostKey.private, { mode: 0o600 });
  fs.writeFileSync(path.join(own, 'authorized_keys'), `${clientKey}\n`, { mode: 0o644 });
  // sshd's privilege separation folder, as its package makes it at boot.
  asRoot('mkdir', ['-p', '-m', '0755', '/run/sshd']);
  const port = await freePort();
  const config = path.join(own, 'sshd_config');
  fs.writeFileSync(
    config,
    [
      `ListenAddress ${HOST}:${port}`,
      `HostKey ${path.join(own, 'host_key')}`,
      `PidFile ${path.join(own, 'sshd.pid')}`,
      'UsePAM no',
      'PasswordAuthentication yes',
      'KbdInteractiveAuthentication no',
      'PubkeyAuthentication yes',
      `AuthorizedKeysFile ${path.join(own, 'authorized_keys')}`,
      'StrictModes no',
      'PermitRootLogin no',
      'Subsystem sftp internal-sftp',
      'LogLevel ERROR',
      '',
    ].join('\n'),
  );
  const log = await lab.launch('sshd', ['-D', '-e', '-f', config], port, own);
  const fingerprint = `SHA256:${crypto.createHash('sha256').update(parsedHostKey.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
  return hostOf(lab, 'sshd', `sftp://${lab.user.name}@${HOST}:${port}`, fingerprint, log);
}

/**
 * @param {Lab} lab
 * @param {Program} program
 * @param {string} url
 * @param {string} fingerprint
 * @param {() => string} log
 * @returns {RealHost}
 */
const hostOf = (lab, program, url, fingerprint, log) => ({ program, url, home: lab.home, password: lab.user.password, fingerprint, log });

/**
 * Whether something listens on the port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

module.exports = { unavailable, startLab, SERVERS };
