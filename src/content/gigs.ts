// gigs.yaml: the gigs, past and to come, read and checked with the gig
// schema (src/gigs/gig.build.ts): one entry each, no two on the same day at the same club.
import path from 'node:path';
import { gigsFileSchema, type Gig } from '../gigs/gig.build';
import { lineOf, type Loading, loadYaml, type Place, valueAt } from './check';

// ---------------------------------------------------------------- loading

export async function loadGigs(loading: Loading): Promise<Gig[] | undefined> {
  const place: Place = {
    noun: 'gigs.yaml',
    entry: ([index], data) => {
      if (typeof index !== 'number') return undefined;
      const date = valueAt(data, [index, 'date']);
      return { context: typeof date === 'string' ? `gig on ${date}` : `gig ${index + 1}`, noun: 'a gig', depth: 1 };
    },
  };
  const loaded = await loadYaml(loading, path.join(loading.dir, 'gigs.yaml'), gigsFileSchema, place);
  if (!loaded) return undefined;
  const gigs = loaded.data ?? [];

  // Two entries with one day and club are one gig written twice, and would share an address.
  const seen = new Map<string, number>();
  for (const [index, gig] of gigs.entries()) {
    const first = seen.get(gig.id);
    if (first === undefined) {
      seen.set(gig.id, index);
      continue;
    }
    loading.problems.push({
      file: loaded.yaml.file,
      line: lineOf(loaded.yaml, [index]),
      field: 'club',
      message: `gig on ${gig.date}: the gig on line ${lineOf(loaded.yaml, [first])} is also on ${gig.date} at ${gig.club}. Delete one, or correct its date or club.`,
    });
  }
  return [...gigs].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
