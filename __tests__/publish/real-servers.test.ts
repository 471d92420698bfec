/** @jest-environment node */
// Publishing to the server software bands' hosts run, started on 127.0.0.1 by
// support/realServers.js: vsftpd (a self-signed certificate pinned by its
// fingerprint, and one from an authority the computer is told to trust),
// Pure-FTPd with every login chrooted, ProFTPD with the site's folder given as
// an absolute path, and OpenSSH's sshd with a password and with a key. Each
// gets the band's build and one content edit (the faults and the large
// catalogue are the other publish tests', against ftp-srv and ssh2).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { MANIFEST, parseManifest } from '../../tools/publish/plan';
import { publish, type PublishEvent } from '../../tools/publish/sync';
import { parseTarget } from '../../tools/publish/target';
import { UNHURRIED_MS } from '../support/hosts';
import { startLab, unavailable } from '../support/realServers';
import { nextVersion, readFolder, readVersion, type Version } from '../support/siteVersions';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');
// The band's own things on the host, which publishing must never touch.
const FOREIGN = { '.htaccess': 'ErrorDocument 404 /404.html\n', 'photos/gig.jpg': 'not a real jpeg' };

const missing = unavailable();
// On CI a server that cannot run fails the run; on a developer's machine it is said once, with how to install them.
if (missing && !process.env.CI) {
  process.stderr.write(
    `Skipped the publish tests against vsftpd, Pure-FTPd, ProFTPD and sshd (${missing}): sudo bash tools/install-test-servers.sh installs them.\n`,
  );
}
const describeReal = missing && !process.env.CI ? describe.skip : describe;

describeReal('publish to the servers hosts run', () => {
  let lab: Awaited<ReturnType<typeof startLab>>;
  let work: string;
  let v0: Version;
  let v1: Version;
  beforeAll(async () => {
    if (missing) throw new Error(`The real servers cannot run here: ${missing}. Run sudo bash tools/install-test-servers.sh.`);
    work = mkdtempSync(path.join(tmpdir(), 'publish-real-test-'));
    v0 = readVersion(DIST);
    v1 = nextVersion(v0, path.join(work, 'v1'), 'v1');
    lab = await startLab();
  });
  afterAll(async () => {
    await lab?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  type RealHost = Awaited<ReturnType<typeof lab.vsftpd>>;

  /** The band's own files, put in a folder of the login's home before the first publish. */
  function prepare(folder: string, files: Record<string, string> = FOREIGN) {
    lab.takeHome();
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.resolve(lab.home, folder, file)), { recursive: true });
      writeFileSync(path.resolve(lab.home, folder, file), text);
    }
    lab.giveHome();
  }

  const run = (
    host: RealHost,
    folder: string,
    version: Version,
    options: { onEvent?: (event: PublishEvent) => void; secret?: { password?: string; privateKey?: string } } = {},
  ) =>
    publish({
      dir: version.dir,
      target: parseTarget(`${host.url}/${folder}/`),
      secret: options.secret ?? { password: host.password },
      identity: { fingerprint: host.fingerprint },
      timeoutMs: UNHURRIED_MS,
      onEvent: options.onEvent,
    });

  /** The folder on the host holds these versions' files (the later one's where both have a file), the manifest and the band's own files as they were. */
  function expectSite(folder: string, ...versions: Version[]) {
    const onHost = readFolder(path.resolve(lab.home, folder));
    for (const [file, text] of Object.entries(FOREIGN)) {
      expect({ file, text: onHost.get(file)?.toString() }).toEqual({ file, text });
      onHost.delete(file);
    }
    expect(parseManifest(onHost.get(MANIFEST)!)?.current).toEqual([...versions.at(-1)!.files.keys()].sort());
    onHost.delete(MANIFEST);
    const expected = new Map<string, Buffer>();
    for (const version of versions) for (const [file, bytes] of version.files) expected.set(file, bytes);
    expect([...onHost.keys()].sort()).toEqual([...expected.keys()].sort());
    const differ = [...onHost].filter(([file, bytes]) => !bytes.equals(expected.get(file)!)).map(([file]) => file);
    expect(differ).toEqual([]);
  }

  /** The band's build, then the edit: each whole on the host, and of the edit only what changed sent. */
  async function buildThenEdit(host: RealHost, folder: string, onEvent?: (event: PublishEvent) => void) {
    prepare(folder);
    expect((await run(host, folder, v0, { onEvent })).sent).toBe(v0.files.size);
    expectSite(folder, v0);
    const edit = await run(host, folder, v1, { onEvent });
    expect(edit.sent).toBe([...v1.files].filter(([file, bytes]) => !v0.files.get(file)?.equals(bytes)).length);
    expectSite(folder, v0, v1);
  }

  test('vsftpd requiring TLS session reuse, its self-signed certificate pinned: every data connection resumes the session, and the site goes up', async () => {
    const host = await lab.vsftpd({ requireReuse: true });
    // Node's tls.connect, watched: whether each data connection (offered the control connection's session) resumed it.
    const connect = tls.connect;
    const resumed: boolean[] = [];
    const spy = jest.spyOn(tls, 'connect').mockImplementation(((options: tls.ConnectionOptions, ...rest: [() => void]) => {
      const socket = connect(options, ...rest);
      if (options.session) socket.once('secureConnect', () => resumed.push(socket.isSessionReused()));
      return socket;
    }) as typeof tls.connect);
    try {
      await buildThenEdit(host, 'site');
    } finally {
      spy.mockRestore();
    }
    expect(resumed.length).toBeGreaterThan(v0.files.size);
    expect(resumed.filter((reused) => !reused)).toEqual([]);
  });

  test('vsftpd with a certificate from an authority the computer is told to trust, without session reuse: `npm run publish` as the README says, twice; a wrong PUBLISH_FINGERPRINT is refused as a security problem', async () => {
    const host = await lab.vsftpd({ trusted: true, requireReuse: false });
    const authority = path.join(work, 'authority.pem');
    writeFileSync(authority, lab.certs.authority);
    prepare('trusted');
    const cli = (env: Record<string, string>) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['tools/publish.js', '--no-build', '--dir', DIST], {
          cwd: ROOT,
          env: { PATH: process.env.PATH ?? '', CI: 'true', PUBLISH_URL: `${host.url}/trusted/`, PUBLISH_PASSWORD: host.password, ...env },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ code, output }));
      });
    const first = await cli({ NODE_EXTRA_CA_CERTS: authority });
    expect(first.output).toMatch(new RegExp(`: ${v0.files.size} files sent`));
    expect(first.code).toBe(0);
    const again = await cli({ NODE_EXTRA_CA_CERTS: authority });
    expect(again.output).toMatch(/: 0 files sent \(0 B\), \d+ unchanged, 0 old files deleted\./);
    expectSite('trusted', v0);
    expect(first.output + again.output).not.toContain(host.password);

    const pinnedWrong = await cli({ PUBLISH_FINGERPRINT: 'AB:'.repeat(31) + 'AB' });
    expect(pinnedWrong.code).toBe(1);
    expect(pinnedWrong.output).toMatch(/not the one in PUBLISH_FINGERPRINT/);
    expect(pinnedWrong.output).toMatch(/security check, not a network problem/);
    expect(pinnedWrong.output).toMatch(/the site on the host is unchanged/);
    expect(pinnedWrong.output).not.toMatch(/internet connection/);
  });

  test('Pure-FTPd, every login chrooted to its home, its self-signed certificate pinned', async () => {
    await buildThenEdit(await lab.pureFtpd(), 'site-pure');
  });

  test("ProFTPD (it requires TLS session reuse), the site's folder given as an absolute path", async () => {
    await buildThenEdit(await lab.proftpd(), path.join(lab.home, 'site-pro'));
  });

  test('OpenSSH, a password login; a manifest left naming paths outside the folder is not used, and nothing outside is touched', async () => {
    const host = await lab.sshd();
    const victim = path.join(lab.home, 'victim.txt');
    prepare('', { 'victim.txt': "the band's, outside the site's folder\n" });
    const entry = { size: 38, sha256: '0'.repeat(64) };
    prepare('sftp', {
      [MANIFEST]: JSON.stringify({
        format: 'kantstott-publish 1',
        files: { [victim]: entry, '../victim.txt': entry },
        current: [victim],
        dirs: ['..'],
      }),
    });
    const notes: string[] = [];
    await buildThenEdit(host, 'sftp', (event) => event.type === 'note' && notes.push(event.message));
    expect(notes.filter((note) => note.includes(MANIFEST))).toEqual([
      expect.stringMatching(/is not used \(.*not a path in the site's folder\)/),
    ]);
    expect(readFileSync(victim, 'utf8')).toBe("the band's, outside the site's folder\n");
  });

  test('OpenSSH, a key login', async () => {
    const host = await lab.sshd();
    prepare('sftp-key');
    const summary = await run(host, 'sftp-key', v0, { secret: { privateKey: lab.clientKey.private } });
    expect(summary.sent).toBe(v0.files.size);
    expectSite('sftp-key', v0);
    expect(existsSync(path.join(lab.home, 'sftp-key', 'index.html'))).toBe(true);
  });
});
