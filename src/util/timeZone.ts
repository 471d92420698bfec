// Clocks of the world's time zones, as the JavaScript engine's own time-zone
// database (Intl) knows them: no table of rules is kept here, so a country
// that changes its summer time is right as soon as Node and the browsers are.
// Used at build time (gig start times, calendar files) and in the browser
// (which gigs are still to come).

/**
 * Every UTC offset in use is a whole number of quarter hours, so every day
 * anywhere ends on one: an instant taken back to its quarter hour tells the
 * same days as the instant itself, and stays the same for fifteen minutes.
 */
export const toQuarterHour = (instant: number) => Math.floor(instant / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
const QUARTER_HOUR_MS = 15 * 60_000;

const offsetFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** What `make` gives for a zone, worked out once per zone. */
function cached<T>(byZone: Map<string, T>, timeZone: string, make: () => T): T {
  if (!byZone.has(timeZone)) byZone.set(timeZone, make());
  return byZone.get(timeZone)!;
}

const knownZones = new Map<string, boolean>();

/** Whether `timeZone` is a zone the engine knows (`Europe/Berlin`, `America/Toronto`). */
export function isTimeZone(timeZone: string): boolean {
  // Asked for every zone of every country a gig names: a format made once per zone.
  return cached(knownZones, timeZone, () => {
    try {
      new Intl.DateTimeFormat('en', { timeZone });
      // Intl also takes offsets (`+01:00`) and `UTC`: a gig's town has a zone with a name.
      return timeZone.includes('/');
    } catch {
      return false;
    }
  });
}

/** Minutes `timeZone` is ahead of UTC at the instant `utc` (ms since 1970). */
export function utcOffsetMinutes(timeZone: string, utc: number): number {
  const format = cached(offsetFormats, timeZone, () => new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }));
  const name = format.formatToParts(utc).find((part) => part.type === 'timeZoneName')?.value;
  // `GMT+01:00`; plain `GMT` at UTC itself.
  const [, sign = '+', hours = '0', minutes = '0'] = /([+-])(\d\d):(\d\d)/.exec(name ?? '') ?? [];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** An offset of minutes as text: `+01:00` (ISO 8601), or `+0100` with `separator` ''. */
export function utcOffsetText(minutes: number, separator = ':'): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(Math.abs(minutes) / 60))}${separator}${two(Math.abs(minutes) % 60)}`;
}

/** The instant (ms since 1970) a reading of the clocks of `timeZone` names: `2026-03-14`, `20:00`. */
export function zonedInstant(timeZone: string, date: string, time: string): number {
  const asIfUtc = Date.parse(`${date}T${time}:00Z`);
  // The offset at the instant that clock reading is; guessed from the same reading taken as UTC.
  return asIfUtc - utcOffsetMinutes(timeZone, asIfUtc - utcOffsetMinutes(timeZone, asIfUtc) * 60_000) * 60_000;
}

/** A day and a time on the clocks of `timeZone`, with the UTC offset they then show: `2026-03-14T20:00:00+01:00`. */
export function zonedDateTime(timeZone: string, date: string, time: string): string {
  const offset = utcOffsetMinutes(timeZone, zonedInstant(timeZone, date, time));
  return `${date}T${time}:00${utcOffsetText(offset)}`;
}

/**
 * Where `time` on `date` is a reading the clocks of `timeZone` skip (they go
 * forward over it, as from 02:00 to 03:00 the night summer time starts), the
 * readings they jump from and to: `{ from: '02:00', to: '03:00' }`. Otherwise
 * (the reading is shown once, or twice the night the clocks go back) null.
 */
export function skippedBy(timeZone: string, date: string, time: string): { from: string; to: string } | null {
  const instant = zonedInstant(timeZone, date, time);
  const offset = utcOffsetMinutes(timeZone, instant);
  if (new Date(instant + offset * 60_000).toISOString().slice(0, 16) === `${date}T${time}`) return null;
  const change = offsetChanges(timeZone, instant - 2 * DAY_MS, instant + 2 * DAY_MS).find(({ from, to }) => to > from);
  if (!change) return null; // not reached: a reading missing from the clocks lies in a jump forward
  const reading = (minutes: number) => new Date(change.at + minutes * 60_000).toISOString().slice(11, 16);
  return { from: reading(change.from), to: reading(change.to) };
}

/** The day (`YYYY-MM-DD`) the calendars of `timeZone` show at the instant `utc`. */
export function dayIn(timeZone: string, utc: number): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = cached(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(utc);
}

/** A change of a zone's clocks: at `at` (ms since 1970) the offset goes from `from` to `to` minutes. */
export interface OffsetChange {
  readonly at: number;
  readonly from: number;
  readonly to: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Clocks change at most a few times a year, never twice within a week.
const STEP_MS = 7 * DAY_MS;

/** Every change of `timeZone`'s offset in [start, end), to the minute, in order. */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  // Clocks change on a whole minute: the search below steps in minutes from one.
  let before = Math.floor(start / 60_000) * 60_000;
  let offset = utcOffsetMinutes(timeZone, start);
  while (before < end) {
    const after = Math.min(before + STEP_MS, end);
    const next = utcOffsetMinutes(timeZone, after);
    if (next !== offset) {
      // The last instant with the old offset and the first with the new, found to the minute.
      let low = before;
      let high = after;
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (utcOffsetMinutes(timeZone, middle) === offset) low = middle;
        else high = middle;
      }
      changes.push({ at: high, from: offset, to: utcOffsetMinutes(timeZone, high) });
      offset = utcOffsetMinutes(timeZone, high);
      before = high;
    } else {
      before = after;
    }
  }
  return changes;
}
