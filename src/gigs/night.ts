// A gig's night on its town's clock, as the content schema checks it and the
// site words it.

/** How long before a gig that starts after midnight its doors may open, the evening before. */
export const LATE_DOORS_HOURS = 6;

/** Minutes since midnight of a time `HH:MM`. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

/**
 * Whether doors that the clock shows later than the start (`23:30`, the gig
 * at `00:30`) open the evening before a gig that starts after midnight, as
 * clubs list a late show: at most LATE_DOORS_HOURS before it. Further back,
 * they are a slip. Both times `HH:MM`.
 */
export const doorsTheEveningBefore = (doors: string, time: string) =>
  doors > time && minutesOf(time) + 24 * 60 - minutesOf(doors) <= LATE_DOORS_HOURS * 60;
