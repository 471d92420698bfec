// The split of the one gigs.yaml of a content folder into a file per gig (tools/split-gigs.ts runs
// it), and the names the gigs' files get, which make-catalogue.ts names its
// gigs' files by too.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isSeq, parse, parseDocument } from 'yaml';
import { GIGS_FOLDER, GIGS_LIST } from '../../src/content/gigs';
import { gigFileStem } from '../../src/gigs/gig.build';

/** A gig as written: the schema, not this tool, checks its fields. */
const field = (gig: unknown, name: string) => {
  const value: unknown = gig !== null && typeof gig === 'object' ? (gig as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/**
 * The file name of each gig, in their order: its day and town, and a number
 * after a name already `taken` or given to a gig before it.
 */
export function gigFileNames(gigs: readonly unknown[], taken: Iterable<string> = []): string[] {
  const used = new Set(taken);
  return gigs.map((gig, index) => {
    const stem = gigFileStem(field(gig, 'date'), field(gig, 'town')).replace(/^-+|-+$/g, '') || `gig-${index + 1}`;
    let name = `${stem}.yaml`;
    for (let n = 2; used.has(name); n += 1) name = `${stem}-${n}.yaml`;
    used.add(name);
    return name;
  });
}

/** What a split wrote, in the order of the list. */
export interface Split {
  readonly files: readonly string[];
}

/**
 * Splits `<dir>/gigs.yaml` into `<dir>/gigs/`, then removes it. Throws,
 * writing nothing, when the file is not a list of gigs or a gig would not
 * read back as it was; never overwrites a file.
 */
export async function splitGigs(dir: string): Promise<Split> {
  const list = path.join(dir, GIGS_LIST);
  const folder = path.join(dir, GIGS_FOLDER);
  const doc = parseDocument(await readFile(list, 'utf8'));
  if (doc.errors.length > 0) throw new Error(`${list} is not valid YAML: ${doc.errors[0]!.message}`);
  const items = doc.contents === null ? [] : isSeq(doc.contents) ? doc.contents.items : undefined;
  if (!items) throw new Error(`${list} is not a list of gigs (each starting "- date:")`);
  const gigs = items.map((item) => (isMap(item) ? item.toJS(doc) : undefined) as unknown);
  const notAGig = gigs.findIndex((gig) => gig === undefined);
  if (notAGig >= 0) throw new Error(`${list}: entry ${notAGig + 1} is not a gig (a group of fields)`);

  const names = gigFileNames(gigs, existsSync(folder) ? await readdir(folder) : []);
  const texts = items.map((item) => {
    const one = new Document(item);
    // A comment above the first gig sits on the list, not on the gig: it goes with that gig.
    if (item === items[0] && isSeq(doc.contents) && doc.contents.commentBefore) one.commentBefore = doc.contents.commentBefore;
    return one.toString({ lineWidth: 0, flowCollectionPadding: false });
  });
  // Read back before anything is written: an alias to another gig's anchor, say, does not survive alone.
  texts.forEach((text, index) => {
    let back: unknown;
    try {
      back = parse(text);
    } catch {
      back = undefined;
    }
    if (!isDeepStrictEqual(back, gigs[index]))
      throw new Error(`${list}: gig ${index + 1} (${names[index]}) would not read back as it is written`);
  });
  await mkdir(folder, { recursive: true });
  await Promise.all(texts.map((text, index) => writeFile(path.join(folder, names[index]!), text, { flag: 'wx' })));
  await rm(list);
  return { files: names.map((name) => path.join(folder, name)) };
}
