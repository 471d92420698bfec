// The band's editor (admin/), through its own interface, offline. Its
// local-folder mode runs on a real browser file-system handle: a copy of the
// repository's content in the origin-private file system, handed to the
// editor where it asks for a folder. What it writes is read back and passes
// the build's content check unchanged.
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { loadContent } from '../../src/content/content';
import { GIGS_FOLDER } from '../../src/content/gigs';
import { gigFileStem } from '../../src/gigs/gig.build';
import { slugify } from '../../src/util/slug.build';
import type { ResponsiveImage } from '../../src/content/pictures';
import type * as BuildProgram from '../../src/prerender.build';
import { pageFile, paths } from '../../src/util/routes';
import { SEARCH_RESULTS_AT_ONCE } from '../../scripts/admin-plugin.js';
import { audioEncoder } from '../../scripts/audio.js';
import { pictureEncoder } from '../../scripts/pictures.js';
import { buildProgramFor } from '../../webpack.config.js';
import {
  DAY_MS,
  duplicate,
  EDITING_TIMEOUT_MS,
  EDITOR,
  gigRow,
  handTheCloneOver,
  isoDay,
  makeClone,
  MONTHS_AHEAD,
  open,
  readClone,
  save,
  scrollTo,
  search,
  showsCollections,
} from '../support/editorPage';
import { readFolder, writeFolder } from '../support/siteVersions';
import { expectOnlyTheStatusCheckFailed, originsNamed } from './checks';
import { CATALOGUE, expect, test } from './fixtures';

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

test(
  "a search's results: a hundred drawn at once, or as many as it found, before any scroll",
  { tag: CATALOGUE },
  async ({ page, allowProblems, contentDir }) => {
    // The editor reading a large catalogue: longer than a test's default time on a busy machine.
    test.setTimeout(EDITING_TIMEOUT_MS);
    allowProblems();
    await handTheCloneOver(page);
    await page.goto(EDITOR);
    // The entries alone, which the search reads: a catalogue's pictures and recordings are most of its bytes.
    const work = mkdtempSync(path.join(os.tmpdir(), 'editor-'));
    const entries = path.join(work, 'content');
    writeFolder(
      entries,
      [...readFolder(contentDir)].filter(([name]) => /\.(yaml|md)$/.test(name)),
    );
    await makeClone(page, entries);
    rmSync(work, { recursive: true, force: true });
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await showsCollections(page);
    // "a" is in nearly every entry: a large catalogue's search finds more than the editor's own 25 at a time.
    await search(page, 'a');
    const results = page.getByRole('grid', { name: 'Entries' });
    const found = Number(await results.getAttribute('aria-rowcount'));
    await expect.poll(() => results.getByRole('row').count()).toBeGreaterThanOrEqual(Math.min(found, SEARCH_RESULTS_AT_ONCE));
  },
);

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

// One action (a click, a field filled) waits at most a minute for its element, so a step that hangs fails
// there, naming itself, rather than using up the whole test's time.
test.use({ actionTimeout: 60_000 });

test('in local-folder mode, the band adds a gig abroad, duplicates one and adds a post, finds the tracks in order, fixes a lyric, changes the booking address, adds a bio, a press photo, a track and a cover', async ({
  page,
  problems,
  allowProblems,
  contentDir,
  content,
}) => {
  // Its edits through the editor's forms, each saved: longer than a test's default time on a busy machine.
  test.setTimeout(EDITING_TIMEOUT_MS);
  allowProblems();
  // Its pages change at once, not as animated view transitions (scripts/admin-plugin.js): counted where one would start.
  let viewTransitions = 0;
  await page.exposeFunction('viewTransitionStarted', () => (viewTransitions += 1));
  await page.addInitScript(() => {
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<Document['startViewTransition']>) {
      void (window as unknown as { viewTransitionStarted(): Promise<number> }).viewTransitionStarted();
      return start.apply(this, args);
    };
  });
  // The folder the editor asks for is the clone in the origin-private file system.
  await handTheCloneOver(page);
  await page.goto(EDITOR);
  // A member with no English bio yet: the band's first, in a copy of the content without theirs.
  const work = mkdtempSync(path.join(os.tmpdir(), 'editor-'));
  const copy = path.join(work, 'content');
  writeFolder(copy, readFolder(contentDir));
  const band = parseDocument(readFileSync(path.join(copy, 'band.yaml'), 'utf8'));
  band.deleteIn(['members', 0, 'bioEn']);
  writeFileSync(path.join(copy, 'band.yaml'), band.toString({ indentSeq: true, lineWidth: 0 }));
  await makeClone(page, copy);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await showsCollections(page);

  // A gig to come, some months from now.
  // In a town with an ö: its file is named in Swedish plain letters (koln, not the German koeln).
  const gig = { date: isoDay(new Date(Date.now() + MONTHS_AHEAD * 30 * DAY_MS)), club: 'Underground', town: 'Köln' };
  await test.step('a gig abroad, with its time zone, doors and tickets', async () => {
    // A new gig is a new entry of its own, in a short form.
    await page.getByRole('treeitem', { name: 'Gigs', exact: true }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    await page.getByRole('combobox', { name: 'Country' }).click();
    await page.keyboard.type('Germ');
    await page.getByRole('option', { name: 'Germany', exact: true }).click();
    await page.getByRole('combobox', { name: 'Time zone' }).click();
    await page.keyboard.type('Europe/Ber');
    await page.getByRole('option', { name: 'Europe/Berlin' }).click();
    await fillNewEntry(page, [
      ['Date', gig.date],
      ['Club', gig.club],
      ['Town', gig.town],
    ]);
    // The editor draws the rest of the form as it comes into view.
    const addBand = page.getByRole('button', { name: /^Add .*Band/ });
    await scrollTo(page, addBand);
    await addBand.click();
    await page
      .getByRole('group', { name: /“.Bands.” Field/ })
      .getByRole('textbox')
      .last()
      .fill(content.site.name);
    for (const [name, value] of [
      ['Time', '20:30'],
      ['Doors', '19:30'],
      ['Tickets', 'https://tickets.example.com/koln'],
    ] as const) {
      const field = page.getByRole('textbox', { name, exact: true });
      await scrollTo(page, field);
      await field.fill(value);
    }
    await save(page);
  });

  // The next night of a tour: one of the band's gigs, found by its club, duplicated, on the next day in a town with an ä.
  const [toured] = content.gigs;
  if (!toured) throw new Error('the content has no gig to duplicate');
  const nextNight = { date: isoDay(new Date(Date.parse(toured.date) + DAY_MS)), town: 'Hässleholm' };
  await test.step('a gig duplicated for the next night of a tour, found by its club', async () => {
    await search(page, toured.club);
    await gigRow(page, toured).first().click();
    await expect(page.getByRole('textbox', { name: 'Club', exact: true })).toHaveValue(toured.club);
    await duplicate(page);
    await fillNewEntry(page, [
      ['Date', nextNight.date],
      ['Town', nextNight.town],
    ]);
    await save(page);
  });

  const post = { title: 'Nya låtar på väg, och en höst på turné', text: 'Vi spelar in i vinter och åker ut i höst.' };
  await test.step('a post, its file named after its title in Swedish plain letters', async () => {
    await page.getByRole('treeitem', { name: 'News', exact: true }).click();
    await page.getByRole('button', { name: 'Create New Entry' }).first().click();
    // The post's own title comes first and its text last (the English version, if filled in, between them).
    await fillNewEntry(page, [
      ['Date', isoDay(new Date())],
      ['Title', post.title],
      ['Text', post.text, 'last'],
    ]);
    await save(page);
  });

  await test.step("each release's tracks in its folder, in their order, each translation after its track", async () => {
    await page.getByRole('treeitem', { name: 'Tracks and lyrics', exact: true }).click();
    for (const { slug, tracks } of content.releases) {
      await page.getByRole('treeitem', { name: slug, exact: true }).click();
      // Each as the list sums it up: its title and its file in the release's folder.
      const files = readdirSync(path.join(copy, 'releases', slug));
      const expected = tracks.flatMap(({ id, title, translation }) => {
        const stem = `${slug}/${files.find((name) => new RegExp(`^\\d+-${id}\\.md$`).test(name))!.replace(/\.md$/, '')}`;
        return [`${title} · ${stem}`, ...(translation ? [`${translation.title} · ${stem}.en`] : [])];
      });
      // The entries' rows (the release's heading above them is a row too).
      await expect(page.getByRole('row').filter({ hasText: ' · ' })).toHaveText(expected);
    }
  });

  // The first track of the newest release: its first sung line, its first word changed.
  const release = content.releases[0]!;
  const track = release.tracks[0]!;
  const [firstLine = ''] = track.sections[0]!.lines;
  const fixedLine = firstLine.replace(/^\S+/, 'Nu');
  const trackFile = readdirSync(path.join(copy, 'releases', release.slug)).find((name) => name.endsWith(`-${track.id}.md`))!;
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
    // Further down the form: the editor draws a field once it is in view (under load, it was not yet).
    const landscape = added.getByRole('radio', { name: 'landscape', exact: true });
    await scrollTo(page, landscape);
    await landscape.click();
    const library = page.getByRole('dialog', { name: 'Select Image' });
    // Under load the editor can take the press (the button has focus) and open no library:
    // pressed again, as the band would, until the library shows.
    await expect(async () => {
      if (!(await library.isVisible())) await browse.click();
      await expect(library).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const chooser = page.waitForEvent('filechooser');
    await library.getByRole('button', { name: 'Upload' }).click();
    // A picture of its own: a stage light in the dark, drawn plainly, so the build encodes it quickly.
    const picture = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1500 1000"><rect width="1500" height="1000" fill="#1d1d1b"/><circle cx="750" cy="420" r="260" fill="#e4572e"/></svg>\n',
    );
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

  // A new last track for that release, and a cover of its own, both made in the editor's forms.
  const newTrack = {
    // Its file is named in Swedish plain letters: ä is a (not the German ae).
    title: 'Hem längs vägen',
    id: 'hem-langs-vagen',
    number: release.tracks.length + 1,
    lines: ['Vi missade sista bussen', 'Hem till fots genom snön'] as const,
  };
  await test.step('a new track, with its lyrics, in a release', () => addTrack(page, release.slug, newTrack));
  const cover = 'new-cover.svg';
  await test.step("a release's cover, uploaded", () => uploadCover(page, release.title, cover));

  // The site's details: one field changed. The form's tables it was given none of (a
  // newsletter's or booking service's hidden fields) stay out of the file.
  const bookingEmail = `new-${content.site.bookingEmail}`;
  await test.step("the site's booking address", async () => {
    await open(page, 'Site', 'Site');
    await page.getByRole('textbox', { name: 'Booking email', exact: true }).fill(bookingEmail);
    await save(page);
  });

  expect(viewTransitions, 'view transitions started by the editor').toBe(0);

  // What the editor wrote, read back, checked as the build checks the content.
  const written = path.join(work, 'written');
  writeFolder(written, await readClone(page));
  const loaded = (await loadContent(written)).content;
  const added = loaded.gigs.find((each) => each.date === gig.date && each.club === gig.club);
  expect(added).toMatchObject({
    town: gig.town,
    countryCode: 'DE',
    timeZone: 'Europe/Berlin',
    doors: '19:30',
    time: '20:30',
    tickets: 'https://tickets.example.com/koln',
  });
  const fixed = loaded.releases.find((each) => each.slug === release.slug)!.tracks[0]!;
  expect(fixed.sections[0]!.lines[0]).toBe(fixedLine);
  expect(loaded.band.members[0]!.bioEn).toBe(bio);
  expect(loaded.press.photos.at(-1)).toMatchObject({ caption: photo.caption, credit: photo.credit, orientation: 'landscape' });
  expect(loaded.press.photos.at(-1)!.picture.file).toMatch(new RegExp(`pictures/${photo.file.replace('.', '\\.')}$`));
  const changed = loaded.releases.find((each) => each.slug === release.slug)!;
  expect(changed.tracks.at(-1)).toMatchObject({ title: newTrack.title, id: newTrack.id, number: newTrack.number });
  expect(changed.tracks.at(-1)!.sections.flatMap((section) => section.lines)).toEqual(newTrack.lines);
  // The cover went into the release's own folder, and release.yaml names it.
  expect(changed.cover.file).toMatch(new RegExp(`releases/${release.slug}/${cover.replace('.', '\\.')}$`));

  // Each gig's save wrote one new file, named by its day and town in plain Swedish letters, and left every other
  // gig's file as it was; the copy is its gig's file but for the day and the town.
  const gigFiles = (dir: string) => readdirSync(path.join(dir, GIGS_FOLDER)).sort();
  const nextNightFile = `${nextNight.date}-hassleholm.yaml`;
  expect(gigFiles(written).filter((name) => !gigFiles(copy).includes(name))).toEqual(
    [`${gigFileStem(gig.date, gig.town)}.yaml`, nextNightFile].sort(),
  );
  const tourText = readFileSync(path.join(copy, GIGS_FOLDER, `${gigFileStem(toured.date, toured.town)}.yaml`), 'utf8');
  expect(readFileSync(path.join(written, GIGS_FOLDER, nextNightFile), 'utf8')).toBe(
    tourText.replace(/^date: .*$/m, `date: ${nextNight.date}`).replace(/^town: .*$/m, `town: ${nextNight.town}`),
  );
  for (const name of gigFiles(copy)) {
    expect(readFileSync(path.join(written, GIGS_FOLDER, name)), name).toEqual(readFileSync(path.join(copy, GIGS_FOLDER, name)));
  }
  // The post's file is its address, its title in plain letters: å and ä are a, ö is o.
  const newPosts = readdirSync(path.join(written, 'news')).filter((name) => !readdirSync(path.join(copy, 'news')).includes(name));
  expect(newPosts).toEqual(['nya-latar-pa-vag-och-en-host-pa-turne.md']);
  expect(newPosts).toEqual([`${slugify(post.title)}.md`]);
  expect(loaded.news.find((each) => each.title === post.title)?.text).toEqual([post.text]);
  // site.yaml changed in that one line.
  const changedLines = (file: string) => {
    const [before, after] = [copy, written].map((dir) => readFileSync(path.join(dir, file), 'utf8').split('\n'));
    return { removed: before!.filter((line) => !after!.includes(line)), added: after!.filter((line) => !before!.includes(line)) };
  };
  expect(changedLines('site.yaml')).toEqual({
    removed: [`bookingEmail: ${content.site.bookingEmail}`],
    added: [`bookingEmail: ${bookingEmail}`],
  });
  // The lyric's file changed in that one line.
  const linesBefore = readFileSync(path.join(copy, 'releases', release.slug, trackFile), 'utf8').split('\n');
  const linesAfter = readFileSync(path.join(written, 'releases', release.slug, trackFile), 'utf8').split('\n');
  // (A timed line keeps its time: `[0:02.40] Nu …`.)
  const lineBefore = linesBefore.find((line) => line.endsWith(firstLine))!;
  expect(linesAfter.filter((line, index) => line !== linesBefore[index])).toEqual([lineBefore.replace(firstLine, fixedLine)]);

  await test.step('the site built from them shows them all', () =>
    expectSiteShows(written, contentDir, {
      gig,
      lyric: { release, track, line: fixedLine },
      bio,
      photo,
      newTrack: { release, track: newTrack, line: newTrack.lines[0] },
    }));

  expectOnlyTheStatusCheckFailed(problems, await originsNamed(page));
  rmSync(work, { recursive: true, force: true });
});

/** The changes of the local-folder test, as the site built from the editor's files should show them. */
interface Changes {
  gig: { club: string; town: string };
  lyric: { release: { slug: string }; track: { id: string }; line: string };
  newTrack: { release: { slug: string }; track: { id: string }; line: string };
  bio: string;
  photo: { caption: string };
}

/** The site built from `written` shows `changes`: on its share pages, and in the page files the app shows. */
async function expectSiteShows(written: string, builtFrom: string, { gig, lyric, newTrack, bio, photo }: Changes) {
  const site = await buildSiteOf(written, builtFrom);
  const sharePage = (folder: string) => textOf(site.file(`${folder}/index.html`).toString('utf8'));
  // The gig, on the gig list's share page and in the list's data.
  expect(sharePage('gigs')).toContain(gig.club);
  expect(site.pageData<{ gigs: { club: string; town: string }[] }>(paths.gigs).gigs).toContainEqual(
    expect.objectContaining({ club: gig.club, town: gig.town }),
  );
  // The lyric line, as the track's share page prints it.
  expect(sharePage(`media/${lyric.release.slug}/${lyric.track.id}`)).toContain(textOf(lyric.line));
  // The new track has its own page, with its lyrics.
  expect(sharePage(`media/${newTrack.release.slug}/${newTrack.track.id}`)).toContain(textOf(newTrack.line));
  // The bio, in the band page's data.
  expect(site.pageData<{ band: { members: { bioEn?: string }[] } }>(paths.band).band.members[0]!.bioEn).toBe(bio);
  // The photo, on the press kit's share page, and in its data with every rendition the build made of it.
  expect(sharePage('press')).toContain(photo.caption);
  const shown = site.pageData<{ photos: { caption: string; picture: { image: ResponsiveImage } }[] }>(paths.press).photos.at(-1)!;
  expect(shown.caption).toBe(photo.caption);
  const { src, sources } = shown.picture.image;
  for (const url of [src, ...sources.flatMap(({ srcSet }) => srcSet.split(', ').map((each) => each.split(' ')[0]!))]) {
    expect(site.file(decodeURIComponent(url)).length, url).toBeGreaterThan(0);
  }
}

/**
 * The site the build makes of `contentDir`, by the build's own steps but
 * webpack's: the build-time program the band's build left behind
 * (src/prerender.build.tsx, bundled) checks the content, encodes its pictures
 * (scripts/pictures.js, with its cache) and renders every page, page file and
 * share page, as a build does. The editor's changes are to content; webpack
 * would only compile the same scripts again.
 * @param builtFrom the content the band's build was made from, which names its program
 */
async function buildSiteOf(contentDir: string, builtFrom: string) {
  const program = createRequire(__filename)(buildProgramFor(builtFrom)) as typeof BuildProgram;
  const { content } = await program.loadContent(contentDir);
  const built = await program.buildSite(content, {
    encode: pictureEncoder({ mode: 'production' }).encodePictures,
    encodeAudio: audioEncoder({ ffmpeg: program.ffmpegCommand() }).encodeRecordings,
    at: Date.now(),
    // The share pages' policy: nothing here reads it.
    csp: "default-src 'self'",
  });
  const files = new Map(built.files.map(({ name, data }) => [name, data]));
  const file = (name: string) => {
    const data = files.get(name);
    if (!data) throw new Error(`The build wrote no ${name}`);
    return data;
  };
  return {
    file,
    pageData: <Data>(pagePath: string) =>
      (JSON.parse(file(pageFile(pagePath, 'json', built.version)).toString('utf8')) as { data: Data }).data,
  };
}

/** What a reader of an HTML page (or of a line of text) sees: its body's text, characters as they show, spaces as one. */
function textOf(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
  return html
    .slice(Math.max(0, html.indexOf('<body')))
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, code: string) =>
      code.startsWith('#') ? String.fromCodePoint(Number(code.replace('#x', '0x').replace('#', ''))) : (named[code] ?? entity),
    )
    .replace(/\s+/g, ' ');
}

/** Adds a track to a release through the editor's forms: in the release's folder, a new entry. */
async function addTrack(page: Page, folder: string, track: { title: string; number: number; lines: readonly string[] }) {
  await page.getByRole('treeitem', { name: 'Tracks and lyrics', exact: true }).click();
  await page.getByRole('treeitem', { name: folder, exact: true }).click();
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  // The new entry goes into the folder the list was showing: the release's. The form is ready once it says so.
  await expect(page.getByRole('button', { name: 'Parent Folder' })).toContainText(folder, { timeout: 30_000 });
  const title = page.getByRole('textbox', { name: 'Title' });
  await title.click();
  await page.keyboard.type(track.title);
  await expect(title).toHaveValue(track.title);
  await page.getByRole('spinbutton', { name: 'Number' }).fill(String(track.number));
  const [first, ...rest] = track.lines;
  await page.getByRole('textbox', { name: 'Lyrics' }).fill(`## verse\n${first}\n\n## chorus\n${rest.join('\n')}\n`);
  await save(page);
}

/** Uploads a square picture as a release's cover, through the release's form. */
async function uploadCover(page: Page, release: string, file: string) {
  await open(page, 'Releases', release);
  const field = page.getByRole('group', { name: /“.Cover.” Field/ });
  await field.getByRole('button', { name: /Browse|Replace/ }).click();
  const library = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await library.getByRole('button', { name: 'Upload' }).click();
  // A vector square: no size is too small for it.
  const picture = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000"><rect width="1000" height="1000" fill="#e4572e"/><circle cx="500" cy="500" r="300" fill="#1d1d1b"/></svg>\n',
  );
  await (await chooser).setFiles({ name: file, mimeType: 'image/svg+xml', buffer: picture });
  await library.getByRole('button', { name: 'Insert' }).click();
  await expect(library).toBeHidden();
  await expect(field.getByText(file).first()).toBeVisible();
  await save(page);
}

/**
 * Fills a new entry's text fields (the first of each name, or the last), and
 * again any the form dropped: on a loaded machine, a new entry's form was
 * seen to take its first edit and lose those typed just after it, as it
 * settled. Done once every field holds its value.
 */
async function fillNewEntry(page: Page, fields: readonly (readonly [name: string, value: string, which?: 'last'])[]) {
  const fieldNamed = (name: string, which?: 'last') => {
    const all = page.getByRole('textbox', { name, exact: true });
    return which === 'last' ? all.last() : all.first();
  };
  for (const [name, value, which] of fields) await fieldNamed(name, which).fill(value);
  await expect(async () => {
    for (const [name, value, which] of fields) {
      const field = fieldNamed(name, which);
      if ((await field.inputValue()) !== value) await field.fill(value);
    }
    for (const [name, value, which] of fields) await expect(fieldNamed(name, which)).toHaveValue(value, { timeout: 500 });
  }).toPass({ timeout: 30_000 });
}
