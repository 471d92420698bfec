// What every catalogue must hold, whatever the seed: checked on each run.
import { doorsTheEveningBefore } from '../../src/gigs/night';
import { utcOffsetMinutes } from '../../src/util/timeZone';
import { BAND } from './band';
import { DAY_MS, toDay } from './dates';
import { type Gig, OPTIONAL_FIELDS, STATUSES, SUMMER_TIME, twiceShown } from './gigs';
import { COUNTRIES } from './places';
import { LONGEST, type Release, SERVICES } from './releases';
import { chars } from './words';

/**
 * What every catalogue must hold, whatever the seed (the header's promises),
 * as a list of what is missing: empty, or make-catalogue has a bug.
 */
export function missingVariety({
  made,
  pivot,
  todayYear,
  gigs,
  today,
  recordings,
}: {
  made: Release[];
  pivot: number;
  todayYear: number;
  gigs: Gig[];
  today: string;
  /** Whether the band has recordings for the made tracks to share. */
  recordings: boolean;
}): string[] {
  return [
    ...releasesVariety(made, pivot, todayYear),
    ...(recordings ? recordingsVariety(made) : []),
    ...gigsVariety(gigs, today),
  ]
    .filter(([ok]) => !ok)
    .map(([, what]) => what);
}

/** What the made releases must show: each check, and what it is called if it fails. */
function releasesVariety(made: Release[], pivot: number, todayYear: number): [unknown, string][] {
  return [
    [
      made.every((r) => new Set(r.tracks.map((t) => t.title.toLowerCase())).size === r.tracks.length),
      'tracks of a release titled apart',
    ],
    [made.some((r) => r.tracks.length === 1), 'a release of one track'],
    [made.some((r) => r.tracks.length === LONGEST), `a release of ${LONGEST} tracks`],
    [made.some((r) => r.listen.length === 0), 'a release with no listen links'],
    [made.some((r) => r.listen.length === SERVICES.length), 'a release on every service'],
    [made.some((r) => chars(r.title) >= 60), 'a title of 60 characters or more'],
    ...[...'åäöřé'].map((letter): [unknown, string] => [
      made.some((r) => r.title.includes(letter)),
      `a title with ${letter}`,
    ]),
    [made.some((r) => r.slug.includes('&')), 'a folder name with &'],
    [made.some((r) => r.slug.includes('-')), 'a folder name with -'],
    [made.some((r) => r.year === pivot), `a release of ${pivot}, the year of the band's newest`],
    [pivot === todayYear || made.some((r) => r.year > pivot), `a release after ${pivot}`],
    [pivot === 2021 || made.some((r) => r.year < pivot), `a release before ${pivot}`],
    [made.filter((r) => r.cover.height !== r.cover.width).length === 1, 'one cover that is not square'],
  ];
}

/** Where the band has recordings, what the made tracks must show. */
function recordingsVariety(made: Release[]): [unknown, string][] {
  const tracks = made.flatMap((r) => r.tracks);
  return [
    [tracks.some((t) => t.recording), 'a track with a recording'],
    [tracks.some((t) => t.recording && t.timed), 'a track whose lines are timed'],
    [tracks.some((t) => !t.recording), 'a track without a recording'],
  ];
}

/** What the made gigs must show: each check, and what it is called if it fails. */
function gigsVariety(gigs: Gig[], today: string): [unknown, string][] {
  const upcoming = gigs.filter((g) => g.date > today);
  const summerTimeStarts = Object.keys(SUMMER_TIME).map((region): [unknown, string] => {
    const gig = upcoming.find((g) => g.what === `summer time starts in ${region}`);
    const day = (gig && toDay(gig.date)) as number; // used only if there is a gig
    const starts =
      gig?.time && utcOffsetMinutes(gig.zone, day * DAY_MS) < utcOffsetMinutes(gig.zone, (day + 1) * DAY_MS);
    return [starts, `a gig with a time on the day summer time starts in ${region}`];
  });
  return [
    [upcoming.length >= 5, 'five upcoming gigs'],
    ...STATUSES.map((status): [unknown, string] => [
      upcoming.some((g) => (g.status ?? 'scheduled') === status),
      `an upcoming gig ${status}`,
    ]),
    ...([...OPTIONAL_FIELDS, 'event', 'timeZone'] as const).map((field): [unknown, string] => [
      upcoming.some((g) => g[field] !== undefined),
      `an upcoming gig with ${field}`,
    ]),
    [gigs.some((g) => g.date < today && g.tickets), 'a past gig with its details'],
    ...COUNTRIES.flatMap(({ written }) =>
      written.map(([spelling]): [unknown, string] => [
        gigs.some((g) => g.country === spelling),
        `a gig in ${spelling}`,
      ]),
    ),
    ...summerTimeStarts,
    [
      upcoming.some(
        (g) => g.what?.startsWith('summer time ends') && g.time !== undefined && g.time === twiceShown(g.zone, g.date),
      ),
      'a gig in the hour the clocks show twice',
    ],
    [upcoming.some((g) => g.time === '23:30'), 'a gig at 23:30'],
    [
      upcoming.some((g) => g.time === '00:30' && g.doors !== undefined && doorsTheEveningBefore(g.doors, g.time)),
      'a gig at 00:30, its doors the evening before',
    ],
    [gigs.every((g) => g.bands.includes(BAND)), `${BAND} on every bill`],
  ];
}
