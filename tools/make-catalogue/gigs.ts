// The gigs: when and where, the days a calendar gets wrong, and what fans need to know of each.
import type { z } from 'zod';
import type { Rng } from '../random.mjs';
import { type AgeLimit, gigId, type gigSchema, type GigStatus, gigStatusSchema } from '../../src/gigs/gig.build';
import { minutesOf } from '../../src/gigs/night';
import { slugify } from '../../src/util/slug.build';
import { offsetChanges } from '../../src/util/timeZone';
import { BAND } from './band';
import { DAY_MS, fromDay, nextClockChange, toDay } from './dates';
import { COUNTRIES, type Country, DEFAULT_AGES, TOWN_WEIGHT } from './places';
import type { Streams } from './streams';
import { yamlScalar } from './yaml';
import { gigFileNames } from '../split-gigs/split';

export const FIRST_DAY = '2021-01-01'; // the band formed in 2021
const UPCOMING_DAYS = 183; // upcoming gigs run up to about six months after --today

/**
 * The regions whose clocks change on the same days: their countries, and a
 * time zone of theirs whose data says when (dates.ts, nextClockChange).
 */
export const SUMMER_TIME: Record<string, { countries: string[]; zone: string }> = {
  Europe: { countries: ['Sweden', 'Czech Republic', 'Germany', 'Norway', 'United Kingdom'], zone: 'Europe/Stockholm' },
  'North America': { countries: ['United States', 'Canada'], zone: 'America/New_York' },
};

interface Venue {
  club: string;
  slug: string;
  town: string;
  zone: string;
  place: Country;
  weight: number;
}
/** Invented clubs, one to three per town; no two share a slug, none longer than 40 characters. */
function makeVenues(rng: Rng): Venue[] {
  const venues: Venue[] = [];
  const slugs = new Set<string>();
  for (const place of COUNTRIES) {
    for (const [zone, towns] of Object.entries(place.towns)) {
      for (const town of towns) {
        const count = rng.int(1, 3);
        for (let made = 0, tries = 0; made < count && tries < 50; tries++) {
          const club = place.club(rng);
          const slug = slugify(club);
          if (club.length > 40 || slugs.has(slug)) continue;
          slugs.add(slug);
          venues.push({ club, slug, town, zone, place, weight: TOWN_WEIGHT[town] ?? 1 });
          made++;
        }
      }
    }
  }
  return venues;
}

/** `count` day numbers in [first, first + span), distinct until every day is used; Fridays and Saturdays favoured. */
function sampleDays(rng: Rng, first: number, span: number, count: number): number[] {
  const days: number[] = [];
  while (days.length < count) {
    const take = Math.min(count - days.length, span);
    const keyed = Array.from({ length: span }, (_, i) => {
      const dow = new Date((first + i) * DAY_MS).getUTCDay();
      const weight = dow === 5 || dow === 6 ? 4 : 1;
      return { day: first + i, key: Math.log(rng() || Number.MIN_VALUE) / weight }; // Efraimidis–Spirakis
    });
    keyed.sort((a, b) => b.key - a.key);
    for (let i = 0; i < take; i++) days.push((keyed[i] as { day: number }).day); // take <= span
  }
  return days;
}

/** The schema's statuses, in its order. */
export const STATUSES = gigStatusSchema.options;
/** A field of a gig's file, as the schema names it. */
type GigField = keyof z.input<typeof gigSchema>;
/** A gig's optional fields, as gigDetails writes them: as a band member types them. */
interface GigDetails {
  time?: string;
  doors?: string;
  tickets?: string;
  price?: string;
  ageLimit?: AgeLimit;
  status?: GigStatus;
  rescheduledFrom?: string;
}
/** A generated gig: the fields of the format, and for this script `what` (why its day), `place`, `zone` and `at`. */
export interface Gig extends GigDetails {
  date: string;
  event?: string;
  club: string;
  town: string;
  country: string;
  timeZone?: string;
  bands: string[];
  what?: string;
  place: Country;
  zone: string;
  at?: string;
}
export const OPTIONAL_FIELDS = [
  'time',
  'doors',
  'tickets',
  'price',
  'ageLimit',
  'status',
  'rescheduledFrom',
] as const satisfies readonly (keyof GigDetails & GigField)[];

/**
 * What fans need to know, from a stream of its own. The upcoming gigs, soonest first, take the statuses in turn,
 * so the home page's few show each; the special days go ahead with their time; some past gigs keep theirs too.
 * @returns the upcoming gigs, soonest first
 */
function addDetails(streams: Streams, gigs: Gig[], today: string): Gig[] {
  const detailsRng = streams('gig-details');
  const upcomingGigs = gigs.filter((g) => g.date > today).sort((a, b) => a.date.localeCompare(b.date));
  upcomingGigs
    .filter((g) => !g.what)
    .forEach((gig, rank) => {
      if (rank % 7 !== 6)
        Object.assign(gig, gigDetails(detailsRng, gig, STATUSES[rank % STATUSES.length] as GigStatus));
    });
  for (const gig of upcomingGigs.filter((g) => g.what)) {
    Object.assign(
      gig,
      gigDetails(detailsRng, gig, detailsRng.pick<GigStatus>(['scheduled', 'scheduled', 'sold out']), gig.at),
    );
  }
  const soonest = upcomingGigs[0] as Gig; // five or more are upcoming
  if (!upcomingGigs.some((g) => g.event)) soonest.event = detailsRng.pick(soonest.place.events);
  const pastGigs = detailsRng.shuffle(gigs.filter((g) => g.date < today));
  pastGigs
    .slice(0, Math.max(3, Math.round(pastGigs.length * detailsRng.range(0.1, 0.3))))
    .forEach((gig, index) =>
      Object.assign(gig, gigDetails(detailsRng, gig, STATUSES[index % STATUSES.length] as GigStatus)),
    );
  return upcomingGigs;
}

/** A day a calendar gets wrong when it gets time zones wrong, and where: in `countries`, or anywhere. */
interface SpecialDay {
  day: number;
  countries: string[] | null;
  what: string;
  time?: string;
}

/**
 * The special days after `todayDay`: the next days summer time starts in
 * Europe and in North America, the next day it ends in one of them or both,
 * and a day each for a gig at 23:30 and at 00:30.
 */
function specialDays(rng: Rng, todayDay: number): SpecialDay[] {
  const special: SpecialDay[] = [];
  for (const [region, { countries, zone }] of Object.entries(SUMMER_TIME)) {
    special.push({
      day: nextClockChange(zone, todayDay, 'forward'),
      countries,
      what: `summer time starts in ${region}`,
    });
    if (rng.chance(0.5)) {
      special.push({ day: nextClockChange(zone, todayDay, 'back'), countries, what: `summer time ends in ${region}` });
    }
  }
  if (special.length === 2) {
    // neither came up: the end in one of them, then
    const [region, { countries, zone }] = rng.pick(Object.entries(SUMMER_TIME));
    special.push({ day: nextClockChange(zone, todayDay, 'back'), countries, what: `summer time ends in ${region}` });
  }
  special.push({ day: todayDay + rng.int(1, UPCOMING_DAYS), countries: null, what: 'late', time: '23:30' });
  special.push({ day: todayDay + rng.int(1, UPCOMING_DAYS), countries: null, what: 'after midnight', time: '00:30' });
  return special;
}

/**
 * `count` gigs (the seed's number unless given): most of them past, since
 * FIRST_DAY; five or more upcoming in the next UPCOMING_DAYS, soonest first
 * taking every status in turn; and five or more on days a calendar gets wrong when it
 * gets time zones wrong, each with a time: the next days summer time starts
 * in Europe and in North America (even if further ahead than the others), the
 * next day it ends in one of them (in the hour its clocks show twice), one
 * at 23:30 and one at 00:30 (its doors the evening before). Every country has gigs,
 * as many as it has spellings at least, past and (from eight upcoming on) to
 * come. `taken`: the band's own gigs' ids (gigId: day and club), not to be repeated.
 */
export function makeGigs(streams: Streams, count: number, today: string, taken: string[]) {
  const rng = streams('gigs');
  const venues = makeVenues(streams('venues'));
  const inCountry = new Map(COUNTRIES.map((place) => [place, venues.filter((v) => v.place === place)]));
  const byName = Object.fromEntries(COUNTRIES.map((place) => [place.country, place]));
  const anyCountry = () => rng.weighted(COUNTRIES.map((place) => [place, place.share]));
  const ids = new Set(taken);
  const spellings = new Map(
    COUNTRIES.map((place) => [place, rng.shuffle(place.written.map(([spelling]) => spelling))]),
  );
  // Each spelling once, then by weight.
  const spellingOf = (place: Country) => (spellings.get(place) as string[]).shift() ?? rng.weighted(place.written);

  const todayDay = toDay(today);
  const firstDay = toDay(FIRST_DAY);
  const pastSpan = todayDay - 1 - firstDay; // FIRST_DAY .. two days before --today: past wherever the gig is
  const special = specialDays(rng, todayDay);
  const upcoming = rng.int(5, Math.max(5, Math.round(count / 10)));
  const past = count - upcoming - special.length;
  if (pastSpan < 1) throw new Error(`--today must be at least two days after ${FIRST_DAY}, for past gigs`);
  if (past > pastSpan * 3 || upcoming > UPCOMING_DAYS * 3)
    throw new Error(`${count} gigs do not fit in the days from ${FIRST_DAY}`);

  // Every country, as many times as it has spellings, first among the past gigs; each once among those to come.
  const pastCountries = rng.shuffle(COUNTRIES.flatMap((place) => place.written.map(() => place)));
  const upcomingCountries = rng.shuffle([...COUNTRIES]);
  const planned: { day: number; place?: Country | undefined; what?: string; time?: string | undefined }[] = [
    ...sampleDays(rng, firstDay, pastSpan, past).map((day, i) => ({ day, place: pastCountries[i] })),
    ...sampleDays(rng, todayDay + 1, UPCOMING_DAYS, upcoming).map((day, i) => ({ day, place: upcomingCountries[i] })),
    ...special.map(({ day, countries, what, time }) => ({
      day,
      place: countries ? byName[rng.pick(countries)] : undefined,
      what,
      time,
    })),
  ];
  const gigs = planned.map(({ day, place: chosen = anyCountry(), what, time }) => {
    const date = fromDay(day);
    const free = (among: Venue[]) => among.filter((v) => !ids.has(gigId(date, v.club)));
    const inChosen = inCountry.get(chosen) as Venue[]; // every country is in inCountry
    // Every club of the country already has a gig that day (hardly ever): then a club anywhere.
    const clubs = free(inChosen).length ? free(inChosen) : free(venues);
    const venue = rng.weighted(clubs.map((v) => [v, v.weight]));
    const { place } = venue;
    ids.add(gigId(date, venue.club));
    const others = rng.int(1, 3);
    const pool = rng.chance(0.85) ? place.bands : COUNTRIES.flatMap((p) => p.bands);
    const bands = rng.shuffle([...pool]).slice(0, others);
    bands.splice(rng.int(0, bands.length), 0, BAND);
    // Drawn in this order (event, spelling, zone): another order would make another catalogue of the same seed.
    let event: string | undefined;
    if (rng.chance(0.5)) {
      const name = rng.pick(place.events);
      event = rng.chance(0.3) ? `${name} ${date.slice(0, 4)}` : name;
    }
    const country = spellingOf(place);
    const timeZone = place.zoneRequired || rng.chance(0.1) ? venue.zone : undefined;
    // `what`, `place`, `zone`, `at`: for this script (gigText writes the fields of the format).
    const at = time ?? (what?.startsWith('summer time ends') ? twiceShown(venue.zone, date) : undefined);
    const gig: Gig = { date, what, place, zone: venue.zone, at, club: venue.club, town: venue.town, country, bands };
    if (event !== undefined) gig.event = event;
    if (timeZone !== undefined) gig.timeZone = timeZone;
    return gig;
  });
  const upcomingGigs = addDetails(streams, gigs, today);
  rng.shuffle(gigs); // the format allows any order; the loader sorts
  return { gigs, upcoming: upcomingGigs.length, past: past, towns: new Set(gigs.map((g) => g.town)).size };
}

/**
 * The middle of the hour `zone`'s clocks show twice on `date` as they go back
 * (`02:30` in Europe): a start time that names two moments, as the band may
 * well write one. Undefined if its clocks do not go back that day.
 */
export function twiceShown(zone: string, date: string): string | undefined {
  const start = toDay(date) * DAY_MS;
  const back = offsetChanges(zone, start - DAY_MS, start + 2 * DAY_MS).find(
    ({ at, from, to }) => to < from && fromDay(Math.floor((at + from * 60_000) / DAY_MS)) === date,
  );
  return back && new Date(back.at + ((back.from + back.to) / 2) * 60_000).toISOString().slice(11, 16);
}

/** A gig's optional fields, as a band member would write them for `status`; `time`, if given, is when it starts. */
function gigDetails(rng: Rng, gig: Gig, status: GigStatus, time?: string): GigDetails {
  const details: GigDetails = {};
  // A postponed gig has no time to give yet.
  if (status !== 'postponed') {
    details.time = time ?? `${rng.int(19, 22)}:${rng.pick(['00', '30'])}`;
    // Before midnight, for a gig that starts after it (at 00:30 or later).
    const doors = (minutesOf(details.time) - rng.pick([45, 60, 60, 90]) + 24 * 60) % (24 * 60);
    details.doors = `${Math.floor(doors / 60)}:${String(doors % 60).padStart(2, '0')}`;
  }
  details.tickets = `https://tickets.example.org/kantstott/${gigId(gig.date, gig.club)}`;
  details.price = rng.chance(0.2) ? 'free' : `${rng.pick(gig.place.prices)} ${gig.place.currency}`;
  details.ageLimit = rng.pick(gig.place.ages ?? DEFAULT_AGES);
  if (status !== 'scheduled' || rng.chance(0.1)) details.status = status; // `scheduled` is the default: seldom written
  if (status === 'rescheduled') details.rescheduledFrom = fromDay(toDay(gig.date) - 14);
  return details;
}

/**
 * A made gig's file, laid out as the editor writes one, so that a save in the
 * editor changes only what was edited: the bands a line each, and an age
 * limit as the text the form holds (`'18'`: the editor quotes text that reads
 * as a number).
 */
function gigText(g: Gig): string {
  const text = (field: (typeof OPTIONAL_FIELDS)[number]) =>
    field === 'ageLimit' && typeof g.ageLimit === 'number' ? `'${g.ageLimit}'` : String(g[field]);
  return [
    `date: ${g.date}`,
    ...(g.event === undefined ? [] : [`event: ${yamlScalar(g.event)}`]),
    `club: ${yamlScalar(g.club)}`,
    `town: ${yamlScalar(g.town)}`,
    `country: ${yamlScalar(g.country)}`,
    ...(g.timeZone === undefined ? [] : [`timeZone: ${g.timeZone}`]),
    'bands:',
    ...g.bands.map((b) => `  - ${yamlScalar(b)}`),
    // As a band member types them: `time: 20:00`, `price: 150 SEK`, `status: sold out` (YAML reads each as text).
    ...OPTIONAL_FIELDS.filter((field) => g[field] !== undefined).map((field) => `${field}: ${text(field)}`),
    '',
  ].join('\n');
}

/**
 * The files of content/gigs/: the band's as they are, then a file for each
 * made gig, named as the split names them (its day and town, a number after
 * a name taken).
 */
export function gigFiles(
  band: readonly { name: string; text: string }[],
  gigs: Gig[],
): { name: string; text: string }[] {
  const names = gigFileNames(
    gigs,
    band.map((file) => file.name),
  );
  return [...band, ...gigs.map((g, index) => ({ name: names[index]!, text: gigText(g) }))];
}
