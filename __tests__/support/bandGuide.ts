// The band's guide, docs/updating-the-site.md, step by step, done to a copy of
// the band's content exactly as it is written there: the snippets are read
// from the guide itself, so the guide and the proof that it works cannot drift
// apart. content.test.ts runs its rules on each result, bandGuide.test.ts
// checks that each step shows on the site.
//
// Each code block of the README and the guide says what it is in a comment
// the reader does not see, on the line before it, `<!-- example: … -->`:
//   new file content/<path>     a file to make, holding the block
//   append to content/<path>    lines to add at the end of that file
//   content errors              the build's messages (errorExamples.test.ts makes each mistake)
//   commands                    shell commands (guideExamples.test.ts checks what they name)
// and, with no block after it, `picture content/<path> <width>x<height>`: a
// picture the band puts there, or `recording content/<path> <seconds>s`: a
// recording of that length (a tone, by the build's encoder). guideExamples.test.ts runs every one.
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMap, parse, parseDocument } from 'yaml';
import sharp from 'sharp';
import { CONTENT_DIR } from '../../src/content/content';
import { runFfmpeg } from '../../src/content/recordings';
import { GIGS_FOLDER } from '../../src/content/gigs';
import { gigFileNames } from '../../tools/split-gigs/split';

const ROOT = path.resolve(__dirname, '..', '..');

/** The docs whose every code block is an example a test runs. */
export const DOCS_WITH_EXAMPLES = ['README.md', 'docs/updating-the-site.md'] as const;

/** A fenced code block of a doc, and what the comment before it says it is. */
export interface CodeBlock {
  readonly doc: string;
  /** The line of its opening fence. */
  readonly line: number;
  readonly lang: string;
  /** Its lines, without the indent of a block inside a list. */
  readonly text: string;
  /** What its `<!-- example: … -->` says, if it has one. */
  readonly marker: string | undefined;
}

const MARKER = /^\s*<!-- example: (.+?) -->\s*$/;

/** Every code block of `doc`, and every example marker with no block after it (`picture …`). */
export function codeBlocks(doc: string): { blocks: CodeBlock[]; markersAlone: { doc: string; line: number; marker: string }[] } {
  const blocks: CodeBlock[] = [];
  const markersAlone: { doc: string; line: number; marker: string }[] = [];
  let open: { indent: number; lang: string; line: number; marker: string | undefined; lines: string[] } | null = null;
  let marker: { line: number; marker: string } | undefined;
  readFileSync(path.join(ROOT, doc), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const fence = /^( *)```(\S*)\s*$/.exec(line);
      if (open && fence) {
        blocks.push({ doc, line: open.line, lang: open.lang, text: open.lines.join('\n'), marker: open.marker });
        open = null;
      } else if (open) {
        const indent = Math.min(open.indent, line.search(/\S|$/));
        open.lines.push(line.slice(indent));
      } else if (fence) {
        open = { indent: fence[1]!.length, lang: fence[2] ?? '', line: index + 1, marker: marker?.marker, lines: [] };
        marker = undefined;
      } else {
        if (marker) markersAlone.push({ doc, ...marker });
        const comment = MARKER.exec(line);
        marker = comment ? { line: index + 1, marker: comment[1]! } : undefined;
      }
    });
  if (marker) markersAlone.push({ doc, ...marker });
  return { blocks, markersAlone };
}

/** An example of content: a file the band writes or adds to, or a picture it puts in. */
export type ContentExample = { readonly doc: string; readonly line: number; readonly file: string } & (
  | { readonly how: 'new file' | 'append to'; readonly lang: string; readonly text: string }
  | { readonly how: 'picture'; readonly width: number; readonly height: number }
  | { readonly how: 'recording'; readonly seconds: number }
);

/** What a marker says, if it is one of the kinds the tests run; `takesBlock`: whether a code block follows it. */
export function readMarker(
  marker: string,
): { kind: 'file' | 'picture' | 'recording' | 'content errors' | 'commands'; takesBlock: boolean } | undefined {
  if (marker === 'content errors' || marker === 'commands') return { kind: marker, takesBlock: true };
  if (/^(new file|append to) content\/\S+$/.test(marker)) return { kind: 'file', takesBlock: true };
  if (/^picture content\/\S+\.(jpe?g|png) \d+x\d+$/.test(marker)) return { kind: 'picture', takesBlock: false };
  if (/^recording content\/\S+\.(flac|wav|mp3|m4a) \d+s$/.test(marker)) return { kind: 'recording', takesBlock: false };
  return undefined;
}

/** The examples of content in `doc`, in its order: what the band does, step by step. */
export function contentExamples(doc: string): ContentExample[] {
  const { blocks, markersAlone } = codeBlocks(doc);
  const fromBlocks = blocks.flatMap(({ line, lang, text, marker = '' }): ContentExample[] => {
    const [, how, file] = /^(new file|append to) (content\/\S+)$/.exec(marker) ?? [];
    return how && file ? [{ doc, line, file, how: how as 'new file' | 'append to', lang, text }] : [];
  });
  const pictures = markersAlone.flatMap(({ line, marker }): ContentExample[] => {
    const [, file, width, height] = /^picture (content\/\S+) (\d+)x(\d+)$/.exec(marker) ?? [];
    return file ? [{ doc, line, file, how: 'picture', width: Number(width), height: Number(height) }] : [];
  });
  const recordings = markersAlone.flatMap(({ line, marker }): ContentExample[] => {
    const [, file, seconds] = /^recording (content\/\S+) (\d+)s$/.exec(marker) ?? [];
    return file ? [{ doc, line, file, how: 'recording', seconds: Number(seconds) }] : [];
  });
  return [...fromBlocks, ...pictures, ...recordings].sort((a, b) => a.line - b.line);
}

/** The blocks of `doc` with the marker `content errors` or `commands`. */
export const blocksMarked = (doc: string, marker: 'content errors' | 'commands') =>
  codeBlocks(doc).blocks.filter((block) => block.marker === marker);

const GUIDE_DOC = 'docs/updating-the-site.md';
const GUIDE = readFileSync(path.join(ROOT, GUIDE_DOC), 'utf8');

/** The first ```lang block after a heading of the guide. */
export function snippet(heading: string, lang: string, nth = 0): string {
  const start = GUIDE.slice(0, GUIDE.indexOf(`## ${heading}`)).split('\n').length;
  const next = GUIDE.indexOf('\n## ', GUIDE.indexOf(`## ${heading}`) + 1);
  const end = next === -1 ? Infinity : GUIDE.slice(0, next).split('\n').length;
  const block = codeBlocks(GUIDE_DOC).blocks.filter(
    (candidate) => candidate.lang === lang && candidate.line > start && candidate.line < end,
  )[nth];
  if (block === undefined) throw new Error(`docs/updating-the-site.md has no ${lang} example under "## ${heading}"`);
  // Lines that go under an entry (a gig's status) are shown indented; here without it.
  const lines = block.text.split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.search(/\S/)));
  return `${lines.map((line) => line.slice(indent)).join('\n')}\n`;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** The guide's gig, on another day. */
const gigOn = (date: string) => snippet('Add a gig', 'yaml').replace(/date: \d{4}-\d{2}-\d{2}/, `date: ${date}`);

/** The folder name the guide's example release uses (`releases/nattbuss/`). */
export const GUIDE_RELEASE = /`releases\/([a-z0-9&-]+)\/`/.exec(GUIDE.slice(GUIDE.indexOf('## Add a release')))?.[1] ?? '';

/**
 * The folder the guide's new release goes into: the guide's own name, or,
 * if the band has already made a release of that name (it follows the same
 * guide), that name with a number, as a band would name a second one.
 */
export function newReleaseFolder(taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const folder = n === 1 ? GUIDE_RELEASE : `${GUIDE_RELEASE}-${n}`;
    if (!taken.includes(folder)) return folder;
  }
}

/** A picture as a phone takes it: portrait (3:4), grainy, bigger than the cover's minimum. */
async function phonePhoto(file: string) {
  const noise = { type: 'gaussian', mean: 120, sigma: 40 } as const;
  await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#777', noise } })
    .jpeg({ quality: 85 })
    .toFile(file);
}

export const steps = {
  'add an upcoming gig': { gigDate: daysFromNow(30) },
  'add a past gig': { gigDate: '2022-06-11' },
  'add a release with a phone-photo cover': {},
  'edit lyrics': {},
  'remove a release': {},
} as const;
export type Step = keyof typeof steps;

/** The release site.yaml features on the home page. */
const featuredIn = (dir: string) => /release: (\S+)/.exec(readFileSync(path.join(dir, 'site.yaml'), 'utf8'))?.[1];

/**
 * The steps the guide can take on the band's content: all, but removing a
 * release only where one is left for the home page to feature.
 */
export function stepsFor(dir = CONTENT_DIR): Step[] {
  const removable = readdirSync(path.join(dir, 'releases')).some((slug) => slug !== featuredIn(dir));
  return (Object.keys(steps) as Step[]).filter((step) => step !== 'remove a release' || removable);
}

/**
 * The band's content, copied, with one step of the guide done to it; `edited`
 * names the release the step added or changed, where it did, and the gig's
 * file (in the copy) the step added.
 */
export async function contentAfter(step: Step): Promise<{ dir: string; cleanUp: () => void; edited?: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-guide-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const releases = path.join(dir, 'releases');
  let edited: string | undefined;
  switch (step) {
    case 'add an upcoming gig':
    case 'add a past gig': {
      // A file of its own, named as the guide says: by its day and town (with a number if the band has that name).
      const gig = gigOn(steps[step].gigDate);
      const folder = path.join(dir, GIGS_FOLDER);
      mkdirSync(folder, { recursive: true });
      const [name] = gigFileNames([parse(gig)], readdirSync(folder));
      edited = path.join(folder, name!);
      writeFileSync(edited, gig);
      break;
    }
    case 'add a release with a phone-photo cover': {
      edited = newReleaseFolder(readdirSync(releases));
      // The guide's examples for its release (release.yaml, the cover, a track), with a phone photo for the cover.
      const guideFolder = `content/releases/${GUIDE_RELEASE}/`;
      const examples = contentExamples(GUIDE_DOC).filter((example) => example.file.startsWith(guideFolder));
      if (examples.length === 0) throw new Error(`docs/updating-the-site.md has no example in ${guideFolder}`);
      for (const example of examples) {
        await doExample(example, path.join(releases, edited, example.file.slice(guideFolder.length)), phonePhoto);
      }
      break;
    }
    case 'edit lyrics': {
      edited = readdirSync(releases)[0]!;
      const release = path.join(releases, edited);
      const track = path.join(
        release,
        readdirSync(release).find((file) => file.endsWith('.md'))!,
      );
      const text = readFileSync(track, 'utf8');
      // A line of the first section, rewritten.
      writeFileSync(track, text.replace(/(## [a-z-]+\n)([^\n]+)/, '$1Vi skrev om den här raden i webbläsaren'));
      break;
    }
    case 'remove a release': {
      // One the home page does not feature, if the band has one; else its only release.
      const slugs = readdirSync(releases);
      edited = slugs.find((slug) => slug !== featuredIn(dir)) ?? slugs[0];
      if (edited) rmSync(path.join(releases, edited), { recursive: true });
      // As the guide says: and the press kit's tracks that name it.
      const press = path.join(dir, 'press.yaml');
      if (edited && existsSync(press)) {
        const lines = readFileSync(press, 'utf8').split('\n');
        writeFileSync(press, lines.filter((line) => !line.trim().startsWith(`- ${edited}/`)).join('\n'));
      }
      break;
    }
  }
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }), ...(edited ? { edited } : {}) };
}

/**
 * One example of content done as the guide says, to `file`; its picture
 * drawn by `drawPicture` (a plain one of the size the guide names).
 */
async function doExample(example: ContentExample, file: string, drawPicture?: (file: string) => Promise<void>) {
  const where = `${example.doc}:${example.line} (${example.how} ${example.file})`;
  if (example.how === 'append to' && !existsSync(file)) throw new Error(`${where}: there is no such file to add to`);
  if (example.how !== 'append to' && existsSync(file)) throw new Error(`${where}: the file is there already`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (example.how === 'recording') {
    // A quiet tone of the length the guide names, made by the encoder the build reads it with.
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${example.seconds}`, '-ac', '1', '-ar', '8000', file]);
  } else if (example.how === 'picture') {
    const { width, height } = example;
    await (
      drawPicture ??
      ((to) =>
        sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
          .toFile(to)
          .then(() => {}))
    )(file);
  } else if (example.how === 'new file') {
    writeFileSync(file, `${example.text}\n`);
  } else {
    const before = readFileSync(file, 'utf8');
    // A setting the file has already (a band's site.yaml may name a mail provider before the guide's example
    // does) is changed to the example's, as the band would; anything else is added at the end.
    const setting = /\.ya?ml$/.test(file) ? parseDocument(example.text).contents : null;
    const document = setting ? parseDocument(before) : null;
    if (document && isMap(setting) && setting.items.some(({ key }) => document.has(key))) {
      for (const { key, value } of setting.items) document.set(key, value);
      writeFileSync(file, document.toString({ lineWidth: 0 }));
    } else appendFileSync(file, `${before === '' || before.endsWith('\n') ? '' : '\n'}${example.text}\n`);
  }
}

/**
 * The band's content, copied, with every example of content in the guide
 * done to it as the guide says, in its order. The guide's release goes into
 * a folder the band has not used (`newReleaseFolder`): `fileOf` gives the
 * copy's file for a path the guide names, `asTheGuideShows` turns the copy's
 * paths in a message back into the guide's.
 */
export async function contentWithGuideExamples(): Promise<{
  dir: string;
  cleanUp: () => void;
  examples: ContentExample[];
  fileOf: (shown: string) => string;
  asTheGuideShows: (message: string) => string;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-guide-examples-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const release = newReleaseFolder(readdirSync(path.join(dir, 'releases')));
  const guideFolder = `content/releases/${GUIDE_RELEASE}/`;
  const fileOf = (shown: string) =>
    path.join(
      dir,
      shown.startsWith(guideFolder) ? `releases/${release}/${shown.slice(guideFolder.length)}` : path.relative('content', shown),
    );
  const shownDir = path.relative(process.cwd(), dir).split(path.sep).join('/');
  const asTheGuideShows = (message: string) =>
    message.replaceAll(`${shownDir}/releases/${release}`, guideFolder.slice(0, -1)).replaceAll(shownDir, 'content');
  const examples = contentExamples(GUIDE_DOC);
  for (const example of examples) await doExample(example, fileOf(example.file));
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }), examples, fileOf, asTheGuideShows };
}
