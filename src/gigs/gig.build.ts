// A gig as the band writes it in its file (content/gigs/): its schema, which
// checks each file and gives the Gig type, and what its fields mean (prices,
// age limits, time zones, statuses). content/gigs.ts reads the files with it.
import { z } from 'zod';
import { example, httpsUrl, input, text } from '../util/fields.build';
import { slugify } from '../util/slug.build';
import { isTimeZone, skippedBy, zonedDateTime } from '../util/timeZone';
import { type Country, findCountry, nearestCountries, onlyZoneOf, zonesOf } from './countries.build';
import { doorsTheEveningBefore, LATE_DOORS_HOURS } from './night';

/** A calendar day written YYYY-MM-DD that exists (no 30 February). */
export function isRealDay(day: string): boolean {
  // Date rolls 2025-02-30 over to 2025-03-02; a real day survives the round trip.
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A day written YYYY-MM-DD that is in the calendar. */
const day = (rightForm: string) =>
  input(
    example(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'write the date as YYYY-MM-DD.', abort: true })
        .refine(isRealDay, { error: (issue) => `${String(issue.input)} is not a day in the calendar.` }),
      rightForm,
    ),
    'date',
  );

/**
 * A field the band writes as a few words, read into what it means by `read`
 * (undefined: it means nothing). YAML reads `18` or `2000` as a number; it is
 * taken as the text it was.
 */
function wordsFor<T>(read: (text: string) => T | undefined, error: (text: string) => string, rightForm: string) {
  return example(
    z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : value),
      z
        .string()
        .trim()
        .transform((text, context) => {
          const meaning = read(text);
          if (meaning === undefined) context.addIssue({ code: 'custom', message: error(text) });
          return meaning as T;
        }),
    ),
    rightForm,
  );
}

/** A time of day on a 24-hour clock, `20:00`, local to the gig's town. (YAML 1.2 reads 20:00 as text.) */
const clockTime = (rightForm: string) =>
  input(
    wordsFor(
      (text) => {
        const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text);
        return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
      },
      (text) => `\`${text}\` is not a time: write it on a 24-hour clock as HH:MM, like 20:00.`,
      rightForm,
    ),
    'time',
  );

/** A price as the band writes it: an amount and a currency, or free. */
export interface Price {
  /** 0 for a free gig. */
  readonly amount: number;
  /** ISO 4217: SEK, CZK, EUR … (a free gig's: its country's). */
  readonly currency: string;
}

/** ISO 4217 codes, as the runtime knows them: SEK, CZK, EUR … */
export const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

const priceSchema = wordsFor<Price | 'free'>(
  (text) => {
    if (/^free$/i.test(text)) return 'free';
    const match = /^(\d+(?:[.,]\d{1,2})?) *([a-z]{3})$/i.exec(text);
    const currency = match?.[2]!.toUpperCase();
    return match && currency && CURRENCIES.has(currency) ? { amount: Number(match[1]!.replace(',', '.')), currency } : undefined;
  },
  (text) => `\`${text}\` is not a price: write the amount, then the currency's three-letter code (SEK, CZK, EUR …), or write free.`,
  'price: 150 SEK',
);

/** The youngest a fan may be to get in (18 is shown 18+), or every age. */
export type AgeLimit = number | 'all ages';

const ageLimitSchema = wordsFor<AgeLimit>(
  (text) => {
    if (/^all ages$/i.test(text)) return 'all ages';
    const match = /^([1-9]\d?)\+?$/.exec(text);
    return match ? Number(match[1]) : undefined;
  },
  (text) => `\`${text}\` is not an age limit: write the youngest age let in, like 18, or write all ages.`,
  'ageLimit: 18',
);

export const gigStatusSchema = z.enum(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'sold out']);
/** How a gig stands; `scheduled` (as booked) unless the band says otherwise. */
export type GigStatus = z.infer<typeof gigStatusSchema>;

/**
 * A gig's id, in its address: `2026-03-14-klubb-kuben`. A gig has no number
 * to keep in step by hand: its day and club name it.
 */
export const gigId = (date: string, club: string) => `${date}-${slugify(club)}`;

/**
 * A gig's file name in content/gigs/, without `.yaml`: its day and town,
 * `2026-05-25-leipzig`, which sort by day. Only a name: the gig's address is its id.
 */
export const gigFileStem = (date: string, town: string) => `${date}-${slugify(town)}`;

/** A country by its English name or ISO code (`Germany`, `DE`, `UK`, `USA`, `Czechia`). */
const countrySchema = input(
  wordsFor<Country>(
    findCountry,
    (text) =>
      `\`${text}\` is not a country we know: write its English name or its two-letter code. Did you mean ${nearestCountries(text).join(', ')}?`,
    'country: Germany',
  ),
  'country',
);

/** An IANA time zone (`America/Toronto`); which one the gig's country has is checked with the whole gig. */
const timeZoneSchema = input(example(z.string().trim(), 'timeZone: America/Toronto'), 'timeZone');

/** The first few of a country's zones, for a message. */
const someZones = (code: string) => {
  const zones = zonesOf(code);
  if (zones.length === 0) return 'the zones at https://en.wikipedia.org/wiki/List_of_tz_database_time_zones';
  return `${zones.slice(0, 6).join(', ')}${zones.length > 6 ? ` (${zones.length - 6} more)` : ''}`;
};

export const gigSchema = z
  .strictObject({
    date: day('date: 2024-05-25').describe('A future date shows under Upcoming gigs, and moves to Past gigs once it has passed.'),
    // `event:` with nothing after it reads as null: the same as leaving it out.
    event: example(z.string().trim().nullish(), 'event: Punk pod mostem').describe(
      "The night's or festival's name; leave it empty if it had none.",
    ),
    club: text('club: Klubb Kuben'),
    town: text('town: Borås'),
    country: countrySchema.describe('Its English name or code: Sweden, Czech Republic, Germany, DE, UK, USA.'),
    // Only where the country keeps more than one time: the US, Canada, Spain (the Canaries) …
    timeZone: timeZoneSchema.describe('Only where the country keeps more than one time (the US, Canada, Spain …).').optional(),
    bands: example(
      z
        .array(z.string().trim().min(1, { error: 'one of the bands is empty.' }))
        .min(1, { error: 'name every band on the bill, Kantstött included.' })
        .readonly(),
      'bands: [Halkrisk, Kantstött]',
    ).describe('Everyone on the bill, Kantstött included.'),
    // What fans need to know beyond the day and the place, each said when known.
    time: clockTime('time: 20:00').describe("When it starts, on a 24-hour clock in the town's own time.").optional(),
    doors: clockTime('doors: 19:00').describe('When the doors open.').optional(),
    tickets: httpsUrl('tickets: https://tickets.example.com/varpunk-kuben').describe('The ticket page, starting https://').optional(),
    price: priceSchema.describe("The amount, then the currency's code (150 SEK, 200 CZK), or free.").optional(),
    ageLimit: ageLimitSchema.describe('The youngest age let in (18 is shown 18+), or all ages.').optional(),
    status: example(
      // Written as the band would say it: `Sold out` is `sold out`.
      z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), gigStatusSchema),
      'status: cancelled',
    )
      .describe('Leave it empty for a gig as booked.')
      .optional(),
    rescheduledFrom: day('rescheduledFrom: 2026-02-21')
      .describe('The date it was first booked for, with the status rescheduled.')
      .optional(),
    // For the feeds and subscribed calendars (docs/updating-the-site.md, "Feeds and calendars").
    announced: day('announced: 2026-01-10').describe('The day you told fans of the gig: the feeds date it by this.').optional(),
    changes: example(
      z.int({ error: 'write a whole number: 1 after the first change, 2 after the next …' }).min(0, { error: 'write 0 or more.' }),
      'changes: 1',
    )
      .describe(
        'Raise it by one each time you change a booked gig beyond its status (a new time, another club): subscribed calendars then replace their copy.',
      )
      .optional(),
  })
  .superRefine((gig, context) => {
    const { code, name } = gig.country;
    // A place the data set gives no zone (Antarctica) takes any zone there is.
    const ofCountry = (zone: string) => zonesOf(code).length === 0 || zonesOf(code).includes(zone);
    if (gig.timeZone !== undefined && !(isTimeZone(gig.timeZone) && ofCountry(gig.timeZone))) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: `\`${gig.timeZone}\` is not a time zone of ${name}: write one of ${someZones(code)}.`,
      });
    } else if (gig.timeZone === undefined && onlyZoneOf(code) === null) {
      context.addIssue({
        code: 'custom',
        path: ['timeZone'],
        message: `${name} keeps more than one time: add the time zone of ${gig.town}, one of ${someZones(code)}.`,
      });
    }
    // A time the town's clocks skip that night (summer time starts) names no moment: calendars would each guess one.
    const zone = gig.timeZone ?? onlyZoneOf(code);
    for (const field of ['time', 'doors'] as const) {
      const time = gig[field];
      // A zone that is not one is reported above.
      const skipped = time !== undefined && zone !== null && isTimeZone(zone) && skippedBy(zone, gig.date, time);
      if (!skipped) continue;
      context.addIssue({
        code: 'custom',
        path: [field],
        message: `${time} is not a time in ${gig.town} on ${gig.date}: that night the clocks go forward from ${skipped.from} to ${skipped.to}. Write a time the clocks show: before ${skipped.from}, or from ${skipped.to} on.`,
      });
    }
    if (gig.rescheduledFrom !== undefined && gig.status !== 'rescheduled') {
      context.addIssue({
        code: 'custom',
        path: ['rescheduledFrom'],
        message: `only a rescheduled gig has an earlier date: add \`status: rescheduled\`, or delete this line.`,
      });
    }
    if (gig.time !== undefined && gig.doors !== undefined && gig.doors > gig.time && !doorsTheEveningBefore(gig.doors, gig.time)) {
      context.addIssue({
        code: 'custom',
        path: ['doors'],
        message: `the doors open at ${gig.doors}, after the gig starts at ${gig.time}: the doors open first (for a gig that starts after midnight, the evening before, at most ${LATE_DOORS_HOURS} hours before).`,
      });
    }
  })
  .transform(({ date, event, club, town, country, timeZone = onlyZoneOf(country.code)!, bands, time, price, status, ...details }) => {
    return {
      id: gigId(date, club),
      date,
      eventName: event ?? '',
      club,
      town,
      country: country.name,
      /** ISO 3166-1 alpha-2, for search engines: `DE`. */
      countryCode: country.code,
      /** The clocks the gig's times are read by, and its day ends by (IANA: `Europe/Stockholm`). */
      timeZone,
      bands,
      // Doors, tickets, age limit and the earlier date, where given.
      ...details,
      // The start as search engines and calendars read it, with its UTC offset: `2026-03-14T20:00:00+01:00`.
      ...(time === undefined ? {} : { time, startsAt: zonedDateTime(timeZone, date, time) }),
      ...(price === undefined ? {} : { price: price === 'free' ? { amount: 0, currency: country.currency } : price }),
      // A gig as booked carries no status, so the page data does not grow with it.
      ...(status === undefined || status === 'scheduled' ? {} : { status }),
    };
  })
  .readonly();

export type Gig = z.infer<typeof gigSchema>;
