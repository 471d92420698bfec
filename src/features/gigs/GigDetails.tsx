import type { ReactNode } from 'react';
import type { Gig } from '../../gigs/gig.build';
import { ageText, doorsText, gigCalendar, priceText, statusText, ticketsOnSale } from '../../gigs/details';
import { gigDateParts } from '../../gigs/dates';
import * as styles from './Gigs.module.css';

/**
 * What a fan needs to know of an upcoming gig, as far as the band has said it:
 * how it stands (in words, not colour alone), the times, the price, the age
 * limit, the bill, and links to tickets and to the gig's calendar file.
 */
export function GigDetails({
  gig,
  root = '',
  actions,
}: {
  gig: Gig;
  /** The way from the page to index.html's folder: `../` on a share page. */
  root?: string;
  /** Shown after the links (the app's Copy link; a share page has no scripts to run one). */
  actions?: ReactNode;
}) {
  const { status, rescheduledFrom } = gig;
  const facts = [
    doorsText(gig),
    gig.time && `Starts ${gig.time}`,
    gig.price && priceText(gig.price),
    gig.ageLimit && ageText(gig.ageLimit),
  ].filter(Boolean);
  const tickets = ticketsOnSale(gig);
  const from = rescheduledFrom && gigDateParts(rescheduledFrom);
  return (
    <>
      {status && (
        <strong className={styles.status}>
          {statusText(status)}
          {from && ` from ${from.dayMonth} ${from.year}`}
        </strong>
      )}
      {facts.length > 0 && <span>{facts.join(' · ')}</span>}
      <span>Lineup: {gig.bands.join(', ')}</span>
      <span className={styles.gigLinks}>
        {tickets && (
          <a className={styles.tickets} href={tickets} target="_blank" rel="noopener">
            Tickets<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
        <a className={styles.gigLink} href={root + gigCalendar(gig.id)} download>
          Add to calendar
        </a>
        {actions}
      </span>
    </>
  );
}
