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
 * Shows a publish as it goes.
 * @param {{ stream: NodeJS.WriteStream, bar: boolean }} options bar: a redrawn progress bar (a terminal), else a line per file
 */
function reporter({ stream, bar }) {
  const started = performance.now();
  let files = 0;
  let filesDone = 0;
  let bytes = 0;
  let bytesDone = 0;
  let shown = '';
  let lastDraw = 0;
  /** @type {string[]} */
  const entryPages = [];
  let entrySwitched = 0;
  let planned = false;
  let changed = false;
  const write = (/** @type {string} */ line) => {
    if (shown) stream.write('\r\x1b[2K');
    stream.write(`${line}\n`);
    if (shown) stream.write(shown);
  };
  const draw = (force = false) => {
    if (!bar || !files) return;
    const now = performance.now();
    if (!force && now - lastDraw < 100) return;
    lastDraw = now;
    // A file costs about as much as 32 KB of its bytes (a round trip or two).
    const work = bytes + files * 32 * 1024;
    const done = Math.min(work, bytesDone + filesDone * 32 * 1024);
    const fraction = work ? done / work : 1;
    const width = 24;
    const filled = Math.round(fraction * width);
    const elapsed = (now - started) / 1000;
    const left = fraction > 0.02 ? clock((elapsed / fraction) * (1 - fraction)) : '…';
    shown = `[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${filesDone}/${files} files  ${size(bytesDone)}/${size(bytes)}  ${left} left`;
    const columns = stream.columns || 80;
    if (shown.length >= columns) shown = shown.slice(0, columns - 1);
    stream.write(`\r\x1b[2K${shown}`);
  };
  const clear = () => {
    if (shown) stream.write('\r\x1b[2K');
    shown = '';
  };

  return {
    /** @param {import('./sync').PublishEvent} event */
    onEvent(event) {
      switch (event.type) {
        case 'connected':
          write(`Connected: the site's folder is ${event.root} (${event.connections} connection${event.connections === 1 ? '' : 's'}).`);
          break;
        case 'plan': {
          const { plan, dryRun } = event;
          planned = true;
          files = plan.uploads.length;
          bytes = plan.uploads.reduce((sum, upload) => sum + upload.file.size, 0);
          for (const upload of plan.uploads) if (upload.file.step === 'entry') entryPages.push(upload.file.path);
          if (dryRun) {
            write(`Dry run: nothing is sent or deleted.${event.rootExists ? '' : ' (The folder is not on the host yet: it would be made.)'}`);
            write(`Would send ${files} file${files === 1 ? '' : 's'} (${size(bytes)}), in this order:`);
            for (const upload of plan.uploads) write(`  ${upload.reason.padEnd(19)} ${upload.file.path} (${size(upload.file.size)})`);
            write(`Would delete ${plan.deletes.length + plan.leftovers.length} file(s) that neither this version nor the live one uses:`);
            for (const file of [...plan.deletes, ...plan.leftovers]) write(`  ${file}`);
          } else {
            write(
              `${files} file${files === 1 ? '' : 's'} to send (${size(bytes)}), ${plan.deletes.length + plan.leftovers.length} to delete, ` +
                `${plan.unchanged.length} already on the host.`,
            );
          }
          break;
        }
        case 'step':
          write(`Sending ${event.title} (${event.files}):`);
          draw(true);
          break;
        case 'progress':
          bytesDone += event.bytes;
          draw();
          break;
        case 'sent':
          changed = true;
          filesDone += 1;
          if (event.file.step === 'entry') entrySwitched += 1;
          if (!bar) write(`  sent ${event.file.path} (${size(event.file.size)})`);
          draw(true);
          break;
        case 'deleted':
          changed = true;
          if (!bar) write(`  deleted ${event.file}`);
          break;
        case 'retry':
          write(`  Could not ${event.what}: ${event.reply}. Trying again in ${(event.delayMs / 1000).toFixed(1)} s (try ${event.attempt + 1}).`);
          break;
        case 'note':
          write(event.message);
          break;
      }
    },
    /**
     * @param {import('./sync').Summary} summary
     * @param {string} where
     */
    done(summary, where) {
      clear();
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      if (summary.dryRun) {
        stream.write(`Dry run of a publish to ${where} done in ${seconds} s; ${summary.unchanged} file(s) already there as they are.\n`);
        return;
      }
      const lines = [
        `Published to ${where} in ${seconds} s: ${summary.sent} file${summary.sent === 1 ? '' : 's'} sent (${size(summary.bytes)}), ` +
          `${summary.unchanged} unchanged, ${summary.deleted} old file${summary.deleted === 1 ? '' : 's'} deleted.`,
      ];
      if (summary.changedOnHost.length) lines.push(`Sent again, as they had been changed or removed on the host: ${summary.changedOnHost.join(', ')}.`);
      if (summary.foreign) lines.push(`${summary.foreign} file${summary.foreign === 1 ? '' : 's'} on the host that the site does not use: left alone.`);
      if (summary.retries) lines.push(`${summary.retries} operation${summary.retries === 1 ? '' : 's'} had to be tried again.`);
      stream.write(`${lines.join('\n')}\n`);
    },
    /** Where the site stands after a failure, in words. */
    standing() {
      clear();
      if (!planned) return 'Nothing was sent or deleted: the site on the host is unchanged.';
      if (!changed) return 'No file was sent whole or deleted: the site visitors get is unchanged.';
      if (!entryPages.length) return 'The entry pages are the same in both versions, and every file they name is on the host.';
      if (entrySwitched === 0) {
        return 'Visitors still get the previous version: its entry pages were not switched.';
      }
      if (entrySwitched < entryPages.length) {
        return 'The new version went partly live (some entry pages were switched); every file it needs is on the host.';
      }
      return 'The new version is live; only the clean-up of old files failed (they go at the next publish).';
    },
  };
}

module.exports = { askHidden, askYes, reporter, size };
