/** @jest-environment node */
// The tour poster's layout rule (features/gigs/posterLayout.ts): it holds no
// tour, one gig, and forty, and every count between without losing a gig.
import { posterLayout } from '../../src/features/gigs/posterLayout';

describe('posterLayout', () => {
  test('no gigs to come: no poster', () => {
    expect(posterLayout(0)).toBeNull();
  });

  test('one gig: one column, one row, the biggest type', () => {
    const one = posterLayout(1)!;
    expect(one).toMatchObject({ columns: 1, rows: 1, shown: 1, more: 0 });
    for (let gigs = 2; gigs <= 40; gigs++) expect(posterLayout(gigs)!.typeSize).toBeLessThanOrEqual(one.typeSize);
  });

  test('forty gigs: two columns, and the ones that do not fit said as "and N more"', () => {
    const forty = posterLayout(40)!;
    expect(forty.columns).toBe(2);
    expect(forty.more).toBeGreaterThan(0);
    expect(forty.shown + forty.more).toBe(40);
    // The places: every gig listed, and one for "and N more".
    expect(forty.shown + 1).toBeLessThanOrEqual(forty.columns * forty.rows);
    expect(forty.typeSize).toBeLessThan(posterLayout(1)!.typeSize);
  });

  test('every count from 1 to 200: each gig listed or counted, in the places there are, type never growing with more gigs', () => {
    let previous = posterLayout(1)!;
    for (let gigs = 1; gigs <= 200; gigs++) {
      const layout = posterLayout(gigs)!;
      expect(layout.shown + layout.more).toBe(gigs);
      expect(layout.shown + (layout.more > 0 ? 1 : 0)).toBeLessThanOrEqual(layout.columns * layout.rows);
      // No empty column: the gigs fill the first column before the second.
      expect(layout.shown + (layout.more > 0 ? 1 : 0)).toBeGreaterThan((layout.columns - 1) * layout.rows);
      expect(layout.typeSize).toBeLessThanOrEqual(previous.typeSize);
      expect(layout.columns).toBeGreaterThanOrEqual(previous.columns);
      previous = layout;
    }
  });

  test('a count that is no count of gigs is an error', () => {
    expect(() => posterLayout(-1)).toThrow('whole number');
    expect(() => posterLayout(1.5)).toThrow('whole number');
  });
});
