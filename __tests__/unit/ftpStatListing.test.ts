/** @jest-environment node */
// How a publish reads a folder's listing from `STAT <folder>` over FTP
// (tools/publish/ftp.js): Pure-FTPd sends a long one broken every 16 KB,
// mid-line as it falls, and a listing that is not whole must not be used,
// or the file it cut is taken for one the host lacks, and sent at every publish.
import { statEntries } from '../../tools/publish/ftp';

/** `ls -l` lines for these files, as Pure-FTPd writes them. */
const lsLines = (names: string[]) =>
  names.map((name, index) => `-rw-r--r--    1 band       band       ${String(1000 + index * 37).padStart(10)} Nov 27 18:37 ${name}`);

/** A STAT reply around these lines, broken every `every` characters of its listing when given. */
function statReply(lines: string[], every?: number) {
  const listing = lines.join('\r\n');
  const pieces = every ? (listing.match(new RegExp(`[\\s\\S]{1,${every}}`, 'g')) ?? []) : [listing];
  return ['213-STAT', ...pieces, '213 End.'].join('\r\n');
}

const names = Array.from({ length: 300 }, (_, index) => `picture-${index}-400.${(index * 7919).toString(16).padStart(10, '0')}.webp`);

test('a whole listing gives every file, with its size', () => {
  const entries = statEntries(statReply(lsLines(names)), 213);
  expect(entries?.map((entry) => entry.name)).toEqual(names);
  expect(entries?.[1]?.size).toBe(1037);
});

test('a listing broken mid-line, as Pure-FTPd breaks one every 16 KB, is not used', () => {
  const reply = statReply(lsLines(names), 16 * 1024);
  // The listing is long enough to be broken, and the break falls in a line.
  expect(reply.split('\r\n').length).toBeGreaterThan(names.length + 2);
  expect(statEntries(reply, 213)).toBeNull();
});

test('lines that repeat the code, or are indented, are read as the files they list', () => {
  const lines = lsLines(names.slice(0, 3));
  const reply = ['213-Status follows:', `213-${lines[0]}`, ` ${lines[1]}`, lines[2], '213 End of status'].join('\r\n');
  expect(statEntries(reply, 213)?.map((entry) => entry.name)).toEqual(names.slice(0, 3));
});
