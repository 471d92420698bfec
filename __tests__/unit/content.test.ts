/** @jest-environment node */
// Rules the band's real content keeps, whatever it holds: the band adds gigs
// and releases every month, so nothing here counts them or names one. They
// also hold after each step of the guide to updating the site
// (support/bandGuide.ts), done to a copy of the content.
// (That the files load at all — every field present and well-formed — is the
// loader's job; contentLoader.test.ts and contentProblems.test.ts test it on a fixture.)
import fs from 'node:fs';
import { type Content, CONTENT_DIR, loadContent } from '../../src/content/content';
import type { PictureFile } from '../../src/content/pictures';
import { MIN_COVER_SIZE } from '../../src/content/releases';
import { contentAfter, stepsFor, type Step } from '../support/bandGuide';

const catalogues = ["the band's content", ...stepsFor().map((step) => `the band's content after "${step}"`)];

describe.each(catalogues)('%s', (catalogue) => {
  let content: Content<PictureFile>;
  let contentDir = CONTENT_DIR;
  let cleanUp = () => {};
  beforeAll(async () => {
    const step = /after "(.*)"/.exec(catalogue)?.[1] as Step | undefined;
    if (step) ({ dir: contentDir, cleanUp } = await contentAfter(step));
    ({ content } = await loadContent(contentDir));
  });
  afterAll(() => cleanUp());

  const isRealDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
  const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
  const allPictures = () => [
    content.band.hero,
    content.band.group,
    ...content.band.members.map((member) => member.portrait),
    ...content.releases.map((release) => release.cover),
  ];

  describe('site', () => {
    test('is published over https, at an address ending in /', () => {
      expect(new URL(content.site.url).protocol).toBe('https:');
      expect(content.site.url).toMatch(/\/$/);
    });

    test('links at least one social profile, each once and over https', () => {
      expect(content.site.social.length).toBeGreaterThan(0);
      expect(unique(content.site.social.map((profile) => profile.platform))).toBe(true);
      for (const profile of content.site.social) expect(new URL(profile.url).protocol).toBe('https:');
    });

    test('the home page EP is one of the releases', () => {
      expect(content.releases.map((release) => release.slug)).toContain(content.site.featured.release);
    });
  });

  describe('gigs', () => {
    test('every date is a real calendar day, and gigs run oldest first', () => {
      const dates = content.gigs.map((gig) => gig.date);
      for (const date of dates) expect(isRealDay(date)).toBe(true);
      expect(dates).toEqual([...dates].sort());
    });

    test('ids are unique addresses', () => {
      expect(unique(content.gigs.map((gig) => gig.id))).toBe(true);
      for (const gig of content.gigs) expect(gig.id).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    test('every gig names its club, its town and the bands, the band itself among them', () => {
      for (const gig of content.gigs) {
        expect(gig.club.trim()).not.toBe('');
        expect(gig.town.trim()).not.toBe('');
        expect(gig.bands).toContain(content.site.name);
      }
    });
  });

  describe('releases', () => {
    test('slugs are unique, URL-safe addresses; the newest release comes first', () => {
      const slugs = content.releases.map((release) => release.slug);
      expect(unique(slugs)).toBe(true);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+([-&][a-z0-9]+)*$/);
      const years = content.releases.map((release) => release.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    });

    test('every release has a cover with alt text, big enough to stay sharp', () => {
      for (const { cover } of content.releases) {
        expect(fs.existsSync(cover.path)).toBe(true);
        expect(cover.alt.trim().length).toBeGreaterThan(10);
        if (!cover.path.endsWith('.svg')) expect(Math.min(cover.width, cover.height)).toBeGreaterThanOrEqual(MIN_COVER_SIZE);
      }
    });

    test('track numbers run from 1 and track addresses are unique within each release', () => {
      for (const { tracks } of content.releases) {
        expect(tracks.length).toBeGreaterThan(0);
        expect(tracks.map((track) => track.number)).toEqual(tracks.map((_, index) => index + 1));
        expect(unique(tracks.map((track) => track.id))).toBe(true);
        for (const track of tracks) expect(track.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    });

    test('every track is in Swedish or English, with labelled sections of lyrics', () => {
      for (const track of content.releases.flatMap((release) => release.tracks)) {
        expect(['sv', 'en']).toContain(track.language);
        expect(track.title.trim()).not.toBe('');
        expect(track.sections.length).toBeGreaterThan(0);
        for (const section of track.sections) {
          expect(['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'outro']).toContain(section.label);
          expect(section.lines.length).toBeGreaterThan(0);
          for (const line of section.lines) expect(line.trim()).not.toBe('');
        }
      }
    });
  });

  describe('band', () => {
    test('the description is paragraphs of text that say when the band was formed', () => {
      expect(content.band.description.length).toBeGreaterThan(0);
      for (const paragraph of content.band.description) expect(paragraph.trim()).not.toBe('');
      expect(content.band.description.join(' ')).toContain(String(content.band.formed));
    });

    test('every member has a unique id, a role and a portrait whose alt text names them', () => {
      expect(unique(content.band.members.map((member) => member.id))).toBe(true);
      for (const member of content.band.members) {
        expect(member.roles.length).toBeGreaterThan(0);
        expect(member.portrait.alt).toContain(member.name);
      }
    });

    test('every picture is a file in the content folder, with alt text', () => {
      for (const picture of allPictures()) {
        expect(fs.existsSync(picture.path)).toBe(true);
        expect(picture.path.startsWith(contentDir)).toBe(true);
        expect(picture.alt.trim()).not.toBe('');
      }
    });
  });
});
