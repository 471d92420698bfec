import { paths } from '../../util/routes';
import * as styles from './Gigs.module.css';

/**
 * What the gig lists say while no gig is booked: the site's and the share page's.
 * @param root from a share page, the way back to index.html, where the press kit's hash route is
 */
export function NoGigsBooked({ bookingEmail, root = '' }: { bookingEmail: string; root?: string }) {
  return (
    <div className={styles.noGigs}>
      <p>No gigs booked right now.</p>
      <p>
        Want us to play your town?{' '}
        <a className={styles.bookingLink} href={`mailto:${bookingEmail}`}>
          Book us: {bookingEmail}
        </a>{' '}
        (<a href={`${root}#${paths.press}`}>press kit</a>)
      </p>
    </div>
  );
}
