import { useSyncExternalStore } from 'react';
import { isoDay } from '../features/gigs/gigDates';

// The day the build rendered the static HTML (webpack's DefinePlugin). Hydration
// starts from it, so a gig that has become past since the build does not
// break hydration; React then re-renders with the visitor's real today.
declare const __BUILD_DAY__: string | undefined;
const renderedOn = typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : null;

const neverChanges = () => () => {};
const today = () => isoDay(new Date());

/** Today as `YYYY-MM-DD` in the visitor's calendar. */
export function useToday(): string {
  return useSyncExternalStore(neverChanges, today, () => renderedOn ?? today());
}
