import type { Gig } from '../../src/content/types';
import { gigDateParts, isoDay, splitGigs } from '../../src/features/gigs/gigDates';
import { gigs } from '../../src/content/gigs';

const gig = (id: number, date: string): Gig => ({
  id,
  date,
  eventName: '',
  club: `Club ${id}`,
  town: 'Borås',
  country: 'Sweden',
  bands: ['Kantstött'],
});

describe('splitGigs', () => {
  const list = [gig(1, '2024-05-25'), gig(2, '2026-12-24'), gig(3, '2021-09-18'), gig(4, '2026-11-21'), gig(5, '2027-01-10')];

  test('a gig is upcoming up to its own day and past from the day after', () => {
    expect(splitGigs(list, '2026-11-21').upcoming.map((g) => g.id)).toEqual([4, 2, 5]);
    expect(splitGigs(list, '2026-11-22').upcoming.map((g) => g.id)).toEqual([2, 5]);
    expect(splitGigs(list, '2026-11-22').past.map((g) => g.id)).toEqual([4, 1, 3]);
  });

  test('upcoming is soonest first, past is newest first', () => {
    const { upcoming, past } = splitGigs(list, '2025-01-01');
    expect(upcoming.map((g) => g.date)).toEqual(['2026-11-21', '2026-12-24', '2027-01-10']);
    expect(past.map((g) => g.date)).toEqual(['2024-05-25', '2021-09-18']);
  });

  test('nothing is lost or duplicated, whatever the day', () => {
    for (const today of ['1999-01-01', '2024-05-25', '2030-01-01']) {
      const { upcoming, past } = splitGigs(list, today);
      expect([...upcoming, ...past].map((g) => g.id).sort()).toEqual([1, 2, 3, 4, 5]);
    }
  });

  test("the band's seven gigs are all past by the end of 2024, newest first", () => {
    const { upcoming, past } = splitGigs(gigs, '2025-01-01');
    expect(upcoming).toEqual([]);
    expect(past).toHaveLength(7);
    const dates = past.map((g) => g.date);
    expect(dates).toEqual([...dates].sort().reverse());
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
