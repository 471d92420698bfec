// What `npm run publish` says as it goes: a progress bar on a terminal, plain
// lines in CI or a log; and its questions (a password without echo, a yes).
'use strict';

const readline = require('node:readline');

/** @param {number} bytes */
function size(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** @param {number} seconds */
function clock(seconds) {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Asks on the terminal without showing what is typed.
 * @param {string} question
 * @returns {Promise<string>}
 */
function askHidden(question) {
  const { stdin, stderr } = process;
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
    };
    const onData = (/** @type {string} */ typed) => {
      for (const character of typed) {
        if (character === '\r' || character === '\n' || character === '\u0004') {
          finish();
          resolve(answer);
          return;
        }
        if (character === '\u0003') {
          finish();
          reject(Object.assign(new Error('Stopped (Ctrl-C).'), { name: 'UsageError' }));
          return;
        }
        if (character === '\u007f' || character === '\b') answer = Array.from(answer).slice(0, -1).join('');
        else if (character >= ' ') answer += character;
      }
    };
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/**
 * @param {string} question
 * @returns {Promise<boolean>} whether the answer was "yes"
 */
async function askYes(question) {
  const lines = readline.createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await new Promise((resolve) => lines.question(question, resolve));
    return /^\s*yes\s*$/i.test(String(answer));
  } finally {
    lines.close();
  }
}

/**
 * What is on screen: lines of text and, in a terminal, a progress bar redrawn
 * under them, counting files and bytes as they go.
 * @param {NodeJS.WriteStream} stream
 * @param {boolean} bar a redrawn progress bar (a terminal), else none
 * @param {number} started when the publish started (performance.now())
 */
function progressScreen(stream, bar, started) {
  const count = { files: 0, filesDone: 0, bytes: 0, bytesDone: 0 };
  let shown = '';
  let lastDraw = 0;
  const write = (/** @type {string} */ line) => {
    if (shown) stream.write('\r\x1b[2K');
    stream.write(`${line}\n`);
    if (shown) stream.write(shown);
  };
  const draw = (force = false) => {
    if (!bar || !count.files) return;
    const now = performance.now();
    if (!force && now - lastDraw < 100) return;
    lastDraw = now;
    // A file costs about as much as 32 KB of its bytes (a round trip or two).
    const work = count.bytes + count.files * 32 * 1024;
    const done = Math.min(work, count.bytesDone + count.filesDone * 32 * 1024);
    const fraction = work ? done / work : 1;
    const width = 24;
    const filled = Math.round(fraction * width);
    const elapsed = (now - started) / 1000;
    const left = fraction > 0.02 ? clock((elapsed / fraction) * (1 - fraction)) : '…';
    shown = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${count.filesDone}/${count.files} files  ${size(count.bytesDone)}/${size(count.bytes)}  ${left} left`;
    const columns = stream.columns || 80;
    if (shown.length >= columns) shown = shown.slice(0, columns - 1);
    stream.write(`\r\x1b[2K${shown}`);
  };
  const clear = () => {
    if (shown) stream.write('\r\x1b[2K');
    shown = '';
  };
  return { count, write, draw, clear };
}

const plural = (/** @type {number} */ n, /** @type {string} */ word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The plan in words: what would be sent and deleted (a dry run), or how much there is to do.
 * @param {Extract<import('./sync').PublishEvent, { type: 'plan' }>} event
 * @param {number} bytes what the uploads come to
 * @returns {string[]}
 */
function planLines({ plan, dryRun, rootExists }, bytes) {
  const deletes = plan.deletes.length + plan.leftovers.length;
  if (!dryRun)
    return [
      `${plural(plan.uploads.length, 'file')} to send (${size(bytes)}), ${deletes} to delete, ${plan.unchanged.length} already on the host.`,
    ];
  return [
    `Dry run: nothing is sent or deleted.${rootExists ? '' : ' (The folder is not on the host yet: it would be made.)'}`,
    `Would send ${plural(plan.uploads.length, 'file')} (${size(bytes)}), in this order:`,
    ...plan.uploads.map((upload) => `  ${upload.reason.padEnd(19)} ${upload.file.path} (${size(upload.file.size)})`),
    `Would delete ${deletes} file(s) that neither this version nor the live one uses:`,
    ...[...plan.deletes, ...plan.leftovers].map((file) => `  ${file}`),
  ];
}

/**
 * The summary at the end.
 * @param {import('./sync').Summary} summary
 * @param {string} where
 * @param {string} seconds
 */
function summaryText(summary, where, seconds) {
  if (summary.dryRun)
    return `Dry run of a publish to ${where} done in ${seconds} s; ${summary.unchanged} file(s) already there as they are.`;
  const lines = [
    `Published to ${where} in ${seconds} s: ${plural(summary.sent, 'file')} sent (${size(summary.bytes)}), ` +
      `${summary.unchanged} unchanged, ${summary.deleted} old file${summary.deleted === 1 ? '' : 's'} deleted.`,
  ];
  if (summary.changedOnHost.length)
    lines.push(`Sent again, as they had been changed or removed on the host: ${summary.changedOnHost.join(', ')}.`);
  if (summary.foreign) lines.push(`${plural(summary.foreign, 'file')} on the host that the site does not use: left alone.`);
  if (summary.retries) lines.push(`${plural(summary.retries, 'operation')} had to be tried again.`);
  return lines.join('\n');
}

/**
 * Where the site stands after a failure, in words.
 * @param {{ planned: boolean, changed: boolean, entryPages: number, entrySwitched: number }} progress
 */
function standingText({ planned, changed, entryPages, entrySwitched }) {
  if (!planned) return 'Nothing was sent or deleted: the site on the host is unchanged.';
  if (!changed) return 'No file was sent whole or deleted: the site visitors get is unchanged.';
  if (!entryPages) return 'The entry pages are the same in both versions, and every file they name is on the host.';
  if (entrySwitched === 0) return 'Visitors still get the previous version: its entry pages were not switched.';
  if (entrySwitched < entryPages)
    return 'The new version went partly live (some entry pages were switched); every file it needs is on the host.';
  return 'The new version is live; only the clean-up of old files failed (they go at the next publish).';
}

/**
 * Shows a publish as it goes.
 * @param {{ stream: NodeJS.WriteStream, bar: boolean }} options bar: a redrawn progress bar (a terminal), else a line per file
 */
function reporter({ stream, bar }) {
  const started = performance.now();
  const { count, write, draw, clear } = progressScreen(stream, bar, started);
  const progress = { planned: false, changed: false, entryPages: 0, entrySwitched: 0 };
  /** @type {{ [Type in import('./sync').PublishEvent['type']]: (event: Extract<import('./sync').PublishEvent, { type: Type }>) => void }} */
  const on = {
    connected: (event) => write(`Connected: the site's folder is ${event.root} (${plural(event.connections, 'connection')}).`),
    plan: (event) => {
      progress.planned = true;
      count.files = event.plan.uploads.length;
      count.bytes = event.plan.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
      progress.entryPages = event.plan.uploads.filter((upload) => upload.file.step === 'entry').length;
      for (const line of planLines(event, count.bytes)) write(line);
    },
    step: (event) => {
      write(`Sending ${event.title} (${event.files}):`);
      draw(true);
    },
    progress: (event) => {
      count.bytesDone += event.bytes;
      draw();
    },
    sent: (event) => {
      progress.changed = true;
      count.filesDone += 1;
      if (event.file.step === 'entry') progress.entrySwitched += 1;
      if (!bar) write(`  sent ${event.file.path} (${size(event.file.size)})`);
      draw(true);
    },
    deleted: (event) => {
      progress.changed = true;
      if (!bar) write(`  deleted ${event.file}`);
    },
    retry: (event) =>
      write(
        `  Could not ${event.what}: ${event.reply}. Trying again in ${(event.delayMs / 1000).toFixed(1)} s (try ${event.attempt + 1}).`,
      ),
    note: (event) => write(event.message),
  };
  return {
    /** @param {import('./sync').PublishEvent} event */
    onEvent: (event) => /** @type {(event: import('./sync').PublishEvent) => void} */ (on[event.type])(event),
    /** @param {import('./sync').Summary} summary @param {string} where */
    done(summary, where) {
      clear();
      stream.write(`${summaryText(summary, where, ((performance.now() - started) / 1000).toFixed(1))}\n`);
    },
    /** Where the site stands after a failure, in words. */
    standing() {
      clear();
      return standingText(progress);
    },
  };
}

module.exports = { askHidden, askYes, reporter, size };
