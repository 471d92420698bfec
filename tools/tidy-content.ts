#!/usr/bin/env -S npx tsx
// Lays every file of a content folder the band's editor edits out as the
// editor writes it when it saves it (src/content/editor/layout.ts): each
// value kept, in the form's order, in the editor's YAML, comments gone. Run
// after editing a file by hand, so the next save in the editor changes only
// what it edits. Running it again changes nothing.
//
//   npm run content:tidy [-- <dir>]        (content/ by default)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { filesOutOfLayout } from '../src/content/editor/layout';

function main() {
  const { positionals } = parseArgs({ allowPositionals: true });
  const dir = path.resolve(positionals[0] ?? 'content');
  const found = filesOutOfLayout(dir);
  const unreadable = found.filter((each) => each.error !== undefined);
  const laidOut = found.flatMap(({ file, laidOut }) => (laidOut === undefined ? [] : [file]));
  for (const { file, laidOut } of found) if (laidOut !== undefined) writeFileSync(path.join(dir, file), laidOut);
  if (laidOut.length === 0) console.log(`Every file in ${dir} is in the editor's layout.`);
  else
    console.log(
      `Laid out ${laidOut.length} file${laidOut.length === 1 ? '' : 's'} of ${dir} as the editor writes them:\n${laidOut.map((file) => `  ${file}`).join('\n')}`,
    );
  for (const { file, error } of unreadable) console.error(`${path.join(dir, file)}: left as it is: ${error}`);
  if (unreadable.length > 0) process.exitCode = 1;
}

main();
