/** @jest-environment node */
// The command the band types, `npm run publish` (tools/publish.js), run as
// a program against a real FTPS server on 127.0.0.1: what it prints, what it
// refuses, and that the password never shows.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeBuild, recordBuild, stampFile, whyBuild } from '../../scripts/build-stamp';
import { startFtpHost } from '../support/hosts';

const ROOT = path.resolve(__dirname, '..', '..');
const DIST = path.join(ROOT, 'dist');

type Host = Awaited<ReturnType<typeof startFtpHost>>;
let host: Host;
beforeAll(async () => {
  host = await startFtpHost({ password: 'a secret never shown' });
});
afterAll(() => host.close());

/** Runs the command with this environment and arguments; its exit code and everything it printed. */
function run(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['tools/publish.js', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', CI: 'true', PUBLISH_FINGERPRINT: host.fingerprint, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Publishes dist/ as the build left it. */
const publish = (env: Record<string, string>, ...args: string[]) => run(env, ['--no-build', '--dir', DIST, ...args]);

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir, { recursive: true }).length : 0);
const builtFiles = () => readdirSync(DIST, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

test('a dry run lists what it would send and changes nothing on the host', async () => {
  const { code, output } = await publish({ PUBLISH_URL: `${host.url}/dry/`, PUBLISH_PASSWORD: host.password }, '--dry-run');
  expect(code).toBe(0);
  expect(output).toContain(`Would send ${builtFiles()} files`);
  expect(output).toMatch(/ new +index\.html/);
  expect(filesIn(path.join(host.root, 'dry'))).toBe(0);
  expect(output).not.toContain(host.password);
});

test('it publishes dist/, says so in a summary, and a second run sends nothing; the password is never printed', async () => {
  const env = { PUBLISH_URL: `${host.url}/site/`, PUBLISH_PASSWORD: host.password };
  const first = await publish(env);
  expect(first.code).toBe(0);
  expect(first.output).toMatch(new RegExp(`Published to ftps://band@127\\.0\\.0\\.1:\\d+/site/ in [\\d.]+ s: ${builtFiles()} files sent`));
  expect(existsSync(path.join(host.root, 'site', 'index.html'))).toBe(true);
  const second = await publish(env);
  expect(second.code).toBe(0);
  expect(second.output).toMatch(/: 0 files sent \(0 B\), \d+ unchanged, 0 old files deleted\./);
  expect(first.output + second.output).not.toContain(host.password);
});

test('a wrong password ends the command with an error that says so, and what to do', async () => {
  const { code, output } = await publish({ PUBLISH_URL: `${host.url}/site/`, PUBLISH_PASSWORD: 'not it' });
  expect(code).toBe(1);
  expect(output).toMatch(/refused the user name or password/);
  expect(output).toMatch(/Check the user name in PUBLISH_URL and the password/);
  expect(output).not.toContain('not it');
});

test("a data connection that shows another certificate is told as a certificate problem, with what to do; not as the network's", async () => {
  host.faults.otherDataCertificate = true;
  try {
    const { code, output } = await publish({ PUBLISH_URL: `${host.url}/other-certificate/`, PUBLISH_PASSWORD: host.password });
    expect(code).toBe(1);
    expect(output).toMatch(/the data connection showed another certificate \(fingerprint [0-9A-F:]+\)/);
    expect(output).toMatch(/certificate problem, not a network one/);
    expect(output).toMatch(/the site visitors get is unchanged/);
    expect(output).not.toMatch(/internet connection/);
  } finally {
    host.faults.otherDataCertificate = false;
  }
});

test('plain ftp:// is refused without --insecure, saying why; a password in the address is refused', async () => {
  const plain = await publish({ PUBLISH_URL: `${host.url.replace('ftps:', 'ftp:')}/site/`, PUBLISH_PASSWORD: host.password });
  expect(plain.code).toBe(2);
  expect(plain.output).toMatch(/unencrypted/);
  expect(plain.output).toMatch(/--insecure/);
  const inline = await publish({ PUBLISH_URL: host.url.replace('band@', `band:${encodeURIComponent('hunter2')}@`) + '/site/' });
  expect(inline.code).toBe(2);
  expect(inline.output).toMatch(/PUBLISH_URL holds a password/);
  expect(inline.output).not.toContain('hunter2');
});

test('without a password and without a terminal to ask on, it says how to give one', async () => {
  const { code, output } = await publish({ PUBLISH_URL: `${host.url}/site/` });
  expect(code).toBe(2);
  expect(output).toMatch(/set PUBLISH_PASSWORD/);
});

test('a build that nothing has changed since is published as it is, without building again', async () => {
  // The production build npm test made recorded what it was made from.
  expect(whyBuild({ root: ROOT, outputDir: DIST })).not.toBe('no production build of it is on record');
  // A copy of it, recorded as built from the project as it is now (a real
  // build here would take long, and would write into dist/ while the browser suite reads it).
  const copy = path.join(mkdtempSync(path.join(os.tmpdir(), 'kantstott-built-')), 'dist');
  try {
    const before = beforeBuild({ root: ROOT, contentDir: path.join(ROOT, 'content'), outputDir: copy });
    cpSync(DIST, copy, { recursive: true });
    recordBuild(before!, Infinity);
    const { code, output } = await run({ PUBLISH_URL: `${host.url}/current/`, PUBLISH_PASSWORD: host.password }, [
      '--dry-run',
      '--dir',
      copy,
    ]);
    expect(code).toBe(0);
    expect(output).toContain(`${path.relative(ROOT, copy)} is as a build now would make it: not building again.`);
    expect(output).not.toContain('Building');
    expect(output).toContain(`Would send ${builtFiles()} files`);
  } finally {
    rmSync(path.dirname(copy), { recursive: true, force: true });
    rmSync(stampFile(ROOT, copy), { force: true });
  }
});
