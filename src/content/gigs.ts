// gigs/<day>-<town>.yaml: the gigs, past and to come, a file each, read and
// checked with the gig schema (src/gigs/gig.build.ts); no two on the same day
// at the same club. A file each, so the editor lists, searches and saves one
// gig at a time, and a diff shows one gig's change.
import path from 'node:path';
import { gigFileStem, gigSchema, type Gig } from '../gigs/gig.build';
import { exists, lineOf, type Loading, loadEntryFiles, loadYaml, type Place, shownPath, valueAt } from './check';

/** The folder of the gigs' files, in the content folder. */
export const GIGS_FOLDER = 'gigs';

/** The one list all gigs were once in, which `SPLIT_GIGS_COMMAND` splits into GIGS_FOLDER. */
export const GIGS_LIST = 'gigs.yaml';

/** The npm script of tools/split-gigs.ts, which a leftover GIGS_LIST is told to run. */
export const SPLIT_GIGS_COMMAND = 'npm run content:split-gigs';

const place: Place = {
  noun: 'a gig',
  entry: (_fieldPath, data) => {
    const date = valueAt(data, ['date']);
    return { context: typeof date === 'string' ? `gig on ${date}` : 'gig', noun: 'a gig', depth: 0 };
  },
};

/** One gig's file, checked; undefined after reporting why not. */
async function loadGig(loading: Loading, absolute: string) {
  const loaded = await loadYaml(loading, absolute, gigSchema, place);
  return loaded && { gig: loaded.data, yaml: loaded.yaml };
}

export async function loadGigs(loading: Loading): Promise<Gig[] | undefined> {
  const list = path.join(loading.dir, GIGS_LIST);
  if (await exists(list)) {
    loading.problems.push({
      file: shownPath(list),
      message: `the gigs are now a file each, in ${shownPath(path.join(loading.dir, GIGS_FOLDER))}/: run \`${SPLIT_GIGS_COMMAND}\` to move them there (it keeps every field, and removes ${GIGS_LIST}).`,
    });
  }
  const example = `${gigFileStem('2026-05-25', 'Leipzig')}.yaml`;
  const loaded = await loadEntryFiles(loading, GIGS_FOLDER, { extension: '.yaml', what: 'gig', example }, (file) => loadGig(loading, file));
  if (!loaded) return undefined;

  // Two files with one day and club are one gig written twice, and would share an address.
  const seen = new Map<string, string>();
  for (const { gig, yaml } of loaded) {
    const first = seen.get(gig.id);
    if (first === undefined) {
      seen.set(gig.id, yaml.file);
      continue;
    }
    loading.problems.push({
      file: yaml.file,
      line: lineOf(yaml, ['club']),
      field: 'club',
      message: `gig on ${gig.date}: the gig in ${first} is also on ${gig.date} at ${gig.club}. Delete one, or correct its date or club.`,
    });
  }
  return loaded.map(({ gig }) => gig).sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
