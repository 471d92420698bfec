// `npm run publish` against real servers on 127.0.0.1, started here: FTP with
// explicit TLS (a certificate made on the spot) and SFTP, each serving a
// temporary folder. The site is the band's build (dist/, which `npm test`
// builds first), then that build after a content edit, and after another;
// and the large catalogue (dist-large/) over the band's build.
// The servers are made to fail the way hosts do, and at every change to the
// folder the test checks what a visitor arriving then would get.
// One test file for each protocol (__tests__/publish/), so Jest runs them side by side.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MANIFEST, TEMP_SUFFIX, parseManifest, sha256 } from '../../tools/publish/plan';
import { publish, PublishError, type PublishOptions, type PublishEvent } from '../../tools/publish/sync';
import { parseTarget } from '../../tools/publish/target';
import { UNHURRIED_MS, isManifest, type startFtpHost } from './hosts';
import { folderMirror, nextVersion, readFolder, readVersion, visitorProblems, writeFolder, type Version } from './siteVersions';
import { startVisitor } from './visitor';

const DIST = path.resolve(__dirname, '..', '..', 'dist');
// The large catalogue (npm run build:large): a whole other version, every name new.
const DIST_LARGE = path.resolve(__dirname, '..', '..', 'dist-large');
// The band's own things on the host, which publishing must never touch.
const FOREIGN = { '.htaccess': 'ErrorDocument 404 /404.html\n', 'photos/gig.jpg': 'not a real jpeg', 'assets/notes.txt': "the band's\n" };

type Host = Awaited<ReturnType<typeof startFtpHost>>;
type Visitor = Awaited<ReturnType<typeof startVisitor>>;

/** The address of a release both versions have (by their page files), whichever comes first; none if they share none. */
function releaseIn(...versions: Version[]): string[] {
  const releases = versions.map(
    (version) => new Set([...version.files.keys()].flatMap((file) => /^pages\/(media\/[^/]+)\.[0-9a-f]+\.json$/.exec(file)?.[1] ?? [])),
  );
  const shared = [...releases[0]!].filter((release) => releases.every((names) => names.has(release))).sort();
  return shared.slice(0, 1).map((release) => `/${decodeURIComponent(release)}`);
}

/**
 * Declares the publish tests over one protocol, against a host `start` starts:
 * those of the band's site, or the one of the large catalogue over it.
 */
export function describePublish(protocol: 'FTPS' | 'SFTP', start: typeof startFtpHost, catalogue: 'band' | 'large') {
  let work: string;
  let v0: Version;
  let v1: Version;
  let v2: Version;
  let large: Version;
  beforeAll(() => {
    work = mkdtempSync(path.join(tmpdir(), 'publish-test-'));
    v0 = readVersion(DIST);
    if (catalogue === 'large') {
      large = readVersion(DIST_LARGE);
    } else {
      v1 = nextVersion(v0, path.join(work, 'v1'), 'v1');
      v2 = nextVersion(v1, path.join(work, 'v2'), 'v2');
    }
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  describe(`publish over ${protocol}`, () => {
    let host: Host;
    beforeAll(async () => {
      host = await start();
    });
    afterAll(() => host.close());
    afterEach(() => host.reset());

    const site = () => path.join(host.root, 'site');
    /** Puts the host's folder back as it was at a saved moment. */
    const restore = (saved: string) => {
      rmSync(site(), { recursive: true, force: true });
      cpSync(saved, site(), { recursive: true });
    };
    /** The host's folder after these versions went up in turn onto an empty one: made once, then put back. */
    const saved = new Map<string, string>();
    const hostAfter = async (...versions: Version[]) => {
      const key = versions.map((version) => path.basename(version.dir)).join('-');
      let copy = saved.get(key);
      if (!copy) {
        rmSync(site(), { recursive: true, force: true });
        for (const version of versions) await run(version);
        copy = path.join(work, `${protocol}-after-${key}`);
        cpSync(site(), copy, { recursive: true });
        saved.set(key, copy);
      }
      restore(copy);
    };
    const run = (version: Version, options: Partial<PublishOptions> = {}) =>
      publish({
        dir: version.dir,
        target: parseTarget(`${host.url}/site/`),
        secret: { password: host.password },
        identity: { fingerprint: host.fingerprint },
        retry: { attempts: 3, firstDelayMs: 5 },
        // A dropped connection fails its operation at once (Connection.lost); the tests of the time limit give their own.
        timeoutMs: UNHURRIED_MS,
        ...options,
      });
    /** The site's files uploaded since a point in the host's log (the manifest aside), by the name they went up for. */
    const sentSince = (from: number) =>
      host.changes
        .slice(from)
        .filter((change) => change.op === 'write' && !change.path.includes(MANIFEST))
        .map((change) => change.path.replace(/^\/site\//, '').replace(TEMP_SUFFIX, ''))
        .sort();
    const manifestOnHost = () => parseManifest(readFileSync(path.join(site(), MANIFEST)));
    /** How many changes to the site's files (the manifest's aside) the host has seen since a point in its log. */
    const siteChangesSince = (from: number) => host.changes.slice(from).filter((change) => !isManifest(change.to ?? change.path)).length;
    /** The host's folder, the tool's manifest and the band's own files aside. */
    const siteFiles = () => {
      const files = readFolder(site());
      files.delete(MANIFEST);
      for (const file of Object.keys(FOREIGN)) files.delete(file);
      return files;
    };
    const expectFiles = (files: Map<string, Buffer>, ...versions: Version[]) => {
      const expected = new Map<string, Buffer>();
      for (const version of versions) for (const [file, bytes] of version.files) expected.set(file, bytes);
      expect([...files.keys()].sort()).toEqual([...expected.keys()].sort());
      for (const [file, bytes] of files) expect({ file, same: bytes.equals(expected.get(file)!) }).toEqual({ file, same: true });
    };
    /** Checks, at every change to the folder, that a visitor arriving then gets one of these versions whole. */
    const watchVisitors = (versions: Version[]) => {
      const problems: string[] = [];
      let watching = true;
      const folder = folderMirror(site());
      host.onChange((change) => {
        if (!watching) return;
        for (const touched of [change.path, change.to]) if (touched?.startsWith('/site/')) folder.touched(touched.slice('/site/'.length));
        // A file under its temporary name, or a folder made or removed empty, is
        // nothing a visitor reaches: the host is as the last check found it.
        if (['mkdir', 'rmdir'].includes(change.op) || (change.op === 'write' && change.path.endsWith(TEMP_SUFFIX))) return;
        for (const problem of visitorProblems(folder.files, versions)) problems.push(`after ${change.op} ${change.path}: ${problem}`);
      });
      return () => {
        watching = false;
        // Each check read the folder as the host's log said it changed: the folder must agree.
        for (const file of folder.drift()) problems.push(`${file}: the host changed it without a change in its log`);
        return problems;
      };
    };

    // The large catalogue's test takes about as long as all the others together: it
    // has a file of its own, so Jest runs it beside them.
    if (catalogue === 'large') {
      test("the large catalogue goes up over the band's site: a visitor gets one of them whole at every change, and again with the connection dropped across it, in Chromium too", async () => {
        await hostAfter(v0);
        const from = host.changes.length;
        const stop = watchVisitors([v0, large]);
        const summary = await run(large);
        expect(stop()).toEqual([]);
        expect(summary.sent).toBe([...large.files].filter(([file, bytes]) => !v0.files.get(file)?.equals(bytes)).length);
        expectFiles(siteFiles(), v0, large);
        // Fewer points than the edit's: each is two publishes of the whole catalogue.
        // Two builds with other script names and other content: a browser opens pages at each point.
        const visitor = await startVisitor(site());
        try {
          await dropAcross([v0], large, [0.3, 0.7, 0.97], { visitor, changes: siteChangesSince(from) });
        } finally {
          await visitor.close();
        }
      });
      return;
    }

    test("publishes the band's build to an empty host: the folder then holds dist/ and the manifest; again with nothing changed, it sends nothing", async () => {
      const first = await run(v0);
      expect(first.sent).toBe(v0.files.size);
      expectFiles(siteFiles(), v0);
      expect(manifestOnHost()?.current).toEqual([...v0.files.keys()].sort());

      const changes = host.changes.length;
      const again = await run(v0);
      expect(again).toMatchObject({ sent: 0, deleted: 0, unchanged: v0.files.size });
      // Not a file written, renamed or removed: the manifest stays as it was too.
      expect(host.changes.slice(changes)).toEqual([]);
    });

    test("a folder filled by hand before (a host's own start page, a folder of the band's), with no manifest: the build goes up over it, and the band's folder stays", async () => {
      rmSync(site(), { recursive: true, force: true });
      const own = { 'index.html': '<!doctype html><title>Coming soon</title>', 'cgi-bin/counter.pl': '#!/usr/bin/perl\n' };
      for (const [file, text] of Object.entries(own)) {
        mkdirSync(path.dirname(path.join(site(), file)), { recursive: true });
        writeFileSync(path.join(site(), file), text);
      }
      const summary = await run(v0);
      expect(summary.sent).toBe(v0.files.size);
      const files = siteFiles();
      expect(files.get('cgi-bin/counter.pl')?.toString()).toBe(own['cgi-bin/counter.pl']);
      files.delete('cgi-bin/counter.pl');
      expectFiles(files, v0);
      expect(manifestOnHost()?.current).toEqual([...v0.files.keys()].sort());
    });

    test("a new version goes up in order: at every change a visitor gets the old version or the new one whole; the version before the live one is deleted at the end; the band's own files stay", async () => {
      await hostAfter(v0);
      for (const [file, text] of Object.entries(FOREIGN)) {
        mkdirSync(path.dirname(path.join(site(), file)), { recursive: true });
        writeFileSync(path.join(site(), file), text);
      }
      let stop = watchVisitors([v0, v1]);
      const toV1 = await run(v1);
      expect(stop()).toEqual([]);
      // Only what changed went up; nothing was deleted: the band's build is what visitors had open.
      expect(toV1.sent).toBe([...v1.files].filter(([file, bytes]) => !v0.files.get(file)?.equals(bytes)).length);
      expect(toV1.deleted).toBe(0);
      // .htaccess and assets/notes.txt; photos/ is the band's own folder, not even listed.
      expect(toV1.foreign).toBe(2);
      expectFiles(siteFiles(), v0, v1);

      stop = watchVisitors([v1, v2]);
      const toV2 = await run(v2);
      expect(stop()).toEqual([]);
      // The band's build's own files are gone; the first edit's stay, for visitors who have it open.
      expect(toV2.deleted).toBe([...v0.files.keys()].filter((file) => !v1.files.has(file) && !v2.files.has(file)).length);
      expectFiles(siteFiles(), v1, v2);
      for (const [file, text] of Object.entries(FOREIGN)) expect(readFileSync(path.join(site(), file), 'utf8')).toBe(text);
      expect(manifestOnHost()?.current).toEqual([...v2.files.keys()].sort());
      // The folder of the share page taken off in the first edit went with it.
      const goneInV1 = [...v0.files.keys()].find((file) => !v1.files.has(file) && file.endsWith('index.html'))!;
      expect(existsSync(path.join(site(), path.dirname(goneInV1)))).toBe(false);
    });

    /** How many changes to the site's files publishing `to` makes over the host as `before` left it: a clean run, counted. */
    async function changesOf(before: Version[], to: Version) {
      await hostAfter(...before);
      const start = host.changes.length;
      await run(to);
      return siteChangesSince(start);
    }

    /**
     * Publishes `to` over the host as `before` left it, with the connection
     * dropped at the k-th change to the site's files, for a sample of k across
     * the whole publish, and at the listed changes to the manifest. At each:
     * the host holds a whole version while it is down (and, given a visitor,
     * Chromium opens home, the gig list and a release without a fault), and a
     * re-run completes, sending nothing the manifest vouched for. `changes`:
     * how many changes to the site's files this publish makes from `before`,
     * when the test has just counted them in a clean run of its own.
     */
    async function dropAcross(
      before: Version[],
      to: Version,
      parts: number[],
      { manifest = [], visitor, changes: counted }: { manifest?: number[]; visitor?: Visitor; changes?: number } = {},
    ) {
      const live = before.at(-1)!;
      const changes = counted ?? (await changesOf(before, to));
      // A part below 1 is that fraction of the way; 1 and more, the k-th change itself.
      const sample = [
        ...[...new Set(parts.map((part) => (part >= 1 ? part : Math.round(part * changes))))].map((at) => ({ at, manifest: false })),
        ...manifest.map((at) => ({ at, manifest: true })),
      ];

      for (const [index, { at, manifest: ofManifest }] of sample.entries()) {
        await hostAfter(...before);
        const when: 'during' | 'after' = index % 2 ? 'during' : 'after';
        const point = { at, when, ...(ofManifest ? { manifest: true } : {}) };
        host.faults.drop = { ...point };
        // The tries made once the drop has happened (the host clears it as it drops): a silence before it,
        // on a machine loaded by the browser suite beside these tests, is retried like any and is not the drop's.
        const retried: string[] = [];
        const onEvent = (event: PublishEvent) => {
          if (event.type === 'retry' && host.faults.drop === null) retried.push(`${event.what}: ${event.reply}`);
        };
        const failed = await run(to, { onEvent }).catch((error: unknown) => error);
        expect({ ...point, failed: failed instanceof PublishError }).toEqual({ ...point, failed: true });
        // Each operation cut off by the drop failed as it happened, none by waiting out the silence.
        expect({ ...point, waited: retried.filter((retry) => /did not answer/.test(retry)) }).toEqual({ ...point, waited: [] });
        // Down: nothing changes on the host until the test lets the server up.
        expect({ ...point, problems: visitorProblems(readFolder(site()), [live, to]) }).toEqual({ ...point, problems: [] });
        if (visitor)
          expect({ ...point, problems: await visitor.problems(['/', '/gigs', ...releaseIn(live, to)]) }).toEqual({
            ...point,
            problems: [],
          });
        const recorded = manifestOnHost();
        const onHost = readFolder(site());
        // What the manifest vouches for: these bytes sent, and the host lists the file at that size.
        const verified = [...to.files]
          .filter(([file, bytes]) => {
            const sent = recorded?.files[file];
            return sent?.sha256 === sha256(bytes) && onHost.get(file)?.length === sent.size;
          })
          .map(([file]) => file);

        host.faults.down = false;
        const from = host.changes.length;
        const stop = watchVisitors([live, to]);
        await run(to);
        expect({ ...point, problems: stop() }).toEqual({ ...point, problems: [] });
        // Nothing the manifest vouched for went again (what went had not landed, or had landed after the manifest's last write).
        expect({ ...point, again: sentSince(from).filter((file) => verified.includes(file)) }).toEqual({ ...point, again: [] });
        expectFiles(siteFiles(), live, to);
      }
    }

    test("the connection dropped at the k-th change, for k across a content edit's publish, and as the manifest is written: the host holds a whole version throughout, and a re-run sends only what had not landed", () =>
      dropAcross([v0, v1], v2, [1, 2, 3, 0.25, 0.4, 0.55, 0.7, 0.85], { manifest: [1, 2, 4] }));

    // One fault per publish: together, a drop would end the silent request before it times out.
    // The silent host's publish has a short time limit, which the load beside these tests may trip
    // too, now and then: each such try is a retry like any, with tries enough to spare.
    test.each([
      [
        'refuses a connection ("421 Too many connections")',
        (faults: Host['faults']) => (faults.refuse = 1),
        protocol === 'FTPS' ? /^421\b/ : /./,
        {},
      ],
      [
        'drops every connection after the fourth change',
        (faults: Host['faults']) => (faults.drop = { at: 4, when: 'after', stayUp: true }),
        /./,
        {},
      ],
      [
        'falls silent',
        (faults: Host['faults']) => (faults.silentOnce = true),
        /timed out|timeout/i,
        { timeoutMs: 2000, retry: { attempts: 6, firstDelayMs: 5 } },
      ],
    ])('a host that says "not now" is tried again: one that %s', async (_, fault, reply, limits) => {
      await hostAfter(v0, v1);
      fault(host.faults);
      const events: PublishEvent[] = [];
      const summary = await run(v2, { ...limits, onEvent: (event) => events.push(event) });
      const retried = events.flatMap((event) => (event.type === 'retry' ? [event.reply] : []));
      expect(summary.retries).toBe(retried.length);
      expect(retried.length).toBeGreaterThan(0);
      expect(retried.filter((text) => reply.test(text))).not.toEqual([]);
      expectFiles(siteFiles(), v1, v2);
    });

    test('a host that takes the login and then says nothing fails by the time limit, naming the step', async () => {
      host.faults.silentAfterLogin = true;
      const events: PublishEvent[] = [];
      const failed = await run(v0, {
        timeoutMs: 500,
        retry: { attempts: 2, firstDelayMs: 5 },
        onEvent: (event) => events.push(event),
      }).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(PublishError);
      // Each try ended by a time limit (the publish's, or the client library's set to it), not waited out for ever.
      expect((failed as Error).message).toMatch(/^Could not connect to 127\.0\.0\.1 \(after 2 tries\): .*time/i);
      expect(events.flatMap((event) => (event.type === 'retry' ? [event.reply] : []))).toEqual([expect.stringMatching(/time/i)]);
    });

    test("a computer too busy to read the host's answers for a while does not take that for a silent host", async () => {
      await hostAfter(v0);
      // Short, for a short stall, but not so short that the host (in this
      // process, at the lowest CPU priority in `npm test`) is silent that long
      // on a busy machine: 0.4 s was, once, and 2 s can be.
      const timeoutMs = 5000;
      let stalled = false;
      const summary = await run(v1, {
        timeoutMs,
        retry: { attempts: 1 },
        onEvent: (event) => {
          // Once, as the first file lands while others are on their way: this
          // process runs nothing else for twice the time-out (the host's answers wait).
          if (event.type !== 'sent' || stalled) return;
          stalled = true;
          // Blocked, not busy: Atomics.wait holds the thread without using the CPU.
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2 * timeoutMs);
        },
      });
      expect(stalled).toBe(true);
      expect(summary.retries).toBe(0);
      expectFiles(siteFiles(), v0, v1);
    });

    test('a wrong password fails at once, saying so', async () => {
      const events: PublishEvent[] = [];
      const logins = host.counts.logins;
      const failed = await run(v2, { secret: { password: 'wrong' }, onEvent: (event) => events.push(event) }).catch(
        (error: unknown) => error,
      );
      expect(failed).toBeInstanceOf(PublishError);
      expect((failed as Error).message).toMatch(/refused the user name or password/);
      expect(events.filter((event) => event.type === 'retry')).toEqual([]);
      // Once (SFTP: the password, and keyboard-interactive, which offers the same password).
      expect(host.counts.logins - logins).toBeLessThanOrEqual(protocol === 'SFTP' ? 2 : 1);
    });

    test('a host that shows another certificate or key than PUBLISH_FINGERPRINT gets no password', async () => {
      const logins = host.counts.logins;
      const other = protocol === 'SFTP' ? 'SHA256:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' : 'AA:'.repeat(31) + 'AA';
      const failed = await run(v2, { identity: { fingerprint: other } }).catch((error: unknown) => error);
      expect((failed as Error).message).toMatch(/fingerprint .*not the one in PUBLISH_FINGERPRINT/);
      expect(host.counts.logins).toBe(logins);
    });

    test("a manifest on the host that names paths outside the site's folder (absolute, `..`) is not used: a one-line note, every file sent, nothing outside touched", async () => {
      await hostAfter(v0);
      // Files outside the site's folder, at the paths the manifest names (the host's root is host.root).
      const outside = { 'home/band/victim.txt': "not the site's\n", 'outside.txt': "not the site's either\n" };
      for (const [file, text] of Object.entries(outside)) {
        mkdirSync(path.dirname(path.join(host.root, file)), { recursive: true });
        writeFileSync(path.join(host.root, file), text);
      }
      const manifest = JSON.parse(readFileSync(path.join(site(), MANIFEST), 'utf8'));
      const entry = { size: 15, sha256: sha256(Buffer.from(outside['outside.txt'])) };
      manifest.files['/home/band/victim.txt'] = entry;
      manifest.files['../outside.txt'] = entry;
      manifest.current.push('/home/band/victim.txt');
      manifest.dirs.push('/home/band', '..');
      writeFileSync(path.join(site(), MANIFEST), JSON.stringify(manifest));
      const notes: string[] = [];
      const from = host.changes.length;
      const summary = await run(v1, { onEvent: (event) => event.type === 'note' && notes.push(event.message) });
      expect(notes).toEqual([
        expect.stringMatching(
          /^\.publish-manifest\.json on the host is not used \(.*names "[^"]*", not a path in the site.s folder\): the host.s listing decides/,
        ),
      ]);
      expect(summary.sent).toBe(v1.files.size);
      expect(summary.deleted).toBe(0);
      expect(host.changes.slice(from).filter((change) => !(change.to ?? change.path).startsWith('/site/'))).toEqual([]);
      for (const [file, text] of Object.entries(outside)) expect(readFileSync(path.join(host.root, file), 'utf8')).toBe(text);
      expect(manifestOnHost()?.current).toEqual([...v1.files.keys()].sort());
    });

    test("a full disk fails, naming the file and the server's reply; the entry pages are not switched", async () => {
      await hostAfter(v0, v1);
      host.faults.diskFull = true;
      try {
        const failed = await run(v2).catch((error: unknown) => error);
        expect(failed).toBeInstanceOf(PublishError);
        const message = (failed as Error).message;
        expect(message).toMatch(/^Could not upload assets\/\S+: /);
        expect(message).toMatch(
          protocol === 'FTPS' ? /552 Requested file action aborted: exceeded storage allocation/ : /No space left on device/,
        );
      } finally {
        host.faults.diskFull = false;
      }
      expect(readFileSync(path.join(site(), 'index.html')).equals(v1.files.get('index.html')!)).toBe(true);
      expect(visitorProblems(readFolder(site()), [v1, v2])).toEqual([]);
    });

    test('a file removed or changed by hand on the host is sent again, and only it', async () => {
      await hostAfter(v0);
      // A page file removed, a share page edited: whichever the build has first.
      const removed = [...v0.files.keys()].sort().find((file) => file.startsWith('pages/'))!;
      const edited = [...v0.files.keys()].sort().find((file) => file.endsWith('/index.html'))!;
      unlinkSync(path.join(site(), removed));
      appendFileSync(path.join(site(), edited), '<!-- edited on the host -->');
      const from = host.changes.length;
      const summary = await run(v0);
      expect(sentSince(from)).toEqual([edited, removed].sort());
      expect(summary.changedOnHost.sort()).toEqual([edited, removed].sort());
      expectFiles(siteFiles(), v0);
    });

    test('a re-run after a publish cut short as a new page went up: the page lands whole before the page that links to it changes', async () => {
      // The next version adds a page, and a page the live one has (whichever the build has first) links to it:
      // as a new post and the news list.
      const linking = [...v1.files.keys()].sort().find((file) => file.endsWith('/index.html') && v0.files.has(file))!;
      const added = `${path.posix.dirname(linking)}/zz-added/index.html`;
      const dir = path.join(work, 'v1-linked');
      rmSync(dir, { recursive: true, force: true });
      cpSync(v1.dir, dir, { recursive: true });
      const page = v1.files.get(linking)!.toString();
      writeFolder(dir, [
        [added, page.replace('</body>', '<!-- added --></body>')],
        [linking, page.replace('</body>', '<a href="zz-added/">New</a></body>')],
      ]);
      const to = readVersion(dir);

      // The publish that was cut short had sent half of the new page, under its own name as a new file goes up.
      await hostAfter(v0);
      const bytes = to.files.get(added)!;
      writeFolder(site(), [[added, bytes.subarray(0, bytes.length >> 1)]]);
      const stop = watchVisitors([v0, to]);
      await run(to);
      expect(stop()).toEqual([]);
      expectFiles(siteFiles(), v0, to);
    });

    if (protocol === 'FTPS') {
      test('a data connection that shows another certificate than the one vouched for is refused at once, as a certificate problem', async () => {
        await hostAfter(v0);
        host.faults.otherDataCertificate = true;
        const events: PublishEvent[] = [];
        const from = host.changes.length;
        const failed = await run(v1, { onEvent: (event) => events.push(event) }).catch((error: unknown) => error);
        expect(failed).toBeInstanceOf(PublishError);
        expect((failed as InstanceType<typeof PublishError>).failure).toMatchObject({ kind: 'certificate', transient: false });
        expect((failed as Error).message).toMatch(
          /^Could not list the site folder: the data connection showed another certificate \(fingerprint [0-9A-F:]+\) than the control connection/,
        );
        expect(events.filter((event) => event.type === 'retry')).toEqual([]);
        expect(host.changes.slice(from)).toEqual([]);
      });

      test.each(['refused', 'own folder', 'broken'] as const)(
        'a server whose STAT does not list the folder asked for whole (%s) is listed with LIST: a file removed by hand is sent again, and only it',
        async (stat) => {
          await hostAfter(v0);
          host.faults.stat = stat;
          const removed = [...v0.files.keys()].sort().find((file) => file.startsWith('pages/'))!;
          unlinkSync(path.join(site(), removed));
          const from = host.changes.length;
          const summary = await run(v0);
          expect(sentSince(from)).toEqual([removed]);
          expect(summary.changedOnHost).toEqual([removed]);
          expectFiles(siteFiles(), v0);
        },
      );
    }

    if (protocol === 'SFTP') {
      test('a server whose rename will not replace a file (SFTP v3): each file is removed, then renamed into place', async () => {
        await hostAfter(v0);
        host.faults.renameOverwrites = false;
        try {
          await run(v1);
        } finally {
          host.faults.renameOverwrites = true;
        }
        expectFiles(siteFiles(), v0, v1);
      });
    }
  });
}
