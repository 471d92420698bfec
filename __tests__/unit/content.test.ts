import { bandDescription } from '../../src/content/bandText';
import { gigs } from '../../src/content/gigs';
import { members } from '../../src/content/members';
import { findRelease, releases } from '../../src/content/releases';
import { bandName, featuredRelease, socialProfiles } from '../../src/content/site';
import type { Track } from '../../src/content/types';

const loadAll = async () =>
  Promise.all(releases.map(async (release) => ({ release, tracks: (await release.loadTracks()).tracks })));

describe('gigs', () => {
  test('seven past gigs from 2021 to 2024, in Sweden and the Czech Republic', () => {
    expect(gigs).toHaveLength(7);
    const years = gigs.map((gig) => Number(gig.date.slice(0, 4)));
    expect(Math.min(...years)).toBe(2021);
    expect(Math.max(...years)).toBe(2024);
    expect(new Set(gigs.map((gig) => gig.country))).toEqual(new Set(['Sweden', 'Czech Republic']));
  });

  test('ids are unique and every date is a real calendar day', () => {
    expect(new Set(gigs.map((gig) => gig.id)).size).toBe(gigs.length);
    for (const gig of gigs) {
      expect(gig.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const parsed = new Date(`${gig.date}T12:00:00Z`);
      expect(parsed.toISOString().slice(0, 10)).toBe(gig.date);
    }
  });

  test('every gig names its club, its town and the bands, the band itself among them', () => {
    for (const gig of gigs) {
      expect(gig.club.trim()).not.toBe('');
      expect(gig.town.trim()).not.toBe('');
      expect(gig.bands).toContain(bandName);
    }
  });
});

describe('releases', () => {
  test('four releases with the slugs, years and track counts of the spec', async () => {
    const all = await loadAll();
    expect(all.map(({ release, tracks }) => [release.slug, release.year, tracks.length])).toEqual([
      ['birds', 2024, 2],
      ['varm&kall', 2022, 5],
      ['kniv', 2021, 1],
      ['spring', 2021, 2],
    ]);
  });

  test('every slug resolves to its release; nothing else does', () => {
    for (const release of releases) expect(findRelease(release.slug)).toBe(release);
    for (const other of ['constructor', '__proto__', 'toString', '', 'VARM&KALL', 'varm%26kall', undefined]) {
      expect(findRelease(other)).toBeUndefined();
    }
  });

  test('track ids are URL-safe and unique across all releases; numbers run from 1', async () => {
    const all = await loadAll();
    const ids = all.flatMap(({ tracks }) => tracks.map((track) => track.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    for (const { tracks } of all) expect(tracks.map((track) => track.number)).toEqual(tracks.map((_, i) => i + 1));
  });

  test('every track has labelled sections with lyrics, a verse and a chorus among them', async () => {
    const tracks: Track[] = (await loadAll()).flatMap((entry) => [...entry.tracks]);
    expect(tracks).toHaveLength(10);
    for (const track of tracks) {
      const labels = track.sections.map((section) => section.label);
      expect(labels).toContain('verse');
      expect(labels).toContain('chorus');
      for (const section of track.sections) {
        expect(section.lines.length).toBeGreaterThan(0);
        for (const line of section.lines) expect(line.trim()).not.toBe('');
      }
    }
  });

  test('only "Birds don\'t sing" and "Repeat" are sung in English', async () => {
    const tracks = (await loadAll()).flatMap((entry) => [...entry.tracks]);
    expect(tracks.filter((track) => track.lang === 'en').map((track) => track.title)).toEqual([
      "Birds don't sing",
      'Repeat',
    ]);
  });

  test('every cover has alt text', () => {
    for (const release of releases) expect(release.cover.alt.length).toBeGreaterThan(10);
  });

  test('the home page EP is one of the releases', () => {
    expect(findRelease(featuredRelease.releaseSlug)).toBeDefined();
  });
});

describe('band', () => {
  test('two members: vocals and bass; guitar and drums', () => {
    expect(members.map((member) => member.roles)).toEqual([
      ['Vocals', 'Bass'],
      ['Guitar', 'Drums'],
    ]);
    for (const member of members) expect(member.portrait.alt).toContain(member.name);
  });

  test('the description says when the band was formed', () => {
    expect(bandDescription.join(' ')).toContain('2021');
  });

  test('Facebook, Instagram and YouTube profiles, all https', () => {
    expect(socialProfiles.map((profile) => profile.platform)).toEqual(['Facebook', 'Instagram', 'YouTube']);
    for (const profile of socialProfiles) expect(new URL(profile.url).protocol).toBe('https:');
  });
});
