import type { ReactNode } from 'react';
import type { Gig } from '../../gigs/gig.build';
import { gigDateParts } from '../../gigs/dates';
import * as styles from './Gigs.module.css';

/** A gig to come's element id: its own address (#/gigs/<id>) scrolls it into view. */
export const gigAnchor = (gigId: string) => `gig-${gigId}`;

/** One gig: date, year, club, town and country; the event name where asked, and any more below (`children`). */
export function GigListItem({
  gig,
  showEventName,
  anchored = false,
  children,
}: {
  gig: Gig;
  showEventName: boolean;
  /** Whether it has its id (gigAnchor), for its own address to find it. */
  anchored?: boolean;
  children?: ReactNode;
}) {
  const { dayMonth, year } = gigDateParts(gig.date);
  return (
    <li className={styles.gig} id={anchored ? gigAnchor(gig.id) : undefined}>
      <time className={styles.date} dateTime={gig.date}>
        <span className={styles.dayMonth}>{dayMonth}</span> <span className={styles.year}>{year}</span>
      </time>
      <span className={styles.place}>
        {showEventName && gig.eventName && <strong className={styles.event}>{gig.eventName}</strong>}
        <span className={styles.club}>{gig.club}</span>
        <span>
          {gig.town}, {gig.country}
        </span>
        {children}
      </span>
    </li>
  );
}
