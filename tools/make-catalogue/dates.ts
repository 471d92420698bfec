// Day numbers, today, and when a zone's clocks change.
import { offsetChanges } from '../../src/util/timeZone';

export const DAY_MS = 86_400_000;
/** A date (YYYY-MM-DD) as a day number: days since 1970-01-01. */
export const toDay = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
export const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
export function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** How far ahead a zone's next change of clocks is looked for: a year and a little. */
const CHANGE_WITHIN_DAYS = 400;

/**
 * The first day after day `after` on which `zone`'s clocks go forward (summer
 * time starts) or back (it ends), as its time-zone data has it. The day is
 * UTC's: in Europe and the Americas the clocks change in the small hours, on
 * the same day in UTC as where they change.
 */
export function nextClockChange(zone: string, after: number, direction: 'forward' | 'back'): number {
  const from = (after + 1) * DAY_MS;
  const change = offsetChanges(zone, from, from + CHANGE_WITHIN_DAYS * DAY_MS).find(({ from: was, to }) =>
    direction === 'forward' ? to > was : to < was,
  );
  if (!change)
    throw new Error(`${zone}'s clocks do not go ${direction} within ${CHANGE_WITHIN_DAYS} days of ${fromDay(after)}`);
  return Math.floor(change.at / DAY_MS);
}
