import { GIGS_CALENDAR } from '../../gigs/details';
import * as styles from './Gigs.module.css';

/** The feed of every upcoming gig, for a calendar app to subscribe to (its address) or import. */
export function GigsCalendarLink() {
  return (
    <a className={styles.allGigs} href={GIGS_CALENDAR} type="text/calendar">
      Subscribe to the gig calendar
    </a>
  );
}
