// Doors that the clock shows later than the start (src/gigs/night.ts): the
// evening before a gig that starts after midnight, up to LATE_DOORS_HOURS.
import { doorsTheEveningBefore, LATE_DOORS_HOURS } from '../../src/gigs/night';

/** `HH:MM` of minutes after midnight, on the clock (a day wraps). */
const clock = (minutes: number) => {
  const wrapped = (minutes + 24 * 60) % (24 * 60);
  return `${String(Math.floor(wrapped / 60)).padStart(2, '0')}:${String(wrapped % 60).padStart(2, '0')}`;
};

test.each([
  { doors: '23:30', time: '00:30', evening: true, why: 'an hour before a start after midnight' },
  { doors: '21:00', time: '02:00', evening: true, why: 'five hours before a start at 02:00' },
  { doors: '19:00', time: '20:00', evening: false, why: 'before a start the same evening' },
  { doors: '20:00', time: '20:00', evening: false, why: 'at the start' },
  { doors: '21:00', time: '20:00', evening: false, why: 'an hour after a start before midnight: a slip' },
  { doors: '00:45', time: '00:30', evening: false, why: 'a quarter of an hour after a start after midnight: a slip' },
])('doors $doors, start $time: $why', ({ doors, time, evening }) => {
  expect(doorsTheEveningBefore(doors, time)).toBe(evening);
});

test(`the evening before is at most ${LATE_DOORS_HOURS} hours before the start, to the minute`, () => {
  const start = 30; // 00:30
  expect(doorsTheEveningBefore(clock(start - LATE_DOORS_HOURS * 60), clock(start))).toBe(true);
  expect(doorsTheEveningBefore(clock(start - LATE_DOORS_HOURS * 60 - 1), clock(start))).toBe(false);
});
