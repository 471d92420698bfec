import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Gig } from '../../gigs/gig.build';
import { paths } from '../../util/routes';
import { GigDetails } from './GigDetails';
import { GigListItem } from './GigListItem';
import { NoGigsBooked } from './NoGigsBooked';
import * as styles from './Gigs.module.css';

interface UpcomingGigsProps {
  /** Soonest first. */
  gigs: readonly Gig[];
  /**
   * How many upcoming gigs there are in all, when only the first few are
   * listed here (a site not rebuilt for a while may list none of them).
   */
  total?: number;
  bookingEmail: string;
  /** Shown last in the section (the gig list's calendar feed link). */
  children?: ReactNode;
  /** What each gig offers after its links (the gig list's Copy link). */
  actions?: (gig: Gig) => ReactNode;
}

export function UpcomingGigs({ gigs, total = gigs.length, bookingEmail, children, actions }: UpcomingGigsProps) {
  return (
    <section className={styles.section} aria-labelledby="upcoming-gigs-heading">
      <h2 id="upcoming-gigs-heading" className={styles.heading}>
        Upcoming gigs
      </h2>
      {total === 0 && <NoGigsBooked bookingEmail={bookingEmail} />}
      {gigs.length > 0 && (
        <ul className={styles.list}>
          {gigs.map((gig) => (
            <GigListItem key={gig.id} gig={gig} showEventName anchored>
              <GigDetails gig={gig} actions={actions?.(gig)} />
            </GigListItem>
          ))}
        </ul>
      )}
      {total > gigs.length && (
        <Link to={paths.gigs} className={styles.allGigs}>
          All {total} upcoming gigs →
        </Link>
      )}
      {children}
    </section>
  );
}
