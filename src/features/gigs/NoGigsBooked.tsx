import * as styles from './Gigs.module.css';

/** What the gig lists say while no gig is booked: the site's and the share page's. */
export function NoGigsBooked({ bookingEmail }: { bookingEmail: string }) {
  return (
    <div className={styles.noGigs}>
      <p>No gigs booked right now.</p>
      <p>
        Want us to play your town?{' '}
        <a className={styles.bookingLink} href={`mailto:${bookingEmail}`}>
          Book us: {bookingEmail}
        </a>
      </p>
    </div>
  );
}
