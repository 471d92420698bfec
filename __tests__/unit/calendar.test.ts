/** @jest-environment node */
// The gigs' calendar files, as the build makes them (calendarFiles in
// src/gigs/calendar.build.ts), read back with ical.js, a calendar
// library, the way a calendar app reads them: RFC 5545's lines, its escaping,
// and its time zones.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { type Content, CONTENT_DIR, loadContent } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import { splitGigs } from '../../src/gigs/dates';
import { gigCalendars } from '../../src/gigs/calendar.build';
import { dayIn, offsetChanges, skippedBy, zonedDateTime } from '../../src/util/timeZone';
import { calendarFiles } from '../../src/gigs/calendar.build';
import { FIXTURE_CONTENT, fixtureCatalogue } from '../support/fixtureSite';

const now = Date.now();
/** The build's day in UTC: the files' DTSTAMP. */
const today = new Date(now).toISOString().slice(0, 10);

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

const upcoming = () => splitGigs(content.gigs, now).upcoming;

/** A calendar file as an app reads it: its time zones first, then its events in them. */
function read(data: Buffer | string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(data.toString()));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, events: calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event)) };
}

const byName = (files: { name: string; data: Buffer }[], name: string) => {
  const file = files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`no ${name} among ${files.map((each) => each.name).join(', ')}`);
  return file.data;
};

/** Which gig an event is: its day and its place. */
const dayAndPlace = (event: ICAL.Event) => `${event.startDate.toString().slice(0, 10)} ${event.location}`;
const gigDayAndPlace = (gig: Gig) => `${gig.date} ${gig.club}, ${gig.town}, ${gig.country}`;

/** A gig made up for a test, at a time of day. */
const someGig = (overrides: Partial<Gig> = {}): Gig => ({
  id: '2027-03-13-klubb-grus',
  date: '2027-03-13',
  eventName: '',
  club: 'Klubb Grus',
  town: 'Ystad',
  country: 'Sweden',
  countryCode: 'SE',
  timeZone: 'Europe/Stockholm',
  bands: ['Grusbandet'],
  ...overrides,
});

/** The one event of a gig's own calendar file. */
function eventOf(gig: Gig) {
  const [file] = gigCalendars(content.site, [gig], today).filter((each) => each.name !== 'gigs.ics');
  const { events, calendar } = read(file!.data);
  expect(events).toHaveLength(1);
  return { event: events[0]!, calendar, text: file!.data };
}

describe('the files', () => {
  test('one per upcoming gig, at gigs/<id>.ics, and the feed gigs.ics of them all; none for a gig already played', () => {
    const files = calendarFiles(content, now);
    expect(upcoming().length).toBeGreaterThan(0);
    expect(files.map((file) => file.name).sort()).toEqual(['gigs.ics', ...upcoming().map((gig) => `gigs/${gig.id}.ics`)].sort());
    expect(read(byName(files, 'gigs.ics')).events.map(dayAndPlace)).toEqual(upcoming().map(gigDayAndPlace));
    for (const gig of upcoming()) {
      expect(read(byName(files, `gigs/${gig.id}.ics`)).events.map(dayAndPlace)).toEqual([gigDayAndPlace(gig)]);
    }
  });

  test('each is an iCalendar 2.0 object with a PRODID, in lines that end CRLF and are at most 75 octets', () => {
    for (const { name, data } of calendarFiles(content, now)) {
      const { calendar } = read(data);
      expect(calendar.name).toBe('vcalendar');
      expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(calendar.getFirstPropertyValue('prodid')).toContain(content.site.name);
      const text = data.toString();
      expect(text.endsWith('\r\n')).toBe(true);
      const lines = text.slice(0, -2).split('\r\n');
      for (const line of lines) {
        expect(line).not.toContain('\n');
        expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      }
      expect(name).toMatch(/\.ics$/);
    }
  });

  test('with nothing upcoming, the feed is still a calendar to subscribe to', () => {
    const [feed] = calendarFiles({ ...content, gigs: splitGigs(content.gigs, now).past }, now);
    const { calendar, events } = read(feed!.data);
    expect(events).toEqual([]);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getAllSubcomponents().length).toBeGreaterThan(0);
  });
});

describe('each event', () => {
  test('UID: the same in every build, one of its own for every gig, under the site’s host', () => {
    const uids = (at: number) => read(byName(calendarFiles(content, at), 'gigs.ics')).events.map((event) => event.uid);
    const built = uids(now);
    // A build on another day, with the same gigs still to come.
    expect(uids(Date.parse('2089-12-31T12:00:00Z'))).toEqual(built);
    expect(new Set(built).size).toBe(built.length);
    for (const uid of built) expect(uid.endsWith(`@${new URL(content.site.url).host}`)).toBe(true);
  });

  test('UID: a rescheduled gig keeps the one it had on the day first booked, so calendars move the event', () => {
    const booked = eventOf(someGig({ id: '2027-03-06-klubb-grus', date: '2027-03-06' })).event;
    const moved = eventOf(
      someGig({ id: '2027-03-13-klubb-grus', date: '2027-03-13', status: 'rescheduled', rescheduledFrom: '2027-03-06' }),
    ).event;
    expect(moved.uid).toBe(booked.uid);
    expect(moved.startDate.toString()).toBe('2027-03-13');
    // Another gig at that club on the new day is another event.
    expect(eventOf(someGig({ id: '2027-03-13-klubb-grus', date: '2027-03-13' })).event.uid).not.toBe(booked.uid);
  });

  test('DTSTAMP: the build day, in UTC', () => {
    const { event } = eventOf(someGig());
    const stamp = event.component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    expect(stamp.zone).toBe(ICAL.Timezone.utcTimezone);
    expect(stamp.toJSDate().toISOString()).toBe(`${today}T00:00:00.000Z`);
  });

  test.each([
    ['Europe/Stockholm', '2027-03-13', '20:00', '2027-03-13T19:00:00.000Z'],
    ['Europe/Stockholm', '2027-07-10', '20:00', '2027-07-10T18:00:00.000Z'],
    ['Europe/Prague', '2027-11-06', '19:30', '2027-11-06T18:30:00.000Z'],
    ['Europe/Prague', '2027-06-05', '21:00', '2027-06-05T19:00:00.000Z'],
    ['Europe/London', '2027-03-28', '20:00', '2027-03-28T19:00:00.000Z'],
    ['America/New_York', '2027-03-14', '20:00', '2027-03-15T00:00:00.000Z'],
    ['America/New_York', '2027-03-13', '23:30', '2027-03-14T04:30:00.000Z'],
    ['America/Toronto', '2027-11-07', '20:00', '2027-11-08T01:00:00.000Z'],
    ['Asia/Tokyo', '2027-07-10', '19:00', '2027-07-10T10:00:00.000Z'],
    ['Asia/Kolkata', '2027-01-09', '21:00', '2027-01-09T15:30:00.000Z'],
  ] as const)('DTSTART: in %s, %s at %s is %s, read through the file’s own VTIMEZONE', (timeZone, date, time, utc) => {
    const { event, calendar } = eventOf(someGig({ timeZone, date, time, id: `${date}-klubb` }));
    const start = event.component.getFirstProperty('dtstart')!;
    expect(start.getParameter('tzid')).toBe(timeZone);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([timeZone]);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.toJSDate().toISOString()).toBe(utc);
  });

  test('DTSTART: a gig without a time is on its day, with no time zone', () => {
    const { event, calendar } = eventOf(someGig({ date: '2027-03-13' }));
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-03-13');
    expect(calendar.getAllSubcomponents('vtimezone')).toEqual([]);
  });

  test("SUMMARY, LOCATION, URL of the gig's own page, and a DESCRIPTION with what the content says", () => {
    const files = calendarFiles(content, now);
    for (const gig of upcoming()) {
      const [event] = read(byName(files, `gigs/${gig.id}.ics`)).events;
      expect(event!.summary).toBe(gig.eventName || `${content.site.name} at ${gig.club}`);
      expect(event!.location).toBe(`${gig.club}, ${gig.town}, ${gig.country}`);
      expect(event!.component.getFirstPropertyValue('url')).toBe(`${content.site.url}gigs/${gig.id}/`); // its share page
      const description = event!.description.split('\n');
      expect(description).toContain(`Lineup: ${gig.bands.join(', ')}`);
      if (gig.doors) expect(description).toContain(`Doors ${gig.doors}`);
      if (gig.price) expect(description).toContain(gig.price.amount ? `${gig.price.amount} ${gig.price.currency}` : 'Free');
      if (gig.ageLimit) expect(description).toContain(gig.ageLimit === 'all ages' ? 'All ages' : `Age ${gig.ageLimit}+`);
      const onSale = gig.tickets && gig.status !== 'sold out' && gig.status !== 'cancelled';
      if (gig.tickets) expect(description.includes(`Tickets: ${gig.tickets}`)).toBe(Boolean(onSale));
    }
  });

  test('STATUS: CANCELLED for a cancelled gig, TENTATIVE for a postponed one, CONFIRMED otherwise', () => {
    const status = (gig: Gig) => eventOf(gig).event.component.getFirstPropertyValue('status');
    expect(status(someGig({ status: 'cancelled' }))).toBe('CANCELLED');
    expect(status(someGig({ status: 'postponed' }))).toBe('TENTATIVE');
    expect(status(someGig({ status: 'rescheduled', rescheduledFrom: '2027-03-06' }))).toBe('CONFIRMED');
    expect(status(someGig({ status: 'sold out' }))).toBe('CONFIRMED');
    expect(status(someGig())).toBe('CONFIRMED');
    expect(eventOf(someGig({ status: 'rescheduled', rescheduledFrom: '2027-03-06' })).event.description).toContain(
      'Rescheduled from 2027-03-06',
    );
  });

  test('odd and long text comes back as written: commas, semicolons, backslashes, quotes, line breaks, Ö and emoji', () => {
    const odd = someGig({
      eventName: 'Öl, punk; och "skrik" \\ på Österlen — en lång kväll med många band och ännu fler ord 🤘',
      club: 'Källaren; bakom Ö-bryggan, längst ner',
      bands: ['Grusbandet', 'Åska, Blixt & Dunder', 'Semikolon;Ett'],
      time: '20:00',
      tickets: `https://tickets.example.org/${'ö'.repeat(20)}?a=1&b=2`,
    });
    const { event, text } = eventOf(odd);
    expect(event.summary).toBe(odd.eventName);
    expect(event.location).toBe(`${odd.club}, ${odd.town}, ${odd.country}`);
    expect(event.description.split('\n')).toEqual(['Lineup: Grusbandet, Åska, Blixt & Dunder, Semikolon;Ett', `Tickets: ${odd.tickets}`]);
    // Long lines were folded, and no character was cut in two.
    const lines = text.toString().split('\r\n');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(text.toString()).not.toContain('\uFFFD');
  });
});

describe('a subscribed calendar, as the band changes a gig', () => {
  /** The feed gigs.ics built from the fixture's gigs with one more gig's file, written as the band writes it. */
  async function feedWith(gigLines: string[]) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-changed-'));
    try {
      cpSync(FIXTURE_CONTENT, dir, { recursive: true });
      writeFileSync(path.join(dir, 'gigs', 'one-more.yaml'), `${gigLines.join('\n')}\n`);
      const { content: loaded } = await loadContent(dir);
      return read(byName(calendarFiles(loaded, Date.parse('2090-01-01T12:00:00Z')), 'gigs.ics'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const atKalkbrottet = (events: ICAL.Event[]) => {
    const found = events.filter((event) => event.location.startsWith('Kalkbrottet,'));
    expect(found).toHaveLength(1);
    return { event: found[0]!, sequence: found[0]!.sequence, status: found[0]!.component.getFirstPropertyValue('status') };
  };
  const booked = ['date: 2091-03-06', 'club: Kalkbrottet', 'town: Ystad', 'country: Sweden', 'bands: [Grusbandet]', 'time: "20:00"'];

  test('it says how often to look again, in both the standard’s words and Outlook’s', async () => {
    const { calendar } = await feedWith(booked);
    const refresh = calendar.getFirstProperty('refresh-interval');
    // ical.js reads VALUE=DURATION as the value's type.
    expect(refresh?.type).toBe('duration');
    const every = ICAL.Duration.fromString(String(refresh?.getFirstValue()));
    expect(every.toSeconds()).toBeGreaterThan(0);
    expect(ICAL.Duration.fromString(String(calendar.getFirstPropertyValue('x-published-ttl'))).toSeconds()).toBe(every.toSeconds());
  });

  test('a gig moved to another date is the same event, on the new day, with a higher SEQUENCE', async () => {
    const before = atKalkbrottet((await feedWith(booked)).events);
    const moved = atKalkbrottet(
      (
        await feedWith([
          ...booked.map((line) => line.replace('2091-03-06', '2091-03-13')),
          'status: rescheduled',
          'rescheduledFrom: 2091-03-06',
        ])
      ).events,
    );
    expect(moved.event.uid).toBe(before.event.uid);
    expect(moved.event.startDate.toString()).toBe('2091-03-13T20:00:00');
    expect(moved.sequence).toBeGreaterThan(before.sequence);
    expect(moved.status).toBe('CONFIRMED');
  });

  test('a cancelled gig is the same event, STATUS:CANCELLED, with a higher SEQUENCE', async () => {
    const before = atKalkbrottet((await feedWith(booked)).events);
    const cancelled = atKalkbrottet((await feedWith([...booked, 'status: cancelled'])).events);
    expect(cancelled.event.uid).toBe(before.event.uid);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.sequence).toBeGreaterThan(before.sequence);
  });

  test('each change the band counts in `changes` raises SEQUENCE again, and the same files say the same in every build', async () => {
    const sequences = [];
    for (const changes of [[], ['changes: 1'], ['changes: 2']]) {
      const later = [...booked.map((line) => line.replace('"20:00"', changes.length ? '"21:00"' : '"20:00"')), ...changes];
      sequences.push(atKalkbrottet((await feedWith(later)).events).sequence);
    }
    expect(sequences[1]).toBeGreaterThan(sequences[0]!);
    expect(sequences[2]).toBeGreaterThan(sequences[1]!);
    expect(atKalkbrottet((await feedWith([...booked, 'changes: 2'])).events).sequence).toBe(sequences[2]);
  });
});

describe('the time zones', () => {
  test('gigs in Germany, Norway, the UK, the US and Japan land in gigs.ics at their local time, in their own zones', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-abroad-'));
    try {
      cpSync(FIXTURE_CONTENT, dir, { recursive: true });
      const abroad = [
        ['Zum Schrottplatz', 'Berlin', 'Germany', '', '2091-03-25', '21:00', 'Europe/Berlin'],
        ['Betongen', 'Oslo', 'NO', '', '2091-10-28', '20:30', 'Europe/Oslo'],
        ['The Kerb', 'Leeds', 'UK', '', '2091-03-25', '19:45', 'Europe/London'],
        ['Pizzeria Grind', 'Chicago', 'USA', 'America/Chicago', '2091-03-11', '22:00', 'America/Chicago'],
        ['Shelter', 'Tokyo', 'Japan', '', '2091-07-07', '18:00', 'Asia/Tokyo'],
      ];
      for (const [club, town, country, zone, date, time] of abroad) {
        writeFileSync(
          path.join(dir, 'gigs', `${date}-${club}.yaml`),
          [
            `date: ${date}`,
            `club: ${club}`,
            `town: ${town}`,
            `country: ${country}`,
            ...(zone ? [`timeZone: ${zone}`] : []),
            'bands: [Grusbandet]',
            `time: "${time}"`,
          ].join('\n') + '\n',
        );
      }
      const { content: loaded } = await loadContent(dir);
      const { events } = read(byName(calendarFiles(loaded, Date.parse('2090-01-01T12:00:00Z')), 'gigs.ics'));
      for (const [club, , , , date, time, timeZone] of abroad) {
        const event = events.find((each) => each.location.startsWith(`${club},`));
        const start = event!.component.getFirstProperty('dtstart')!;
        expect({ club, tzid: start.getParameter('tzid'), local: event!.startDate.toString() }).toEqual({
          club,
          tzid: timeZone,
          local: `${date}T${time}:00`,
        });
        // The instant, as the engine's own zone rules have it.
        const local = new Intl.DateTimeFormat('sv-SE', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(
          event!.startDate.toJSDate(),
        );
        expect(local).toBe(`${date} ${time}`);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  /**
   * A zone's VTIMEZONE, as a calendar app reads it, agrees with the zone on
   * both sides of each change of its clocks in the gig's year, and in winter
   * and summer: an instant two hours either side (clear of the hour a change
   * skips or repeats) is read back from its local clock reading.
   */
  function checkZone(timeZone: string, year: number) {
    const { calendar } = eventOf(someGig({ timeZone, date: `${year}-06-15`, time: '20:00' }));
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([timeZone]);
    const zone = ICAL.TimezoneService.get(timeZone)!;
    expect(zone).toBeTruthy();
    const changes = offsetChanges(timeZone, Date.UTC(year, 0, 1), Date.UTC(year + 1, 0, 1));
    const instants = [
      Date.UTC(year, 0, 15, 12),
      Date.UTC(year, 6, 15, 12),
      ...changes.flatMap(({ at }) => [at - 2 * 3_600_000, at + 2 * 3_600_000]),
    ];
    for (const instant of instants) {
      const date = dayIn(timeZone, instant);
      const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
      const [hour, minute] = time.split(':').map(Number);
      const local = ICAL.Time.fromData(
        {
          year: Number(date.slice(0, 4)),
          month: Number(date.slice(5, 7)),
          day: Number(date.slice(8)),
          hour,
          minute,
          second: 0,
          isDate: false,
        },
        zone,
      );
      expect({ timeZone, date, time, utc: local.toUnixTime() * 1000 }).toEqual({ timeZone, date, time, utc: instant });
      expect(Date.parse(zonedDateTime(timeZone, date, time))).toBe(instant);
    }
    return changes;
  }

  test.each([
    ['Europe/London', 2],
    ['America/New_York', 2],
    ['America/Los_Angeles', 2],
    ['Australia/Sydney', 2],
    ['Asia/Tokyo', 0],
    ['Asia/Kolkata', 0],
  ])('%s: the VTIMEZONE agrees with the zone on both sides of each of its %i changes a year', (timeZone, count) => {
    for (const year of [2026, 2027, 2031]) expect(checkZone(timeZone, year)).toHaveLength(count);
  });

  test('every zone the band’s and the fixture’s gigs use, in each year they have gigs', async () => {
    const band = (await loadContent(CONTENT_DIR)).content.gigs;
    const used = new Set([...band, ...content.gigs].map((gig) => `${gig.timeZone} ${gig.date.slice(0, 4)}`));
    expect(used.size).toBeGreaterThan(0);
    for (const each of used) {
      const [timeZone, year] = each.split(' ');
      checkZone(timeZone!, Number(year));
    }
  });

  test('a time the clocks skip as they go forward is told apart from one they show, once or twice (skippedBy)', () => {
    // Days whose rules are history: 2024.
    expect(skippedBy('America/New_York', '2024-03-10', '02:30')).toEqual({ from: '02:00', to: '03:00' });
    expect(skippedBy('Europe/Stockholm', '2024-03-31', '02:00')).toEqual({ from: '02:00', to: '03:00' });
    expect(skippedBy('Australia/Lord_Howe', '2024-10-06', '02:15')).toEqual({ from: '02:00', to: '02:30' });
    for (const [timeZone, date, time] of [
      ['America/New_York', '2024-03-10', '01:59'],
      ['America/New_York', '2024-03-10', '03:00'],
      ['America/New_York', '2024-11-03', '01:30'], // shown twice, as the clocks go back
      ['Europe/Stockholm', '2024-03-30', '02:30'], // the night before
      ['Asia/Tokyo', '2024-03-10', '02:30'],
    ] as const) {
      expect({ timeZone, date, time, skipped: skippedBy(timeZone, date, time) }).toEqual({ timeZone, date, time, skipped: null });
    }
  });

  test('the feed describes each zone its gigs are in, once, for the years they are in', () => {
    const gigs = [
      someGig({ id: 'a', timeZone: 'Asia/Tokyo', date: '2027-10-01', time: '19:00' }),
      someGig({ id: 'b', timeZone: 'America/Chicago', date: '2028-03-12', time: '21:00' }),
      someGig({ id: 'c', timeZone: 'America/Chicago', date: '2028-04-01', time: '21:00' }),
      someGig({ id: 'd', timeZone: 'Europe/Oslo', date: '2028-05-01' }),
    ];
    const [feed] = gigCalendars(content.site, gigs, today);
    const { calendar, events } = read(feed!.data);
    expect(calendar.getAllSubcomponents('vtimezone').map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual([
      'Asia/Tokyo',
      'America/Chicago',
    ]);
    expect(events.map((event) => event.startDate.toJSDate().toISOString())).toEqual([
      '2027-10-01T10:00:00.000Z',
      '2028-03-13T02:00:00.000Z',
      '2028-04-02T02:00:00.000Z',
      expect.stringMatching(/^2028-05-0[12]/),
    ]);
  });
});
