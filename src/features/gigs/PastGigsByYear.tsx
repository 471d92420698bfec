import type { Gig } from '../../content/gigs';
import { GigListItem } from './GigListItem';
import { byYear } from './gigDates';
import * as styles from './Gigs.module.css';

/** Every past gig, newest first, under a heading per year. */
export function PastGigsByYear({ gigs }: { gigs: readonly Gig[] }) {
  return (
    <section className={styles.section} aria-labelledby="past-gigs-heading">
      <h2 id="past-gigs-heading" className={styles.heading}>
        Past gigs
      </h2>
      {gigs.length === 0 && <p>None yet.</p>}
      {byYear(gigs).map(({ year, gigs: inYear }) => (
        <section key={year} className={styles.yearGroup} aria-labelledby={`gigs-${year}`}>
          <h3 id={`gigs-${year}`} className={styles.yearHeading}>
            {year}
          </h3>
          <ul className={styles.list}>
            {inYear.map((gig) => (
              <GigListItem key={gig.id} gig={gig} showEventName />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
