/** @jest-environment node */
// The fans see no change when a band moves its gigs from gigs.yaml to a file
// a gig (`npm run content:split-gigs`). For the band's content and for a
// generated catalogue: its gigs joined into one gigs.yaml, as a band had
// them, are read as the build read that file (the gig schema on each entry
// of the list), and the site is built; then the real split runs and the
// site is built again from the files, in the same folder at the same
// instant. The loaded content is the same, and so is every file the
// build-time program writes: every page, page file, share page, feed,
// calendar, gig card and poster, and the offline copy's plan. (The picture
// and audio encoders stand aside: their input does not move.)
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CONTENT_DIR, type Content, loadContent } from '../../src/content/content';
import { GIGS_FOLDER, GIGS_LIST } from '../../src/content/gigs';
import type { PictureFile } from '../../src/content/pictures';
import { gigSchema } from '../../src/gigs/gig.build';
import { buildSite, offlineBundles } from '../../src/prerender.build';
import { splitGigs } from '../../tools/split-gigs/split';
import { stubImage, stubRecording } from '../support/fixtureSite';

const AT = Date.now();
const ROOT = path.resolve(__dirname, '..', '..');

/** The gigs' files as one list, each file an entry, in the order of their names: gigs.yaml as a band kept it. */
function joinGigs(dir: string): void {
  const folder = path.join(dir, GIGS_FOLDER);
  const entries = readdirSync(folder)
    .sort()
    .map((name) =>
      readFileSync(path.join(folder, name), 'utf8')
        .trimEnd()
        .split('\n')
        .map((line, index) => (index === 0 ? `- ${line}` : `  ${line}`))
        .join('\n'),
    );
  rmSync(folder, { recursive: true });
  writeFileSync(path.join(dir, GIGS_LIST), `${entries.join('\n\n')}\n`);
}

/** The content as the build read it while the gigs were one list: the list checked entry by entry, oldest first. */
async function loadAsOneList(dir: string): Promise<Content<PictureFile>> {
  const list = path.join(dir, GIGS_LIST);
  const aside = `${dir}-${GIGS_LIST}`;
  renameSync(list, aside);
  try {
    const { content } = await loadContent(dir);
    const gigs = (
      z
        .array(gigSchema)
        .nullable()
        .parse(parse(readFileSync(aside, 'utf8'))) ?? []
    ).toSorted((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
    return { ...content, gigs };
  } finally {
    renameSync(aside, list);
  }
}

/** Every file the build-time program writes for the content, by name; the pages; the offline copy's plan. */
async function built(content: Content<PictureFile>) {
  const site = await buildSite(content, {
    encode: (pictures) => Promise.resolve(pictures.map(({ picture }) => ({ image: stubImage(picture), files: [], fromCache: true }))),
    encodeAudio: (recordings) =>
      Promise.resolve(recordings.map(({ recording, name }) => ({ recording: stubRecording(recording, name), files: [], fromCache: true }))),
    at: AT,
    csp: "default-src 'self'",
    draft: true,
  });
  const files = new Map(site.files.map((file) => [file.name, file.data]));
  return { files, pages: JSON.stringify(site.pages), offline: JSON.stringify(offlineBundles(site, [...files.keys()])) };
}

/** Builds `dir` (gigs in files) with its gigs as one list, then split by the command; what differs between the two. */
async function beforeAndAfter(dir: string) {
  joinGigs(dir);
  const contentBefore = await loadAsOneList(dir);
  const before = await built(contentBefore);
  await splitGigs(dir);
  const { content: contentAfter } = await loadContent(dir);
  const after = await built(contentAfter);
  const differing = [...new Set([...before.files.keys(), ...after.files.keys()])].filter(
    (name) => !before.files.get(name)?.equals(after.files.get(name) ?? Buffer.alloc(0)),
  );
  return { contentBefore, contentAfter, before, after, differing };
}

describe.each([
  [
    'the band’s content',
    (temporary: string) => {
      const dir = path.join(temporary, 'content');
      cpSync(CONTENT_DIR, dir, { recursive: true });
      return dir;
    },
  ],
  [
    'a generated catalogue',
    (temporary: string) => {
      // The run's seed (npm test prints it), or the tool's own pick.
      const dir = path.join(temporary, 'catalogue');
      execFileSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(ROOT, 'tools/make-catalogue.ts'), '--out', dir],
        {
          stdio: 'ignore',
        },
      );
      return dir;
    },
  ],
] as const)('%s: the site built from gigs.yaml and from the files it is split into', (_, copyInto) => {
  let dir: string;
  let result: Awaited<ReturnType<typeof beforeAndAfter>>;
  beforeAll(async () => {
    dir = copyInto(mkdtempSync(path.join(os.tmpdir(), 'kantstott-same-site-')));
    result = await beforeAndAfter(dir);
  });
  afterAll(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

  test('loads the same content, every gig in it', () => {
    expect(result.contentAfter).toEqual(result.contentBefore);
  });

  test('writes the same files, byte for byte, the same pages and the same offline copy', () => {
    expect([...result.after.files.keys()].sort()).toEqual([...result.before.files.keys()].sort());
    expect(result.differing).toEqual([]);
    expect(result.after.pages).toBe(result.before.pages);
    expect(result.after.offline).toBe(result.before.offline);
  });
});
