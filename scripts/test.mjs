#!/usr/bin/env node
// `npm test`: every check, the independent ones side by side. Lint (tsc and
// ESLint) and Jest need no build and each keeps one core busy at most, so they
// run beside the two production builds and the HTML check; the browser suite
// needs the builds, so it runs last. Each step's output is printed whole when
// it ends, so the log reads step by step; any failure fails the run.
//
//   node scripts/test.mjs        (what `npm test` runs; each step is an npm script of its own)
import { spawn } from 'node:child_process';

/** Steps that run side by side; each is a chain of npm scripts run in order. */
const together = [['lint'], ['test:unit'], ['build', 'build:large', 'test:html']];
/** Then, once every one of those passed. */
const last = 'test:browser';

const seconds = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Runs one npm script. With `quiet`, its output is kept and handed back
 * rather than printed as it comes.
 * @returns {Promise<{ ok: boolean, output: string }>}
 */
function run(script, { quiet }) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** Runs a chain of npm scripts in order, stopping at the first that fails; prints the chain's output when it ends. */
async function chain(scripts) {
  const start = performance.now();
  let output = '';
  for (const script of scripts) {
    const result = await run(script, { quiet: true });
    output += result.output;
    if (!result.ok) {
      process.stdout.write(`\n── ${script}: FAILED after ${seconds(start)} ──\n${output}`);
      return false;
    }
  }
  process.stdout.write(`\n── ${scripts.join(' → ')}: passed in ${seconds(start)} ──\n${output}`);
  return true;
}

const start = performance.now();
console.log(`[test] running side by side: ${together.map((scripts) => scripts.join(' → ')).join(' | ')}`);
const results = await Promise.all(together.map(chain));
if (results.includes(false)) {
  console.error(`\n[test] failed after ${seconds(start)}; ${last} not run`);
  process.exit(1);
}
console.log(`\n── ${last} ──`);
const browser = await run(last, { quiet: false });
console.log(`[test] ${browser.ok ? 'all passed' : 'FAILED'} in ${seconds(start)}`);
process.exit(browser.ok ? 0 : 1);
