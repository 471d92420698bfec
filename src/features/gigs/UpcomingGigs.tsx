import type { Gig } from '../../content/types';
import { GigListItem } from './GigListItem';
import * as styles from './Gigs.module.css';

interface UpcomingGigsProps {
  gigs: readonly Gig[];
  bookingEmail: string;
}

export function UpcomingGigs({ gigs, bookingEmail }: UpcomingGigsProps) {
  return (
    <section className={styles.section} aria-labelledby="upcoming-gigs-heading">
      <h2 id="upcoming-gigs-heading" className={styles.heading}>
        Upcoming gigs
      </h2>
      {gigs.length === 0 ? (
        <div className={styles.noGigs}>
          <p>No gigs booked right now.</p>
          <p>
            Want us to play your town?{' '}
            <a className={styles.bookingLink} href={`mailto:${bookingEmail}`}>
              Book us: {bookingEmail}
            </a>
          </p>
        </div>
      ) : (
        <ul className={styles.list}>
          {gigs.map((gig) => (
            <GigListItem key={gig.id} gig={gig} showEventName />
          ))}
        </ul>
      )}
    </section>
  );
}
