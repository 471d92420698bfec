#!/usr/bin/env node
// Every page the build writes must be valid HTML: runs the W3C Nu checker
// (npm `vnu-jar`) on every .html file under the given folders, as Bootstrap's
// CI does, and fails on any error (warnings and info messages are not errors).
//
//   node tools/check-html.mjs [dir ...]     # default: dist
//
// Inside <template> the checker reports parse errors only (a stray end tag, a
// <div> in a <table>), not content-model ones (a missing alt, a duplicate id):
// it leaves template contents out of its schema check.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const dirs = process.argv.length > 2 ? process.argv.slice(2) : ['dist'];
// The package's main export is the path of its vnu.jar.
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

const missing = dirs.filter((dir) => !existsSync(dir));
if (missing.length > 0) {
  console.error(`check-html: no folder ${missing.join(', ')} (run the build first?)`);
  process.exit(1);
}
// Recursive: the build writes pages in subfolders too (one per route).
const files = dirs.flatMap((dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort(),
);
// A check that checks nothing must not pass (a wrong folder, a build that wrote no page).
if (files.length === 0) {
  console.error(`check-html: no .html file found under ${dirs.join(', ')}`);
  process.exit(1);
}

// One JVM for all files: starting Java and loading the checker's schemas is most
// of the time. -XX:TieredStopAtLevel=1 (quick JIT only) makes such a short run
// about a third faster; its larger stack frames overflow the default 1 MB thread
// stack on the schema check (StackOverflowError at 1 MB, fine at 2 MB), so -Xss8m.
const java = spawnSync(
  'java',
  ['-Xss8m', '-XX:TieredStopAtLevel=1', '-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files],
  { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
);
if (/** @type {NodeJS.ErrnoException | undefined} */ (java.error)?.code === 'ENOENT') {
  console.error(
    'check-html: `java` was not found on PATH; the Nu HTML checker (vnu.jar) needs Java 17 or later.\n' +
      'Install it, e.g. on Debian/Ubuntu: apt-get install default-jre-headless',
  );
  process.exit(1);
}
if (java.error) throw java.error;

// The checker writes its JSON report as it goes. When it crashes part way (it
// does, on the file after one with a fatal parse error inside a <template>), the
// report stops after the last whole message: closing it keeps what it found.
/** @typedef {{ type: string; url?: string; lastLine?: number; firstColumn?: number; lastColumn?: number; message: string }} CheckerMessage */
/** @type {CheckerMessage[] | undefined} */
let messages;
for (const report of [java.stdout, `${java.stdout}]}`]) {
  try {
    ({ messages } = JSON.parse(report));
    break;
  } catch {
    // not (or not yet) valid JSON
  }
}
if (!messages) {
  console.error(`check-html: the checker gave no report (exit ${java.status}):\n${java.stdout}${java.stderr}`);
  process.exit(1);
}
// The checker names files by absolute file: URL; print them as found above.
const asGiven = new Map(files.map((file) => [resolve(file), file]));
// "non-document-error" is the checker failing to read a file: an error too.
const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
for (const m of errors) {
  const path = m.url?.startsWith('file:') ? fileURLToPath(m.url) : (m.url ?? '?');
  const file = asGiven.get(path) ?? path;
  console.error(`${file}:${m.lastLine ?? 0}:${m.firstColumn ?? m.lastColumn ?? 0}: ${m.message}`);
}
// Exit 1 with errors is the checker's normal way to fail; with stderr output it
// crashed, and the files after the crash were not checked: that fails too.
const crash = java.stderr.replace(/^Picked up .*\n/gm, '').trim(); // not the JVM's notes on JAVA_TOOL_OPTIONS
if (java.status !== 0 && crash) {
  console.error(`check-html: the checker crashed, later files unchecked:\n${crash.split('\n').slice(0, 3).join('\n')}`);
}
if (errors.length > 0 || java.status !== 0) {
  const filesWithErrors = new Set(errors.map((m) => m.url)).size;
  console.error(`check-html: ${errors.length} error(s) in ${filesWithErrors} of ${files.length} HTML file(s)`);
  process.exit(1);
}
console.log(`check-html: ${files.length} HTML file(s) valid`);
