import type { Gig } from '../../src/content/schema';
import { byYear, chooseHomeGigs, GIGS_ON_HOME, gigDateParts, homeGigsOn, splitGigs } from '../../src/features/gigs/gigDates';
import { isoDay } from '../../src/lib/useToday';

const gig = (date: string, club = `Club ${date}`): Gig => ({
  id: `${date}-${club.toLowerCase().replace(/\W+/g, '-')}`,
  date,
  eventName: '',
  club,
  town: 'Borås',
  country: 'Sweden',
  bands: ['Kantstött'],
});

/** `count` gigs a week apart, from `first` on. */
function weekly(first: string, count: number): Gig[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => gig(new Date(start + index * 7 * 86_400_000).toISOString().slice(0, 10)));
}

const dates = (gigs: readonly Gig[]) => gigs.map((g) => g.date);

describe('splitGigs', () => {
  const list = [gig('2024-05-25'), gig('2026-12-24'), gig('2021-09-18'), gig('2026-11-21'), gig('2027-01-10')];

  test('a gig is upcoming up to its own day and past from the day after', () => {
    expect(dates(splitGigs(list, '2026-11-21').upcoming)).toEqual(['2026-11-21', '2026-12-24', '2027-01-10']);
    expect(dates(splitGigs(list, '2026-11-22').upcoming)).toEqual(['2026-12-24', '2027-01-10']);
    expect(dates(splitGigs(list, '2026-11-22').past)).toEqual(['2026-11-21', '2024-05-25', '2021-09-18']);
  });

  test('nothing is lost or duplicated, whatever the day', () => {
    for (const today of ['1999-01-01', '2024-05-25', '2030-01-01']) {
      const { upcoming, past } = splitGigs(list, today);
      expect([...upcoming, ...past].map((g) => g.id).sort()).toEqual(list.map((g) => g.id).sort());
    }
  });
});

describe('chooseHomeGigs', () => {
  test('lists at most GIGS_ON_HOME of each kind, the nearest ones, and counts them all', () => {
    const gigs = [...weekly('2020-01-04', 30), ...weekly('2027-01-02', 20)];
    const chosen = chooseHomeGigs(gigs, '2026-06-01');
    expect(chosen.upcoming).toHaveLength(GIGS_ON_HOME.upcoming);
    expect(chosen.past).toHaveLength(GIGS_ON_HOME.past);
    expect(chosen.upcomingTotal).toBe(20);
    expect(chosen.pastTotal).toBe(30);
    expect(dates(chosen.upcoming)).toEqual(dates(splitGigs(gigs, '2026-06-01').upcoming.slice(0, GIGS_ON_HOME.upcoming)));
    expect(chosen.past[0]?.date).toBe(dates(gigs.slice(0, 30)).sort().at(-1));
  });

  test('fewer gigs than fit are all listed', () => {
    const gigs = [gig('2020-01-01'), gig('2030-01-01')];
    expect(chooseHomeGigs(gigs, '2025-01-01')).toEqual({
      upcoming: [gigs[1]],
      upcomingTotal: 1,
      past: [gigs[0]],
      pastTotal: 1,
    });
  });
});

describe('homeGigsOn', () => {
  const buildDay = '2026-03-01';
  const gigs = [...weekly('2024-01-06', 12), gig('2026-03-07', 'Klubb Nästa'), gig('2026-04-10'), gig('2026-05-01')];
  const chosen = chooseHomeGigs(gigs, buildDay);

  test('on the build day it is what the build chose', () => {
    expect(homeGigsOn(chosen, buildDay)).toEqual(chosen);
  });

  test('a gig upcoming at build time and past on the visit moves to the top of the past, and the counts follow', () => {
    const visit = homeGigsOn(chosen, '2026-03-08');
    expect(visit.upcoming.map((g) => g.club)).not.toContain('Klubb Nästa');
    expect(visit.upcomingTotal).toBe(chosen.upcomingTotal - 1);
    expect(visit.past[0]?.club).toBe('Klubb Nästa');
    expect(visit.pastTotal).toBe(chosen.pastTotal + 1);
    expect(visit.past).toHaveLength(GIGS_ON_HOME.past);
    expect(visit.past.slice(1)).toEqual(chosen.past.slice(0, GIGS_ON_HOME.past - 1));
  });

  test('played on its own day, it is still upcoming', () => {
    expect(homeGigsOn(chosen, '2026-03-07').upcoming[0]?.club).toBe('Klubb Nästa');
  });

  test('never lists more than GIGS_ON_HOME, however many have been played since', () => {
    const many = chooseHomeGigs(weekly('2026-01-03', 40), '2026-01-01');
    const later = homeGigsOn(many, '2027-01-01');
    expect(later.upcoming).toEqual([]);
    expect(later.past.length).toBeLessThanOrEqual(GIGS_ON_HOME.past);
    expect(later.pastTotal + later.upcomingTotal).toBe(40);
  });
});

describe('byYear', () => {
  test('keeps the order it is given (newest first) and groups by year, newest year first', () => {
    const { past } = splitGigs([gig('2021-03-01'), gig('2023-06-03'), gig('2021-11-20'), gig('2022-04-09'), gig('2023-01-14')], '2024-01-01');
    expect(byYear(past).map(({ year, gigs }) => [year, dates(gigs)])).toEqual([
      ['2023', ['2023-06-03', '2023-01-14']],
      ['2022', ['2022-04-09']],
      ['2021', ['2021-11-20', '2021-03-01']],
    ]);
  });

  test('no gigs, no years', () => {
    expect(byYear([])).toEqual([]);
  });
});

describe('gig dates', () => {
  test('day and month text, and the year', () => {
    expect(gigDateParts('2023-03-07')).toEqual({ dayMonth: '7 Mar', year: '2023' });
    expect(gigDateParts('2021-12-31')).toEqual({ dayMonth: '31 Dec', year: '2021' });
  });

  test('isoDay reads the local calendar day', () => {
    expect(isoDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(isoDay(new Date(2026, 11, 31, 0, 1))).toBe('2026-12-31');
  });
});
