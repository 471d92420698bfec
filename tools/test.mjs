#!/usr/bin/env node
// `npm test`: every check, side by side where one does not need another.
// Lint (tsc and ESLint) and Jest need no build, so they start at once; the
// browser suite, the HTML check and the publish tests need the two
// production builds, so they start when those are done. The builds and then the browser suite are the
// longest path, so the other steps run at the lowest CPU priority: they take
// what the builds and the browsers leave (a few seconds off the whole run on
// two cores). Each runs as an npm script of its own. The browser suite prints
// as it goes; every other step prints its output whole when it ends, so the
// log still reads step by step. Any failure fails the run.
//
// The large catalogue (npm run build:large) is generated from a seed, a new
// one each run, so over many runs the browser suite meets many catalogues.
// The seed is chosen here, first, and printed as the first line; the steps
// get it as CATALOGUE_SEED, which make-catalogue reads. A failure on one
// catalogue is repeated with CATALOGUE_SEED=<seed> npm test.
//
//   node tools/test.mjs        (what `npm test` runs)
//   CATALOGUE_SEED=48213 node tools/test.mjs
import { spawn, spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// As make-catalogue.ts takes it (parseSeed) and picks one (randomSeed): a whole number, at random 1 to 99999.
const given = process.env.CATALOGUE_SEED?.trim();
if (given && !/^\d+$/.test(given)) {
  console.error(`[test] CATALOGUE_SEED must be a whole number, like 48213, not ${given}`);
  process.exit(2);
}
const seed = given || String(randomInt(1, 100_000));
process.env.CATALOGUE_SEED = seed; // every step's environment: build:large passes it on to make-catalogue
console.log(`[test] catalogue seed ${seed} (CATALOGUE_SEED=${seed} npm test repeats this run)`);

// The FTP and SFTP servers the publish tests start (vsftpd, Pure-FTPd, ProFTPD,
// sshd), unpacked once into node_modules/.cache by their script, so a fresh
// clone's `npm test` runs those tests too. Where the script cannot run (no
// apt-get), the publish tests say they are skipped and how to install them; on CI they fail.
if (!existsSync('node_modules/.cache/test-servers')) {
  console.log("[test] the publish tests need Debian's FTP and SFTP servers: tools/install-test-servers.sh (apt-get may ask for sudo)");
  spawnSync('bash', ['tools/install-test-servers.sh'], { stdio: 'inherit' });
}

const seconds = (/** @type {number} */ since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const start = performance.now();
// The browser suite's results as JSON (playwright.config.ts), for the slowest tests at the end.
const browserReport = path.resolve('node_modules/.cache/browser-suite.json');
rmSync(browserReport, { force: true });
process.env.BROWSER_REPORT = browserReport;

/**
 * Runs npm scripts one after another, stopping at the first that fails.
 * With `live`, their output shows as it comes; otherwise it is kept and
 * printed whole when the chain ends. With `yieldCpu`, they run at the lowest
 * CPU priority.
 * @param {string[]} scripts
 * @param {{ live?: boolean, yieldCpu?: boolean }} [options]
 * @returns {Promise<boolean>} whether every script passed
 */
async function chain(scripts, { live = false, yieldCpu = false } = {}) {
  let output = '';
  for (const script of scripts) {
    if (live) console.log(`\n── ${script}: starts at ${seconds(start)} ──`);
    else output += `(${script} started at ${seconds(start)})\n`;
    const ok = await new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', script], { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
      // Set before npm starts the script's own processes, which inherit it.
      if (yieldCpu && child.pid) os.setPriority(child.pid, 19);
      child.stdout?.on('data', (chunk) => (output += chunk));
      child.stderr?.on('data', (chunk) => (output += chunk));
      child.on('close', (code) => resolve(code === 0));
    });
    if (!ok) {
      process.stdout.write(`\n── ${script}: FAILED at ${seconds(start)} ──\n${output}\n`);
      return false;
    }
  }
  process.stdout.write(`\n── ${scripts.join(' → ')}: passed at ${seconds(start)} ──\n${output}`);
  return true;
}

console.log('[test] lint, unit tests and the builds start side by side; the HTML check and the browser suite follow the builds');
const results = await Promise.all([
  chain(['lint'], { yieldCpu: true }),
  chain(['test:unit'], { yieldCpu: true }),
  chain(['build', 'build:large']).then(async (built) =>
    built
      ? (await Promise.all([chain(['test:html', 'test:publish'], { yieldCpu: true }), chain(['test:browser'], { live: true })])).every(
          Boolean,
        )
      : false,
  ),
]);
const ok = results.every(Boolean);
printSlowestTests(10);
console.log(
  `\n[test] ${ok ? 'everything passed' : `FAILED (see above; CATALOGUE_SEED=${seed} npm test repeats this run)`} in ${seconds(start)}`,
);
process.exit(ok ? 0 : 1);

/**
 * The browser suite's slowest tests (retries included), from its JSON report: where the time goes.
 * @param {number} count
 */
function printSlowestTests(count) {
  /** @type {{ suites?: any[] }} */
  let report;
  try {
    report = JSON.parse(readFileSync(browserReport, 'utf8'));
  } catch {
    return; // the suite did not run
  }
  /** @type {{ title: string; seconds: number }[]} */
  const runs = [];
  /** @param {any} suite @param {string[]} titles */
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const result of test.results ?? [])
          runs.push({ title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`, seconds: result.duration / 1000 });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  const slowest = runs.sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const total = runs.reduce((sum, run) => sum + run.seconds, 0);
  console.log(`\n[test] the ${slowest.length} slowest of ${runs.length} browser test runs (${total.toFixed(0)} s in all, across workers):`);
  for (const run of slowest) console.log(`  ${run.seconds.toFixed(1).padStart(6)} s  ${run.title}`);
}
