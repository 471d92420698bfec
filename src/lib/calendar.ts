// Calendar files (iCalendar, RFC 5545) for gigs, made at build time: one per
// gig for "Add to calendar", and a feed of them all for a calendar app to
// subscribe to (src/prerender.tsx picks the upcoming gigs; gigDetails.ts says
// where each file goes). Build time only: the browser links to the files.
import { countries, type Gig, type Site, utcOffsetMinutes, utcOffsetText } from '../content/schema';
import { ageText, GIGS_CALENDAR, gigCalendar, priceText, statusText, ticketsOnSale } from './gigDetails';
import { paths } from './routes';
import { absoluteUrl, gigTitle } from './structuredData';

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

/** The zone's name for its time at an instant, `CET` or `CEST`. */
const zoneName = (timeZone: string, utc: number) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short' })
    .formatToParts(utc)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;

/**
 * The VTIMEZONE a calendar app reads a TZID's local times by. Its offsets come
 * from the zone itself; its rules are the EU's, which every country the site
 * knows keeps (src/content/schema.ts, `countries`): summer time from 01:00 UTC
 * on the last Sunday of March to 01:00 UTC on the last Sunday of October. A
 * unit test checks the result against the zone at instants across the years.
 */
function timeZoneLines(timeZone: string): string[] {
  const winter = Date.UTC(2024, 0, 15);
  const summer = Date.UTC(2024, 6, 15);
  const standard = utcOffsetMinutes(timeZone, winter);
  const daylight = utcOffsetMinutes(timeZone, summer);
  /** The local clock reading at 01:00 UTC, at an offset. */
  const changeAt = (offset: number) => `T${String(1 + offset / 60).padStart(2, '0')}0000`;
  const part = (kind: string, from: number, to: number, at: number, start: string, month: number) => [
    `BEGIN:${kind}`,
    `TZOFFSETFROM:${offsetText(from)}`,
    `TZOFFSETTO:${offsetText(to)}`,
    `TZNAME:${zoneName(timeZone, at)}`,
    // 1996: the year the EU's rules took this form.
    `DTSTART:${start}${changeAt(from)}`,
    ...(from === to ? [] : [`RRULE:FREQ=YEARLY;BYMONTH=${month};BYDAY=-1SU`]),
    `END:${kind}`,
  ];
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...(standard === daylight ? [] : part('DAYLIGHT', standard, daylight, summer, '19960331', 3)),
    ...part('STANDARD', daylight, standard, winter, '19961027', 10),
    'END:VTIMEZONE',
  ];
}

/**
 * The event's lasting name: the gig's id (its day and club) at the site's
 * host, unique anywhere and the same in every build. A rescheduled gig keeps
 * the one it had on the day first booked, so a calendar moves that event
 * rather than adding another.
 */
function uid(site: Pick<Site, 'url'>, gig: Gig): string {
  const id = gig.rescheduledFrom ? `${gig.rescheduledFrom}${gig.id.slice(gig.date.length)}` : gig.id;
  return `${id}@${new URL(site.url).host}`;
}

/** A gig as a VEVENT. `stamp` is when the file was made (UTC, §3.8.7.2). */
function eventLines(site: Site, gig: Gig, stamp: string): string[] {
  const status = gig.status && statusText(gig.status);
  const tickets = ticketsOnSale(gig);
  const description = [
    status && (gig.rescheduledFrom ? `${status} from ${gig.rescheduledFrom}` : status),
    `Lineup: ${gig.bands.join(', ')}`,
    gig.doors && `Doors ${gig.doors}`,
    gig.price && priceText(gig.price),
    gig.ageLimit && ageText(gig.ageLimit),
    tickets && `Tickets: ${tickets}`,
  ].filter(Boolean);
  return [
    'BEGIN:VEVENT',
    `UID:${uid(site, gig)}`,
    `DTSTAMP:${stamp}`,
    gig.time
      ? `DTSTART;TZID=${countries[gig.country].timeZone}:${compact(gig.date)}T${gig.time.replace(':', '')}00`
      : `DTSTART;VALUE=DATE:${compact(gig.date)}`,
    `SUMMARY:${escaped(gigTitle(site, gig))}`,
    `LOCATION:${escaped(`${gig.club}, ${gig.town}, ${gig.country}`)}`,
    `DESCRIPTION:${escaped(description.join('\n'))}`,
    `URL:${absoluteUrl(site, paths.gigs)}`,
    // A postponed gig's day is not to be counted on.
    `STATUS:${gig.status === 'cancelled' ? 'CANCELLED' : gig.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

function calendar(site: Site, head: string[], timeZones: Iterable<string>, gigs: readonly Gig[], stamp: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${site.name}//Gigs//EN`,
    'CALSCALE:GREGORIAN',
    ...head,
    ...[...timeZones].flatMap(timeZoneLines),
    ...gigs.flatMap((gig) => eventLines(site, gig, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * The calendar file of each of `gigs` and the feed of them all.
 * @param today the day the files are made, `YYYY-MM-DD`: their DTSTAMP (midnight UTC), so a build is the same all day
 */
export function gigCalendars(site: Site, gigs: readonly Gig[], today: string): CalendarFile[] {
  const stamp = `${compact(today)}T000000Z`;
  // The feed describes every zone, so it is a whole calendar even with no gig in it.
  const allZones = new Set(Object.values(countries).map((country) => country.timeZone));
  const feedHead = [`X-WR-CALNAME:${escaped(`${site.name}: gigs`)}`, `X-WR-CALDESC:${escaped(site.description)}`];
  return [
    { name: GIGS_CALENDAR, data: calendar(site, feedHead, allZones, gigs, stamp) },
    ...gigs.map((gig) => ({
      name: gigCalendar(gig.id),
      data: calendar(site, [], gig.time ? [countries[gig.country].timeZone] : [], [gig], stamp),
    })),
  ];
}
