// The band's editor, timed and checked in Chromium (npm run bench -- --editor,
// which runs this under tsx): its local-folder mode on a build's admin/,
// driven through its own interface by the browser tests' helpers
// (__tests__/support/editorPage.ts), on the band's content and on a generated
// catalogue of 2,000 gigs, 60 releases and 200 posts. Each run opens the
// editor in a new page and times the steps a band member takes: open Gigs;
// find a gig by its club in the search; open it; change its doors time and
// save; then duplicate it, give the copy a new day and a town with an ä, and
// save. After each save it checks the clone: the first changed that one
// line of that one file, the second added one file, named in plain Swedish
// letters, that differs from the gig by those two lines; nothing else moved.
// A second page of each run finds the oldest gig at the club played most
// often, the last of the most gigs a club's search lists.
// A check that fails ends the run with its diff and a non-zero exit: these
// are the issue's end-to-end checks at a size the test suite cannot afford.
//
//   tsx tools/bench-editor.mts [--no-build] [--runs 3] [--catalogues band,generated,<folder>] [--site dist] [--profile]
//
// --site: the built site whose admin/ to drive (another checkout's dist/ to
// compare a commit). --profile: each step's JavaScript, sampled, into
// bench-results/editor-profiles/, and where its time went printed. The goal
// is 2 s a step but the start.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type BrowserContext, chromium, expect, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { duplicate, gigRow, handTheCloneOver, makeClone, readClone, save, scrollTo, search } from '../__tests__/support/editorPage';
import { readFolder } from '../__tests__/support/siteVersions';
import { chromiumFlags, chromiumPath } from './chromium.js';
import { serve } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The issue's goal for each step, in ms. */
const STEP_GOAL_MS = 2000;
/** The generated catalogue: a band's twenty years. */
const GENERATED = { gigs: 2000, releases: 60, posts: 200 };
/** Its seed: the same catalogue every run, so runs compare. */
const GENERATED_SEED = '2000';
/** A step that waits longer than this hangs: a detector, not a measure. */
const STEP_TIMEOUT_MS = 120_000;
/** Where the gigs were, one list, before each had a file (up to 62c1626): --site of such a build, on such content. */
const SINGLE_FILE = 'gigs.yaml';
/** How far the bench scrolls the form of every gig to find one: past the longest list it is given. */
const MAX_SCROLLS = 2000;
/** The profiler's sampling interval, µs: fine enough for a step of a few hundred ms. */
const PROFILE_INTERVAL_US = 200;
/** The town the copy of a gig moves to, and the name its file must have: Swedish plain letters. */
const NEW_TOWN = { name: 'Hässleholm', inFileName: 'hassleholm' };

interface Gig {
  /** Its path in the content folder. */
  file: string;
  date: string;
  club: string;
  town: string;
  country: string;
  doors?: string;
}

interface StepTimes {
  start: number;
  openGigs: number;
  find: number;
  findOften: number;
  open: number;
  save: number;
  duplicate: number;
  saveCopy: number;
}
const STEPS: [keyof StepTimes, string][] = [
  ['start', 'start: the page loaded and the folder read, until the collections show'],
  ['openGigs', 'open Gigs, until the list shows the newest gig'],
  ['find', 'find a gig by its club (typed into the search, scrolled to its day), until it shows'],
  ['findOften', 'the same for the oldest gig at the club played most often (a page of its own)'],
  ['open', 'open it, until its form shows its club'],
  ['save', 'save a new doors time, until the editor says saved'],
  ['duplicate', 'duplicate it (open again), until the copy shows its club'],
  ['saveCopy', 'save the copy with a new day and town, until the editor says saved'],
];

/** The gigs of a content folder's files, as their files say: a file each, or (before they were) one list in gigs.yaml. */
function gigsOf(files: ReadonlyMap<string, Buffer>): Gig[] {
  const list = files.get(SINGLE_FILE);
  if (list) return (parse(list.toString('utf8')) as Omit<Gig, 'file'>[]).map((gig) => ({ ...gig, file: SINGLE_FILE }));
  return [...files]
    .filter(([name]) => /^gigs\/[^/]+\.yaml$/.test(name))
    .map(([file, bytes]) => ({ file, ...(parse(bytes.toString('utf8')) as Omit<Gig, 'file'>) }));
}

/**
 * The gig the runs work on: in Sweden (its copy moves to a Swedish town),
 * with the most fields filled in (doors, an age limit …), the oldest of
 * those; the newest gig, which the list shows first; and the oldest gig at
 * the club played most often, the last of its search's gigs.
 */
function gigsToUse(gigs: Gig[]) {
  const byDate = [...gigs].sort((a, b) => a.date.localeCompare(b.date));
  const swedish = byDate.filter((gig) => gig.country === 'Sweden');
  const fields = (gig: Gig) => Object.keys(gig).length;
  const target = swedish.reduce<Gig | undefined>((best, gig) => (best && fields(best) >= fields(gig) ? best : gig), undefined);
  if (!target) throw new Error('the content has no gig in Sweden');
  const played = new Map<string, Gig[]>();
  for (const gig of byDate) played.set(gig.club, [...(played.get(gig.club) ?? []), gig]);
  const often = [...played.values()].reduce((most, each) => (each.length > most.length ? each : most))[0]!;
  return { target, newest: byDate.at(-1)!, often };
}

/**
 * A stopwatch for a page's steps: times `action` until `done` resolves, in
 * ms. With `profileDir`, also records the page's JavaScript over the step
 * (Chrome's sampling profiler) into `<profileDir>/<step>.cpuprofile`, which
 * Chrome's DevTools open, and prints where its time went.
 */
function stopwatch(page: Page, profileDir?: string) {
  return async (step: keyof StepTimes, action: () => Promise<unknown>, done: () => Promise<unknown>) => {
    const cdp = profileDir ? await page.context().newCDPSession(page) : undefined;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
      await cdp.send('Profiler.start');
    }
    const start = performance.now();
    await action();
    await done();
    const ms = Math.round(performance.now() - start);
    if (cdp && profileDir) {
      const { profile } = await cdp.send('Profiler.stop');
      mkdirSync(profileDir, { recursive: true });
      writeFileSync(path.join(profileDir, `${step}.cpuprofile`), JSON.stringify(profile));
      console.error(`[bench] ${step}: ${ms} ms\n${whereTimeWent(profile)}`);
      await cdp.detach();
    }
    return ms;
  };
}

/** Each script's share of a profile's samples, and the functions that took the most themselves: where a step's time went. */
function whereTimeWent(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<number, number>();
  (profile.samples ?? []).forEach((id, index) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0) / 1000));
  const scripts = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, ms] of self) {
    const { callFrame } = byId.get(id)!;
    const script = callFrame.url.split('/').pop() || callFrame.functionName || '(native)';
    scripts.set(script, (scripts.get(script) ?? 0) + ms);
    const where = callFrame.url ? `${originalOf(callFrame)} (${script})` : callFrame.functionName;
    functions.set(where, (functions.get(where) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, count: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `    ${Math.round(ms)} ms  ${name}`);
  return ['  by script:', ...top(scripts, 6), '  by function, its own time:', ...top(functions, 12)].join('\n');
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

/** The editor's source maps, by its script's name: a profile of its minified code names its own sources. */
const sourceMaps = new Map<string, SourceMap | null>();
/** Where a profiled function is in the editor's own sources, where its package's map says (else its name and line). */
function originalOf({ functionName, url, lineNumber, columnNumber }: ProfileNode['callFrame']) {
  const script = url.split('/').pop() ?? '';
  if (!sourceMaps.has(script)) {
    const map = script === 'sveltia-cms.js' ? path.join(ROOT, 'node_modules/@sveltia/cms/dist/sveltia-cms.js.map') : undefined;
    sourceMaps.set(script, map ? new SourceMap(JSON.parse(readFileSync(map, 'utf8'))) : null);
  }
  const original = sourceMaps.get(script)?.findEntry(lineNumber, columnNumber) as
    { originalSource?: string; originalLine?: number } | undefined;
  return original?.originalSource
    ? `${functionName || '(anonymous)'} ${original.originalSource.replace(/^(\.\.\/)+/, '')}:${original.originalLine! + 1}`
    : `${functionName || '(anonymous)'} :${lineNumber + 1}`;
}

/** A SHA-256 of every file of the clone's content folder, hashed in the page: reading 150 MB out of it each save would be the bench's own cost. */
function cloneDigests(page: Page): Promise<Map<string, string>> {
  return page
    .evaluate(async () => {
      const found: [string, string][] = [];
      const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
        for await (const [name, handle] of (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else {
            const digest = await crypto.subtle.digest('SHA-256', await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            found.push([`${prefix}${name}`, Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')]);
          }
        }
      };
      const root = await navigator.storage.getDirectory();
      // The clone's folder name is editorPage.ts's; the content is its only folder with files.
      for await (const [, clone] of (root as unknown as { entries(): AsyncIterable<[string, FileSystemDirectoryHandle]> }).entries())
        await walk(await clone.getDirectoryHandle('content'), '');
      return found;
    })
    .then((found) => new Map(found));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** `git diff` of one file's two texts, without context lines; and its lines removed and added. */
function diffOf(name: string, before: string | undefined, after: string | undefined) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  try {
    const sides = { a: before, b: after };
    for (const [side, text] of Object.entries(sides)) {
      mkdirSync(path.dirname(path.join(work, side, name)), { recursive: true });
      if (text !== undefined) writeFileSync(path.join(work, side, name), text);
    }
    const args = [
      'diff',
      '--no-index',
      '--no-prefix',
      '--unified=0',
      before === undefined ? '/dev/null' : `a/${name}`,
      after === undefined ? '/dev/null' : `b/${name}`,
    ];
    const text = spawnSync('git', args, { cwd: work, encoding: 'utf8' }).stdout;
    const lines = text.split('\n').filter((line) => !/^(---|\+\+\+) /.test(line));
    return {
      text,
      removed: lines.filter((line) => line.startsWith('-')).map((line) => line.slice(1)),
      added: lines.filter((line) => line.startsWith('+')).map((line) => line.slice(1)),
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The files of the clone that differ from `before`: changed, added or removed. */
function changedFiles(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>) {
  return [...new Set([...before.keys(), ...after.keys()])].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** A check of what a save wrote; a failure names what it saw. */
function check(ok: boolean, what: string, diff: string) {
  if (!ok) throw new Error(`${what}\n${diff}`);
}

/** One file of the clone, as text. */
async function cloneText(page: Page, name: string) {
  return (await readClone(page, [name])).get(name)?.toString('utf8');
}

/** Opens the editor on the clone, until it lists the collections: the start's time. */
function editorStarted(page: Page, timed: ReturnType<typeof stopwatch>, url: string) {
  // The first time, the editor asks for the folder; after that it opens the one it had.
  const askFolder = page.getByRole('button', { name: 'Work with Local Repository' });
  const collections = page.getByRole('treeitem', { name: 'Gigs', exact: true });
  return timed(
    'start',
    () => page.goto(`${url}admin/`),
    async () => {
      await askFolder.or(collections).first().waitFor();
      if (await askFolder.isVisible()) await askFolder.click();
      await collections.waitFor();
    },
  );
}

/** Types `doors` into the open gig's form, and saves it: the save's time. */
async function doorsSaved(page: Page, timed: ReturnType<typeof stopwatch>, doors: string) {
  const doorsField = page.getByRole('textbox', { name: 'Doors', exact: true });
  await scrollTo(page, doorsField);
  await doorsField.fill(doors);
  return timed(
    'save',
    () => Promise.resolve(),
    () => save(page, STEP_TIMEOUT_MS),
  );
}

/**
 * Finds a gig as the band would: its club typed into the search, then the
 * results scrolled down to its day. The editor draws a search's first
 * results at once and more as they are scrolled (scripts/admin-plugin.js).
 */
async function findGig(page: Page, gig: Gig) {
  await search(page, gig.club);
  await scrollTo(page, gigRow(page, gig).first());
}

/** A doors time other than `doors`, a minute later (the form's time field takes HH:mm). */
function otherDoors(doors: string | undefined) {
  const [hours, minutes] = (doors ?? '19:29').split(':').map(Number) as [number, number];
  const next = (hours * 60 + minutes + 1) % (24 * 60);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}

/**
 * One run, in a new page: the editor opened on the clone, the steps timed,
 * each save checked against the clone before it.
 */
async function editorRun(
  context: BrowserContext,
  { url, target, newest, run, profileDir }: { url: string; target: Gig; newest: Gig; run: number; profileDir?: string },
) {
  const page = await context.newPage();
  const timed = stopwatch(page, profileDir);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await handTheCloneOver(page);
  const times: Partial<StepTimes> = {};
  const diffs: string[] = [];
  const collections = page.getByRole('treeitem', { name: 'Gigs', exact: true });
  times.start = await editorStarted(page, timed, url);
  const before = await cloneDigests(page);
  const gigBefore = (await cloneText(page, target.file))!;
  times.openGigs = await timed(
    'openGigs',
    () => collections.click(),
    () => gigRow(page, newest).first().waitFor(),
  );
  times.find = await timed(
    'find',
    () => findGig(page, target),
    () => gigRow(page, target).first().waitFor(),
  );
  const club = page.getByRole('textbox', { name: 'Club', exact: true });
  times.open = await timed(
    'open',
    () => gigRow(page, target).first().click(),
    () => expect(club).toHaveValue(target.club, { timeout: STEP_TIMEOUT_MS }),
  );
  const doors = otherDoors((parse(gigBefore) as { doors?: string }).doors);
  times.save = await doorsSaved(page, timed, doors);

  // Saved: that one line of that one file, and nothing else.
  const edited = await cloneDigests(page);
  const gigAfter = (await cloneText(page, `${target.file}`))!;
  const edit = diffOf(`content/${target.file}`, gigBefore, gigAfter);
  diffs.push(edit.text);
  check(
    changedFiles(before, edited).join() === target.file &&
      edit.added.length === 1 &&
      edit.added[0] === `doors: ${doors}` &&
      edit.removed.length <= 1 &&
      edit.removed.every((line) => line.startsWith('doors: ')),
    `the doors time's save is not that one line of ${target.file}: files changed ${changedFiles(before, edited).join(', ')}`,
    edit.text,
  );

  // A copy for another night of the tour: the same gig, a new day in a new town.
  const day = `2031-0${(run % 9) + 1}-1${run % 10}`;
  await findGig(page, target);
  await gigRow(page, target).first().click();
  await expect(club).toHaveValue(target.club, { timeout: STEP_TIMEOUT_MS });
  times.duplicate = await timed(
    'duplicate',
    () => duplicate(page),
    () => expect(club).toHaveValue(target.club, { timeout: STEP_TIMEOUT_MS }),
  );
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill(day);
  await page.getByRole('textbox', { name: 'Town', exact: true }).fill(NEW_TOWN.name);
  // The doors time's "Entry saved." gone first, so the step times this save alone.
  await expect(page.getByText('Entry saved.')).toHaveCount(0, { timeout: STEP_TIMEOUT_MS });
  times.saveCopy = await timed(
    'saveCopy',
    () => Promise.resolve(),
    () => save(page, STEP_TIMEOUT_MS),
  );
  const copied = await cloneDigests(page);
  const copyFile = `gigs/${day}-${NEW_TOWN.inFileName}.yaml`;
  const copy = await cloneText(page, copyFile);
  const added = diffOf(`content/${copyFile}`, undefined, copy);
  diffs.push(added.text);
  check(
    changedFiles(edited, copied).join() === copyFile,
    `the copy is not one new file ${copyFile}: files changed ${changedFiles(edited, copied).join(', ')}`,
    added.text,
  );
  // The copy is the gig, its day and town lines new.
  const fromGig = diffOf('gig', gigAfter, copy);
  diffs.push(fromGig.text);
  check(
    fromGig.removed.join('\n') === `date: ${target.date}\ntown: ${target.town}` &&
      fromGig.added.join('\n') === `date: ${day}\ntown: ${NEW_TOWN.name}`,
    `the copy differs from ${target.file} by more than its day and town`,
    fromGig.text,
  );
  await page.close();
  return { times: times as StepTimes, diffs };
}

/**
 * The find step again, in a page of its own, so that its search is the
 * page's first: for the oldest gig at the club played most often, which is
 * the last of the gigs that search lists.
 */
async function oftenPlayedRun(
  context: BrowserContext,
  { url, often, newest, profileDir }: { url: string; often: Gig; newest: Gig; profileDir?: string },
) {
  const page = await context.newPage();
  const timed = stopwatch(page, profileDir);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await handTheCloneOver(page);
  await editorStarted(page, timed, url);
  await page.getByRole('treeitem', { name: 'Gigs', exact: true }).click();
  await gigRow(page, newest).first().waitFor();
  const findOften = await timed(
    'findOften',
    () => findGig(page, often),
    () => gigRow(page, often).first().waitFor(),
  );
  await page.close();
  return findOften;
}

/**
 * One run of the editor from before each gig had a file: Gigs is one file,
 * one form holding every gig. Timed as the band works there: the form opened;
 * the gig found in it by its line (date, club, town) and opened; a new doors
 * time saved. It checks that the save changed gigs.yaml alone, and prints
 * how many of its lines, since that editor wrote the whole list anew.
 */
async function singleFileRun(context: BrowserContext, { url, target, profileDir }: { url: string; target: Gig; profileDir?: string }) {
  const page = await context.newPage();
  const timed = stopwatch(page, profileDir);
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  await handTheCloneOver(page);
  const collections = page.getByRole('treeitem', { name: 'Gigs', exact: true });
  const times: Partial<StepTimes> = { start: await editorStarted(page, timed, url) };
  const before = await cloneDigests(page);
  const listBefore = (await cloneText(page, SINGLE_FILE))!;
  const lineOf = (gig: Gig) => page.getByText(`${gig.date} · ${gig.club}, ${gig.town}`, { exact: true });
  const collapseAll = page.getByRole('button', { name: 'Collapse All' }).first();
  times.openGigs = await timed(
    'openGigs',
    async () => {
      await collections.click();
      // A collection of files lists them; the form opens at its one file, every gig's fields open.
      await page.getByRole('row', { name: 'Gigs', exact: true }).click();
    },
    () => collapseAll.waitFor(),
  );
  // The band closes every gig to see each as a line, finds the line and opens that gig.
  times.find = await timed(
    'find',
    async () => {
      await collapseAll.click();
      // The form draws its items as they come into view: scrolled down to it, as the band would.
      await page.mouse.move(300, 500);
      for (let step = 0; step < MAX_SCROLLS && (await lineOf(target).count()) === 0; step += 1) await page.mouse.wheel(0, 800);
      await lineOf(target).first().scrollIntoViewIfNeeded();
    },
    () => lineOf(target).first().waitFor(),
  );
  // Its item's own button; opened, it is the one gig whose fields show.
  const item = page
    .getByRole('group')
    .filter({ has: lineOf(target) })
    .last();
  times.open = await timed(
    'open',
    () => item.getByRole('button', { name: 'Expand' }).first().click(),
    () => expect(page.getByRole('textbox', { name: 'Club', exact: true })).toHaveValue(target.club, { timeout: STEP_TIMEOUT_MS }),
  );
  const now = (parse(listBefore) as Gig[]).find((gig) => String(gig.date) === target.date && gig.club === target.club);
  const doors = otherDoors(now?.doors);
  times.save = await doorsSaved(page, timed, doors);
  const after = await cloneDigests(page);
  const edit = diffOf(`content/${SINGLE_FILE}`, listBefore, (await cloneText(page, SINGLE_FILE))!);
  check(
    changedFiles(before, after).join() === SINGLE_FILE && edit.added.includes(`  doors: ${doors}`),
    `the save did not write the new doors time into ${SINGLE_FILE} alone: files changed ${changedFiles(before, after).join(', ')}`,
    edit.text,
  );
  const summary = `${SINGLE_FILE}: ${edit.removed.length} lines removed, ${edit.added.length} added, of ${listBefore.split('\n').length - 1}`;
  await page.close();
  return { times: times as StepTimes, diffs: [summary, edit.text.length < 2000 ? edit.text : `${edit.text.slice(0, 2000)}…`] };
}

/** The steps on one catalogue: the clone made once, then `runs` runs, each in a new page. */
async function measureCatalogue({
  url,
  contentDir,
  runs,
  profileDir,
}: {
  url: string;
  contentDir: string;
  runs: number;
  profileDir?: string;
}) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx compiles this file keeping function names, through a helper (`__name`) that the page lacks.
    await context.addInitScript('globalThis.__name = (target) => target');
    const setup = await context.newPage();
    await handTheCloneOver(setup);
    await setup.goto(`${url}admin/`);
    await makeClone(setup, contentDir);
    const content = readFolder(contentDir);
    const gigs = gigsOf(content);
    const { target, newest, often } = gigsToUse(gigs);
    // The clone is the content, byte for byte, before the runs.
    check(
      changedFiles(new Map([...content].map(([name, bytes]) => [name, sha256(bytes)])), await cloneDigests(setup)).length === 0,
      'the clone is not the content',
      '',
    );
    await setup.close();
    const perRun: Awaited<ReturnType<typeof editorRun>>[] = [];
    for (let run = 0; run < runs; run++) {
      console.error(`[bench] editor, ${gigs.length} gigs: run ${run + 1}/${runs}`);
      const each = { url, target, newest, run, profileDir: profileDir && path.join(profileDir, `run-${run + 1}`) };
      if (content.has(SINGLE_FILE)) perRun.push(await singleFileRun(context, each));
      else {
        const done = await editorRun(context, each);
        const findOften = await oftenPlayedRun(context, {
          ...each,
          often,
          profileDir: each.profileDir && path.join(each.profileDir, 'often'),
        });
        perRun.push({ ...done, times: { ...done.times, findOften } });
      }
    }
    // As it goes: a later catalogue that fails leaves these.
    console.error(`[bench] ${contentDir}: ${JSON.stringify(perRun.map((each) => each.times))}`);
    return { gigs: gigs.length, target: target.file, runs: perRun };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const { values } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      catalogues: { type: 'string', default: 'band,generated' },
      site: { type: 'string', default: 'dist' },
      profile: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number from 1, not ${values.runs}`);
  const generated = path.join(ROOT, 'node_modules/.cache/editor-catalogue');
  const catalogues = Object.fromEntries(
    values.catalogues
      .split(',')
      .map((name) => [name, name === 'band' ? path.join(ROOT, 'content') : name === 'generated' ? generated : name]),
  );
  if ('generated' in catalogues) {
    const counts = Object.entries(GENERATED).flatMap(([name, count]) => [`--${name}`, String(count)]);
    const made = spawnSync('npx', ['tsx', 'tools/make-catalogue.ts', '--out', generated, '--seed', GENERATED_SEED, ...counts], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (made.status !== 0) throw new Error('make-catalogue failed');
  }
  // The editor is the same whatever the content: the band's build carries it.
  if (!values['no-build'] && spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' }).status !== 0)
    throw new Error('the build failed');
  const server = await serve({ dir: path.resolve(ROOT, values.site), port: 0, base: '/kantstott/' });
  const results: { catalogue: string; gigs: number; target: string; runs: Awaited<ReturnType<typeof editorRun>>[] }[] = [];
  try {
    for (const [catalogue, contentDir] of Object.entries(catalogues))
      results.push({
        catalogue,
        ...(await measureCatalogue({
          url: server.url,
          contentDir,
          runs,
          profileDir: values.profile ? path.join(ROOT, 'bench-results', 'editor-profiles', catalogue) : undefined,
        })),
      });
  } finally {
    await server.close();
  }
  const lines = [
    `The editor, local-folder mode, Chromium, ms (median of ${runs}; goal ≤ ${STEP_GOAL_MS} a step but the start); load ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}:`,
    '',
    `| step | ${results.map((result) => `${result.catalogue} (${result.gigs} gigs)`).join(' | ')} |`,
    `|---|${results.map(() => '--:').join('|')}|`,
    ...STEPS.map(
      ([key, label]) =>
        `| ${label} | ${results.map((result) => (result.runs[0]!.times[key] === undefined ? '—' : median(result.runs.map((run) => run.times[key])))).join(' | ')} |`,
    ),
    '',
    ...results.flatMap((result) => [`${result.catalogue}, the last run's saves, checked:`, ...result.runs.at(-1)!.diffs]),
  ];
  console.log(lines.join('\n'));
  const out = path.join(ROOT, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'editor.json'),
    `${JSON.stringify({ timestamp: new Date().toISOString(), load: os.loadavg(), site: values.site, runs, results }, null, 2)}\n`,
  );
  console.error('[bench] wrote bench-results/editor.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
