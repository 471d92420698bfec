// The band's editor (admin/), through its own interface, offline. Its
// local-folder mode runs on a real browser file-system handle: a copy of the
// repository's content in the origin-private file system, handed to the
// editor where it asks for a folder. What it writes is read back and passes
// the build's content check unchanged.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { loadContent } from '../../src/content/content';
import { expect, test, type PageProblems } from './fixtures';

const EDITOR = 'admin/';
/** The folder of the origin-private file system that stands for the band's clone. */
const CLONE = 'kantstott';

/** Every file of a folder, by its path inside it, as bytes. */
function filesOf(dir: string, prefix = ''): [string, Buffer][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, Buffer][] => {
    const name = `${prefix}${entry.name}`;
    return entry.isDirectory() ? filesOf(path.join(dir, entry.name), `${name}/`) : [[name, readFileSync(path.join(dir, entry.name))]];
  });
}

/** The origins a page's Content-Security-Policy names. */
async function originsNamed(page: Page): Promise<string[]> {
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  return [...policy.matchAll(/https:\/\/[^\s;]+/g)].map(([origin]) => origin);
}

/**
 * Offline, GitHub's status page (which the editor asks before any sign-in,
 * and its policy names) cannot be reached: that failed request is the one
 * problem the page may show. Nothing else: no script error, no other failure.
 */
function expectOnlyTheStatusCheckFailed(problems: PageProblems, named: readonly string[]) {
  expect(problems.pageErrors, 'script errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests to the site').toEqual([]);
  // The pictures the editor previews are blob: URLs of its own.
  const elsewhere = problems.thirdPartyRequests.filter((url) => /^https?:/.test(url));
  expect(
    elsewhere.filter((url) => !named.includes(new URL(url).origin)),
    'requests to origins the policy does not name',
  ).toEqual([]);
  const unresolved = elsewhere.map((url) => `net::ERR_NAME_NOT_RESOLVED (${url})`);
  expect(problems.consoleErrors.filter((error) => !unresolved.some((failure) => error.endsWith(failure)))).toEqual([]);
}

test('the editor loads with no script error, and reaches no origin its policy does not name', async ({ page, problems, allowProblems }) => {
  allowProblems();
  await page.goto(EDITOR);
  await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  expect(await (await page.request.get(EDITOR)).text()).toMatch(/<meta name="robots" content="noindex/);
  expectOnlyTheStatusCheckFailed(problems, await originsNamed(page));
});

test('no fan page links to the editor, and the sitemap does not list it', async ({ request }) => {
  for (const file of ['', 'sitemap.xml', '404.html']) {
    const text = await (await request.get(file)).text();
    expect(text, file || 'index.html').not.toMatch(/admin\//);
  }
});

test.describe('with the offline copy', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the fan pages' service worker keeps nothing of the editor", async ({ page, problems, allowProblems }) => {
    allowProblems();
    await page.goto('');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto(EDITOR);
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) urls.push(...(await (await caches.open(name)).keys()).map((request) => request.url));
      return urls;
    });
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.filter((url) => new URL(url).pathname.includes('/admin/'))).toEqual([]);
    expectOnlyTheStatusCheckFailed(problems, await originsNamed(page));
  });
});

/** Copies the content into the origin-private file system, as a clone of the repository (the editor looks for .git). */
async function makeClone(page: Page, contentDir: string) {
  const files = filesOf(contentDir).map(([name, bytes]) => [`content/${name}`, bytes.toString('base64')] as const);
  await page.evaluate(
    async ({ clone, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(clone, { recursive: true }).catch(() => {});
      const repository = await root.getDirectoryHandle(clone, { create: true });
      await repository.getDirectoryHandle('.git', { create: true });
      for (const [name, base64] of files) {
        const parts = name.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { clone: CLONE, files },
  );
}

/** The clone's content folder as the editor left it, as files. */
async function readClone(page: Page): Promise<[string, Buffer][]> {
  const files = await page.evaluate(async (clone) => {
    const read: [string, string][] = [];
    const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
      for await (const [name, handle] of (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          read.push([`${prefix}${name}`, btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))]);
        }
      }
    };
    const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(clone);
    await walk(await repository.getDirectoryHandle('content'), '');
    return read;
  }, CLONE);
  return files.map(([name, base64]) => [name, Buffer.from(base64, 'base64')]);
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const MONTHS_AHEAD = 6;
// A hang detector, not a measure: the editor's interface takes about 30 s alone and several times that beside the
// rest of the suite on two cores.
const EDITING_TIMEOUT_MS = 360_000;

test('in local-folder mode, the band adds a gig abroad, fixes a lyric, adds a bio and uploads a press photo', async ({
  page,
  problems,
  allowProblems,
  contentDir,
  content,
}) => {
  // Four edits through the editor's forms, each saved: longer than a test's default time on a busy machine.
  test.setTimeout(EDITING_TIMEOUT_MS);
  allowProblems();
  // The folder the editor asks for is the clone in the origin-private file system.
  await page.addInitScript((clone) => {
    Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(clone) });
  }, CLONE);
  await page.goto(EDITOR);
  // A member with no English bio yet: the band's first, in a copy of the content without theirs.
  const work = mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  const copy = path.join(work, 'content');
  for (const [name, bytes] of filesOf(contentDir)) {
    mkdirSync(path.dirname(path.join(copy, name)), { recursive: true });
    writeFileSync(path.join(copy, name), bytes);
  }
  const band = parseDocument(readFileSync(path.join(copy, 'band.yaml'), 'utf8'));
  band.deleteIn(['members', 0, 'bioEn']);
  writeFileSync(path.join(copy, 'band.yaml'), band.toString({ indentSeq: true, lineWidth: 0 }));
  await makeClone(page, copy);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: 'Gigs' })).toBeVisible();

  // A gig to come, some months from now.
  const gig = { date: isoDay(new Date(Date.now() + MONTHS_AHEAD * 30 * DAY_MS)), club: 'Zum Goldenen Ring', town: 'Leipzig' };
  await test.step('a gig abroad, with its time zone, doors and tickets', async () => {
    await open(page, 'Gigs', 'Gigs');
    // Folded, the gigs leave the new one the only one open.
    await page.getByRole('button', { name: 'Collapse All' }).first().click();
    await page.getByRole('button', { name: /^Add .*Gig/ }).click();
    const added = page
      .locator('[role=group]')
      .filter({ has: page.getByRole('group', { name: /“.Club.” Field/ }) })
      .last();
    await added.getByRole('textbox', { name: 'Date' }).fill(gig.date);
    await added.getByRole('textbox', { name: 'Club' }).fill(gig.club);
    await added.getByRole('textbox', { name: 'Town' }).fill(gig.town);
    await added.getByRole('combobox', { name: 'Country' }).click();
    await page.keyboard.type('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await added.getByRole('combobox', { name: 'Time zone' }).click();
    await page.keyboard.type('Europe/Ber');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await added.getByRole('button', { name: /^Add .*Band/ }).click();
    await added
      .getByRole('group', { name: /“.Bands.” Field/ })
      .getByRole('textbox')
      .last()
      .fill(content.site.name);
    await added.getByRole('textbox', { name: 'Time' }).fill('20:30');
    await added.getByRole('textbox', { name: 'Doors' }).fill('19:30');
    await added.getByRole('textbox', { name: 'Tickets' }).fill('https://tickets.example.com/leipzig');
    await save(page);
  });

  // The first track of the newest release: its first sung line, its first word changed.
  const release = content.releases[0]!;
  const track = release.tracks[0]!;
  const [firstLine = ''] = track.sections[0]!.lines;
  const fixedLine = firstLine.replace(/^\S+/, 'Nu');
  await test.step('a word of a lyric', async () => {
    // The tracks sit in a folder per release, as in content/releases/.
    await open(page, 'Tracks and lyrics', track.title, release.slug);
    const lyrics = page.getByRole('textbox', { name: 'Lyrics' });
    await lyrics.fill((await lyrics.inputValue()).replace(firstLine, fixedLine));
    await save(page);
  });

  const bio = 'Plays the bass and writes the words, mostly on the night bus.';
  await test.step("a member's bio in English", async () => {
    await open(page, 'The band', 'Band and members');
    const bioEn = page
      .getByRole('group', { name: /“.Members.” Field/ })
      .getByRole('textbox', { name: 'Bio in English' })
      .first();
    await scrollTo(page, bioEn);
    await bioEn.fill(bio);
    await save(page);
  });

  const photo = { file: 'press-live.svg', caption: 'Live in Leipzig', credit: 'Photo: the band' };
  await test.step('a press photo, uploaded', async () => {
    await open(page, 'Press kit', 'Press kit');
    await page.getByRole('button', { name: /^Add .*Photo/ }).click();
    // The new photo is the one with no picture yet: the one that offers to browse for one.
    const browse = page.getByRole('button', { name: 'Browse' });
    const added = page
      .getByRole('group', { name: /“.Picture.” Field/ })
      .filter({ has: browse })
      .locator('..');
    await added.getByRole('textbox', { name: 'Alt' }).fill('The band on a stage in Leipzig');
    await added.getByRole('textbox', { name: 'Caption' }).fill(photo.caption);
    await added.getByRole('textbox', { name: 'Credit' }).fill(photo.credit);
    await added.getByRole('radio', { name: 'landscape', exact: true }).click();
    await browse.click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    // A picture of its own: the band's group art, signed.
    const picture = Buffer.concat([
      readFileSync(path.join(contentDir, 'pictures', 'group.svg')),
      Buffer.from('<!-- live in Leipzig -->\n'),
    ]);
    await (await chooser).setFiles({ name: photo.file, mimeType: 'image/svg+xml', buffer: picture });
    await library.getByRole('button', { name: 'Insert' }).click();
    // Inserted: the dialog closes, and the photo's form names its picture.
    await expect(library).toBeHidden();
    await expect(
      page
        .getByRole('group', { name: /“.Photos.” Field/ })
        .getByText(photo.file)
        .first(),
    ).toBeVisible();
    await save(page);
  });

  // What the editor wrote, read back, checked as the build checks the content.
  const written = path.join(work, 'written');
  for (const [name, bytes] of await readClone(page)) {
    mkdirSync(path.dirname(path.join(written, name)), { recursive: true });
    writeFileSync(path.join(written, name), bytes);
  }
  const loaded = (await loadContent(written)).content;
  const added = loaded.gigs.find((each) => each.date === gig.date && each.club === gig.club);
  expect(added).toMatchObject({
    town: gig.town,
    countryCode: 'DE',
    timeZone: 'Europe/Berlin',
    doors: '19:30',
    time: '20:30',
    tickets: 'https://tickets.example.com/leipzig',
  });
  const fixed = loaded.releases.find((each) => each.slug === release.slug)!.tracks[0]!;
  expect(fixed.sections[0]!.lines[0]).toBe(fixedLine);
  expect(loaded.band.members[0]!.bioEn).toBe(bio);
  expect(loaded.press.photos.at(-1)).toMatchObject({ caption: photo.caption, credit: photo.credit, orientation: 'landscape' });
  expect(loaded.press.photos.at(-1)!.picture.file).toMatch(new RegExp(`pictures/${photo.file.replace('.', '\\.')}$`));

  // The gig's save touched that gig's lines only: the file before it is all there, as it was.
  const before = readFileSync(path.join(copy, 'gigs.yaml'), 'utf8');
  const after = readFileSync(path.join(written, 'gigs.yaml'), 'utf8');
  expect(after.startsWith(before)).toBe(true);
  expect(after.slice(before.length)).toMatch(new RegExp(`^- date: ${gig.date}\\n(  \\S.*\\n|    - .*\\n)+$`));
  // The lyric's file changed in that one line.
  const trackFile = readdirSync(path.join(copy, 'releases', release.slug)).find((name) => name.endsWith(`-${track.id}.md`))!;
  const linesBefore = readFileSync(path.join(copy, 'releases', release.slug, trackFile), 'utf8').split('\n');
  const linesAfter = readFileSync(path.join(written, 'releases', release.slug, trackFile), 'utf8').split('\n');
  expect(linesAfter.filter((line, index) => line !== linesBefore[index])).toEqual([fixedLine]);

  expectOnlyTheStatusCheckFailed(problems, await originsNamed(page));
  rmSync(work, { recursive: true, force: true });
});

/** Scrolls the form down until `target` is there: the editor draws a long form's fields as they come into view. */
async function scrollTo(page: Page, target: Locator) {
  await page.mouse.move(300, 500);
  for (let step = 0; step < 50 && (await target.count()) === 0; step += 1) await page.mouse.wheel(0, 400);
  await target.scrollIntoViewIfNeeded();
}

/** Opens an entry through the editor's lists, as the band would: its collection (and folder), then the entry. */
async function open(page: Page, collection: string, entry: string, folder?: string) {
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  if (folder) await page.getByRole('treeitem', { name: folder, exact: true }).click();
  await page.getByRole('row', { name: entry, exact: true }).click();
}

/** Saves the entry open in the editor, and waits for the editor to say so. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved, the editor closes the entry and says so.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByText('Entry saved.')).toBeVisible();
}
