import { useSyncExternalStore } from 'react';

// The day the build rendered the static HTML (webpack's DefinePlugin). Hydration
// starts from it, so a gig that has become past since the build does not
// break hydration; React then re-renders with the visitor's real today.
declare const __BUILD_DAY__: string | undefined;
const renderedOn = typeof __BUILD_DAY__ === 'string' ? __BUILD_DAY__ : null;

/** `YYYY-MM-DD` of a moment, in the visitor's own calendar. */
export function isoDay(moment: Date): string {
  const month = String(moment.getMonth() + 1).padStart(2, '0');
  const day = String(moment.getDate()).padStart(2, '0');
  return `${moment.getFullYear()}-${month}-${day}`;
}

const neverChanges = () => () => {};
const today = () => isoDay(new Date());

/** Today as `YYYY-MM-DD` in the visitor's calendar. */
export function useToday(): string {
  return useSyncExternalStore(neverChanges, today, () => renderedOn ?? today());
}
