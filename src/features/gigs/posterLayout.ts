/** The tour poster's size (gigs/tour-poster.png): 4:5, the tallest picture Instagram shows whole in a feed. */
export const TOUR_POSTER = { width: 1080, height: 1350 } as const;

/** How the tour poster lists its gigs: how many, in how many columns, in which size of type. */
export interface PosterLayout {
  /** 1, or 2 when one column would make the type too small to read on a phone. */
  columns: 1 | 2;
  /** Rows in a column: the gigs fill the first column, then the second. */
  rows: number;
  /** The gigs listed, soonest first. */
  shown: number;
  /** The gigs left out, said in the last place as "and N more" (0: every gig is listed). */
  more: number;
  /** The town's type in px; the date and the club are set a size below it. */
  typeSize: number;
  /**
   * The lines of a gig: 3, its date, town, and club with country, one under
   * the other; 2, its town, then its date, club and country; 1, all on one line.
   */
  lines: 1 | 2 | 3;
}

/** The most rows a column of the poster holds. */
const POSTER_MOST_ROWS = 14;

/**
 * The layout rule of the tour poster, by the number of gigs still to come.
 * The fewer the gigs, the bigger the type, so a poster of one gig is not an
 * empty sheet and a poster of many stays readable on a phone:
 *
 * - up to 4 gigs: one column, each on three lines, the biggest type
 *   (104 px for one or two gigs, 64 for three or four);
 * - up to 12: one column, each on one line, smaller type;
 * - up to 28: two columns of 14, each on two lines, the smallest type;
 * - more than 28: as 28, with the 27 soonest listed and the last place
 *   saying "and N more" (the rest are on the site, whose address the poster shows).
 *
 * Null for no gigs: there is no tour to draw.
 */
export function posterLayout(gigs: number): PosterLayout | null {
  if (!Number.isInteger(gigs) || gigs < 0) throw new Error(`A poster lists a whole number of gigs, not ${gigs}`);
  if (gigs === 0) return null;
  if (gigs <= 4) return { columns: 1, rows: gigs, shown: gigs, more: 0, typeSize: gigs <= 2 ? 104 : 64, lines: 3 };
  if (gigs <= 12) return { columns: 1, rows: gigs, shown: gigs, more: 0, typeSize: 40, lines: 1 };
  const rows = POSTER_MOST_ROWS;
  if (gigs <= rows * 2) return { columns: 2, rows: Math.ceil(gigs / 2), shown: gigs, more: 0, typeSize: 28, lines: 2 };
  const shown = rows * 2 - 1;
  return { columns: 2, rows, shown, more: gigs - shown, typeSize: 28, lines: 2 };
}
