import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Gig } from '../../content/types';
import { GigListItem } from './GigListItem';
import { pastGigsToggled, selectPastGigsExpanded } from './gigsSlice';
import * as styles from './Gigs.module.css';

interface PastGigsProps {
  /** Newest first. */
  gigs: readonly Gig[];
}

export function PastGigs({ gigs }: PastGigsProps) {
  const expanded = useAppSelector(selectPastGigsExpanded);
  const dispatch = useAppDispatch();
  const panelId = useId();

  return (
    <section className={styles.section} aria-labelledby={`${panelId}-heading`}>
      <h2 id={`${panelId}-heading`} className={styles.toggleHeading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => dispatch(pastGigsToggled())}
        >
          Past gigs <span className={styles.count}>({gigs.length})</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      {/* Collapsed, the list is hidden from screen readers too; its height animates up to the cap. */}
      <div id={panelId} className={styles.panel} data-expanded={expanded} aria-hidden={!expanded}>
        <ul className={styles.list}>
          {gigs.map((gig) => (
            <GigListItem key={gig.id} gig={gig} showEventName={false} />
          ))}
        </ul>
      </div>
    </section>
  );
}
