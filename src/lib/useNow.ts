import { useSyncExternalStore } from 'react';
import { toQuarterHour } from '../util/timeZone';

const neverChanges = () => () => {};
const now = () => toQuarterHour(Date.now());

/**
 * Now, to the quarter hour (ms since 1970): what tells which gigs are still to
 * come (gigs/dates.ts). Hydration starts from `renderedAt`, the
 * instant the build drew the page at (in its data), so a gig played since the
 * build does not break hydration; React then re-renders with the visitor's now.
 */
export function useNow(renderedAt: number): number {
  return useSyncExternalStore(neverChanges, now, () => renderedAt);
}
