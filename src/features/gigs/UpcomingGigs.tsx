import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import type { Gig } from '../../content/gigs';
import { paths } from '../../lib/routes';
import { shareLink } from '../../lib/shareLink';
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
}

export function UpcomingGigs({ gigs, total = gigs.length, bookingEmail, children }: UpcomingGigsProps) {
  return (
    <section className={styles.section} aria-labelledby="upcoming-gigs-heading">
      <h2 id="upcoming-gigs-heading" className={styles.heading}>
        Upcoming gigs
      </h2>
      {total === 0 && <NoGigsBooked bookingEmail={bookingEmail} />}
      {gigs.length > 0 && (
        <ul className={styles.list}>
          {gigs.map((gig) => (
            <GigListItem key={gig.id} gig={gig} showEventName>
              <GigDetails gig={gig} actions={<CopyLinkButton url={gigLink(gig)} />} />
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

/**
 * The address to share for a gig: its share page (routes.ts, gig). Only read
 * when the button is pressed; the build renders the page where there is no window.
 */
const gigLink = (gig: Gig) => (typeof window === 'undefined' ? '' : shareLink(window.location.href, paths.gig(gig.id)));
