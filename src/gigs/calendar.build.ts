// Calendar files (iCalendar, RFC 5545) for gigs, made at build time: one per
// gig for "Add to calendar", and a feed of them all for a calendar app to
// subscribe to (calendarFiles picks the upcoming gigs; details.ts says
// where each file goes). Build time only: the browser links to the files.
import type { Gig, GigStatus } from './gig.build';
import { ageText, doorsText, GIGS_CALENDAR, gigCalendar, priceText, statusText, ticketsOnSale } from './details';
import { paths } from '../util/routes';
import { absoluteUrl } from '../util/absoluteUrl';
import { splitGigs } from './dates';
import { gigTitle, type SiteFacts } from './events';
import { offsetChanges, type OffsetChange, utcOffsetMinutes, utcOffsetText } from '../util/timeZone';

export interface CalendarFile {
  /** Relative to index.html. */
  readonly name: string;
  readonly data: string;
}

/** A content line is at most 75 octets (§3.1); longer ones continue on lines that start with a space. */
const LINE_OCTETS = 75;

const octets = (char: string) => {
  const code = char.codePointAt(0)!;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/** One content line, folded at 75 octets, never inside a character. */
function fold(line: string): string {
  let folded = '';
  let used = 0;
  for (const char of line) {
    if (used + octets(char) > LINE_OCTETS) {
      folded += '\r\n ';
      used = 1;
    }
    folded += char;
    used += octets(char);
  }
  return folded;
}

/** TEXT as §3.3.11 escapes it: backslash, semicolon, comma and line breaks. */
const escaped = (text: string) => text.replace(/[\\;,]/g, '\\$&').replace(/\r?\n/g, '\\n');

/** `2026-03-14` → `20260314`. */
const compact = (date: string) => date.replaceAll('-', '');

/** `+0100`: an offset of minutes as TZOFFSETFROM and TZOFFSETTO write it. */
const offsetText = (minutes: number) => utcOffsetText(minutes, '');

/** A UTC instant as the local clock reading of a zone at an offset: `20261025T030000`. */
const localReading = (utc: number, offset: number) =>
  compact(new Date(utc + offset * 60_000).toISOString().slice(0, 19)).replaceAll(':', '');

/** The zone's short name for its time at an instant, `CET`, `BST` or `EDT` where it has one, else `GMT+9`. */
function zoneName(timeZone: string, utc: number): string {
  const names = ['en-GB', 'en-US'].map(
    (locale) =>
      new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'short' }).formatToParts(utc).find((part) => part.type === 'timeZoneName')
        ?.value ?? timeZone,
  );
  return names.find((name) => !/^(GMT|UTC)[+-]/.test(name)) ?? names[0]!;
}

/**
 * The VTIMEZONE a calendar app reads a TZID's local times by, for the years
 * [from, to): the zone's offset on 1 January of `from`, then each change of
 * its clocks, as the engine's time-zone database knows them (util/timeZone.ts):
 * no rule is written here, so a zone anywhere, with or without summer time,
 * is described as it is. Changes to the same offset share a component (RDATE).
 */
function timeZoneLines(timeZone: string, from: number, to: number): string[] {
  const start = Date.UTC(from, 0, 1);
  const changes = offsetChanges(timeZone, start, Date.UTC(to, 0, 1));
  const first = utcOffsetMinutes(timeZone, start);
  const onsets = [{ at: start, from: first, to: first }, ...changes];
  // Summer time is whatever is ahead of the zone's least offset in these years.
  const standard = Math.min(...onsets.map((onset) => onset.to));
  const kinds = new Map<string, OffsetChange[]>();
  for (const onset of onsets) {
    const kind = `${onset.from} ${onset.to} ${zoneName(timeZone, onset.at)}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), onset]);
  }
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...[...kinds.values()].flatMap(([onset, ...again]) => {
      const part = onset!.to > standard ? 'DAYLIGHT' : 'STANDARD';
      // Onsets are local times on the clock before the change (§3.6.5).
      const reading = (each: OffsetChange) => localReading(each.at, each.from);
      return [
        `BEGIN:${part}`,
        `TZOFFSETFROM:${offsetText(onset!.from)}`,
        `TZOFFSETTO:${offsetText(onset!.to)}`,
        `TZNAME:${zoneName(timeZone, onset!.at)}`,
        `DTSTART:${reading(onset!)}`,
        ...(again.length ? [`RDATE:${again.map(reading).join(',')}`] : []),
        `END:${part}`,
      ];
    }),
    'END:VTIMEZONE',
  ];
}

/**
 * The event's lasting name: the gig's id (its day and club) at the site's
 * host, unique anywhere and the same in every build. A rescheduled gig keeps
 * the one it had on the day first booked, so a calendar moves that event
 * rather than adding another.
 */
function uid(site: Pick<SiteFacts, 'url'>, gig: Gig): string {
  const id = gig.rescheduledFrom ? `${gig.rescheduledFrom}${gig.id.slice(gig.date.length)}` : gig.id;
  return `${id}@${new URL(site.url).host}`;
}

/**
 * How far each status moves an event on from the gig as booked: a gig moves
 * from booked to postponed, rescheduled or cancelled, and a later status in
 * that order is a later version of the event.
 */
const STATUS_CHANGES: Readonly<Record<GigStatus, number>> = {
  scheduled: 0,
  'sold out': 0,
  postponed: 1,
  rescheduled: 2,
  cancelled: 3,
};

/**
 * The event's SEQUENCE (§3.8.7.4): how many times it changed. Taken from the
 * gig as written, so every build of the same content says the same: its
 * status's step, plus the changes the band counted in `changes` (a new time
 * or place, or a second move). A calendar that holds an earlier version then
 * replaces it rather than keeping both.
 */
export const sequenceOf = (gig: Gig) => STATUS_CHANGES[gig.status ?? 'scheduled'] + (gig.changes ?? 0);

/** A gig as a VEVENT. `stamp` is when the file was made (UTC, §3.8.7.2). */
function eventLines(site: SiteFacts, gig: Gig, stamp: string): string[] {
  const status = gig.status && statusText(gig.status);
  const tickets = ticketsOnSale(gig);
  const description = [
    status && (gig.rescheduledFrom ? `${status} from ${gig.rescheduledFrom}` : status),
    `Lineup: ${gig.bands.join(', ')}`,
    doorsText(gig),
    gig.price && priceText(gig.price),
    gig.ageLimit && ageText(gig.ageLimit),
    tickets && `Tickets: ${tickets}`,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:${uid(site, gig)}`,
    `DTSTAMP:${stamp}`,
    `SEQUENCE:${sequenceOf(gig)}`,
    gig.time
      ? `DTSTART;TZID=${gig.timeZone}:${compact(gig.date)}T${gig.time.replace(':', '')}00`
      : `DTSTART;VALUE=DATE:${compact(gig.date)}`,
    `SUMMARY:${escaped(gigTitle(site, gig))}`,
    `LOCATION:${escaped(`${gig.club}, ${gig.town}, ${gig.country}`)}`,
    `DESCRIPTION:${escaped(description.join('\n'))}`,
    // The gig's own page (routes.ts, gig): its card, and the gig list opened at it.
    `URL:${absoluteUrl(site, paths.gig(gig.id))}`,
    // A postponed gig's day is not to be counted on.
    `STATUS:${gig.status === 'cancelled' ? 'CANCELLED' : gig.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** How often a subscribed calendar fetches the feed again: a gig added or moved reaches it within this. */
export const REFRESH = 'PT12H';

/** UTC, for a calendar that has no gig at a time of day: RFC 5545 wants one component at least. */
const NO_ZONE = 'Etc/UTC';

function calendar(site: SiteFacts, head: string[], gigs: readonly Gig[], stamp: string): string {
  const timed = gigs.filter((gig) => gig.time);
  const zones = [...new Set(timed.map((gig) => gig.timeZone))];
  const years = timed.map((gig) => Number(gig.date.slice(0, 4)));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Gigs//EN`,
    'CALSCALE:GREGORIAN',
    ...head,
    // Each zone for the years its gigs are in.
    ...(zones.length
      ? zones.flatMap((zone) => timeZoneLines(zone, Math.min(...years), Math.max(...years) + 1))
      : gigs.length
        ? []
        : timeZoneLines(NO_ZONE, Number(stamp.slice(0, 4)), Number(stamp.slice(0, 4)) + 1)),
    ...gigs.flatMap((gig) => eventLines(site, gig, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * The calendar file of each of `gigs` and the feed of them all.
 * @param today the day the files are made, `YYYY-MM-DD`: their DTSTAMP (midnight UTC), so a build is the same all day
 */
export function gigCalendars(site: SiteFacts, gigs: readonly Gig[], today: string): CalendarFile[] {
  const stamp = `${compact(today)}T000000Z`;
  const feedHead = [
    `X-WR-CALNAME:${escaped(`${site.name}: gigs`)}`,
    `X-WR-CALDESC:${escaped(site.description)}`,
    // How often a subscribed calendar looks again: RFC 7986's name, and the one Outlook and older apps read.
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH}`,
    `X-PUBLISHED-TTL:${REFRESH}`,
  ];
  return [
    { name: GIGS_CALENDAR, data: calendar(site, feedHead, gigs, stamp) },
    ...gigs.map((gig) => ({ name: gigCalendar(gig.id), data: calendar(site, [], [gig], stamp) })),
  ];
}

/**
 * The calendar files of the gigs upcoming at the instant `at` (the build's,
 * ms since 1970): one per gig, `gigs/<id>.ics`, and the feed of them all,
 * `gigs.ics`, stamped with the build's day in UTC, as files to write.
 */
export function calendarFiles({ site, gigs }: { site: SiteFacts; gigs: readonly Gig[] }, at: number): { name: string; data: Buffer }[] {
  const stampDay = new Date(at).toISOString().slice(0, 10);
  return gigCalendars(site, splitGigs(gigs, at).upcoming, stampDay).map(({ name, data }) => ({ name, data: Buffer.from(data) }));
}
