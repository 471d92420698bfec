#!/usr/bin/env -S npx tsx
// The one-time move of a band's gigs from the one list they were once kept
// in, gigs.yaml in content/, to a file each in content/gigs/, named from the
// gig's day and town (2026-05-25-leipzig.yaml; a second gig that day in that
// town -2, and so on). Every field and value is kept as written, and the
// comments written on a gig's lines; each file is read back and compared
// with its gig before gigs.yaml is removed. The build refuses a leftover
// gigs.yaml and names this command.
//
//   npm run content:split-gigs [-- --content <dir>]
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { GIGS_FOLDER, GIGS_LIST } from '../src/content/gigs';
import { splitGigs } from './split-gigs/split';

async function main() {
  const { values } = parseArgs({ options: { content: { type: 'string', default: 'content' } } });
  const dir = path.resolve(values.content);
  if (!existsSync(path.join(dir, GIGS_LIST))) {
    console.log(`There is no ${GIGS_LIST} in ${dir}: nothing to move.`);
    return;
  }
  const { files } = await splitGigs(dir);
  console.log(
    `Moved ${files.length} gig${files.length === 1 ? '' : 's'} from ${GIGS_LIST} to ${path.join(dir, GIGS_FOLDER)}/, a file each, and removed ${GIGS_LIST}.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
