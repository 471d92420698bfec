import { useId } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { Gig } from '../../gigs/gig.build';
import { usePageFileLater } from '../../lib/usePageFileLater';
import { GigListItem } from './GigListItem';
import { byYear } from '../../gigs/dates';
import { pastYearToggled, selectOpenPastYears } from './gigsSlice';
import * as styles from './Gigs.module.css';
import * as yearStyles from './PastGigsByYear.module.css';

interface PastGigsByYearProps {
  /** The past gigs the page has at hand (the latest year's, and any played since the build), newest first. */
  gigs: readonly Gig[];
  /** The older years, newest first, each with how many gigs it has: folded, and fetched when unfolded. */
  olderYears: readonly { year: string; count: number }[];
  /** Where an older year's file is. */
  fileOf: (year: string) => string;
}

/** Every past gig, newest first, under a heading per year: the older years fold, and unfold on a press. */
export function PastGigsByYear({ gigs, olderYears, fileOf }: PastGigsByYearProps) {
  const atHand = byYear(gigs);
  return (
    <section className={styles.section} aria-labelledby="past-gigs-heading">
      <h2 id="past-gigs-heading" className={styles.heading}>
        Past gigs
      </h2>
      {atHand.length === 0 && olderYears.length === 0 && <p>None yet.</p>}
      {atHand.map(({ year, gigs: inYear }) => (
        <section key={year} className={styles.yearGroup} aria-labelledby={`gigs-${year}`}>
          <h3 id={`gigs-${year}`} className={styles.yearHeading}>
            {year}
          </h3>
          <YearList gigs={inYear} />
        </section>
      ))}
      {olderYears.map(({ year, count }) => (
        <OlderYear key={year} year={year} count={count} path={fileOf(year)} />
      ))}
    </section>
  );
}

function YearList({ gigs }: { gigs: readonly Gig[] }) {
  return (
    <ul className={styles.list}>
      {gigs.map((gig) => (
        <GigListItem key={gig.id} gig={gig} showEventName />
      ))}
    </ul>
  );
}

/** An older year: a toggle, and once unfolded its gigs from its file. */
function OlderYear({ year, count, path }: { year: string; count: number; path: string }) {
  const open = useSelector(selectOpenPastYears).includes(year);
  const dispatch = useDispatch();
  const panelId = useId();
  return (
    <section className={styles.yearGroup} aria-labelledby={`gigs-${year}`}>
      <h3 className={yearStyles.toggleHeading}>
        <button
          id={`gigs-${year}`}
          type="button"
          className={yearStyles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => dispatch(pastYearToggled(year))}
        >
          {year} <span className={styles.count}>({count === 1 ? '1 gig' : `${count} gigs`})</span>
          <span className={styles.chevron} aria-hidden="true" />
        </button>
      </h3>
      <div id={panelId} hidden={!open}>
        {open && <YearFromFile path={path} year={year} />}
      </div>
    </section>
  );
}

/** An older year's gigs from its file. */
function YearFromFile({ path, year }: { path: string; year: string }) {
  const file = usePageFileLater<{ gigs: Gig[] }>(path);
  if (file.state === 'ready') return <YearList gigs={file.data.gigs} />;
  if (file.state === 'loading') {
    return (
      <p className={yearStyles.pending} role="status">
        Loading the gigs of {year}…
      </p>
    );
  }
  return (
    <p className={yearStyles.pending} role="alert">
      The gigs of {year} could not be loaded.{' '}
      <button type="button" className={yearStyles.retry} onClick={file.retry}>
        Try again
      </button>
    </p>
  );
}
