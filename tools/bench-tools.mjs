#!/usr/bin/env node
// The developer's waits, timed: the dev server's cold and warm start, how long
// an edit takes to show in the browser, the production build from a clean
// cache, again with nothing changed, after one content file changed and after
// one picture changed, and (with --test) the whole `npm test`.
//
//   node tools/bench-tools.mjs [--dir <checkout>] [--only build,start,test] [--test]
//
// --dir measures another checkout of this project (an older commit, with its
// own node_modules) the same way, so a change can be quoted as a ratio to it
// on the same machine. Its files may lie elsewhere; the defaults name this
// commit's, and these options name the other's:
//   --component <file>::<visible text>   a component whose text the edit changes
//   --content <file>::<text>             a content file whose text the edit changes (shown on --content-page)
//   --content-page <hash>                where that text shows (default #/gigs)
//   --picture <file>                     a picture to change (an SVG or JPEG/PNG)
// Every file touched is put back as it was. Times are wall-clock seconds on
// this machine: reported, never asserted (machines differ about 2×).
import { spawn } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    dir: { type: 'string', default: ROOT },
    only: { type: 'string', default: 'build,start' },
    test: { type: 'boolean', default: false },
    component: { type: 'string', default: 'src/components/SiteFooter.tsx::Site by' },
    content: { type: 'string', default: 'content/gigs/2021-09-18-boras.yaml::Klubb Skrubbsår' },
    'content-page': { type: 'string', default: '#/gigs' },
    picture: { type: 'string', default: 'content/releases/kniv/cover.svg' },
    port: { type: 'string', default: '8091' },
  },
});
const dir = path.resolve(options.dir);
const only = new Set(options.only.split(','));
if (options.test) only.add('test');
const port = Number(options.port);
/** @typedef {{ file: string; text: string }} Edit a file, and text in it the edit changes */
/** @param {string} value @returns {Edit} */
const splitEdit = (value) => {
  const [file, text] = value.split('::');
  if (!file || !text) throw new Error(`Expected <file>::<text>, got ${value}`);
  return { file: path.join(dir, file), text };
};
const component = splitEdit(options.component);
const content = splitEdit(options.content);
const picture = path.join(dir, options.picture);

const seconds = (/** @type {number} */ start) => Math.round((performance.now() - start) / 100) / 10;
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const log = (/** @type {string} */ message) => console.error(`[bench-tools] ${message}`);

function clearCaches() {
  rmSync(path.join(dir, 'node_modules', '.cache'), { recursive: true, force: true });
}

/**
 * Runs an npm script in the checkout; resolves to its wall-clock time. Its output goes to a log, shown if it fails.
 * @param {string[]} args @param {Record<string, string>} [env]
 * @returns {Promise<number>}
 */
function timeCommand(args, env = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn('npm', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      if (code === 0) return resolve(seconds(start));
      const tail = output.split('\n').slice(-60).join('\n');
      reject(new Error(`npm ${args.join(' ')} exited with ${code}; its output ended:\n${tail}`));
    });
  });
}

/**
 * Changes a file for the length of `during`, then puts it back byte for byte.
 * @template T
 * @param {string} file @param {(bytes: Buffer) => string | Buffer} change @param {() => Promise<T>} during
 * @returns {Promise<T>}
 */
async function withFileChanged(file, change, during) {
  const original = readFileSync(file);
  writeFileSync(file, change(original));
  try {
    return await during();
  } finally {
    writeFileSync(file, original);
  }
}

/** A picture with different bytes that draws the same: a comment for SVG, trailing bytes after a JPEG/PNG's end. */
const pictureChanged = (/** @type {Buffer} */ bytes) =>
  /\.svg$/i.test(picture)
    ? Buffer.concat([bytes, Buffer.from(`\n<!-- bench ${Date.now()} -->\n`)])
    : Buffer.concat([bytes, Buffer.from([0])]);

/** @type {{ dir: string; date: string; figures: { step: string; seconds?: number; error?: string }[] }} */
const results = { dir, date: new Date().toISOString(), figures: [] };

/**
 * Times one step and keeps its figure (or why it failed) as soon as it is known; the other steps still run.
 * @param {string} step @param {() => Promise<number>} measure
 */
async function figure(step, measure) {
  log(step);
  try {
    const time = await measure();
    results.figures.push({ step, seconds: time });
    log(`${step}: ${time} s`);
  } catch (error) {
    results.figures.push({ step, error: String(/** @type {Error} */ (error).message).split('\n')[0] });
    log(`${step} failed: ${/** @type {Error} */ (error).message}`);
  }
}

async function builds() {
  const build = ['run', 'build'];
  clearCaches();
  await figure('build, clean cache', () => timeCommand(build));
  await figure('build, nothing changed', () => timeCommand(build));
  await figure('build, one content file changed', () =>
    withFileChanged(
      content.file,
      (bytes) => bytes.toString().replace(content.text, `${content.text} X`),
      () => timeCommand(build),
    ),
  );
  await figure('build, one picture changed', () => withFileChanged(picture, pictureChanged, () => timeCommand(build)));
}

/** @typedef {{ url: string; ready: number; stop: () => Promise<void> }} DevServer */

/**
 * Starts `npm start`; resolves once the site's page is served, with the time it took.
 * @returns {Promise<DevServer>}
 */
async function startDevServer() {
  const start = performance.now();
  const child = spawn('npx', ['webpack', 'serve', '--mode', 'development', '--port', String(port)], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const url = `http://localhost:${port}/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The dev server exited:\n${stderr}`);
    try {
      // webpack-dev-server holds requests until the first compilation is done.
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('id="root"')) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  const ready = seconds(start);
  const stop = async () => {
    // Ctrl-C, as a developer stops it: webpack then saves its cache for the next start.
    process.kill(-(/** @type {number} */ (child.pid)), 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  return { url, ready, stop };
}

/**
 * Seconds from saving an edit until the open page shows it (after the dev server's live reload).
 * @param {import('@playwright/test').Page} page @param {string} url @param {Edit} edit
 * @returns {Promise<number>}
 */
async function editShows(page, url, edit) {
  // As a developer meets it: the page loaded, and its live-reload connection open.
  await page.goto(url, { waitUntil: 'networkidle' });
  const marker = `Edited${Date.now()}`;
  const shows = () => page.evaluate((text) => globalThis.document.body.textContent.includes(text), marker).catch(() => false);
  return withFileChanged(
    edit.file,
    (bytes) => bytes.toString().replace(edit.text, `${edit.text} ${marker}`),
    async () => {
      const start = performance.now();
      while (!(await shows())) {
        if (performance.now() - start > 30_000) throw new Error(`The edit to ${edit.file} never showed at ${page.url()}`);
        await sleep(20);
      }
      return seconds(start);
    },
  ).then(async (time) => {
    await sleep(3000); // let the put-back rebuild finish before the next edit
    return time;
  });
}

async function devServer() {
  clearCaches();
  /** @type {DevServer | undefined} */
  let server;
  await figure('npm start, clean cache', async () => {
    const first = await startDevServer();
    await first.stop();
    return first.ready;
  });
  await figure('npm start again', async () => {
    server = await startDevServer();
    return server.ready;
  });
  if (!server) return;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    // A fresh tab for each edit, as each is measured from a page loaded before it; server is set (checked above).
    await figure('component edit shows in the browser', async () =>
      editShows(await browser.newPage(), /** @type {DevServer} */ (server).url, component),
    );
    await figure('content edit shows in the browser', async () =>
      editShows(await browser.newPage(), /** @type {DevServer} */ (server).url + options['content-page'], content),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (only.has('start')) await devServer();
if (only.has('build')) await builds();
if (only.has('test')) await figure('npm test', () => timeCommand(['test'], { CI: '1' }));

console.log(`Tools, ${path.relative(process.cwd(), dir) || '.'} (seconds, wall clock)\n\n| step | s |\n|---|--:|`);
for (const { step, seconds: time, error } of results.figures) console.log(`| ${step} | ${error ? `failed: ${error}` : time} |`);

const outDir = path.join(ROOT, 'bench-results');
mkdirSync(outDir, { recursive: true });
writeFileSync(path.join(outDir, 'tools.json'), `${JSON.stringify(results, null, 2)}\n`);
appendFileSync(path.join(outDir, 'tools-history.jsonl'), `${JSON.stringify(results)}\n`);
