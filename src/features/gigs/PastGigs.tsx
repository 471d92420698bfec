import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import type { Gig } from '../../gigs/gig.build';
import { paths } from '../../util/routes';
import { GigListItem } from './GigListItem';
import { pastGigsToggled, selectPastGigsExpanded } from './gigsSlice';
import * as styles from './Gigs.module.css';

interface PastGigsProps {
  /** The most recent ones, newest first: few enough to fit the panel. */
  gigs: readonly Gig[];
  /** How many past gigs there are in all; the rest are on the gig list. */
  total: number;
}

export function PastGigs({ gigs, total }: PastGigsProps) {
  const expanded = useSelector(selectPastGigsExpanded);
  const dispatch = useDispatch();
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
          Past gigs <span className={styles.count}>({total})</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h2>
      {/* Collapsed, the list is hidden from screen readers too; its height animates up to the cap. */}
      <div id={panelId} className={styles.panel} data-expanded={expanded} aria-hidden={!expanded}>
        <div className={styles.panelBody}>
          {gigs.length === 0 ? (
            <p>None yet.</p>
          ) : (
            <ul className={styles.list}>
              {gigs.map((gig) => (
                <GigListItem key={gig.id} gig={gig} showEventName={false} />
              ))}
            </ul>
          )}
          {total > gigs.length && (
            <Link to={paths.gigs} className={styles.allGigs}>
              All {total} past gigs →
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
