import type { Gig } from '../../src/gigs/gig.build';
import {
  byYear,
  chooseHomeGigs,
  GIGS_ON_HOME,
  gigDateParts,
  homeGigsOn,
  splitGigs,
  standingSince,
  standsUntil,
} from '../../src/gigs/dates';
import { toQuarterHour } from '../../src/util/timeZone';

const gig = (date: string, club = `Club ${date}`, timeZone = 'Europe/Stockholm'): Gig => ({
  id: `${date}-${club.toLowerCase().replace(/\W+/g, '-')}`,
  date,
  eventName: '',
  club,
  town: 'Borås',
  country: 'Sweden',
  countryCode: 'SE',
  timeZone,
  bands: ['Kantstött'],
});

/** Noon of a day in Sweden, as an instant. */
const noon = (day: string) => Date.parse(`${day}T12:00:00+01:00`);

/** `count` gigs a week apart, from `first` on. */
function weekly(first: string, count: number): Gig[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => gig(new Date(start + index * 7 * 86_400_000).toISOString().slice(0, 10)));
}

const dates = (gigs: readonly Gig[]) => gigs.map((g) => g.date);

describe('splitGigs', () => {
  const list = [gig('2024-05-25'), gig('2026-12-24'), gig('2021-09-18'), gig('2026-11-21'), gig('2027-01-10')];

  test('a gig is upcoming up to its own day and past from the day after', () => {
    expect(dates(splitGigs(list, noon('2026-11-21')).upcoming)).toEqual(['2026-11-21', '2026-12-24', '2027-01-10']);
    expect(dates(splitGigs(list, noon('2026-11-22')).upcoming)).toEqual(['2026-12-24', '2027-01-10']);
    expect(dates(splitGigs(list, noon('2026-11-22')).past)).toEqual(['2026-11-21', '2024-05-25', '2021-09-18']);
  });

  test('nothing is lost or duplicated, whatever the day', () => {
    for (const today of ['1999-01-01', '2024-05-25', '2030-01-01']) {
      const { upcoming, past } = splitGigs(list, noon(today));
      expect([...upcoming, ...past].map((g) => g.id).sort()).toEqual(list.map((g) => g.id).sort());
    }
  });
});

describe('chooseHomeGigs', () => {
  test('lists at most GIGS_ON_HOME of each kind, the nearest ones, and counts them all', () => {
    const gigs = [...weekly('2020-01-04', 30), ...weekly('2027-01-02', 20)];
    const chosen = chooseHomeGigs(gigs, noon('2026-06-01'));
    expect(chosen.upcoming).toHaveLength(GIGS_ON_HOME.upcoming);
    expect(chosen.past).toHaveLength(GIGS_ON_HOME.past);
    expect(chosen.upcomingTotal).toBe(20);
    expect(chosen.pastTotal).toBe(30);
    expect(dates(chosen.upcoming)).toEqual(dates(splitGigs(gigs, noon('2026-06-01')).upcoming.slice(0, GIGS_ON_HOME.upcoming)));
    expect(chosen.past[0]?.date).toBe(dates(gigs.slice(0, 30)).sort().at(-1));
  });

  test('fewer gigs than fit are all listed', () => {
    const gigs = [gig('2020-01-01'), gig('2030-01-01')];
    expect(chooseHomeGigs(gigs, noon('2025-01-01'))).toEqual({
      asOf: noon('2025-01-01'),
      upcoming: [gigs[1]],
      upcomingTotal: 1,
      past: [gigs[0]],
      pastTotal: 1,
    });
  });
});

describe('homeGigsOn', () => {
  const buildDay = noon('2026-03-01');
  const gigs = [...weekly('2024-01-06', 12), gig('2026-03-07', 'Klubb Nästa'), gig('2026-04-10'), gig('2026-05-01')];
  const chosen = chooseHomeGigs(gigs, buildDay);

  test('at the build’s instant it is what the build chose', () => {
    expect(homeGigsOn(chosen, buildDay)).toEqual(chosen);
  });

  test('a gig upcoming at build time and past on the visit moves to the top of the past, and the counts follow', () => {
    const visit = homeGigsOn(chosen, noon('2026-03-08'));
    expect(visit.upcoming.map((g) => g.club)).not.toContain('Klubb Nästa');
    expect(visit.upcomingTotal).toBe(chosen.upcomingTotal - 1);
    expect(visit.past[0]?.club).toBe('Klubb Nästa');
    expect(visit.pastTotal).toBe(chosen.pastTotal + 1);
    expect(visit.past).toHaveLength(GIGS_ON_HOME.past);
    expect(visit.past.slice(1)).toEqual(chosen.past.slice(0, GIGS_ON_HOME.past - 1));
  });

  test('played on its own day, it is still upcoming', () => {
    expect(homeGigsOn(chosen, noon('2026-03-07')).upcoming[0]?.club).toBe('Klubb Nästa');
  });

  test('never lists more than GIGS_ON_HOME, however many have been played since', () => {
    const many = chooseHomeGigs(weekly('2026-01-03', 40), noon('2026-01-01'));
    const later = homeGigsOn(many, noon('2027-01-01'));
    expect(later.upcoming).toEqual([]);
    expect(later.past.length).toBeLessThanOrEqual(GIGS_ON_HOME.past);
    expect(later.pastTotal + later.upcomingTotal).toBe(40);
  });
});

describe('byYear', () => {
  test('keeps the order it is given (newest first) and groups by year, newest year first', () => {
    const { past } = splitGigs(
      [gig('2021-03-01'), gig('2023-06-03'), gig('2021-11-20'), gig('2022-04-09'), gig('2023-01-14')],
      noon('2024-01-01'),
    );
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
});

describe('today is the gig’s own', () => {
  test('a gig is upcoming until its own town’s day is over, wherever the site is built or read', () => {
    const tokyo = gig('2026-11-25', 'Club Tokyo', 'Asia/Tokyo');
    const stockholm = gig('2026-11-25', 'Klubb Borås');
    const honolulu = gig('2026-11-25', 'Club Honolulu', 'Pacific/Honolulu');
    const upcomingAt = (iso: string) => splitGigs([tokyo, stockholm, honolulu], Date.parse(iso)).upcoming.map((g) => g.club);
    // Midnight in Tokyo is 15:00 UTC the day before; in Stockholm 23:00 UTC; in Honolulu 10:00 UTC the day after.
    expect(upcomingAt('2026-11-25T14:59:59Z')).toEqual(['Club Tokyo', 'Klubb Borås', 'Club Honolulu']);
    expect(upcomingAt('2026-11-25T15:00:00Z')).toEqual(['Klubb Borås', 'Club Honolulu']);
    // 00:30 in Stockholm, still the day before in UTC: a build then calls the Swedish gig past.
    expect(upcomingAt('2026-11-25T23:30:00Z')).toEqual(['Club Honolulu']);
    expect(upcomingAt('2026-11-26T09:59:59Z')).toEqual(['Club Honolulu']);
    expect(upcomingAt('2026-11-26T10:00:00Z')).toEqual([]);
  });

  test('now taken to its quarter hour tells the same gigs, also where a day ends at :30 or :45', () => {
    const gigs = ['Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Eucla', 'America/St_Johns', 'Europe/London'].map((zone) =>
      gig('2026-11-25', zone, zone),
    );
    for (let instant = Date.parse('2026-11-24T00:00:00Z'); instant < Date.parse('2026-11-27T00:00:00Z'); instant += 7 * 60_000) {
      expect(splitGigs(gigs, toQuarterHour(instant))).toEqual(splitGigs(gigs, instant));
    }
  });
});

// Gigs in two zones: a day ends at midnight in Sweden for two of them, in Tokyo for one.
const swedenAndTokyo = [gig('2026-11-20', 'Klubb A'), gig('2026-11-25', 'Club Tokyo', 'Asia/Tokyo'), gig('2026-12-24', 'Klubb B')];

describe('standingSince', () => {
  const gigs = swedenAndTokyo;

  test('the last instant a gig’s day was over, up to now: the gigs split there as they split now', () => {
    // Midnight after 25 November in Tokyo is 15:00 UTC that day.
    expect(standingSince(gigs, Date.parse('2026-11-25T16:00:00Z'))).toBe(Date.parse('2026-11-25T15:00:00Z'));
    // Before it, midnight after 20 November in Sweden.
    expect(standingSince(gigs, Date.parse('2026-11-25T14:00:00Z'))).toBe(Date.parse('2026-11-20T23:00:00Z'));
    for (const now of ['2026-11-21T08:00:00Z', '2026-11-25T14:59:00Z', '2026-11-25T15:00:00Z', '2026-12-30T00:00:00Z'].map(Date.parse)) {
      expect(splitGigs(gigs, standingSince(gigs, now))).toEqual(splitGigs(gigs, now));
    }
  });

  test('the same all day long while no gig’s day ends: a build then is the same build', () => {
    expect(standingSince(gigs, Date.parse('2026-11-22T01:00:00Z'))).toBe(standingSince(gigs, Date.parse('2026-11-24T22:00:00Z')));
  });

  test('no gig played yet: 0, at which every gig is upcoming', () => {
    expect(standingSince(gigs, Date.parse('2026-01-01T00:00:00Z'))).toBe(0);
    expect(splitGigs(gigs, 0).past).toEqual([]);
  });
});

describe('standsUntil', () => {
  const gigs = swedenAndTokyo;

  test('the next instant a gig’s day is over: the gigs split as now up to just before it, and otherwise at it', () => {
    // Midnight after 25 November in Tokyo is 15:00 UTC that day; the next, midnight after 24 December in Sweden.
    expect(standsUntil(gigs, Date.parse('2026-11-25T14:00:00Z'))).toBe(Date.parse('2026-11-25T15:00:00Z'));
    expect(standsUntil(gigs, Date.parse('2026-11-25T15:00:00Z'))).toBe(Date.parse('2026-12-24T23:00:00Z'));
    for (const now of ['2026-11-21T08:00:00Z', '2026-11-25T14:59:00Z', '2026-11-25T15:00:00Z', '2026-12-01T00:00:00Z'].map(Date.parse)) {
      const until = standsUntil(gigs, now);
      expect(splitGigs(gigs, until - 1)).toEqual(splitGigs(gigs, now));
      expect(splitGigs(gigs, until)).not.toEqual(splitGigs(gigs, now));
    }
  });

  test('every gig played, or none booked: for ever', () => {
    expect(standsUntil(gigs, Date.parse('2026-12-30T00:00:00Z'))).toBe(Infinity);
    expect(standsUntil([], Date.parse('2026-12-30T00:00:00Z'))).toBe(Infinity);
  });
});
