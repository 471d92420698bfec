/** @jest-environment node */
// What each page's file carries: only what the page shows, and for the home
// page never more gigs than fit, however many the band has played.
import type { Content } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import { GIGS_ON_HOME, splitGigs } from '../../src/gigs/dates';
import { pastYearFiles } from '../../src/pages/gigs/data.build';
import { pastYearPath } from '../../src/pages/gigs/pastYearPath';
import { buildRoutes } from '../../src/pages/routes.build';
import { fixtureCatalogue } from '../support/fixtureSite';

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

const TODAY = '2026-06-15';
/** Noon that day in Sweden: the build's instant. */
const NOW = Date.parse(`${TODAY}T12:00:00+02:00`);

/** `count` made-up gigs, one every three days either side of TODAY. */
function manyGigs(count: number): Gig[] {
  const today = Date.parse(`${TODAY}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(today + (index - count / 2) * 3 * 86_400_000).toISOString().slice(0, 10);
    return {
      id: `${date}-club-${index}`,
      date,
      eventName: '',
      club: `Club ${index}`,
      town: 'Ystad',
      country: 'Sweden',
      countryCode: 'SE',
      timeZone: 'Europe/Stockholm',
      bands: ['Grusbandet'],
    };
  });
}

describe('home', () => {
  test('never holds more gigs than the caps, whatever the catalogue size, and counts them all', () => {
    const gigs = manyGigs(200);
    const { upcoming, past } = splitGigs(gigs, NOW);
    const home = buildRoutes.home.data({ ...content, gigs }, { params: {}, now: NOW });
    expect(home.gigs.upcoming.length).toBeLessThanOrEqual(GIGS_ON_HOME.upcoming);
    expect(home.gigs.past.length).toBeLessThanOrEqual(GIGS_ON_HOME.past);
    expect(home.gigs.upcomingTotal).toBe(upcoming.length);
    expect(home.gigs.pastTotal).toBe(past.length);
    expect(JSON.stringify(home)).not.toContain(past.at(-1)?.club);
  });

  test('the featured release comes without its tracks', () => {
    const home = buildRoutes.home.data(content, { params: {}, now: NOW });
    expect(home.featured?.slug).toBe(content.site.featured.release);
    expect(home.featured).not.toHaveProperty('tracks');
  });
});

describe('media', () => {
  test('every release, without tracks or lyrics', () => {
    const media = buildRoutes.media.data(content);
    expect(media.releases.map((release) => release.slug)).toEqual(content.releases.map((release) => release.slug));
    for (const release of media.releases) expect(release).not.toHaveProperty('tracks');
    const lyricLine = content.releases.flatMap((release) => release.tracks).flatMap((track) => track.sections)[0]?.lines[0];
    expect(lyricLine).toBeTruthy();
    expect(JSON.stringify(media)).not.toContain(lyricLine);
  });
});

describe('release', () => {
  test('each release page has that release with its tracks', () => {
    for (const release of content.releases) {
      const data = buildRoutes.release.data(content, { params: { releaseSlug: release.slug }, now: NOW });
      expect(data.release.slug).toBe(release.slug);
      expect(data.release.tracks).toEqual(release.tracks);
    }
  });

  test('a slug the content does not have is a build error', () => {
    expect(() => buildRoutes.release.data(content, { params: { releaseSlug: 'no-such-release' }, now: NOW })).toThrow('no-such-release');
  });
});

describe('gigs', () => {
  test('the gig list has every gig: those to come and the latest year in its own file, each older year in a file of its own', () => {
    const gigs = manyGigs(200);
    const grown = { ...content, gigs };
    const { upcoming, past } = splitGigs(gigs, NOW);
    const latestYear = past[0]!.date.slice(0, 4);
    const list = buildRoutes.gigs.data(grown, { params: {}, now: NOW });
    expect(list.gigs).toEqual([...upcoming, ...past.filter((gig) => gig.date.startsWith(latestYear))]);
    const years = pastYearFiles(grown, { now: NOW });
    expect(years.map(({ path }) => path)).toEqual(list.olderYears.map(({ year }) => pastYearPath(year)));
    expect(list.olderYears.map(({ count }) => count)).toEqual(years.map(({ data }) => data.gigs.length));
    expect(years.flatMap(({ data }) => data.gigs)).toEqual(past.filter((gig) => !gig.date.startsWith(latestYear)));
    for (const { path, data } of years) expect(data.gigs.every((gig) => path.endsWith(`/${gig.date.slice(0, 4)}`))).toBe(true);
  });

  test('the gig list’s own file does not grow with the past: a hundred more gigs in older years leave its gigs as they were', () => {
    const gigs = manyGigs(200);
    const older = manyGigs(100).map((gig) => ({
      ...gig,
      id: `old-${gig.id}`,
      date: `20${Number(gig.date.slice(2, 4)) - 5}${gig.date.slice(4)}`,
    }));
    const size = (list: Gig[]) => JSON.stringify(buildRoutes.gigs.data({ ...content, gigs: list }, { params: {}, now: NOW }).gigs).length;
    expect(size([...gigs, ...older])).toBe(size(gigs));
  });
});
