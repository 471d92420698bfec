/** @jest-environment node */
// Each step of the guide to updating the site, done to a copy of
// the band's content as the guide says, shows on the site: the pages the
// build would make and what they are drawn from. (content.test.ts checks
// the content's rules after each step; the browser suite never pins the
// catalogue, so no other test stands in the band's way.)
import { appendFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type Content, CONTENT_DIR, loadContent } from '../../src/content/content';
import { type PictureFile, SQUARE } from '../../src/content/pictures';
import { GIGS_ON_HOME, splitGigs } from '../../src/gigs/dates';
import { pagesOf } from '../../src/pages/routes.build';
import { pastYearFiles } from '../../src/pages/gigs/data.build';
import { buildRoutes } from '../../src/pages/routes.build';
import { calendarFiles } from '../../src/gigs/calendar.build';
import { withStubPictures } from '../support/fixtureSite';
import { contentAfter, newReleaseFolder, GUIDE_RELEASE, snippet, steps, stepsFor, type Step } from '../support/bandGuide';

const now = Date.now();
const noParams = { params: {}, now };

let before: Content<PictureFile>;
beforeAll(async () => {
  ({ content: before } = await loadContent(CONTENT_DIR));
});

async function after(step: Step) {
  const { dir, cleanUp, edited } = await contentAfter(step);
  try {
    const { content, warnings } = await loadContent(dir);
    return { content: withStubPictures(content), raw: content, warnings, edited };
  } finally {
    cleanUp();
  }
}

const club = /club: (.+)/.exec(snippet('Add a gig', 'yaml'))?.[1]?.trim();

test('the guide has the examples this test follows', () => {
  expect(club).toBeTruthy();
  expect(GUIDE_RELEASE).toMatch(/^[a-z0-9]+([-&][a-z0-9]+)*$/);
  // The guide's release goes into a folder the band has not used, whatever it has made.
  const taken = before.releases.map((release) => release.slug);
  expect(taken).not.toContain(newReleaseFolder(taken));
  expect(newReleaseFolder(taken)).toMatch(/^[a-z0-9]+([-&][a-z0-9]+)*$/);
  expect(newReleaseFolder([...taken, GUIDE_RELEASE])).not.toBe(GUIDE_RELEASE);
});

test('add an upcoming gig: it is among the upcoming gigs on the home page (if among the soonest) and the gig list, with its details and a calendar file', async () => {
  const { content } = await after('add an upcoming gig');
  const home = buildRoutes.home.data(content, noParams);
  const added = content.gigs.find((gig) => gig.date === steps['add an upcoming gig'].gigDate && gig.club === club);
  expect(added).toBeDefined();
  expect(home.gigs.upcomingTotal).toBe(splitGigs(before.gigs, now).upcoming.length + 1);
  // The home page lists the soonest few, the added one among them if it is.
  const soonest = splitGigs(content.gigs, now)
    .upcoming.slice(0, GIGS_ON_HOME.upcoming)
    .map((gig) => gig.id);
  expect(home.gigs.upcoming.map((gig) => gig.id)).toEqual(soonest);
  expect(soonest.includes(added!.id) || soonest.length === GIGS_ON_HOME.upcoming).toBe(true);
  expect(buildRoutes.gigs.data(content, noParams).gigs.map((gig) => gig.id)).toContain(added!.id);
  // Every optional field the guide's example shows, read as the site reads it.
  const written = Object.keys(parse(snippet('Add a gig', 'yaml')) as Record<string, unknown>);
  const details = written.filter((field) => !['date', 'event', 'club', 'town', 'country', 'bands'].includes(field));
  expect(details.length).toBeGreaterThan(0);
  for (const field of details) expect(added).toHaveProperty(field);
  expect(added!.startsAt).toMatch(new RegExp(`^${added!.date}T${added!.time}:00[+-]\\d\\d:\\d\\d$`));
  expect(calendarFiles(content, now).map((file) => file.name)).toContain(`gigs/${added!.id}.ics`);
});

test('change a gig’s plans: the guide’s status lines load', async () => {
  const { dir, cleanUp, edited: gigFile = '' } = await contentAfter('add an upcoming gig');
  try {
    // The guide's lines belong to the gig just added: at the end of its file.
    const statusLines = snippet('Add a gig', 'yaml', 1);
    appendFileSync(gigFile, statusLines);
    const { content } = await loadContent(dir);
    const changed = content.gigs.find((gig) => gig.date === steps['add an upcoming gig'].gigDate && gig.club === club);
    expect(changed).toMatchObject(parse(statusLines) as Record<string, unknown>);
    expect(changed).toHaveProperty('status');
  } finally {
    cleanUp();
  }
});

test('add a past gig: it counts among the past gigs and is on the gig list', async () => {
  const { content } = await after('add a past gig');
  const home = buildRoutes.home.data(content, noParams);
  expect(home.gigs.pastTotal).toBe(splitGigs(before.gigs, now).past.length + 1);
  // In the gig list's own file (the latest year) or in its year's.
  const listed = [...buildRoutes.gigs.data(content, noParams).gigs, ...pastYearFiles(content, noParams).flatMap(({ data }) => data.gigs)];
  expect(listed.some((gig) => gig.date === steps['add a past gig'].gigDate && gig.club === club)).toBe(true);
});

test('add a release with a phone-photo cover: it gets a page and a place on the Media page; the cover is cropped square', async () => {
  const { content, raw, warnings, edited: added = '' } = await after('add a release with a phone-photo cover');
  expect(added).toBe(newReleaseFolder(before.releases.map((release) => release.slug)));
  const release = raw.releases.find((candidate) => candidate.slug === added);
  expect(release?.cover.crop).toEqual(SQUARE);
  expect(warnings.map((warning) => warning.file).join(' ')).toContain(`${added}/cover.jpg`);
  expect(pagesOf(content).map((page) => page.path)).toContain(`/media/${added}`);
  expect(buildRoutes.media.data(content).releases.map((entry) => entry.slug)).toContain(added);
  const { release: onItsPage } = buildRoutes.release.data(content, { params: { releaseSlug: added }, now });
  expect(onItsPage.tracks.length).toBeGreaterThan(0);
  expect(onItsPage.tracks[0]!.sections.length).toBeGreaterThan(0);
  // Every listen link the guide's example names reaches the release page.
  const named = [...snippet('Add a release', 'yaml', 1).matchAll(/https:\/\/\S+/g)].map(([url]) => url);
  expect(named.length).toBeGreaterThan(0);
  expect(onItsPage.listen.map((link) => link.url)).toEqual(named);
});

test('edit lyrics: the page of the release edited has the new line', async () => {
  const { content, edited } = await after('edit lyrics');
  expect(edited).toBeDefined();
  const { release } = buildRoutes.release.data(content, { params: { releaseSlug: edited! }, now });
  const lines = release.tracks.flatMap((track) => track.sections.flatMap((section) => section.lines));
  expect(lines).toContain('Vi skrev om den här raden i webbläsaren');
});

test('remove a release: its page and its place on the Media page are gone, the others stay', async () => {
  if (!stepsFor().includes('remove a release')) {
    // The band's one release is the one the home page features: the build names the line that still points to it.
    await expect(after('remove a release')).rejects.toThrow(/site\.yaml:\d+ — field `featured\.release`: there is no release folder/);
    return;
  }
  const { content, edited } = await after('remove a release');
  const gone = before.releases.find((release) => !content.releases.some((kept) => kept.slug === release.slug));
  expect(gone?.slug).toBe(edited);
  expect(pagesOf(content).map((page) => page.path)).not.toContain(`/media/${gone!.slug}`);
  expect(buildRoutes.media.data(content).releases.map((release) => release.slug)).not.toContain(gone!.slug);
  expect(content.releases.length).toBe(before.releases.length - 1);
});
